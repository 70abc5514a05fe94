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
    /// How the input came (a player, a deadline's default, …).
    pub origin: super::Origin,
    pub events: Vec<Event>,
}

impl LoggedEvents {
    /// Filled in by the service when a deadline passed.
    pub fn by_deadline(&self) -> bool {
        self.origin == super::Origin::Deadline
    }
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
            let origin = super::Origin::from_key(&row.origin).ok_or_else(|| {
                DbError::Corrupt(format!("input {}: origin {:?}", row.id, row.origin))
            })?;
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
                origin,
                events,
            }));
            self.log_len = row.seq;
        }
        Ok(())
    }
}

impl Replayed {
    /// About how many bytes this replay holds: the position, and the events of every input
    /// (most of it: a 10-round game has a few thousand). An estimate that errs on the high side,
    /// for the cache's budget.
    pub fn approx_bytes(&self) -> usize {
        let state = self.game.state();
        let position = std::mem::size_of::<Replayed>()
            + std::mem::size_of_val(state)
            + state.areas.len() * std::mem::size_of::<crate::engine::state::AreaState>()
            + state.houses_state.len() * 256
            + 2048;
        let events: usize = self
            .events
            .iter()
            .map(|le| {
                std::mem::size_of::<LoggedEvents>()
                    + 32
                    + le.events.capacity() * std::mem::size_of::<Event>()
                    // Events own small maps and lists (revealed orders, moves): a flat guess.
                    + le.events.len() * 64
            })
            .sum();
        position + events + self.events.capacity() * std::mem::size_of::<Arc<LoggedEvents>>()
    }
}

/// A replay in the cache, with its size and when it was last used.
struct Entry {
    replay: Arc<Replayed>,
    bytes: usize,
    used: u64,
}

/// Game id → its latest replay, bounded by an estimate of the bytes held
/// (`ROOKERY_CACHE_MB`); the least recently used replays go first.
pub struct GameCache {
    entries: Mutex<CacheMap>,
    budget: usize,
}

#[derive(Default)]
struct CacheMap {
    map: HashMap<i32, Entry>,
    bytes: usize,
    tick: u64,
}

/// The default budget of [`GameCache`], in MiB.
pub const DEFAULT_CACHE_MB: usize = 64;

impl GameCache {
    /// A cache holding about `mb` MiB of replays.
    pub fn new(mb: usize) -> GameCache {
        GameCache {
            entries: Mutex::new(CacheMap::default()),
            budget: mb.saturating_mul(1024 * 1024),
        }
    }

    /// Replays held, and their estimated bytes (for tests and metrics).
    pub fn usage(&self) -> (usize, usize) {
        let m = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        (m.map.len(), m.bytes)
    }

    fn get(&self, id: i32) -> Option<Arc<Replayed>> {
        let mut m = self.entries.lock().ok()?;
        m.tick += 1;
        let tick = m.tick;
        let e = m.map.get_mut(&id)?;
        e.used = tick;
        Some(e.replay.clone())
    }

    /// Remembers a replay (keeping the longer one if another thread got there too), then
    /// evicts the least recently used replays while over budget.
    pub fn put(&self, r: Arc<Replayed>) {
        let Ok(mut m) = self.entries.lock() else {
            return;
        };
        if let Some(old) = m.map.get(&r.game_id) {
            if old.replay.seed == r.seed && old.replay.log_len > r.log_len {
                return;
            }
        }
        let bytes = r.approx_bytes();
        m.tick += 1;
        let used = m.tick;
        if let Some(old) = m.map.insert(
            r.game_id,
            Entry {
                replay: r,
                bytes,
                used,
            },
        ) {
            m.bytes -= old.bytes;
        }
        m.bytes += bytes;
        while m.bytes > self.budget && m.map.len() > 1 {
            let Some(oldest) = m.map.iter().min_by_key(|(_, e)| e.used).map(|(k, _)| *k) else {
                break;
            };
            if let Some(e) = m.map.remove(&oldest) {
                m.bytes -= e.bytes;
            }
        }
    }

    /// The game of `row` replayed to `row.log_len`, from the cache when it can be, else from
    /// the log read through `c` (inside the caller's transaction when there is one).
    pub fn replayed(&self, c: &mut AnyConnection, row: &GameRow) -> Result<Arc<Replayed>, DbError> {
        let cached = self
            .get(row.id)
            .filter(|r| r.seed == row.seed && r.log_len <= row.log_len);
        let lookups = &crate::telemetry::metrics::METRICS.cache_lookups;
        if let Some(r) = &cached {
            if r.log_len == row.log_len {
                lookups.with_label_values(&["hit"]).inc();
                return Ok(r.clone());
            }
        }
        lookups.with_label_values(&["miss"]).inc();
        let mut r = match cached {
            Some(r) => (*r).clone(),
            // Not in memory: from the stored snapshot when there is one (issue 30), so only
            // the current round's inputs are replayed.
            None => match super::snapshot::load(c, row)? {
                Some(r) => r,
                None => Replayed::start(row)?,
            },
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};

    /// A replay of a whole random game, with its events, as the cache would hold it.
    fn replay(id: i32, seed: u64) -> Arc<Replayed> {
        let rec = crate::selfplay::play_game(4, seed, &crate::selfplay::Config::unchecked());
        let mut game = Game::new(&Setup {
            players: 4,
            options: Default::default(),
            seed: rec.setup.seed,
        })
        .unwrap();
        let mut events = Vec::new();
        for (i, e) in rec.log.iter().enumerate() {
            events.push(Arc::new(LoggedEvents {
                seq: i as i32 + 1,
                house: e.house,
                at: chrono::NaiveDateTime::default(),
                phase: "planning",
                origin: crate::service::Origin::Player,
                events: game.apply_trusted(e.house, &e.input).unwrap(),
            }));
        }
        Arc::new(Replayed {
            game_id: id,
            seed: rec.setup.seed as i64,
            log_len: events.len() as i32,
            game,
            events,
        })
    }

    #[test]
    fn the_cache_stays_within_its_budget_and_drops_the_least_recently_used() {
        let cache = GameCache::new(1);
        let one = replay(1, 1);
        let each = one.approx_bytes();
        assert!(
            each > 10_000,
            "a whole game's replay holds its events: {each} bytes"
        );
        cache.put(one);
        let fit = (1024 * 1024) / each;
        for id in 2..(fit as i32 + 20) {
            // Game 1 is read often: it stays while others come and go.
            assert!(
                cache.get(1).is_some(),
                "the game read most recently is kept"
            );
            cache.put(replay(id, id as u64));
            let (n, bytes) = cache.usage();
            assert!(bytes <= 1024 * 1024, "{bytes} bytes in {n} replays");
        }
        assert!(cache.get(1).is_some());
        assert!(cache.get(2).is_none(), "the least recently used went first");
    }
}
