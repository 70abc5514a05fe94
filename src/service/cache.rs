//! Replayed games, cached in the process. The cache is only a shortcut: an entry is used only
//! when its log length equals the game row's, and is otherwise extended from the log (or rebuilt
//! from the setup). Losing it costs one replay; it is never the only copy of anything.

use crate::db::models::{GameRow, InputRow};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::{Event, Game, GameOptions, House, Input, Setup};
use chrono::NaiveDateTime;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What one accepted input caused.
#[derive(Debug)]
pub struct LoggedEvents {
    pub seq: i32,
    pub house: House,
    pub at: NaiveDateTime,
    /// The broad phase the input was given in (see [`super::changes::broad_phase`]).
    pub phase: &'static str,
    /// Filled in by the service when a deadline passed.
    pub by_deadline: bool,
    pub events: Vec<Event>,
}

/// A game rebuilt from its setup and the first `log_len` inputs of its log.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub game_id: i32,
    pub seed: i64,
    pub log_len: i32,
    pub game: Game,
    pub events: Vec<Arc<LoggedEvents>>,
}

/// The engine setup stored in a game row.
pub fn setup_of(row: &GameRow) -> Result<Setup, DbError> {
    let options = GameOptions::from_stored_json(&row.options)
        .map_err(|e| DbError::Corrupt(format!("game {}: options: {e}", row.id)))?;
    Ok(Setup {
        players: u8::try_from(row.players)
            .map_err(|_| DbError::Corrupt(format!("game {}: players", row.id)))?,
        options,
        seed: row.seed as u64,
    })
}

/// Parses one stored log entry.
pub fn parse_input(row: &InputRow) -> Result<(House, Input), DbError> {
    let house = House::from_key(&row.house)
        .ok_or_else(|| DbError::Corrupt(format!("input {}: house {:?}", row.id, row.house)))?;
    let input: Input = serde_json::from_str(&row.payload)
        .map_err(|e| DbError::Corrupt(format!("input {}: {e}", row.id)))?;
    Ok((house, input))
}

impl Replayed {
    /// The game at the start, before any input.
    pub fn start(row: &GameRow) -> Result<Replayed, DbError> {
        let setup = setup_of(row)?;
        let game =
            Game::new(&setup).map_err(|e| DbError::Corrupt(format!("game {}: {e}", row.id)))?;
        Ok(Replayed {
            game_id: row.id,
            seed: row.seed,
            log_len: 0,
            game,
            events: Vec::new(),
        })
    }

    /// Applies stored inputs, which must follow on from `log_len`.
    pub fn extend(&mut self, rows: &[InputRow]) -> Result<(), DbError> {
        for row in rows {
            if row.seq != self.log_len + 1 {
                return Err(DbError::Corrupt(format!(
                    "game {}: log entry {} follows {}",
                    self.game_id, row.seq, self.log_len
                )));
            }
            let (house, input) = parse_input(row)?;
            let phase = super::changes::broad_phase(&self.game);
            let events = self.game.apply_trusted(house, &input).map_err(|r| {
                DbError::Corrupt(format!(
                    "game {}: log entry {} is rejected on replay: {r}",
                    self.game_id, row.seq
                ))
            })?;
            self.events.push(Arc::new(LoggedEvents {
                seq: row.seq,
                house,
                at: row.created_at,
                phase,
                by_deadline: row.by_deadline,
                events,
            }));
            self.log_len = row.seq;
        }
        Ok(())
    }
}

/// A bounded map from game id to its latest replay.
pub struct GameCache {
    entries: Mutex<HashMap<i32, Arc<Replayed>>>,
    capacity: usize,
}

impl GameCache {
    pub fn new(capacity: usize) -> GameCache {
        GameCache {
            entries: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    fn get(&self, id: i32) -> Option<Arc<Replayed>> {
        self.entries.lock().ok()?.get(&id).cloned()
    }

    /// Remembers a replay (keeping the longer one if another thread got there too).
    pub fn put(&self, r: Arc<Replayed>) {
        let Ok(mut map) = self.entries.lock() else {
            return;
        };
        if let Some(old) = map.get(&r.game_id) {
            if old.seed == r.seed && old.log_len > r.log_len {
                return;
            }
        }
        if map.len() >= self.capacity && !map.contains_key(&r.game_id) {
            // Evict an arbitrary entry; a replay is cheap to redo.
            if let Some(k) = map.keys().next().copied() {
                map.remove(&k);
            }
        }
        map.insert(r.game_id, r);
    }

    /// The game of `row` replayed to `row.log_len`, from the cache when it can be, else from
    /// the log read through `c` (inside the caller's transaction when there is one).
    pub fn replayed(&self, c: &mut AnyConnection, row: &GameRow) -> Result<Arc<Replayed>, DbError> {
        let cached = self
            .get(row.id)
            .filter(|r| r.seed == row.seed && r.log_len <= row.log_len);
        if let Some(r) = &cached {
            if r.log_len == row.log_len {
                return Ok(r.clone());
            }
        }
        let mut r = match cached {
            Some(r) => (*r).clone(),
            None => Replayed::start(row)?,
        };
        let rows = queries::inputs_between(c, row.id, r.log_len, row.log_len)?;
        r.extend(&rows)?;
        if r.log_len != row.log_len {
            return Err(DbError::Corrupt(format!(
                "game {}: the log has {} entries, the game row says {}",
                row.id, r.log_len, row.log_len
            )));
        }
        let r = Arc::new(r);
        self.put(r.clone());
        Ok(r)
    }
}
