//! The scenario file format as serde types. Every table denies unknown keys, and the values
//! that have several spellings (units, orders, "none") have hand-written deserializers with
//! error messages that say what is allowed. See the module documentation of
//! [`super`] for the reference.

use crate::engine::cards::HouseCardId;
use crate::engine::checkpoint::Checkpoint;
use crate::engine::house::House;
use crate::engine::input::WesterosOption;
use crate::engine::orders::OrderToken;
use crate::engine::state::Track;
use crate::engine::tides::TidesCard;
use crate::engine::unit::UnitKind;
use crate::engine::westeros_cards::WesterosCard;
use crate::engine::wildling::WildlingCard;
use serde::de::{Deserializer, Error as _};
use serde::Deserialize;
use std::collections::BTreeMap;

/// A whole scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    pub name: String,
    pub source: String,
    #[serde(default)]
    pub description: Option<String>,
    pub players: u8,
    #[serde(default)]
    pub start: Start,
    #[serde(default)]
    pub seed: u64,
    /// Checked against the fields of `GameOptions` when the scenario is built.
    #[serde(default)]
    pub options: Option<toml::Value>,
    #[serde(default)]
    pub phase: Option<PhaseName>,
    /// In an Action step: the house whose turn it is (default: the first in turn order).
    #[serde(default)]
    pub turn: Option<House>,
    #[serde(default)]
    pub round: Option<u8>,
    #[serde(default)]
    pub blade_used: Option<bool>,
    #[serde(default)]
    pub raven_used: Option<bool>,
    #[serde(default)]
    pub wildling_threat: Option<u8>,
    #[serde(default)]
    pub wildling_deck: Option<Vec<WildlingCard>>,
    /// With `phase = "westeros"`: the cards drawn from decks I, II and III.
    #[serde(default)]
    pub westeros_cards: Option<Vec<WesterosCard>>,
    /// The Westeros cards that carry a mammoth (wildling) icon in this case, instead of the
    /// edition's (the 1st edition's are provisional): `mammoth = ["supply", "clash_of_kings"]`,
    /// `[]` for none.
    #[serde(default)]
    pub mammoth: Option<Vec<WesterosCard>>,
    /// With `phase = "westeros"`: each deck's draw pile under the card drawn, top first.
    #[serde(default)]
    pub westeros_decks: Option<WesterosDecksSpec>,
    /// With `phase = "westeros"`: start inside the phase, the cards drawn and the threat moved,
    /// with this many of the cards (deck I, then II) already resolved.
    #[serde(default)]
    pub westeros_resolved: Option<u8>,
    /// Checked against the fields of `Restrictions` when the scenario is built.
    #[serde(default)]
    pub restrictions: Option<toml::Value>,
    /// With Tides of Battle: the cards drawn in every combat (attacker, defender, then the Blade
    /// redraw's), set by the runner when a combat waits for its house cards.
    #[serde(default)]
    pub tides_draw: Option<Vec<TidesCard>>,
    #[serde(default)]
    pub tracks: Option<TracksSpec>,
    #[serde(default)]
    pub houses: BTreeMap<House, HouseSpec>,
    #[serde(default)]
    pub areas: BTreeMap<String, AreaSpec>,
    #[serde(default)]
    pub step: Vec<StepSpec>,
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// No units, orders, garrisons or neutral forces; tracks, power and hands as at setup.
    #[default]
    Empty,
    /// The real starting position of `Game::new`.
    Setup,
}

/// The phase (or Action step) the scenario starts in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    Planning,
    Raven,
    Raid,
    March,
    #[serde(alias = "consolidate_power")]
    Consolidate,
    Westeros,
}

/// The draw piles of the Westeros decks I, II, III (each optional), top first.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WesterosDecksSpec {
    #[serde(default)]
    pub i: Option<Vec<WesterosCard>>,
    #[serde(default)]
    pub ii: Option<Vec<WesterosCard>>,
    #[serde(default)]
    pub iii: Option<Vec<WesterosCard>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TracksSpec {
    #[serde(default)]
    pub iron_throne: Option<Vec<House>>,
    #[serde(default)]
    pub fiefdoms: Option<Vec<House>>,
    #[serde(default)]
    pub kings_court: Option<Vec<House>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseSpec {
    #[serde(default)]
    pub power: Option<u8>,
    #[serde(default)]
    pub supply: Option<u8>,
    #[serde(default)]
    pub hand: Option<Vec<HouseCardId>>,
    #[serde(default)]
    pub discard: Option<Vec<HouseCardId>>,
}

/// Overrides for one area. Only the keys given change anything.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaSpec {
    #[serde(default)]
    pub house: Option<House>,
    #[serde(default)]
    pub units: Option<UnitsSpec>,
    #[serde(default)]
    pub routed: Option<UnitsSpec>,
    #[serde(default)]
    pub order: Option<OrderSpec>,
    #[serde(default)]
    pub power_token: Option<MaybeHouse>,
    #[serde(default)]
    pub garrison: Option<u8>,
    #[serde(default)]
    pub neutral: Option<NeutralSpec>,
}

/// One `[[step]]`: an input (perhaps expected to be rejected), an expectation, or both (the
/// expectation is then checked after the input).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepSpec {
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub house: Option<House>,
    /// The input in its log encoding; turned into an `Input` (with an unknown-key check) later.
    #[serde(default)]
    pub input: Option<toml::Value>,
    /// Answers `house` files ahead (issue 25), each a `PlanEntry` in its API encoding
    /// (`{kind = "march", from = "winterfell", ...}`), before the step's input (if any). The
    /// runner then uses filed entries whenever the game asks, as the service does.
    #[serde(default)]
    pub plan: Option<Vec<toml::Value>>,
    /// Issue 28: the input is the computer player's answer for `house` (instead of `input`).
    #[serde(default)]
    pub computer: bool,
    /// A rejection kind, or "any".
    #[serde(default)]
    pub reject: Option<String>,
    #[serde(default)]
    pub expect: Option<Expect>,
    /// Expectations checked at a checkpoint inside the input's cascade.
    #[serde(default)]
    pub expect_at: BTreeMap<Checkpoint, Expect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Printed with this expectation's failures (like a step's `note`).
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub phase: Option<String>,
    #[serde(default)]
    pub round: Option<u8>,
    #[serde(default)]
    pub winner: Option<MaybeHouse>,
    /// Every house sharing the win (a drawn 1st-edition game), compared as a set; `[]`: one
    /// house won, or none yet.
    #[serde(default)]
    pub shared_win: Option<Vec<House>>,
    #[serde(default)]
    pub blade_used: Option<bool>,
    #[serde(default)]
    pub raven_used: Option<bool>,
    #[serde(default)]
    pub wildling_threat: Option<u8>,
    /// The whole wildling deck, top card first.
    #[serde(default)]
    pub wildling_deck: Option<Vec<WildlingCard>>,
    /// This round's order bans, compared as a whole (banned kinds not named must be allowed).
    #[serde(default)]
    pub restrictions: Option<toml::Value>,
    /// `"house:request"` items, compared as a set.
    #[serde(default)]
    pub awaiting: Option<Vec<String>>,
    /// Game option `early_marches`: the houses whose answer given early was dropped at their
    /// turn, and why: `"house:reason"` (`changed`, `no_longer_legal`), compared as a set.
    #[serde(default)]
    pub early_dropped: Option<Vec<String>>,
    /// The inputs submitted from filed plans by this step, in order: `"house:input_kind"`
    /// (an empty list: none).
    #[serde(default)]
    pub planned: Option<Vec<String>>,
    /// The plan entries dropped by this step because they no longer applied:
    /// `"house:kind:key"`, with the reason's kind after another colon when it was refused
    /// (`"stark:march:winterfell:invalid_destination"`).
    #[serde(default)]
    pub plan_dropped: Option<Vec<String>>,
    #[serde(default)]
    pub tracks: Option<TracksSpec>,
    #[serde(default)]
    pub houses: BTreeMap<House, HouseExpect>,
    #[serde(default)]
    pub areas: BTreeMap<String, AreaExpect>,
    #[serde(default)]
    pub combat: Option<CombatExpect>,
    /// Events that must be among those of the last input: a tag, or a table of fields to match.
    #[serde(default)]
    pub events: Option<Vec<toml::Value>>,
    /// Event tags that must not be among those of the last input.
    #[serde(default)]
    pub no_events: Option<Vec<String>>,
    /// What `Game::legal` offers each house named.
    #[serde(default)]
    pub offered: BTreeMap<House, OfferedExpect>,
    /// The Westeros decks' draw and discard piles.
    #[serde(default)]
    pub westeros_decks: Option<WesterosDecksExpect>,
}

/// The draw and discard piles of the Westeros decks I, II, III (each optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WesterosDecksExpect {
    #[serde(default)]
    pub i: Option<DeckExpect>,
    #[serde(default)]
    pub ii: Option<DeckExpect>,
    #[serde(default)]
    pub iii: Option<DeckExpect>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckExpect {
    /// The whole draw pile, top first.
    #[serde(default)]
    pub draw: Option<Vec<WesterosCard>>,
    /// The discard pile, in any order.
    #[serde(default)]
    pub discard: Option<Vec<WesterosCard>>,
}

/// The options `Game::legal` offers one house, key by key; see the format reference for which
/// keys each kind of decision has. Area names, plans and answers are checked when the scenario
/// is loaded (`super::offered::expected`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OfferedExpect {
    /// The request's kind (`engine::Request::kind`, e.g. "retreat", "ability:queen_of_thorns"),
    /// or "none": nothing is offered.
    #[serde(default)]
    pub request: Option<String>,
    #[serde(default)]
    pub areas: Option<Vec<String>>,
    #[serde(default)]
    pub tokens: Option<Vec<OrderToken>>,
    #[serde(default)]
    pub max_special: Option<u8>,
    #[serde(default)]
    pub must_place: Option<u8>,
    #[serde(default)]
    pub swaps: Option<BTreeMap<String, Vec<OrderToken>>>,
    /// The Raven's peeked wildling card, or "none".
    #[serde(default)]
    pub top: Option<String>,
    #[serde(default)]
    pub targets: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    pub forbidden: Option<String>,
    #[serde(default)]
    pub march: BTreeMap<String, MarchOffered>,
    #[serde(default)]
    pub support: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    pub cards: Option<Vec<HouseCardId>>,
    #[serde(default)]
    pub discard: Option<Vec<HouseCardId>>,
    #[serde(default)]
    pub answers: Option<Vec<String>>,
    #[serde(default)]
    pub count: Option<u8>,
    #[serde(default)]
    pub units: Option<UnitsSpec>,
    #[serde(default)]
    pub losses: Option<BTreeMap<String, u8>>,
    #[serde(default)]
    pub max: Option<u8>,
    #[serde(default)]
    pub may_muster: Option<Vec<String>>,
    #[serde(default)]
    pub ships: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    pub points: Option<BTreeMap<String, u8>>,
    #[serde(default)]
    pub one_area_only: Option<bool>,
    #[serde(default)]
    pub plans: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    pub options: Option<Vec<WesterosOption>>,
    #[serde(default)]
    pub units_at: Option<BTreeMap<String, UnitsSpec>>,
    #[serde(default)]
    pub bids: Option<BTreeMap<House, u8>>,
    #[serde(default)]
    pub houses: Option<Vec<House>>,
    #[serde(default)]
    pub optional: Option<bool>,
    #[serde(default)]
    pub tracks: Option<Vec<Track>>,
    #[serde(default)]
    pub pick: Option<[u8; 2]>,
}

/// What a march order may do, for one area of `OfferedExpect::march`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarchOffered {
    /// The standing units that may move.
    #[serde(default)]
    pub units: Option<UnitsSpec>,
    #[serde(default)]
    pub footman: Option<Vec<String>>,
    #[serde(default)]
    pub knight: Option<Vec<String>>,
    #[serde(default)]
    pub ship: Option<Vec<String>>,
    #[serde(default)]
    pub siege_engine: Option<Vec<String>>,
    #[serde(default)]
    pub attacks: Option<Vec<String>>,
    #[serde(default)]
    pub leave_power_token: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseExpect {
    #[serde(default)]
    pub power: Option<u8>,
    #[serde(default)]
    pub power_in_pool: Option<u8>,
    #[serde(default)]
    pub power_on_board: Option<u8>,
    #[serde(default)]
    pub supply: Option<u8>,
    #[serde(default)]
    pub victory: Option<u8>,
    #[serde(default)]
    pub hand: Option<Vec<HouseCardId>>,
    #[serde(default)]
    pub discard: Option<Vec<HouseCardId>>,
    #[serde(default)]
    pub hand_size: Option<usize>,
    /// Units not on the board, for the kinds named.
    #[serde(default)]
    pub reserves: Option<BTreeMap<UnitKind, u8>>,
    /// Order tokens not on the board, for the tokens named.
    #[serde(default)]
    pub unused_tokens: Option<BTreeMap<OrderToken, u8>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaExpect {
    #[serde(default)]
    pub house: Option<MaybeHouse>,
    #[serde(default)]
    pub controller: Option<MaybeHouse>,
    #[serde(default)]
    pub units: Option<UnitsSpec>,
    #[serde(default)]
    pub routed: Option<UnitsSpec>,
    #[serde(default)]
    pub order: Option<OrderSpec>,
    #[serde(default)]
    pub power_token: Option<MaybeHouse>,
    #[serde(default)]
    pub garrison: Option<u8>,
    #[serde(default)]
    pub neutral: Option<NeutralSpec>,
    /// Ports only: the house that may use the port (the controller of its land area).
    #[serde(default)]
    pub port_owner: Option<MaybeHouse>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatExpect {
    /// Whether a combat is waiting for a decision right now.
    #[serde(default)]
    pub in_progress: Option<bool>,
    #[serde(default)]
    pub area: Option<String>,
    #[serde(default)]
    pub attacker: Option<House>,
    #[serde(default)]
    pub defender: Option<MaybeHouse>,
    #[serde(default)]
    pub stage: Option<String>,
    #[serde(default)]
    pub attacker_strength: Option<i16>,
    #[serde(default)]
    pub defender_strength: Option<i16>,
    #[serde(default, rename = "final")]
    pub final_strengths: Option<[i16; 2]>,
    #[serde(default)]
    pub winner: Option<MaybeHouse>,
    /// The pending house-card ability (or Tides) decision: a `Decision` tag, or "none".
    #[serde(default)]
    pub decision: Option<String>,
}

/// Units, as a list (`["footman", "knight", "knight"]`) or as counts (`{ knight = 2 }`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnitsSpec(pub [u8; 4]);

impl UnitsSpec {
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }
}

impl<'de> Deserialize<'de> for UnitsSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const HINT: &str = "units are a list like [\"footman\", \"knight\"] or counts like { footman = 1, knight = 2 }; kinds: footman, knight, ship, siege_engine";
        let v = toml::Value::deserialize(d)?;
        let mut counts = [0u8; 4];
        let kind = |s: &str| {
            UnitKind::from_key(s)
                .ok_or_else(|| D::Error::custom(format!("unknown unit '{s}' ({HINT})")))
        };
        match v {
            toml::Value::Array(items) => {
                for item in items {
                    let s = item.as_str().ok_or_else(|| D::Error::custom(HINT))?;
                    counts[kind(s)?.index()] += 1;
                }
            }
            toml::Value::Table(t) => {
                for (k, n) in t {
                    let n = n
                        .as_integer()
                        .filter(|n| (0..=50).contains(n))
                        .ok_or_else(|| {
                            D::Error::custom(format!(
                                "count of '{k}' must be a small non-negative integer"
                            ))
                        })?;
                    counts[kind(&k)?.index()] += n as u8;
                }
            }
            _ => return Err(D::Error::custom(HINT)),
        }
        Ok(UnitsSpec(counts))
    }
}

/// A house, or `"none"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MaybeHouse(pub Option<House>);

impl<'de> Deserialize<'de> for MaybeHouse {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        if s == "none" {
            return Ok(MaybeHouse(None));
        }
        House::from_key(&s).map(|h| MaybeHouse(Some(h))).ok_or_else(|| {
            D::Error::custom(format!(
                "unknown house '{s}' (stark, lannister, baratheon, greyjoy, tyrell, martell, or \"none\")"
            ))
        })
    }
}

/// An order: `"none"`, a token (`"march+1"`), or `{ house = "stark", token = "raid" }`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OrderSpec {
    None,
    Token(OrderToken),
    Placed(House, OrderToken),
}

const TOKEN_HINT: &str = "tokens: march-1, march+0, march+1, defense+1, defense+2, support, support+1, raid, special_raid, consolidate, special_consolidate";

fn token<E: serde::de::Error>(s: &str) -> Result<OrderToken, E> {
    OrderToken::from_key(s)
        .ok_or_else(|| E::custom(format!("unknown order token '{s}' ({TOKEN_HINT})")))
}

impl<'de> Deserialize<'de> for OrderSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match toml::Value::deserialize(d)? {
            toml::Value::String(s) if s == "none" => Ok(OrderSpec::None),
            toml::Value::String(s) => Ok(OrderSpec::Token(token(&s)?)),
            toml::Value::Table(t) => {
                let mut house = None;
                let mut tok = None;
                for (k, v) in t {
                    let s = v
                        .as_str()
                        .ok_or_else(|| D::Error::custom(format!("order.{k} must be a string")))?;
                    match k.as_str() {
                        "house" => {
                            house =
                                Some(House::from_key(s).ok_or_else(|| {
                                    D::Error::custom(format!("unknown house '{s}'"))
                                })?)
                        }
                        "token" => tok = Some(token(s)?),
                        other => {
                            return Err(D::Error::custom(format!(
                                "unknown key '{other}' in an order (house, token)"
                            )))
                        }
                    }
                }
                match (house, tok) {
                    (Some(h), Some(t)) => Ok(OrderSpec::Placed(h, t)),
                    _ => Err(D::Error::custom(
                        "an order table needs both house and token",
                    )),
                }
            }
            _ => Err(D::Error::custom(format!(
                "an order is \"none\", a token name, or {{ house = .., token = .. }} ({TOKEN_HINT})"
            ))),
        }
    }
}

/// A neutral force: a strength, `"impassable"`, or `"none"` (also `0`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NeutralSpec {
    None,
    Force(u8),
    Impassable,
}

impl<'de> Deserialize<'de> for NeutralSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match toml::Value::deserialize(d)? {
            toml::Value::Integer(0) => Ok(NeutralSpec::None),
            toml::Value::Integer(n) if (1..=20).contains(&n) => Ok(NeutralSpec::Force(n as u8)),
            toml::Value::String(s) if s == "none" => Ok(NeutralSpec::None),
            toml::Value::String(s) if s == "impassable" => Ok(NeutralSpec::Impassable),
            _ => Err(D::Error::custom(
                "neutral is a strength (1..20), \"impassable\" or \"none\"",
            )),
        }
    }
}
