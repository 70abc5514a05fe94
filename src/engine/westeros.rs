//! The Westeros phase (§6), rounds 2–10: three cards, the wildling track, and what the cards
//! ask of the houses: mustering (§7), supply (§17), Clash of Kings (§8.3), Game of Thrones
//! (§16.6), token holders' choices, restrictions, and wildling attacks (§9, in [`super::wildlings`]).

use super::board::{AreaId, AreaKind};
use super::event::Event;
use super::house::House;
use super::input::{AreaMuster, UnitAt, WesterosOption};
use super::options::WinterIsComing;
use super::phase::Step;
use super::rejection::Rejection;
use super::state::{armies_fit, GameState, Track};
use super::unit::UnitKind;
use super::westeros_cards::WesterosCard;
use super::wildlings::{self, Attack};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Westeros {
    /// This phase's cards, deck I, II, III (after Winter Is Coming replacements).
    pub cards: Vec<WesterosCard>,
    /// Index of the next card to resolve.
    pub next: usize,
    /// The threat reached 12 in step 3: an attack comes before any card.
    #[serde(default)]
    pub attack_from_track: bool,
    #[serde(default)]
    pub task: Option<Task>,
}

/// What a card is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// W-1..W-3: the holder of a dominance token chooses.
    Choice { card: WesterosCard, house: House },
    /// W-4: houses muster in turn order; `only` limits it to one house and one area (The Horde
    /// Descends, Night's Watch reward). Houses whose choices cannot interact are asked together
    /// (issue 25, see [`muster_asked`]); `done`: those that mustered ahead of their turn.
    Muster {
        next: usize,
        #[serde(default)]
        only: Option<House>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        done: Vec<House>,
    },
    /// W-5: houses over their supply limit destroy units.
    Reconcile { pending: Vec<House> },
    /// W-6..W-8: bidding on one influence track.
    Clash(Box<Clash>),
    /// W-11, W-12: a wildling attack.
    Attack(Box<Attack>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clash {
    pub track: Track,
    /// Sealed bids until every house has bid.
    pub bids: BTreeMap<House, u8>,
    /// The track orders before the Clash, for the default tie order and the previous holder.
    pub before: super::state::Tracks,
    /// Once bids are in and some are tied: the house that orders them.
    #[serde(default)]
    pub tie_decider: Option<House>,
}

pub(crate) fn westeros_mut(state: &mut GameState) -> &mut Westeros {
    match &mut state.step {
        Step::Westeros(w) => w,
        _ => panic!("not in the Westeros phase"),
    }
}

pub(crate) fn westeros(state: &GameState) -> &Westeros {
    match &state.step {
        Step::Westeros(w) => w,
        _ => panic!("not in the Westeros phase"),
    }
}

/// Starts a round after the first: the Westeros phase (§6.1).
pub fn begin_round(state: &mut GameState, events: &mut Vec<Event>) {
    let mut cards = Vec::new();
    let mut icons = 0u8;
    let errata = state.options.winter_is_coming == WinterIsComing::Errata;
    for deck in 0..3 {
        let mut card = state.westeros_decks[deck].draw(&mut state.rng);
        // Errata (default): Winter Is Coming is replaced at once, so the new card's icon counts
        // in step 3. Literal: it is resolved in deck order, in step 4 (see `resolve_card`).
        while errata && card == WesterosCard::WinterIsComing {
            card = winter_is_coming(state, deck, events);
        }
        if state.westeros_icon(card) {
            icons += 1;
        }
        cards.push(card);
    }
    events.push(Event::WesterosCardsRevealed {
        round: state.round,
        cards: cards.clone(),
    });
    let before = state.wildling_threat;
    let mut attack_from_track = false;
    for _ in 0..icons {
        state.wildling_threat = (state.wildling_threat + 2).min(12);
        if state.wildling_threat == 12 && state.rules().attack_at_12 {
            attack_from_track = true;
            break;
        }
    }
    if state.wildling_threat != before {
        events.push(Event::WildlingThreat {
            threat: state.wildling_threat,
        });
    }
    state.restrictions = Default::default();
    state.step = Step::Westeros(Box::new(Westeros {
        cards,
        next: 0,
        attack_from_track,
        task: None,
    }));
}

/// Moves the Westeros phase on as far as it goes without a decision.
pub fn advance(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    let w = westeros(state).clone();
    if let Some(task) = &w.task {
        return advance_task(state, task.clone(), events);
    }
    if w.attack_from_track {
        westeros_mut(state).attack_from_track = false;
        start_attack(state, state.wildling_threat, None, events);
        return true;
    }
    if w.next >= w.cards.len() {
        let to_bottom = state.rules().westeros_to_bottom;
        for (deck, card) in w.cards.iter().enumerate() {
            if to_bottom {
                state.westeros_decks[deck].draw.push(*card);
            } else {
                state.westeros_decks[deck].discard.push(*card);
            }
        }
        events.push(Event::PlanningStarted { round: state.round });
        super::planning::begin(state);
        return true;
    }
    let card = w.cards[w.next];
    westeros_mut(state).next += 1;
    resolve_card(state, card, events);
    true
}

/// Winter Is Coming: shuffle the card back with the draw pile (and, with the `whole_deck`
/// option, the discards) and draw a new card (§6.1).
fn winter_is_coming(state: &mut GameState, deck: usize, events: &mut Vec<Event>) -> WesterosCard {
    events.push(Event::WinterIsComing {
        deck: deck as u8 + 1,
    });
    let d = &mut state.westeros_decks[deck];
    d.draw.push(WesterosCard::WinterIsComing);
    if state.options.winter_reshuffles_discards {
        let discards = std::mem::take(&mut d.discard);
        d.draw.extend(discards);
    }
    let mut pile = std::mem::take(&mut d.draw);
    state.rng.shuffle(&mut pile);
    state.westeros_decks[deck].draw = pile;
    state.westeros_decks[deck].draw(&mut state.rng)
}

fn start_attack(
    state: &mut GameState,
    strength: u8,
    excluded: Option<House>,
    events: &mut Vec<Event>,
) {
    events.push(Event::WildlingsAttack { strength });
    westeros_mut(state).task = Some(Task::Attack(Box::new(Attack::new(strength, excluded))));
}

fn resolve_card(state: &mut GameState, card: WesterosCard, events: &mut Vec<Event>) {
    use WesterosCard::*;
    let rains_footmen = state.rules().rains_footmen_support_zero;
    let r = &mut state.restrictions;
    match card {
        Supply => start_supply(state, events),
        Mustering => start_muster(state, None),
        AThroneOfBlades => set_task(
            state,
            Task::Choice {
                card,
                house: state.iron_throne_holder(),
            },
        ),
        DarkWingsDarkWords => set_task(
            state,
            Task::Choice {
                card,
                house: state.raven_holder(),
            },
        ),
        PutToTheSword => set_task(
            state,
            Task::Choice {
                card,
                house: state.blade_holder(),
            },
        ),
        GameOfThrones => game_of_thrones(state, events),
        ClashOfKings => start_clash(state, events),
        WildlingsAttack => start_attack(state, state.wildling_threat, None, events),
        RainsOfAutumn if rains_footmen => r.footmen_support_zero = true,
        RainsOfAutumn => r.no_march_plus1 = true,
        StormOfSwords => r.no_defense = true,
        SeaOfStorms => r.no_raid = true,
        WebOfLies => r.no_support = true,
        FeastForCrows => r.no_consolidate = true,
        LastDaysOfSummer => {}
        WinterIsComing => {
            // Literal timing: replace it now; its icon counts now, and an attack from the track
            // comes before the new card is resolved.
            let idx = westeros(state).next - 1;
            let new = winter_is_coming(state, idx, events);
            let w = westeros_mut(state);
            w.cards[idx] = new;
            w.next = idx;
            if state.westeros_icon(new) && state.wildling_threat < 12 {
                state.wildling_threat += 2;
                events.push(Event::WildlingThreat {
                    threat: state.wildling_threat,
                });
                if state.wildling_threat == 12 && state.rules().attack_at_12 {
                    westeros_mut(state).attack_from_track = true;
                }
            }
        }
    }
}

fn set_task(state: &mut GameState, task: Task) {
    westeros_mut(state).task = Some(task);
}

pub(crate) fn clear_task(state: &mut GameState) {
    westeros_mut(state).task = None;
}

fn advance_task(state: &mut GameState, task: Task, events: &mut Vec<Event>) -> bool {
    match task {
        Task::Choice { .. } => false,
        Task::Muster { next, only, done } => {
            let order = state.turn_order().to_vec();
            for (i, h) in order.iter().enumerate().skip(next) {
                if only.is_some_and(|o| o != *h) || done.contains(h) {
                    continue;
                }
                if !muster_areas(state, *h).is_empty() {
                    if i != next {
                        set_task(
                            state,
                            Task::Muster {
                                next: i,
                                only,
                                done,
                            },
                        );
                        return true;
                    }
                    return false;
                }
            }
            clear_task(state);
            true
        }
        Task::Reconcile { pending } => {
            if pending.is_empty() {
                clear_task(state);
                return true;
            }
            false
        }
        Task::Clash(c) => advance_clash(state, *c, events),
        Task::Attack(a) => wildlings::advance(state, *a, events),
    }
}

// ---------------------------------------------------------------- choices (W-1..W-3)

pub fn choose(
    state: &mut GameState,
    h: House,
    choice: WesterosOption,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(Task::Choice { card, house }) = westeros(state).task.clone() else {
        return Err(Rejection::NotAwaited { house: h });
    };
    debug_assert_eq!(house, h);
    use WesterosOption as O;
    let allowed: &[O] = match card {
        WesterosCard::AThroneOfBlades => &[O::Muster, O::Supply, O::Nothing],
        WesterosCard::DarkWingsDarkWords => &[O::ClashOfKings, O::GameOfThrones, O::Nothing],
        _ => &[O::NoMarchPlus1, O::NoDefense, O::Nothing],
    };
    if !allowed.contains(&choice) {
        return Err(Rejection::WrongRequest {
            expected: format!("one of the options of {}", card.name()),
        });
    }
    events.push(Event::WesterosChoice {
        house: h,
        card,
        choice,
    });
    clear_task(state);
    match choice {
        O::Muster => start_muster(state, None),
        O::Supply => start_supply(state, events),
        O::ClashOfKings => start_clash(state, events),
        O::GameOfThrones => game_of_thrones(state, events),
        O::NoMarchPlus1 => state.restrictions.no_march_plus1 = true,
        O::NoDefense => state.restrictions.no_defense = true,
        O::Nothing => {}
    }
    Ok(())
}

// ---------------------------------------------------------------- mustering (W-4, §7)

/// Controlled land areas with a castle or stronghold, where `h` may muster.
pub fn muster_areas(state: &GameState, h: House) -> Vec<AreaId> {
    state
        .board()
        .castle_areas()
        .iter()
        .copied()
        .filter(|a| state.controller(*a) == Some(h) && state.area(*a).neutral.is_none())
        .collect()
}

pub(crate) fn start_muster(state: &mut GameState, only: Option<House>) {
    set_task(
        state,
        Task::Muster {
            next: 0,
            only,
            done: Vec::new(),
        },
    );
}

/// The houses asked to muster now (issue 25, item 4): the first house still to muster in turn
/// order, and, with the game option `ask_together`, with it every other house still to muster whose choices cannot interact with any
/// other's. A house musters only in its own areas, from its own reserves and within its own
/// supply; the one thing a muster can take from another house is a sea area, where ships placed
/// first keep the other's out. So a house whose possible ship destinations (ports and adjacent
/// seas of its mustering areas) share nothing with those of every other house still to muster
/// is asked at once, and the order of the answers cannot change the outcome; houses that could
/// compete for a sea still muster in turn order. Games stored before replay unchanged: the
/// house whose turn it was is always among those asked, and answers of independent houses
/// leave the same position in any order.
pub fn muster_asked(
    state: &GameState,
    next: usize,
    only: Option<House>,
    done: &[House],
) -> Vec<House> {
    let pending: Vec<House> = state
        .turn_order()
        .iter()
        .copied()
        .skip(next)
        .filter(|h| only.is_none_or(|o| o == *h) && !done.contains(h))
        .filter(|h| !muster_areas(state, *h).is_empty())
        .collect();
    let Some(first) = pending.first().copied() else {
        return Vec::new();
    };
    if only.is_some() || !state.options.ask_together {
        return vec![first];
    }
    let seas: Vec<Vec<AreaId>> = pending
        .iter()
        .map(|h| {
            let mut v: Vec<AreaId> = muster_areas(state, *h)
                .into_iter()
                .flat_map(|a| super::muster::ship_destinations(state, *h, a))
                .collect();
            v.sort();
            v.dedup();
            v
        })
        .collect();
    let mut asked = vec![first];
    for (i, h) in pending.iter().enumerate().skip(1) {
        let alone = seas
            .iter()
            .enumerate()
            .all(|(j, other)| j == i || !seas[i].iter().any(|a| other.contains(a)));
        if alone {
            asked.push(*h);
        }
    }
    asked
}

pub fn muster(
    state: &mut GameState,
    h: House,
    plan: &[AreaMuster],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(Task::Muster {
        next,
        only,
        mut done,
    }) = westeros(state).task.clone()
    else {
        return Err(Rejection::NotAwaited { house: h });
    };
    let eligible = muster_areas(state, h);
    if only.is_some() && plan.len() > 1 {
        return Err(Rejection::InvalidMuster {
            reason: "The Horde Descends lets you muster in one area only".into(),
        });
    }
    let mut seen = Vec::new();
    for m in plan {
        if !eligible.contains(&m.area) {
            return Err(Rejection::InvalidMuster {
                reason: format!("you cannot muster in {}", m.area),
            });
        }
        if seen.contains(&m.area) {
            return Err(Rejection::InvalidMuster {
                reason: format!("{} is listed twice", m.area),
            });
        }
        seen.push(m.area);
        super::muster::muster(state, h, m.area, &m.actions, events)?;
    }
    if only.is_some() {
        clear_task(state);
    } else if state.turn_order().get(next) == Some(&h) {
        set_task(
            state,
            Task::Muster {
                next: next + 1,
                only,
                done,
            },
        );
    } else {
        // Asked together with the house whose turn it is (see `muster_asked`).
        done.push(h);
        set_task(state, Task::Muster { next, only, done });
    }
    Ok(())
}

// ---------------------------------------------------------------- supply (W-5, §17)

/// Supply card: every house's track follows its barrels, then houses over the limit reconcile.
pub(crate) fn start_supply(state: &mut GameState, events: &mut Vec<Event>) {
    for h in state.turn_order().to_vec() {
        let level = state.supply_icons(h);
        state.house_mut(h).supply = level;
        events.push(Event::SupplyAdjusted {
            house: h,
            supply: level,
        });
    }
    start_reconcile(state);
}

/// Houses over their supply limit must now destroy units (§17.3).
pub(crate) fn start_reconcile(state: &mut GameState) {
    let pending: Vec<House> = state
        .turn_order()
        .iter()
        .copied()
        .filter(|h| !state.supply_ok(*h))
        .collect();
    set_task(state, Task::Reconcile { pending });
}

/// Checks and applies a reconciliation: afterwards legal, and no removal beyond the point where
/// the position became legal (inputs W-5: some removed unit, put back, would make it illegal).
pub fn reconcile(
    state: &mut GameState,
    h: House,
    destroy: &[UnitAt],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(Task::Reconcile { mut pending }) = westeros(state).task.clone() else {
        return Err(Rejection::NotAwaited { house: h });
    };
    let mut after = state.clone();
    destroy_units(&mut after, h, destroy, "supply")?;
    if !after.supply_ok(h) {
        return Err(Rejection::SupplyExceeded);
    }
    let needed = destroy.is_empty()
        || destroy.iter().any(|u| {
            let mut back = after.area(u.area).house.is_none_or(|o| o == h);
            if back {
                let mut sizes = after.army_sizes_with(h, &[(u.area, 1)]);
                sizes.sort_unstable_by(|a, b| b.cmp(a));
                back = !armies_fit(&sizes, after.house(h).supply);
            }
            back
        });
    if !needed {
        return Err(Rejection::TooManyRemoved);
    }
    destroy_units(state, h, destroy, "supply")?;
    events.push(Event::UnitsDestroyedAnywhere {
        house: h,
        units: destroy.to_vec(),
        why: "supply".into(),
    });
    pending.retain(|p| *p != h);
    set_task(state, Task::Reconcile { pending });
    after_units_lost(state, events);
    Ok(())
}

/// A legal reconciliation (and the default when a deadline passes): remove one unit at a time
/// from the largest army, cheapest kind first, until the armies fit.
pub fn default_reconcile(state: &GameState, h: House) -> Vec<UnitAt> {
    let mut s = state.clone();
    let mut chosen = Vec::new();
    while !s.supply_ok(h) {
        let Some(area) = state
            .board()
            .ids()
            .filter(|id| s.area(*id).house == Some(h) && s.area(*id).units.total() >= 2)
            .max_by_key(|id| s.area(*id).units.total())
        else {
            break;
        };
        let kind = [
            UnitKind::Footman,
            UnitKind::Ship,
            UnitKind::SiegeEngine,
            UnitKind::Knight,
        ]
        .into_iter()
        .find(|k| s.area(area).units.count(*k) > 0)
        .expect("an army has units");
        let u = UnitAt { area, unit: kind };
        destroy_units(&mut s, h, &[u], "supply").expect("present");
        chosen.push(u);
    }
    chosen
}

/// Destroys the named units of `h` (any area, standing or routed).
pub fn destroy_units(
    state: &mut GameState,
    h: House,
    units: &[UnitAt],
    _why: &str,
) -> Result<(), Rejection> {
    for u in units {
        let a = state.area_mut(u.area);
        if a.house != Some(h) {
            return Err(Rejection::UnitsNotThere { area: u.area });
        }
        if !a.units.take(u.unit, 1) {
            if a.units.routed[u.unit.index()] > 0 {
                a.units.routed[u.unit.index()] -= 1;
            } else {
                return Err(Rejection::UnitsNotThere { area: u.area });
            }
        }
        state.tidy_area(u.area);
    }
    Ok(())
}

/// After units are lost outside combat: orders on empty areas go, ports of lost lands are lost
/// (§16.8 [DESIGN]).
pub(crate) fn after_units_lost(state: &mut GameState, events: &mut Vec<Event>) {
    for id in state.board().ids() {
        let a = *state.area(id);
        if a.units.is_empty() {
            state.area_mut(id).order = None;
            continue;
        }
        if state.info(id).kind == AreaKind::Port && state.port_owner(id) != a.house {
            let mut all = a.units;
            all.stand_up();
            state.area_mut(id).units = Default::default();
            state.area_mut(id).house = None;
            state.area_mut(id).order = None;
            events.push(Event::UnitsDestroyed {
                house: a.house.expect("ships have an owner"),
                area: id,
                units: all.standing_list(),
                why: "port lost".into(),
            });
        }
    }
}

// ---------------------------------------------------------------- Game of Thrones (§6.4, §16.6)

pub(crate) fn game_of_thrones(state: &mut GameState, events: &mut Vec<Event>) {
    for h in state.turn_order().to_vec() {
        let mut n = 0u8;
        for id in state.board().ids() {
            let info = state.info(id);
            if info.kind == AreaKind::Land && state.controller(id) == Some(h) {
                n += info.crowns;
            }
            if info.kind == AreaKind::Port && state.port_owner(id) == Some(h) {
                let a = state.area(id);
                let sea = state.area(info.port_sea.expect("a port has a sea"));
                let ships = a.house == Some(h) && a.units.count(UnitKind::Ship) > 0;
                let enemy = matches!(sea.house, Some(o) if o != h) && !sea.units.is_empty();
                if ships && !enemy {
                    n += 1;
                }
            }
        }
        let gained = state.gain_power(h, n);
        events.push(Event::PowerGained {
            house: h,
            amount: gained,
            area: None,
        });
    }
}

// ---------------------------------------------------------------- Clash of Kings (§8.3)

pub(crate) fn start_clash(state: &mut GameState, events: &mut Vec<Event>) {
    events.push(Event::ClashOfKings);
    let before = state.tracks.clone();
    set_task(
        state,
        Task::Clash(Box::new(Clash {
            track: Track::IronThrone,
            bids: BTreeMap::new(),
            before,
            tie_decider: None,
        })),
    );
}

/// The track order by bids, highest first, ties kept in `fallback` order; and whether any tie.
fn rank_by_bids(bids: &BTreeMap<House, u8>, fallback: &[House]) -> (Vec<House>, bool) {
    let mut order: Vec<House> = fallback.to_vec();
    order.sort_by_key(|h| std::cmp::Reverse(bids.get(h).copied().unwrap_or(0)));
    let mut values: Vec<u8> = order.iter().map(|h| bids[h]).collect();
    let n = values.len();
    values.dedup();
    (order, values.len() != n)
}

fn advance_clash(state: &mut GameState, c: Clash, events: &mut Vec<Event>) -> bool {
    if c.bids.len() < state.houses.len() || c.tie_decider.is_some() {
        return false;
    }
    let fallback = c.before.get(c.track).clone();
    let (order, tied) = rank_by_bids(&c.bids, &fallback);
    events.push(Event::BidsRevealed {
        purpose: track_key(c.track).into(),
        bids: c.bids.clone(),
    });
    if tied {
        // Ties: the Iron Throne holder orders them; on the Iron Throne track, the holder from
        // before this bidding (§8.3).
        let decider = if c.track == Track::IronThrone {
            c.before.iron_throne[0]
        } else {
            state.tracks.iron_throne[0]
        };
        let mut c2 = c.clone();
        c2.tie_decider = Some(decider);
        set_task(state, Task::Clash(Box::new(c2)));
        return true;
    }
    place_track(state, &c, order, events);
    true
}

fn track_key(t: Track) -> &'static str {
    match t {
        Track::IronThrone => "iron_throne",
        Track::Fiefdoms => "fiefdoms",
        Track::KingsCourt => "kings_court",
    }
}

/// Puts the track in its new order, discards the bids, and goes on to the next track.
fn place_track(state: &mut GameState, c: &Clash, order: Vec<House>, events: &mut Vec<Event>) {
    for (h, bid) in &c.bids {
        state.discard_power(*h, *bid);
    }
    *state.tracks.get_mut(c.track) = order.clone();
    events.push(Event::TrackSet {
        track: c.track,
        order,
    });
    let next = match c.track {
        Track::IronThrone => Some(Track::Fiefdoms),
        Track::Fiefdoms => Some(Track::KingsCourt),
        Track::KingsCourt => None,
    };
    match next {
        Some(track) => set_task(
            state,
            Task::Clash(Box::new(Clash {
                track,
                bids: BTreeMap::new(),
                before: c.before.clone(),
                tie_decider: None,
            })),
        ),
        None => clear_task(state),
    }
}

pub fn clash_bid(
    state: &mut GameState,
    h: House,
    power: u8,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(Task::Clash(mut c)) = westeros(state).task.clone() else {
        return Err(Rejection::NotAwaited { house: h });
    };
    if power > state.house(h).power {
        return Err(Rejection::BidTooHigh {
            available: state.house(h).power,
        });
    }
    c.bids.insert(h, power);
    events.push(Event::Submitted {
        house: h,
        what: "bid".into(),
    });
    set_task(state, Task::Clash(c));
    Ok(())
}

pub fn clash_tie_order(
    state: &mut GameState,
    h: House,
    order: &[House],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let Some(Task::Clash(c)) = westeros(state).task.clone() else {
        return Err(Rejection::NotAwaited { house: h });
    };
    let mut sorted = order.to_vec();
    sorted.sort();
    let mut all = state.houses.clone();
    all.sort();
    let by_bids = order.windows(2).all(|w| c.bids[&w[0]] >= c.bids[&w[1]]);
    if sorted != all || !by_bids {
        return Err(Rejection::InvalidTieOrder);
    }
    events.push(Event::TieOrdered {
        house: h,
        track: c.track,
    });
    place_track(state, &c, order.to_vec(), events);
    Ok(())
}
