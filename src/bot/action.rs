//! The Action phase: raids, marches, support and Consolidate Power.

use super::world::{unit_strength, World};
use crate::engine::board::AreaId;
use crate::engine::input::{Input, MarchMove, MusterAction, Side, SupportChoice};
use crate::engine::legal::{Legal, MarchOption};
use crate::engine::orders::{OrderKind, OrderToken};
use crate::engine::state::Neutral;
use crate::engine::unit::UnitKind;

/// What removing the order `t` of another house is worth to this one.
fn raid_worth(t: OrderToken) -> i32 {
    match t {
        OrderToken::SpecialConsolidate => 6,
        OrderToken::Consolidate => 5,
        OrderToken::Support1 => 4,
        OrderToken::Support0 => 3,
        OrderToken::Defense2 => 3,
        OrderToken::Defense1 => 2,
        OrderToken::SpecialRaid | OrderToken::Raid => 1,
        _ => 0,
    }
}

pub(super) fn raid(w: &World, legal: &Legal) -> Input {
    let Legal::Raid { options, two } = legal else {
        unreachable!("raid options")
    };
    let worth = |a: &AreaId| w.area(*a).order.map(|(_, t)| raid_worth(t)).unwrap_or(0);
    let mut best: Option<(i32, AreaId, Vec<AreaId>)> = None;
    for (from, targets) in options {
        let mut ranked: Vec<AreaId> = targets.clone();
        ranked.sort_by_key(|a| (std::cmp::Reverse(worth(a)), *a));
        let score = ranked.first().map(worth).unwrap_or(-1);
        if best.as_ref().is_none_or(|(b, _, _)| score > *b) {
            best = Some((score, *from, ranked));
        }
    }
    let (_, from, ranked) = best.expect("a raid request has a raid order");
    let target = ranked.first().copied();
    let second = if two.contains(&from) {
        ranked.get(1).copied()
    } else {
        None
    };
    Input::Raid {
        from,
        target,
        second,
    }
}

/// A complete march plan for one order, and what it is worth.
struct MarchPlan {
    score: i32,
    moves: Vec<MarchMove>,
    leave_power_token: bool,
}

fn add_move(moves: &mut Vec<MarchMove>, to: AreaId, kind: UnitKind) {
    match moves.iter_mut().find(|m| m.to == to) {
        Some(m) => m.units.push(kind),
        None => moves.push(MarchMove {
            to,
            units: vec![kind],
        }),
    }
}

fn delta_of(from: AreaId, moves: &[MarchMove]) -> Vec<(AreaId, i8)> {
    let n: usize = moves.iter().map(|m| m.units.len()).sum();
    let mut d = vec![(from, -(n as i8))];
    for m in moves {
        d.push((m.to, m.units.len() as i8));
    }
    d
}

fn reaches(opt: &MarchOption, kind: UnitKind, to: AreaId) -> bool {
    opt.destinations
        .iter()
        .any(|(k, d)| *k == kind && d.contains(&to))
}

/// The strength defending `to` against this house now that orders are revealed.
fn defence_of(w: &World, to: AreaId) -> i16 {
    let mut s = w.held_strength(to);
    if let Some(h) = w.occupant(to) {
        s += w.support_of_into(h, to);
    }
    s
}

/// The best attack of this march order, if one is likely to win.
fn attack_plan(w: &World, opt: &MarchOption) -> Option<MarchPlan> {
    let modifier = w
        .area(opt.from)
        .order
        .map(|(_, t)| t.modifier() as i16)
        .unwrap_or(0);
    let mut best: Option<MarchPlan> = None;
    for &to in &opt.attacks {
        let castle = w.is_castle(to);
        let mut moves = Vec::new();
        for kind in opt.units.standing_list() {
            // Siege engines join only an attack on a castle, where they count.
            if kind == UnitKind::SiegeEngine && !castle {
                continue;
            }
            if reaches(opt, kind, to) {
                add_move(&mut moves, to, kind);
            }
        }
        let Some(m) = moves.first() else { continue };
        let mut going = crate::engine::state::UnitCounts::default();
        for k in &m.units {
            going.add(*k, 1);
        }
        let neutral = matches!(w.area(to).neutral, Some(Neutral::Force(_)));
        let strength = unit_strength(&going, castle)
            + modifier
            + if neutral { 0 } else { w.my_support_into(to) };
        let defence = defence_of(w, to);
        // Cards add about the same on both sides; a margin of one covers the defender's edge.
        let needed = if neutral { defence } else { defence + 1 };
        if strength < needed || strength <= 0 {
            continue;
        }
        if !w.supply_ok_with(&delta_of(opt.from, &moves)) {
            continue;
        }
        let score = w.value(to) + 4 + (strength - needed) as i32;
        if best.as_ref().is_none_or(|b| score > b.score) {
            best = Some(MarchPlan {
                score,
                moves,
                leave_power_token: false,
            });
        }
    }
    best
}

/// Spreading into empty areas worth holding, one unit each, keeping a castle held.
fn spread_plan(w: &World, opt: &MarchOption) -> MarchPlan {
    let mut dests: Vec<AreaId> = opt
        .destinations
        .iter()
        .flat_map(|(_, d)| d.iter().copied())
        .filter(|d| !opt.attacks.contains(d))
        .filter(|d| w.occupant(*d).is_none() && w.area(*d).controller != Some(w.me))
        .collect();
    dests.sort_by_key(|d| (std::cmp::Reverse(w.value(*d)), *d));
    dests.dedup();
    let mut units = opt.units.standing_list();
    // Footmen spread first; knights and siege engines stay to hold.
    units.sort_by_key(|k| super::world::unit_worth(*k));
    let here = w.area(opt.from);
    let keeps_area = here.power_token == Some(w.me)
        || w.board.area(opt.from).home_of == Some(w.me) && here.garrison > 0;
    let hold_one = w.is_castle(opt.from) && !keeps_area;
    let mut moves: Vec<MarchMove> = Vec::new();
    let mut score = 0;
    let mut left = units.len();
    for d in dests {
        if left == 0 || (hold_one && left == 1 && !opt.may_leave_power_token) {
            break;
        }
        let Some(i) = units.iter().position(|k| reaches(opt, *k, d)) else {
            continue;
        };
        let kind = units[i];
        let mut trial = moves.clone();
        add_move(&mut trial, d, kind);
        if !w.supply_ok_with(&delta_of(opt.from, &trial)) {
            continue;
        }
        moves = trial;
        units.remove(i);
        left -= 1;
        score += w.value(d);
    }
    let moved: usize = moves.iter().map(|m| m.units.len()).sum();
    let vacates = moved > 0 && moved == opt.units.total() as usize;
    let leave_power_token = vacates && opt.may_leave_power_token && w.value(opt.from) >= 3;
    if vacates && !leave_power_token {
        score -= w.value(opt.from);
    }
    MarchPlan {
        score,
        moves,
        leave_power_token,
    }
}

pub(super) fn march(w: &World, legal: &Legal) -> Input {
    let Legal::March { options, .. } = legal else {
        unreachable!("march options")
    };
    let mut best: Option<(i32, AreaId, MarchPlan)> = None;
    for opt in options {
        let plan = attack_plan(w, opt).unwrap_or_else(|| spread_plan(w, opt));
        let better = best.as_ref().is_none_or(|(s, _, _)| plan.score > *s);
        if better {
            best = Some((plan.score, opt.from, plan));
        }
    }
    let (_, from, plan) = best.expect("a march request has a march order");
    let plan = if plan.score > 0 {
        plan
    } else {
        MarchPlan {
            score: 0,
            moves: vec![],
            leave_power_token: false,
        }
    };
    Input::March {
        from,
        moves: plan.moves,
        leave_power_token: plan.leave_power_token,
    }
}

/// Support: its own side when in the combat (never the other), else against the leader.
pub(super) fn support(w: &World, legal: &Legal) -> Input {
    match legal {
        Legal::RefuseSupport { .. } => Input::RefuseSupport { refuse: vec![] },
        Legal::Support { areas } => {
            let combat = w.view.combat.as_ref();
            let side = combat.and_then(|c| {
                if c.attacker == w.me {
                    Some(Side::Attacker)
                } else if c.defender == Some(w.me) {
                    Some(Side::Defender)
                } else {
                    let leader = w.leader()?;
                    if c.attacker == leader && c.defender.is_some() {
                        Some(Side::Defender)
                    } else if c.defender == Some(leader) {
                        Some(Side::Attacker)
                    } else {
                        None
                    }
                }
            });
            Input::Support {
                choices: areas
                    .iter()
                    .map(|(area, sides)| SupportChoice {
                        area: *area,
                        side: side.filter(|s| sides.contains(&Some(*s))),
                    })
                    .collect(),
            }
        }
        _ => unreachable!("support options"),
    }
}

/// What a mustering plan adds to this house's strength.
pub(super) fn muster_worth(plan: &[MusterAction]) -> i32 {
    plan.iter()
        .map(|a| match a {
            MusterAction::Recruit { unit, .. } => match unit {
                UnitKind::Footman => 2,
                UnitKind::Knight => 5,
                UnitKind::Ship => 2,
                UnitKind::SiegeEngine => 3,
            },
            MusterAction::Upgrade { to } => match to {
                UnitKind::Knight => 3,
                _ => 1,
            },
        })
        .sum()
}

pub(super) fn consolidate(w: &World, legal: &Legal) -> Input {
    let Legal::Consolidate { orders, plans } = legal else {
        unreachable!("consolidate options")
    };
    // A special order that can muster does, with its best plan; otherwise gather power.
    let threatened = |a: &AreaId| w.threat(*a) > 0;
    let mut best: Option<(i32, AreaId, Vec<MusterAction>)> = None;
    for (area, options) in plans {
        for plan in options {
            let mut score = muster_worth(plan);
            if threatened(area) {
                score += 2;
            }
            if best.as_ref().is_none_or(|(s, _, _)| score > *s) {
                best = Some((score, *area, plan.clone()));
            }
        }
    }
    let power_low = w.mine().power < 4;
    if let Some((score, area, plan)) = best {
        if score >= 4 || !power_low {
            return Input::Consolidate {
                area,
                muster: Some(plan),
            };
        }
    }
    let area = orders
        .iter()
        .map(|(a, _)| *a)
        .find(|a| {
            matches!(w.area(*a).order, Some((_, t)) if t.kind() == OrderKind::ConsolidatePower && !t.is_special())
        })
        .unwrap_or(orders[0].0);
    Input::Consolidate { area, muster: None }
}
