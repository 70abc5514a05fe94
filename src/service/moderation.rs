//! Moderation of public play (issue 32, item 3).
//!
//! - **Moderators** are accounts given the role from the command line
//!   (`rookery moderator add|remove NAME`, [`Service::set_moderator`]).
//! - **Reports** ([`Service::report`]): any signed-in player reports a raven message, a game's
//!   name or a profile, with a reason. Moderators read the open ones ([`Service::moderation`]);
//!   to everyone else the moderation page does not exist.
//! - **Actions** ([`Service::moderate`]): hide a raven message (shown to nobody, mailed to
//!   nobody), rename a game, warn, suspend (for some days) or ban an account, and in a game
//!   being played extend the deadline or replace a player. A suspended or banned account
//!   cannot log in, its sessions end (and its reply addresses; its API tokens are refused
//!   while it lasts), and its houses in the games being played get a vacancy
//!   as in civil disorder (a ban also takes its seats, as a vote to replace does): the
//!   defaults (or the computer, by the game's rules) play them until someone takes them over
//!   (or the suspended player, back, acts again); its lobby seats are left.
//!   Extending reuses the clock's `extend_in` (without the table's caps), replacing the
//!   table's vote to replace (`Service::unseat`). Every action is written to the moderation
//!   log (who, whom, what, why) in its transaction, with a mail to the player it affects
//!   ([`What::Moderated`], worded by the sender); a report acted on or dismissed is closed.
//! - **Mutes** ([`Service::set_mute`]): a player mutes another player's ravens in every game:
//!   the muted player's messages are neither shown to them nor mailed to them.
//! - **Hints of one person at two seats** ([`Service::moderation`]'s `hints`): where each
//!   account logs in from ([`Service::note_sighting`]: a hash of the browser's long-lived
//!   device cookie and one of the client's address) is kept [`SIGHTINGS_KEEP_DAYS`] days after
//!   it was last seen ([`Service::forget_old_sightings`], run with the due jobs), and two
//!   accounts seated in one game that share either are shown to moderators, never to players.

use super::notes::{record_mail, Note, Sending, What};
use super::notify::readers;
use super::{GameId, Reason, Result, Service, ServiceError, UserId};
use crate::db::queries;
use crate::db::queries::moderation as q;
use crate::db::{write_transaction, AnyConnection};
use crate::engine::House;
use chrono::{NaiveDateTime, TimeDelta};
use std::collections::{BTreeMap, BTreeSet};

/// How long a sighting (a browser or an address an account logged in from) is kept after it
/// was last seen.
pub const SIGHTINGS_KEEP_DAYS: i64 = 90;

/// The longest suspension, in days.
pub const MAX_SUSPENSION_DAYS: u32 = 365;

/// The most reports one account files in a day.
pub const REPORTS_PER_DAY: i64 = 20;

/// The longest reason, in characters.
pub const MAX_REASON_CHARS: usize = 1000;

/// How many lines of the log the page shows.
const LOG_LINES: i64 = 200;

/// How many open reports the page shows.
const OPEN_REPORTS: i64 = 200;

/// What a report is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A raven message (its id).
    Raven(i32),
    /// A game's name.
    Game(GameId),
    /// A profile (the account's name).
    Profile(String),
}

/// What a moderator does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Hide {
        raven: i32,
    },
    Rename {
        game: GameId,
        name: String,
    },
    Warn {
        user: String,
    },
    Suspend {
        user: String,
        days: u32,
    },
    Ban {
        user: String,
    },
    Extend {
        game: GameId,
        hours: u32,
    },
    Replace {
        game: GameId,
        house: House,
    },
    /// Closes a report without acting on it.
    Dismiss,
}

impl Action {
    /// The action's key, as the log stores it.
    pub fn key(&self) -> &'static str {
        match self {
            Action::Hide { .. } => "hide",
            Action::Rename { .. } => "rename",
            Action::Warn { .. } => "warn",
            Action::Suspend { .. } => "suspend",
            Action::Ban { .. } => "ban",
            Action::Extend { .. } => "extend",
            Action::Replace { .. } => "replace",
            Action::Dismiss => "dismiss",
        }
    }
}

/// An open report, as a moderator reads it.
#[derive(Clone, Debug)]
pub struct Report {
    pub id: i32,
    pub reporter: String,
    /// `raven`, `game` or `profile`.
    pub subject: String,
    /// The message reported: its id and text.
    pub raven: Option<(i32, String)>,
    /// The game reported, or the message's game: its id and name.
    pub game: Option<(i32, String)>,
    /// The account reported, or the message's writer.
    pub user: Option<String>,
    pub reason: String,
    pub at: NaiveDateTime,
}

/// One line of the moderation log.
#[derive(Clone, Debug)]
pub struct LogEntry {
    pub at: NaiveDateTime,
    pub moderator: String,
    pub action: String,
    /// The account acted on.
    pub user: Option<String>,
    pub game: Option<(i32, String)>,
    pub raven: Option<i32>,
    pub detail: String,
    pub reason: String,
}

/// Two accounts seated in one game that logged in from the same browser or address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub game: (i32, String),
    pub users: (String, String),
    /// `browser` or `address`.
    pub kind: String,
}

/// The moderation page's data.
#[derive(Clone, Debug)]
pub struct Moderation {
    pub reports: Vec<Report>,
    pub log: Vec<LogEntry>,
    pub hints: Vec<Hint>,
}

/// Checks a reason: something said, not too long; its line breaks (and any other control
/// character) become spaces.
fn check_reason(reason: &str) -> Result<String> {
    let r: String = reason
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let r = r.trim();
    if r.is_empty() || r.chars().count() > MAX_REASON_CHARS {
        return Err(ServiceError::Invalid(
            Reason::new("svc-moderation-reason").num("max", MAX_REASON_CHARS as f64),
        ));
    }
    Ok(r.to_string())
}

fn user_named(c: &mut AnyConnection, name: &str) -> Result<crate::db::models::User> {
    queries::user_by_name_key(c, &name.trim().to_lowercase())?.ok_or(ServiceError::NotFound)
}

impl Service {
    /// Gives (or takes) the moderator role to the account `name` (the command line).
    pub fn set_moderator(&self, name: &str, on: bool) -> Result<()> {
        let mut c = self.db.conn()?;
        let user = user_named(&mut c, name)?;
        if on {
            q::add_moderator(&mut c, user.id, self.now())?;
        } else if q::remove_moderator(&mut c, user.id)? == 0 {
            return Err(ServiceError::Conflict(Reason::new("svc-not-a-moderator")));
        }
        Ok(())
    }

    /// Whether `user` is a moderator.
    pub fn is_moderator(&self, user: UserId) -> Result<bool> {
        let mut c = self.db.conn()?;
        Ok(q::is_moderator(&mut c, i32::from(user))?)
    }

    /// Refuses what only moderators may do, as if it did not exist.
    fn moderator_only(&self, c: &mut AnyConnection, user: i32) -> Result<()> {
        if q::is_moderator(c, user)? {
            Ok(())
        } else {
            Err(ServiceError::NotFound)
        }
    }

    /// `user` reports `subject` with `reason`; the report's id.
    pub fn report(&self, user: UserId, subject: &Subject, reason: &str) -> Result<i32> {
        let user = i32::from(user);
        let reason = check_reason(reason)?;
        let mut c = self.db.conn()?;
        let now = self.now();
        // Only a message the reporter reads: of a conversation they see.
        let raven = match subject {
            Subject::Raven(id) => {
                let m = q::raven(&mut c, *id)?.ok_or(ServiceError::NotFound)?;
                self.conversation_houses(GameId(m.game_id), m.conversation_id, Some(UserId(user)))?;
                Some(m)
            }
            _ => None,
        };
        write_transaction::<_, ServiceError, _>(&mut c, |c| {
            if q::reports_since(c, user, now - TimeDelta::days(1))? >= REPORTS_PER_DAY {
                return Err(ServiceError::Limit(
                    Reason::new("svc-reports-per-day").num("max", REPORTS_PER_DAY as f64),
                ));
            }
            let (key, raven, game, whom) = match subject {
                Subject::Raven(_) => {
                    let m = raven.as_ref().ok_or(ServiceError::NotFound)?;
                    ("raven", Some(m.id), Some(m.game_id), Some(m.user_id))
                }
                Subject::Game(g) => {
                    let row = queries::game(c, i32::from(*g))?.ok_or(ServiceError::NotFound)?;
                    ("game", None, Some(row.id), Some(row.creator_id))
                }
                Subject::Profile(name) => {
                    let u = user_named(c, name)?;
                    ("profile", None, None, Some(u.id))
                }
            };
            Ok(q::insert_report(
                c,
                &q::NewReport {
                    reporter_id: user,
                    subject: key,
                    raven_id: raven,
                    game_id: game,
                    user_id: whom,
                    reason: &reason,
                    created_at: now,
                },
            )?)
        })
    }

    /// The moderation page: the open reports, the log and the hints of one person at two
    /// seats. Not found for anyone but a moderator.
    pub fn moderation(&self, moderator: UserId) -> Result<Moderation> {
        let mut c = self.db.conn()?;
        let c = &mut *c;
        self.moderator_only(c, i32::from(moderator))?;
        let rows = q::open_reports(c, OPEN_REPORTS)?;
        let logs = q::log_lines(c, LOG_LINES)?;
        let mut user_ids: Vec<i32> = rows
            .iter()
            .flat_map(|r| [Some(r.reporter_id), r.user_id])
            .chain(logs.iter().flat_map(|l| [l.moderator_id, l.user_id]))
            .flatten()
            .collect();
        user_ids.sort_unstable();
        user_ids.dedup();
        let names: BTreeMap<i32, String> = q::names_of(c, &user_ids)?.into_iter().collect();
        let mut game_ids: Vec<i32> = rows
            .iter()
            .filter_map(|r| r.game_id)
            .chain(logs.iter().filter_map(|l| l.game_id))
            .collect();
        game_ids.sort_unstable();
        game_ids.dedup();
        let games: BTreeMap<i32, String> = q::game_names_of(c, &game_ids)?.into_iter().collect();
        let name = |id: Option<i32>| id.and_then(|i| names.get(&i).cloned());
        let game = |id: Option<i32>| id.and_then(|g| games.get(&g).map(|n| (g, n.clone())));
        let mut reports = Vec::with_capacity(rows.len());
        for r in rows {
            let raven = match r.raven_id {
                Some(id) => q::raven(c, id)?.map(|m| (m.id, m.body)),
                None => None,
            };
            reports.push(Report {
                id: r.id,
                reporter: name(Some(r.reporter_id)).unwrap_or_default(),
                subject: r.subject,
                raven,
                game: game(r.game_id),
                user: name(r.user_id),
                reason: r.reason,
                at: r.created_at,
            });
        }
        let log = logs
            .into_iter()
            .map(|l| LogEntry {
                at: l.at,
                moderator: name(l.moderator_id).unwrap_or_default(),
                action: l.action,
                user: name(l.user_id),
                game: game(l.game_id),
                raven: l.raven_id,
                detail: l.detail,
                reason: l.reason,
            })
            .collect();
        let hints = hints(c)?;
        Ok(Moderation {
            reports,
            log,
            hints,
        })
    }

    /// A moderator acts (on report `report`, which it closes, when given), with a reason;
    /// written to the log, and the player it affects is mailed, in one transaction.
    pub fn moderate(
        &self,
        moderator: UserId,
        report: Option<i32>,
        action: &Action,
        reason: &str,
    ) -> Result<()> {
        let moderator = i32::from(moderator);
        let mut c = self.db.conn()?;
        self.moderator_only(&mut c, moderator)?;
        let reason = check_reason(reason)?;
        let now = self.now();
        write_transaction::<_, ServiceError, _>(&mut c, |c| {
            if let Some(id) = report {
                q::report(c, id)?.ok_or(ServiceError::NotFound)?;
                q::close_report(c, id, moderator, now)?;
            }
            let mut log = Logged {
                action: action.key(),
                user: None,
                game: None,
                raven: None,
                detail: String::new(),
                until: None,
            };
            // Who is told: (the account, the game the note is about).
            let mut told: Vec<(i32, Option<i32>)> = Vec::new();
            match action {
                Action::Dismiss => {
                    if report.is_none() {
                        return Err(ServiceError::NotFound);
                    }
                }
                Action::Hide { raven } => {
                    let m = q::raven(c, *raven)?.ok_or(ServiceError::NotFound)?;
                    q::hide_raven(c, m.id, moderator, now)?;
                    (log.user, log.game, log.raven) =
                        (Some(m.user_id), Some(m.game_id), Some(m.id));
                    told.push((m.user_id, Some(m.game_id)));
                }
                Action::Rename { game, name } => {
                    let name = name.trim();
                    super::lobby::check_game_name(name).map_err(ServiceError::Invalid)?;
                    let row = queries::game(c, i32::from(*game))?.ok_or(ServiceError::NotFound)?;
                    q::rename_game(c, row.id, name)?;
                    log.detail = format!("{} → {name}", row.name);
                    (log.user, log.game) = (Some(row.creator_id), Some(row.id));
                    told.push((row.creator_id, Some(row.id)));
                }
                Action::Warn { user } => {
                    let u = user_named(c, user)?;
                    log.user = Some(u.id);
                    told.push((u.id, None));
                }
                Action::Suspend { user, days } => {
                    if *days == 0 || *days > MAX_SUSPENSION_DAYS {
                        return Err(ServiceError::Invalid(
                            Reason::new("svc-suspension-days")
                                .num("max", MAX_SUSPENSION_DAYS as f64),
                        ));
                    }
                    let u = user_named(c, user)?;
                    let until = now + TimeDelta::days(i64::from(*days));
                    q::set_sanction(c, u.id, "suspended", now, Some(until))?;
                    self.seats_to_disorder(c, u.id, false, now)?;
                    self.shut_out(c, u.id, now)?;
                    (log.user, log.until) = (Some(u.id), Some(until));
                    log.detail = until.format("%Y-%m-%d %H:%M UTC").to_string();
                    told.push((u.id, None));
                }
                Action::Ban { user } => {
                    let u = user_named(c, user)?;
                    q::set_sanction(c, u.id, "banned", now, None)?;
                    self.seats_to_disorder(c, u.id, true, now)?;
                    self.shut_out(c, u.id, now)?;
                    log.user = Some(u.id);
                    told.push((u.id, None));
                }
                Action::Extend { game, hours } => {
                    let max = super::lobby::MAX_DEADLINE_HOURS;
                    if *hours == 0 || *hours > max {
                        return Err(ServiceError::Invalid(
                            Reason::new("svc-extend-hours").num("max", max as f64),
                        ));
                    }
                    let row = self.active_game_locked(c, i32::from(*game), now)?;
                    // The table's caps bound the players' extensions, not a moderator's.
                    let new =
                        super::deadlines::extend_in(c, &row, now, *hours, i64::MAX, i64::MAX)?;
                    (log.game, log.until) = (Some(row.id), Some(new));
                    log.detail = format!("+{hours} h");
                    for r in readers(c, row.id)? {
                        told.push((r.user.id, Some(row.id)));
                    }
                }
                Action::Replace { game, house } => {
                    let row = self.active_game_locked(c, i32::from(*game), now)?;
                    let seat = queries::seating::seat_of_house(c, row.id, house.key())?
                        .ok_or_else(|| {
                            ServiceError::Conflict(
                                Reason::new("svc-take-over-has-player").house("house", *house),
                            )
                        })?;
                    self.unseat(c, &row, *house, super::seats::MODERATOR, now)?;
                    (log.user, log.game) = (Some(seat.user_id), Some(row.id));
                    log.detail = house.key().to_string();
                    told.push((seat.user_id, Some(row.id)));
                }
            }
            q::insert_log(
                c,
                &q::NewLog {
                    moderator_id: moderator,
                    action: log.action,
                    user_id: log.user,
                    game_id: log.game,
                    raven_id: log.raven,
                    detail: &log.detail,
                    reason: &reason,
                    at: now,
                },
            )?;
            for (user, game) in told {
                let Some(u) = queries::user_by_id(c, user)? else {
                    continue;
                };
                let Some(address) = u.verified_email() else {
                    continue;
                };
                let note = Note {
                    user,
                    game,
                    house: None,
                    log_len: 0,
                    what: What::Moderated {
                        action: log.action.to_string(),
                        detail: log.detail.clone(),
                        until: log.until,
                        reason: reason.clone(),
                    },
                };
                record_mail(c, &note, Sending::at_once(address, None, now), now)?;
            }
            Ok(())
        })
    }

    /// A suspended or banned account is logged out everywhere and its reply addresses stop
    /// working (its API tokens are refused while the sanction lasts: `api_authenticate`).
    fn shut_out(&self, c: &mut AnyConnection, user: i32, now: NaiveDateTime) -> Result<()> {
        q::delete_sessions_of(c, user)?;
        queries::replies::revoke_reply_tokens_of(c, user, now)?;
        Ok(())
    }

    /// Game `game`, locked, being played.
    fn active_game_locked(
        &self,
        c: &mut AnyConnection,
        game: i32,
        now: NaiveDateTime,
    ) -> Result<crate::db::models::GameRow> {
        let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
        if row.status != "active" {
            return Err(ServiceError::Conflict(Reason::new(
                if row.status == "lobby" {
                    "svc-not-started"
                } else {
                    "svc-game-over"
                },
            )));
        }
        Ok(row)
    }

    /// `user` leaves the lobbies they sit in, and the houses they play in games being played
    /// get a vacancy, as in civil disorder: the defaults (or the computer) play them until
    /// someone takes them over, or a suspended player back acts again. `take_seats` (a ban):
    /// the player also loses the seats, as after a vote to replace them. A request to be seated
    /// in the next game is withdrawn (matchmaking would seat them again).
    fn seats_to_disorder(
        &self,
        c: &mut AnyConnection,
        user: i32,
        take_seats: bool,
        now: NaiveDateTime,
    ) -> Result<()> {
        crate::db::queries::matchmaking::delete_request(c, user)?;
        // A lobby's seat is left, as a player leaves a lobby (an empty lobby goes).
        for (game, _) in q::seats_of_user_in(c, user, "lobby")? {
            if queries::lock_game(c, game, now)?.is_none() {
                continue;
            }
            queries::delete_seat(c, game, user)?;
            if queries::seats_of(c, game)?.is_empty() {
                queries::delete_game(c, game)?;
            }
        }
        for (game, house) in q::seats_of_user_in(c, user, "active")? {
            let Some(house) = house.as_deref().and_then(House::from_key) else {
                continue;
            };
            let row = self.active_game_locked(c, game, now)?;
            if take_seats {
                self.unseat(c, &row, house, super::seats::MODERATOR, now)?;
            } else if !super::seats::vacant_houses(c, game)?.contains(&house) {
                queries::seating::insert_vacancy(
                    c,
                    &crate::db::models::NewVacancy {
                        game_id: game,
                        house: house.key(),
                        user_id: Some(user),
                        reason: super::seats::MODERATOR,
                        opened_at: now,
                        opened_seq: row.log_len,
                    },
                )?;
            }
        }
        Ok(())
    }

    /// Why `user` may not log in now (suspended or banned), if so. Inside the log-in.
    pub(crate) fn sanction_refusal(
        &self,
        c: &mut AnyConnection,
        user: i32,
    ) -> Result<Option<Reason>> {
        Ok(match q::sanction_of(c, user)? {
            Some((kind, _)) if kind == "banned" => Some(Reason::new("svc-account-banned")),
            Some((_, Some(until))) if until > self.now() => {
                Some(Reason::new("svc-account-suspended").time("until", until, "UTC"))
            }
            _ => None,
        })
    }

    /// `user` mutes (or unmutes) the ravens of the player `name` in every game.
    pub fn set_mute(&self, user: UserId, name: &str, on: bool) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let other = user_named(&mut c, name)?;
        if other.id == user {
            return Err(ServiceError::Invalid(Reason::new("svc-mute-yourself")));
        }
        q::set_mute(&mut c, user, other.id, on, self.now())?;
        Ok(())
    }

    /// Whether `user` muted the player `name`.
    pub fn mutes(&self, user: UserId, name: &str) -> Result<bool> {
        let mut c = self.db.conn()?;
        let Some(other) = queries::user_by_name_key(&mut c, &name.trim().to_lowercase())? else {
            return Ok(false);
        };
        Ok(q::muted_by(&mut c, i32::from(user))?.contains(&other.id))
    }

    /// Records where `user` logged in from: a hash of the client's address and of the
    /// browser's device cookie (see the module documentation).
    pub fn note_sighting(&self, user: UserId, client: &str, device: Option<&str>) -> Result<()> {
        let user = i32::from(user);
        let now = self.now();
        let mut c = self.db.conn()?;
        if !client.is_empty() {
            q::note_sighting(&mut c, user, "address", &super::token_hash(client), now)?;
        }
        if let Some(d) = device.filter(|d| !d.is_empty()) {
            q::note_sighting(&mut c, user, "browser", &super::token_hash(d), now)?;
        }
        Ok(())
    }

    /// Deletes the sightings not renewed for [`SIGHTINGS_KEEP_DAYS`] days (the due jobs).
    pub fn forget_old_sightings(&self) -> Result<usize> {
        let mut c = self.db.conn()?;
        Ok(q::delete_sightings_before(
            &mut c,
            self.now() - TimeDelta::days(SIGHTINGS_KEEP_DAYS),
        )?)
    }
}

/// What one action writes to the log.
struct Logged {
    action: &'static str,
    user: Option<i32>,
    game: Option<i32>,
    raven: Option<i32>,
    detail: String,
    until: Option<NaiveDateTime>,
}

/// Pairs of accounts seated in one game (not over) that share a browser or an address.
fn hints(c: &mut AnyConnection) -> Result<Vec<Hint>> {
    let seats = q::seats_in_open_games(c)?;
    let mut users: Vec<i32> = seats.iter().map(|(_, _, u)| *u).collect();
    users.sort_unstable();
    users.dedup();
    // (kind, hash) -> the accounts seen with it.
    let mut seen: BTreeMap<(String, String), BTreeSet<i32>> = BTreeMap::new();
    for (user, kind, hash) in q::sightings_of(c, &users)? {
        seen.entry((kind, hash)).or_default().insert(user);
    }
    // (user, user) -> the kinds they share.
    let mut shared: BTreeMap<(i32, i32), BTreeSet<String>> = BTreeMap::new();
    for ((kind, _), who) in &seen {
        let who: Vec<i32> = who.iter().copied().collect();
        for (i, a) in who.iter().enumerate() {
            for b in &who[i + 1..] {
                shared.entry((*a, *b)).or_default().insert(kind.clone());
            }
        }
    }
    if shared.is_empty() {
        return Ok(vec![]);
    }
    let mut at: BTreeMap<i32, (String, BTreeSet<i32>)> = BTreeMap::new();
    for (game, name, user) in seats {
        at.entry(game)
            .or_insert_with(|| (name, BTreeSet::new()))
            .1
            .insert(user);
    }
    let names: BTreeMap<i32, String> = q::names_of(c, &users)?.into_iter().collect();
    let mut out = Vec::new();
    for (game, (gname, seated)) in &at {
        for ((a, b), kinds) in &shared {
            if seated.contains(a) && seated.contains(b) {
                for kind in kinds {
                    out.push(Hint {
                        game: (*game, gname.clone()),
                        users: (
                            names.get(a).cloned().unwrap_or_default(),
                            names.get(b).cloned().unwrap_or_default(),
                        ),
                        kind: kind.clone(),
                    });
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_keep_their_words_on_one_line_and_are_bounded() {
        assert_eq!(
            check_reason("  Insults,\r\nagain\tand again ").unwrap(),
            "Insults,  again and again"
        );
        assert!(check_reason(" \n ").is_err());
        assert!(check_reason(&"x".repeat(MAX_REASON_CHARS)).is_ok());
        assert!(check_reason(&"x".repeat(MAX_REASON_CHARS + 1)).is_err());
    }
}
