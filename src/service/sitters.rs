//! Sitters and absences, told (issue 27).
//!
//! - **Who is told "your move" for a house** ([`told_for_house`]): its player; while the
//!   player's declared absence runs, its sitter instead (the absent player gets none), or nobody
//!   when no sitter was named (the defaults play the house at each deadline).
//! - **When an absence begins and ends** ([`Service::tell_absences`], a due job): the sitter
//!   is mailed that they now play the house (and whether it is awaited now), and again when the
//!   absence is over; the player who comes back gets a summary (how many moves were made, who
//!   played their house, whether it is their move now). Each mail is written once
//!   (`absences.begun_told_at`, `ended_told_at`).
//! - **The sitter's lists** ([`sitting_games`]): the front page lists the game among the
//!   sitter's own, "sitting for NAME".

use super::notes::{Absence, Note, What};
use super::notify::Reader;
use super::{Result, Service};
use crate::db::models::{AbsenceRow, GameRow, User};
use crate::db::queries::seating as q;
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::House;
use chrono::NaiveDateTime;

/// A house whose player is away now, and who plays it meanwhile.
#[derive(Clone, Debug)]
pub(crate) struct Away {
    pub house: House,
    /// `None`: nobody was named; the defaults play the house.
    pub sitter: Option<User>,
}

/// The houses of `game` whose player is away at `at`. `not_over`: the game's absences not
/// over at `at`, when the caller read them (a move does); `None` to read those running here.
pub(crate) fn away_at(
    c: &mut AnyConnection,
    game: i32,
    not_over: Option<&[AbsenceRow]>,
    at: NaiveDateTime,
) -> std::result::Result<Vec<Away>, DbError> {
    let running = match not_over {
        Some(all) => super::seats::running_among(all, at)
            .into_iter()
            .cloned()
            .collect(),
        None => super::seats::absences_at(c, game, at)?,
    };
    let mut away = Vec::new();
    for a in running {
        let Some(house) = House::from_key(&a.house) else {
            continue;
        };
        let sitter = match a.sitter_id {
            Some(id) => queries::user_by_id(c, id)?,
            None => None,
        };
        away.push(Away { house, sitter });
    }
    Ok(away)
}

/// Who is told "your move" for `reader`'s house: the reader, or while their absence runs its
/// sitter (as a reader of the same seat, with the sitter's own mail settings), or nobody.
pub(crate) fn told_for_house(away: &[Away], reader: &Reader) -> Option<Reader> {
    let house = reader.house()?;
    match away.iter().find(|a| a.house == house) {
        None => Some(reader.clone()),
        Some(Away { sitter: None, .. }) => None,
        Some(Away {
            sitter: Some(user), ..
        }) => Some(sitter_reader(reader, user)),
    }
}

/// The sitter of `reader`'s seat as a reader: the house's seat, the sitter's account and
/// preferences (the absent player's own seat setting is theirs, not the sitter's).
fn sitter_reader(reader: &Reader, sitter: &User) -> Reader {
    let mut seat = reader.seat.clone();
    seat.mail = "default".into();
    // The sitter's own webhooks, browsers and waiting mails were not read with the seats.
    Reader::new(seat, sitter.clone())
}

/// The games `user` sits in at `at`: the game, the house and the absent player's name.
pub(crate) fn sitting_games(
    c: &mut AnyConnection,
    user: i32,
    at: NaiveDateTime,
) -> std::result::Result<Vec<(GameRow, House, String)>, DbError> {
    let sitting: Vec<AbsenceRow> = q::absences_sat_for(c, user, at)?;
    let mut out = Vec::new();
    for a in sitting {
        let (Some(game), Some(house)) = (queries::game(c, a.game_id)?, House::from_key(&a.house))
        else {
            continue;
        };
        if game.status != "active" {
            continue;
        }
        let name: String = q::user_name(c, a.user_id)?;
        out.push((game, house, name));
    }
    Ok(out)
}

/// How many absences one run of [`Service::tell_absences`] looks at; the next tick takes the rest.
const BATCH: i64 = 100;

impl Service {
    /// Writes the mails of absences that began or ended since the last run. Returns how many
    /// absences it told about.
    pub fn tell_absences(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let begun: Vec<i32> = q::absences_begun_untold(&mut c, now, BATCH)?;
        let ended: Vec<i32> = q::absences_ended_untold(&mut c, now, BATCH)?;
        drop(c);
        let mut told = 0;
        for (id, ended) in begun
            .into_iter()
            .map(|id| (id, false))
            .chain(ended.into_iter().map(|id| (id, true)))
        {
            match self.tell_absence(id, ended) {
                Ok(()) => told += 1,
                Err(e) => tracing::error!(absence = id, "absence mail failed: {e}"),
            }
        }
        if told > 0 {
            self.mail_wake.poke();
        }
        Ok(told)
    }

    /// One absence's "begun" or "ended" mails, in one transaction.
    fn tell_absence(&self, id: i32, ended: bool) -> Result<()> {
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, super::ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let a: AbsenceRow = q::absence(c, id)?;
            let told = if ended {
                a.ended_told_at
            } else {
                a.begun_told_at
            };
            if told.is_some() {
                return Ok(());
            }
            if ended {
                q::set_absence_ended_told(c, id, now)?;
            } else {
                q::set_absence_begun_told(c, id, now)?;
            }
            let Some(row) = queries::game(c, a.game_id)? else {
                return Ok(());
            };
            let Some(house) = House::from_key(&a.house) else {
                return Ok(());
            };
            // An absence that began and ended between two runs: only its end is told.
            if row.status != "active" || (!ended && a.ends_at <= now) {
                return Ok(());
            }
            let seat = super::notify::readers(c, row.id)?
                .into_iter()
                .find(|r| r.seat.user_id == a.user_id && r.house() == Some(house));
            let Some(player) = seat else {
                return Ok(());
            };
            let sitter = match a.sitter_id {
                Some(s) => queries::user_by_id(c, s)?,
                None => None,
            };
            let awaited = row.awaiting.split(',').any(|k| k == house.key());
            if let Some(s) = &sitter {
                let r = sitter_reader(&player, s);
                self.tell_sitter(c, &r, &row, &a, &player.user.name, ended, awaited, now)?;
            }
            if ended {
                self.tell_returning(c, &player, &row, &a, sitter.as_ref(), awaited, now)?;
            }
            Ok(())
        })
    }

    /// To the sitter: "you now play HOUSE for NAME until …" or "NAME is back".
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the mail")]
    fn tell_sitter(
        &self,
        c: &mut AnyConnection,
        r: &Reader,
        row: &GameRow,
        a: &AbsenceRow,
        absent: &str,
        ended: bool,
        awaited: bool,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let told = if ended {
            Absence::SitterEnded {
                absent: absent.to_string(),
            }
        } else {
            Absence::SitterBegun {
                absent: absent.to_string(),
                until: a.ends_at,
            }
        };
        // Worded by the sender (issue 26).
        let note = Note::to_reader(
            r,
            row,
            What::Absence {
                told,
                awaited: !ended && awaited,
                deadline: row.deadline_at,
            },
        );
        let what = if ended { "ended" } else { "begun" };
        let key = format!("absence:{what}:{}:sitter", a.id);
        self.enqueue(c, r, row, &note, key, now)?;
        Ok(())
    }

    /// To the player back from an absence: what happened meanwhile.
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the mail")]
    fn tell_returning(
        &self,
        c: &mut AnyConnection,
        r: &Reader,
        row: &GameRow,
        a: &AbsenceRow,
        sitter: Option<&User>,
        awaited: bool,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let moves: i64 = q::inputs_during(c, row.id, a.starts_at, a.ends_at)?;
        let note = Note::to_reader(
            r,
            row,
            What::Absence {
                told: Absence::Back {
                    moves,
                    sitter: sitter.map(|s| s.name.clone()),
                    round: row.round,
                    phase: row.phase.clone(),
                },
                awaited,
                deadline: row.deadline_at,
            },
        );
        let key = format!("absence:ended:{}:player", a.id);
        self.enqueue(c, r, row, &note, key, now)?;
        Ok(())
    }
}
