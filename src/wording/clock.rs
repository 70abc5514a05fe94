//! A game's clock in the reader's words: a deadline in their zone, a duration, the deadlines
//! a game sets.

use crate::i18n::Tr;
use crate::service::lobby::Deadlines;
use chrono::NaiveDateTime;

/// "2 days 3 hours", "45 minutes", in the reader's language.
pub fn duration(tr: Tr, secs: i64) -> String {
    let secs = secs.max(0);
    let (d, h, m) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    let unit = |n: i64, id: &str| -> Option<String> { (n > 0).then(|| tr.t1(id, "count", n)) };
    let parts: Vec<String> = [
        unit(d, "w-duration-days"),
        unit(h, "w-duration-hours"),
        unit(m, "w-duration-minutes"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if parts.is_empty() {
        tr.t("w-duration-less-than-a-minute")
    } else {
        parts.join(" ")
    }
}

/// "Fri 27 Nov 2026, 18:00 CET", or "no deadline" in the reader's language.
pub fn deadline(tr: Tr, deadline: Option<NaiveDateTime>, tz: &str) -> String {
    match deadline {
        Some(t) => crate::i18n::local_time(tr.lang(), t, tz),
        None => tr.t("mail-no-deadline"),
    }
}

/// "planning 48 h, action 24 h, combat 12 h, Westeros 24 h".
pub fn deadlines(tr: Tr, d: &Deadlines) -> String {
    tr.t_args(
        "vote-deadlines-list",
        &[
            ("planning", d.planning_hours.into()),
            ("action", d.action_hours.into()),
            ("combat", d.combat_hours.into()),
            ("westeros", d.westeros_hours.into()),
        ],
    )
}
