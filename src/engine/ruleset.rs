//! A ruleset: one edition's data and the values of its rules (issue 16).
//!
//! Like a Diplomacy adjudicator's rulebook value, a [`Ruleset`] is what differs between the
//! editions, as data: the board, the starting positions, and a value for each rule the editions
//! play differently. The rules modules read these values (`state.rules().garrisons`, ...) rather
//! than asking which edition is played, and where an edition's rule is a different procedure
//! rather than a different number, the value names the procedure and the module implementing it
//! (e.g. [`WildlingAttack`]). A game finds its ruleset from the edition in its options
//! (`GameState::rules()`); both rulesets are built once per process.
//!
//! Where each edition's rules live:
//! - the 2nd edition: every rules module of `src/engine` (westeros, wildlings, planning, action,
//!   march, combat, abilities, muster, victory), with the values of [`Ruleset::second`];
//! - the 1st edition: the same modules with the values of [`Ruleset::first`], its data in
//!   `data/agot1_*.toml`. The spec's table of differences (agot1 §17) is listed row by row in
//!   [`Ruleset::first`], each row either a value here or marked as not implemented yet.

use super::board::{board_of, Board};
use super::options::{Edition, IfYouWin, PenaltyOrder};
use super::setup::{setup_of, SetupData};
use super::unit::UnitKind;
use super::westeros_cards::{deck_contents, WesterosCard};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// How the wildlings attack.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WildlingAttack {
    /// 2nd edition: a card of the wildling deck decides the outcome; the threat reaching 12
    /// attacks at once (`wildlings`).
    Deck,
    /// 1st edition: fixed outcomes, no deck, only the Wildling Attack card attacks (agot1 §5.8).
    Fixed,
}

/// The order in which the houses with Support orders next to a battle declare their support.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SupportDeclaration {
    /// In turn order (2nd edition §15.2).
    TurnOrder,
    /// The attacker first, then the defender, then every other house in turn order (1st
    /// edition: "the attacker and the defender call for support", agot1 §9.2 step 1, §9.4
    /// [DEC]; seed 002 "Krok 1: Žádost o podporu", seed 004 "Fase 1: Chiamata dei Supporti").
    CombatantsFirst,
}

/// One edition's data and rule values.
#[derive(Debug)]
pub struct Ruleset {
    pub edition: Edition,
    /// The board (areas, icons, borders).
    pub board: &'static Board,
    /// Starting positions per house and per player count.
    pub setup: &'static SetupData,
    /// Fewest and most players.
    pub min_players: u8,
    pub max_players: u8,
    /// Home areas hold a garrison token (2nd edition §15.10; none in the 1st, agot1 §17).
    pub garrisons: bool,
    /// Where the wildling threat starts (2 in the 2nd edition, 0 in the 1st: agot1 §3 step 3).
    pub wildling_start: u8,
    /// How the wildlings attack.
    pub wildling_attack: WildlingAttack,
    /// The Westeros decks I, II, III as printed (before shuffling).
    pub westeros_decks: [Vec<WesterosCard>; 3],
    /// The Westeros cards with a wildling (mammoth) icon.
    pub westeros_icons: Vec<WesterosCard>,
    /// Resolved Westeros cards go to the bottom of their deck (1st edition, agot1 §5.1 step 5)
    /// rather than to a discard pile (2nd edition).
    pub westeros_to_bottom: bool,
    /// The threat reaching 12 makes the wildlings attack at once (2nd edition §6.2; in the 1st
    /// edition only the Wildling Attack card does, agot1 §5.3).
    pub attack_at_12: bool,
    /// Rains of Autumn: footmen add nothing when they support (1st edition, agot1 §5.4), instead
    /// of "no March +1 orders" (2nd edition).
    pub rains_footmen_support_zero: bool,
    /// The Messenger Raven may look at the top wildling card (2nd edition §8.2; the 1st edition
    /// has no wildling deck: its Raven only replaces an order, agot1 §7.3).
    pub raven_peeks: bool,
    /// A special raid removes up to two adjacent Support, Raid or Consolidate Power orders
    /// (1st edition, agot1 §8.1), instead of acting as a raid or removing a Defense order.
    pub special_raid_removes_two: bool,
    /// Pillage (a raided Consolidate Power order) costs the victim 1 Power (2nd edition §12.2);
    /// in the 1st edition the raider gains 1 and the victim loses nothing (agot1 §8.1).
    pub pillage_costs_victim: bool,
    /// A special Consolidate Power order may muster instead (2nd edition §12.4; in the 1st
    /// edition it is a third Consolidate Power order and nothing more, agot1 §7.1).
    pub special_consolidate_musters: bool,
    /// Consolidate Power orders may be placed at sea (2nd edition: without effect, except in
    /// ports; not in the 1st edition, agot1 §7.2).
    pub consolidate_at_sea: bool,
    /// End-of-game tie-breaks fixed by the ruleset (the 1st edition's); `None`: the game's
    /// `tie_breaks` option (2nd edition).
    pub tie_breaks: Option<super::options::TieBreaks>,
    /// A house may support the opponent of its own units (1st edition, agot1 §9.4 [DEC]; the
    /// option `agot1.no_support_against_self` forbids it as the 2nd edition does).
    pub support_against_self: bool,
    /// A combatant may refuse support offered to it (2nd edition; the 1st edition accepts all,
    /// agot1 §9.4 [DEC]).
    pub support_refusable: bool,
    /// The order in which support is declared.
    pub support_declaration: SupportDeclaration,
    /// When a card ability removes the last unit of one side, the battle ends at once, won by
    /// the side that still has units, whatever the strengths (1st edition, the FAQ of seed 004
    /// p. 18, agot1 §9.5); in the 2nd edition the side fights on with its orders, support and
    /// card (FFG FAQ v2.0, §15.7 6.4).
    pub last_unit_lost_loses: bool,
    /// Units of each kind a house owns, by [`UnitKind::index`]: 10 footmen, 5 knights, 6 ships,
    /// 2 siege engines (2nd edition); 10 footmen, 4 knights, 6 ships and no siege engines (1st
    /// edition, agot1 §1.3).
    pub unit_pools: [u8; 4],
    /// The game's option `agot1.orders_mandatory` may make orders optional (1st edition, where
    /// the rulebooks are unclear, agot1 §7.2); in the 2nd edition they are always mandatory.
    pub orders_optional: bool,
    /// When a house plays its last house card, that card returns to the hand with the other six
    /// (1st edition, agot1 §9.11), instead of staying in the discard pile (2nd edition §15.7).
    pub last_card_returns: bool,
    /// When the winner's "if you win" card effects resolve: before casualties (2nd edition
    /// §15.4) or after casualties and retreat (1st edition, agot1 §9.5 [DEC] step 4). A
    /// 1st-edition game's option `agot1.if_you_win` may choose the other
    /// ([`super::state::GameState::if_you_win`]).
    pub if_you_win: IfYouWin,
    /// The order of the wildling penalty choices: the lowest bidder first (2nd edition, FFG FAQ)
    /// or in turn order (1st edition, agot1 §5.8 [DEC]); option `agot1.wildling_penalties`.
    pub wildling_penalties: PenaltyOrder,
}

impl Ruleset {
    /// A Game of Thrones: The Board Game, 2nd edition (2011).
    fn second() -> Ruleset {
        Ruleset {
            edition: Edition::Second,
            board: board_of(Edition::Second),
            setup: setup_of(Edition::Second),
            min_players: 3,
            max_players: 6,
            garrisons: true,
            wildling_start: 2,
            wildling_attack: WildlingAttack::Deck,
            westeros_decks: [deck_contents(0), deck_contents(1), deck_contents(2)],
            westeros_icons: all_westeros_cards()
                .into_iter()
                .filter(|c| c.wildling_icon())
                .collect(),
            westeros_to_bottom: false,
            attack_at_12: true,
            rains_footmen_support_zero: false,
            raven_peeks: true,
            tie_breaks: None,
            orders_optional: false,
            unit_pools: UnitKind::ALL.map(UnitKind::pool_size),
            support_against_self: false,
            support_refusable: true,
            support_declaration: SupportDeclaration::TurnOrder,
            last_unit_lost_loses: false,
            special_raid_removes_two: false,
            pillage_costs_victim: true,
            special_consolidate_musters: true,
            consolidate_at_sea: true,
            last_card_returns: false,
            if_you_win: IfYouWin::BeforeCasualties,
            wildling_penalties: PenaltyOrder::LowestBidderFirst,
        }
    }

    /// The 1st edition (2003), spec `agot1-rules.md`. Its table of differences (§17), row by row:
    /// - Houses, player count 3-5, 3/4/5-player setups, neutral forces (3 tokens plus the absent
    ///   houses' units), King's Court with fewer players (slide up), the `kc_start_fix` start:
    ///   `data/agot1_setup.toml`;
    /// - the map (45 areas, no ports, two bridges, Dorne neutral): `data/agot1_board.toml`;
    /// - garrisons: none ([`Ruleset::garrisons`]);
    /// - wildling track starts at 0 ([`Ruleset::wildling_start`]);
    /// - victory: 7 cities and strongholds, 8 with three players (`castles_to_win`);
    /// - the other rows: the values below (each field's documentation names its rule), the house
    ///   cards in `data/agot1_house_cards.toml`; each row's scenario, or the reason it has none,
    ///   is listed by `DIFFERENCES` in `tests/scenarios.rs`.
    fn first() -> Ruleset {
        Ruleset {
            edition: Edition::First,
            board: board_of(Edition::First),
            setup: setup_of(Edition::First),
            min_players: 3,
            max_players: 5,
            garrisons: false,
            wildling_start: 0,
            wildling_attack: WildlingAttack::Fixed,
            westeros_decks: agot1_westeros().0,
            westeros_icons: agot1_westeros().1,
            westeros_to_bottom: true,
            attack_at_12: false,
            rains_footmen_support_zero: true,
            raven_peeks: false,
            tie_breaks: Some(super::options::TieBreaks::FirstEdition),
            orders_optional: true,
            unit_pools: UnitKind::ALL.map(|k| match k {
                UnitKind::Footman => 10,
                UnitKind::Knight => 4,
                UnitKind::Ship => 6,
                UnitKind::SiegeEngine => 0,
            }),
            support_against_self: true,
            support_refusable: false,
            support_declaration: SupportDeclaration::CombatantsFirst,
            last_unit_lost_loses: true,
            special_raid_removes_two: true,
            pillage_costs_victim: false,
            special_consolidate_musters: false,
            consolidate_at_sea: false,
            last_card_returns: true,
            if_you_win: IfYouWin::AfterRetreat,
            wildling_penalties: PenaltyOrder::TurnOrder,
        }
    }
}

impl Ruleset {
    /// Units of `kind` a house owns in this edition.
    pub fn unit_pool(&self, kind: UnitKind) -> u8 {
        self.unit_pools[kind.index()]
    }

    /// Whether a Westeros card carries a wildling (mammoth) icon in this edition.
    pub fn westeros_icon(&self, card: WesterosCard) -> bool {
        self.westeros_icons.contains(&card)
    }
}

fn all_westeros_cards() -> Vec<WesterosCard> {
    let mut v: Vec<WesterosCard> = (0..3).flat_map(deck_contents).collect();
    v.sort();
    v.dedup();
    v
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWesteros {
    deck_1: BTreeMap<WesterosCard, u8>,
    deck_2: BTreeMap<WesterosCard, u8>,
    deck_3: BTreeMap<WesterosCard, u8>,
    mammoth: Vec<WesterosCard>,
}

/// The 1st edition's provisional Westeros decks and icons (`data/agot1_westeros.toml`).
fn agot1_westeros() -> ([Vec<WesterosCard>; 3], Vec<WesterosCard>) {
    let raw: RawWesteros = toml::from_str(include_str!("data/agot1_westeros.toml"))
        .unwrap_or_else(|e| panic!("data/agot1_westeros.toml: {e}"));
    let deck = |m: &BTreeMap<WesterosCard, u8>| -> Vec<WesterosCard> {
        m.iter()
            .flat_map(|(c, n)| std::iter::repeat_n(*c, usize::from(*n)))
            .collect()
    };
    (
        [deck(&raw.deck_1), deck(&raw.deck_2), deck(&raw.deck_3)],
        raw.mammoth,
    )
}

/// The ruleset of an edition.
pub fn ruleset(edition: Edition) -> &'static Ruleset {
    static SECOND: OnceLock<Ruleset> = OnceLock::new();
    static FIRST: OnceLock<Ruleset> = OnceLock::new();
    match edition {
        Edition::Second => SECOND.get_or_init(Ruleset::second),
        Edition::First => FIRST.get_or_init(Ruleset::first),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Setup};
    use crate::options::GameOptions;
    use crate::state::Neutral;
    use crate::{AreaId, House, UnitKind};

    fn first(players: u8) -> Setup {
        Setup {
            players,
            options: GameOptions {
                edition: Edition::First,
                ..GameOptions::default()
            },
            seed: 16,
        }
    }

    fn id(key: &str) -> AreaId {
        AreaId::from_key(key).unwrap()
    }

    #[test]
    fn a_2nd_edition_setup_serializes_as_before() {
        let setup = Setup {
            players: 4,
            options: GameOptions::default(),
            seed: 1,
        };
        let json = serde_json::to_string(&setup).unwrap();
        assert!(!json.contains("edition"), "{json}");
        assert!(!json.contains("agot1"), "{json}");
        let old = r#"{"players":4,"options":{"tides_of_battle":false},"seed":1}"#;
        let back: Setup = serde_json::from_str(old).unwrap();
        assert_eq!(back.options.edition, Edition::Second);
        let json = serde_json::to_string(&first(3)).unwrap();
        assert!(json.contains(r#""edition":"first""#), "{json}");
        assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), first(3));
    }

    /// The inputs and options that grew a field for the 1st edition write nothing new for a
    /// 2nd-edition game, so its logs and API answers keep their form.
    #[test]
    fn second_edition_forms_are_unchanged() {
        use crate::input::Input;
        let raid = Input::Raid {
            from: id("winterfell"),
            target: None,
            second: None,
        };
        assert_eq!(
            serde_json::to_string(&raid).unwrap(),
            r#"{"type":"raid","from":"winterfell","target":null}"#
        );
        let old: Input =
            serde_json::from_str(r#"{"type":"raid","from":"winterfell","target":"karhold"}"#)
                .unwrap();
        assert!(matches!(old, Input::Raid { second: None, .. }));
        let game = Game::new(&Setup {
            players: 3,
            options: GameOptions::default(),
            seed: 3,
        })
        .unwrap();
        let legal = game.legal(House::Stark).expect("Stark places orders");
        let json = serde_json::to_string(&legal).unwrap();
        assert!(!json.contains("no_consolidate"), "{json}");
        let state = serde_json::to_string(game.state()).unwrap();
        assert!(!state.contains("edition") && !state.contains("footmen_support_zero"));
        assert_eq!(game.state().areas.len(), 58);
    }

    /// The 1st edition's options default to its ruleset's readings; a 1st-edition game stored
    /// before they existed keeps the order it was played with, and a new one says which it has.
    #[test]
    fn first_edition_timing_options() {
        use crate::options::FirstEditionOptions;
        let d = FirstEditionOptions::default();
        assert_eq!(d.if_you_win, ruleset(Edition::First).if_you_win);
        assert_eq!(
            d.wildling_penalties,
            ruleset(Edition::First).wildling_penalties
        );
        let old = r#"{"edition":"first","tides_of_battle":false}"#;
        let o = GameOptions::from_stored_json(old).unwrap();
        assert_eq!(o.agot1.if_you_win, IfYouWin::BeforeCasualties);
        assert_eq!(o.agot1.wildling_penalties, PenaltyOrder::LowestBidderFirst);
        assert!(
            o.agot1.kc_start_fix,
            "the other options keep their defaults"
        );
        let new = serde_json::to_string(&first(3).options).unwrap();
        assert!(new.contains(r#""if_you_win":"after_retreat""#), "{new}");
        assert_eq!(
            GameOptions::from_stored_json(&new).unwrap(),
            first(3).options
        );
        let second = serde_json::to_string(&GameOptions::default()).unwrap();
        assert_eq!(GameOptions::from_stored_json(&second).unwrap().agot1, d);
    }

    #[test]
    fn first_edition_player_counts() {
        for n in [3, 4, 5] {
            assert!(Game::new(&first(n)).is_ok(), "{n}");
        }
        for n in [2, 6] {
            assert!(Game::new(&first(n)).is_err(), "{n}");
        }
    }

    /// Spec agot1 §3 and §12: no garrisons, the threat at 0, the three neutral tokens and the
    /// absent houses' units as neutral forces, the King's Court fix with five players.
    #[test]
    fn first_edition_starting_position() {
        let game = Game::new(&first(5)).unwrap();
        let s = game.state();
        assert_eq!(s.wildling_threat, 0);
        assert!(s.areas.iter().all(|a| a.garrison == 0), "no garrisons");
        assert_eq!(s.areas.len(), 59);
        assert_eq!(
            s.tracks.kings_court,
            [
                House::Lannister,
                House::Stark,
                House::Baratheon,
                House::Tyrell,
                House::Greyjoy
            ]
        );
        assert_eq!(s.star_allowance(House::Greyjoy), 0);
        assert_eq!(s.star_allowance(House::Tyrell), 1);
        assert_eq!(s.area(id("sunspear")).neutral, Some(Neutral::Force(5)));
        assert_eq!(s.area(id("pyke")).units.count(UnitKind::Knight), 1);
        assert_eq!(s.area(id("pyke")).house, Some(House::Greyjoy));
        assert_eq!(s.castles_to_win(), 7);
        for h in &s.houses {
            assert_eq!(s.house(*h).power, 5);
        }

        let mut options = first(5).options;
        options.agot1.kc_start_fix = false;
        let game = Game::new(&Setup {
            options,
            ..first(5)
        })
        .unwrap();
        assert_eq!(game.state().tracks.kings_court[3], House::Greyjoy);

        let game = Game::new(&first(3)).unwrap();
        let s = game.state();
        assert_eq!(s.castles_to_win(), 8);
        assert_eq!(s.area(id("pyke")).neutral, Some(Neutral::Force(3)));
        assert_eq!(s.area(id("pyke")).house, None);
        assert_eq!(s.area(id("ironmans_bay")).neutral, Some(Neutral::Force(2)));
        assert_eq!(s.area(id("highgarden")).neutral, Some(Neutral::Force(3)));
        assert_eq!(
            s.controller(id("highgarden")),
            None,
            "an absent house controls nothing"
        );
        assert_eq!(s.house(House::Stark).supply, 1);
    }
}
