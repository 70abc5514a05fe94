//! March orders (§13), ship transport (§14), and what marching does to control and ports
//! (§16.8, §18).

use super::action::{action_mut, end_turn};
use super::board::{AreaId, AreaKind};
use super::event::Event;
use super::house::House;
use super::input::MarchMove;
use super::orders::OrderKind;
use super::phase::{Combat, CombatStage, Step, Sub};
use super::rejection::Rejection;
use super::state::{GameState, Neutral, UnitCounts};
use super::unit::UnitKind;

/// Land areas `h` can reach from land area `from` through a chain of seas holding its ships
/// (§14). Routed ships carry too. Returned as a bit mask over area indices.
pub fn transport_mask(state: &GameState, h: House, from: AreaId) -> u64 {
    let b = state.board();
    let has_ship = |id: AreaId| {
        let a = state.area(id);
        state.info(id).kind == AreaKind::Sea
            && a.house == Some(h)
            && a.units.count(UnitKind::Ship) > 0
    };
    let mut seas = 0u64;
    let mut frontier: Vec<AreaId> = state
        .info(from)
        .adjacent
        .iter()
        .copied()
        .filter(|s| has_ship(*s))
        .collect();
    for s in &frontier {
        seas |= 1 << s.index();
    }
    while let Some(s) = frontier.pop() {
        for n in &state.info(s).adjacent {
            if has_ship(*n) && seas & (1 << n.index()) == 0 {
                seas |= 1 << n.index();
                frontier.push(*n);
            }
        }
    }
    let mut lands = 0u64;
    for id in b.ids() {
        if seas & (1 << id.index()) != 0 {
            for n in &state.info(id).adjacent {
                if state.info(n).kind == AreaKind::Land {
                    lands |= 1 << n.index();
                }
            }
        }
    }
    lands & !(1 << from.index())
}

/// What entering an area means for house `h`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Free to enter (an enemy power token there is discarded).
    Peaceful,
    /// A combat against this house (its units, or its home garrison alone).
    Combat(House),
    /// An attack on a neutral force token of this strength.
    Neutral(u8),
}

pub fn entry(state: &GameState, h: House, to: AreaId) -> Result<Entry, Rejection> {
    let a = state.area(to);
    match a.neutral {
        Some(Neutral::Impassable) => return Err(Rejection::Impassable { area: to }),
        Some(Neutral::Force(s)) => return Ok(Entry::Neutral(s)),
        None => {}
    }
    if let Some(o) = a.house {
        if o != h && !a.units.is_empty() {
            return Ok(Entry::Combat(o));
        }
    }
    if a.garrison > 0 {
        if let Some(home) = state.info(to).home_of {
            if home != h {
                return Ok(Entry::Combat(home));
            }
        }
    }
    Ok(Entry::Peaceful)
}

/// Checks that a unit of `kind` marching from `from` can reach `to` (§13.1, §14, §16).
pub fn check_reach(
    state: &GameState,
    h: House,
    from: AreaId,
    to: AreaId,
    kind: UnitKind,
    transport: u64,
) -> Result<(), Rejection> {
    let b = state.board();
    let to_kind = state.info(to).kind;
    let from_kind = state.info(from).kind;
    if to == from {
        return Err(Rejection::NotReachable { from, to });
    }
    if kind.is_land() {
        if to_kind != AreaKind::Land {
            return Err(Rejection::WrongTerrain {
                unit: kind,
                area: to,
            });
        }
        if !b.adjacent(from, to) && transport & (1 << to.index()) == 0 {
            return Err(Rejection::NotReachable { from, to });
        }
    } else {
        match (from_kind, to_kind) {
            (_, AreaKind::Land) => {
                return Err(Rejection::WrongTerrain {
                    unit: kind,
                    area: to,
                })
            }
            (AreaKind::Port, _) => {
                if state.info(from).port_sea != Some(to) {
                    return Err(Rejection::NotReachable { from, to });
                }
            }
            (AreaKind::Sea, AreaKind::Sea) => {
                if !b.adjacent(from, to) {
                    return Err(Rejection::NotReachable { from, to });
                }
            }
            (AreaKind::Sea, AreaKind::Port) => {
                if state.info(to).port_sea != Some(from) {
                    return Err(Rejection::NotReachable { from, to });
                }
                if state.port_owner(to) != Some(h) {
                    return Err(Rejection::EnemyPort { area: to });
                }
            }
            _ => return Err(Rejection::NotReachable { from, to }),
        }
    }
    Ok(())
}

/// M-1: resolves a march order.
pub fn march(
    state: &mut GameState,
    h: House,
    from: AreaId,
    moves: &[MarchMove],
    leave_power_token: bool,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let token = match state.area(from).order {
        Some(o) if o.house == h && o.token.kind() == OrderKind::March => o.token,
        _ => return Err(Rejection::NoSuchOrder { area: from }),
    };
    let forbidden = match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::MarchRetry { from: f, forbidden }) => {
                if *f != from {
                    return Err(Rejection::NoSuchOrder { area: from });
                }
                Some(*forbidden)
            }
            _ => None,
        },
        _ => None,
    };
    // Units leaving, and their destinations.
    let mut leaving = UnitCounts::default();
    let mut by_dest: Vec<(AreaId, UnitCounts)> = Vec::new();
    let transport = if state.info(from).kind == AreaKind::Land {
        transport_mask(state, h, from)
    } else {
        0
    };
    for m in moves {
        if m.units.is_empty() {
            continue;
        }
        if Some(m.to) == forbidden {
            return Err(Rejection::ForbiddenDestination { area: m.to });
        }
        for &kind in &m.units {
            check_reach(state, h, from, m.to, kind, transport)?;
            leaving.add(kind, 1);
        }
        match by_dest.iter_mut().find(|(d, _)| *d == m.to) {
            Some((_, c)) => {
                for &kind in &m.units {
                    c.add(kind, 1);
                }
            }
            None => {
                let mut c = UnitCounts::default();
                for &kind in &m.units {
                    c.add(kind, 1);
                }
                by_dest.push((m.to, c));
            }
        }
    }
    let here = state.area(from).units;
    if UnitKind::ALL
        .iter()
        .any(|k| leaving.standing(*k) > here.standing(*k))
    {
        return Err(Rejection::UnitsNotThere { area: from });
    }
    // Classify destinations: at most one may start a combat.
    let mut battle: Option<(AreaId, Entry)> = None;
    for (to, c) in &by_dest {
        let e = entry(state, h, *to)?;
        if e != Entry::Peaceful {
            if battle.is_some() {
                return Err(Rejection::MoreThanOneCombat);
            }
            battle = Some((*to, e));
        }
        if state.info(to).kind == AreaKind::Port {
            let already = if state.area(*to).house == Some(h) {
                state.area(*to).units.total()
            } else {
                0
            };
            if already + c.total() > 3 {
                return Err(Rejection::PortFull { area: *to });
            }
        }
    }
    // Supply: the whole plan at once, attackers counted in the battle area (§13.1 11).
    let mut delta: Vec<(AreaId, i8)> = vec![(from, -(leaving.total() as i8))];
    for (to, c) in &by_dest {
        delta.push((*to, c.total() as i8));
    }
    // A march that moves nothing changes no army, so it is always within supply (§17.2 forbids
    // actions that leave a house over its limit). This matters after a neutral force held
    // (§13.2 [DESIGN]: "the house may keep the units in A"): back in A they may exceed the limit
    // that the plan sending them respected, and keeping them there must stay possible.
    if leaving.total() > 0 && !state.supply_ok_with(h, &delta) {
        return Err(Rejection::SupplyExceeded);
    }
    // Against a neutral force the attackers may have to stay home (§13.2 [DESIGN]): the plan
    // must fit the supply limit that way too, so no outcome leaves the house over its limit.
    if let Some((battle_area, Entry::Neutral(_))) = battle {
        let n = by_dest
            .iter()
            .find(|(d, _)| *d == battle_area)
            .map(|(_, c)| c.total())
            .unwrap_or(0);
        let mut stay = delta.clone();
        stay.retain(|(a, _)| *a != battle_area);
        stay[0].1 += n as i8;
        if !state.supply_ok_with(h, &stay) {
            return Err(Rejection::SupplyExceeded);
        }
    }
    // Leaving a power token when vacating a land area (§18.2).
    let vacated = state.info(from).kind == AreaKind::Land
        && leaving.total() > 0
        && leaving.total() == here.total();
    if leave_power_token {
        let reason = if !vacated {
            Some("the march does not leave the area empty")
        } else if state.info(from).home_of == Some(h) {
            Some("your home area is already yours by its shield")
        } else if state.area(from).power_token == Some(h) {
            Some("you already have a power token there")
        } else if state.house(h).power == 0 {
            Some("you have no available power")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(Rejection::NoPowerToken {
                reason: reason.into(),
            });
        }
    }

    // Apply: the non-combat moves first (§13.1 9).
    {
        let a = state.area_mut(from);
        for kind in UnitKind::ALL {
            a.units.take(kind, leaving.standing(kind));
        }
    }
    state.tidy_area(from);
    if leave_power_token {
        state.house_mut(h).power -= 1;
        state.area_mut(from).power_token = Some(h);
        events.push(Event::PowerTokenPlaced {
            house: h,
            area: from,
        });
    }
    let mut moved = Vec::new();
    let mut attackers = None;
    for (to, c) in &by_dest {
        moved.push((*to, c.standing_list()));
        if battle.map(|(b, _)| b) == Some(*to) {
            attackers = Some(*c);
            continue;
        }
        enter(state, h, *to, *c, events);
    }
    events.push(Event::Marched {
        house: h,
        from,
        moves: moved,
    });
    match (battle, attackers) {
        (Some((area, e)), Some(attacking)) => {
            let defender = match e {
                Entry::Combat(d) => Some(d),
                _ => None,
            };
            events.push(Event::CombatStarted {
                attacker: h,
                defender,
                area,
                from,
            });
            action_mut(state).sub = Some(Sub::Combat(Box::new(Combat {
                area,
                origin: from,
                attacker: h,
                defender,
                march: token,
                attacking,
                stage: CombatStage::Support { next: 0 },
                support: Vec::new(),
                cards: [None, None],
                cards_revealed: false,
                blade_used_by: None,
                winner: None,
                strengths: [0, 0],
                tides: [None, None],
                tides_deck: Vec::new(),
                tides_revealed: false,
                flow: Default::default(),
                cancelled: None,
                retreat_by: None,
                last_card_played: [false; 2],
            })));
        }
        _ => {
            if let Some(o) = state.remove_order(from) {
                events.push(Event::OrderRemoved {
                    house: o.house,
                    area: from,
                    token: o.token,
                });
            }
            finish_march_turn(state, h, events);
        }
    }
    Ok(())
}

/// Units of `h` arrive peacefully in `to`: an enemy power token there goes back to the Pool.
pub fn enter(
    state: &mut GameState,
    h: House,
    to: AreaId,
    units: UnitCounts,
    events: &mut Vec<Event>,
) {
    // §15.7 [DESIGN]: an attacker that wins with no units left (e.g. Mace Tyrell killed its last
    // footman) enters nothing: the area keeps no owner and any power token there stays.
    if units.is_empty() {
        return;
    }
    let a = state.area_mut(to);
    if let Some(t) = a.power_token {
        if t != h {
            a.power_token = None;
            events.push(Event::PowerTokenDiscarded { house: t, area: to });
        }
    }
    let a = state.area_mut(to);
    a.house = Some(h);
    for k in UnitKind::ALL {
        a.units.add(k, units.standing(k));
        a.units.add_routed(k, units.routed[k.index()]);
    }
}

/// Ends the acting house's march turn, first settling ports whose land changed hands (§16.8):
/// the new owner may capture the ships there; ships in a port nobody owns are destroyed.
pub fn finish_march_turn(state: &mut GameState, h: House, events: &mut Vec<Event>) {
    if settle_ports(state, h, events) {
        return;
    }
    end_turn(state);
}

/// Returns true when a port capture decision is now awaited.
fn settle_ports(state: &mut GameState, h: House, events: &mut Vec<Event>) -> bool {
    let ports: Vec<AreaId> = state
        .board()
        .ids()
        .filter(|id| state.info(id).kind == AreaKind::Port)
        .collect();
    for port in ports {
        let a = *state.area(port);
        let Some(ships_house) = a.house else { continue };
        if a.units.is_empty() || state.port_owner(port) == Some(ships_house) {
            continue;
        }
        let owner = state.port_owner(port);
        if owner == Some(h) {
            let enemy = a.units.total();
            let reserve = state.reserve(h, UnitKind::Ship);
            let max = (0..=enemy.min(reserve))
                .rev()
                .find(|r| state.supply_ok_with(h, &[(port, *r as i8)]))
                .unwrap_or(0);
            if max > 0 {
                action_mut(state).sub = Some(Sub::PortCapture {
                    house: h,
                    port,
                    max,
                });
                return true;
            }
        }
        let capturer = owner.filter(|o| *o == h);
        destroy_port_ships(state, port, 0, capturer, events);
    }
    false
}

fn destroy_port_ships(
    state: &mut GameState,
    port: AreaId,
    replaced: u8,
    new_owner: Option<House>,
    events: &mut Vec<Event>,
) {
    let a = state.area_mut(port);
    let victim = a.house;
    let units = a.units;
    a.units = UnitCounts::default();
    a.house = None;
    a.order = None;
    if let Some(v) = victim {
        events.push(Event::UnitsDestroyed {
            house: v,
            area: port,
            units: {
                let mut all = units;
                all.stand_up();
                all.standing_list()
            },
            why: "port lost".into(),
        });
    }
    if let Some(n) = new_owner {
        if replaced > 0 {
            let a = state.area_mut(port);
            a.house = Some(n);
            a.units.add(UnitKind::Ship, replaced);
        }
        events.push(Event::PortCaptured {
            house: n,
            port,
            replaced,
            destroyed: units.total() - replaced.min(units.total()),
        });
    }
}

/// M-2 / C-10: the capturing house replaces `replace` of the enemy ships with its own.
pub fn port_capture(
    state: &mut GameState,
    h: House,
    replace: u8,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let (port, max) = match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::PortCapture { house, port, max }) if *house == h => (*port, *max),
            _ => return Err(Rejection::NotAwaited { house: h }),
        },
        _ => return Err(Rejection::NotAwaited { house: h }),
    };
    if replace > max {
        return Err(Rejection::TooManyReplacements { max });
    }
    destroy_port_ships(state, port, replace, Some(h), events);
    action_mut(state).sub = None;
    finish_march_turn(state, h, events);
    Ok(())
}
