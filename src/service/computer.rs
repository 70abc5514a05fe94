//! The computer player in the service (issue 28): what plays a house without a player.
//!
//! - **Civil disorder.** A game's rules (`seat_rules.disorder_player`, chosen at creation and
//!   shown in the lobby) say whether a house in civil disorder (or voted out) is played by the
//!   computer ([`crate::bot`]) or by the documented defaults, at each deadline.
//! - **Standing in.** A player may choose, per game, "if I miss a deadline, let the computer
//!   play for me this step" ([`Service::set_computer_stand_in`]): at a deadline the house
//!   missed, the computer answers for it instead of the defaults. The miss still counts (civil
//!   disorder, reliability): the choice only decides who fills it in.
//! - **Computer seats.** The creator of a game that is not full may start it now with the
//!   computer in the empty seats ([`Service::start_with_computer`]): a practice game for one
//!   person, or a game that takes newcomers into computer seats. A computer seat is an open
//!   vacancy with the reason [`COMPUTER_SEAT`] and no player: it is listed on the front page as
//!   a house needing a player, any newcomer may take it over (the ordinary take-over), and until
//!   then the computer answers for it at once, in the transaction of the change that asked it
//!   ([`answer_computer_seats`], run by `play::settle`), so nobody waits for it. It has no seat,
//!   so it is told nothing (no mail, no raven) and ravens to it are refused.
//!
//! Every answer goes through the same path as a player's form (`play::append_input`), stored
//! with the origin `computer` (the defaults' with `deadline`).

use super::cache::Replayed;
use super::play::append_input;
use super::seats::{open_vacancies, rules, vacant_houses};
use super::{GameId, UserId};
use super::{Origin, Reason, Result, Service, ServiceError};
use crate::db::models::{NewVacancy, VacancyRow};
use crate::db::queries::{computer as q, seating};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::{Game, House, Input};
use chrono::NaiveDateTime;

/// The reason of a vacancy that is a computer seat (the creator started the game without a
/// player for the house).
pub const COMPUTER_SEAT: &str = "computer";

/// The most answers the computer seats may add in one change (a guard, as in `forced`).
const MAX_COMPUTER_ANSWERS: usize = 2000;

/// The computer seats of `game` now: houses the computer plays until a newcomer takes them.
pub(crate) fn computer_seats(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<House>, DbError> {
    Ok(computer_seats_of(&open_vacancies(c, game)?))
}

/// The computer seats among the open vacancies `open`.
pub(crate) fn computer_seats_of(open: &[VacancyRow]) -> Vec<House> {
    open.iter()
        .filter(|v| v.reason == COMPUTER_SEAT)
        .filter_map(|v| House::from_key(&v.house))
        .collect()
}

/// The houses the computer holds in `game` for its pages: its computer seats, and once the
/// game is over those it held to the end (the end closes every vacancy).
pub(crate) fn computer_marked(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<House>, DbError> {
    let keys: Vec<String> = q::houses_held_to_the_end(c, game, COMPUTER_SEAT)?;
    Ok(keys.iter().filter_map(|k| House::from_key(k)).collect())
}

/// The houses whose player let the computer stand in for a missed deadline.
pub(crate) fn stand_in_houses(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<House>, DbError> {
    let users: Vec<i32> = q::stand_in_users(c, game)?;
    if users.is_empty() {
        return Ok(Vec::new());
    }
    let houses: Vec<Option<String>> = q::houses_of_users(c, game, &users)?;
    Ok(houses
        .iter()
        .filter_map(|h| h.as_deref().and_then(House::from_key))
        .collect())
}

/// The houses of `game` the computer plays when a deadline passes: its computer seats, those
/// without a player if the game's rules give them to the computer, and those whose player let
/// the computer stand in.
pub(crate) fn computer_houses(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<House>, DbError> {
    let mut houses = computer_seats(c, game)?;
    if rules(c, game)?.computer_plays_vacant {
        houses.extend(vacant_houses(c, game)?);
    }
    houses.extend(stand_in_houses(c, game)?);
    houses.sort();
    houses.dedup();
    Ok(houses)
}

/// What the deadline sweep submits for `house` now: the computer's answer for a house it plays,
/// else the documented `default`.
pub(crate) fn deadline_answer(
    game: &Game,
    house: House,
    default: Input,
    computer: &[House],
) -> (Input, Origin) {
    if computer.contains(&house) {
        if let Some(input) = crate::bot::answer(game, house) {
            return (input, Origin::Computer);
        }
    }
    (default, Origin::Deadline)
}

/// Answers at once whatever the game asks its computer seats, again and again until it asks
/// them nothing (it then awaits a player, or is over). Inside the caller's transaction.
/// Returns how many inputs it appended.
pub(crate) fn answer_computer_seats(
    c: &mut AnyConnection,
    next: &mut Replayed,
    vacancies: Option<&[VacancyRow]>,
    at: NaiveDateTime,
) -> Result<usize> {
    let seats = match vacancies {
        Some(open) => computer_seats_of(open),
        None => computer_seats(c, next.game_id)?,
    };
    if seats.is_empty() {
        return Ok(0);
    }
    let mut appended = 0;
    while appended < MAX_COMPUTER_ANSWERS {
        let mut asked: Vec<House> = Vec::new();
        for a in next.game.awaiting() {
            if seats.contains(&a.house) && !asked.contains(&a.house) {
                asked.push(a.house);
            }
        }
        if asked.is_empty() {
            break;
        }
        let before = appended;
        for house in asked {
            // An earlier answer may have moved the game on.
            if !next.game.awaiting().iter().any(|a| a.house == house) {
                continue;
            }
            if let Some(input) = crate::bot::answer(&next.game, house) {
                match append_input(c, next, house, &input, None, Origin::Computer, at) {
                    Ok(_) => {
                        appended += 1;
                        continue;
                    }
                    // Never seen over many self-played games; the defaults then, as at a
                    // deadline, so that nobody waits for a computer seat.
                    Err(ServiceError::Rejected(r)) => {
                        tracing::error!(%house, "the computer's answer was refused: {r}");
                    }
                    Err(e) => return Err(e),
                }
            }
            let default = next
                .game
                .deadline_inputs()
                .into_iter()
                .find(|(h, _)| *h == house);
            if let Some((_, input)) = default {
                match append_input(c, next, house, &input, None, Origin::Deadline, at) {
                    Ok(_) => appended += 1,
                    Err(ServiceError::Rejected(r)) => {
                        tracing::error!(%house, "a default for a computer seat was refused: {r}");
                    }
                    Err(e) => return Err(e),
                }
            }
        }
        if appended == before {
            break;
        }
    }
    Ok(appended)
}

/// Opens a computer seat for every house of the starting game `row` that no player holds.
/// Inside the starting transaction, after houses were dealt. Returns the houses.
pub(crate) fn open_computer_seats(
    c: &mut AnyConnection,
    row: &crate::db::models::GameRow,
    at: NaiveDateTime,
) -> std::result::Result<Vec<House>, DbError> {
    let held: Vec<House> = queries::seats_of(c, row.id)?
        .iter()
        .filter_map(|(s, _)| s.house.as_deref().and_then(House::from_key))
        .collect();
    let free: Vec<House> =
        super::lobby::houses_in(super::lobby::edition_of(row), row.players as u8)
            .into_iter()
            .filter(|h| !held.contains(h))
            .collect();
    for house in &free {
        seating::insert_vacancy(
            c,
            &NewVacancy {
                game_id: row.id,
                house: house.key(),
                user_id: None,
                reason: COMPUTER_SEAT,
                opened_at: at,
                opened_seq: 0,
            },
        )?;
    }
    Ok(free)
}

impl Service {
    /// Starts `game` now with the computer in its empty seats (see the module documentation).
    /// Who may: whoever may start it when full ([`Service::may_start`]), with at least one
    /// seat empty.
    pub fn start_with_computer(&self, game: GameId, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let (row, seated) = self.lobby_to_start(c, game, user)?;
            if seated >= row.players as usize {
                return Err(ServiceError::Conflict(Reason::new(
                    "svc-computer-no-empty-seat",
                )));
            }
            self.start_in(c, &row)
        })?;
        self.mail_wake.poke();
        Ok(())
    }

    /// Sets `user`'s choice for `game` (a seated player's).
    pub fn set_computer_stand_in(&self, game: GameId, user: UserId, on: bool) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            if !queries::seats_of(c, game)?
                .iter()
                .any(|(s, _)| s.user_id == user)
            {
                return Err(ServiceError::Forbidden(Reason::new("svc-not-seated")));
            }
            q::set_stand_in(c, game, user, on)?;
            Ok(())
        })
    }
}
