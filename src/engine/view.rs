//! Redacted views: what one house (or a spectator) may see (§20).
//!
//! Built only from public facts plus the viewer's own secrets: never another house's sealed
//! orders or house card, never the wildling or Westeros deck order (beyond the Raven holder's own
//! peek), never the RNG seed or state. Pages and mails are built from these views only.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::game::{awaiting, planned_orders, Awaited};
use super::house::House;
use super::input::Side;
use super::orders::{OrderToken, Restrictions};
use super::phase::{CombatStage, Step, Sub};
use super::state::{GameState, Neutral, Tracks, UnitCounts};
use super::tides::TidesCard;
use super::westeros::Task;
use super::westeros_cards::WesterosCard;
use super::wildling::WildlingCard;
use super::wildlings::AttackStage;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaView {
    pub area: AreaId,
    pub house: Option<House>,
    pub units: UnitCounts,
    /// Revealed orders only.
    pub order: Option<(House, OrderToken)>,
    pub power_token: Option<House>,
    pub controller: Option<House>,
    pub garrison: u8,
    pub neutral: Option<Neutral>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseView {
    pub house: House,
    pub power: u8,
    pub power_on_board: u8,
    pub power_in_pool: u8,
    pub supply: u8,
    pub victory: u8,
    /// Hands and discard piles are public (§20), except the card being chosen in combat.
    pub hand: Vec<HouseCardId>,
    pub discard: Vec<HouseCardId>,
    pub special_orders_allowed: u8,
    /// Unused order tokens: only in the viewer's own house view (behind its screen).
    pub unused_orders: Option<Vec<(OrderToken, u8)>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupportView {
    pub area: AreaId,
    pub house: House,
    pub side: Side,
    pub refused: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    pub area: AreaId,
    pub origin: AreaId,
    pub attacker: House,
    pub defender: Option<House>,
    pub attacking: UnitCounts,
    pub stage: String,
    pub support: Vec<SupportView>,
    /// Revealed cards (attacker, defender), once both are revealed.
    pub cards: Option<(HouseCardId, HouseCardId)>,
    /// Each side's revealed card, also while one side chooses again (Tyrion Lannister).
    pub revealed: [Option<HouseCardId>; 2],
    /// The viewer's own sealed card, before the reveal.
    pub my_card: Option<HouseCardId>,
    /// Whether each side has sealed its card (not which).
    pub sealed: [bool; 2],
    /// Initial strengths (§15.3) from units, orders, garrison and declared support.
    pub initial_strengths: [i16; 2],
    /// Final strengths, once the combat is decided.
    pub strengths: Option<[i16; 2]>,
    pub winner: Option<House>,
    /// Tides of Battle cards (attacker, defender), once revealed.
    pub tides: Option<(TidesCard, TidesCard)>,
    /// The viewer's own Tides of Battle card before the reveal.
    pub my_tides: Option<TidesCard>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub viewer: Option<House>,
    pub round: u8,
    /// "planning", "raven", "raid", "march", "consolidate_power", "game_over".
    pub phase: String,
    pub awaiting: Vec<Awaited>,
    /// Raids or marches asked ahead of their turn (issue 25, game option `ask_together`): the
    /// house whose turn it is now, while houses after it in turn order are asked with it. Every
    /// answer is applied at its own house's turn, in turn order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_of: Option<House>,
    /// The houses awaited ahead of their turn (among `awaiting`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asked_ahead: Vec<House>,
    /// The houses that answered ahead of their turn: the answer is kept sealed until applied at
    /// that turn; nobody else learns what it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answered_ahead: Vec<House>,
    /// Game option `early_marches` (issue 25): why the viewer's answer given early was dropped
    /// at its turn, while it is asked again. Only ever the viewer's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub early_dropped: Option<super::together::EarlyDropped>,
    /// Houses that have sealed their orders (Planning), without their content.
    pub sealed_orders: Vec<House>,
    /// The viewer's own sealed orders during Planning.
    pub my_orders: Option<BTreeMap<AreaId, OrderToken>>,
    pub areas: Vec<AreaView>,
    pub houses: Vec<HouseView>,
    pub tracks: Tracks,
    pub blade_used: bool,
    pub raven_used: bool,
    pub wildling_threat: u8,
    /// Wildling cards in the deck (their order is secret).
    pub wildling_deck_size: usize,
    /// The top wildling card, only for the Raven holder deciding after its peek.
    pub raven_peek: Option<WildlingCard>,
    pub restrictions: Restrictions,
    /// This round's Westeros cards (deck I, II, III), during the Westeros phase.
    pub westeros_cards: Vec<WesterosCard>,
    /// Face-up discard piles of the three Westeros decks.
    pub westeros_discards: [Vec<WesterosCard>; 3],
    /// Houses whose sealed bid is in (not the amounts).
    pub sealed_bids: Vec<House>,
    /// The viewer's own sealed bid, while the bidding is open.
    pub my_bid: Option<u8>,
    /// A wildling attack in progress: its strength.
    pub wildling_attack: Option<u8>,
    pub combat: Option<CombatView>,
    pub winner: Option<House>,
    /// Every house sharing the win when the game is a draw (1st edition, agot1 §11.2 item 4),
    /// the winner among them; empty when one house won.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared_win: Vec<House>,
}

/// The view of the game for `viewer` (`None`: a spectator).
pub fn view_for(state: &GameState, viewer: Option<House>) -> GameView {
    let areas = state
        .areas
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let id = AreaId(i as u8);
            AreaView {
                area: id,
                house: a.house,
                units: a.units,
                order: a.order.map(|o| (o.house, o.token)),
                power_token: a.power_token,
                controller: state.controller(id),
                garrison: a.garrison,
                neutral: a.neutral,
            }
        })
        .collect();
    let houses = state
        .houses
        .iter()
        .map(|&h| {
            let hs = state.house(h);
            HouseView {
                house: h,
                power: hs.power,
                power_on_board: state.power_on_board(h),
                power_in_pool: state.power_in_pool(h),
                supply: hs.supply,
                victory: state.victory_points(h),
                hand: hs.hand.clone(),
                discard: hs.discard.clone(),
                special_orders_allowed: state.star_allowance(h),
                unused_orders: (viewer == Some(h)).then(|| {
                    let planned = planned_orders(state, h);
                    OrderToken::ALL
                        .iter()
                        .map(|t| {
                            let in_plan = planned
                                .map(|p| p.values().filter(|x| *x == t).count() as u8)
                                .unwrap_or(0);
                            (*t, state.unused_tokens(h, *t).saturating_sub(in_plan))
                        })
                        .collect()
                }),
            }
        })
        .collect();
    let (phase, sealed_orders, my_orders, raven_peek, combat) = match &state.step {
        Step::Planning { submitted, .. } => (
            "planning",
            submitted.keys().copied().collect(),
            viewer.and_then(|v| submitted.get(&v).cloned()),
            None,
            None,
        ),
        Step::Raven { peeked } => (
            "raven",
            vec![],
            None,
            (*peeked && viewer == Some(state.raven_holder()))
                .then(|| state.wildling_deck.first().copied())
                .flatten(),
            None,
        ),
        Step::Action(a) => {
            let phase = match a.stage {
                super::phase::ActionStage::Raid => "raid",
                super::phase::ActionStage::March => "march",
                super::phase::ActionStage::Consolidate => "consolidate_power",
            };
            let combat = match &a.sub {
                Some(Sub::Combat(c)) => Some(CombatView {
                    area: c.area,
                    origin: c.origin,
                    attacker: c.attacker,
                    defender: c.defender,
                    attacking: c.attacking,
                    stage: match c.stage {
                        CombatStage::Support { .. } | CombatStage::SealedSupport { .. } => {
                            "support"
                        }
                        CombatStage::RefuseSupport { .. } => "refuse_support",
                        CombatStage::Cards => "house_cards",
                        CombatStage::Blade => "blade",
                        CombatStage::Casualties { .. } => "casualties",
                        CombatStage::Retreat => "retreat",
                        CombatStage::Ability { .. } => "ability",
                    }
                    .into(),
                    support: c
                        .support
                        .iter()
                        .map(|s| SupportView {
                            area: s.area,
                            house: s.house,
                            side: s.side,
                            refused: s.refused,
                        })
                        .collect(),
                    cards: if c.cards_revealed {
                        c.cards[0].zip(c.cards[1])
                    } else {
                        None
                    },
                    revealed: if c.cards_revealed {
                        c.cards
                    } else {
                        [None, None]
                    },
                    my_card: if c.cards_revealed {
                        None
                    } else {
                        viewer.and_then(|v| c.side_of(v)).and_then(|s| c.cards[s])
                    },
                    sealed: [c.cards[0].is_some(), c.cards[1].is_some()],
                    initial_strengths: super::combat::initial_strengths(state, c),
                    strengths: c.winner.map(|_| c.strengths),
                    winner: c.winner,
                    tides: if c.tides_revealed {
                        c.tides[0].zip(c.tides[1])
                    } else {
                        None
                    },
                    my_tides: if c.tides_revealed {
                        None
                    } else {
                        viewer.and_then(|v| c.side_of(v)).and_then(|s| c.tides[s])
                    },
                }),
                _ => None,
            };
            (phase, vec![], None, None, combat)
        }
        Step::Westeros(_) => ("westeros", vec![], None, None, None),
        Step::GameOver => ("game_over", vec![], None, None, None),
    };
    let mut awaiting = awaiting(state);
    let mut asked_ahead: Vec<House> = super::together::awaited(state)
        .into_iter()
        .map(|(h, _)| h)
        .collect();
    let mut answered_ahead = super::together::kept(state);
    let mut turn_of = super::together::turn_of(state);
    if state.options.early_marches {
        // Asked early (issue 25): sealed. Another house learns neither the answer, nor that it
        // was given, nor that the house was asked: it sees only the house whose turn it is.
        awaiting.retain(|a| Some(a.house) == viewer || !asked_ahead.contains(&a.house));
        asked_ahead.retain(|h| Some(*h) == viewer);
        answered_ahead.retain(|h| Some(*h) == viewer);
        if asked_ahead.is_empty() && answered_ahead.is_empty() {
            turn_of = None;
        }
    }
    GameView {
        viewer,
        round: state.round,
        phase: phase.into(),
        awaiting,
        turn_of,
        asked_ahead,
        answered_ahead,
        early_dropped: viewer.and_then(|v| super::together::early::dropped(state, v)),
        sealed_orders,
        my_orders,
        areas,
        houses,
        tracks: state.tracks.clone(),
        blade_used: state.blade_used,
        raven_used: state.raven_used,
        wildling_threat: state.wildling_threat,
        wildling_deck_size: state.wildling_deck.len(),
        raven_peek,
        restrictions: state.restrictions,
        westeros_cards: match &state.step {
            Step::Westeros(w) => w.cards.clone(),
            _ => vec![],
        },
        westeros_discards: [0, 1, 2].map(|d| state.westeros_decks[d].discard.clone()),
        sealed_bids: match &state.step {
            Step::Westeros(w) => match &w.task {
                Some(Task::Clash(c)) if c.tie_decider.is_none() => c.bids.keys().copied().collect(),
                Some(Task::Attack(a)) if a.stage == AttackStage::Bidding => {
                    a.bids.keys().copied().collect()
                }
                _ => vec![],
            },
            _ => vec![],
        },
        my_bid: match &state.step {
            Step::Westeros(w) => match &w.task {
                Some(Task::Clash(c)) if c.tie_decider.is_none() => {
                    viewer.and_then(|v| c.bids.get(&v).copied())
                }
                Some(Task::Attack(a)) if a.stage == AttackStage::Bidding => {
                    viewer.and_then(|v| a.bids.get(&v).copied())
                }
                _ => None,
            },
            _ => None,
        },
        wildling_attack: match &state.step {
            Step::Westeros(w) => match &w.task {
                Some(Task::Attack(a)) => Some(a.strength),
                _ => None,
            },
            _ => None,
        },
        combat,
        winner: state.winner,
        shared_win: state.shared_win.clone(),
    }
}

impl super::game::Game {
    /// What `viewer` may see (`None`: a spectator).
    pub fn view_for(&self, viewer: Option<House>) -> GameView {
        view_for(self.state(), viewer)
    }
}
