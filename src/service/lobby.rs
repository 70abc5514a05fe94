//! The lobby: create a game, join a house, leave before the start, start when full, and the
//! lists of games (mine, open to join, to watch).

use super::changes::{Cause, Change};
use super::play::{seats, SeatInfo};
use super::{random_token, Result, Service, ServiceError, ENGINE_VERSION};
use super::{GameId, UserId};
use crate::db::models::{GameRow, NewGame, NewSeat};
use crate::db::{queries, DbError};
use crate::engine::options::Edition;
use crate::engine::setup::setup_of;
use crate::engine::{Game, GameOptions, House, Request};
use crate::service::Reason;
use serde::{Deserialize, Serialize};

/// How houses are given out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seating {
    /// Each player picks a free house when joining.
    Choice,
    /// Players join without a house; houses are dealt at random when the game starts.
    Random,
}

impl Seating {
    pub fn key(self) -> &'static str {
        match self {
            Seating::Choice => "choice",
            Seating::Random => "random",
        }
    }
}

/// Deadlines in hours (0: none), per kind of step, and the reminders before them. Stored with
/// the game as JSON; every field has a default, so games stored before a field existed load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Deadlines {
    /// Placing orders and the Messenger Raven.
    pub planning_hours: u32,
    /// Raids, marches, Consolidate Power, port captures: the Action phase outside combat.
    pub action_hours: u32,
    /// Every decision of a combat: support, refusing support, house cards, the Blade,
    /// casualties, retreats and house-card (or Tides of Battle) abilities.
    pub combat_hours: u32,
    /// Westeros card options, musters, supply, bids, wildling decisions.
    pub westeros_hours: u32,
    /// Reminders to the houses still awaited, this many hours before a deadline.
    pub reminder_hours: Vec<u32>,
    /// A time bank per house instead of the per-step deadlines (issue 25, see
    /// [`super::time_bank`]): hours each house starts with (0: no bank, the default). Not
    /// written when 0, so the stored settings of other games stay as they were.
    #[serde(skip_serializing_if = "is_zero")]
    pub bank_hours: u32,
    /// Hours added to a house's bank each time it is asked something new (with a bank).
    #[serde(skip_serializing_if = "is_zero")]
    pub bank_step_hours: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Default for Deadlines {
    fn default() -> Self {
        Deadlines {
            planning_hours: 48,
            action_hours: 24,
            // A combat is a chain of short decisions (support, cards, Blade, casualties,
            // retreat), each its own step: a shorter clock keeps one battle from taking a week.
            combat_hours: 12,
            westeros_hours: 24,
            reminder_hours: vec![12, 1],
            bank_hours: 0,
            bank_step_hours: 0,
        }
    }
}

/// The longest deadline one may set: two weeks.
pub const MAX_DEADLINE_HOURS: u32 = 24 * 14;
/// The largest time bank one may set: four weeks.
pub const MAX_BANK_HOURS: u32 = 24 * 28;
/// At most this many reminders before each deadline.
pub const MAX_REMINDERS: usize = 4;

/// Whether a request belongs to a combat (and gets the combat deadline).
pub fn is_combat_request(r: &Request) -> bool {
    matches!(
        r,
        Request::Support
            | Request::RefuseSupport
            | Request::HouseCard
            | Request::Blade
            | Request::Casualties { .. }
            | Request::Retreat
            | Request::Ability { .. }
    )
}

impl Deadlines {
    /// The deadline (hours) of a phase as named by the engine's views.
    pub fn hours_for(&self, phase: &str) -> u32 {
        match phase {
            "planning" | "raven" => self.planning_hours,
            "westeros" => self.westeros_hours,
            _ => self.action_hours,
        }
    }

    /// The deadline (hours) of the step that awaits `requests` in `phase`: the combat deadline
    /// when any awaited request is a combat's, else the phase's.
    pub fn hours_for_step<'a>(
        &self,
        phase: &str,
        requests: impl IntoIterator<Item = &'a Request>,
    ) -> u32 {
        if requests.into_iter().any(is_combat_request) {
            self.combat_hours
        } else {
            self.hours_for(phase)
        }
    }

    /// Whether the game runs on a time bank per house rather than per-step deadlines.
    pub fn has_bank(&self) -> bool {
        self.bank_hours > 0
    }

    /// Checks the limits; the reminders come back sorted, longest first, without repeats.
    pub fn checked(mut self) -> std::result::Result<Deadlines, Reason> {
        if [
            self.planning_hours,
            self.action_hours,
            self.combat_hours,
            self.westeros_hours,
            self.bank_step_hours,
        ]
        .iter()
        .any(|h| *h > MAX_DEADLINE_HOURS)
        {
            return Err(Reason::new("svc-deadline-max").num("max", MAX_DEADLINE_HOURS as f64));
        }
        if self.bank_hours > MAX_BANK_HOURS {
            return Err(Reason::new("svc-bank-max").num("max", MAX_BANK_HOURS as f64));
        }
        self.reminder_hours.sort_unstable_by(|a, b| b.cmp(a));
        self.reminder_hours.dedup();
        if self
            .reminder_hours
            .iter()
            .any(|h| *h == 0 || *h > MAX_DEADLINE_HOURS)
        {
            return Err(Reason::new("svc-reminder-hours").num("max", MAX_DEADLINE_HOURS as f64));
        }
        if self.reminder_hours.len() > MAX_REMINDERS {
            return Err(Reason::new("svc-reminders-max").num("max", MAX_REMINDERS as f64));
        }
        Ok(self)
    }

    /// The reminders as a form shows them: "12, 1".
    pub fn reminders_field(&self) -> String {
        let parts: Vec<String> = self.reminder_hours.iter().map(u32::to_string).collect();
        parts.join(", ")
    }
}

/// Everything the "new game" form gives.
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub name: String,
    pub players: u8,
    pub seating: Seating,
    /// The creator's house when houses are chosen.
    pub creator_house: Option<House>,
    pub options: GameOptions,
    pub deadlines: Deadlines,
    /// Listed publicly (`true`) or joinable only through the invite link.
    pub public: bool,
    /// The game starts by itself when the last seat is taken (otherwise its creator starts it).
    pub start_when_full: bool,
    /// Who may talk in the game (issue 12).
    pub press: super::ravens::Press,
}

/// A new game checked and ready to store (`Service::insert_game_in`).
pub(super) struct Prepared {
    spec: GameSpec,
    creator_house: Option<House>,
    options: String,
    deadlines: String,
    seed: i64,
    rules: Option<super::seats::SeatRules>,
    public: Option<super::ratings::PublicRules>,
}

impl Prepared {
    /// Checks `spec` (its name, player count, houses, deadlines) and the table's rules.
    pub(super) fn of(
        spec: &GameSpec,
        seed: Option<u64>,
        rules: Option<&super::seats::SeatRules>,
        public: Option<&super::ratings::PublicRules>,
    ) -> Result<Prepared> {
        let rules = rules
            .cloned()
            .map(super::seats::SeatRules::checked)
            .transpose()
            .map_err(ServiceError::Invalid)?;
        check_game_name(&spec.name).map_err(ServiceError::Invalid)?;
        let edition = spec.options.edition;
        let houses = houses_in(edition, spec.players);
        if houses.is_empty() {
            let rules = crate::engine::ruleset::ruleset(edition);
            return Err(ServiceError::Invalid(
                Reason::new("svc-players-range")
                    .num("min", rules.min_players)
                    .num("max", rules.max_players),
            ));
        }
        let checked = spec
            .deadlines
            .clone()
            .checked()
            .map_err(ServiceError::Invalid)?;
        let creator_house = match (spec.seating, spec.creator_house) {
            (Seating::Choice, Some(h)) if houses.contains(&h) => Some(h),
            (Seating::Choice, Some(h)) => {
                return Err(ServiceError::Invalid(
                    Reason::new("svc-house-not-in-game")
                        .house("house", h)
                        .num("players", spec.players),
                ))
            }
            (Seating::Choice, None) => {
                return Err(ServiceError::Invalid(Reason::new("svc-choose-your-house")))
            }
            (Seating::Random, _) => None,
        };
        let options = serde_json::to_string(&spec.options)
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        let deadlines = serde_json::to_string(&checked)
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        Ok(Prepared {
            spec: spec.clone(),
            creator_house,
            options,
            deadlines,
            seed: seed.unwrap_or_else(rand::random::<u64>) as i64,
            rules,
            public: public.cloned(),
        })
    }
}

/// Finished games listed on a player's front page (the most recent ones).
pub const FINISHED_LISTED: i64 = 20;

/// The houses in play with `players` players (2nd edition).
pub fn houses_for(players: u8) -> Vec<House> {
    houses_in(Edition::Second, players)
}

/// The houses in play with `players` players of an edition; none for a count it is not played
/// with.
pub fn houses_in(edition: Edition, players: u8) -> Vec<House> {
    setup_of(edition)
        .players(players)
        .map(|s| s.houses.clone())
        .unwrap_or_default()
}

/// The edition a stored game is played by.
pub fn edition_of(row: &GameRow) -> Edition {
    GameOptions::from_stored_json(&row.options)
        .map(|o| o.edition)
        .unwrap_or_default()
}

/// A game's name: 1 to 60 characters, none of them control or bidirectional characters, and
/// something visible among them (see [`super::names::check_display_text`]).
pub fn check_game_name(name: &str) -> std::result::Result<(), Reason> {
    let n = name.trim().chars().count();
    if n == 0 || n > 60 {
        return Err(Reason::new("svc-game-name-length"));
    }
    super::names::check_display_text(name, "game_name")
}

/// A game in a list, with what the list needs to say about it.
#[derive(Clone, Debug)]
pub struct Listed {
    pub row: GameRow,
    /// The viewer's house in it, if seated and dealt.
    pub my_house: Option<House>,
    /// The game waits for the viewer now.
    pub awaits_me: bool,
    pub seated: usize,
    /// The viewer plays this house as the sitter of this absent player (issue 27).
    pub sitting_for: Option<String>,
}

impl Service {
    pub fn create_game(&self, creator: UserId, spec: &GameSpec) -> Result<GameId> {
        let creator = i32::from(creator);
        self.create_game_seeded(UserId(creator), spec, None)
    }

    /// [`Service::create_game`] with a chosen seed (`None`: a random one). Only demos and
    /// benchmarks choose one: a game's seed must otherwise be secret and unpredictable.
    pub fn create_game_seeded(
        &self,
        creator: UserId,
        spec: &GameSpec,
        seed: Option<u64>,
    ) -> Result<GameId> {
        let creator = i32::from(creator);
        self.create_game_with(creator, spec, seed, None, None)
            .map(GameId)
    }

    /// [`Service::create_game`] with the table's rules about seats (issue 13: civil disorder,
    /// who runs the clock, the reliability needed to join); `None`: the defaults.
    pub fn create_game_ruled(
        &self,
        creator: UserId,
        spec: &GameSpec,
        rules: &super::seats::SeatRules,
    ) -> Result<GameId> {
        let creator = i32::from(creator);
        self.create_game_with(creator, spec, None, Some(rules), None)
            .map(GameId)
    }

    /// [`Service::create_game_ruled`] with the public-play options (issue 32: rated, a minimum
    /// rating to join).
    pub fn create_game_public(
        &self,
        creator: UserId,
        spec: &GameSpec,
        rules: &super::seats::SeatRules,
        public: &super::ratings::PublicRules,
    ) -> Result<GameId> {
        let creator = i32::from(creator);
        let public = public.clone().checked().map_err(ServiceError::Invalid)?;
        self.create_game_with(creator, spec, None, Some(rules), Some(&public))
            .map(GameId)
    }

    fn create_game_with(
        &self,
        creator: i32,
        spec: &GameSpec,
        seed: Option<u64>,
        rules: Option<&super::seats::SeatRules>,
        public: Option<&super::ratings::PublicRules>,
    ) -> Result<i32> {
        let prepared = Prepared::of(spec, seed, rules, public)?;
        let mut c = self.db.conn()?;
        let t = self.now();
        let id = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            self.check_creation_limits(c, creator, t)?;
            self.insert_game_in(c, creator, &prepared, t)
        })?;
        Ok(id)
    }

    /// Stores a checked new game ([`Prepared`]) with `creator` seated, inside the caller's
    /// transaction; its id. The creation limits are the caller's (a table formed by
    /// matchmaking, `super::matchmaking`, has none: it starts at once).
    pub(super) fn insert_game_in(
        &self,
        c: &mut crate::db::AnyConnection,
        creator: i32,
        p: &Prepared,
        t: chrono::NaiveDateTime,
    ) -> Result<i32> {
        let spec = &p.spec;
        let invite = random_token();
        let id = queries::insert_game(
            c,
            &NewGame {
                name: spec.name.trim(),
                players: i32::from(spec.players),
                options: &p.options,
                engine_version: ENGINE_VERSION,
                seed: p.seed,
                status: "lobby",
                creator_id: creator,
                visibility: if spec.public { "public" } else { "invite" },
                invite_token: &invite,
                seating: spec.seating.key(),
                deadlines: &p.deadlines,
                created_at: t,
                updated_at: t,
                start_rule: if spec.start_when_full {
                    "when_full"
                } else {
                    "creator"
                },
            },
        )?;
        super::ravens::store_press(c, id, &spec.press)?;
        queries::insert_seat(
            c,
            &NewSeat {
                game_id: id,
                house: p.creator_house.map(House::key),
                user_id: creator,
                joined_at: t,
            },
        )?;
        if let Some(r) = &p.rules {
            super::seats::store_rules(c, id, r)?;
        }
        if let Some(pr) = &p.public {
            super::ratings::store_public(c, id, pr)?;
        }
        Ok(id)
    }

    /// Refuses a new game when `creator` has [`Limits::open_lobbies`] games waiting for players,
    /// or made [`Limits::games_per_day`] games in the last 24 hours; else counts this one.
    /// Inside the creating transaction, under a lock per creator (so that parallel requests
    /// cannot all pass).
    ///
    /// [`Limits::open_lobbies`]: super::limits::Limits
    /// [`Limits::games_per_day`]: super::limits::Limits
    fn check_creation_limits(
        &self,
        c: &mut crate::db::AnyConnection,
        creator: i32,
        now: chrono::NaiveDateTime,
    ) -> Result<()> {
        use super::limits::{self, Quota};
        let quota = [Quota::new(
            format!("create-game:{creator}"),
            self.limits.games_per_day,
            chrono::TimeDelta::hours(24),
        )];
        limits::lock_keys(c, &[&quota[0].key])?;
        let open = queries::open_lobbies_of(c, creator)?;
        if open >= self.limits.open_lobbies {
            return Err(ServiceError::Limit(
                Reason::new("svc-open-lobbies")
                    .num("open", open as f64)
                    .num("max", self.limits.open_lobbies as f64),
            ));
        }
        if let Err(q) = limits::take(c, &quota, now)? {
            return Err(ServiceError::Limit(
                Reason::new("svc-games-per-day").num("max", q.limit as f64),
            ));
        }
        Ok(())
    }

    /// Takes a seat. A game that is listed only by invitation needs its invite token.
    pub fn join(
        &self,
        game: GameId,
        user: UserId,
        house: Option<House>,
        invite: Option<&str>,
    ) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            self.join_in(c, game, user, house, invite)
        })
    }

    /// [`Service::join`] inside the caller's transaction (matchmaking seats players with it).
    pub(super) fn join_in(
        &self,
        c: &mut crate::db::AnyConnection,
        game: i32,
        user: i32,
        house: Option<House>,
        invite: Option<&str>,
    ) -> Result<()> {
        {
            let row = queries::lock_game(c, game, self.now())?.ok_or(ServiceError::NotFound)?;
            if row.visibility != "public"
                && !invite.is_some_and(|t| super::constant_time_eq(t, &row.invite_token))
            {
                return Err(ServiceError::NotFound);
            }
            if row.status != "lobby" {
                return Err(ServiceError::Conflict(Reason::new("svc-already-started")));
            }
            let seats = seats(c, game)?;
            if seats.iter().any(|s| s.user_id == user) {
                return Err(ServiceError::Conflict(Reason::new("svc-already-seated")));
            }
            if seats.len() >= row.players as usize {
                return Err(ServiceError::Conflict(Reason::new("svc-game-full")));
            }
            // Issue 13: a table may ask for a minimum reliability.
            let min = super::seats::rules(c, game)?.min_reliability;
            if min > 0 {
                let mine = self.reliability_in(c, user)?.percent_in_time();
                if mine < min {
                    return Err(ServiceError::Forbidden(
                        Reason::new("svc-reliability-too-low")
                            .num("min", min as f64)
                            .num("mine", mine as f64),
                    ));
                }
            }
            // Issue 32: and a minimum rating.
            super::ratings::check_min_rating(c, &row, user)?;
            let house = match row.seating.as_str() {
                "random" => None,
                _ => {
                    let h = house
                        .ok_or_else(|| ServiceError::Invalid(Reason::new("svc-choose-a-house")))?;
                    if !houses_in(edition_of(&row), row.players as u8).contains(&h) {
                        return Err(ServiceError::Invalid(
                            Reason::new("svc-house-not-in-game")
                                .house("house", h)
                                .num("players", row.players),
                        ));
                    }
                    if seats.iter().any(|s| s.house == Some(h)) {
                        return Err(ServiceError::Conflict(
                            Reason::new("svc-house-taken").house("house", h),
                        ));
                    }
                    Some(h)
                }
            };
            match queries::insert_seat(
                c,
                &NewSeat {
                    game_id: game,
                    house: house.map(House::key),
                    user_id: user,
                    joined_at: self.now(),
                },
            ) {
                Err(DbError::Conflict(_)) => {
                    return Err(ServiceError::Conflict(Reason::new("svc-seat-just-taken")))
                }
                other => other?,
            };
            // The last seat: the game starts by itself, or its creator is told it can start it.
            if seats.len() + 1 == row.players as usize {
                if row.start_rule == "when_full" {
                    self.start_in(c, &row)?;
                } else {
                    self.notify_lobby_full(c, &row)?;
                }
            }
            Ok(())
        }
    }

    /// Who may start a full game: its creator while seated; once the creator has left the
    /// lobby, any seated player (so that a table is never stuck).
    pub fn may_start(row: &GameRow, seated: &[i32], user: i32) -> bool {
        seated.contains(&user) && (row.creator_id == user || !seated.contains(&row.creator_id))
    }

    /// Leaves a game before it starts. A game nobody sits at any more is deleted.
    pub fn leave(&self, game: GameId, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let row = queries::lock_game(c, game, self.now())?.ok_or(ServiceError::NotFound)?;
            if row.status != "lobby" {
                return Err(ServiceError::Conflict(Reason::new(
                    "svc-started-cannot-leave",
                )));
            }
            if queries::delete_seat(c, game, user)? == 0 {
                return Err(ServiceError::Conflict(Reason::new("svc-not-seated")));
            }
            if seats(c, game)?.is_empty() {
                queries::delete_game(c, game)?;
            }
            Ok(())
        })
    }

    /// Starts a full game: deals houses when seating is random, and writes the first summary.
    /// Its creator starts it ([`Service::may_start`]); games created to start when full start
    /// by themselves when the last player joins.
    pub fn start(&self, game: GameId, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let (row, seated) = self.lobby_to_start(c, game, user)?;
            if seated != row.players as usize {
                return Err(ServiceError::Conflict(
                    Reason::new("svc-starts-when-full")
                        .num("players", row.players)
                        .num("seated", seated as f64),
                ));
            }
            self.start_in(c, &row)
        })
    }

    /// The game `game` locked, still in its lobby, and `user` one who may start it
    /// ([`Service::may_start`]): its row and how many seats are taken. Inside the caller's
    /// transaction; both ways of starting ([`Service::start`],
    /// [`Service::start_with_computer`]) begin with it.
    pub(super) fn lobby_to_start(
        &self,
        c: &mut crate::db::AnyConnection,
        game: i32,
        user: i32,
    ) -> Result<(GameRow, usize)> {
        let row = queries::lock_game(c, game, self.now())?.ok_or(ServiceError::NotFound)?;
        if row.status != "lobby" {
            return Err(ServiceError::Conflict(Reason::new("svc-already-started")));
        }
        let seated = queries::seats_of(c, game)?;
        let users: Vec<i32> = seated.iter().map(|(s, _)| s.user_id).collect();
        if !Service::may_start(&row, &users, user) {
            return Err(ServiceError::Forbidden(Reason::new(
                "svc-only-creator-starts",
            )));
        }
        Ok((row, seated.len()))
    }

    /// Starts `row`'s full game inside the caller's transaction (the game row locked).
    /// Houses nobody holds become computer seats (issue 28: only when started with the computer,
    /// [`Service::start_with_computer`]), which answer at once.
    pub(super) fn start_in(&self, c: &mut crate::db::AnyConnection, row: &GameRow) -> Result<()> {
        let game = row.id;
        let seated = queries::seats_of(c, game)?;
        {
            if row.seating == "random" {
                let mut houses = houses_in(edition_of(row), row.players as u8);
                // Fisher–Yates with the OS RNG: the deal is not derived from the game's seed.
                for i in (1..houses.len()).rev() {
                    let j = (rand::random::<u32>() as usize) % (i + 1);
                    houses.swap(i, j);
                }
                for ((seat, _), h) in seated.iter().zip(houses) {
                    queries::set_seat_house(c, seat.id, h.key())?;
                }
            }
            let setup = super::cache::setup_of(row)?;
            let g = Game::new(&setup)
                .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
            let at = self.now();
            queries::set_started(c, game, at)?;
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            let seats = seats(c, game)?;
            let mut next = super::cache::Replayed::start(&row)?;
            next.game = g;
            let settled = if super::computer::open_computer_seats(c, &row, at)?.is_empty() {
                super::play::Settled::default()
            } else {
                super::play::settle(c, &mut next, &seats, None, super::play::Plans::Read, at)?
            };
            self.record_change(
                c,
                &Change {
                    row: &row,
                    seats: &seats,
                    readers: None,
                    vacancies: None,
                    absences: None,
                    before: None,
                    after: &next.game,
                    history: &next.events,
                    appended: settled.appended,
                    dropped_plans: &settled.dropped,
                    cause: Cause::Started,
                    log_len: next.log_len,
                    at,
                },
            )?;
            Ok(())
        }
    }

    /// The lobby entry of a game found by its invite token.
    pub fn game_by_invite(&self, token: &str) -> Result<GameRow> {
        let mut c = self.db.conn()?;
        queries::game_by_invite(&mut c, token)?.ok_or(ServiceError::NotFound)
    }

    /// The seats of a game (their players' names empty while a faceless game runs).
    pub fn seats(&self, game: GameId) -> Result<Vec<SeatInfo>> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let mut seated = seats(&mut c, game)?;
        if super::faceless::hidden_game(&mut c, game)? {
            super::faceless::mask(&mut seated);
        }
        Ok(seated)
    }

    /// The viewer's games, those awaiting the viewer first.
    pub fn my_games(&self, user: UserId) -> Result<Vec<Listed>> {
        let mut c = self.db.conn()?;
        let mut list = self.games_of(&mut c, i32::from(user), FINISHED_LISTED)?;
        let ids: Vec<i32> = list.iter().map(|l| l.row.id).collect();
        let counts = queries::seat_counts(&mut c, &ids)?;
        for l in &mut list {
            l.seated = counts.get(&l.row.id).copied().unwrap_or(0);
        }
        list.sort_by_key(|l| (!l.awaits_me, l.row.status == "over"));
        Ok(list)
    }

    /// The first of [`Service::my_games`] that awaits `user`, other than game `except` (the page
    /// after a move offers it, issue 27): the same list without its seat counts, and without
    /// the finished games, which await nobody (issue 30: a statement less on every move's
    /// page).
    pub fn next_game_awaiting(
        &self,
        user: UserId,
        except: GameId,
    ) -> Result<Option<(GameId, String)>> {
        let mut c = self.db.conn()?;
        let except = i32::from(except);
        Ok(self
            .games_of(&mut c, i32::from(user), 0)?
            .into_iter()
            .find(|l| l.awaits_me && l.row.id != except)
            .map(|l| (GameId(l.row.id), l.row.name)))
    }

    /// The games `user` sits in (at most `finished` of the finished ones, listed last) and
    /// those they sit in for an absent player, unsorted, their seat counts not read (`seated`
    /// 0).
    fn games_of(
        &self,
        c: &mut crate::db::AnyConnection,
        user: i32,
        finished: i64,
    ) -> Result<Vec<Listed>> {
        let mut list: Vec<Listed> = queries::games_of_user(c, user, finished)?
            .into_iter()
            .map(|(row, house)| {
                let my_house = house.as_deref().and_then(House::from_key);
                let awaits_me = row.status == "active"
                    && my_house.is_some_and(|h| row.awaiting.split(',').any(|k| k == h.key()));
                Listed {
                    row,
                    my_house,
                    awaits_me,
                    seated: 0,
                    sitting_for: None,
                }
            })
            .collect();
        // Issue 27: the games this user plays as a sitter, "sitting for NAME".
        for (row, house, absent) in super::sitters::sitting_games(c, user, self.now())? {
            let awaits_me = row.awaiting.split(',').any(|k| k == house.key());
            list.push(Listed {
                row,
                my_house: Some(house),
                awaits_me,
                seated: 0,
                sitting_for: Some(absent),
            });
        }
        Ok(list)
    }

    /// Public games in play or finished, to watch.
    pub fn watchable_games(&self) -> Result<Vec<Listed>> {
        let mut c = self.db.conn()?;
        Ok(queries::watchable_games(&mut c, 50)?
            .into_iter()
            .map(|row| Listed {
                seated: row.players as usize,
                row,
                my_house: None,
                awaits_me: false,
                sitting_for: None,
            })
            .collect())
    }
}
