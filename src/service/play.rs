//! Playing: loading a game (setup + replayed log) and submitting one house's input.
//!
//! `submit` is one transaction: lock the game (the first statement queues the game's other
//! writers: an UPDATE on SQLite, which takes the database's write lock, `SELECT … FOR UPDATE`
//! on PostgreSQL, the row's lock), replay, apply, append the input at `seq = N+1`
//! (unique per game), rewrite the summary. A unique-constraint conflict (another server
//! appended first) rolls back and retries from the new log; after a few collisions the player
//! is asked to try again. The log never forks and an accepted input is never lost.

use super::cache::Replayed;
use super::changes::{Cause, Change};
use super::notify::Reader;
use super::{GameId, UserId};
use super::{Origin, Result, Service, ServiceError};
use crate::db::models::{AbsenceRow, GameRow, NewInput, Summary, VacancyRow};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::view::GameView;
use crate::engine::{Event, Game, House, Input};
use crate::service::Reason;
use chrono::NaiveDateTime;
use std::sync::Arc;
use std::time::Duration;

/// How often a colliding submission is retried before the player is asked to try again.
pub const SUBMIT_ATTEMPTS: u32 = 8;

/// A seat at a game table.
#[derive(Clone, Debug)]
pub struct SeatInfo {
    pub house: Option<House>,
    pub user_id: i32,
    pub name: String,
    /// The seat's mail preference: `default`, `immediate`, `digest` or `off`.
    pub mail: String,
}

/// A game as a page needs it.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub row: GameRow,
    pub seats: Vec<SeatInfo>,
    /// The replayed game, once started.
    pub replayed: Option<Arc<Replayed>>,
    /// Who plays a house for its absent player now: (house, sitter) (issue 13).
    pub sitters: Vec<(House, i32)>,
    /// The table's rules about seats and the clock (issue 13).
    pub rules: super::seats::SeatRules,
    /// Issue 28: the houses the computer plays until a newcomer takes them (computer seats;
    /// in a game over, those it played to the end).
    pub computer: Vec<House>,
    /// Issue 32: a faceless game not ended yet: its seats' names are empty (see
    /// `service::faceless`), each seat is shown as its house.
    pub faceless: bool,
    /// Its press rules (ravens between houses: issue 9).
    pub press: super::ravens::Press,
    /// Of a game in play, what its seat notes are made of, as the load read them (issue 30: a
    /// page reads them once): its open vacancies and its absences not over then.
    pub(crate) seat_rows: Option<(Vec<VacancyRow>, Vec<AbsenceRow>)>,
    /// The seated players who let the computer play for them at a deadline they miss (issue
    /// 28), read with the seats.
    pub stand_ins: Vec<i32>,
    /// The houses with any answer filed ahead (issue 25), read with the seats: a page reads a
    /// house's answers only then. Never shown: whether a house planned is its own business.
    pub(crate) planners: Vec<House>,
    /// Whether the game has any vote and any conversation of ravens (a page reads them only
    /// then).
    pub has_votes: bool,
    pub has_conversations: bool,
    /// Whether any house of the game missed a deadline or was failed by the site (the seats'
    /// counts are read only then).
    pub has_faults: bool,
}

impl Loaded {
    /// The player's name `seat` shows a reader (`reader`: their user id and name): empty in a
    /// faceless game running (its house stands for it), unless the reader holds that seat.
    pub fn name_for(&self, seat: &SeatInfo, reader: Option<(i32, &str)>) -> String {
        match reader {
            Some((id, name)) if self.faceless && id == seat.user_id => name.to_string(),
            _ => seat.name.clone(),
        }
    }

    /// This game's id, typed (its row keeps the `i32` column).
    pub fn id(&self) -> GameId {
        GameId(self.row.id)
    }

    /// The house `user` sits at, if any (and known: random seating deals houses at start).
    /// A sitter plays the absent player's house (and sees what it sees) while the absence runs.
    pub fn house_of(&self, user: UserId) -> Option<House> {
        let user = i32::from(user);
        self.seats
            .iter()
            .find(|s| s.user_id == user)
            .and_then(|s| s.house)
            .or_else(|| self.sitters.iter().find(|s| s.1 == user).map(|s| s.0))
    }

    /// Seated, or sitting for an absent player.
    pub fn is_seated(&self, user: UserId) -> bool {
        let user = i32::from(user);
        self.seats.iter().any(|s| s.user_id == user) || self.sitters.iter().any(|s| s.1 == user)
    }

    pub fn player_of(&self, house: House) -> Option<&SeatInfo> {
        self.seats.iter().find(|s| s.house == Some(house))
    }

    /// Whether the computer plays `house` (a computer seat, issue 28).
    pub fn is_computer(&self, house: House) -> bool {
        self.computer.contains(&house)
    }
}

/// One move as a form or mail makes it: the input, the log length its asker showed (see
/// [`Service::submit`]), and the changes to the house's plan the same form carried.
#[derive(Clone, Copy)]
pub struct Move<'a> {
    pub input: &'a Input,
    pub expected_seq: Option<i32>,
    pub plan: Option<PlanRows<'a>>,
}

/// The changes to the acting house's plan a move carries (issue 25).
#[derive(Clone, Copy)]
pub enum PlanRows<'a> {
    /// Already read (a mail reply's, the pace simulator's).
    Read(&'a crate::engine::plan::Changes),
    /// Read under the game's lock from the game as the acting house sees it before the input
    /// (the orders form's rows name its areas): a form's POST need not read the game before
    /// its transaction. A row the game does not offer refuses the move as
    /// [`ServiceError::Invalid`], after the checks of who may act.
    Form(&'a dyn Fn(&GameView) -> std::result::Result<crate::engine::plan::Changes, Reason>),
}

/// What an accepted input did.
#[derive(Debug)]
pub struct Submitted {
    pub seq: i32,
    pub events: Vec<Event>,
}

/// The summary columns for a game in this state.
/// `at`: now, the start of the wait when who is awaited changed.
pub fn summary_of(
    game: &Game,
    log_len: i32,
    previous: Option<&GameRow>,
    at: NaiveDateTime,
) -> Summary {
    let view = game.view_for(None);
    let mut awaited: Vec<&str> = Vec::new();
    for a in &view.awaiting {
        if !awaited.contains(&a.house.key()) {
            awaited.push(a.house.key());
        }
    }
    let awaiting = awaited.join(",");
    let awaiting_since = match previous {
        Some(p) if p.awaiting == awaiting && p.phase == view.phase => p.awaiting_since,
        _ => Some(at),
    };
    Summary {
        status: if game.is_over() { "over" } else { "active" }.into(),
        log_len,
        round: i32::from(view.round),
        phase: view.phase.clone(),
        awaiting,
        awaiting_since,
        // The winner's key, or every house sharing the win, comma-separated (a 1st-edition
        // draw): the column's first key is always the winner recorded by the engine.
        winner: game.winner().map(|_| {
            game.winners()
                .iter()
                .map(|h| h.key())
                .collect::<Vec<_>>()
                .join(",")
        }),
    }
}

/// Applies `house`'s `input` to `next` and appends it to the stored log at the next sequence
/// number, inside the caller's transaction (which holds the game's lock). `by`: the player who
/// gave it (or filed it ahead), `None` for an input nobody gave (a deadline's default, a forced
/// answer, the computer); `origin` says how it came. A rejected input changes neither the log
/// nor `next` ([`ServiceError::Rejected`]).
pub(crate) fn append_input(
    c: &mut AnyConnection,
    next: &mut Replayed,
    house: House,
    input: &Input,
    by: Option<i32>,
    origin: Origin,
    at: NaiveDateTime,
) -> Result<Vec<Event>> {
    let phase = super::changes::broad_phase(&next.game);
    let events = next
        .game
        .apply(house, input)
        .map_err(ServiceError::Rejected)?;
    let payload = serde_json::to_string(input)
        .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
    let seq = next.log_len + 1;
    queries::insert_input(
        c,
        &NewInput {
            game_id: next.game_id,
            seq,
            house: house.key(),
            user_id: by,
            payload: &payload,
            created_at: at,
            by_deadline: origin == Origin::Deadline,
            origin: origin.key(),
        },
    )?;
    next.log_len = seq;
    next.events.push(Arc::new(super::cache::LoggedEvents::new(
        seq,
        house,
        at,
        phase,
        origin,
        events.clone(),
    )));
    Ok(events)
}

/// Answers, in the caller's transaction, whatever the game now asks that nobody need be asked
/// for (issue 25): answers the players filed ahead and requests with a single possible answer.
/// Each may lead to the other (a planned march forces a retreat, a forced answer opens a step a
/// plan answers), so both run until neither adds an input.
///
/// `vacancies`: the game's open vacancies when the caller's transaction read them (none of
/// these steps opens or closes one); `None` to read them here.
pub(crate) fn settle(
    c: &mut AnyConnection,
    next: &mut Replayed,
    seats: &[SeatInfo],
    vacancies: Option<&[VacancyRow]>,
    plans: Plans,
    at: NaiveDateTime,
) -> Result<Settled> {
    let mut settled = Settled::default();
    loop {
        // (None of these steps files an answer ahead: none filed stays none.)
        let (planned, dropped) = match plans {
            Plans::Read => super::plans::apply_plans(c, next, seats, at)?,
            Plans::NoneFiled => (0, Vec::new()),
        };
        settled.dropped.extend(dropped);
        let added = planned
            + super::forced::answer_forced(c, next, at)?
            + super::computer::answer_computer_seats(c, next, vacancies, at)?;
        if added == 0 {
            return Ok(settled);
        }
        settled.appended += added;
    }
}

/// Whether [`settle`] looks for answers filed ahead: `Read` them, or the caller knows there
/// are none in the game (`NoneFiled`: read with the seats under the game's lock, and nothing
/// filed since), so there is nothing to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Plans {
    Read,
    NoneFiled,
}

/// What [`settle`] did: how many inputs it appended, and the answers filed ahead it dropped.
#[derive(Default)]
pub(crate) struct Settled {
    pub appended: usize,
    pub dropped: Vec<super::plans::DroppedPlan>,
}

/// Game `game`'s open vacancies and its absences not over at `at`
/// (`queries::seating::vacancies_and_absences`), read only when `any` (a statement read before
/// said whether the game has either): none to read, no round trip (issue 30).
fn vacancies_and_absences_if_any(
    c: &mut AnyConnection,
    game: i32,
    at: NaiveDateTime,
    any: bool,
) -> std::result::Result<(Vec<VacancyRow>, Vec<AbsenceRow>), DbError> {
    if !any {
        return Ok((Vec::new(), Vec::new()));
    }
    queries::seating::vacancies_and_absences(c, game, at)
}

pub(crate) fn seats(c: &mut AnyConnection, game: i32) -> Result<Vec<SeatInfo>> {
    Ok(queries::seats_of(c, game)?
        .into_iter()
        .map(|(s, name)| SeatInfo::of(s, name))
        .collect())
}

impl SeatInfo {
    /// The seat `s`, whose player is named `name`.
    fn of(s: crate::db::models::Seat, name: String) -> SeatInfo {
        SeatInfo {
            house: s.house.as_deref().and_then(House::from_key),
            user_id: s.user_id,
            name,
            mail: s.mail,
        }
    }
}

impl Service {
    /// `NotFound` unless `user` (`None`: a visitor not logged in) may see `game`: a public game
    /// is visible to everyone; an invite-only game to its players, and before its start to
    /// whoever holds its invitation. Every route about a game asks this first, so that for
    /// anyone else an invite-only game answers exactly as a game that does not exist.
    pub fn check_visible(
        &self,
        game: GameId,
        user: Option<UserId>,
        invite: Option<&str>,
    ) -> Result<()> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, game)?.ok_or(ServiceError::NotFound)?;
        if row.visibility == "public" {
            return Ok(());
        }
        if row.status == "lobby"
            && invite.is_some_and(|t| super::constant_time_eq(t, &row.invite_token))
        {
            return Ok(());
        }
        match user {
            Some(u)
                if queries::seats_of(&mut c, game)?
                    .iter()
                    .any(|(s, _)| s.user_id == u)
                    || super::seats::sitters_at(&mut c, game, self.now())?
                        .iter()
                        .any(|s| s.1 == u) =>
            {
                Ok(())
            }
            _ => Err(ServiceError::NotFound),
        }
    }

    /// The house `user` plays in `game` (its seat, or one it sits for during an absence), read
    /// without loading the game. A move need not ask first: [`Service::submit_for`] resolves it
    /// under the game's lock.
    pub fn acting_house(&self, game: GameId, user: UserId) -> Result<Option<House>> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let seated = seats(&mut c, game)?
            .into_iter()
            .find(|s| s.user_id == user)
            .and_then(|s| s.house);
        if seated.is_some() {
            return Ok(seated);
        }
        Ok(super::seats::sitters_at(&mut c, game, self.now())?
            .into_iter()
            .find(|s| s.1 == user)
            .map(|s| s.0))
    }

    /// A game, its seats and (once started) its replayed state.
    pub fn load_game(&self, id: GameId) -> Result<Loaded> {
        let id = i32::from(id);
        let mut c = self.db.conn()?;
        let queries::GameAndSettings {
            game: row,
            faceless,
            seat_rules,
            press,
            has_votes,
            has_conversations,
            has_vacancies_or_absences,
            has_faults,
        } = queries::game_and_settings(&mut c, id)?.ok_or(ServiceError::NotFound)?;
        let (mut stand_ins, mut planners) = (Vec::new(), Vec::new());
        let mut seats: Vec<SeatInfo> = queries::seats_of_with_stand_ins_and_plans(&mut c, id)?
            .into_iter()
            .map(|(s, name, stand_in, planned)| {
                let seat = SeatInfo::of(s, name);
                if stand_in {
                    stand_ins.push(seat.user_id);
                }
                if let (true, Some(house)) = (planned, seat.house) {
                    planners.push(house);
                }
                seat
            })
            .collect();
        let faceless = super::faceless::hidden_as_read(&row, faceless);
        if faceless {
            super::faceless::mask(&mut seats);
        }
        let replayed = if row.status == "lobby" {
            None
        } else {
            Some(self.cache.replayed(&mut c, &row)?)
        };
        // A game in play: its open vacancies and absences, read once for the sitters, the
        // computer's seats and the page's seat notes. Otherwise no one sits, and the computer's
        // houses are those it played to the end.
        let (sitters, computer, seat_rows) = if row.status == "active" {
            let now = self.now();
            let (open, absences) =
                vacancies_and_absences_if_any(&mut c, id, now, has_vacancies_or_absences)?;
            let sitters = super::seats::sitters_among(&absences, now);
            let computer = super::computer::computer_seats_of(&open);
            (sitters, computer, Some((open, absences)))
        } else {
            let computer = super::computer::computer_marked(&mut c, id)?;
            (vec![], computer, None)
        };
        let rules = super::seats::rules_of_row(seat_rules);
        Ok(Loaded {
            row,
            seats,
            replayed,
            sitters,
            rules,
            computer,
            faceless,
            press: super::ravens::press_of_row(press),
            seat_rows,
            stand_ins,
            planners,
            has_votes,
            has_conversations,
            has_faults,
        })
    }

    /// Submits `house`'s input for `user`. `expected_seq` is the log length the player's page
    /// showed: if the game moved on since and what the house is asked has changed, the input is
    /// refused as [`ServiceError::Stale`] rather than applied to a situation the player never saw.
    pub fn submit(
        &self,
        game_id: GameId,
        user: UserId,
        house: House,
        input: &Input,
        expected_seq: Option<i32>,
    ) -> Result<Submitted> {
        self.submit_for(game_id, user, Some(house), input, expected_seq)
    }

    /// [`Service::submit`] for the house `user` acts for in `game_id`: `house` when given (the
    /// house a form names, refused unless `user` plays it or sits for it), else the house of
    /// `user`'s seat or the one they sit for. The acting house is resolved once, under the
    /// game's lock, from the one reading of the seats the move makes; a caller need not look it
    /// up first ([`ServiceError::Forbidden`] when `user` acts for no such house: the edge words
    /// its own refusal then).
    pub fn submit_for(
        &self,
        game_id: GameId,
        user: UserId,
        house: Option<House>,
        input: &Input,
        expected_seq: Option<i32>,
    ) -> Result<Submitted> {
        self.submit_with_plan(
            game_id,
            user,
            house,
            &Move {
                input,
                expected_seq,
                plan: None,
            },
        )
    }

    /// [`Service::submit_for`] of a form that also changes the acting house's plan (issue 25:
    /// the orders form's muster rows, the Iron Throne holder's tie order on a bid form), in the
    /// one transaction of the input: a refused input files nothing, and an accepted one never
    /// fails afterwards over its rows (say because the input ended the game). A tie order is
    /// filed before the input, so that the tie the input completes is broken at once; the
    /// other rows after it, for the step it leads to; then whatever the plan now answers is
    /// answered.
    pub fn submit_with_plan(
        &self,
        game_id: GameId,
        user: UserId,
        house: Option<House>,
        mv: &Move,
    ) -> Result<Submitted> {
        let user = i32::from(user);
        let game_id = i32::from(game_id);
        let mut attempt = 0;
        loop {
            attempt += 1;
            let c = self.db.conn()?;
            // Back to the pool while its commit's shared fsync is waited for.
            let result = crate::db::write_transaction_pooled::<_, TxError, _>(c, |c| {
                self.submit_in_tx(c, game_id, user, house, mv)
            });
            match result {
                Ok((submitted, replayed)) => {
                    self.cache.put(replayed);
                    // The mail worker is woken once, by the caller, when its request is done
                    // (`web::run_post`, `api::call`, `mail::inbound::receive`).
                    crate::telemetry::metrics::METRICS.submissions.inc();
                    return Ok(submitted);
                }
                Err(TxError::Service(e)) => {
                    if matches!(e, ServiceError::Rejected(_)) {
                        crate::telemetry::metrics::METRICS.rejections.inc();
                    }
                    return Err(e);
                }
                Err(TxError::Db(DbError::Conflict(_))) if attempt < SUBMIT_ATTEMPTS => {
                    // Back off a little, with jitter, before replaying the newer log.
                    let ms = 2u64.pow(attempt.min(6)) + u64::from(rand::random::<u8>() % 8);
                    std::thread::sleep(Duration::from_millis(ms));
                }
                Err(TxError::Db(DbError::Conflict(_))) => return Err(ServiceError::Busy),
                Err(TxError::Db(e)) => return Err(e.into()),
            }
        }
    }

    fn submit_in_tx(
        &self,
        c: &mut AnyConnection,
        game_id: i32,
        user: i32,
        wanted: Option<House>,
        mv: &Move,
    ) -> std::result::Result<(Submitted, Arc<Replayed>), TxError> {
        let Move {
            input,
            expected_seq,
            plan,
        } = *mv;
        let at = self.now();
        // A lock that writes nothing (the write transaction's on SQLite, the row's on
        // PostgreSQL): the summary below writes the row and bumps the page version.
        let row = queries::lock_game_for_move(c, game_id)?.ok_or(ServiceError::NotFound)?;
        // The seats are read once, with their players' accounts for the change's mails, and
        // which houses have answers filed ahead (plans are written under the game's lock).
        let (readers, facts) = super::notify::readers_and_seat_facts(c, game_id)?;
        let planners = facts.planners;
        let seats: Vec<SeatInfo> = readers.iter().map(Reader::seat_info).collect();
        // The open vacancies, read once for the whole move: a returning player's closes below,
        // and the computer's seats and the next deadline read the rest (nothing else in this
        // transaction opens or closes one). With them in the same statement, the absences not
        // over: who sits for an absent player, here and in the change's mails.
        // Whether there are any, the seats' statement said, read under the lock.
        let (mut vacancies, absences) =
            vacancies_and_absences_if_any(c, game_id, at, facts.vacancies_or_absences)?;
        // The acting house, resolved once: the seat's player, or the sitter of a declared
        // absence (issue 13).
        let own = seats
            .iter()
            .find(|s| s.user_id == user)
            .and_then(|s| s.house);
        let house = match (wanted, own) {
            (Some(w), Some(o)) if w == o => o,
            (None, Some(o)) => o,
            _ => {
                let sits = super::seats::sitters_among(&absences, at)
                    .into_iter()
                    .find(|(h, u)| *u == user && wanted.is_none_or(|w| w == *h));
                match (sits, wanted) {
                    (Some((h, _)), _) => h,
                    (None, Some(w)) => return Err(ServiceError::not_your_house(w).into()),
                    (None, None) => {
                        return Err(ServiceError::Forbidden(Reason::new("svc-not-in-game")).into())
                    }
                }
            }
        };
        if own == Some(house) {
            // The player is back: the house leaves civil disorder.
            super::seats::close_on_return(c, game_id, &mut vacancies, house, user, at)?;
        }
        match row.status.as_str() {
            "active" => {}
            "over" => return Err(ServiceError::Rejected(crate::engine::Rejection::GameOver).into()),
            "cancelled" | "ended" => {
                return Err(ServiceError::Conflict(Reason::new("svc-game-stopped")).into())
            }
            _ => return Err(ServiceError::Conflict(Reason::new("svc-not-started")).into()),
        }
        let current = self.cache.replayed(c, &row)?;
        if let Some(seen) = expected_seq {
            if seen != row.log_len && self.asked_differently(c, &row, &current, house, seen)? {
                return Err(ServiceError::Stale.into());
            }
        }
        self.check_reseal_limit(&row, &current, house)?;
        let changes = match plan {
            None => None,
            Some(PlanRows::Read(changes)) => Some(changes.clone()),
            Some(PlanRows::Form(read)) => {
                Some(read(&current.game.view_for(Some(house))).map_err(ServiceError::Invalid)?)
            }
        };
        let (ties, rows) = changes
            .map(crate::engine::plan::split_ties)
            .unwrap_or((None, None));
        // A form withdraws its rows left at "ask me": nothing to withdraw for a house that has
        // nothing filed.
        let filed = planners.contains(&house);
        if let Some(ties) = &ties {
            let gone = if filed { &ties.1[..] } else { &[] };
            super::plans::change_rows(c, game_id, house, &ties.0, gone, &current.game, at)?;
        }
        let mut next = (*current).clone();
        let events = append_input(c, &mut next, house, input, Some(user), Origin::Player, at)?;
        if let Some(rows) = &rows {
            let gone = if filed { &rows.1[..] } else { &[] };
            super::plans::change_rows(c, game_id, house, &rows.0, gone, &next.game, at)?;
        }
        // Answers filed ahead to use: none when no house had any and this move filed none.
        let filing = [&ties, &rows]
            .iter()
            .any(|x| x.as_ref().is_some_and(|(file, _)| !file.is_empty()));
        let plans = if planners.is_empty() && !filing {
            Plans::NoneFiled
        } else {
            Plans::Read
        };
        // What the game now asks that nobody need be asked for (issue 25), in this transaction.
        let settled = settle(c, &mut next, &seats, Some(&vacancies), plans, at)?;
        let seq = next.log_len;
        self.record_change(
            c,
            &Change {
                row: &row,
                seats: &seats,
                readers: Some(&readers),
                vacancies: Some(&vacancies),
                absences: Some(&absences),
                before: Some(&current.game),
                after: &next.game,
                history: &next.events,
                appended: 1 + settled.appended,
                dropped_plans: &settled.dropped,
                cause: Cause::Input(house),
                log_len: seq,
                at,
            },
        )?;
        Ok((Submitted { seq, events }, Arc::new(next)))
    }

    /// Refuses one more replacement of `house`'s sealed orders, card or bid when it already
    /// sealed [`Limits::seals_per_step`](super::limits::Limits) times in this step (the step
    /// began at log length `deadline_seq`). Every accepted seal stays in the log, so replays
    /// of existing logs are unchanged; the cap only bounds how long a log one house can make.
    fn check_reseal_limit(
        &self,
        row: &GameRow,
        current: &Replayed,
        house: House,
    ) -> std::result::Result<(), TxError> {
        if crate::engine::game::replaceable(current.game.state(), house).is_none() {
            return Ok(());
        }
        let sealed = current
            .events
            .iter()
            .filter(|e| e.seq > row.deadline_seq && e.house == house && e.origin == Origin::Player)
            .count() as i64;
        if sealed >= self.limits.seals_per_step {
            return Err(ServiceError::Limit(
                Reason::new("svc-seals-per-step")
                    .house("house", house)
                    .num("count", sealed as f64),
            )
            .into());
        }
        Ok(())
    }

    /// Whether `house` was asked something else (other options) after `seen` inputs than now.
    fn asked_differently(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        current: &Replayed,
        house: House,
        seen: i32,
    ) -> std::result::Result<bool, TxError> {
        if seen < 0 || seen > row.log_len {
            return Ok(true);
        }
        let mut then = Replayed::start(row)?;
        let rows = queries::inputs_between(c, row.id, 0, seen)?;
        then.extend(&rows)?;
        Ok(then.game.legal(house) != current.game.legal(house))
    }
}

/// Errors inside the submit transaction: a service refusal, or a storage error (maybe a retry).
enum TxError {
    Service(ServiceError),
    Db(DbError),
}

impl From<ServiceError> for TxError {
    fn from(e: ServiceError) -> TxError {
        match e {
            ServiceError::Db(d) => TxError::Db(d),
            other => TxError::Service(other),
        }
    }
}

impl From<DbError> for TxError {
    fn from(e: DbError) -> TxError {
        TxError::Db(e)
    }
}

impl From<crate::db::QueryError> for TxError {
    fn from(e: crate::db::QueryError) -> TxError {
        TxError::Db(e.into())
    }
}
