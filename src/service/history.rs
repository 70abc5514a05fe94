//! A game's past, rebuilt from its own log (issue 14, items 1 and 2): the game as it stood after
//! any number of inputs ([`Service::history_at`]), the moments worth jumping to (each round,
//! each phase, each resolved combat), a summary per round, and, once the game is over, every
//! secret it kept ([`Revealed`]).
//!
//! What a viewer sees of a past moment is the engine's redacted view of the game at that moment
//! (`Game::view_for`), exactly what that seat could see then; the pages never read the state
//! itself before the game is over.

use super::cache::{parse_input, setup_of, LoggedEvents};
use super::GameId;
use super::{Result, Service, ServiceError};
use crate::db::queries;
use crate::engine::event::Event;
use crate::engine::game::Request;
use crate::engine::phase::Step;
use crate::engine::westeros_cards::WesterosCard;
use crate::engine::wildling::WildlingCard;
use crate::engine::{Game, House, Input, LogEntry, Setup};
use crate::service::Reason;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

/// A moment to jump to: the game after `at` inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    pub at: usize,
    pub round: u8,
    /// "planning", "action", "westeros", "over", or "combat" for a combat just resolved.
    pub kind: &'static str,
    /// The area of a combat.
    pub area: Option<crate::engine::AreaId>,
}

/// Where each house stood at the start of a round's Planning (and at the end of the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundSummary {
    pub round: u8,
    /// The end of the game rather than the start of a round.
    pub end: bool,
    pub castles: BTreeMap<House, u8>,
    pub power: BTreeMap<House, u8>,
    pub supply: BTreeMap<House, u8>,
    pub iron_throne: Vec<House>,
    pub fiefdoms: Vec<House>,
    pub kings_court: Vec<House>,
}

/// What a finished game kept secret while it was played.
#[derive(Clone, Debug, Default)]
pub struct Revealed {
    pub seed: u64,
    /// The three Westeros decks and the wildling deck as shuffled at the start, top first.
    pub westeros_decks: [Vec<WesterosCard>; 3],
    pub wildling_deck: Vec<WildlingCard>,
    /// Every sealed answer as given, in log order: (round, house, the input) — orders, bids and
    /// house cards, those replaced before the reveal included.
    pub sealed: Vec<(u8, House, Input)>,
    /// Each look at the top wildling card: (round, house, the card, buried or kept).
    pub raven_peeks: Vec<(u8, House, Option<WildlingCard>, bool)>,
}

/// A game's inputs and the moments derived from them, kept per (game, log length).
#[derive(Clone, Debug)]
pub struct Timeline {
    pub setup: Setup,
    pub log: Vec<LogEntry>,
    pub moments: Vec<Moment>,
    pub rounds: Vec<RoundSummary>,
}

/// Timelines of the games looked at recently.
#[derive(Default)]
pub struct TimelineCache {
    entries: Mutex<HashMap<(i32, i32), Arc<Timeline>>>,
}

const TIMELINES_KEPT: usize = 64;

fn summary(game: &Game, end: bool) -> RoundSummary {
    let view = game.view_for(None);
    let per = |f: &dyn Fn(&crate::engine::view::HouseView) -> u8| -> BTreeMap<House, u8> {
        view.houses.iter().map(|h| (h.house, f(h))).collect()
    };
    RoundSummary {
        round: view.round,
        end,
        castles: per(&|h| h.victory),
        power: per(&|h| h.power),
        supply: per(&|h| h.supply),
        iron_throne: view.tracks.iron_throne.clone(),
        fiefdoms: view.tracks.fiefdoms.clone(),
        kings_court: view.tracks.kings_court.clone(),
    }
}

fn kind_of(game: &Game) -> &'static str {
    match &game.state().step {
        Step::Planning { .. } | Step::Raven { .. } => "planning",
        Step::Action(_) => "action",
        Step::Westeros(_) => "westeros",
        Step::GameOver => "over",
    }
}

fn timeline(setup: &Setup, log: Vec<LogEntry>) -> Result<Timeline> {
    let mut game =
        Game::new(setup).map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
    let mut moments = vec![Moment {
        at: 0,
        round: game.view_for(None).round,
        kind: kind_of(&game),
        area: None,
    }];
    let mut rounds = vec![summary(&game, false)];
    for (i, e) in log.iter().enumerate() {
        let events = game.apply_trusted(e.house, &e.input).map_err(|r| {
            ServiceError::Invalid(Reason::from(format!("log entry {}: {r}", i + 1)))
        })?;
        let round = game.state().round;
        for ev in &events {
            if let Event::CombatResolved { area, .. } = ev {
                moments.push(Moment {
                    at: i + 1,
                    round,
                    kind: "combat",
                    area: Some(*area),
                });
            }
        }
        let kind = kind_of(&game);
        let last = moments
            .iter()
            .rev()
            .find(|m| m.kind != "combat")
            .expect("the first moment");
        if last.kind != kind || last.round != round {
            moments.push(Moment {
                at: i + 1,
                round,
                kind,
                area: None,
            });
            if kind == "planning" && rounds.last().is_some_and(|r| r.round != round) {
                rounds.push(summary(&game, false));
            }
            if kind == "over" {
                rounds.push(summary(&game, true));
            }
        }
    }
    Ok(Timeline {
        setup: setup.clone(),
        log,
        moments,
        rounds,
    })
}

/// Game `row` as it stood after `at` inputs, read on the caller's connection: the sender words
/// a note about that moment with it (issue 26), without a second connection from the pool.
pub fn game_at(
    c: &mut crate::db::AnyConnection,
    row: &crate::db::models::GameRow,
    at: i32,
) -> Result<Game> {
    let rows = queries::inputs_between(c, row.id, 0, at.min(row.log_len))?;
    let mut log = Vec::with_capacity(rows.len());
    for r in &rows {
        let (house, input) = parse_input(r)?;
        log.push(LogEntry { house, input });
    }
    Game::replay(&setup_of(row)?, &log)
        .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))
}

impl Service {
    /// The inputs, moments and round summaries of game `id` (started), cached per log length.
    pub fn timeline(&self, id: GameId) -> Result<Arc<Timeline>> {
        let id = i32::from(id);
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, id)?.ok_or(ServiceError::NotFound)?;
        if row.status == "lobby" {
            return Err(ServiceError::NotFound);
        }
        let key = (id, row.log_len);
        if let Some(t) = self
            .timelines
            .entries
            .lock()
            .ok()
            .and_then(|m| m.get(&key).cloned())
        {
            return Ok(t);
        }
        let rows = queries::inputs_between(&mut c, id, 0, row.log_len)?;
        let mut log = Vec::with_capacity(rows.len());
        for r in &rows {
            let (house, input) = parse_input(r)?;
            log.push(LogEntry { house, input });
        }
        let t = Arc::new(timeline(&setup_of(&row)?, log)?);
        if let Ok(mut m) = self.timelines.entries.lock() {
            if m.len() >= TIMELINES_KEPT {
                m.clear();
            }
            m.insert(key, t.clone());
        }
        Ok(t)
    }

    /// Game `id` as it stood after `at` inputs (at most the whole log), with the events of
    /// those inputs.
    pub fn history_at(
        &self,
        id: GameId,
        at: usize,
    ) -> Result<(Arc<Timeline>, Game, Vec<Arc<LoggedEvents>>)> {
        let id = i32::from(id);
        let t = self.timeline(GameId(id))?;
        let at = at.min(t.log.len());
        let game = Game::replay(&t.setup, &t.log[..at])
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        let loaded = self.load_game(GameId(id))?;
        let events = loaded
            .replayed
            .as_ref()
            .map(|r| r.events.iter().take(at).cloned().collect())
            .unwrap_or_default();
        Ok((t, game, events))
    }

    /// Every secret of a finished game (`Conflict` while it is played).
    pub fn revealed(&self, id: GameId) -> Result<Revealed> {
        let id = i32::from(id);
        let t = self.timeline(GameId(id))?;
        let mut game =
            Game::new(&t.setup).map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        let start = game.state();
        let mut out = Revealed {
            seed: t.setup.seed,
            westeros_decks: [0, 1, 2].map(|d| start.westeros_decks[d].draw.clone()),
            wildling_deck: start.wildling_deck.clone(),
            ..Revealed::default()
        };
        let mut peeked: Option<(House, Option<WildlingCard>)> = None;
        for e in &t.log {
            let round = game.state().round;
            let asked = game
                .awaiting()
                .into_iter()
                .find(|a| a.house == e.house)
                .map(|a| a.request)
                .or_else(|| game.request_for(e.house));
            match (&e.input, asked) {
                (Input::PlaceOrders { .. } | Input::Bid { .. }, _)
                | (Input::HouseCard { .. }, Some(Request::HouseCard)) => {
                    out.sealed.push((round, e.house, e.input.clone()))
                }
                (Input::RavenPeek, _) => {
                    peeked = Some((e.house, game.state().wildling_deck.first().copied()))
                }
                (Input::RavenDecide { bury }, _) => {
                    if let Some((h, card)) = peeked.take() {
                        out.raven_peeks.push((round, h, card, *bury));
                    }
                }
                _ => {}
            }
            game.apply_trusted(e.house, &e.input)
                .map_err(|r| ServiceError::Invalid(Reason::from(r.to_string())))?;
        }
        if !game.is_over() {
            return Err(ServiceError::Conflict(Reason::new("svc-secrets-when-over")));
        }
        Ok(out)
    }
}
