//! Turning a parsed scenario file into a starting [`GameState`] and a list of checked steps.

use super::format::{
    AreaSpec, NeutralSpec, OrderSpec, PhaseName, ScenarioFile, Start, StepSpec, TracksSpec,
    UnitsSpec,
};
use crate::engine::board::{AreaId, AreaKind};
use crate::engine::checkpoint::Checkpoint;
use crate::engine::game::{Game, Setup};
use crate::engine::house::House;
use crate::engine::input::Input;
use crate::engine::options::GameOptions;
use crate::engine::orders::{OrderToken, Restrictions};
use crate::engine::phase::{Action, ActionStage, Step};
use crate::engine::planning;
use crate::engine::rejection::Rejection;
use crate::engine::setup::POWER_TOKENS_PER_HOUSE;
use crate::engine::state::{AreaState, GameState, Neutral, PlacedOrder, Tracks, UnitCounts};
use crate::engine::unit::UnitKind;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// One step, checked and ready to run.
#[derive(Debug)]
pub struct ScenarioStep {
    pub note: Option<String>,
    pub input: Option<(House, Input)>,
    /// Plan entries filed by a house before the input (issue 25).
    pub plan: Option<(House, Vec<crate::engine::plan::PlanEntry>)>,
    /// The house whose input is the computer player's answer, asked when the step runs.
    pub computer: Option<House>,
    pub reject: Option<String>,
    pub expect: Option<super::format::Expect>,
    pub expect_at: std::collections::BTreeMap<Checkpoint, super::format::Expect>,
}

/// Builds the starting state. Errors are plain sentences naming the offending key. The flag says
/// that the scenario starts with a Westeros phase, whose cards are on top of the decks: the
/// runner begins it with the engine's own `westeros::begin_round`.
pub fn build_state(f: &ScenarioFile) -> Result<(GameState, bool), String> {
    if !(3..=6).contains(&f.players) {
        return Err(format!("players must be 3 to 6, not {}", f.players));
    }
    let options: GameOptions = match &f.options {
        Some(v) => strict_options(v)?,
        None => GameOptions::default(),
    };
    let game = Game::new(&Setup {
        players: f.players,
        options,
        seed: f.seed,
    })
    .map_err(|e| e.to_string())?;
    let mut state = game.state().clone();
    if f.start == Start::Empty {
        for a in state.areas.iter_mut() {
            *a = AreaState::default();
        }
    }

    // Per area.
    for (key, spec) in &f.areas {
        let id = area_id(key)?;
        apply_area(&mut state, id, spec).map_err(|e| format!("areas.{key}: {e}"))?;
    }
    check_tokens(&state)?;

    // Per house.
    for (h, spec) in &f.houses {
        if !state.in_play(*h) {
            return Err(format!(
                "houses.{}: {} is not in a {}-player game",
                h.key(),
                h.name(),
                f.players
            ));
        }
        let on_board = state.power_on_board(*h);
        let hs = state.house_mut(*h);
        if let Some(p) = spec.power {
            if p + on_board > POWER_TOKENS_PER_HOUSE {
                return Err(format!(
                    "houses.{}: power {p} plus {on_board} token(s) on the board exceeds the {POWER_TOKENS_PER_HOUSE} tokens of a house",
                    h.key()
                ));
            }
            hs.power = p;
        }
        if let Some(s) = spec.supply {
            if s > 6 {
                return Err(format!("houses.{}: supply is 0 to 6, not {s}", h.key()));
            }
            hs.supply = s;
        }
        if let Some(hand) = &spec.hand {
            hs.hand = hand.clone();
        }
        if let Some(discard) = &spec.discard {
            hs.discard = discard.clone();
        }
        let mut seen = Vec::new();
        let edition = state.options.edition;
        let hs = state.house_mut(*h);
        for c in hs.hand.iter().chain(&hs.discard) {
            if !crate::engine::cards::all_house_cards_of(edition).contains(c) {
                return Err(format!(
                    "houses.{}: {} is not a card of the {} edition",
                    h.key(),
                    c.key(),
                    edition.key()
                ));
            }
            if c.house() != *h {
                return Err(format!(
                    "houses.{}: {} is a card of {}",
                    h.key(),
                    c.key(),
                    c.house().name()
                ));
            }
            if seen.contains(c) {
                return Err(format!(
                    "houses.{}: {} is listed twice (hand and discard hold each card once)",
                    h.key(),
                    c.key()
                ));
            }
            seen.push(*c);
        }
    }
    for h in state.houses.clone() {
        let on_board = state.power_on_board(h);
        if state.house(h).power + on_board > POWER_TOKENS_PER_HOUSE {
            return Err(format!(
                "{} has {} available power and {on_board} power token(s) on the board: more than its {POWER_TOKENS_PER_HOUSE} tokens",
                h.name(),
                state.house(h).power
            ));
        }
        for kind in UnitKind::ALL {
            let n = state.units_on_board(h, kind);
            let pool = state.rules().unit_pool(kind);
            if n > pool {
                let mut c = [0; 4];
                c[kind.index()] = n;
                return Err(format!(
                    "{} has {} on the board, but a house owns only {}",
                    h.name(),
                    super::run::describe_units(&c),
                    pool
                ));
            }
        }
        // In an empty start the supply track shows what the position would give (§17.2).
        if f.start == Start::Empty && f.houses.get(&h).and_then(|s| s.supply).is_none() {
            let s = state.supply_icons(h);
            state.house_mut(h).supply = s;
        }
    }

    if let Some(t) = &f.tracks {
        apply_tracks(&mut state.tracks, t, &state.houses.clone())
            .map_err(|e| format!("tracks: {e}"))?;
    }
    if let Some(b) = f.blade_used {
        state.blade_used = b;
    }
    if let Some(r) = f.raven_used {
        state.raven_used = r;
    }
    if let Some(r) = f.round {
        if !(1..=10).contains(&r) {
            return Err(format!("round is 1 to 10, not {r}"));
        }
        state.round = r;
    }
    let westeros = f.phase == Some(PhaseName::Westeros);
    match (&f.westeros_cards, westeros) {
        (Some(cards), true) => {
            if cards.len() != 3 {
                return Err("westeros_cards lists one card of each deck: I, II, III".into());
            }
            for (deck, card) in cards.iter().enumerate() {
                let d = &mut state.westeros_decks[deck];
                let at = d.draw.iter().position(|c| c == card).ok_or_else(|| {
                    format!(
                        "westeros_cards: deck {} has no '{}' card",
                        ["I", "II", "III"][deck],
                        serde_json::to_value(card)
                            .ok()
                            .and_then(|v| v.as_str().map(String::from))
                            .unwrap_or_default()
                    )
                })?;
                let c = d.draw.remove(at);
                d.draw.insert(0, c);
            }
            if let Some(decks) = &f.westeros_decks {
                for (deck, pile) in [&decks.i, &decks.ii, &decks.iii].into_iter().enumerate() {
                    let Some(pile) = pile else { continue };
                    let name = ["i", "ii", "iii"][deck];
                    let printed = state.rules().westeros_decks[deck].clone();
                    let d = &mut state.westeros_decks[deck];
                    let mut all = vec![d.draw[0]];
                    all.extend(pile.iter().copied());
                    for card in &all {
                        let have = all.iter().filter(|c| *c == card).count();
                        let owned = printed.iter().filter(|c| *c == card).count();
                        if have > owned {
                            return Err(format!(
                                "westeros_decks.{name}: deck {} holds {owned} '{}' card(s), not {have} (the card drawn counts)",
                                name.to_uppercase(),
                                serde_json::to_value(card)
                                    .ok()
                                    .and_then(|v| v.as_str().map(String::from))
                                    .unwrap_or_default()
                            ));
                        }
                    }
                    if all[0] == crate::engine::westeros_cards::WesterosCard::WinterIsComing
                        && all.len() < 2
                    {
                        return Err(format!(
                            "westeros_decks.{name}: Winter Is Coming needs another card in the pile to draw in its place"
                        ));
                    }
                    d.draw = all;
                }
            }
            if f.round.is_none() {
                state.round = 2;
            }
            if state.round < 2 {
                return Err("there is no Westeros phase in round 1".into());
            }
        }
        (None, true) => {
            return Err(
                "phase = \"westeros\" needs westeros_cards = [deck I, deck II, deck III]".into(),
            )
        }
        (Some(_), false) => return Err("westeros_cards needs phase = \"westeros\"".into()),
        (None, false) => {}
    }
    if f.westeros_decks.is_some() && f.westeros_cards.is_none() {
        return Err("westeros_decks needs phase = \"westeros\" and westeros_cards".into());
    }
    // In the middle of the phase: the cards are drawn (off their decks) and the threat has
    // moved; the runner does not begin the phase.
    let mid_westeros = match (f.westeros_resolved, &f.westeros_cards) {
        (None, _) => None,
        (Some(_), None) => {
            return Err("westeros_resolved needs phase = \"westeros\" and westeros_cards".into())
        }
        (Some(n), Some(cards)) => {
            if n > 2 {
                return Err(format!(
                    "westeros_resolved is 0, 1 or 2 (cards of deck I, then II, already resolved), not {n}"
                ));
            }
            let literal =
                state.options.winter_is_coming == crate::engine::options::WinterIsComing::Literal;
            for (i, card) in cards.iter().enumerate() {
                if *card == crate::engine::westeros_cards::WesterosCard::WinterIsComing
                    && (i < n as usize || !literal)
                {
                    return Err(format!(
                        "westeros_resolved: Winter Is Coming is replaced as it is drawn (or, with the literal option, when resolved): it cannot be the card of deck {} here",
                        ["I", "II", "III"][i]
                    ));
                }
            }
            for deck in &mut state.westeros_decks {
                deck.draw.remove(0);
            }
            Some(crate::engine::westeros::Westeros {
                cards: cards.clone(),
                next: n as usize,
                attack_from_track: false,
                task: None,
            })
        }
    };
    if let Some(w) = f.wildling_threat {
        if w > 12 || w % 2 != 0 {
            return Err(format!(
                "wildling_threat is an even number 0 to 12, not {w}"
            ));
        }
        state.wildling_threat = w;
    }
    if let Some(deck) = &f.wildling_deck {
        state.wildling_deck = deck.clone();
    }
    if let Some(icons) = &f.mammoth {
        state.mammoth_icons = Some(icons.clone());
    }
    if let Some(r) = &f.restrictions {
        state.restrictions = strict_from_toml::<Restrictions>(r, "restrictions")?;
    }
    let cursor = match f.turn {
        None => 0,
        Some(h) => {
            if !matches!(
                f.phase,
                Some(PhaseName::Raid | PhaseName::March | PhaseName::Consolidate)
            ) {
                return Err("turn needs phase = \"raid\", \"march\" or \"consolidate\"".into());
            }
            state
                .turn_order()
                .iter()
                .position(|x| *x == h)
                .ok_or_else(|| format!("turn: {} is not in play", h.name()))?
        }
    };
    let action = |stage| {
        Step::Action(Box::new(Action {
            stage,
            cursor,
            sub: None,
            together: None,
        }))
    };
    state.step = match f.phase.unwrap_or(PhaseName::Planning) {
        PhaseName::Planning => {
            planning::begin(&mut state);
            state.step
        }
        PhaseName::Raven => Step::Raven { peeked: false },
        PhaseName::Raid => action(ActionStage::Raid),
        PhaseName::March => action(ActionStage::March),
        PhaseName::Consolidate => action(ActionStage::Consolidate),
        PhaseName::Westeros => match mid_westeros {
            Some(w) => Step::Westeros(Box::new(w)),
            // Begun by the runner (see above); until then the game waits in a Planning step.
            None => {
                planning::begin(&mut state);
                state.step
            }
        },
    };
    let begin_westeros = westeros && f.westeros_resolved.is_none();
    Ok((state, begin_westeros))
}

/// `tides_draw`: checked against the module option and the deck's copies of each card.
pub fn build_tides_draw(
    f: &ScenarioFile,
    state: &GameState,
) -> Result<Vec<crate::engine::tides::TidesCard>, String> {
    let Some(draw) = &f.tides_draw else {
        return Ok(Vec::new());
    };
    if !state.options.tides_of_battle {
        return Err("tides_draw needs options = { tides_of_battle = true }".into());
    }
    if draw.is_empty() || draw.len() > 3 {
        return Err(
            "tides_draw lists 1 to 3 cards: the attacker's, the defender's, the Blade redraw's"
                .into(),
        );
    }
    rigged_tides_deck(draw).map(|_| draw.clone())
}

/// A full Tides of Battle deck whose last cards (the deck is drawn from its end) are `draw`, in
/// order: the other cards keep a fixed order.
pub fn rigged_tides_deck(
    draw: &[crate::engine::tides::TidesCard],
) -> Result<Vec<crate::engine::tides::TidesCard>, String> {
    let mut deck = crate::engine::tides::shuffled_deck(&mut crate::engine::rng::Rng::new(0));
    for card in draw {
        let at = deck.iter().position(|c| c == card).ok_or_else(|| {
            format!(
                "tides_draw: the deck has only {} '{}' card(s)",
                draw.iter().filter(|c| *c == card).count() - 1,
                serde_json::to_value(card)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default()
            )
        })?;
        deck.remove(at);
    }
    deck.extend(draw.iter().rev());
    Ok(deck)
}

pub fn area_id(key: &str) -> Result<AreaId, String> {
    AreaId::from_key(key).ok_or_else(|| format!("unknown area '{key}' (area ids are those of data/map.toml, e.g. winterfell, port_of_pyke)"))
}

fn apply_area(state: &mut GameState, id: AreaId, spec: &AreaSpec) -> Result<(), String> {
    if !state.board().contains(id) {
        return Err(format!("{} is not on this edition's board", id.key()));
    }
    let kind = state.info(id).kind;
    if let Some(h) = spec.house {
        if !state.in_play(h) {
            return Err(format!("{} is not in play", h.name()));
        }
    }
    let mut a: AreaState = *state.area(id);
    if spec.house.is_some() {
        a.house = spec.house;
    }
    if let Some(units) = &spec.units {
        let routed = spec.routed.clone().unwrap_or_default();
        a.units = split_units(units, &routed)?;
        for k in UnitKind::ALL {
            if units.0[k.index()] == 0 {
                continue;
            }
            let ok = if k.is_land() {
                kind == AreaKind::Land
            } else {
                kind != AreaKind::Land
            };
            if !ok {
                return Err(
                    format!("a {} cannot stand in a {:?} area", k.key(), kind).to_lowercase()
                );
            }
        }
        if kind == AreaKind::Port && units.total() > 3 {
            return Err("a port holds at most 3 ships".into());
        }
    } else if spec.routed.is_some() {
        return Err("routed needs units (routed lists which of the units are routed)".into());
    }
    if a.units.is_empty() {
        if spec.house.is_some() {
            return Err("house is given but the area has no units".into());
        }
        a.house = None;
    } else if a.house.is_none() {
        return Err("units need a house (house = \"...\")".into());
    }
    if let Some(o) = spec.order {
        a.order = match o {
            OrderSpec::None => None,
            OrderSpec::Token(token) => Some(PlacedOrder {
                house: a.house.ok_or("order = \"<token>\" needs a house with units here; use order = { house = .., token = .. }")?,
                token,
            }),
            OrderSpec::Placed(house, token) => {
                if !state.in_play(house) {
                    return Err(format!("order of {}, who is not in play", house.name()));
                }
                Some(PlacedOrder { house, token })
            }
        };
    }
    if let Some(p) = spec.power_token {
        if p.0.is_some() && kind != AreaKind::Land {
            return Err("power tokens go on land areas only".into());
        }
        if let Some(h) = p.0 {
            if !state.in_play(h) {
                return Err(format!("power token of {}, who is not in play", h.name()));
            }
        }
        a.power_token = p.0;
    }
    if let Some(g) = spec.garrison {
        if g > 0 && state.info(id).home_of.is_none() {
            return Err("only home areas have garrisons".into());
        }
        a.garrison = g;
    }
    if let Some(n) = spec.neutral {
        a.neutral = match n {
            NeutralSpec::None => None,
            NeutralSpec::Force(s) => Some(Neutral::Force(s)),
            NeutralSpec::Impassable => Some(Neutral::Impassable),
        };
    }
    *state.area_mut(id) = a;
    Ok(())
}

/// `units` lists every unit; `routed` says which of them are routed.
pub fn split_units(units: &UnitsSpec, routed: &UnitsSpec) -> Result<UnitCounts, String> {
    let mut c = UnitCounts::default();
    for k in UnitKind::ALL {
        let (all, r) = (units.0[k.index()], routed.0[k.index()]);
        if r > all {
            return Err(format!(
                "routed lists {r} {}(s) but units only {all}: routed units must also be listed in units",
                k.key()
            ));
        }
        c.standing[k.index()] = all - r;
        c.routed[k.index()] = r;
    }
    Ok(c)
}

/// No house may have more copies of a token on the board than it owns.
fn check_tokens(state: &GameState) -> Result<(), String> {
    for &h in &state.houses {
        for t in OrderToken::ALL {
            let n = state
                .areas
                .iter()
                .filter(|a| a.order == Some(PlacedOrder { house: h, token: t }))
                .count();
            if n > t.copies() as usize {
                return Err(format!(
                    "{} has {n} '{}' orders on the board but owns only {}",
                    h.name(),
                    t.key(),
                    t.copies()
                ));
            }
        }
    }
    Ok(())
}

fn apply_tracks(tracks: &mut Tracks, spec: &TracksSpec, houses: &[House]) -> Result<(), String> {
    for (name, given, slot) in [
        ("iron_throne", &spec.iron_throne, &mut tracks.iron_throne),
        ("fiefdoms", &spec.fiefdoms, &mut tracks.fiefdoms),
        ("kings_court", &spec.kings_court, &mut tracks.kings_court),
    ] {
        if let Some(list) = given {
            let mut a = list.clone();
            a.sort();
            let mut b = houses.to_vec();
            b.sort();
            if a != b {
                return Err(format!(
                    "{name} must list each house in play exactly once ({})",
                    houses
                        .iter()
                        .map(|h| h.key())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            *slot = list.clone();
        }
    }
    Ok(())
}

/// Deserializes `T` from a TOML value, refusing keys that `T` would silently ignore: the value
/// is serialized back and every key of the original must still be there.
/// The game's options: any option at any value, its default included (`agot1 = {
/// no_support_against_self = false }`, `edition = "second"`), but no unknown key. The stored
/// form leaves defaults out, so the keys are checked against every option's full form.
fn strict_options(v: &toml::Value) -> Result<GameOptions, String> {
    let json = serde_json::to_value(v).map_err(|e| format!("options: {e}"))?;
    let options: GameOptions =
        serde_json::from_value(json.clone()).map_err(|e| format!("options: {e}"))?;
    no_unknown_keys(&json, &options.to_full_json(), "options")?;
    Ok(options)
}

pub fn strict_from_toml<T: DeserializeOwned + Serialize>(
    v: &toml::Value,
    what: &str,
) -> Result<T, String> {
    let json = serde_json::to_value(v).map_err(|e| format!("{what}: {e}"))?;
    let t: T = serde_json::from_value(json.clone()).map_err(|e| format!("{what}: {e}"))?;
    let back = serde_json::to_value(&t).map_err(|e| format!("{what}: {e}"))?;
    no_unknown_keys(&json, &back, what)?;
    Ok(t)
}

fn no_unknown_keys(
    orig: &serde_json::Value,
    back: &serde_json::Value,
    path: &str,
) -> Result<(), String> {
    use serde_json::Value as J;
    match (orig, back) {
        (J::Object(o), J::Object(b)) => {
            for (k, v) in o {
                match b.get(k) {
                    Some(bv) => no_unknown_keys(v, bv, &format!("{path}.{k}"))?,
                    None => {
                        let known: Vec<&str> = b.keys().map(String::as_str).collect();
                        return Err(format!(
                            "{path}: unknown key '{k}' (known: {})",
                            known.join(", ")
                        ));
                    }
                }
            }
        }
        (J::Array(o), J::Array(b)) => {
            for (i, (x, y)) in o.iter().zip(b).enumerate() {
                no_unknown_keys(x, y, &format!("{path}[{i}]"))?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether `tag` names a variant of a serde enum internally tagged by `field`: deserializing
/// `{field: tag}` fails with "unknown variant" only for a wrong tag (a right one misses fields).
pub fn is_variant<T: DeserializeOwned>(field: &str, tag: &str) -> bool {
    let v = serde_json::json!({ field: tag });
    match serde_json::from_value::<T>(v) {
        Ok(_) => true,
        Err(e) => !e.to_string().contains("unknown variant"),
    }
}

/// Checks the steps and turns inputs into engine inputs.
pub fn build_steps(specs: Vec<StepSpec>, state: &GameState) -> Result<Vec<ScenarioStep>, String> {
    let mut steps = Vec::new();
    let mut checks = 0;
    for (i, s) in specs.into_iter().enumerate() {
        let at = format!("step {}", i + 1);
        let StepSpec {
            note,
            house,
            input,
            plan,
            computer,
            reject,
            expect,
            expect_at,
        } = s;
        let plan = match (house, plan) {
            (Some(h), Some(entries)) => {
                if !state.in_play(h) {
                    return Err(format!("{at}: {} is not in play", h.name()));
                }
                let mut parsed = Vec::new();
                for (j, v) in entries.into_iter().enumerate() {
                    parsed.push(strict_from_toml(
                        &v,
                        &format!("{at}: plan entry {}", j + 1),
                    )?);
                }
                Some((h, parsed))
            }
            (None, Some(_)) => return Err(format!("{at}: a plan needs house = \"...\"")),
            _ => None,
        };
        let asks_computer = match (computer, house, &input) {
            (false, _, _) => None,
            (true, Some(h), None) if state.in_play(h) => Some(h),
            (true, Some(h), None) => return Err(format!("{at}: {} is not in play", h.name())),
            (true, None, _) => return Err(format!("{at}: computer needs house = \"...\"")),
            (true, Some(_), Some(_)) => {
                return Err(format!(
                    "{at}: computer = true replaces the input: give one, not both"
                ))
            }
        };
        let input = match (house, input) {
            (Some(_), None) if asks_computer.is_some() => None,
            (Some(h), Some(v)) => {
                if !state.in_play(h) {
                    return Err(format!("{at}: {} is not in play", h.name()));
                }
                let input: Input = strict_from_toml(&v, &format!("{at}: input"))?;
                Some((h, input))
            }
            (None, Some(_)) => return Err(format!("{at}: an input needs house = \"...\"")),
            (Some(_), None) if plan.is_none() => {
                return Err(format!("{at}: house is given but no input"))
            }
            (Some(_), None) => None,
            (None, None) => None,
        };
        if let Some(r) = &reject {
            if input.is_none() && asks_computer.is_none() {
                return Err(format!("{at}: reject needs an input"));
            }
            if r != "any" && !is_variant::<Rejection>("kind", r) {
                return Err(format!(
                    "{at}: unknown rejection kind '{r}' (the snake_case names of engine::rejection::Rejection, or \"any\")"
                ));
            }
            checks += 1;
        }
        if let Some(e) = &expect {
            super::run::validate_expect(e, state).map_err(|m| format!("{at}: expect: {m}"))?;
            checks += 1;
        }
        for (checkpoint, e) in &expect_at {
            super::run::validate_expect(e, state)
                .map_err(|m| format!("{at}: expect_at.{}: {m}", checkpoint.key()))?;
            checks += 1;
        }
        if input.is_none()
            && plan.is_none()
            && asks_computer.is_none()
            && expect.is_none()
            && expect_at.is_empty()
        {
            return Err(format!("{at}: a step needs an input, an expect, or both"));
        }
        steps.push(ScenarioStep {
            note,
            input,
            plan,
            computer: asks_computer,
            reject,
            expect,
            expect_at,
        });
    }
    if checks == 0 {
        return Err(
            "the scenario checks nothing: add an expect table or a reject to some step".into(),
        );
    }
    Ok(steps)
}

#[cfg(test)]
mod tides_draw_tests {
    use super::rigged_tides_deck;
    use crate::engine::tides::TidesCard::*;

    #[test]
    fn the_rigged_deck_is_whole_and_deals_the_cards_named_in_order() {
        let mut deck = rigged_tides_deck(&[Skull, PlusTwo, Blank]).unwrap();
        assert_eq!(deck.len(), 24);
        assert_eq!(deck.iter().filter(|c| **c == Skull).count(), 2);
        assert_eq!(deck.pop(), Some(Skull));
        assert_eq!(deck.pop(), Some(PlusTwo));
        assert_eq!(deck.pop(), Some(Blank));
    }

    #[test]
    fn more_copies_than_the_deck_holds_are_refused() {
        let e = rigged_tides_deck(&[Skull, Skull, Skull]).unwrap_err();
        assert!(e.contains("only 2 'skull'"), "{e}");
        assert!(rigged_tides_deck(&[PlusThree, PlusThree]).is_ok());
    }

    #[test]
    fn tides_draw_needs_the_module() {
        let text = r#"
name = "t"
source = "t"
players = 3
phase = "march"
tides_draw = ["skull", "blank"]
[[step]]
expect = { phase = "march" }
"#;
        let e = crate::scenario::run_str(text).unwrap_err();
        assert!(e.message.contains("tides_of_battle"), "{}", e.message);
        let ok = text.replace(
            "phase = \"march\"\n",
            "phase = \"march\"\noptions = { tides_of_battle = true }\n",
        );
        assert!(crate::scenario::run_str(&ok).is_ok());
    }
}
