//! A new game from a script (issue 31, item 4): the new-game request in which every field but
//! the name may be left out, each omitted one taking its documented default (docs/api.md, "A
//! table from a script"). The JSON API's `POST /api/v1/games` reads it; the new-game form takes
//! the same defaults for the two fields a browser always sends and a script may not, the player
//! count ([`default_players`]) and the creator's house ([`DEFAULT_HOUSE`]).

use super::lobby::{Deadlines, GameSpec, Seating};
use super::ravens::{Press, PressRule};
use super::seats::SeatRules;
use super::{GameId, UserId};
use super::{Reason, Result, Service, ServiceError};
use crate::db::queries;
use crate::engine::options::{Edition, FirstEditionOptions, TieBreaks, WinterIsComing};
use crate::engine::ruleset::ruleset;
use crate::engine::{GameOptions, House};
use serde::Deserialize;

/// The creator's house when houses are chosen and none is named: Stark plays at every player
/// count of both editions.
pub const DEFAULT_HOUSE: House = House::Stark;

/// The player count when none is named: the edition's largest (6, or 5 in the 1st edition), as
/// the form proposes.
pub fn default_players(edition: Edition) -> u8 {
    ruleset(edition).max_players
}

/// How houses are given out, as a request names it.
#[derive(Copy, Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SeatingKey {
    Choice,
    Random,
}

/// Who may join.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    #[default]
    Public,
    Invite,
}

/// When the game starts.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StartRule {
    /// Its creator starts it once it is full.
    #[default]
    Creator,
    /// It starts by itself with its last seat.
    WhenFull,
}

/// Who may talk in the game.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum PressKey {
    #[default]
    Full,
    Public,
    None,
}

/// Who changes the clock once the game runs.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ClockKey {
    #[default]
    Creator,
    Votes,
}

/// What plays a house without a player.
#[derive(Copy, Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum DisorderPlayer {
    #[default]
    Computer,
    Defaults,
}

fn yes() -> bool {
    true
}

fn default_civil_disorder_after() -> i32 {
    super::seats::DEFAULT_CIVIL_DISORDER_AFTER
}

/// A new game as a script asks for it. Field names and values are the new-game form's; each
/// field left out takes the default given here (and in docs/api.md).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGameRequest {
    /// The one required field: 1 to 60 characters.
    pub name: String,
    /// `second` (default) or `first`.
    #[serde(default)]
    pub edition: Edition,
    /// Default: [`default_players`].
    #[serde(default)]
    pub players: Option<u8>,
    /// Default: `choice`, or `random` in the 1st edition when its `random_house_assignment`
    /// option is on (as it is by default).
    #[serde(default)]
    pub seating: Option<SeatingKey>,
    /// The creator's house when houses are chosen. Default: [`DEFAULT_HOUSE`].
    #[serde(default)]
    pub house: Option<House>,
    #[serde(default)]
    pub visibility: Visibility,
    #[serde(default)]
    pub start: StartRule,
    #[serde(default)]
    pub tides_of_battle: bool,
    /// Default: `errata`.
    #[serde(default)]
    pub winter_is_coming: Option<WinterIsComing>,
    #[serde(default)]
    pub winter_reshuffles_discards: bool,
    /// `printed` (default) or `errata_v2`.
    #[serde(default)]
    pub tie_breaks: Option<TieBreaks>,
    #[serde(default)]
    pub auto_accept_support: bool,
    #[serde(default)]
    pub sealed_support: bool,
    /// Raids and marches asked early (issue 25: faster by mail).
    #[serde(default)]
    pub early_marches: bool,
    /// The 1st edition's options; each left out keeps the spec's default.
    #[serde(default)]
    pub first_edition: Option<FirstEditionOptions>,
    /// Hours per kind of step and the reminders; each left out keeps its default.
    #[serde(default)]
    pub deadlines: Deadlines,
    #[serde(default)]
    pub press: PressKey,
    #[serde(default)]
    pub press_reveal: bool,
    #[serde(default = "yes")]
    pub press_spectators: bool,
    #[serde(default)]
    pub clock: ClockKey,
    #[serde(default = "default_civil_disorder_after")]
    pub civil_disorder_after: i32,
    #[serde(default)]
    pub min_reliability: i32,
    #[serde(default)]
    pub disorder_player: DisorderPlayer,
    /// Issue 32: the result changes the players' ratings. Default: not rated.
    #[serde(default)]
    pub rated: bool,
    /// Issue 32: the least rating (mu - 3 sigma, in the game's edition) to join. Default: 0.
    #[serde(default)]
    pub min_rating: i32,
    /// Issue 32: its players appear only as their houses until it ends. Default: names shown.
    #[serde(default)]
    pub faceless: bool,
}

impl NewGameRequest {
    /// The game and seat rules asked for, with the defaults filled in. What the service checks
    /// anyway (the name, the player count of the edition, the creator's house at that count,
    /// the deadlines and seat rules' limits) is left to [`Service::create_game_ruled`].
    pub fn spec(&self) -> std::result::Result<(GameSpec, SeatRules), Reason> {
        let edition = self.edition;
        let mut agot1 =
            match (edition, &self.first_edition) {
                (Edition::First, o) => o.clone().unwrap_or_default(),
                (Edition::Second, None) => FirstEditionOptions::default(),
                (Edition::Second, Some(_)) => return Err(Reason::text(
                    "\"first_edition\" options apply only to a game with \"edition\": \"first\".",
                )),
            };
        if self.tie_breaks == Some(TieBreaks::FirstEdition) {
            return Err(Reason::text(
                "\"tie_breaks\" is \"printed\" or \"errata_v2\"; the 1st edition's come with its ruleset.",
            ));
        }
        // The 1st edition's random house assignment (spec agot1 §1.1) is how its game is seated,
        // as on the form: an explicit `seating` wins, and the option follows it.
        let seating = match self.seating {
            Some(SeatingKey::Choice) => Seating::Choice,
            Some(SeatingKey::Random) => Seating::Random,
            None if edition == Edition::First && agot1.random_house_assignment => Seating::Random,
            None => Seating::Choice,
        };
        agot1.random_house_assignment = seating == Seating::Random;
        let creator_house = match seating {
            Seating::Random => None,
            Seating::Choice => Some(self.house.unwrap_or(DEFAULT_HOUSE)),
        };
        // The engine may grow options: they keep their defaults here.
        let options = GameOptions {
            edition,
            agot1,
            tides_of_battle: self.tides_of_battle,
            winter_is_coming: self.winter_is_coming.unwrap_or(WinterIsComing::Errata),
            winter_reshuffles_discards: self.winter_reshuffles_discards,
            tie_breaks: self.tie_breaks.unwrap_or(TieBreaks::Printed),
            auto_accept_support: self.auto_accept_support,
            sealed_support: self.sealed_support,
            early_marches: self.early_marches,
            // New games ask houses whose answers cannot interact at the same time (issue 25),
            // as the form's do.
            ask_together: true,
            ..GameOptions::default()
        };
        let spec = GameSpec {
            name: self.name.clone(),
            players: self.players.unwrap_or_else(|| default_players(edition)),
            seating,
            creator_house,
            options,
            deadlines: self.deadlines.clone(),
            public: self.visibility == Visibility::Public,
            start_when_full: self.start == StartRule::WhenFull,
            press: Press {
                rule: match self.press {
                    PressKey::Full => PressRule::Full,
                    PressKey::Public => PressRule::Public,
                    PressKey::None => PressRule::None,
                },
                reveal_at_end: self.press_reveal,
                spectators_read: self.press_spectators,
            },
        };
        let rules = SeatRules {
            civil_disorder_after: self.civil_disorder_after,
            creator_runs_clock: self.clock == ClockKey::Creator,
            min_reliability: self.min_reliability,
            computer_plays_vacant: self.disorder_player == DisorderPlayer::Computer,
        };
        Ok((spec, rules))
    }
}

/// A game made from a request: its id, for its creator to pass on its invite token, and what
/// was asked with the defaults filled in.
#[derive(Clone, Debug)]
pub struct Created {
    pub id: GameId,
    pub invite: String,
    pub spec: GameSpec,
}

impl Service {
    /// Creates the game `request` asks for, `creator` seated in it.
    pub fn create_requested_game(
        &self,
        creator: UserId,
        request: &NewGameRequest,
    ) -> Result<Created> {
        let creator = i32::from(creator);
        let (spec, rules) = request.spec().map_err(ServiceError::Invalid)?;
        let public = super::ratings::PublicRules {
            rated: request.rated,
            min_rating: request.min_rating,
            faceless: request.faceless,
        };
        let id = self.create_game_public(UserId(creator), &spec, &rules, &public)?;
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, id.0)?.ok_or(ServiceError::NotFound)?;
        Ok(Created {
            id,
            invite: row.invite_token,
            spec,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(json: &str) -> NewGameRequest {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_name_alone_is_a_six_player_second_edition_game_with_the_creator_as_stark() {
        let (spec, rules) = request(r#"{"name": "Table"}"#).spec().unwrap();
        assert_eq!(spec.players, 6);
        assert_eq!(spec.options.edition, Edition::Second);
        assert_eq!(spec.seating, Seating::Choice);
        assert_eq!(spec.creator_house, Some(House::Stark));
        assert!(spec.public && !spec.start_when_full);
        assert_eq!(spec.deadlines, Deadlines::default());
        assert_eq!(spec.press, Press::default());
        assert_eq!(rules, SeatRules::default());
        assert!(spec.options.ask_together);
    }

    #[test]
    fn the_first_edition_defaults_to_five_players_dealt_at_random_unless_seating_is_named() {
        let (spec, _) = request(r#"{"name": "Old", "edition": "first"}"#)
            .spec()
            .unwrap();
        assert_eq!(spec.players, 5);
        assert_eq!(spec.seating, Seating::Random);
        assert_eq!(spec.creator_house, None);
        assert!(spec.options.agot1.random_house_assignment);
        let (spec, _) = request(r#"{"name": "Old", "edition": "first", "seating": "choice"}"#)
            .spec()
            .unwrap();
        assert_eq!(spec.seating, Seating::Choice);
        assert!(!spec.options.agot1.random_house_assignment);
        let (spec, _) = request(
            r#"{"name": "Old", "edition": "first", "first_edition": {"random_house_assignment": false}, "house": "lannister"}"#,
        )
        .spec()
        .unwrap();
        assert_eq!(spec.creator_house, Some(House::Lannister));
        assert!(
            spec.options.agot1.kc_start_fix,
            "the others keep their default"
        );
    }

    #[test]
    fn a_partial_deadlines_object_keeps_the_other_defaults() {
        let (spec, _) = request(r#"{"name": "Fast", "deadlines": {"planning_hours": 6}}"#)
            .spec()
            .unwrap();
        assert_eq!(spec.deadlines.planning_hours, 6);
        assert_eq!(
            spec.deadlines.combat_hours,
            Deadlines::default().combat_hours
        );
    }

    #[test]
    fn unknown_fields_and_values_and_misplaced_options_are_refused() {
        for bad in [
            r#"{"name": "x", "player": 3}"#,
            r#"{"name": "x", "edition": "third"}"#,
            r#"{"name": "x", "seating": "dealt"}"#,
            r#"{"name": "x", "house": "targaryen"}"#,
            r#"{"name": "x", "players": 300}"#,
            r#"{"players": 3}"#,
        ] {
            assert!(
                serde_json::from_str::<NewGameRequest>(bad).is_err(),
                "{bad} accepted"
            );
        }
        assert!(request(r#"{"name": "x", "first_edition": {}}"#)
            .spec()
            .is_err());
        assert!(request(r#"{"name": "x", "tie_breaks": "first_edition"}"#)
            .spec()
            .is_err());
    }
}
