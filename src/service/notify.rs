//! Who is told what when a game changes, recorded in the change's own transaction (so a
//! notification exists exactly when its cause was committed) as a typed note
//! ([`super::notes::Note`], through [`Service::enqueue`]); the sender words it (`mail::notes`).
//!
//! - **Game started**: every player; says the house and what is needed first.
//! - **Your move**: only houses *newly* awaited by this change (a new request), never the house
//!   whose own input caused it (that player is looking at the next form already), never twice for
//!   the same request (the outbox's `dedupe_key` is `move:GAME:HOUSE:LOG_LEN`). It says what led
//!   to the decision in the reader's terms and the numbers it needs (the sender replays the game
//!   to the note's log length for that). It waits a
//!   quiet window (`ROOKERY_MOVE_MAIL_QUIET_SECONDS`, 2 minutes) before it leaves: a player asked
//!   again meanwhile gets one mail (the newer replaces the older, keeping its time), and a player
//!   who acts meanwhile gets none (their input cancels it).
//! - **Phase summary**: when the broad phase ends (planning, action, Westeros), to players who
//!   asked for summaries: the phase's public events (orders revealed, combats, Westeros cards,
//!   wildling attacks). Events never carry unrevealed secrets (see `engine::event`).
//! - **Game over**: every player, with the result.
//!
//! Preferences: a seat's own setting (`seats.mail`) wins over the account's (`notify_moves`);
//! `digest` holds the mail for the daily digest, `off` writes nothing. Mails go only to
//! verified addresses. Every notification carries an unsubscribe link.

use super::changes::{broad_phase, Cause, Change};
use super::notes::{Asked, Note, Standing, What};
use super::Service;
use crate::db::models::{GameRow, Seat, Summary, User};
use crate::db::queries::moves;
use crate::db::{AnyConnection, DbError};
use crate::engine::{Event, House, Request};
use chrono::NaiveDateTime;

/// A seated player who may receive a game's mails.
#[derive(Clone, Debug)]
pub struct Reader {
    pub seat: Seat,
    pub user: User,
    /// Whether the player may have a webhook or a browser to call: `false` only when
    /// [`readers`] found none, so that their notes need not look for them.
    pub maybe_calls: bool,
    /// Whether a "your move" mail of this game may be waiting for the player in its quiet
    /// window: `false` only when [`readers`] found none pending, so that a move need not look
    /// for one to cancel or replace. (Those mails are written under the game's lock, which the
    /// reading transaction holds.)
    pub maybe_waiting_move_mail: bool,
}

/// How a reader wants a game's notifications.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    Immediate,
    Digest,
    Off,
}

impl Delivery {
    pub fn from_key(k: &str) -> Option<Delivery> {
        match k {
            "immediate" => Some(Delivery::Immediate),
            "digest" => Some(Delivery::Digest),
            "off" => Some(Delivery::Off),
            _ => None,
        }
    }
}

impl Reader {
    /// A reader of `seat` and `user` read some other way than [`readers`]: whether they have
    /// webhooks, browsers or a waiting mail is not known, so it is looked up when needed.
    pub fn new(seat: Seat, user: User) -> Reader {
        Reader {
            seat,
            user,
            maybe_calls: true,
            maybe_waiting_move_mail: true,
        }
    }

    pub fn house(&self) -> Option<House> {
        self.seat.house.as_deref().and_then(House::from_key)
    }

    /// The seat's own preference, else the account's.
    pub fn delivery(&self) -> Delivery {
        Delivery::from_key(&self.seat.mail)
            .or_else(|| Delivery::from_key(&self.user.notify_moves))
            .unwrap_or(Delivery::Immediate)
    }

    /// The seat as a game's page and its change see it.
    pub fn seat_info(&self) -> super::play::SeatInfo {
        super::play::SeatInfo {
            house: self.house(),
            user_id: self.user.id,
            name: self.user.name.clone(),
            mail: self.seat.mail.clone(),
        }
    }
}

/// Every seated player of a game with their account.
pub fn readers(c: &mut AnyConnection, game: i32) -> Result<Vec<Reader>, DbError> {
    Ok(readers_and_seat_facts(c, game)?.0)
}

/// What the seats' one statement says besides the readers (see [`readers_and_seat_facts`]).
pub(crate) struct SeatFacts {
    /// The houses that have answers filed ahead.
    pub planners: Vec<House>,
    /// Whether the game has an open vacancy or an absence (with no seat, unknown: `true`).
    pub vacancies_or_absences: bool,
}

/// [`readers`], and the houses that have answers filed ahead and whether the game has open
/// vacancies or absences, in the one statement.
pub(crate) fn readers_and_seat_facts(
    c: &mut AnyConnection,
    game: i32,
) -> Result<(Vec<Reader>, SeatFacts), DbError> {
    let mut planners = Vec::new();
    let mut vacancies_or_absences = None;
    let readers = moves::seats_with_users(c, game)?
        .into_iter()
        .map(|s| {
            vacancies_or_absences = Some(s.game_has_vacancies_or_absences);
            let reader = Reader {
                seat: s.seat,
                user: s.user,
                maybe_calls: s.calls,
                maybe_waiting_move_mail: s.waiting_move_mail,
            };
            if let (true, Some(house)) = (s.filed_plans, reader.house()) {
                planners.push(house);
            }
            reader
        })
        .collect();
    let facts = SeatFacts {
        planners,
        vacancies_or_absences: vacancies_or_absences.unwrap_or(true),
    };
    Ok((readers, facts))
}

/// What kind of notification a mail is (the outbox's `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Started,
    YourMove,
    Summary,
    GameOver,
    DeadlineExtended,
    Paused,
    Resumed,
    Reminder,
    MissedDeadline,
    LobbyFull,
    /// Seated by matchmaking in the next game that matched the reader's request (issue 32).
    Matched,
    /// The lobby waited too long: it may start with fewer players or computer seats (issue 32).
    LobbyStale,
    /// Issue 13: a house went into civil disorder, was taken over; votes and their results.
    CivilDisorder,
    SeatTaken,
    Vote,
    VoteResult,
    /// New messages in a conversation (issue 12).
    Raven,
    /// Rookery's answer to a mail a player sent it (issue 12).
    ReplyAnswer,
    /// An absence began or ended: to its sitter, and to the player back (issue 27).
    Absence,
    /// The daily bundle of the mails held for it.
    Digest,
    /// The account mails: confirm an address, choose a new password, an address asked for.
    ConfirmAddress,
    NewPassword,
    AddressAsked,
    /// A moderator's action told to the player it affects (issue 32).
    Moderation,
}

impl Kind {
    pub fn key(self) -> &'static str {
        match self {
            Kind::Started => "started",
            Kind::YourMove => "your_move",
            Kind::Summary => "summary",
            Kind::GameOver => "game_over",
            Kind::DeadlineExtended => "deadline",
            Kind::Paused => "paused",
            Kind::Resumed => "resumed",
            Kind::Reminder => "reminder",
            Kind::MissedDeadline => "missed",
            Kind::LobbyFull => "lobby_full",
            Kind::Matched => "matched",
            Kind::LobbyStale => "lobby_stale",
            Kind::CivilDisorder => "civil_disorder",
            Kind::SeatTaken => "seat_taken",
            Kind::Vote => "vote",
            Kind::VoteResult => "vote_result",
            Kind::Raven => "raven",
            Kind::ReplyAnswer => "reply_answer",
            Kind::Absence => "absence",
            Kind::Digest => "digest",
            Kind::ConfirmAddress => "verify",
            Kind::NewPassword => "reset",
            Kind::AddressAsked => "in_use",
            Kind::Moderation => "moderation",
        }
    }
}

/// The link that unsubscribes `user` (from `game`'s mails when given): the pages that answer
/// it are in `web::account`.
pub use super::email::unsubscribe_url;

impl Service {
    /// When a "your move" mail for `user` in `game` may leave: at the end of the quiet window
    /// of the one still waiting in it, which it replaces (that one is cancelled), else a quiet
    /// window from now. `maybe_waiting`: `false` when the caller knows none is pending
    /// ([`Reader::maybe_waiting_move_mail`]), so there is nothing to look up.
    pub(super) fn quiet_window(
        &self,
        c: &mut AnyConnection,
        game: i32,
        user: i32,
        maybe_waiting: bool,
        at: NaiveDateTime,
    ) -> Result<NaiveDateTime, DbError> {
        let quiet = self.limits.move_mail_quiet_seconds;
        if quiet == 0 {
            return Ok(at);
        }
        let waiting = if maybe_waiting {
            moves::first_waiting_due(c, game, user, Kind::YourMove.key(), at)?
        } else {
            None
        };
        match waiting {
            Some(due) => {
                cancel_waiting_moves(c, game, user, at)?;
                Ok(due)
            }
            None => Ok(at + chrono::TimeDelta::seconds(quiet)),
        }
    }

    /// The mails of one change (see the module documentation).
    pub(crate) fn notify_change(
        &self,
        c: &mut AnyConnection,
        ch: &Change,
        summary: &Summary,
        newly: &[(House, Request)],
        deadline: Option<NaiveDateTime>,
    ) -> Result<(), DbError> {
        // A player who acts needs none of the "your move" mails still waiting for them here.
        // Its player is read from the change's seats, not again from the table.
        if let Cause::Input(by) = ch.cause {
            let player = ch.seats.iter().find(|s| s.house == Some(by));
            if let (Some(p), true) = (player, self.limits.move_mail_quiet_seconds > 0) {
                // Not when the change's readers (read under the game's lock) show none pending.
                let maybe_waiting = ch.readers.is_none_or(|readers| {
                    readers
                        .iter()
                        .find(|r| r.user.id == p.user_id)
                        .is_none_or(|r| r.maybe_waiting_move_mail)
                });
                if maybe_waiting {
                    cancel_waiting_moves(c, ch.row.id, p.user_id, ch.at)?;
                }
            }
        }
        let phase_ended = ch
            .before
            .is_some_and(|b| broad_phase(b) != broad_phase(ch.after));
        // Most inputs (a sealed order among others still to come) cause no mail: skip the
        // readers' query on that hot path.
        if ch.cause != Cause::Started && newly.is_empty() && !phase_ended && !ch.after.is_over() {
            return Ok(());
        }
        let read;
        let readers: &[Reader] = match ch.readers {
            Some(r) => r,
            None => {
                read = readers(c, ch.row.id)?;
                &read
            }
        };
        // Issue 27: while a player is away, their sitter is told instead (or nobody).
        let away = super::sitters::away_at(c, ch.row.id, ch.absences, ch.at)?;
        // Issue 25: with a time bank, each house's own moment its bank runs out.
        let banks = super::time_bank::banks_of_game(c, ch.row)?;
        let game = ch.row;
        for seated in readers {
            let Some(told) = super::sitters::told_for_house(&away, seated) else {
                continue;
            };
            let r = &told;
            let Some(house) = r.house() else { continue };
            let own = banks.iter().find(|b| b.house == house);
            let own_out = own
                .and_then(super::time_bank::Bank::runs_out_at)
                .filter(|_| game.paused_at.is_none());
            let requests: Vec<Request> = newly
                .iter()
                .filter(|(h, _)| *h == house)
                .map(|(_, q)| q.clone())
                .collect();
            let mut asked = Asked {
                round: summary.round,
                phase: summary.phase.clone(),
                due: own_out.or(deadline),
                dropped: Vec::new(),
                request: super::reply_once::request_key(ch.after, house),
                requests,
            };
            let (what, key) = match ch.cause {
                Cause::Started => (
                    What::Started(asked),
                    format!("started:{}:{}", game.id, r.user.id),
                ),
                Cause::Input(by) if by == house => continue,
                Cause::Input(_) | Cause::Deadline => {
                    if asked.requests.is_empty() || summary.status != "active" {
                        continue;
                    }
                    asked.dropped = ch
                        .dropped_plans
                        .iter()
                        .filter(|(h, _, _)| *h == house)
                        .map(|(_, entry, why)| (entry.clone(), why.clone()))
                        .collect();
                    (
                        What::YourMove(asked),
                        format!("move:{}:{}:{}", game.id, house.key(), ch.log_len),
                    )
                }
            };
            let note = Note {
                user: r.user.id,
                game: Some(game.id),
                house: Some(house),
                log_len: ch.log_len,
                what,
            };
            self.enqueue(c, r, game, &note, key, ch.at)?;
        }

        if let Some(before) = ch.before {
            let ended = broad_phase(before);
            if ended != broad_phase(ch.after) {
                self.notify_phase_summary(c, ch, readers, ended)?;
            }
        }
        if ch.after.is_over() && ch.before.is_some_and(|b| !b.is_over()) {
            self.notify_game_over(c, ch, readers)?;
        }
        Ok(())
    }

    /// "Your game is full": to its creator (to every player once the creator has left the
    /// lobby, since any of them may start it then), written when the last seat is taken.
    pub(crate) fn notify_lobby_full(
        &self,
        c: &mut AnyConnection,
        game: &GameRow,
    ) -> Result<(), DbError> {
        let readers = readers(c, game.id)?;
        let creator_seated = readers.iter().any(|r| r.user.id == game.creator_id);
        let at = self.now();
        for r in readers
            .iter()
            .filter(|r| !creator_seated || r.user.id == game.creator_id)
        {
            let note = Note {
                user: r.user.id,
                game: Some(game.id),
                house: r.house(),
                log_len: 0,
                what: What::LobbyFull {
                    players: game.players as u8,
                },
            };
            let key = format!("full:{}:{}", game.id, r.user.id);
            self.enqueue(c, r, game, &note, key, at)?;
        }
        Ok(())
    }

    fn notify_phase_summary(
        &self,
        c: &mut AnyConnection,
        ch: &Change,
        readers: &[Reader],
        ended: &str,
    ) -> Result<(), DbError> {
        // The phase's entries are the trailing run of log entries given in it.
        let events: Vec<&Event> = {
            let start = ch
                .history
                .iter()
                .rposition(|le| le.phase != ended)
                .map_or(0, |i| i + 1);
            ch.history[start..]
                .iter()
                .flat_map(|le| le.events().iter())
                .filter(|e| !matches!(e, Event::Submitted { .. }))
                .collect()
        };
        if events.is_empty() {
            return Ok(());
        }
        let round = ch
            .before
            .map(|g| g.view_for(None).round)
            .unwrap_or_default();
        let events: Vec<Event> = events.into_iter().cloned().collect();
        for r in readers {
            let note = Note {
                user: r.user.id,
                game: Some(ch.row.id),
                house: r.house(),
                log_len: ch.log_len,
                what: What::Summary {
                    round,
                    ended: ended.to_string(),
                    events: events.clone(),
                },
            };
            let key = format!("summary:{}:{}:{}", ch.row.id, ch.log_len, r.user.id);
            self.enqueue(c, r, ch.row, &note, key, ch.at)?;
        }
        Ok(())
    }

    fn notify_game_over(
        &self,
        c: &mut AnyConnection,
        ch: &Change,
        readers: &[Reader],
    ) -> Result<(), DbError> {
        let view = ch.after.view_for(None);
        // Issue 28: a house the computer played to the end is named as such.
        let computer = super::computer::computer_marked(c, ch.row.id)?;
        let mut standings: Vec<Standing> = view
            .houses
            .iter()
            .map(|h| Standing {
                house: h.house,
                castles: h.victory,
                player: ch
                    .seats
                    .iter()
                    .find(|s| s.house == Some(h.house))
                    .map(|s| s.name.clone())
                    .unwrap_or_default(),
                computer: computer.contains(&h.house),
            })
            .collect();
        standings.sort_by_key(|s| std::cmp::Reverse(s.castles));
        let (winner, shared) = (ch.after.winner(), ch.after.winners());
        for r in readers {
            let note = Note {
                user: r.user.id,
                game: Some(ch.row.id),
                house: r.house(),
                log_len: ch.log_len,
                what: What::GameOver {
                    round: view.round,
                    winner,
                    shared: shared.clone(),
                    standings: standings.clone(),
                },
            };
            let key = format!("over:{}:{}", ch.row.id, r.user.id);
            self.enqueue(c, r, ch.row, &note, key, ch.at)?;
        }
        Ok(())
    }
}

/// Cancels `user`'s "your move" mails of `game` that are still waiting in their quiet window.
fn cancel_waiting_moves(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    at: NaiveDateTime,
) -> Result<usize, DbError> {
    moves::cancel_waiting(c, game, user, Kind::YourMove.key(), at)
}
