//! Wildling attacks (§9) and the nine wildling cards (Appendix B).

use super::cards::HouseCardId;
use super::event::Event;
use super::house::House;
use super::input::{AreaMuster, UnitAt};
use super::options::PenaltyOrder;
use super::phase::Step;
use super::rejection::Rejection;
use super::state::{GameState, Track};
use super::unit::UnitKind;
use super::westeros::{
    after_units_lost, clear_task, destroy_units, start_reconcile, westeros_mut, Task,
};
use super::wildling::WildlingCard;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub strength: u8,
    /// Sealed bids; revealed when all are in.
    pub bids: BTreeMap<House, u8>,
    /// The house that takes no part (Preemptive Raid's second attack).
    #[serde(default)]
    pub excluded: Option<House>,
    #[serde(default)]
    pub stage: AttackStage,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum AttackStage {
    #[default]
    Bidding,
    /// W-11t: the Iron Throne holder names the highest (Night's Watch won) or lowest bidder.
    Tie {
        highest: bool,
        candidates: Vec<House>,
    },
    /// W-12: the card's effects, one decision at a time (`queue[0]` first; parallel entries
    /// after the first are awaited together).
    Effects {
        card: WildlingCard,
        nights_watch: bool,
        /// The highest bidder (Night's Watch won) or the lowest (wildlings won).
        bidder: House,
        queue: Vec<Pending>,
    },
}

/// One house's decision owed to a wildling card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub house: House,
    pub effect: Effect,
    /// May be decided at the same time as the other parallel entries (inputs §2.1).
    #[serde(default)]
    pub parallel: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Destroy this many own units anywhere.
    Destroy(u8),
    /// The Horde Descends, lowest: 2 units in one castle/stronghold area, else anywhere.
    HordeLowest,
    /// Preemptive Raid, lowest: destroy 2 units, or drop 2 places on its highest track.
    PreemptiveRaid,
    /// Crow Killers: replace this many knights with footmen (knights that cannot be replaced die).
    KnightsToFootmen(u8),
    /// Crow Killers, Night's Watch: up to 2 footmen become knights.
    FootmenToKnights,
    /// Massing on the Milkwater, others: discard one card.
    DiscardCard,
    /// A King Beyond the Wall, others: Fiefdoms or King's Court, to its last place.
    LastOnTrack,
    /// A King Beyond the Wall, Night's Watch: first place on a track of its choice.
    FirstOnTrack,
    /// Mammoth Riders, Night's Watch: take one card back from the discard pile.
    TakeBackCard,
    /// The Horde Descends, Night's Watch: muster in one castle/stronghold area.
    Muster,
    /// 1st edition (agot1 §5.8): destroy own units worth this many mustering points (footman
    /// and ship 1, knight 2); the set must reach the value (or be every unit) and be minimal.
    DestroyValue(u8),
}

impl Attack {
    pub fn new(strength: u8, excluded: Option<House>) -> Attack {
        Attack {
            strength,
            bids: BTreeMap::new(),
            excluded,
            stage: AttackStage::Bidding,
        }
    }
}

fn set(state: &mut GameState, a: Attack) {
    westeros_mut(state).task = Some(Task::Attack(Box::new(a)));
}

fn attack(state: &GameState) -> Option<Attack> {
    match &state.step {
        Step::Westeros(w) => match &w.task {
            Some(Task::Attack(a)) => Some((**a).clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Houses taking part in the attack.
pub fn bidders(state: &GameState, a: &Attack) -> Vec<House> {
    state
        .turn_order()
        .iter()
        .copied()
        .filter(|h| Some(*h) != a.excluded)
        .collect()
}

pub fn advance(state: &mut GameState, a: Attack, events: &mut Vec<Event>) -> bool {
    match a.stage.clone() {
        AttackStage::Bidding => {
            let houses = bidders(state, &a);
            if houses.iter().any(|h| !a.bids.contains_key(h)) {
                return false;
            }
            events.push(Event::BidsRevealed {
                purpose: "wildlings".into(),
                bids: a.bids.clone(),
            });
            for (h, bid) in &a.bids {
                state.discard_power(*h, *bid);
            }
            let total: u32 = a.bids.values().map(|b| *b as u32).sum();
            let nights_watch = total >= a.strength as u32;
            let target = if nights_watch {
                a.bids.values().max().copied()
            } else {
                a.bids.values().min().copied()
            };
            let candidates: Vec<House> = houses
                .into_iter()
                .filter(|h| a.bids.get(h).copied() == target)
                .collect();
            events.push(Event::WildlingsOutcome {
                nights_watch,
                strength: a.strength,
                total: total as u16,
            });
            let mut a2 = a.clone();
            if candidates.len() > 1 {
                a2.stage = AttackStage::Tie {
                    highest: nights_watch,
                    candidates,
                };
                set(state, a2);
            } else {
                start_effects(state, a2, nights_watch, candidates[0], events);
            }
            true
        }
        AttackStage::Tie { .. } => false,
        AttackStage::Effects { queue, .. } => {
            if queue.is_empty() {
                finish(state, a, events);
                return true;
            }
            // A decision with only one possible outcome resolves itself (inputs §0.2).
            if let Some((i, p)) = queue.iter().enumerate().find(|(_, p)| trivial(state, p)) {
                let p = p.clone();
                apply_trivial(state, &p, events);
                let mut a2 = attack(state).expect("attack in progress");
                if let AttackStage::Effects { queue, .. } = &mut a2.stage {
                    queue.remove(i);
                }
                set(state, a2);
                return true;
            }
            false
        }
    }
}

fn start_effects(
    state: &mut GameState,
    mut a: Attack,
    nights_watch: bool,
    bidder: House,
    events: &mut Vec<Event>,
) {
    let fixed = state.rules().wildling_attack == super::ruleset::WildlingAttack::Fixed;
    let card = if fixed {
        WildlingCard::FixedOutcome
    } else if state.wildling_deck.is_empty() {
        WildlingCard::SilenceAtTheWall
    } else {
        state.wildling_deck.remove(0)
    };
    if !fixed {
        events.push(Event::WildlingCardRevealed {
            card,
            bidder,
            nights_watch,
        });
    }
    let others: Vec<House> = bidders(state, &a)
        .into_iter()
        .filter(|h| *h != bidder)
        .collect();
    let mut queue = Vec::new();
    let each = |queue: &mut Vec<Pending>, effect: Effect, parallel: bool| {
        for h in &others {
            queue.push(Pending {
                house: *h,
                effect,
                parallel,
            });
        }
    };
    // With the game option `ask_together` (issue 25) the lowest bidder's own penalty is asked at
    // the same time as the other houses' where it only touches its own units (Crow Killers,
    // Mammoth Riders, The Horde Descends): no answer can depend on another's.
    let together = state.options.ask_together;
    let me = |effect| Pending {
        house: bidder,
        effect,
        parallel: together
            && matches!(
                effect,
                Effect::KnightsToFootmen(_) | Effect::Destroy(_) | Effect::HordeLowest
            )
            && !nights_watch,
    };
    use WildlingCard::*;
    match (card, nights_watch) {
        (SilenceAtTheWall, _) => {}
        (PreemptiveRaid, false) => queue.push(me(Effect::PreemptiveRaid)),
        (PreemptiveRaid, true) => {}
        (CrowKillers, false) => {
            queue.push(me(Effect::KnightsToFootmen(u8::MAX)));
            each(&mut queue, Effect::KnightsToFootmen(2), true);
        }
        (CrowKillers, true) => queue.push(me(Effect::FootmenToKnights)),
        (RattleshirtsRaiders, false) => {
            let s = &mut state.house_mut(bidder).supply;
            *s = s.saturating_sub(2);
            for h in &others {
                let s = &mut state.house_mut(*h).supply;
                *s = s.saturating_sub(1);
            }
        }
        (RattleshirtsRaiders, true) => {
            let s = &mut state.house_mut(bidder).supply;
            *s = (*s + 1).min(6);
        }
        (MassingOnTheMilkwater, false) => {
            let hs = state.house_mut(bidder);
            if hs.hand.len() > 1 {
                let top = hs.hand.iter().map(|c| c.card().strength).max().unwrap_or(0);
                let (gone, kept): (Vec<HouseCardId>, Vec<HouseCardId>) =
                    hs.hand.iter().partition(|c| c.card().strength == top);
                hs.hand = kept;
                hs.discard.extend(gone.iter().copied());
                // [DESIGN] Every card in hand had the same strength, so the hand is now empty. A
                // house never stays without cards: as when its last card is played (§15.7 6.5),
                // it takes back the rest of its discard pile; the cards just discarded stay there.
                if hs.hand.is_empty() {
                    hs.hand = hs
                        .discard
                        .iter()
                        .copied()
                        .filter(|c| !gone.contains(c))
                        .collect();
                    hs.hand.sort();
                    hs.discard = gone;
                    events.push(Event::HandRecycled { house: bidder });
                }
            }
            each(&mut queue, Effect::DiscardCard, true);
        }
        (MassingOnTheMilkwater, true) => {
            let hs = state.house_mut(bidder);
            let back = std::mem::take(&mut hs.discard);
            hs.hand.extend(back);
            hs.hand.sort();
        }
        (AKingBeyondTheWall, false) => {
            for t in [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt] {
                move_on_track(state, bidder, t, usize::MAX);
            }
            each(&mut queue, Effect::LastOnTrack, false);
        }
        (AKingBeyondTheWall, true) => queue.push(me(Effect::FirstOnTrack)),
        (MammothRiders, false) => {
            queue.push(me(Effect::Destroy(3)));
            each(&mut queue, Effect::Destroy(2), true);
        }
        (MammothRiders, true) => queue.push(me(Effect::TakeBackCard)),
        (TheHordeDescends, false) => {
            queue.push(me(Effect::HordeLowest));
            each(&mut queue, Effect::Destroy(1), true);
        }
        (TheHordeDescends, true) => queue.push(me(Effect::Muster)),
        (SkinchangerScout, false) => {
            let all = state.house(bidder).power;
            state.discard_power(bidder, all);
            for h in &others {
                state.discard_power(*h, 2);
            }
        }
        (SkinchangerScout, true) => {
            let bid = a.bids.get(&bidder).copied().unwrap_or(0);
            state.gain_power(bidder, bid);
        }
        // 1st edition (agot1 §5.8): the highest bidder takes one used card back; or every house
        // loses units worth 2 mustering points, the lowest bidder 4.
        (FixedOutcome, true) => queue.push(me(Effect::TakeBackCard)),
        (FixedOutcome, false) => {
            queue.push(me(Effect::DestroyValue(4)));
            each(&mut queue, Effect::DestroyValue(2), true);
        }
    }
    if state.wildling_penalties() == PenaltyOrder::TurnOrder {
        // Each house chooses in turn order, the lowest (or highest) bidder at its place (agot1
        // §5.8 [DEC]), one after another.
        let order = state.turn_order().to_vec();
        let place = |h: House| order.iter().position(|o| *o == h);
        queue.sort_by_key(|p| place(p.house));
        for p in &mut queue {
            p.parallel = false;
        }
    }
    a.stage = AttackStage::Effects {
        card,
        nights_watch,
        bidder,
        queue,
    };
    set(state, a);
    after_units_lost(state, events);
}

/// The card goes to the bottom of the deck, the track moves, and Rattleshirt's Raiders may
/// force reconciliations; Preemptive Raid's Night's Watch reward starts a second attack.
fn finish(state: &mut GameState, a: Attack, events: &mut Vec<Event>) {
    let AttackStage::Effects {
        card,
        nights_watch,
        bidder,
        ..
    } = a.stage
    else {
        unreachable!()
    };
    let fixed = card == WildlingCard::FixedOutcome;
    if !fixed {
        state.wildling_deck.push(card);
    }
    // Preemptive Raid's second attack has a fixed strength and leaves the track alone.
    if a.excluded.is_none() {
        // 1st edition: back to 0 whatever the outcome (agot1 §5.8 step 7).
        state.wildling_threat = if nights_watch || fixed {
            0
        } else {
            state.wildling_threat.saturating_sub(4)
        };
        events.push(Event::WildlingThreat {
            threat: state.wildling_threat,
        });
    }
    clear_task(state);
    if card == WildlingCard::PreemptiveRaid && nights_watch {
        events.push(Event::WildlingsAttack { strength: 6 });
        set(state, Attack::new(6, Some(bidder)));
    } else if card == WildlingCard::RattleshirtsRaiders && !nights_watch {
        start_reconcile(state);
    }
}

/// Moves `h` on track `t` to 0-based `pos` (clamped to the last place) (§8.4).
pub fn move_on_track(state: &mut GameState, h: House, t: Track, pos: usize) {
    let v = state.tracks.get_mut(t);
    v.retain(|x| *x != h);
    let p = pos.min(v.len());
    v.insert(p, h);
}

pub fn bid(
    state: &mut GameState,
    h: House,
    power: u8,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(mut a) = attack(state) else {
        return Err(Rejection::NotAwaited { house: h });
    };
    if power > state.house(h).power {
        return Err(Rejection::BidTooHigh {
            available: state.house(h).power,
        });
    }
    a.bids.insert(h, power);
    events.push(Event::Submitted {
        house: h,
        what: "bid".into(),
    });
    set(state, a);
    Ok(())
}

pub fn choose_bidder(
    state: &mut GameState,
    h: House,
    chosen: House,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(a) = attack(state) else {
        return Err(Rejection::NotAwaited { house: h });
    };
    let AttackStage::Tie {
        highest,
        candidates,
    } = a.stage.clone()
    else {
        return Err(Rejection::NotAwaited { house: h });
    };
    if !candidates.contains(&chosen) {
        return Err(Rejection::NotTied { house: chosen });
    }
    events.push(Event::BidderChosen {
        by: h,
        house: chosen,
    });
    start_effects(state, a, highest, chosen, events);
    Ok(())
}

/// Units of `h` on the board.
fn units_of(state: &GameState, h: House) -> u8 {
    state
        .areas
        .iter()
        .filter(|a| a.house == Some(h))
        .map(|a| a.units.total())
        .sum()
}

/// Whether a pending decision has a single outcome; these resolve without asking.
fn trivial(state: &GameState, p: &Pending) -> bool {
    let h = p.house;
    match p.effect {
        Effect::Destroy(n) => units_of(state, h) <= n,
        Effect::DestroyValue(n) => value_on_board(state, h) <= u16::from(n),
        Effect::HordeLowest => units_of(state, h) <= 2,
        Effect::PreemptiveRaid => false,
        Effect::KnightsToFootmen(n) => {
            let knights = state.units_on_board(h, UnitKind::Knight);
            let free = state.reserve(h, UnitKind::Footman);
            if n == u8::MAX {
                // Lowest bidder: every knight goes; the only choice is which ones get the free
                // footmen, and there is none when there are enough, or none at all (WC-CK-L).
                knights == 0 || free >= knights || free == 0
            } else {
                knights == 0 || (knights <= n && free >= knights.min(n))
            }
        }
        Effect::FootmenToKnights => {
            state.units_on_board(h, UnitKind::Footman) == 0
                || state.reserve(h, UnitKind::Knight) == 0
        }
        Effect::DiscardCard => state.house(h).hand.len() <= 1,
        Effect::LastOnTrack | Effect::FirstOnTrack => false,
        Effect::TakeBackCard => state.house(h).discard.is_empty(),
        Effect::Muster => super::westeros::muster_areas(state, h).is_empty(),
    }
}

fn apply_trivial(state: &mut GameState, p: &Pending, events: &mut Vec<Event>) {
    let h = p.house;
    match p.effect {
        Effect::Destroy(_) | Effect::HordeLowest | Effect::DestroyValue(_) => {
            let units = super::legal::units_of(state, h);
            destroy_units(state, h, &units, "wildlings").expect("own units");
            if !units.is_empty() {
                events.push(Event::UnitsDestroyedAnywhere {
                    house: h,
                    units,
                    why: "wildlings".into(),
                });
            }
            after_units_lost(state, events);
        }
        Effect::KnightsToFootmen(_) => {
            let knights: Vec<UnitAt> = super::legal::units_of(state, h)
                .into_iter()
                .filter(|u| u.unit == UnitKind::Knight)
                .collect();
            replace(
                state,
                h,
                &knights,
                UnitKind::Knight,
                UnitKind::Footman,
                events,
            );
        }
        _ => {}
    }
}

/// Replaces each named unit by one of kind `to`; when none is left in reserve it is destroyed.
fn replace(
    state: &mut GameState,
    h: House,
    units: &[UnitAt],
    from: UnitKind,
    to: UnitKind,
    events: &mut Vec<Event>,
) {
    for u in units {
        destroy_units(state, h, &[*u], "wildlings").expect("checked");
        if state.reserve(h, to) > 0 {
            let a = state.area_mut(u.area);
            a.house = Some(h);
            a.units.add(to, 1);
        } else {
            events.push(Event::UnitsDestroyedAnywhere {
                house: h,
                units: vec![*u],
                why: format!("no {} left to replace it", to.key()),
            });
        }
    }
    let _ = from;
    after_units_lost(state, events);
}

/// The pending wildling decision of `h`, if it is awaited now.
pub fn pending_for(state: &GameState, h: House) -> Option<Pending> {
    let a = attack(state)?;
    let AttackStage::Effects { queue, .. } = &a.stage else {
        return None;
    };
    awaited(queue).into_iter().find(|p| p.house == h)
}

/// Decisions awaited now: the first, or the first run of parallel ones.
pub fn awaited(queue: &[Pending]) -> Vec<Pending> {
    match queue.first() {
        None => vec![],
        Some(p) if !p.parallel => vec![p.clone()],
        Some(_) => queue.iter().take_while(|p| p.parallel).cloned().collect(),
    }
}

fn done(state: &mut GameState, h: House) {
    let mut a = attack(state).expect("attack in progress");
    if let AttackStage::Effects { queue, .. } = &mut a.stage {
        if let Some(i) = queue.iter().position(|p| p.house == h) {
            queue.remove(i);
        }
    }
    set(state, a);
}

fn check_own(
    state: &GameState,
    h: House,
    units: &[UnitAt],
    kind: Option<UnitKind>,
) -> Result<(), Rejection> {
    let mut scratch = state.clone();
    for u in units {
        if kind.is_some_and(|k| k != u.unit) {
            return Err(Rejection::WildlingChoice {
                reason: format!("choose {}s", kind.unwrap().key()),
            });
        }
    }
    destroy_units(&mut scratch, h, units, "check")
}

/// Mustering value of a unit (agot1 §5.8): knight 2, footman and ship 1.
pub fn unit_points(kind: UnitKind) -> u16 {
    match kind {
        UnitKind::Knight => 2,
        _ => 1,
    }
}

/// Mustering value of all of a house's units on the board.
fn value_on_board(state: &GameState, h: House) -> u16 {
    super::legal::units_of(state, h)
        .iter()
        .map(|u| unit_points(u.unit))
        .sum()
}

/// A minimal set of `units` worth at least `value` mustering points (every unit if they are not
/// worth that much), trying the units in the order given: the default answer, and with shuffled
/// units a random legal one.
pub fn value_choice(units: &[UnitAt], value: u8) -> Vec<UnitAt> {
    let need = u16::from(value);
    let mut chosen: Vec<UnitAt> = Vec::new();
    let mut named = 0u16;
    for u in units {
        if named >= need {
            break;
        }
        chosen.push(*u);
        named += unit_points(u.unit);
    }
    // Leave out units that are not needed (e.g. a footman taken before a knight).
    while let Some(i) = chosen
        .iter()
        .position(|u| named - unit_points(u.unit) >= need)
    {
        named -= unit_points(chosen[i].unit);
        chosen.remove(i);
    }
    chosen
}

/// Which units can be part of an accepted 1st-edition wildling penalty worth `value` points
/// among `units` (see [`check_value`]): (a knight can, a footman or ship can, the fewest and
/// most units such an answer names). Units of the same value are interchangeable, so the
/// answers are counted by how many one-point units and knights they name.
pub fn value_sets(units: &[UnitAt], value: u8) -> (bool, bool, (u8, u8)) {
    let knights = units.iter().filter(|u| u.unit == UnitKind::Knight).count() as u16;
    let ones = units.len() as u16 - knights;
    let need = u16::from(value).min(ones + 2 * knights);
    let (mut knight_fits, mut other_fits) = (false, false);
    let (mut fewest, mut most) = (u16::MAX, 0u16);
    for y in 0..=knights {
        for x in 0..=ones {
            let named = x + 2 * y;
            let smallest = if x > 0 { 1 } else { 2 };
            let fits = named >= need && (x + y == 0 || named - smallest < need);
            if fits && x + y > 0 {
                knight_fits |= y > 0;
                other_fits |= x > 0;
                fewest = fewest.min(x + y);
                most = most.max(x + y);
            }
        }
    }
    if most == 0 {
        fewest = 0;
    }
    (knight_fits, other_fits, (fewest as u8, most as u8))
}

/// A 1st-edition wildling penalty (agot1 §5.8 [DEC]): the units named reach `value` points (or
/// are every unit the house has) and none of them could be left out.
fn check_value(state: &GameState, h: House, units: &[UnitAt], value: u8) -> Result<(), Rejection> {
    let named: u16 = units.iter().map(|u| unit_points(u.unit)).sum();
    let all = value_on_board(state, h);
    let need = u16::from(value).min(all);
    let smallest = units.iter().map(|u| unit_points(u.unit)).min().unwrap_or(0);
    if named < need || (!units.is_empty() && named - smallest >= need) {
        return Err(Rejection::WildlingChoice {
            reason: format!("destroy units worth {need} mustering point(s), no more than needed"),
        });
    }
    Ok(())
}

pub fn destroy_choice(
    state: &mut GameState,
    h: House,
    units: &[UnitAt],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    let have = units_of(state, h);
    let n = match p.effect {
        Effect::DestroyValue(v) => {
            check_value(state, h, units, v)?;
            units.len() as u8
        }
        Effect::Destroy(n) => n,
        Effect::PreemptiveRaid => 2,
        Effect::HordeLowest => {
            // Two units in one of its castle/stronghold areas, if it has such an area with two.
            let areas = super::westeros::muster_areas(state, h);
            let possible = areas
                .iter()
                .any(|a| state.area(*a).house == Some(h) && state.area(*a).units.total() >= 2);
            if possible
                && (units.len() != 2
                    || units[0].area != units[1].area
                    || !areas.contains(&units[0].area))
            {
                return Err(Rejection::WildlingChoice {
                    reason: "destroy 2 units in one of your castle or stronghold areas".into(),
                });
            }
            2
        }
        _ => {
            return Err(Rejection::WrongRequest {
                expected: "the wildling card's decision".into(),
            })
        }
    };
    let need = n.min(have) as usize;
    if units.len() != need {
        return Err(Rejection::WildlingChoice {
            reason: format!("destroy exactly {need} unit(s)"),
        });
    }
    check_own(state, h, units, None)?;
    destroy_units(state, h, units, "wildlings")?;
    events.push(Event::UnitsDestroyedAnywhere {
        house: h,
        units: units.to_vec(),
        why: "wildlings".into(),
    });
    after_units_lost(state, events);
    done(state, h);
    Ok(())
}

pub fn replace_choice(
    state: &mut GameState,
    h: House,
    units: &[UnitAt],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    match p.effect {
        Effect::KnightsToFootmen(n) => {
            let knights = state.units_on_board(h, UnitKind::Knight);
            // Lowest bidder (n = MAX): name the knights that get one of the free footmen; the
            // others are destroyed (inputs WC-CK-L). Naming every knight is accepted too: the
            // first ones named get the footmen. Others: name 2 knights (or all).
            let need = if n == u8::MAX {
                knights.min(state.reserve(h, UnitKind::Footman)) as usize
            } else {
                n.min(knights) as usize
            };
            let all_named = n == u8::MAX && units.len() == knights as usize;
            if units.len() != need && !all_named {
                return Err(Rejection::WildlingChoice {
                    reason: format!("name {need} knight(s)"),
                });
            }
            check_own(state, h, units, Some(UnitKind::Knight))?;
            replace(state, h, units, UnitKind::Knight, UnitKind::Footman, events);
            if n == u8::MAX {
                // Lowest bidder: every knight goes; those not named die (no footman left).
                let rest: Vec<UnitAt> = super::legal::units_of(state, h)
                    .into_iter()
                    .filter(|u| u.unit == UnitKind::Knight)
                    .collect();
                destroy_units(state, h, &rest, "wildlings")?;
                if !rest.is_empty() {
                    events.push(Event::UnitsDestroyedAnywhere {
                        house: h,
                        units: rest,
                        why: "no footman left to replace it".into(),
                    });
                }
                after_units_lost(state, events);
            }
        }
        Effect::FootmenToKnights => {
            if units.len() > 2 || units.len() > state.reserve(h, UnitKind::Knight) as usize {
                return Err(Rejection::WildlingChoice {
                    reason: "up to 2 footmen, and no more than your knights in reserve".into(),
                });
            }
            check_own(state, h, units, Some(UnitKind::Footman))?;
            replace(state, h, units, UnitKind::Footman, UnitKind::Knight, events);
        }
        _ => {
            return Err(Rejection::WrongRequest {
                expected: "the wildling card's decision".into(),
            })
        }
    }
    done(state, h);
    Ok(())
}

pub fn discard_choice(
    state: &mut GameState,
    h: House,
    card: HouseCardId,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    if p.effect != Effect::DiscardCard {
        return Err(Rejection::WrongRequest {
            expected: "the wildling card's decision".into(),
        });
    }
    let hs = state.house_mut(h);
    if !hs.hand.contains(&card) {
        return Err(Rejection::CardNotInHand { card });
    }
    hs.hand.retain(|c| *c != card);
    hs.discard.push(card);
    events.push(Event::HouseCardDiscarded { house: h, card });
    done(state, h);
    Ok(())
}

pub fn take_back_choice(
    state: &mut GameState,
    h: House,
    card: Option<HouseCardId>,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    if p.effect != Effect::TakeBackCard {
        return Err(Rejection::WrongRequest {
            expected: "the wildling card's decision".into(),
        });
    }
    if let Some(card) = card {
        let hs = state.house_mut(h);
        if !hs.discard.contains(&card) {
            return Err(Rejection::CardNotInDiscard { card });
        }
        hs.discard.retain(|c| *c != card);
        hs.hand.push(card);
        hs.hand.sort();
        events.push(Event::HouseCardTakenBack { house: h, card });
    }
    done(state, h);
    Ok(())
}

pub fn track_choice(
    state: &mut GameState,
    h: House,
    track: Track,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    match p.effect {
        Effect::LastOnTrack => {
            if track == Track::IronThrone {
                return Err(Rejection::WildlingChoice {
                    reason: "choose the Fiefdoms or the King's Court track".into(),
                });
            }
            move_on_track(state, h, track, usize::MAX);
        }
        Effect::FirstOnTrack => move_on_track(state, h, track, 0),
        Effect::PreemptiveRaid => {
            // Drop 2 places on its highest track; ties between tracks are its choice.
            let best = [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]
                .iter()
                .map(|t| state.tracks.position(*t, h))
                .min()
                .unwrap_or(0);
            if state.tracks.position(track, h) != best {
                return Err(Rejection::WildlingChoice {
                    reason: "drop on the track where you stand highest".into(),
                });
            }
            move_on_track(state, h, track, best + 2);
        }
        _ => {
            return Err(Rejection::WrongRequest {
                expected: "the wildling card's decision".into(),
            })
        }
    }
    events.push(Event::TrackSet {
        track,
        order: state.tracks.get(track).clone(),
    });
    done(state, h);
    Ok(())
}

/// The Horde Descends, Night's Watch: one area's muster (or none), then the attack goes on.
pub fn horde_muster(
    state: &mut GameState,
    h: House,
    plan: &[AreaMuster],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let p = pending_for(state, h).ok_or(Rejection::NotAwaited { house: h })?;
    if p.effect != Effect::Muster {
        return Err(Rejection::WrongRequest {
            expected: "the wildling card's decision".into(),
        });
    }
    if plan.len() > 1 {
        return Err(Rejection::InvalidMuster {
            reason: "The Horde Descends lets you muster in one area only".into(),
        });
    }
    let eligible = super::westeros::muster_areas(state, h);
    for m in plan {
        if !eligible.contains(&m.area) {
            return Err(Rejection::InvalidMuster {
                reason: format!("you cannot muster in {}", m.area),
            });
        }
        super::muster::muster(state, h, m.area, &m.actions, events)?;
    }
    done(state, h);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::AreaId;

    fn at(kinds: &[UnitKind]) -> Vec<UnitAt> {
        let area = AreaId::from_key("winterfell").unwrap();
        kinds.iter().map(|k| UnitAt { area, unit: *k }).collect()
    }

    /// agot1 §5.8 [DEC]: which units can be part of a penalty worth the value with no unit
    /// superfluous, and how many such a penalty names.
    #[test]
    fn value_sets_offer_only_units_of_a_minimal_payment() {
        use UnitKind::{Footman as F, Knight as K, Ship as S};
        // 2 points from a knight and a footman: the knight alone; the footman never.
        assert_eq!(value_sets(&at(&[K, F]), 2), (true, false, (1, 1)));
        // 2 points from two footmen and a knight: the knight, or both footmen.
        assert_eq!(value_sets(&at(&[K, F, F]), 2), (true, true, (1, 2)));
        // 4 points from a knight, two footmen and a ship: the knight and two one-point units
        // (all four would be a point too many).
        assert_eq!(value_sets(&at(&[K, F, F, S]), 4), (true, true, (3, 3)));
        // 4 points from two knights and a footman: the two knights only.
        assert_eq!(value_sets(&at(&[K, K, F]), 4), (true, false, (2, 2)));
    }
}
