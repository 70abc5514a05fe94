//! What a vote proposes, in the reader's words.

use crate::i18n::Tr;
use crate::service::votes::Proposal;

/// What a vote proposes, as a clause ("pause the clock for 24 hours").
pub fn vote_proposal(tr: Tr, p: &Proposal) -> String {
    match p {
        Proposal::Pause { hours } => tr.t1("vote-what-pause", "hours", *hours),
        Proposal::Resume => tr.t("vote-what-resume"),
        Proposal::Extend { hours } => tr.t1("vote-what-extend", "hours", *hours),
        Proposal::Replace { house } => tr.t1(
            "vote-what-replace",
            "house",
            house
                .map(|h| crate::i18n::house_name(tr.lang(), h))
                .unwrap_or_else(|| "?".into()),
        ),
        Proposal::Cancel => tr.t("vote-what-cancel"),
        Proposal::End => tr.t("vote-what-end"),
        Proposal::Deadlines(d) => {
            tr.t1("vote-what-deadlines", "deadlines", super::deadlines(tr, d))
        }
    }
}
