//! The engine's API: create a game, ask who is awaited, apply inputs, replay a log.
//!
//! `apply` works on a copy of the state and swaps it in only on success, so a rejected input
//! never changes anything. `replay` applies a trusted log in place, which is what makes
//! rebuilding a whole game from its log cheap.

use super::board::AreaId;
use super::checkpoint::Observer;
use super::event::Event;
use super::house::House;
use super::input::Input;
use super::options::GameOptions;
use super::phase::{AbilityAnswer, Action, ActionStage, CombatStage, Decision, Step, Sub};
use super::rejection::Rejection;
use super::rng::Rng;
use super::setup::STARTING_POWER;
use super::state::{AreaState, GameState, HouseState, Neutral, Tracks};
use super::westeros::Task;
use super::westeros_cards::WesterosDeck;
use super::wildling::WildlingCard;
use super::wildlings::{self, AttackStage, Effect};
use super::{abilities, action, combat, planning};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Everything needed to create a game: the only other input is the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: u8,
    #[serde(default)]
    pub options: GameOptions,
    /// The secret seed of the game's RNG.
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(u8),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "a game has 3 to 6 players, not {n}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub house: House,
    pub input: Input,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    pub index: usize,
    pub rejection: Rejection,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "log entry {} was rejected on replay: {}",
            self.index, self.rejection
        )
    }
}

impl std::error::Error for ReplayError {}

/// What a house is asked for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case")]
pub enum Request {
    PlaceOrders,
    Raven,
    RavenDecide,
    Raid,
    March {
        #[serde(default)]
        retry_from: Option<AreaId>,
    },
    Support,
    RefuseSupport,
    HouseCard,
    Blade,
    Casualties {
        count: u8,
    },
    Retreat,
    PortCapture {
        port: AreaId,
        max: u8,
    },
    Consolidate,
    /// W-1..W-3: the option of a Westeros card.
    WesterosChoice {
        card: super::westeros_cards::WesterosCard,
    },
    Muster,
    Reconcile,
    /// A sealed bid: "iron_throne", "fiefdoms", "kings_court" or "wildlings".
    Bid {
        purpose: String,
    },
    TieOrder,
    ChooseBidder {
        highest: bool,
    },
    /// A wildling card's decision.
    Wildling {
        card: WildlingCard,
        effect: Effect,
    },
    /// A house-card ability's (or Tides of Battle's) decision.
    Ability {
        #[serde(flatten)]
        decision: Decision,
    },
}

impl Request {
    /// Plain words for "what is needed", safe to show anyone.
    pub fn describe(&self) -> String {
        match self {
            Request::PlaceOrders => "place orders".into(),
            Request::Raven => "use the Messenger Raven".into(),
            Request::RavenDecide => "keep or bury the wildling card".into(),
            Request::Raid => "resolve a raid order".into(),
            Request::March { .. } => "resolve a march order".into(),
            Request::Support => "declare support".into(),
            Request::RefuseSupport => "accept or refuse support".into(),
            Request::HouseCard => "choose a house card".into(),
            Request::Blade => "decide on the Valyrian Steel Blade".into(),
            Request::Casualties { count } => format!("choose {count} casualties"),
            Request::Retreat => "choose a retreat".into(),
            Request::PortCapture { .. } => "decide on the captured port's ships".into(),
            Request::Consolidate => "resolve a Consolidate Power order".into(),
            Request::WesterosChoice { card } => format!("choose the option of {}", card.name()),
            Request::Muster => "muster".into(),
            Request::Reconcile => "destroy units down to your supply limit".into(),
            Request::Bid { purpose } => format!("bid power ({})", purpose.replace('_', " ")),
            Request::TieOrder => "order the tied houses".into(),
            Request::ChooseBidder { highest: true } => {
                "name the highest bidder among the tied".into()
            }
            Request::ChooseBidder { highest: false } => {
                "name the lowest bidder among the tied".into()
            }
            Request::Wildling { card, .. } => format!("decide for {}", card.name()),
            Request::Ability { decision } => decision.describe().into(),
        }
    }
}

/// A house that must act now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Awaited {
    pub house: House,
    pub request: Request,
    /// Secret-simultaneous (or sealed sequential): others learn only *that* it answered.
    pub secret: bool,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    state: GameState,
}

impl Game {
    /// A new game from its setup (§4).
    pub fn new(setup: &Setup) -> Result<Game, SetupError> {
        let rules = super::ruleset::ruleset(setup.options.edition);
        let pcs = rules
            .setup
            .players(setup.players)
            .ok_or(SetupError::PlayerCount(setup.players))?;
        let mut rng = Rng::new(setup.seed);
        let mut areas = vec![AreaState::default(); rules.board.len()];
        let mut houses: Vec<House> = pcs.houses.clone();
        houses.sort();
        let mut houses_state = Vec::new();
        for &h in &houses {
            let start = rules.setup.house(h).expect("a house in play has a screen");
            for &(area, kind, n) in &start.units {
                if pcs.omit_units.contains(&(h, area)) {
                    continue;
                }
                let a = &mut areas[area.index()];
                a.house = Some(h);
                a.units.add(kind, n);
            }
            if rules.garrisons {
                areas[start.home.index()].garrison = super::board::GARRISON_STRENGTH;
            }
            houses_state.push(HouseState {
                house: h,
                power: STARTING_POWER,
                supply: start.supply,
                hand: super::cards::house_cards_of(setup.options.edition, h).to_vec(),
                discard: Vec::new(),
            });
        }
        for &(area, strength) in &pcs.neutral_forces {
            areas[area.index()].neutral = Some(Neutral::Force(strength));
        }
        for &area in &pcs.impassable {
            areas[area.index()].neutral = Some(Neutral::Impassable);
        }
        // The 1st edition has no wildling deck (agot1 §5.8).
        let mut wildling_deck = Vec::new();
        if rules.wildling_attack == super::ruleset::WildlingAttack::Deck {
            wildling_deck = WildlingCard::ALL.to_vec();
            rng.shuffle(&mut wildling_deck);
        }
        let mut state = GameState {
            options: setup.options.clone(),
            houses,
            houses_state,
            areas,
            tracks: Tracks {
                iron_throne: pcs.iron_throne.clone(),
                fiefdoms: pcs.fiefdoms.clone(),
                kings_court: match &pcs.kings_court_fix {
                    Some(fixed) if setup.options.agot1.kc_start_fix => fixed.clone(),
                    _ => pcs.kings_court.clone(),
                },
            },
            blade_used: false,
            raven_used: false,
            round: 1,
            wildling_threat: rules.wildling_start,
            wildling_deck,
            westeros_decks: Default::default(),
            restrictions: Default::default(),
            step: Step::GameOver,
            rng,
            winner: None,
            shared_win: Vec::new(),
            mammoth_icons: None,
            early_before_action: None,
        };
        for deck in 0..3 {
            state.westeros_decks[deck] =
                WesterosDeck::shuffled_from(rules.westeros_decks[deck].clone(), &mut state.rng);
        }
        planning::begin(&mut state);
        Ok(Game { state })
    }

    /// A game from any state, e.g. a scenario's position. Trivial steps are resolved at once.
    pub fn from_state(mut state: GameState) -> Game {
        let mut events = Vec::new();
        advance(&mut state, &mut events);
        Game { state }
    }

    /// A game exactly as it was saved between two inputs (a stored snapshot's state): nothing is
    /// resolved, unlike [`Game::from_state`], so restoring and going on equals never having
    /// stopped.
    pub fn restore(state: GameState) -> Game {
        Game { state }
    }

    /// Replays a log from the setup. Every entry must be accepted.
    pub fn replay(setup: &Setup, log: &[LogEntry]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup).expect("a stored setup is valid");
        let mut events = Vec::new();
        for (index, entry) in log.iter().enumerate() {
            events.clear();
            apply_in_place(&mut game.state, entry.house, &entry.input, &mut events)
                .map_err(|rejection| ReplayError { index, rejection })?;
        }
        Ok(game)
    }

    /// The full, unredacted state: for the engine's own tests and tools, never for a page.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn is_over(&self) -> bool {
        self.state.step == Step::GameOver
    }

    pub fn winner(&self) -> Option<House> {
        self.state.winner
    }
    /// Every house that won: one, or those sharing a drawn game's win (1st edition).
    pub fn winners(&self) -> Vec<House> {
        self.state.winners()
    }

    /// Who must act now, with what request.
    pub fn awaiting(&self) -> Vec<Awaited> {
        awaiting(&self.state)
    }

    /// The inputs that fill in every awaited house when a deadline passes (see [`super::defaults`]).
    pub fn deadline_inputs(&self) -> Vec<(House, Input)> {
        super::defaults::deadline_inputs(&self.state)
    }

    /// The awaited houses whose request has only one possible answer, with it (see
    /// [`super::forced`]): the service submits these at once.
    pub fn forced_inputs(&self) -> Vec<(House, Input)> {
        super::forced::forced_inputs(&self.state)
    }

    /// What `h` is asked now: its awaited request, or the sealed answer it may still replace.
    pub fn request_for(&self, h: House) -> Option<Request> {
        awaiting(&self.state)
            .into_iter()
            .find(|a| a.house == h)
            .map(|a| a.request)
            .or_else(|| replaceable(&self.state, h))
    }

    /// The answer a passed deadline would fill in for `h` now (its own data only, so it may be
    /// shown to `h`: a form opens with it selected).
    pub fn default_input(&self, h: House) -> Option<Input> {
        super::defaults::default_input(&self.state, h)
    }

    /// Applies one house's input. On rejection the game is unchanged.
    pub fn apply(&mut self, house: House, input: &Input) -> Result<Vec<Event>, Rejection> {
        let mut next = self.state.clone();
        let mut events = Vec::new();
        apply_in_place(&mut next, house, input, &mut events)?;
        self.state = next;
        Ok(events)
    }

    /// [`Game::apply`], showing `observer` the state at each [`Checkpoint`](super::checkpoint::Checkpoint) the input's cascade
    /// passes (the scenario runner's `expect_at`). On rejection the game is unchanged.
    pub fn apply_observed(
        &mut self,
        house: House,
        input: &Input,
        observer: &mut Observer<'_>,
    ) -> Result<Vec<Event>, Rejection> {
        let mut next = self.state.clone();
        let mut events = Vec::new();
        apply_in_place_observed(&mut next, house, input, &mut events, observer)?;
        self.state = next;
        Ok(events)
    }

    /// Applies an input known to be valid (from a stored log), in place. On error the state may
    /// be half-changed: callers must discard the game.
    pub fn apply_trusted(&mut self, house: House, input: &Input) -> Result<Vec<Event>, Rejection> {
        let mut events = Vec::new();
        apply_in_place(&mut self.state, house, input, &mut events)?;
        Ok(events)
    }
}

/// Applies an input to `state`, then resolves whatever follows automatically.
pub(crate) fn apply_in_place(
    state: &mut GameState,
    house: House,
    input: &Input,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    apply_in_place_observed(state, house, input, events, &mut Observer::none())
}

/// [`apply_in_place`], showing `observer` the checkpoints of the cascade.
pub(crate) fn apply_in_place_observed(
    state: &mut GameState,
    house: House,
    input: &Input,
    events: &mut Vec<Event>,
    observer: &mut Observer<'_>,
) -> Result<(), Rejection> {
    if state.step == Step::GameOver {
        return Err(Rejection::GameOver);
    }
    if !state.in_play(house) {
        return Err(Rejection::HouseNotInPlay { house });
    }
    let asked: Vec<Awaited> = awaiting(state);
    let mine = asked.iter().find(|a| a.house == house);
    // Sealed orders may be replaced until the last house submits: not "awaited" any more, but allowed.
    let request = match mine {
        Some(a) => a.request.clone(),
        None => replaceable(state, house).ok_or(Rejection::NotAwaited { house })?,
    };
    // A raid or march asked together with the current house's (issue 25): kept for its turn.
    if super::together::answers_ahead(state, house) {
        return super::together::file(state, house, input);
    }
    match (&request, input) {
        (Request::PlaceOrders, Input::PlaceOrders { orders }) => {
            planning::place_orders(state, house, orders, events)?
        }
        (Request::Raven, Input::RavenReplace { area, token }) => {
            planning::raven_replace(state, house, *area, *token, events)?
        }
        (Request::Raven, Input::RavenPeek) if !state.rules().raven_peeks => {
            return Err(Rejection::WrongRequest {
                expected: "a replaced order or a pass (the 1st edition has no wildling deck)"
                    .into(),
            })
        }
        (Request::Raven, Input::RavenPeek) => planning::raven_peek(state, house, events),
        (Request::Raven, Input::RavenPass) => planning::raven_pass(state, house, events),
        (Request::RavenDecide, Input::RavenDecide { bury }) => {
            planning::raven_decide(state, house, *bury, events)
        }
        (
            Request::Raid,
            Input::Raid {
                from,
                target,
                second,
            },
        ) => action::raid(state, house, *from, *target, *second, events)?,
        (
            Request::March { .. },
            Input::March {
                from,
                moves,
                leave_power_token,
            },
        ) => super::march::march(state, house, *from, moves, *leave_power_token, events)?,
        (Request::Consolidate, Input::Consolidate { area, muster }) => {
            action::consolidate(state, house, *area, muster.as_deref(), events)?
        }
        (Request::Support, Input::Support { choices }) => {
            combat::declare_support(state, house, choices, events)?
        }
        (Request::RefuseSupport, Input::RefuseSupport { refuse }) => {
            combat::refuse_support(state, house, refuse, events)?
        }
        (Request::HouseCard, Input::HouseCard { card }) => {
            combat::choose_card(state, house, *card, events)?
        }
        (Request::Blade, Input::Blade { use_blade }) => {
            combat::blade(state, house, *use_blade, events)?
        }
        (Request::Casualties { .. }, Input::Casualties { units }) => {
            combat::casualties(state, house, units, events)?
        }
        (Request::Retreat, Input::Retreat { to, destroy }) => {
            combat::retreat(state, house, *to, destroy, events)?
        }
        (Request::PortCapture { .. }, Input::PortCapture { replace }) => {
            super::march::port_capture(state, house, *replace, events)?
        }
        (Request::WesterosChoice { .. }, Input::WesterosChoice { choice }) => {
            super::westeros::choose(state, house, *choice, events)?
        }
        (Request::Muster, Input::Muster { areas }) => {
            super::westeros::muster(state, house, areas, events)?
        }
        (Request::Reconcile, Input::Reconcile { destroy }) => {
            super::westeros::reconcile(state, house, destroy, events)?
        }
        (Request::Bid { purpose }, Input::Bid { power }) => {
            if purpose == "wildlings" {
                wildlings::bid(state, house, *power, events)?
            } else {
                super::westeros::clash_bid(state, house, *power, events)?
            }
        }
        (Request::TieOrder, Input::TieOrder { order }) => {
            super::westeros::clash_tie_order(state, house, order, events)?
        }
        (Request::ChooseBidder { .. }, Input::ChooseBidder { house: chosen }) => {
            wildlings::choose_bidder(state, house, *chosen, events)?
        }
        (
            Request::Wildling {
                effect: Effect::Muster,
                ..
            },
            Input::Muster { areas },
        ) => wildlings::horde_muster(state, house, areas, events)?,
        (
            Request::Wildling { .. },
            Input::DestroyUnits {
                units,
                leave_power_token,
            },
        ) => {
            if *leave_power_token {
                return Err(Rejection::NoPowerToken {
                    reason: "units lost to the wildlings do not leave their area".into(),
                });
            }
            wildlings::destroy_choice(state, house, units, events)?
        }
        (Request::Wildling { .. }, Input::ReplaceUnits { units }) => {
            wildlings::replace_choice(state, house, units, events)?
        }
        (Request::Wildling { .. }, Input::DiscardHouseCard { card }) => {
            wildlings::discard_choice(state, house, *card, events)?
        }
        (Request::Wildling { .. }, Input::TakeBackHouseCard { card }) => {
            wildlings::take_back_choice(state, house, *card, events)?
        }
        (Request::Wildling { .. }, Input::ChooseTrack { track }) => {
            wildlings::track_choice(state, house, *track, events)?
        }
        (
            Request::Ability {
                decision: Decision::ChooseAgain,
            },
            Input::HouseCard { card },
        ) => combat::choose_card(state, house, *card, events)?,
        (
            Request::Ability {
                decision: Decision::SkullCasualties { .. },
            },
            Input::Casualties { units },
        ) => combat::casualties(state, house, units, events)?,
        (Request::Ability { .. }, Input::UseAbility { yes }) => {
            abilities::answer(state, house, &AbilityAnswer::Yes(*yes), events)?
        }
        (Request::Ability { .. }, Input::ChooseFootman { routed }) => {
            abilities::answer(state, house, &AbilityAnswer::Yes(*routed), events)?
        }
        (Request::Ability { .. }, Input::ChooseCard { card }) => {
            abilities::answer(state, house, &AbilityAnswer::Card(*card), events)?
        }
        (Request::Ability { .. }, Input::ChooseTrack { track }) => {
            abilities::answer(state, house, &AbilityAnswer::Track(*track), events)?
        }
        (Request::Ability { .. }, Input::ChooseArea { area }) => {
            abilities::answer(state, house, &AbilityAnswer::Area(*area), events)?
        }
        (request, _) => {
            return Err(Rejection::WrongRequest {
                expected: request.describe(),
            })
        }
    }
    advance_observed(state, events, observer);
    Ok(())
}

/// A sealed submission `house` has already made and may still replace until the last one is in
/// (orders, house card, bids): the request it answers.
pub fn replaceable(state: &GameState, house: House) -> Option<Request> {
    match &state.step {
        Step::Planning {
            submitted,
            sequential: false,
        } if submitted.contains_key(&house) => Some(Request::PlaceOrders),
        Step::Action(a) => match &a.sub {
            // Only a side that has sealed its card may replace it; a side still to choose is
            // awaited (and filled in at the deadline), not "replaceable".
            Some(Sub::Combat(c))
                if c.stage == CombatStage::Cards
                    && c.side_of(house).is_some_and(|side| c.cards[side].is_some()) =>
            {
                Some(Request::HouseCard)
            }
            _ => None,
        },
        Step::Westeros(w) => match &w.task {
            Some(Task::Clash(c)) if c.tie_decider.is_none() && c.bids.contains_key(&house) => {
                Some(Request::Bid {
                    purpose: "clash".into(),
                })
            }
            Some(Task::Attack(a))
                if a.stage == AttackStage::Bidding && a.bids.contains_key(&house) =>
            {
                Some(Request::Bid {
                    purpose: "wildlings".into(),
                })
            }
            _ => None,
        },
        _ => None,
    }
}

/// Resolves everything that needs no decision, until someone must act or the game ends.
pub(crate) fn advance(state: &mut GameState, events: &mut Vec<Event>) {
    advance_observed(state, events, &mut Observer::none())
}

/// [`advance`], showing `observer` the checkpoints passed.
pub fn advance_observed(
    state: &mut GameState,
    events: &mut Vec<Event>,
    observer: &mut Observer<'_>,
) {
    for _ in 0..10_000 {
        if check_victory(state, events) {
            return;
        }
        let progressed = match &state.step {
            Step::GameOver => return,
            Step::Planning { .. } => planning::advance(state, events),
            Step::Raven { .. } => planning::advance_raven(state, events),
            Step::Action(_) => action::advance(state, events, observer),
            Step::Westeros(_) => super::westeros::advance(state, events),
        };
        if !progressed {
            // Settled: answers given early that this input made stale are asked again now.
            super::together::early::drop_stale(state);
            return;
        }
    }
    panic!("the engine did not settle: a bug in advance()");
}

/// Seven castles and strongholds win at once (§19), checked after every change.
fn check_victory(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    if state.step == Step::GameOver {
        return true;
    }
    // One pass over the 20 castle areas (this runs after every input, so it is kept cheap).
    let mut castles_of = [0u8; 6];
    for id in state.board().castle_areas() {
        if let Some(h) = state.controller(*id) {
            castles_of[h.index()] += 1;
        }
    }
    let to_win = state.castles_to_win();
    for i in 0..state.tracks.iron_throne.len() {
        let h = state.tracks.iron_throne[i];
        let castles = castles_of[h.index()];
        if castles >= to_win {
            state.winner = Some(h);
            state.step = Step::GameOver;
            events.push(Event::GameWon {
                house: h,
                castles,
                shared_with: Vec::new(),
            });
            return true;
        }
    }
    false
}

/// Who must act now (see [`Game::awaiting`]).
pub fn awaiting(state: &GameState) -> Vec<Awaited> {
    let open = |house: House, request: Request| Awaited {
        house,
        request,
        secret: false,
    };
    match &state.step {
        Step::GameOver => vec![],
        Step::Planning {
            submitted,
            sequential,
        } => {
            let missing = state
                .turn_order()
                .iter()
                .filter(|h| !submitted.contains_key(h));
            let list: Vec<House> = if *sequential {
                missing.take(1).copied().collect()
            } else {
                missing.copied().collect()
            };
            list.into_iter()
                .map(|house| Awaited {
                    house,
                    request: Request::PlaceOrders,
                    secret: true,
                })
                .collect()
        }
        Step::Raven { peeked } => {
            let mut asked = vec![open(
                state.raven_holder(),
                if *peeked {
                    Request::RavenDecide
                } else {
                    Request::Raven
                },
            )];
            // Option `early_marches`: the first raids or marches asked early meanwhile.
            for (house, request) in super::together::awaited(state) {
                asked.push(open(house, request));
            }
            asked
        }
        Step::Action(a) => awaiting_action(state, a),
        Step::Westeros(w) => awaiting_westeros(state, w.task.as_ref()),
    }
}

fn awaiting_westeros(state: &GameState, task: Option<&Task>) -> Vec<Awaited> {
    let open = |house: House, request: Request| Awaited {
        house,
        request,
        secret: false,
    };
    let sealed = |house: House, purpose: &str| Awaited {
        house,
        request: Request::Bid {
            purpose: purpose.into(),
        },
        secret: true,
    };
    match task {
        None => vec![],
        Some(Task::Choice { card, house }) => {
            vec![open(*house, Request::WesterosChoice { card: *card })]
        }
        Some(Task::Muster { next, only, done }) => {
            let asked = super::westeros::muster_asked(state, *next, *only, done);
            if asked.is_empty() {
                // Not normalised yet (a position set up by hand): the house whose turn it is.
                let order = state.turn_order();
                vec![open(order[*next % order.len()], Request::Muster)]
            } else {
                asked
                    .into_iter()
                    .map(|h| open(h, Request::Muster))
                    .collect()
            }
        }
        Some(Task::Reconcile { pending }) => pending
            .iter()
            .map(|h| open(*h, Request::Reconcile))
            .collect(),
        Some(Task::Clash(c)) => match c.tie_decider {
            Some(d) => vec![open(d, Request::TieOrder)],
            None => {
                let purpose = match c.track {
                    super::state::Track::IronThrone => "iron_throne",
                    super::state::Track::Fiefdoms => "fiefdoms",
                    super::state::Track::KingsCourt => "kings_court",
                };
                state
                    .turn_order()
                    .iter()
                    .filter(|h| !c.bids.contains_key(h))
                    .map(|h| sealed(*h, purpose))
                    .collect()
            }
        },
        Some(Task::Attack(a)) => match &a.stage {
            AttackStage::Bidding => wildlings::bidders(state, a)
                .into_iter()
                .filter(|h| !a.bids.contains_key(h))
                .map(|h| sealed(h, "wildlings"))
                .collect(),
            AttackStage::Tie { highest, .. } => vec![open(
                state.iron_throne_holder(),
                Request::ChooseBidder { highest: *highest },
            )],
            AttackStage::Effects { card, queue, .. } => wildlings::awaited(queue)
                .into_iter()
                .map(|p| {
                    open(
                        p.house,
                        Request::Wildling {
                            card: *card,
                            effect: p.effect,
                        },
                    )
                })
                .collect(),
        },
    }
}

fn awaiting_action(state: &GameState, a: &Action) -> Vec<Awaited> {
    let mut asked = awaiting_in_turn(state, a);
    // Houses asked their next raid or march together with the current house (issue 25).
    for (house, request) in super::together::awaited(state) {
        if !asked.iter().any(|x| x.house == house) {
            asked.push(Awaited {
                house,
                request,
                secret: false,
            });
        }
    }
    asked
}

pub(crate) fn awaiting_in_turn(state: &GameState, a: &Action) -> Vec<Awaited> {
    let open = |house: House, request: Request| Awaited {
        house,
        request,
        secret: false,
    };
    let current = state.turn_order()[a.cursor % state.houses.len()];
    match &a.sub {
        None => vec![open(
            current,
            match a.stage {
                ActionStage::Raid => Request::Raid,
                ActionStage::March => Request::March { retry_from: None },
                ActionStage::Consolidate => Request::Consolidate,
            },
        )],
        Some(Sub::MarchRetry { from, .. }) => vec![open(
            current,
            Request::March {
                retry_from: Some(*from),
            },
        )],
        Some(Sub::PortCapture { house, port, max }) => vec![open(
            *house,
            Request::PortCapture {
                port: *port,
                max: *max,
            },
        )],
        Some(Sub::Combat(c)) => match &c.stage {
            CombatStage::Support { next } => {
                let order = combat::support_order(state, c);
                vec![open(order[*next % order.len()], Request::Support)]
            }
            CombatStage::SealedSupport { sealed } => combat::sealed_supporters(state, c)
                .into_iter()
                .filter(|h| !sealed.contains_key(h))
                .map(|house| Awaited {
                    house,
                    request: Request::Support,
                    secret: true,
                })
                .collect(),
            CombatStage::RefuseSupport { pending, .. } => pending
                .iter()
                .map(|h| open(*h, Request::RefuseSupport))
                .collect(),
            CombatStage::Cards => {
                let mut v = Vec::new();
                if c.cards[0].is_none() {
                    v.push(Awaited {
                        house: c.attacker,
                        request: Request::HouseCard,
                        secret: true,
                    });
                }
                if let (None, Some(d)) = (c.cards[1], c.defender) {
                    v.push(Awaited {
                        house: d,
                        request: Request::HouseCard,
                        secret: true,
                    });
                }
                v
            }
            CombatStage::Blade => vec![open(state.blade_holder(), Request::Blade)],
            CombatStage::Casualties { count } => c
                .loser()
                .map(|l| vec![open(l, Request::Casualties { count: *count })])
                .unwrap_or_default(),
            CombatStage::Retreat => c
                .retreat_by
                .map(|h| vec![open(h, Request::Retreat)])
                .unwrap_or_default(),
            CombatStage::Ability { house, decision } => vec![Awaited {
                house: *house,
                request: Request::Ability {
                    decision: decision.clone(),
                },
                // The Tides redraw is decided on a card only its drawer has seen.
                secret: *decision == Decision::TidesRedraw,
            }],
        },
    }
}

/// The orders each house has placed so far in a Planning step (for views: own orders only).
pub(crate) fn planned_orders(
    state: &GameState,
    house: House,
) -> Option<&BTreeMap<AreaId, super::orders::OrderToken>> {
    match &state.step {
        Step::Planning { submitted, .. } => submitted.get(&house),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::OrderToken;

    fn setup(players: u8) -> Setup {
        Setup {
            players,
            options: GameOptions::default(),
            seed: 7,
        }
    }

    #[test]
    fn a_new_game_awaits_sealed_orders_from_every_house() {
        for players in 3..=6 {
            let game = Game::new(&setup(players)).unwrap();
            let asked = game.awaiting();
            assert_eq!(asked.len(), players as usize);
            assert!(asked
                .iter()
                .all(|a| a.secret && a.request == Request::PlaceOrders));
        }
        assert_eq!(
            Game::new(&setup(7)).unwrap_err(),
            SetupError::PlayerCount(7)
        );
    }

    #[test]
    fn rejected_orders_leave_the_game_unchanged_and_orders_can_be_replaced_until_the_last() {
        let mut game = Game::new(&setup(3)).unwrap();
        let before = game.state().clone();
        let bad = Input::PlaceOrders {
            orders: [(AreaId::from_key("riverrun").unwrap(), OrderToken::Raid)]
                .into_iter()
                .collect(),
        };
        let err = game.apply(House::Stark, &bad).unwrap_err();
        assert_eq!(err.kind(), "order_without_units");
        assert_eq!(game.state(), &before);

        let orders_for = |g: &Game, h: House, token: OrderToken| Input::PlaceOrders {
            orders: g
                .state()
                .areas_with_units(h)
                .map(|a| (a, token))
                .take(1)
                .chain(g.state().areas_with_units(h).skip(1).zip([
                    OrderToken::Defense1,
                    OrderToken::Support0,
                    OrderToken::Consolidate,
                    OrderToken::MarchMinus1,
                ]))
                .collect(),
        };
        game.apply(
            House::Stark,
            &orders_for(&game, House::Stark, OrderToken::March0),
        )
        .unwrap();
        assert!(!game.awaiting().iter().any(|a| a.house == House::Stark));
        // Stark changes its mind while others are still planning.
        game.apply(
            House::Stark,
            &orders_for(&game, House::Stark, OrderToken::Raid),
        )
        .unwrap();
        game.apply(
            House::Lannister,
            &orders_for(&game, House::Lannister, OrderToken::March0),
        )
        .unwrap();
        // Nothing is revealed before the last house seals its orders.
        assert!(game.state().areas.iter().all(|a| a.order.is_none()));
        game.apply(
            House::Baratheon,
            &orders_for(&game, House::Baratheon, OrderToken::March0),
        )
        .unwrap();
        let winterfell = AreaId::from_key("winterfell").unwrap();
        assert_eq!(
            game.state().area(winterfell).order.map(|o| o.token),
            Some(OrderToken::Raid)
        );
    }
}
