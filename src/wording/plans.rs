//! Answers filed ahead (issue 25) in plain words: what an entry answers, and why one was not
//! used, for the house's own page and "your move" mail.

use super::{area, westeros_card};
use crate::engine::plan::{Dropped, PlanEntry};
use crate::i18n::Tr;

/// What `entry` answers: "the march from Winterfell", "breaking bid ties".
pub fn plan_subject(tr: Tr, entry: &PlanEntry) -> String {
    match entry {
        PlanEntry::March { from: a, .. }
        | PlanEntry::Raid { from: a, .. }
        | PlanEntry::Support { area: a, .. }
        | PlanEntry::Consolidate { area: a, .. } => {
            tr.t1(&format!("plan-what-{}", entry.kind()), "area", area(tr, *a))
        }
        PlanEntry::WesterosChoice { card, .. } => tr.t1(
            "plan-what-westeros_choice",
            "card",
            westeros_card(tr, *card),
        ),
        PlanEntry::Raven { .. }
        | PlanEntry::RavenBury { .. }
        | PlanEntry::Muster { .. }
        | PlanEntry::TieBreak { .. } => tr.t(&format!("plan-what-{}", entry.kind())),
    }
}

/// Why an entry was not used.
pub fn plan_dropped_why(tr: Tr, why: &Dropped) -> String {
    match why {
        Dropped::Rejected { rejection } => super::rejection(tr, rejection),
        Dropped::TargetGone { target } => tr.t1("plan-why-target-gone", "area", area(tr, *target)),
    }
}

/// "Your answer filed ahead for the march from Winterfell was not used: ... You are asked as
/// usual."
pub fn plan_dropped(tr: Tr, entry: &PlanEntry, why: &Dropped) -> String {
    tr.t2(
        "plan-dropped",
        "what",
        plan_subject(tr, entry),
        "why",
        plan_dropped_why(tr, why),
    )
}
