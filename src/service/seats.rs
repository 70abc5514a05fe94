//! When a player vanishes (issue 13): civil disorder, taking over a house, planned absence.
//!
//! - **Civil disorder.** A house whose player missed [`SeatRules::civil_disorder_after`]
//!   deadlines in a row (default [`DEFAULT_CIVIL_DISORDER_AFTER`]; a game setting, 0 = never)
//!   goes into civil disorder when the deadline sweep records the last of them: a `vacancies`
//!   row is opened, every player sees it on the game page, the front page lists the house as
//!   needing a player, and its player gets a mail. The engine's defaults keep playing it at each
//!   deadline, and a step on which only houses in civil disorder (or voted out) are awaited gets
//!   a deadline of at most [`DISORDER_STEP_HOURS`] hour, so the others do not wait for nobody.
//!   The player returns by acting again (any decision for the house) before someone takes it.
//!   "In a row" counts the deadlines the seat's current player missed since their last own
//!   decision for the house; deadlines excused (a site fault, a declared absence) do not count.
//! - **Taking over** ([`Service::take_over`]). A house in civil disorder, or one the table voted
//!   to replace, can be taken by any logged-in user who does not already play in the game: in
//!   a public game from the front page or the game page, in an invite-only game through its
//!   invitation link. The newcomer gets the seat (the old player none: from then on they are
//!   a spectator, and of an invite-only game not even that), every player and the old player
//!   are mailed, and the current step's deadline is moved to at least [`TAKEOVER_HOURS`] hours
//!   from now (also when the clock is paused: the time kept for it), so that the newcomer can
//!   act. The newcomer sees what that house sees: the engine's view for that house, nothing
//!   of any other house.
//! - **Planned absence** ([`Service::declare_absence`]). A player declares an absence (from,
//!   to), at most [`MAX_ABSENCE_DAYS`] days per player and game in all, and optionally names a
//!   sitter (a user not playing in the game). While it lasts, a deadline the house misses is
//!   filled by the defaults without counting as missed (no mail, no civil disorder), and the
//!   sitter may play the house and sees what it sees. The game page shows "absent until".

use super::notes::{Note, What};
use super::notify::{readers, Reader};
use super::{GameId, UserId};
use super::{Result, Service, ServiceError};
use crate::db::models::{
    AbsenceRow, GameRow, NewAbsence, NewSeat, NewVacancy, Seat, SeatRulesRow, VacancyRow,
};
use crate::db::queries::{clock as clock_q, seating as q};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::House;
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};

/// Deadlines missed in a row before a house goes into civil disorder, unless the game says.
pub const DEFAULT_CIVIL_DISORDER_AFTER: i32 = 2;
/// The most a game may set (0 turns civil disorder off).
pub const MAX_CIVIL_DISORDER_AFTER: i32 = 10;
/// The longest deadline of a step on which only houses without a player are awaited.
pub const DISORDER_STEP_HOURS: i64 = 1;
/// A takeover moves the current deadline to at least this many hours from now.
pub const TAKEOVER_HOURS: i64 = 24;
/// Planned absence: days per player and game, in all.
pub const MAX_ABSENCE_DAYS: i64 = 14;
/// The reason of a vacancy a moderator opened (issue 32: a player suspended, banned or
/// replaced).
pub const MODERATOR: &str = "moderator";

/// A game's rules about seats (the `seat_rules` row; a game without one has the defaults).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRules {
    /// Deadlines missed in a row before civil disorder; 0: never.
    pub civil_disorder_after: i32,
    /// Who changes the clock once the game runs: the seated creator, or the table by votes.
    pub creator_runs_clock: bool,
    /// The least reliability (percent of decisions made in time) needed to join.
    pub min_reliability: i32,
    /// Issue 28: the computer player plays a house without a player (civil disorder, voted
    /// out) at each deadline, rather than the documented defaults.
    pub computer_plays_vacant: bool,
}

impl Default for SeatRules {
    fn default() -> Self {
        SeatRules {
            civil_disorder_after: DEFAULT_CIVIL_DISORDER_AFTER,
            creator_runs_clock: true,
            min_reliability: 0,
            computer_plays_vacant: true,
        }
    }
}

impl SeatRules {
    pub fn checked(self) -> std::result::Result<SeatRules, Reason> {
        if !(0..=MAX_CIVIL_DISORDER_AFTER).contains(&self.civil_disorder_after) {
            return Err(
                Reason::new("svc-civil-disorder-after").num("max", MAX_CIVIL_DISORDER_AFTER as f64)
            );
        }
        if !(0..=100).contains(&self.min_reliability) {
            return Err(Reason::new("svc-min-reliability"));
        }
        Ok(self)
    }
}

/// The rules of `game`.
pub(crate) fn rules(c: &mut AnyConnection, game: i32) -> std::result::Result<SeatRules, DbError> {
    Ok(rules_of_row(q::seat_rules_of(c, game)?))
}

/// The rules a game's `seat_rules` row says (`None`: the game has none).
pub(crate) fn rules_of_row(row: Option<SeatRulesRow>) -> SeatRules {
    row.map(|r| SeatRules {
        civil_disorder_after: r.civil_disorder_after,
        creator_runs_clock: r.clock_rule != "votes",
        min_reliability: r.min_reliability,
        computer_plays_vacant: r.disorder_player == "computer",
    })
    // A game stored without rules keeps how it was played: the defaults for vacant houses.
    .unwrap_or(SeatRules {
        computer_plays_vacant: false,
        ..SeatRules::default()
    })
}

/// Stores the rules of a new game (inside its creating transaction).
pub(crate) fn store_rules(
    c: &mut AnyConnection,
    game: i32,
    r: &SeatRules,
) -> std::result::Result<(), DbError> {
    q::insert_seat_rules(
        c,
        &SeatRulesRow {
            game_id: game,
            civil_disorder_after: r.civil_disorder_after,
            clock_rule: if r.creator_runs_clock {
                "creator"
            } else {
                "votes"
            }
            .into(),
            min_reliability: r.min_reliability,
            disorder_player: if r.computer_plays_vacant {
                "computer"
            } else {
                "defaults"
            }
            .into(),
        },
    )
}

/// The open vacancies (houses needing a player) of a game.
pub(crate) fn open_vacancies(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<VacancyRow>, DbError> {
    q::open_vacancies(c, game)
}

/// The houses of a game that have no player now (in civil disorder or voted out).
pub(crate) fn vacant_houses(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<House>, DbError> {
    Ok(houses_of(&open_vacancies(c, game)?))
}

/// The houses of the vacancies `open`.
pub(crate) fn houses_of(open: &[VacancyRow]) -> Vec<House> {
    open.iter()
        .filter_map(|v| House::from_key(&v.house))
        .collect()
}

/// `user` acts for `house`, which they hold: if they had left it in civil disorder (or a
/// moderator had), they are back and its vacancy closes. `open` is the game's open vacancies
/// as this transaction read them; the closed one leaves it. No statement when there is none.
pub(crate) fn close_on_return(
    c: &mut AnyConnection,
    game: i32,
    open: &mut Vec<VacancyRow>,
    house: House,
    user: i32,
    at: NaiveDateTime,
) -> std::result::Result<(), DbError> {
    let returns = |v: &VacancyRow| {
        v.house == house.key()
            && v.user_id == Some(user)
            && matches!(v.reason.as_str(), "civil_disorder" | "moderator")
    };
    if open.iter().any(returns) {
        q::close_disorder_on_return(c, game, house.key(), user, at)?;
        open.retain(|v| !returns(v));
    }
    Ok(())
}

/// The absences of a game running at `at`.
pub(crate) fn absences_at(
    c: &mut AnyConnection,
    game: i32,
    at: NaiveDateTime,
) -> std::result::Result<Vec<AbsenceRow>, DbError> {
    q::absences_at(c, game, at)
}

/// The houses whose player is away at `at` (their missed deadlines do not count).
pub(crate) fn absent_houses(
    c: &mut AnyConnection,
    game: i32,
    at: NaiveDateTime,
) -> std::result::Result<Vec<House>, DbError> {
    Ok(absences_at(c, game, at)?
        .iter()
        .filter_map(|a| House::from_key(&a.house))
        .collect())
}

/// The (house, sitter) pairs of a game at `at`: who may play a house for an absent player.
pub(crate) fn sitters_at(
    c: &mut AnyConnection,
    game: i32,
    at: NaiveDateTime,
) -> std::result::Result<Vec<(House, i32)>, DbError> {
    Ok(sitters_among(&absences_at(c, game, at)?, at))
}

/// The absences of `absences` running at `at`, in the order they were declared (as
/// [`absences_at`] reads them).
pub(crate) fn running_among(absences: &[AbsenceRow], at: NaiveDateTime) -> Vec<&AbsenceRow> {
    let mut running: Vec<&AbsenceRow> = absences
        .iter()
        .filter(|a| a.starts_at <= at && a.ends_at > at)
        .collect();
    running.sort_by_key(|a| a.id);
    running
}

/// The (house, sitter) of the absences of `absences` running at `at`, in the order they were
/// declared.
pub(crate) fn sitters_among(absences: &[AbsenceRow], at: NaiveDateTime) -> Vec<(House, i32)> {
    running_among(absences, at)
        .iter()
        .filter_map(|a| Some((House::from_key(&a.house)?, a.sitter_id?)))
        .collect()
}

/// How many deadlines in a row `user` missed for `house`: those since their last own decision
/// for it (all of them if they never made one).
pub(crate) fn missed_in_a_row(
    c: &mut AnyConnection,
    game: i32,
    house: House,
    user: i32,
) -> std::result::Result<i64, DbError> {
    q::missed_in_a_row(c, game, house.key(), user)
}

/// What the game page says about its seats.
#[derive(Clone, Debug, Default)]
pub struct SeatNotes {
    /// Houses needing a player: (house, the message saying why, since).
    pub vacant: Vec<(House, &'static str, NaiveDateTime)>,
    /// Houses whose player is away: (house, until, the sitter's name if any).
    pub absent: Vec<(House, NaiveDateTime, Option<String>)>,
    /// Absences declared for later: (house, from, until).
    pub planned: Vec<(House, NaiveDateTime, NaiveDateTime)>,
    /// Issue 28: which of the `vacant` houses are computer seats.
    pub computer: Vec<House>,
}

/// A house needing a player, as the front page lists it.
#[derive(Clone, Debug)]
pub struct Wanted {
    pub game_id: i32,
    pub game_name: String,
    pub house: House,
    pub round: i32,
    /// The message saying why it needs a player (worded by the page).
    pub why: &'static str,
    /// Issue 28: a computer seat (the computer plays it until someone takes it).
    pub computer: bool,
}

/// Why a house needs a player, as the message the page words in the reader's language.
fn why_message(reason: &str) -> &'static str {
    match reason {
        "vote" => "seat-why-vote",
        // Issue 32: a moderator suspended, banned or replaced its player.
        MODERATOR => "seat-why-moderator",
        super::computer::COMPUTER_SEAT => "seat-why-computer",
        _ => "seat-why-disorder",
    }
}

impl Service {
    /// After a passed deadline recorded `missed` (house, the seat's player): puts into civil
    /// disorder each house whose player has now missed the game's number of deadlines in a row.
    /// Returns the houses that went into civil disorder. Inside the sweep's transaction.
    pub(crate) fn enter_civil_disorder(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        missed: &[(House, Option<i32>)],
        now: NaiveDateTime,
    ) -> std::result::Result<Vec<House>, DbError> {
        let after = rules(c, row.id)?.civil_disorder_after;
        if after == 0 || missed.is_empty() {
            return Ok(vec![]);
        }
        let vacant = vacant_houses(c, row.id)?;
        let mut entered = Vec::new();
        for (house, user) in missed {
            let Some(user) = user else { continue };
            if vacant.contains(house) {
                continue;
            }
            if missed_in_a_row(c, row.id, *house, *user)? < i64::from(after) {
                continue;
            }
            q::insert_vacancy(
                c,
                &NewVacancy {
                    game_id: row.id,
                    house: house.key(),
                    user_id: Some(*user),
                    reason: "civil_disorder",
                    opened_at: now,
                    opened_seq: row.log_len,
                },
            )?;
            entered.push(*house);
        }
        Ok(entered)
    }

    /// "Your house is in civil disorder" to its player, and a word to the others.
    pub(crate) fn notify_civil_disorder(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        entered: &[House],
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        if entered.is_empty() {
            return Ok(());
        }
        let after = rules(c, row.id)?.civil_disorder_after;
        for r in readers(c, row.id)? {
            if r.house().is_none() {
                continue;
            }
            for house in entered {
                // Its own player is told how to come back, the others that it happened
                // (worded by the sender, issue 26).
                let note = Note::to_reader(
                    &r,
                    row,
                    What::CivilDisorder {
                        house: *house,
                        after,
                    },
                );
                let key = format!(
                    "disorder:{}:{}:{}:{}",
                    row.id,
                    house.key(),
                    row.log_len,
                    r.user.id
                );
                self.enqueue(c, &r, row, &note, key, now)?;
            }
        }
        Ok(())
    }

    /// Whether `user` may act for `house` now, and what acting does to the seat: the seated
    /// player, or the sitter of a running absence. A player in civil disorder who acts returns.
    /// Inside the submitting transaction.
    pub(crate) fn seat_acting(
        &self,
        c: &mut AnyConnection,
        game: i32,
        seated: bool,
        house: House,
        user: i32,
        at: NaiveDateTime,
    ) -> Result<()> {
        if !seated {
            let sits = sitters_at(c, game, at)?
                .iter()
                .any(|(h, u)| *h == house && *u == user);
            if !sits {
                return Err(ServiceError::not_your_house(house));
            }
            return Ok(());
        }
        // The player is back: the house leaves civil disorder.
        q::close_disorder_on_return(c, game, house.key(), user, at)?;
        Ok(())
    }

    /// Closes the vacancies of a game that ended.
    pub(crate) fn close_vacancies(
        &self,
        c: &mut AnyConnection,
        game: i32,
        at: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        q::close_vacancies_of_game_over(c, game, at)
    }

    /// Opens a vacancy for `house` after a vote to replace its player: the player loses the
    /// seat at once. Inside the vote's transaction.
    pub(crate) fn vote_out(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        house: House,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        self.unseat(c, row, house, "vote", now)
    }

    /// Opens a vacancy for `house` (`reason`: `vote`, or [`MODERATOR`] when a moderator
    /// replaced its player, issue 32): the player loses the seat at once, as after a vote.
    /// Inside the caller's transaction.
    pub(crate) fn unseat(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        house: House,
        reason: &str,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let seat: Option<Seat> = q::seat_of_house(c, row.id, house.key())?;
        // A house already without a player stays in its vacancy, now this one.
        q::close_vacancy_of_house_voted(c, row.id, house.key(), now)?;
        q::insert_vacancy(
            c,
            &NewVacancy {
                game_id: row.id,
                house: house.key(),
                user_id: seat.as_ref().map(|s| s.user_id),
                reason,
                opened_at: now,
                opened_seq: row.log_len,
            },
        )?;
        if let Some(s) = seat {
            q::delete_seat_by_id(c, s.id)?;
            cancel_pending_of(c, row.id, s.user_id)?;
        }
        Ok(())
    }

    /// `user` takes over `house` in `game`: a house in civil disorder or voted out. In an
    /// invite-only game only with its invitation token. See the module documentation.
    pub fn take_over(
        &self,
        game: GameId,
        user: UserId,
        house: House,
        invite: Option<&str>,
    ) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
            let seated = queries::seats_of(c, game)?;
            let is_player = seated.iter().any(|(s, _)| s.user_id == user);
            if row.visibility != "public"
                && !is_player
                && !invite.is_some_and(|t| super::constant_time_eq(t, &row.invite_token))
            {
                return Err(ServiceError::NotFound);
            }
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new("svc-take-over-in-play")));
            }
            let vacancy = open_vacancies(c, game)?
                .into_iter()
                .find(|v| v.house == house.key())
                .ok_or_else(|| {
                    ServiceError::Conflict(
                        Reason::new("svc-take-over-has-player").house("house", house),
                    )
                })?;
            if let Some((s, _)) = seated.iter().find(|(s, _)| s.user_id == user) {
                return Err(ServiceError::Conflict(
                    if s.house.as_deref() == Some(house.key()) {
                        Reason::new("svc-take-over-yours").house("house", house)
                    } else {
                        Reason::new("svc-take-over-one-house")
                    },
                ));
            }
            if (vacancy.reason == "vote" || vacancy.reason == MODERATOR)
                && vacancy.user_id == Some(user)
            {
                return Err(ServiceError::Forbidden(Reason::new(
                    "svc-take-over-replaced",
                )));
            }
            let min = rules(c, game)?.min_reliability;
            if min > 0 {
                let mine = self.reliability_in(c, user)?;
                if mine.percent_in_time() < min {
                    return Err(ServiceError::Forbidden(
                        Reason::new("svc-reliability-too-low")
                            .num("min", min as f64)
                            .num("mine", mine.percent_in_time() as f64),
                    ));
                }
            }
            // Issue 32: and a minimum rating.
            super::ratings::check_min_rating(c, &row, user)?;
            // The old player's seat (civil disorder) goes; the old player is told.
            let old: Option<Reader> = match vacancy.user_id {
                Some(u) => {
                    let seat: Option<Seat> = q::seat_of_house(c, game, house.key())?;
                    let account = queries::user_by_id(c, u)?;
                    match (seat, account) {
                        (Some(seat), Some(user)) => Some(Reader::new(seat, user)),
                        (None, Some(user)) => Some(Reader::new(
                            Seat {
                                id: 0,
                                game_id: game,
                                house: Some(house.key().to_string()),
                                user_id: u,
                                joined_at: now,
                                mail: "default".into(),
                            },
                            user,
                        )),
                        _ => None,
                    }
                }
                None => None,
            };
            q::delete_seat_of_house(c, game, house.key())?;
            if let Some(o) = &old {
                cancel_pending_of(c, game, o.user.id)?;
            }
            queries::insert_seat(
                c,
                &NewSeat {
                    game_id: game,
                    house: Some(house.key()),
                    user_id: user,
                    joined_at: now,
                },
            )?;
            q::close_vacancy_taken(c, vacancy.id, user, now)?;
            // Absences of the old player end with the seat.
            q::delete_absences_of_house(c, game, house.key())?;
            let deadline = extend_for_newcomer(c, &row, now)?;
            self.notify_takeover(c, &row, house, user, old.as_ref(), deadline, now)?;
            Ok(())
        })?;
        self.mail_wake.poke();
        Ok(())
    }

    #[expect(
        clippy::too_many_arguments,
        reason = "each is one fact of the takeover mail"
    )]
    fn notify_takeover(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        house: House,
        newcomer: i32,
        old: Option<&Reader>,
        deadline: Option<NaiveDateTime>,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let stamp = now.and_utc().timestamp_micros();
        let mut all = readers(c, row.id)?;
        if let Some(o) = old {
            all.push(o.clone());
        }
        for r in &all {
            // The newcomer, the player replaced and the others each read their own words
            // (worded by the sender, issue 26).
            let note = Note::to_reader(
                r,
                row,
                What::SeatTaken {
                    house,
                    by: newcomer,
                    old: old.map(|o| o.user.id),
                    round: row.round,
                    phase: row.phase.clone(),
                    deadline,
                },
            );
            let key = format!("taken:{}:{}:{stamp}:{}", row.id, house.key(), r.user.id);
            self.enqueue(c, r, row, &note, key, now)?;
        }
        Ok(())
    }

    /// The houses needing a player in public games, for the front page.
    pub fn houses_wanted(&self) -> Result<Vec<Wanted>> {
        let mut c = self.db.conn()?;
        let open: Vec<VacancyRow> = q::oldest_open_vacancies(&mut c)?;
        let ids: Vec<i32> = open.iter().map(|v| v.game_id).collect();
        let rows: Vec<GameRow> = q::active_public_games_among(&mut c, &ids)?;
        Ok(open
            .iter()
            .filter_map(|v| {
                let g = rows.iter().find(|g| g.id == v.game_id)?;
                Some(Wanted {
                    game_id: g.id,
                    game_name: g.name.clone(),
                    house: House::from_key(&v.house)?,
                    round: g.round,
                    why: why_message(&v.reason),
                    computer: v.reason == super::computer::COMPUTER_SEAT,
                })
            })
            .collect())
    }

    /// What the game page says about seats: houses needing a player, players away (a
    /// faceless game running names no sitter: issue 32).
    pub fn seat_notes(&self, game: GameId) -> Result<SeatNotes> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let faceless = super::faceless::hidden_game(&mut c, game)?;
        self.seat_notes_in(&mut c, game, faceless)
    }

    /// [`Service::seat_notes`] of a game the page already loaded: whether it is faceless is
    /// known, so its row is not read again (issue 30: a first view's queries).
    /// The vacancies and absences the load read are used, not read again.
    pub fn seat_notes_of(&self, g: &super::play::Loaded) -> Result<SeatNotes> {
        let mut c = self.db.conn()?;
        match &g.seat_rows {
            Some((open, absences)) => self.seat_notes_from(&mut c, open, absences, g.faceless),
            None => self.seat_notes_in(&mut c, g.row.id, g.faceless),
        }
    }

    fn seat_notes_in(&self, c: &mut AnyConnection, game: i32, faceless: bool) -> Result<SeatNotes> {
        let open = open_vacancies(c, game)?;
        let absences: Vec<AbsenceRow> = q::absences_not_over(c, game, self.now())?;
        self.seat_notes_from(c, &open, &absences, faceless)
    }

    /// The seat notes of a game with open vacancies `open` and absences not over `all`
    /// (running or planned).
    fn seat_notes_from(
        &self,
        c: &mut AnyConnection,
        open: &[VacancyRow],
        all: &[AbsenceRow],
        faceless: bool,
    ) -> Result<SeatNotes> {
        let now = self.now();
        let computer = open
            .iter()
            .filter(|v| v.reason == super::computer::COMPUTER_SEAT)
            .filter_map(|v| House::from_key(&v.house))
            .collect();
        let vacant = open
            .iter()
            .filter_map(|v| {
                Some((
                    House::from_key(&v.house)?,
                    why_message(&v.reason),
                    v.opened_at,
                ))
            })
            .collect();
        let mut absent = Vec::new();
        let mut planned = Vec::new();
        for a in all {
            let Some(h) = House::from_key(&a.house) else {
                continue;
            };
            if a.starts_at <= now {
                let sitter = match a.sitter_id {
                    Some(s) if !faceless => queries::user_by_id(c, s)?.map(|u| u.name),
                    _ => None,
                };
                absent.push((h, a.ends_at, sitter));
            } else {
                planned.push((h, a.starts_at, a.ends_at));
            }
        }
        Ok(SeatNotes {
            vacant,
            absent,
            planned,
            computer,
        })
    }

    /// `user`, who plays `house` in `game`, will be away from `from` to `to`; `sitter` (a user
    /// name, not playing in the game) plays the house meanwhile, or nobody (the defaults, not
    /// counted as missed). At most [`MAX_ABSENCE_DAYS`] days per player and game in all.
    pub fn declare_absence(
        &self,
        game: GameId,
        user: UserId,
        from: NaiveDateTime,
        to: NaiveDateTime,
        sitter: Option<&str>,
    ) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
            let seated = queries::seats_of(c, game)?;
            let Some((seat, _)) = seated.iter().find(|(s, _)| s.user_id == user) else {
                return Err(ServiceError::Forbidden(Reason::new(
                    "svc-absence-players-only",
                )));
            };
            let house = seat
                .house
                .clone()
                .ok_or_else(|| ServiceError::Conflict(Reason::new("svc-not-started")))?;
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new("svc-absence-in-play")));
            }
            if to <= from {
                return Err(ServiceError::Invalid(Reason::new("svc-absence-ends-after")));
            }
            if to <= now {
                return Err(ServiceError::Invalid(Reason::new("svc-absence-over")));
            }
            let from = from.max(now);
            let mine: Vec<AbsenceRow> = q::absences_of_player(c, game, user)?;
            if mine.iter().any(|a| a.starts_at < to && from < a.ends_at) {
                return Err(ServiceError::Conflict(Reason::new("svc-absence-overlap")));
            }
            let used: i64 = mine
                .iter()
                .map(|a| (a.ends_at - a.starts_at).num_seconds())
                .sum();
            let asked = (to - from).num_seconds();
            let cap = MAX_ABSENCE_DAYS * 86_400;
            if used + asked > cap {
                return Err(ServiceError::Limit(
                    Reason::new("svc-absence-cap")
                        .num("max", MAX_ABSENCE_DAYS as f64)
                        .duration("left", cap - used),
                ));
            }
            let sitter_id = match sitter.map(str::trim).filter(|s| !s.is_empty()) {
                None => None,
                // Issue 32: a sitter would learn the house, and a refused one (a player of the
                // game) would tell who plays: a faceless game running takes none.
                Some(_) if super::faceless::hidden(c, &row)? => {
                    return Err(ServiceError::Invalid(Reason::new("svc-faceless-no-sitter")));
                }
                Some(name) => {
                    let key = name.to_lowercase();
                    let u = queries::user_by_name_key(c, &key)?.ok_or_else(|| {
                        ServiceError::Invalid(Reason::new("svc-no-such-user").with("name", name))
                    })?;
                    if seated.iter().any(|(s, _)| s.user_id == u.id) {
                        return Err(ServiceError::Invalid(
                            Reason::new("svc-sitter-plays").with("name", &u.name),
                        ));
                    }
                    Some(u.id)
                }
            };
            q::insert_absence(
                c,
                &NewAbsence {
                    game_id: game,
                    house: &house,
                    user_id: user,
                    starts_at: from,
                    ends_at: to,
                    sitter_id,
                    created_at: now,
                },
            )?;
            Ok(())
        })
    }
}

/// The current deadline moved to at least [`TAKEOVER_HOURS`] from now (while paused: the time
/// kept for it). Returns the deadline as it now is.
fn extend_for_newcomer(
    c: &mut AnyConnection,
    row: &GameRow,
    now: NaiveDateTime,
) -> std::result::Result<Option<NaiveDateTime>, DbError> {
    let least = TimeDelta::hours(TAKEOVER_HOURS);
    if row.paused_at.is_some() {
        if let Some(s) = row.paused_remaining_secs {
            clock_q::set_paused_remaining(c, row.id, s.max(least.num_seconds()))?;
        }
        return Ok(None);
    }
    let Some(d) = row.deadline_at else {
        return Ok(None);
    };
    let new = d.max(now + least);
    if new != d {
        let sent = super::changes::initial_reminders(&row.deadlines, Some(new), now);
        clock_q::set_deadline(c, row.id, Some(new), &sent)?;
        let next = super::schedule::next_reminder_at(&row.deadlines, Some(new), &sent);
        super::schedule::plan_reminder(c, row.id, next)?;
    }
    Ok(Some(new))
}

/// Mails about `game` still waiting to go to `user`, who no longer plays it, are dropped.
fn cancel_pending_of(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
) -> std::result::Result<(), DbError> {
    q::cancel_pending_mail_of(c, game, user)
}

#[cfg(test)]
mod tests {
    use super::SeatRules;

    #[test]
    fn seat_rules_are_checked() {
        assert!(SeatRules::default().checked().is_ok());
        let bad = |f: fn(&mut SeatRules)| {
            let mut r = SeatRules::default();
            f(&mut r);
            r.checked().is_err()
        };
        assert!(bad(|r| r.civil_disorder_after = -1));
        assert!(bad(|r| r.civil_disorder_after = 11));
        assert!(bad(|r| r.min_reliability = 101));
        assert!(bad(|r| r.min_reliability = -5));
    }
}
