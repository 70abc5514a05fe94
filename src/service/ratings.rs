//! Ratings of public games (issue 32, item 1).
//!
//! - **Which games.** A game is rated when its creator marked it so at creation
//!   ([`PublicRules::rated`], stored in `game_public`) and it ended by the rules (status `over`:
//!   seven castles or the last round). A game ended or cancelled by a vote is not rated, nor is
//!   a computer seat (a house the computer held to the end has no player to rate).
//! - **The ranking.** The engine's final ranking (`victory::final_ranking`: castles, then the
//!   game's tie-breaks); houses sharing the win (`victory::shared_win`) are tied first. A player
//!   who left a house (civil disorder, or voted out by the table) and never came back is ranked
//!   last, tied with any other such player; a newcomer who took that house over plays its
//!   place. See [`placements`].
//! - **The method.** Weng & Lin, "A Bayesian Approximation Method for Online Ranking" (JMLR 12,
//!   2011), the Bradley-Terry full-pair model (their Algorithm 1, known as OpenSkill), through
//!   the `skillratings` crate with its published defaults: a newcomer has mu = 25 and
//!   sigma = 25/3, beta = 25/6. Each player is a team of one; every pair of players in a game
//!   counts as one comparison (won, tied or lost).
//! - **The figure shown** is the conservative estimate mu - 3 sigma ([`Rating::shown`]): 0 for
//!   a newcomer, rising as results accumulate and the uncertainty shrinks. The minimum rating
//!   to join a game ([`PublicRules::min_rating`]) is compared with it, in the game's edition.
//! - **Recomputing.** A game's result is counted when it ends (`record_change`), and its
//!   `rated_at` kept; [`Service::recompute_ratings`] (`rookery ratings --recompute`) starts
//!   every rating afresh and counts the rated games again in that order, replaying each
//!   stored game for its final ranking.

use super::{GameId, UserId};
use super::{Reason, Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::queries::ratings as q;
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::options::Edition;
use crate::engine::{Game, House};
use chrono::NaiveDateTime;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// The highest minimum rating a game may ask for (a player rated above ~50 would be rare: the
/// shown figure is mu - 3 sigma, and mu starts at 25).
pub const MAX_MIN_RATING: i32 = 60;

/// A game's public-play options, chosen at creation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PublicRules {
    /// Its result changes its players' ratings.
    pub rated: bool,
    /// The least shown rating (in the game's edition) a player needs to join; 0: none.
    pub min_rating: i32,
    /// Its players appear only as their houses until it ends (see `service::faceless`).
    pub faceless: bool,
}

impl PublicRules {
    /// The options within their limits.
    pub fn checked(self) -> std::result::Result<PublicRules, Reason> {
        if !(0..=MAX_MIN_RATING).contains(&self.min_rating) {
            return Err(Reason::new("svc-min-rating-range")
                .num("value", self.min_rating)
                .num("max", MAX_MIN_RATING));
        }
        Ok(self)
    }
}

/// A player's rating in one edition.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    /// The rated games counted.
    pub games: i32,
}

impl Default for Rating {
    /// A newcomer's: the method's prior (mu 25, sigma 25/3), no game.
    fn default() -> Rating {
        let r = WengLinRating::new();
        Rating {
            mu: r.rating,
            sigma: r.uncertainty,
            games: 0,
        }
    }
}

impl Rating {
    /// The figure shown and compared: mu - 3 sigma, to one decimal.
    pub fn shown(&self) -> f64 {
        ((self.mu - 3.0 * self.sigma) * 10.0).round() / 10.0
    }
}

/// One line of the leaderboard.
#[derive(Clone, Debug)]
pub struct Ranked {
    pub user_id: i32,
    pub name: String,
    pub rating: Rating,
}

/// Stores a new game's options. Inside the creating transaction.
pub(crate) fn store_public(
    c: &mut AnyConnection,
    game: i32,
    rules: &PublicRules,
) -> std::result::Result<(), DbError> {
    if *rules == PublicRules::default() {
        return Ok(());
    }
    q::insert_public_rules(c, game, rules.rated, rules.min_rating, rules.faceless)
}

/// A game's options (the defaults for a game without a row).
pub(crate) fn public_rules(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<PublicRules, DbError> {
    let row: Option<(bool, i32, bool)> = q::public_rules_of(c, game)?;
    Ok(row
        .map(|(rated, min_rating, faceless)| PublicRules {
            rated,
            min_rating,
            faceless,
        })
        .unwrap_or_default())
}

/// `user`'s rating in `edition` (a newcomer's when none is stored).
pub(crate) fn rating_of(
    c: &mut AnyConnection,
    user: i32,
    edition: Edition,
) -> std::result::Result<Rating, DbError> {
    let row: Option<(f64, f64, i32)> = q::rating_of(c, user, edition.key())?;
    Ok(row
        .map(|(mu, sigma, games)| Rating { mu, sigma, games })
        .unwrap_or_default())
}

/// Refuses `user` a seat in `row`'s game when the game asks for a higher rating than theirs.
/// Inside the joining (or taking-over) transaction.
pub(crate) fn check_min_rating(c: &mut AnyConnection, row: &GameRow, user: i32) -> Result<()> {
    let min = public_rules(c, row.id)?.min_rating;
    if min <= 0 {
        return Ok(());
    }
    let mine = rating_of(c, user, super::lobby::edition_of(row))?.shown();
    if mine < f64::from(min) {
        return Err(ServiceError::Forbidden(
            Reason::new("svc-rating-too-low")
                .num("min", min)
                .num("mine", mine),
        ));
    }
    Ok(())
}

/// What decides a game's rated places besides the engine's ranking.
#[derive(Clone, Debug, Default)]
pub struct Seating {
    /// Each house's player at the end (its seat).
    pub holders: Vec<(House, i32)>,
    /// Players who left a house (civil disorder, voted out) and did not come back.
    pub left: Vec<i32>,
}

/// Each rated player's place (1 = first; equal places are ties), from the final `ranking`,
/// the houses sharing the win and who held and left each house. A house nobody holds (a
/// computer seat) is not rated; a player who left is last, tied with any other who left.
pub fn placements(ranking: &[House], shared: &[House], seating: &Seating) -> Vec<(i32, usize)> {
    let last = ranking.len() + 1;
    let mut out: Vec<(i32, usize)> = Vec::new();
    for (i, house) in ranking.iter().enumerate() {
        let Some((_, user)) = seating.holders.iter().find(|(h, _)| h == house) else {
            continue;
        };
        let place = if seating.left.contains(user) {
            last
        } else if shared.contains(house) {
            1
        } else {
            i + 1
        };
        if !out.iter().any(|(u, _)| u == user) {
            out.push((*user, place));
        }
    }
    for user in &seating.left {
        if !out.iter().any(|(u, _)| u == user) {
            out.push((*user, last));
        }
    }
    out
}

/// The new ratings of the players of one game, each `(rating before, place)`, by the
/// Weng-Lin Bradley-Terry full-pair update (each player a team of one).
pub fn rate(players: &[(Rating, usize)]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(r, _)| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(*place)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .zip(players)
        .map(|(team, (before, _))| Rating {
            mu: team[0].rating,
            sigma: team[0].uncertainty,
            games: before.games + 1,
        })
        .collect()
}

/// Who held and left each house of `game` at its end.
fn seating_of(c: &mut AnyConnection, game: i32) -> std::result::Result<Seating, DbError> {
    let holders = q::seat_holders(c, game)?
        .into_iter()
        .filter_map(|(h, u)| Some((House::from_key(h.as_deref()?)?, u)))
        .collect();
    let mut left: Vec<i32> = q::players_who_left(c, game, super::computer::COMPUTER_SEAT)?
        .into_iter()
        .flatten()
        .collect();
    left.sort_unstable();
    left.dedup();
    Ok(Seating { holders, left })
}

/// Counts a finished rated game into its players' ratings; nothing for any other game.
/// `game` is the game's final position. Inside the transaction that ended it (or of the
/// recomputation).
pub(crate) fn count_game(
    c: &mut AnyConnection,
    row: &GameRow,
    game: &Game,
    at: NaiveDateTime,
) -> std::result::Result<bool, DbError> {
    let state = game.state();
    if !game.is_over() || !public_rules(c, row.id)?.rated {
        return Ok(false);
    }
    let ranking = crate::engine::victory::final_ranking(state);
    let shared = crate::engine::victory::shared_win(state, &ranking);
    let places = placements(&ranking, &shared, &seating_of(c, row.id)?);
    if places.len() < 2 {
        return Ok(false);
    }
    let edition = super::lobby::edition_of(row);
    let mut before = Vec::with_capacity(places.len());
    for (user, place) in &places {
        before.push((rating_of(c, *user, edition)?, *place));
    }
    for ((user, _), after) in places.iter().zip(rate(&before)) {
        q::replace_rating(
            c,
            *user,
            edition.key(),
            (after.mu, after.sigma, after.games),
            at,
        )?;
    }
    q::set_rated_at(c, row.id, at)?;
    Ok(true)
}

impl Service {
    /// Starts every rating afresh and counts the finished rated games again, in the order they
    /// were counted (games never counted last, by id). Returns how many games were counted.
    pub fn recompute_ratings(&self) -> Result<usize> {
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            q::delete_all_ratings(c)?;
            let mut rated: Vec<(i32, Option<NaiveDateTime>)> = q::rated_games_over(c)?;
            rated.sort_by_key(|(id, at)| (at.is_none(), *at, *id));
            let mut counted = 0;
            for (id, at) in rated {
                let row = queries::game(c, id)?.ok_or(ServiceError::NotFound)?;
                let replayed = self.cache.replayed(c, &row)?;
                let at = at.unwrap_or(row.updated_at);
                if count_game(c, &row, &replayed.game, at)? {
                    counted += 1;
                }
            }
            Ok(counted)
        })
    }

    /// A player's ratings, one per edition they have played rated games in.
    pub fn ratings_of(&self, user: UserId) -> Result<Vec<(Edition, Rating)>> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let rows: Vec<(String, f64, f64, i32)> = q::ratings_of_user(&mut c, user)?;
        Ok([Edition::Second, Edition::First]
            .into_iter()
            .filter_map(|e| {
                rows.iter()
                    .find(|r| r.0 == e.key())
                    .map(|(_, mu, sigma, games)| {
                        (
                            e,
                            Rating {
                                mu: *mu,
                                sigma: *sigma,
                                games: *games,
                            },
                        )
                    })
            })
            .collect())
    }

    /// [`Service::ratings_of`] the player named `name`.
    pub fn ratings_named(&self, name: &str) -> Result<Vec<(Edition, Rating)>> {
        let mut c = self.db.conn()?;
        let user = queries::user_by_name_key(&mut c, &name.trim().to_lowercase())?
            .ok_or(ServiceError::NotFound)?;
        drop(c);
        self.ratings_of(UserId(user.id))
    }

    /// The best `limit` rated players of `edition`, by their shown rating.
    pub fn leaderboard(&self, edition: Edition, limit: i64) -> Result<Vec<Ranked>> {
        let mut c = self.db.conn()?;
        let rows: Vec<(i32, String, f64, f64, i32)> = q::leaderboard(&mut c, edition.key(), limit)?;
        Ok(rows
            .into_iter()
            .map(|(user_id, name, mu, sigma, games)| Ranked {
                user_id,
                name,
                rating: Rating { mu, sigma, games },
            })
            .collect())
    }

    /// A game's options and the average shown rating of its seated players in its edition
    /// (a newcomer counting 0); `None` for the average when nobody is seated.
    pub fn public_play(&self, game: GameId) -> Result<(PublicRules, Option<f64>)> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, game)?.ok_or(ServiceError::NotFound)?;
        let rules = public_rules(&mut c, game)?;
        let edition = super::lobby::edition_of(&row);
        let seated: Vec<i32> = q::seated_users(&mut c, game)?;
        if seated.is_empty() {
            return Ok((rules, None));
        }
        let mut sum = 0.0;
        for u in &seated {
            sum += rating_of(&mut c, *u, edition)?.shown();
        }
        Ok((
            rules,
            Some((sum / seated.len() as f64 * 10.0).round() / 10.0),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use House::*;

    #[test]
    fn places_follow_the_ranking_with_ties_and_leavers_last() {
        let seating = Seating {
            holders: vec![(Stark, 1), (Lannister, 2), (Baratheon, 3), (Greyjoy, 4)],
            left: vec![2],
        };
        // Greyjoy and Stark share the win; Lannister's player left; Tyrell is a computer seat.
        let ranking = [Greyjoy, Stark, Lannister, Tyrell, Baratheon];
        let places = placements(&ranking, &[Greyjoy, Stark], &seating);
        assert_eq!(places, vec![(4, 1), (1, 1), (2, 6), (3, 5)]);
        // A leaver whose house was taken over by a newcomer: the newcomer plays its place.
        let seating = Seating {
            holders: vec![(Stark, 1), (Lannister, 5)],
            left: vec![2],
        };
        let places = placements(&[Lannister, Stark], &[], &seating);
        assert_eq!(places, vec![(5, 1), (1, 2), (2, 3)]);
    }

    #[test]
    fn the_first_rises_the_last_falls_and_uncertainty_shrinks() {
        let fresh = Rating::default();
        assert_eq!(fresh.shown(), 0.0);
        let after = rate(&[(fresh, 1), (fresh, 2), (fresh, 2)]);
        assert!(after[0].mu > 25.0 && after[1].mu < 25.0 && after[1] == after[2]);
        assert!(after.iter().all(|r| r.sigma < fresh.sigma && r.games == 1));
    }

    #[test]
    fn a_minimum_rating_is_within_limits() {
        let ok = |m| {
            PublicRules {
                rated: true,
                min_rating: m,
                faceless: false,
            }
            .checked()
            .is_ok()
        };
        assert!(ok(0) && ok(MAX_MIN_RATING) && !ok(-1) && !ok(MAX_MIN_RATING + 1));
    }
}
