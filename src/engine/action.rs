//! The Action phase loops (§12): raids, then marches, then Consolidate Power, each house in turn
//! order resolving one order at a time; then the clean-up.

use super::board::{AreaId, AreaKind};
use super::checkpoint::{Checkpoint, Observer};
use super::event::Event;
use super::house::House;
use super::input::MusterAction;
use super::orders::{OrderKind, OrderToken};
use super::phase::{Action, ActionStage, Step};
use super::rejection::Rejection;
use super::state::GameState;

/// Starts the Action phase after the Planning phase.
pub fn begin(state: &mut GameState, events: &mut Vec<Event>) {
    events.push(Event::ActionStepStarted {
        step: "raid".into(),
    });
    state.step = Step::Action(Box::new(Action {
        stage: ActionStage::Raid,
        cursor: 0,
        sub: None,
        together: None,
    }));
}

fn stage_kind(stage: ActionStage) -> OrderKind {
    match stage {
        ActionStage::Raid => OrderKind::Raid,
        ActionStage::March => OrderKind::March,
        ActionStage::Consolidate => OrderKind::ConsolidatePower,
    }
}

/// Areas holding an order of `kind` of house `h`.
pub fn orders_of(state: &GameState, h: House, kind: OrderKind) -> Vec<AreaId> {
    state
        .board()
        .ids()
        .filter(
            |id| matches!(state.area(*id).order, Some(o) if o.house == h && o.token.kind() == kind),
        )
        .collect()
}

pub(crate) fn action_mut(state: &mut GameState) -> &mut Action {
    match &mut state.step {
        Step::Action(a) => a,
        _ => panic!("not in the Action phase"),
    }
}

/// Passes the turn to the next house in the loop.
pub(crate) fn end_turn(state: &mut GameState) {
    let n = state.houses.len();
    let a = action_mut(state);
    a.sub = None;
    a.cursor = (a.cursor + 1) % n;
}

pub fn advance(
    state: &mut GameState,
    events: &mut Vec<Event>,
    observer: &mut Observer<'_>,
) -> bool {
    let Step::Action(a) = &state.step else {
        return false;
    };
    if a.sub.is_some() {
        return super::combat::advance(state, events);
    }
    // Answers given early during the Raven step, for this stage (issue 25).
    super::together::early::take_before_action(state);
    let Step::Action(a) = &state.step else {
        return false;
    };
    let (stage, cursor) = (a.stage, a.cursor);
    let n = state.houses.len();
    let kind = stage_kind(stage);
    for i in 0..n {
        let idx = (cursor + i) % n;
        let h = state.tracks.iron_throne[idx];
        let has_one = state
            .areas
            .iter()
            .any(|a| matches!(a.order, Some(o) if o.house == h && o.token.kind() == kind));
        if !has_one {
            continue;
        }
        let mine = orders_of(state, h, kind);
        action_mut(state).cursor = idx;
        // An answer given ahead, asked together with an earlier house (issue 25).
        if super::together::at_turn(state, h, events) {
            return true;
        }
        if auto_resolve(state, h, stage, &mine, events) {
            return true;
        }
        super::together::start(state, h);
        return i != 0;
    }
    // Nobody has an order of this kind left: next step.
    let next = match stage {
        ActionStage::Raid => Some(ActionStage::March),
        ActionStage::March => Some(ActionStage::Consolidate),
        ActionStage::Consolidate => None,
    };
    match next {
        Some(s) => {
            let a = action_mut(state);
            a.stage = s;
            a.cursor = 0;
            a.together = None;
            events.push(Event::ActionStepStarted {
                step: match s {
                    ActionStage::March => "march".into(),
                    _ => "consolidate_power".into(),
                },
            });
        }
        None => {
            observer.at(Checkpoint::BeforeActionCleanup, state, events);
            clean_up(state, events)
        }
    }
    true
}

/// Whether `h`'s turn in the raid or march loop has only one legal choice, which the engine
/// takes itself (see [`auto_resolve`]): every raid without a target, every march without units.
pub fn turn_resolves_itself(state: &GameState, h: House, stage: ActionStage) -> bool {
    match stage {
        ActionStage::Raid => orders_of(state, h, OrderKind::Raid)
            .iter()
            .all(|from| raid_targets(state, h, *from).is_empty()),
        ActionStage::March => orders_of(state, h, OrderKind::March)
            .iter()
            .all(|from| state.area(*from).units.standing_total() == 0),
        ActionStage::Consolidate => false,
    }
}

/// Resolves a house's turn when it has only one legal choice (inputs §0.2).
fn auto_resolve(
    state: &mut GameState,
    h: House,
    stage: ActionStage,
    mine: &[AreaId],
    events: &mut Vec<Event>,
) -> bool {
    match stage {
        ActionStage::Raid => {
            if mine
                .iter()
                .all(|from| raid_targets(state, h, *from).is_empty())
            {
                raid(state, h, mine[0], None, None, events)
                    .expect("a raid without target is always legal");
                return true;
            }
        }
        ActionStage::March => {
            if mine
                .iter()
                .all(|from| state.area(*from).units.standing_total() == 0)
            {
                super::march::march(state, h, mine[0], &[], false, events)
                    .expect("an empty march is always legal");
                return true;
            }
        }
        ActionStage::Consolidate => {
            if let Some(area) = mine.iter().find(|a| !can_muster_here(state, h, **a)) {
                consolidate(state, h, *area, None, events)
                    .expect("gathering power is always legal");
                return true;
            }
        }
    }
    false
}

/// Orders a raid in `from` could remove (§12.1, §16.4).
pub fn raid_targets(state: &GameState, h: House, from: AreaId) -> Vec<AreaId> {
    state
        .board()
        .ids()
        .filter(|t| raid_target_check(state, h, from, *t).is_ok())
        .collect()
}

fn raid_target_check(
    state: &GameState,
    h: House,
    from: AreaId,
    target: AreaId,
) -> Result<(), String> {
    let raid = match state.area(from).order {
        Some(o) if o.house == h && o.token.kind() == OrderKind::Raid => o.token,
        _ => return Err("no raid order there".into()),
    };
    if !state.board().adjacent(from, target) {
        return Err("it is not adjacent".into());
    }
    let victim = match state.area(target).order {
        Some(o) if o.house != h => o,
        Some(_) => return Err("that is your own order".into()),
        None => return Err("there is no order there".into()),
    };
    let from_kind = state.info(from).kind;
    let target_kind = state.info(target).kind;
    if from_kind == AreaKind::Land && target_kind != AreaKind::Land {
        return Err("a raid on land cannot reach the sea or a port".into());
    }
    if from_kind == AreaKind::Port && target_kind != AreaKind::Sea {
        return Err("a raid in a port can only reach its sea".into());
    }
    match victim.token.kind() {
        OrderKind::Support | OrderKind::Raid | OrderKind::ConsolidatePower => Ok(()),
        OrderKind::Defense
            if raid == OrderToken::SpecialRaid && !state.special_raid_removes_two() =>
        {
            Ok(())
        }
        OrderKind::Defense => Err("only a special raid removes a Defense order".into()),
        OrderKind::March => Err("March orders cannot be raided".into()),
    }
}

/// resolves a raid order (§12.2).
pub fn raid(
    state: &mut GameState,
    h: House,
    from: AreaId,
    target: Option<AreaId>,
    second: Option<AreaId>,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    match state.area(from).order {
        Some(o) if o.house == h && o.token.kind() == OrderKind::Raid => {}
        _ => return Err(Rejection::NoSuchOrder { area: from }),
    }
    // A second order only for a 1st-edition special raid, and another one than the first.
    let targets: Vec<AreaId> = match (target, second) {
        (_, None) => target.into_iter().collect(),
        // The same order named twice (a form's two selects): it is removed once.
        (Some(t), Some(s)) if s == t && raid_removes_two(state, from) => vec![t],
        (Some(t), Some(s)) if s != t && raid_removes_two(state, from) => vec![t, s],
        (None, Some(s)) if raid_removes_two(state, from) => vec![s],
        (_, Some(s)) => {
            return Err(Rejection::InvalidRaidTarget {
                target: s,
                reason: "only a 1st-edition special raid removes a second order".into(),
            })
        }
    };
    for t in &targets {
        raid_target_check(state, h, from, *t)
            .map_err(|reason| Rejection::InvalidRaidTarget { target: *t, reason })?;
    }
    let mut hits = Vec::new();
    for t in targets {
        let victim = state.remove_order(t).expect("checked");
        hits.push((t, victim.house, victim.token));
        if victim.token.kind() == OrderKind::ConsolidatePower {
            let gained = state.gain_power(h, 1);
            // 1st edition: the victim loses nothing (agot1 §8.1).
            let lost = if state.pillage_costs_victim() {
                state.discard_power(victim.house, 1)
            } else {
                0
            };
            events.push(Event::Pillaged {
                raider: h,
                victim: victim.house,
                gained,
                lost,
            });
        }
    }
    state.remove_order(from);
    for (i, hit) in hits.iter().enumerate() {
        if i > 0 {
            // The second order of a special raid: its own event, the raid order already gone.
            events.push(Event::OrderRemoved {
                house: hit.1,
                area: hit.0,
                token: hit.2,
            });
        }
    }
    events.push(Event::RaidResolved {
        house: h,
        from,
        target: hits.first().copied(),
    });
    end_turn(state);
    Ok(())
}

/// Whether the raid order in `from` may remove two orders: a special raid in the 1st edition
/// (agot1 §8.1).
pub fn raid_removes_two(state: &GameState, from: AreaId) -> bool {
    state.special_raid_removes_two()
        && matches!(state.area(from).order, Some(o) if o.token == OrderToken::SpecialRaid)
}

/// Whether a Consolidate Power order in `area` could muster instead (§12.4).
pub fn can_muster_here(state: &GameState, h: House, area: AreaId) -> bool {
    state.special_consolidate_musters()
        && matches!(state.area(area).order, Some(o) if o.house == h && o.token == OrderToken::SpecialConsolidate)
        && state.info(area).is_land()
        && state.info(area).has_castle_or_stronghold()
}

/// Power a Consolidate Power order gathers (§12.4, §16.5).
pub fn consolidate_yield(state: &GameState, h: House, area: AreaId) -> u8 {
    let info = state.info(area);
    match info.kind {
        AreaKind::Land => 1 + info.crowns,
        AreaKind::Sea => 0,
        AreaKind::Port => {
            let sea = info.port_sea.expect("a port has a sea");
            let enemy_ships = matches!(state.area(sea).house, Some(o) if o != h && !state.area(sea).units.is_empty());
            if enemy_ships {
                0
            } else {
                1
            }
        }
    }
}

/// CP-1 / CP-2: resolves a Consolidate Power order, gathering power or mustering.
pub fn consolidate(
    state: &mut GameState,
    h: House,
    area: AreaId,
    muster: Option<&[MusterAction]>,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    match state.area(area).order {
        Some(o) if o.house == h && o.token.kind() == OrderKind::ConsolidatePower => {}
        _ => return Err(Rejection::NoSuchOrder { area }),
    }
    match muster {
        Some(actions) => {
            if !can_muster_here(state, h, area) {
                return Err(Rejection::InvalidMuster {
                    reason: "only a special Consolidate Power order in a castle or stronghold area musters".into(),
                });
            }
            super::muster::muster(state, h, area, actions, events)?;
        }
        None => {
            let amount = consolidate_yield(state, h, area);
            let gained = state.gain_power(h, amount);
            events.push(Event::PowerGained {
                house: h,
                amount: gained,
                area: Some(area),
            });
        }
    }
    if let Some(o) = state.remove_order(area) {
        events.push(Event::OrderRemoved {
            house: o.house,
            area,
            token: o.token,
        });
    }
    end_turn(state);
    Ok(())
}

/// §12.5: remove leftover orders, stand routed units up, refresh the Raven and the Blade; then the
/// next round begins, or after round 10 the game ends (§19).
fn clean_up(state: &mut GameState, events: &mut Vec<Event>) {
    for a in state.areas.iter_mut() {
        a.order = None;
        a.units.stand_up();
    }
    state.blade_used = false;
    state.raven_used = false;
    state.restrictions = Default::default();
    events.push(Event::RoundEnded { round: state.round });
    if state.round >= super::setup::ROUNDS {
        let ranking = super::victory::final_ranking(state);
        let winner = ranking[0];
        state.winner = Some(winner);
        state.shared_win = super::victory::shared_win(state, &ranking);
        state.step = Step::GameOver;
        events.push(Event::GameWon {
            house: winner,
            castles: state.victory_points(winner),
            shared_with: state
                .shared_win
                .iter()
                .copied()
                .filter(|h| *h != winner)
                .collect(),
        });
        return;
    }
    state.round += 1;
    super::westeros::begin_round(state, events);
}
