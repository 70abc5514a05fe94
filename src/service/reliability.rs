//! Reliability (issue 13): what a player's record says about them, computed from what the
//! site keeps anyway, for profiles, lobbies and the front page.
//!
//! - *Games played*: started games the player sat at (including those they left to a
//!   newcomer or were voted out of); *finished*: those that ended (a winner, or ended now by a
//!   vote) with them seated; *won*: those their house won (first in the ranking of a game
//!   ended by a vote), a shared win of a drawn 1st-edition game included.
//! - *Decisions*: every time one of the player's houses was asked something and the request
//!   was settled, by them or by a deadline (`turns`); *deadlines missed*: the `missed_deadlines`
//!   rows in their name (excused steps, a site fault or a declared absence, are not rows), shown
//!   per 100 decisions; *in time*: 100 minus that, the figure a game may require to join.
//! - *Median time to act*: over the requests they answered themselves, from the moment the
//!   house was asked to their answer.
//! - *Civil disorders*: how often one of their houses went into civil disorder.

use super::UserId;
use super::{Result, Service};
use crate::db::queries::reliability as q;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;

/// A player's record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reliability {
    pub played: i64,
    pub finished: i64,
    pub won: i64,
    pub decisions: i64,
    pub missed: i64,
    /// Median seconds from being asked to answering, over the player's own answers.
    pub median_secs: Option<i64>,
    pub civil_disorders: i64,
}

impl Reliability {
    /// Deadlines missed per 100 decisions, one decimal ("0.0" with no decisions).
    pub fn missed_per_100(&self) -> String {
        if self.decisions == 0 {
            return "0.0".into();
        }
        let tenths = (self.missed * 1000 + self.decisions / 2) / self.decisions;
        format!("{}.{}", tenths / 10, tenths % 10)
    }

    /// Percent of decisions made in time (100 with no decisions yet), rounded down.
    pub fn percent_in_time(&self) -> i32 {
        if self.decisions == 0 {
            return 100;
        }
        let missed = self.missed.min(self.decisions);
        (100 - (missed * 100 + self.decisions - 1) / self.decisions) as i32
    }

    /// "3 h 20 min", or "—".
    pub fn median_words(&self) -> String {
        match self.median_secs {
            None => "—".into(),
            Some(s) if s < 60 => "under a minute".into(),
            Some(s) => {
                let (h, m) = (s / 3600, s % 3600 / 60);
                match (h, m) {
                    (0, m) => format!("{m} min"),
                    (h, 0) => format!("{h} h"),
                    (h, m) => format!("{h} h {m} min"),
                }
            }
        }
    }

    /// Short, for lists: "98% in time, 12 games, median 3 h, 0 civil disorders".
    pub fn short(&self) -> String {
        format!(
            "{}% in time, {} games, median time to act {}, {} civil disorders",
            self.percent_in_time(),
            self.played,
            self.median_words(),
            self.civil_disorders
        )
    }

    /// One line: "12 games, 10 finished, 3 won · 1.5 missed per 100 decisions · median 3 h".
    pub fn line(&self) -> String {
        format!(
            "{} games, {} finished, {} won · {} deadlines missed per 100 decisions · median time to act {} · {} civil disorders",
            self.played,
            self.finished,
            self.won,
            self.missed_per_100(),
            self.median_words(),
            self.civil_disorders
        )
    }
}

impl Service {
    /// `user`'s record.
    pub fn reliability(&self, user: UserId) -> Result<Reliability> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        Ok(self.reliability_in(&mut c, user)?)
    }

    pub(crate) fn reliability_in(
        &self,
        c: &mut AnyConnection,
        user: i32,
    ) -> std::result::Result<Reliability, DbError> {
        let sat: Vec<(i32, Option<String>, String, Option<String>)> =
            q::started_games_sat_in(c, user)?;
        let left: Vec<i32> = q::games_left(c, user)?;
        let mut played: Vec<i32> = sat.iter().map(|s| s.0).chain(left).collect();
        played.sort_unstable();
        played.dedup();
        // A game ended by a vote ("ended") is finished, with its ranking's first as winner.
        let done = |status: &str| status == "over" || status == "ended";
        let finished = sat.iter().filter(|s| done(&s.2)).count() as i64;
        let won = sat
            .iter()
            // The winner column names every house sharing a drawn game's win.
            .filter(|s| {
                done(&s.2)
                    && s.1.as_deref().is_some_and(|h| {
                        s.3.as_deref().is_some_and(|w| w.split(',').any(|k| k == h))
                    })
            })
            .count() as i64;
        let settled: Vec<(NaiveDateTime, Option<NaiveDateTime>, Option<String>)> =
            q::settled_turns(c, user)?;
        let mut times: Vec<i64> = settled
            .iter()
            .filter(|t| t.2.as_deref() == Some("player"))
            .filter_map(|t| t.1.map(|a| (a - t.0).num_seconds().max(0)))
            .collect();
        times.sort_unstable();
        let median_secs = match times.len() {
            0 => None,
            n if n % 2 == 1 => Some(times[n / 2]),
            n => Some((times[n / 2 - 1] + times[n / 2]) / 2),
        };
        let missed: i64 = q::deadlines_missed_by(c, user)?;
        let civil_disorders: i64 = q::civil_disorders_of(c, user)?;
        Ok(Reliability {
            played: played.len() as i64,
            finished,
            won,
            decisions: settled.len() as i64,
            missed,
            median_secs,
            civil_disorders,
        })
    }
}

/// Keeps the `turns` of a change: the requests it settled (answered by the house's player,
/// or by the defaults at a deadline) and those it opened. Inside the change's transaction.
pub(crate) fn record_turns(
    c: &mut AnyConnection,
    ch: &super::changes::Change,
    newly: &[(crate::engine::House, crate::engine::Request)],
) -> std::result::Result<(), DbError> {
    use super::changes::Cause;
    let game = ch.row.id;
    let answered = match ch.cause {
        Cause::Input(h) => q::Answered::Player(h.key()),
        Cause::Deadline => q::Answered::Deadline,
        Cause::Started => q::Answered::Nobody,
    };
    let mut asked: Vec<(&str, Option<i32>)> = Vec::new();
    for (h, _) in newly {
        if !asked.iter().any(|(k, _)| *k == h.key()) {
            let user = ch
                .seats
                .iter()
                .find(|s| s.house == Some(*h))
                .map(|s| s.user_id);
            asked.push((h.key(), user));
        }
    }
    // A house still asked (its turn open since an earlier change) keeps the turn it has.
    q::answer_and_ask_turns(c, game, answered, &asked, ch.at)
}

impl Service {
    /// A user's public profile: their name as written and their record.
    pub fn profile(&self, name: &str) -> Result<(String, Reliability)> {
        let mut c = self.db.conn()?;
        let user = crate::db::queries::user_by_name_key(&mut c, &name.trim().to_lowercase())?
            .ok_or(super::ServiceError::NotFound)?;
        let r = self.reliability_in(&mut c, user.id)?;
        Ok((user.name, r))
    }
}

#[cfg(test)]
mod tests {
    use super::Reliability;

    #[test]
    fn the_figures_in_words() {
        let none = Reliability::default();
        assert_eq!(none.percent_in_time(), 100);
        assert_eq!(none.missed_per_100(), "0.0");
        assert_eq!(none.median_words(), "—");
        let r = Reliability {
            decisions: 40,
            missed: 3,
            median_secs: Some(3 * 3600 + 20 * 60),
            ..Reliability::default()
        };
        assert_eq!(r.missed_per_100(), "7.5");
        assert_eq!(r.percent_in_time(), 92, "100 - 7.5, rounded down");
        assert_eq!(r.median_words(), "3 h 20 min");
        let all_missed = Reliability {
            decisions: 1,
            missed: 1,
            ..Reliability::default()
        };
        assert_eq!(all_missed.percent_in_time(), 0);
        assert_eq!(all_missed.missed_per_100(), "100.0");
        assert_eq!(
            Reliability {
                median_secs: Some(45 * 60),
                ..Reliability::default()
            }
            .median_words(),
            "45 min"
        );
    }
}
