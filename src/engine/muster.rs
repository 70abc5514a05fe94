//! Mustering in one castle or stronghold area (§7). Used by the special Consolidate Power order
//! now, and by the Mustering card and The Horde Descends in the Westeros phase.

use super::board::{AreaId, AreaKind};
use super::event::Event;
use super::house::House;
use super::input::MusterAction;
use super::rejection::Rejection;
use super::state::GameState;
use super::unit::UnitKind;

fn invalid(reason: impl Into<String>) -> Rejection {
    Rejection::InvalidMuster {
        reason: reason.into(),
    }
}

/// Where a ship mustered in `area` may go: its port (if not full) or an adjacent sea without
/// enemy ships (§7.2). The port is allowed even when its sea holds enemy ships.
pub fn ship_destinations(state: &GameState, h: House, area: AreaId) -> Vec<AreaId> {
    let info = state.info(area);
    let mut v = Vec::new();
    if let Some(port) = info.port {
        if state.area(port).neutral.is_none()
            && state.area(port).units.total() < 3
            && state.controller(area) == Some(h)
        {
            v.push(port);
        }
    }
    for sea in &info.adjacent {
        if state.info(sea).kind != AreaKind::Sea {
            continue;
        }
        let s = state.area(*sea);
        let enemy = matches!(s.house, Some(o) if o != h) && !s.units.is_empty();
        // Neutral ships (an absent house's, in a 1st-edition game) block it too (agot1 §5.6).
        if !enemy && s.neutral.is_none() {
            v.push(*sea);
        }
    }
    v
}

/// Applies a mustering plan in `area` for `h`, checking points, pools, placement and supply after
/// every step.
pub fn muster(
    state: &mut GameState,
    h: House,
    area: AreaId,
    actions: &[MusterAction],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let info = state.info(area);
    if info.kind != AreaKind::Land || !info.has_castle_or_stronghold() {
        return Err(invalid(format!("{area} has no castle or stronghold")));
    }
    if state.controller(area) != Some(h) {
        return Err(invalid(format!("you do not control {area}")));
    }
    let mut points = info.muster_points();
    let mut placed = Vec::new();
    let mut upgraded = Vec::new();
    for action in actions {
        match action {
            MusterAction::Recruit { unit, to } => {
                let cost = match unit {
                    UnitKind::Footman | UnitKind::Ship => 1,
                    UnitKind::Knight | UnitKind::SiegeEngine => 2,
                };
                if cost > points {
                    return Err(invalid(format!(
                        "{area} has {} mustering point(s) left",
                        points
                    )));
                }
                if state.reserve(h, *unit) == 0 {
                    return Err(invalid(format!(
                        "no {} left in your reserve",
                        unit.key().replace('_', " ")
                    )));
                }
                let dest = if *unit == UnitKind::Ship {
                    let to = to.ok_or_else(|| invalid("say where the ship goes"))?;
                    if !ship_destinations(state, h, area).contains(&to) {
                        return Err(invalid(format!(
                            "a ship mustered in {area} cannot go to {to}"
                        )));
                    }
                    to
                } else {
                    if to.is_some_and(|t| t != area) {
                        return Err(invalid("land units are placed in the mustering area"));
                    }
                    area
                };
                if !state.supply_ok_with(h, &[(dest, 1)]) {
                    return Err(Rejection::SupplyExceeded);
                }
                points -= cost;
                let d = state.area_mut(dest);
                d.house = Some(h);
                d.units.add(*unit, 1);
                placed.push((dest, *unit));
            }
            MusterAction::Upgrade { to } => {
                if !matches!(to, UnitKind::Knight | UnitKind::SiegeEngine) {
                    return Err(invalid("a footman upgrades to a knight or a siege engine"));
                }
                if points < 1 {
                    return Err(invalid(format!("{area} has no mustering point left")));
                }
                if state.reserve(h, *to) == 0 {
                    return Err(invalid(format!(
                        "no {} left in your reserve",
                        to.key().replace('_', " ")
                    )));
                }
                let units = &mut state.area_mut(area).units;
                // [DESIGN] a routed footman may be upgraded (§12.4); the new unit stays routed.
                if units.take(UnitKind::Footman, 1) {
                    units.add(*to, 1);
                } else if units.routed[UnitKind::Footman.index()] > 0 {
                    units.routed[UnitKind::Footman.index()] -= 1;
                    units.add_routed(*to, 1);
                } else {
                    return Err(invalid(format!("no footman in {area} to upgrade")));
                }
                points -= 1;
                upgraded.push(*to);
            }
        }
    }
    events.push(Event::Mustered {
        house: h,
        area,
        placed,
        upgraded,
    });
    Ok(())
}
