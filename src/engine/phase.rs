//! Where the game is: the phase/step state machine, and the data of steps in progress.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::house::House;
use super::input::Side;
use super::orders::OrderToken;
use super::state::UnitCounts;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// P-1: sealed orders. In the insufficient-tokens case (§11.5) houses place one at a time in
    /// turn order (`sequential`).
    Planning {
        #[serde(default)]
        submitted: BTreeMap<House, BTreeMap<AreaId, OrderToken>>,
        #[serde(default)]
        sequential: bool,
    },
    /// P-3: the Messenger Raven holder decides; `peeked` once it looked at the wildling card.
    Raven {
        #[serde(default)]
        peeked: bool,
    },
    /// The Action phase: raids, marches, consolidations, in turn-order loops (§12).
    Action(Box<Action>),
    /// The Westeros phase (§6), rounds 2–10.
    Westeros(Box<super::westeros::Westeros>),
    GameOver,
}

/// The three resolution loops of the Action phase, ordered as the phase resolves them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionStage {
    Raid,
    March,
    Consolidate,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub stage: ActionStage,
    /// Index into turn order of the house whose turn it is in the loop.
    pub cursor: usize,
    /// A decision in progress inside the current house's turn.
    #[serde(default)]
    pub sub: Option<Sub>,
    /// Houses asked for their next raid or march at the same time as the current one, with the
    /// answers they gave (issue 25, game option `ask_together`). Not written when empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub together: Option<super::together::Together>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sub", rename_all = "snake_case")]
pub enum Sub {
    /// A combat (or an attack on a neutral force) started by a march.
    Combat(Box<Combat>),
    /// A neutral force held: the marching house plans again for the units left in `from`,
    /// without `forbidden` (§13.2 [DESIGN]).
    MarchRetry { from: AreaId, forbidden: AreaId },
    /// M-2 / C-10: the new controller of `port`'s land area may replace the enemy ships there.
    PortCapture { house: House, port: AreaId, max: u8 },
}

/// The stage a combat is in (§15.9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum CombatStage {
    /// C-1: support declarations; `next` indexes turn order.
    Support { next: usize },
    /// C-1 with the game option `sealed_support` (issue 25): every house with a support order
    /// next to the combat declares at once, sealed; the declarations are revealed together (in
    /// the order of [`super::combat::support_order`]) when the last is in.
    SealedSupport {
        #[serde(default)]
        sealed: BTreeMap<House, Vec<super::input::SupportChoice>>,
    },
    /// C-1r: combatants offered support by other houses may refuse it. `resume`: the support
    /// declaration to go back to afterwards (answers after each offer), or none (answers after
    /// every offer, [`super::options::SupportAnswers::AfterAllOffers`]).
    RefuseSupport {
        pending: Vec<House>,
        #[serde(default)]
        resume: Option<usize>,
    },
    /// C-3: sealed house cards.
    Cards,
    /// C-5: the Blade holder decides.
    Blade,
    /// C-7: the loser chooses `count` casualties.
    Casualties { count: u8 },
    /// C-9 (or C-8c, Robb Stark): where the losing units retreat; `Combat::retreat_by` decides.
    Retreat,
    /// A house-card ability (or Tides of Battle) decision of `house`.
    Ability { house: House, decision: Decision },
}

/// Decisions that house-card abilities and Tides of Battle ask for (inputs C-4*, C-7s, C-8*,
/// C-11, T-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    /// C-4a: Tyrion Lannister's owner: cancel the opponent's card?
    TyrionCancel,
    /// C-4b: the opponent of Tyrion chooses another card (not the cancelled one).
    ChooseAgain,
    /// C-4c: Aeron Damphair's owner: pay 2 power to swap for another card?
    AeronSwap,
    /// C-4d: Doran Martell's owner: which track the opponent drops to the bottom of.
    DoranTrack,
    /// C-4e: Queen of Thorns' owner: which adjacent opponent order to remove.
    QueenOfThorns,
    /// C-4f: Mace Tyrell's owner: a routed or a standing footman.
    MaceFootman,
    /// T-2: the Blade holder: discard its Tides of Battle card and draw again?
    TidesRedraw,
    /// C-7s: casualties from a Tides of Battle skull.
    SkullCasualties { count: u8 },
    /// C-8a: Renly Baratheon's owner: which footman becomes a knight (or none).
    RenlyUpgrade,
    /// C-8b: Cersei Lannister's owner: which order of the loser to remove (or none).
    CerseiRemove,
    /// C-11: Patchface's owner: which card of the opponent's hand to discard (or none).
    Patchface,
    /// 1st edition: Maester Luwin's owner, having won: which card of its discard pile to take
    /// back (or none) (agot1 §10).
    LuwinTakeBack,
    /// 1st edition: Melisandre of Asshai's owner, having won: which card of the loser's hand to
    /// discard for 1 power (or none) (agot1 §10).
    MelisandreDiscard,
    /// 1st edition: Asha Greyjoy's owner, having won: which Support or Consolidate Power order
    /// next to the battle to remove (or none) (agot1 §10).
    AshaRemove,
}

impl Decision {
    pub fn describe(&self) -> &'static str {
        match self {
            Decision::TyrionCancel => "decide whether Tyrion Lannister cancels the opponent's card",
            Decision::ChooseAgain => "choose another house card",
            Decision::AeronSwap => "decide whether Aeron Damphair is swapped for another card",
            Decision::DoranTrack => "choose the track for Doran Martell",
            Decision::QueenOfThorns => "choose the order the Queen of Thorns removes",
            Decision::MaceFootman => "choose the footman Mace Tyrell destroys",
            Decision::TidesRedraw => {
                "decide whether to use the Blade to draw another Tides of Battle card"
            }
            Decision::SkullCasualties { .. } => "choose the casualty of a skull",
            Decision::RenlyUpgrade => "choose the footman Renly Baratheon upgrades",
            Decision::CerseiRemove => "choose the order Cersei Lannister removes",
            Decision::Patchface => "choose the card Patchface discards",
            Decision::LuwinTakeBack => "choose the card Maester Luwin takes back",
            Decision::AshaRemove => "choose the order Asha Greyjoy removes",
            Decision::MelisandreDiscard => {
                "choose the card Melisandre of Asshai discards (for 1 power)"
            }
        }
    }
}

/// The answer to a [`Decision`], as carried by the inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AbilityAnswer {
    Yes(bool),
    Card(Option<HouseCardId>),
    Track(super::state::Track),
    Area(Option<AreaId>),
}

/// Where a combat is between the reveal of the house cards and its end (§15.4–§15.7).
/// Numbers index the two sides in Iron Throne order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Flow {
    #[default]
    Start,
    Cancel(u8),
    Immediate(u8),
    Tides,
    Blade,
    Resolve,
    AfterWinner(u8),
    Casualties,
    Skulls(u8),
    Retreat,
    Finish,
    Post(u8),
}

/// A support order's declared backing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declared {
    pub area: AreaId,
    pub house: House,
    pub side: Side,
    #[serde(default)]
    pub refused: bool,
    /// The combatant supported has accepted or refused it (it is asked only once).
    #[serde(default)]
    pub answered: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub area: AreaId,
    pub origin: AreaId,
    pub attacker: House,
    /// `None`: an attack on a neutral force token (§13.2): support only, no cards.
    pub defender: Option<House>,
    pub march: OrderToken,
    /// The attacking units, off the board until they win (or retreat home).
    pub attacking: UnitCounts,
    pub stage: CombatStage,
    #[serde(default)]
    pub support: Vec<Declared>,
    /// Sealed house cards: attacker, defender. Secret until both are in.
    #[serde(default)]
    pub cards: [Option<HouseCardId>; 2],
    #[serde(default)]
    pub cards_revealed: bool,
    #[serde(default)]
    pub blade_used_by: Option<House>,
    #[serde(default)]
    pub winner: Option<House>,
    #[serde(default)]
    pub strengths: [i16; 2],
    /// Tides of Battle cards drawn (attacker, defender); secret until revealed.
    #[serde(default)]
    pub tides: [Option<super::tides::TidesCard>; 2],
    /// This combat's freshly shuffled Tides of Battle deck. Secret.
    #[serde(default)]
    pub tides_deck: Vec<super::tides::TidesCard>,
    #[serde(default)]
    pub tides_revealed: bool,
    #[serde(default)]
    pub flow: Flow,
    /// The card Tyrion Lannister cancelled: it cannot be chosen again in this combat.
    #[serde(default)]
    pub cancelled: Option<HouseCardId>,
    /// Who chooses the retreat area: the loser, or Robb Stark's owner.
    #[serde(default)]
    pub retreat_by: Option<House>,
    /// Attacker, defender: played the last card of its hand in this combat (its hand is then
    /// taken back, so Melisandre of Asshai finds nothing to discard: the 1st edition's FAQ,
    /// seed 004 p. 18). Written only when set, so other combats serialize as before.
    #[serde(default, skip_serializing_if = "neither")]
    pub last_card_played: [bool; 2],
}

fn neither(v: &[bool; 2]) -> bool {
    !v[0] && !v[1]
}

impl Combat {
    pub fn loser(&self) -> Option<House> {
        let w = self.winner?;
        if w == self.attacker {
            self.defender
        } else {
            Some(self.attacker)
        }
    }
    /// 0 for the attacker, 1 for the defender.
    pub fn side_of(&self, h: House) -> Option<usize> {
        if h == self.attacker {
            Some(0)
        } else if Some(h) == self.defender {
            Some(1)
        } else {
            None
        }
    }
}
