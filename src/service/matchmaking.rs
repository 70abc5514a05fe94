//! Tables that fill (issue 32, item 4).
//!
//! - **The order of the open games.** [`Service::open_tables`]: the public lobbies, those with
//!   the fewest seats left first (they start soonest), then those whose players have waited
//!   longest (the oldest lobby first); each with its seats left.
//! - **Seat me in the next game.** A player asks for a kind of game ([`Wanted`]: edition,
//!   player count, a deadlines preset ([`Pace`]), rated or not); one request per player, a new
//!   one replacing it ([`Service::ask_for_seat`]), which they see and may cancel. A public game
//!   in its lobby *matches* a request when it is of that edition and player count, its
//!   deadlines are the preset's (the four per-step deadlines, no time bank; reminders aside)
//!   and it is rated exactly as asked. When a request is made, and on every tick of the due
//!   jobs ([`Service::fill_tables`]), the waiting requests of each kind are seated, longest
//!   waiting first: into the matching open games (fewest seats left first; a free house is
//!   picked when houses are chosen; the game's own rules on joining apply, so a player it
//!   refuses waits on), then, while as many requests as the player count are left, into a new
//!   game made for them: public, houses dealt at random, the preset's deadlines, rated as
//!   asked, created by the longest-waiting of them, and started at once (its last seat starts
//!   it). A seated request is deleted; each seated player is told by a note
//!   ([`What::Matched`](super::notes::What::Matched)), and the game's start mail follows when
//!   it started. A new game made for a table has no creation limit (it is never an open
//!   lobby). Seating runs under one lock (`matchmaking`), so two requests never seat one
//!   player twice.
//! - **A lobby that waited too long.** A lobby is *stale* [`STALE_AFTER_DAYS`] days after it
//!   was made while a seat is still empty. Whoever may start it (its creator while seated,
//!   [`Service::may_start`]) is then offered ([`Service::stale_offers`]) to start it now with
//!   the players seated ([`Service::start_with_fewer`], where the edition is played with that
//!   many and, when houses were chosen, every chosen house is one of that count's) or with the
//!   computer in the empty seats ([`Service::start_with_computer`], issue 28). They are told
//!   once by a note ([`What::LobbyStale`](super::notes::What::LobbyStale), written by the due
//!   jobs, [`Service::tell_stale_lobbies`]; lobbies older than [`STALE_TOLD_WITHIN_DAYS`] days
//!   are left alone).

use super::lobby::{edition_of, houses_in, Deadlines, GameSpec, Listed, Prepared, Seating};
use super::notes::{Note, What};
use super::notify::readers;
use super::{GameId, UserId};
use super::{Reason, Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::queries::matchmaking as q;
use crate::db::{queries, AnyConnection};
use crate::engine::options::Edition;
use crate::engine::ruleset::ruleset;
use crate::engine::{GameOptions, House};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

/// A lobby still waiting for players this many days after it was made is stale: its creator
/// is offered to start it with fewer players or with computer seats.
pub const STALE_AFTER_DAYS: i64 = 3;

/// A stale lobby older than this many days is not told any more (one abandoned long ago, say
/// when this was first deployed).
pub const STALE_TOLD_WITHIN_DAYS: i64 = 30;

/// The most open games the front page lists.
const TABLES_LISTED: usize = 50;

/// The most open lobbies and requests one run of matchmaking looks at.
const BATCH: i64 = 500;

/// A deadlines preset a request names (and the new game it forms takes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// 12 h to plan, 8 h for the Action and Westeros phases' steps, 4 h for a combat's.
    Quick,
    /// The new-game form's defaults: 48 h, 24 h, 12 h, 24 h.
    Standard,
    /// 72 h to plan, 48 h for the Action and Westeros phases' steps, 24 h for a combat's.
    Relaxed,
}

impl Pace {
    pub const ALL: [Pace; 3] = [Pace::Quick, Pace::Standard, Pace::Relaxed];

    pub fn key(self) -> &'static str {
        match self {
            Pace::Quick => "quick",
            Pace::Standard => "standard",
            Pace::Relaxed => "relaxed",
        }
    }

    pub fn from_key(key: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.key() == key)
    }

    /// The deadlines of a game of this pace.
    pub fn deadlines(self) -> Deadlines {
        let (planning, action, combat, westeros, reminders) = match self {
            Pace::Quick => (12, 8, 4, 8, vec![2]),
            Pace::Standard => return Deadlines::default(),
            Pace::Relaxed => (72, 48, 24, 48, vec![12, 1]),
        };
        Deadlines {
            planning_hours: planning,
            action_hours: action,
            combat_hours: combat,
            westeros_hours: westeros,
            reminder_hours: reminders,
            ..Deadlines::default()
        }
    }

    /// The preset a game's deadlines are, if any (the reminders do not count).
    pub fn of(d: &Deadlines) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| {
            let o = p.deadlines();
            !d.has_bank()
                && (
                    d.planning_hours,
                    d.action_hours,
                    d.combat_hours,
                    d.westeros_hours,
                ) == (
                    o.planning_hours,
                    o.action_hours,
                    o.combat_hours,
                    o.westeros_hours,
                )
        })
    }
}

/// The kind of game a player asks to be seated in.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wanted {
    #[serde(default)]
    pub edition: Edition,
    pub players: u8,
    pub deadlines: Pace,
    #[serde(default)]
    pub rated: bool,
}

impl Wanted {
    /// The player count is one the edition is played with.
    pub fn checked(self) -> std::result::Result<Wanted, Reason> {
        let r = ruleset(self.edition);
        if self.players < r.min_players || self.players > r.max_players {
            return Err(Reason::new("svc-players-range")
                .num("min", r.min_players)
                .num("max", r.max_players));
        }
        Ok(self)
    }

    fn of_row(row: &q::RequestRow) -> Option<Wanted> {
        Some(Wanted {
            edition: match row.1.as_str() {
                "first" => Edition::First,
                "second" => Edition::Second,
                _ => return None,
            },
            players: u8::try_from(row.2).ok()?,
            deadlines: Pace::from_key(&row.3)?,
            rated: row.4,
        })
    }

    /// Whether the open public game `row` (rated or not) is this kind of game.
    fn matches(&self, row: &GameRow, rated: bool) -> bool {
        let deadlines: Deadlines = serde_json::from_str(&row.deadlines).unwrap_or_default();
        edition_of(row) == self.edition
            && row.players == i32::from(self.players)
            && rated == self.rated
            && Pace::of(&deadlines) == Some(self.deadlines)
    }
}

/// A player's waiting request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRequest {
    pub wanted: Wanted,
    pub asked_at: NaiveDateTime,
    /// How many players wait for this kind of game, this one included.
    pub waiting: usize,
}

/// What became of a request when it was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// It waits for a matching game.
    Waiting(SeatRequest),
    /// The player was seated at once in `game`, which has `started` (or waits for players).
    Seated { game: GameId, started: bool },
}

/// What a stale lobby offers whoever may start it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaleOffers {
    /// Whole days since the lobby was made.
    pub waited_days: i64,
    /// Start now as a game of this many players (those seated), where the edition allows it.
    pub fewer: Option<u8>,
    /// Start now with the computer in the empty seats.
    pub computer: bool,
    /// The fewest players the edition is played with.
    pub min_players: u8,
}

/// An open game of the front page, with its seats left.
#[derive(Clone, Debug)]
pub struct Table {
    pub listed: Listed,
    pub seats_left: usize,
}

/// The player count `seated` players could start `row` with: the edition plays that many and
/// the houses chosen are all of that count's. `None` when it cannot.
fn fewer_count(row: &GameRow, seated_houses: &[Option<House>]) -> Option<u8> {
    let n = u8::try_from(seated_houses.len()).ok()?;
    let edition = edition_of(row);
    if n < ruleset(edition).min_players || i32::from(n) >= row.players {
        return None;
    }
    let houses = houses_in(edition, n);
    let fits = row.seating == "random"
        || seated_houses
            .iter()
            .all(|h| h.is_some_and(|h| houses.contains(&h)));
    fits.then_some(n)
}

impl Service {
    /// Asks to be seated in the next game that matches `wanted` (replacing the player's
    /// request); seats the player at once when a game can take them.
    pub fn ask_for_seat(&self, user: UserId, wanted: Wanted) -> Result<Asked> {
        let user = i32::from(user);
        let wanted = wanted.checked().map_err(ServiceError::Invalid)?;
        let at = self.now();
        let mut c = self.db.conn()?;
        let seated = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            queries::user_by_id(c, user)?.ok_or(ServiceError::NotFound)?;
            super::limits::lock_keys(c, &["matchmaking"])?;
            q::put_request(
                c,
                &(
                    user,
                    wanted.edition.key().to_string(),
                    i32::from(wanted.players),
                    wanted.deadlines.key().to_string(),
                    wanted.rated,
                    at,
                ),
            )?;
            let seated = self.seat_waiting(c, &wanted, at)?;
            Ok(seated.into_iter().find(|(u, _, _)| *u == user))
        })?;
        self.mail_wake.poke();
        match seated {
            Some((_, game, started)) => Ok(Asked::Seated {
                game: GameId(game),
                started,
            }),
            None => Ok(Asked::Waiting(
                self.seat_request(UserId(user))?
                    .ok_or(ServiceError::NotFound)?,
            )),
        }
    }

    /// The player's waiting request, if any.
    pub fn seat_request(&self, user: UserId) -> Result<Option<SeatRequest>> {
        let mut c = self.db.conn()?;
        let Some(row) = q::request_of(&mut c, i32::from(user))? else {
            return Ok(None);
        };
        let Some(wanted) = Wanted::of_row(&row) else {
            return Ok(None);
        };
        let waiting = q::requests_for(&mut c, &row.1, row.2, &row.3, row.4)?.len();
        Ok(Some(SeatRequest {
            wanted,
            asked_at: row.5,
            waiting,
        }))
    }

    /// Cancels the player's request; whether there was one.
    pub fn cancel_seat_request(&self, user: UserId) -> Result<bool> {
        let mut c = self.db.conn()?;
        let n = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            Ok(q::delete_request(c, i32::from(user))?)
        })?;
        Ok(n > 0)
    }

    /// Seats every waiting request that can be (the due jobs run it on every tick: a new
    /// matching game, or a player leaving one, takes the waiting players). Returns how many
    /// players it seated.
    pub fn fill_tables(&self) -> Result<usize> {
        let mut c = self.db.conn()?;
        let mut kinds: Vec<Wanted> = Vec::new();
        for w in q::all_requests(&mut c, BATCH)?
            .iter()
            .filter_map(Wanted::of_row)
        {
            if !kinds.contains(&w) {
                kinds.push(w);
            }
        }
        let mut seated = 0;
        for wanted in kinds {
            // Read first, without a lock: most ticks have nothing to seat.
            let (waiting, open) = self.seating_plan(&mut c, &wanted)?;
            if open.is_empty() && waiting.len() < usize::from(wanted.players) {
                continue;
            }
            let at = self.now();
            seated += crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
                super::limits::lock_keys(c, &["matchmaking"])?;
                Ok(self.seat_waiting(c, &wanted, at)?.len())
            })?;
        }
        if seated > 0 {
            self.mail_wake.poke();
        }
        Ok(seated)
    }

    /// Whether `user` may join the open game `row` by its rules (minimum reliability, minimum
    /// rating) and is not seated in it yet. Reads only.
    fn may_join(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        seats: &[(crate::db::models::Seat, String)],
        user: i32,
    ) -> Result<bool> {
        if seats.iter().any(|(s, _)| s.user_id == user) {
            return Ok(false);
        }
        let min = super::seats::rules(c, row.id)?.min_reliability;
        if min > 0 && self.reliability_in(c, user)?.percent_in_time() < min {
            return Ok(false);
        }
        match super::ratings::check_min_rating(c, row, user) {
            Ok(()) => Ok(true),
            Err(ServiceError::Forbidden(_)) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// What seating the requests waiting for `wanted` would do now, read only: the waiting
    /// players (longest waiting first) and the matching open games with a free seat that one
    /// of them may take (fewest seats left first). Nothing to do when there is no such game and
    /// fewer players wait than the count.
    fn seating_plan(
        &self,
        c: &mut AnyConnection,
        wanted: &Wanted,
    ) -> Result<(Vec<i32>, Vec<GameRow>)> {
        let waiting: Vec<i32> = q::requests_for(
            c,
            wanted.edition.key(),
            i32::from(wanted.players),
            wanted.deadlines.key(),
            wanted.rated,
        )?
        .iter()
        .map(|r| r.0)
        .collect();
        if waiting.is_empty() {
            return Ok((waiting, Vec::new()));
        }
        let rows: Vec<GameRow> = q::open_public_lobbies(c, BATCH)?
            .into_iter()
            .filter(|(row, rated)| wanted.matches(row, *rated))
            .map(|(row, _)| row)
            .collect();
        let ids: Vec<i32> = rows.iter().map(|r| r.id).collect();
        let counts = queries::seat_counts(c, &ids)?;
        let mut open: Vec<(GameRow, usize)> = Vec::new();
        for row in rows {
            let left =
                (row.players as usize).saturating_sub(counts.get(&row.id).copied().unwrap_or(0));
            if left == 0 {
                continue;
            }
            let seats = queries::seats_of(c, row.id)?;
            let mut takers = false;
            for user in &waiting {
                if self.may_join(c, &row, &seats, *user)? {
                    takers = true;
                    break;
                }
            }
            if takers {
                open.push((row, left));
            }
        }
        open.sort_by_key(|(r, left)| (*left, r.created_at, r.id));
        Ok((waiting, open.into_iter().map(|(r, _)| r).collect()))
    }

    /// Seats the requests waiting for `wanted` (see the module documentation), inside the
    /// caller's transaction under the `matchmaking` lock; each seated (user, game, started).
    fn seat_waiting(
        &self,
        c: &mut AnyConnection,
        wanted: &Wanted,
        at: NaiveDateTime,
    ) -> Result<Vec<(i32, i32, bool)>> {
        let (mut waiting, open) = self.seating_plan(c, wanted)?;
        let mut seated: Vec<(i32, i32)> = Vec::new();
        // The open games first, fewest seats left first.
        for row in &open {
            for user in waiting.clone() {
                let seats = queries::seats_of(c, row.id)?;
                if seats.len() >= row.players as usize {
                    break;
                }
                if !self.may_join(c, row, &seats, user)? {
                    continue;
                }
                let house = if row.seating == "random" {
                    None
                } else {
                    houses_in(wanted.edition, wanted.players)
                        .into_iter()
                        .find(|h| {
                            !seats
                                .iter()
                                .any(|(s, _)| s.house.as_deref() == Some(h.key()))
                        })
                };
                self.join_in(c, row.id, user, house, None)?;
                seated.push((user, row.id));
                waiting.retain(|u| *u != user);
            }
        }
        // Then new games, as long as enough players wait.
        let n = usize::from(wanted.players);
        while waiting.len() >= n {
            let table: Vec<i32> = waiting.drain(..n).collect();
            let game = self.form_table(c, wanted, &table, at)?;
            seated.extend(table.into_iter().map(|u| (u, game)));
        }
        // Each told, the requests done.
        let mut out = Vec::new();
        for (user, game) in seated {
            q::delete_request(c, user)?;
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            let started = row.status != "lobby";
            if let Some(reader) = readers(c, game)?.into_iter().find(|r| r.user.id == user) {
                let note = Note::to_reader(&reader, &row, What::Matched { started });
                self.enqueue(
                    c,
                    &reader,
                    &row,
                    &note,
                    format!("matched:{game}:{user}"),
                    at,
                )?;
            }
            out.push((user, game, started));
        }
        Ok(out)
    }

    /// A new game for `players` (longest waiting first, the first its creator), which starts
    /// with its last seat. Its id.
    fn form_table(
        &self,
        c: &mut AnyConnection,
        wanted: &Wanted,
        players: &[i32],
        at: NaiveDateTime,
    ) -> Result<i32> {
        let spec = GameSpec {
            // A name, not words: the same in every language.
            name: format!("Rookery table {}", at.format("%Y-%m-%d %H:%M")),
            players: wanted.players,
            seating: Seating::Random,
            creator_house: None,
            options: GameOptions {
                edition: wanted.edition,
                ..GameOptions::default()
            },
            deadlines: wanted.deadlines.deadlines(),
            public: true,
            start_when_full: true,
            press: Default::default(),
        };
        let public = super::ratings::PublicRules {
            rated: wanted.rated,
            min_rating: 0,
            faceless: false,
        };
        let prepared = Prepared::of(&spec, None, None, Some(&public))?;
        let game = self.insert_game_in(c, players[0], &prepared, at)?;
        for user in &players[1..] {
            self.join_in(c, game, *user, None, None)?;
        }
        Ok(game)
    }

    /// The public games waiting for players, in the order they will start (fewest seats left,
    /// then the oldest), without `viewers_own`: the games the viewer sits in, which the front
    /// page has just read (`Service::my_games`; reading them again here was two statements
    /// more on every front page).
    pub fn open_tables(&self, viewers_own: &[i32]) -> Result<Vec<Table>> {
        let mut c = self.db.conn()?;
        let rows: Vec<GameRow> = q::open_public_lobbies(&mut c, BATCH)?
            .into_iter()
            .map(|(r, _)| r)
            .filter(|r| !viewers_own.contains(&r.id))
            .collect();
        let ids: Vec<i32> = rows.iter().map(|r| r.id).collect();
        let counts = queries::seat_counts(&mut c, &ids)?;
        let mut tables: Vec<Table> = rows
            .into_iter()
            .map(|row| {
                let seated = counts.get(&row.id).copied().unwrap_or(0);
                Table {
                    seats_left: (row.players as usize).saturating_sub(seated),
                    listed: Listed {
                        seated,
                        row,
                        my_house: None,
                        awaits_me: false,
                        sitting_for: None,
                    },
                }
            })
            .collect();
        tables.sort_by_key(|t| (t.seats_left, t.listed.row.created_at, t.listed.row.id));
        tables.truncate(TABLES_LISTED);
        Ok(tables)
    }

    /// What the stale lobby `game` offers `user` (none when it is not stale, or `user` may
    /// not start it).
    pub fn stale_offers(&self, game: GameId, user: UserId) -> Result<Option<StaleOffers>> {
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, i32::from(game))?.ok_or(ServiceError::NotFound)?;
        let seats = queries::seats_of(&mut c, row.id)?;
        self.stale_offers_of(&row, &seats, i32::from(user))
    }

    fn stale_offers_of(
        &self,
        row: &GameRow,
        seats: &[(crate::db::models::Seat, String)],
        user: i32,
    ) -> Result<Option<StaleOffers>> {
        let waited = self.now() - row.created_at;
        let users: Vec<i32> = seats.iter().map(|(s, _)| s.user_id).collect();
        if row.status != "lobby"
            || waited < chrono::TimeDelta::days(STALE_AFTER_DAYS)
            || seats.len() >= row.players as usize
            || !Service::may_start(row, &users, user)
        {
            return Ok(None);
        }
        let houses: Vec<Option<House>> = seats
            .iter()
            .map(|(s, _)| s.house.as_deref().and_then(House::from_key))
            .collect();
        Ok(Some(StaleOffers {
            waited_days: waited.num_days(),
            fewer: fewer_count(row, &houses),
            computer: true,
            min_players: ruleset(edition_of(row)).min_players,
        }))
    }

    /// Tells whoever may start each lobby that just became stale (once per lobby): the days
    /// it waited and what it may start with. Run by the due jobs; returns how many were told.
    pub fn tell_stale_lobbies(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let rows = q::untold_stale_lobbies(
            &mut c,
            now - chrono::TimeDelta::days(STALE_TOLD_WITHIN_DAYS),
            now - chrono::TimeDelta::days(STALE_AFTER_DAYS),
            BATCH,
        )?;
        let ids: Vec<i32> = rows.iter().map(|r| r.id).collect();
        let counts = queries::seat_counts(&mut c, &ids)?;
        let mut told = 0;
        for row in rows {
            // A full lobby waits for its start, not for players.
            if counts.get(&row.id).copied().unwrap_or(0) >= row.players as usize {
                continue;
            }
            told += crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
                let Some(row) = queries::lock_game(c, row.id, now)? else {
                    return Ok(0);
                };
                let seats = queries::seats_of(c, row.id)?;
                if row.status != "lobby"
                    || seats.len() >= row.players as usize
                    || !q::mark_stale_told(c, row.id, now)?
                {
                    return Ok(0);
                }
                let readers = readers(c, row.id)?;
                let creator_seated = readers.iter().any(|r| r.user.id == row.creator_id);
                let mut n = 0;
                for r in readers
                    .iter()
                    .filter(|r| !creator_seated || r.user.id == row.creator_id)
                {
                    let Some(offers) = self.stale_offers_of(&row, &seats, r.user.id)? else {
                        continue;
                    };
                    let note = Note {
                        user: r.user.id,
                        game: Some(row.id),
                        house: r.house(),
                        log_len: 0,
                        what: What::LobbyStale {
                            days: offers.waited_days,
                            seated: seats.len() as u8,
                            players: row.players as u8,
                            fewer: offers.fewer,
                        },
                    };
                    let key = format!("stale:{}:{}", row.id, r.user.id);
                    self.enqueue(c, r, &row, &note, key, now)?;
                    n += 1;
                }
                Ok(n)
            })?;
        }
        Ok(told)
    }

    /// Starts the stale lobby `game` now as a game of the players seated (see the module
    /// documentation).
    pub fn start_with_fewer(&self, game: GameId, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let (row, _) = self.lobby_to_start(c, game, user)?;
            let seats = queries::seats_of(c, game)?;
            let offers = self.stale_offers_of(&row, &seats, user)?.ok_or_else(|| {
                ServiceError::Conflict(
                    Reason::new("svc-fewer-not-yet").num("days", STALE_AFTER_DAYS as f64),
                )
            })?;
            let n = offers.fewer.ok_or_else(|| {
                let r = ruleset(edition_of(&row));
                ServiceError::Conflict(
                    Reason::new("svc-fewer-not-allowed")
                        .num("seated", seats.len() as f64)
                        .num("min", r.min_players),
                )
            })?;
            q::set_players(c, game, i32::from(n))?;
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            self.start_in(c, &row)
        })?;
        self.mail_wake.poke();
        Ok(())
    }
}
