//! The Planning phase (§11): sealed orders, the reveal, the Messenger Raven.

use super::board::AreaId;
use super::event::Event;
use super::house::House;
use super::orders::{OrderKind, OrderToken};
use super::phase::Step;
use super::rejection::Rejection;
use super::state::{GameState, PlacedOrder};
use std::collections::BTreeMap;

/// Starts a Planning phase: decides whether orders are sealed simultaneously or, when some house
/// is short of usable tokens, one house at a time in turn order (§11.5).
pub fn begin(state: &mut GameState) {
    let sequential = state
        .houses
        .iter()
        .any(|&h| (state.areas_with_units(h).count() as u8) > usable_tokens(state, h));
    state.step = Step::Planning {
        submitted: BTreeMap::new(),
        sequential,
    };
}

/// Tokens the house can legally place this phase: normal tokens not banned, plus special ones up
/// to its King's Court allowance (§11.5 [DESIGN]: bans and the allowance reduce the count).
pub fn usable_tokens(state: &GameState, h: House) -> u8 {
    let r = state.restrictions;
    let normal: u8 = OrderToken::ALL
        .iter()
        .filter(|t| !t.is_special() && r.allows(**t))
        .map(|t| t.copies())
        .sum();
    let special = OrderToken::ALL
        .iter()
        .filter(|t| t.is_special() && r.allows(**t))
        .count() as u8;
    normal + special.min(state.star_allowance(h))
}

/// Checks one house's sealed orders (P-1).
pub fn validate_orders(
    state: &GameState,
    h: House,
    orders: &BTreeMap<AreaId, OrderToken>,
) -> Result<(), Rejection> {
    for area in orders.keys() {
        let a = state.area(*area);
        if a.house != Some(h) || a.units.is_empty() {
            return Err(Rejection::OrderWithoutUnits { area: *area });
        }
    }
    let mut used = [0u8; 11];
    let mut specials = 0u8;
    for token in orders.values() {
        if !state.restrictions.allows(*token) {
            return Err(Rejection::OrderBanned { token: *token });
        }
        used[token.index()] += 1;
        if used[token.index()] > token.copies() {
            return Err(Rejection::TokenNotAvailable { token: *token });
        }
        if token.is_special() {
            specials += 1;
        }
    }
    let allowed = state.star_allowance(h);
    if specials > allowed {
        return Err(Rejection::TooManySpecialOrders { allowed });
    }
    if let Some((area, _)) = orders.iter().find(|(area, token)| {
        token.kind() == OrderKind::ConsolidatePower
            && !state.consolidate_at_sea()
            && !state.info(*area).is_land()
    }) {
        return Err(Rejection::ConsolidateAtSea { area: *area });
    }
    if !state.orders_mandatory() {
        return Ok(());
    }
    let occupied: Vec<AreaId> = state.areas_with_units(h).collect();
    let usable = usable_tokens(state, h);
    if occupied.len() as u8 > usable {
        if (orders.len() as u8) < usable {
            return Err(Rejection::MustPlaceAllUsableTokens {
                placed: orders.len() as u8,
                usable,
            });
        }
    } else if let Some(area) = occupied.iter().find(|a| !orders.contains_key(a)) {
        return Err(Rejection::MissingOrder { area: *area });
    }
    Ok(())
}

pub fn place_orders(
    state: &mut GameState,
    h: House,
    orders: &BTreeMap<AreaId, OrderToken>,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    validate_orders(state, h, orders)?;
    if let Step::Planning { submitted, .. } = &mut state.step {
        submitted.insert(h, orders.clone());
    }
    events.push(Event::Submitted {
        house: h,
        what: "orders".into(),
    });
    Ok(())
}

/// Reveals the orders once every house has sealed its own.
pub fn advance(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    let Step::Planning { submitted, .. } = &state.step else {
        return false;
    };
    // A house without units has no order to give: nothing to ask (inputs §0.2).
    let idle: Vec<House> = state
        .houses
        .iter()
        .copied()
        .filter(|h| !submitted.contains_key(h) && state.areas_with_units(*h).next().is_none())
        .collect();
    if !idle.is_empty() {
        if let Step::Planning { submitted, .. } = &mut state.step {
            for h in idle {
                submitted.insert(h, BTreeMap::new());
            }
        }
        return true;
    }
    let Step::Planning { submitted, .. } = &state.step else {
        return false;
    };
    if submitted.len() < state.houses.len() {
        return false;
    }
    let submitted = submitted.clone();
    let mut revealed = BTreeMap::new();
    for (house, orders) in submitted {
        for (area, token) in orders {
            state.area_mut(area).order = Some(PlacedOrder { house, token });
            revealed.insert(area, (house, token));
        }
    }
    events.push(Event::OrdersRevealed { orders: revealed });
    state.step = Step::Raven { peeked: false };
    true
}

/// Skips the Raven step when the token is face down (it was used this round).
pub fn advance_raven(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    // After a peek the Raven is face down but its holder still decides top or bottom (§8.2 (b),
    // inputs P-3b): only an unpeeked step is skipped.
    if state.raven_used && state.step == (Step::Raven { peeked: false }) {
        super::action::begin(state, events);
        return true;
    }
    false
}

pub fn raven_replace(
    state: &mut GameState,
    h: House,
    area: AreaId,
    token: OrderToken,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let old = match state.area(area).order {
        Some(o) if o.house == h => o.token,
        _ => return Err(Rejection::NoSuchOrder { area }),
    };
    if !state.restrictions.allows(token) {
        return Err(Rejection::OrderBanned { token });
    }
    if token.kind() == OrderKind::ConsolidatePower
        && !state.consolidate_at_sea()
        && !state.info(area).is_land()
    {
        return Err(Rejection::ConsolidateAtSea { area });
    }
    if token == old || state.unused_tokens(h, token) == 0 {
        return Err(Rejection::TokenNotAvailable { token });
    }
    let specials_after = state
        .areas
        .iter()
        .filter(|a| matches!(a.order, Some(o) if o.house == h && o.token.is_special()))
        .count() as u8
        - u8::from(old.is_special())
        + u8::from(token.is_special());
    let allowed = state.star_allowance(h);
    if token.is_special() && specials_after > allowed {
        return Err(Rejection::TooManySpecialOrders { allowed });
    }
    state.area_mut(area).order = Some(PlacedOrder { house: h, token });
    state.raven_used = true;
    events.push(Event::RavenReplaced {
        house: h,
        area,
        old,
        new: token,
    });
    super::action::begin(state, events);
    Ok(())
}

pub fn raven_peek(state: &mut GameState, h: House, events: &mut Vec<Event>) {
    state.raven_used = true;
    state.step = Step::Raven { peeked: true };
    events.push(Event::RavenPeeked { house: h });
}

pub fn raven_decide(state: &mut GameState, h: House, bury: bool, events: &mut Vec<Event>) {
    if bury && !state.wildling_deck.is_empty() {
        let top = state.wildling_deck.remove(0);
        state.wildling_deck.push(top);
    }
    events.push(Event::RavenDecided {
        house: h,
        buried: bury,
    });
    super::action::begin(state, events);
}

pub fn raven_pass(state: &mut GameState, h: House, events: &mut Vec<Event>) {
    events.push(Event::RavenPassed { house: h });
    super::action::begin(state, events);
}
