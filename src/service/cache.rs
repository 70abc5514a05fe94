//! Replayed games, cached in the process. The cache is only a shortcut: an entry is used only
//! when its log length equals the game row's, and is otherwise extended from the log (or rebuilt
//! from the setup). Losing it costs one replay; it is never the only copy of anything.

use crate::db::models::{GameRow, InputRow};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::{Event, Game, GameOptions, House, Input, Setup};
use chrono::NaiveDateTime;
use std::sync::{Arc, Mutex, OnceLock};

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
    /// How many events the input caused (known without reading them).
    count: usize,
    /// The events, once known: at once when the input was applied here; when it came from a
    /// packed replay ([`super::snapshot`]), on first reading of `stored`.
    events: OnceLock<Vec<Event>>,
    /// The events as stored JSON, read only when asked for: a page shows the last few inputs'
    /// events, and parsing a whole game's (thousands of internally tagged enums) was most of
    /// what restoring a game not in memory cost (issue 30).
    stored: Option<StoredJson>,
}

/// An input's events as a packed replay stored them: a range of the text that holds every
/// input's, back to back (one allocation for the game, shared).
#[derive(Debug)]
pub(super) struct StoredJson {
    pub text: Arc<String>,
    pub range: std::ops::Range<usize>,
}

impl StoredJson {
    fn get(&self) -> &str {
        &self.text[self.range.clone()]
    }
}

impl LoggedEvents {
    /// The events of an input just applied.
    pub fn new(
        seq: i32,
        house: House,
        at: NaiveDateTime,
        phase: &'static str,
        origin: super::Origin,
        events: Vec<Event>,
    ) -> LoggedEvents {
        LoggedEvents {
            seq,
            house,
            at,
            phase,
            origin,
            count: events.len(),
            events: OnceLock::from(events),
            stored: None,
        }
    }

    /// The events of an input as a packed replay stored them (JSON, parsed when first read).
    pub(super) fn stored(
        seq: i32,
        house: House,
        at: NaiveDateTime,
        phase: &'static str,
        origin: super::Origin,
        count: usize,
        stored: StoredJson,
    ) -> LoggedEvents {
        LoggedEvents {
            seq,
            house,
            at,
            phase,
            origin,
            count,
            events: OnceLock::new(),
            stored: Some(stored),
        }
    }

    /// What the input caused, in order.
    pub fn events(&self) -> &[Event] {
        self.events.get_or_init(|| {
            let json = self.stored.as_ref().map_or("[]", StoredJson::get);
            serde_json::from_str(json).unwrap_or_else(|e| {
                // Not reached: a packed replay is used only by the build that wrote it (its
                // version names the engine's source, see `snapshot::version`), and the state
                // beside these events parsed. Shown as no events rather than a failed page;
                // the log, the truth, is untouched.
                tracing::error!(seq = self.seq, "stored events that do not parse: {e}");
                Vec::new()
            })
        })
    }

    /// How many events the input caused: [`Self::events`]`.len()`, without reading them.
    pub fn event_count(&self) -> usize {
        self.count
    }

    /// The events as they would be stored: the JSON they came as while unread, else `None`
    /// (serialize [`Self::events`]).
    pub(super) fn unread_json(&self) -> Option<&str> {
        match self.events.get() {
            Some(_) => None,
            None => self.stored.as_ref().map(StoredJson::get),
        }
    }

    /// Filled in by the service when a deadline passed.
    pub fn by_deadline(&self) -> bool {
        self.origin == super::Origin::Deadline
    }

    /// About how many bytes these events hold (see [`Replayed::approx_bytes`]).
    fn approx_bytes(&self) -> usize {
        // The text shared by a game's inputs counted once, a range of it for each.
        let stored = self.stored.as_ref().map_or(0, |s| s.range.len());
        let parsed = self.events.get().map_or(0, |events| {
            events.capacity() * std::mem::size_of::<Event>()
                // Events own small maps and lists (revealed orders, moves): a flat guess.
                + events.len() * 64
        });
        std::mem::size_of::<LoggedEvents>() + 32 + stored + parsed
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
            self.events.push(Arc::new(LoggedEvents::new(
                row.seq,
                house,
                row.created_at,
                phase,
                origin,
                events,
            )));
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
        let events: usize = self.events.iter().map(|le| le.approx_bytes()).sum();
        position + events + self.events.capacity() * std::mem::size_of::<Arc<LoggedEvents>>()
    }
}

/// A game the cache keeps packed ([`super::snapshot::pack`]: its replay's JSON deflated), at
/// a fifth or less of its replay's memory: every active game fits in memory this way, and one
/// is unpacked (and extended from the log if it moved on) when it is used.
pub struct Packed {
    pub seed: i64,
    pub log_len: i32,
    pub bytes: Box<[u8]>,
}

impl Packed {
    /// The bytes it holds, exactly: its bytes on the heap and the struct (counted again in
    /// the map's slots, [`crate::lru::Lru::slot_bytes`]).
    pub fn heap_bytes(&self) -> usize {
        self.bytes.len() + std::mem::size_of::<Packed>()
    }
}

/// A part of the cache: game id → `V` (`crate::lru`), whose bytes count its map's slots too.
type Part<V> = crate::lru::Lru<i32, V>;

/// Bytes held by a part: its entries' own, and the map's slots (all of its capacity).
fn held<V>(part: &Part<V>) -> usize {
    part.bytes() + part.slot_bytes()
}

/// Removes a part's least recently used entries while over `budget`, keeping at least `keep`;
/// returns them.
fn evict<V>(part: &mut Part<V>, budget: usize, keep: usize) -> Vec<V> {
    part.evict_while(keep, |p| held(p) > budget)
}

/// Game id → its replay, in two parts, each bounded by its share of `ROOKERY_CACHE_MB`:
///
/// - *live*: the replays in use ([`Replayed`]: the engine state and the events of every
///   input), [`LIVE_SHARE`] of the budget, by [`Replayed::approx_bytes`];
/// - *packed*: every game used lately ([`Packed`]), the rest of the budget, by its bytes
///   exactly. A replay leaving the live part is packed (unless the packed part already holds it
///   at the same log length), and a packed game is unpacked into the live part when used.
///
/// In each, the least recently used go first. A game in neither is restored from its stored
/// snapshot ([`super::snapshot`]) and the inputs since, or replayed from its setup.
pub struct GameCache {
    live: Mutex<Part<Arc<Replayed>>>,
    packed: Mutex<Part<Arc<Packed>>>,
    live_budget: usize,
    packed_budget: usize,
}

/// The default budget of [`GameCache`], in MiB.
pub const DEFAULT_CACHE_MB: usize = 64;

/// The live part's share of the budget: one in this many bytes.
pub const LIVE_SHARE: usize = 8;

/// How a lookup was served (the label of `rookery_cache_lookups_total`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The live replay, as it is.
    Hit,
    /// The live replay, extended by the inputs since.
    Extended,
    /// Unpacked (and extended by the inputs since).
    Packed,
    /// Restored from the stored snapshot (or replayed from the setup) and the inputs since.
    Miss,
}

impl Lookup {
    pub fn label(self) -> &'static str {
        match self {
            Lookup::Hit => "hit",
            Lookup::Extended => "extended",
            Lookup::Packed => "packed",
            Lookup::Miss => "miss",
        }
    }
}

/// What the cache holds (for metrics, the bench and tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// Games held, live or packed or both.
    pub games: usize,
    pub live_games: usize,
    pub packed_games: usize,
    /// Bytes of the live part (estimated) and of the packed part (exact).
    pub live_bytes: usize,
    pub packed_bytes: usize,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl GameCache {
    /// A cache holding about `mb` MiB of games (0: only the game in use, nothing packed).
    pub fn new(mb: usize) -> GameCache {
        let budget = mb.saturating_mul(1024 * 1024);
        GameCache::with_budgets(budget / LIVE_SHARE, budget - budget / LIVE_SHARE)
    }

    /// A cache holding about `live` bytes of live replays and `packed` bytes of packed games.
    pub fn with_budgets(live: usize, packed: usize) -> GameCache {
        GameCache {
            live: Mutex::new(Part::new()),
            packed: Mutex::new(Part::new()),
            live_budget: live,
            packed_budget: packed,
        }
    }

    /// What the cache holds now.
    pub fn usage(&self) -> Usage {
        let live = lock(&self.live);
        let packed = lock(&self.packed);
        let only_live = live.keys().filter(|k| !packed.contains_key(k)).count();
        Usage {
            games: packed.len() + only_live,
            live_games: live.len(),
            packed_games: packed.len(),
            live_bytes: held(&live),
            packed_bytes: held(&packed),
        }
    }

    fn get(&self, id: i32) -> Option<Arc<Replayed>> {
        lock(&self.live).get(&id).cloned()
    }

    fn get_packed(&self, id: i32) -> Option<Arc<Packed>> {
        lock(&self.packed).get(&id).cloned()
    }

    /// Remembers a replay as live (keeping the longer one if another thread got there too),
    /// then moves the least recently used live replays to the packed part while over budget.
    pub fn put(&self, r: Arc<Replayed>) {
        let evicted = {
            let mut m = lock(&self.live);
            if let Some(old) = m.peek(&r.game_id) {
                if old.seed == r.seed && old.log_len > r.log_len {
                    return;
                }
            }
            let bytes = r.approx_bytes();
            m.insert(r.game_id, r, bytes);
            evict(&mut m, self.live_budget, 1)
        };
        // Packed outside the lock: it takes a while (~the JSON of the replay, deflated).
        for r in evicted {
            self.pack(&r);
        }
    }

    /// Keeps `r` packed, unless the packed part holds it already (at its log length or an
    /// earlier one: the stored snapshot it was restored from, which is then extended from the
    /// log when unpacked), or has no room at all.
    fn pack(&self, r: &Replayed) {
        if self.packed_budget == 0 {
            return;
        }
        if let Some(p) = lock(&self.packed).peek(&r.game_id) {
            if p.seed == r.seed && p.log_len <= r.log_len {
                return;
            }
        }
        let Ok(bytes) = super::snapshot::pack(r.seed, &r.game, &r.events) else {
            return;
        };
        self.put_packed(
            Packed {
                seed: r.seed,
                log_len: r.log_len,
                bytes: bytes.into_boxed_slice(),
            },
            r.game_id,
        );
    }

    fn put_packed(&self, p: Packed, id: i32) {
        let mut m = lock(&self.packed);
        if let Some(old) = m.peek(&id) {
            if old.seed == p.seed && old.log_len > p.log_len {
                return;
            }
        }
        let bytes = p.heap_bytes();
        if bytes > self.packed_budget {
            m.remove(&id);
            return;
        }
        m.insert(id, Arc::new(p), bytes);
        evict(&mut m, self.packed_budget, 0);
    }

    /// The game of `row` replayed to `row.log_len`, from the cache when it can be, else from
    /// the log read through `c` (inside the caller's transaction when there is one).
    pub fn replayed(&self, c: &mut AnyConnection, row: &GameRow) -> Result<Arc<Replayed>, DbError> {
        self.replayed_how(c, row).map(|(r, _)| r)
    }

    /// [`Self::replayed`], and how it was served.
    pub fn replayed_how(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
    ) -> Result<(Arc<Replayed>, Lookup), DbError> {
        self.replay(c, row, true)
    }

    /// The game of `row` as [`Self::replayed`] gives it, for work in the background (bringing
    /// its stored snapshot up to date, [`super::snapshot`]): a game not live is not made live
    /// (it would push out a game players are looking at), and the lookup is not counted among
    /// those that served pages (`rookery_cache_lookups_total`).
    pub fn replayed_in_passing(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
    ) -> Result<Arc<Replayed>, DbError> {
        self.replay(c, row, false).map(|(r, _)| r)
    }

    /// Keeps the packed copy of a game (its stored snapshot's bytes, written or read) unless it
    /// holds one as far along.
    pub fn keep_packed(&self, id: i32, seed: i64, log_len: i32, bytes: Vec<u8>) {
        if self.packed_budget > 0 {
            self.put_packed(
                Packed {
                    seed,
                    log_len,
                    bytes: bytes.into_boxed_slice(),
                },
                id,
            );
        }
    }

    /// [`Self::replayed_how`]; `serving`: a page's (counted, and kept live), else see
    /// [`Self::replayed_in_passing`].
    fn replay(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        serving: bool,
    ) -> Result<(Arc<Replayed>, Lookup), DbError> {
        let usable = |seed: i64, log_len: i32| seed == row.seed && log_len <= row.log_len;
        let cached = if serving {
            self.get(row.id)
        } else {
            lock(&self.live).peek(&row.id).cloned()
        }
        .filter(|r| usable(r.seed, r.log_len));
        let lookups = &crate::telemetry::metrics::METRICS.cache_lookups;
        let count = |how: Lookup| {
            if serving {
                lookups.with_label_values(&[how.label()]).inc();
            }
        };
        if let Some(r) = &cached {
            if r.log_len == row.log_len {
                count(Lookup::Hit);
                return Ok((r.clone(), Lookup::Hit));
            }
        }
        let (mut r, how) = match cached {
            Some(r) => ((*r).clone(), Lookup::Extended),
            None => {
                let packed = self
                    .get_packed(row.id)
                    .filter(|p| usable(p.seed, p.log_len))
                    .and_then(|p| super::snapshot::unpack(row.id, p.log_len, &p.bytes).ok());
                match packed {
                    Some(r) => (r, Lookup::Packed),
                    // Not in memory: from the stored snapshot when there is one (issue 30), so
                    // only the current round's inputs are replayed.
                    // The snapshot's bytes are kept as the game's packed copy: when the game
                    // leaves the live part it need not be packed again.
                    None => match super::snapshot::load(c, row)? {
                        Some((r, bytes)) => {
                            self.put_packed(
                                Packed {
                                    seed: r.seed,
                                    log_len: r.log_len,
                                    bytes: bytes.into_boxed_slice(),
                                },
                                row.id,
                            );
                            (r, Lookup::Miss)
                        }
                        None => (Replayed::start(row)?, Lookup::Miss),
                    },
                }
            }
        };
        count(how);
        // A packed game that has not moved on since has no inputs to read (a statement saved).
        if r.log_len < row.log_len {
            let rows = queries::inputs_between(c, row.id, r.log_len, row.log_len)?;
            r.extend(&rows)?;
        }
        if r.log_len != row.log_len {
            return Err(DbError::Corrupt(format!(
                "game {}: the log has {} entries, the game row says {}",
                row.id, r.log_len, row.log_len
            )));
        }
        let r = Arc::new(r);
        if serving || how == Lookup::Extended {
            self.put(r.clone());
        }
        Ok((r, how))
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
            events.push(Arc::new(LoggedEvents::new(
                i as i32 + 1,
                e.house,
                chrono::NaiveDateTime::default(),
                "planning",
                crate::service::Origin::Player,
                game.apply_trusted(e.house, &e.input).unwrap(),
            )));
        }
        Arc::new(Replayed {
            game_id: id,
            seed: rec.setup.seed as i64,
            log_len: events.len() as i32,
            game,
            events,
        })
    }

    /// The live part stays within its share, the replays it lets go are kept packed, and the
    /// packed part stays within the rest, least recently used out first in both.
    #[test]
    fn the_cache_stays_within_its_budget_and_drops_the_least_recently_used() {
        let cache = GameCache::with_budgets(600 * 1024, 300 * 1024);
        let one = replay(1, 1);
        let each = one.approx_bytes();
        assert!(
            each > 10_000,
            "a whole game's replay holds its events: {each} bytes"
        );
        cache.put(one);
        let mut id = 2;
        // Until the packed part is full and has let games go.
        while cache.usage().games >= id as usize - 1 {
            // Game 1 is read often: it stays live while others come and go.
            assert!(
                cache.get(1).is_some(),
                "the game read most recently is live"
            );
            cache.put(replay(id, id as u64));
            let u = cache.usage();
            assert!(
                u.live_bytes <= cache.live_budget,
                "{} bytes live in {} replays",
                u.live_bytes,
                u.live_games
            );
            assert!(u.packed_bytes <= cache.packed_budget, "{u:?}");
            id += 1;
            assert!(id < 400, "{u:?}");
        }
        let u = cache.usage();
        assert!(u.packed_games > 10, "most games are held packed: {u:?}");
        assert!(u.live_games < u.games, "{u:?}");
        assert!(cache.get(1).is_some());
        assert!(cache.get(2).is_none(), "the least recently used went first");
        // The packed part let go of the oldest games only: every game from the first one it
        // still holds on is held, packed or live.
        let first = (2..id).find(|g| cache.get_packed(*g).is_some()).unwrap();
        assert!(first > 2, "game 2 went first");
        let live = lock(&cache.live);
        for g in first..id {
            assert!(
                cache.get_packed(g).is_some() || live.contains_key(&g),
                "game {g} of {first}..{id}"
            );
        }
    }

    /// The packed part counts the bytes it holds exactly, and a packed game unpacks to the
    /// replay it was (state and every input's events).
    #[test]
    fn packed_games_are_counted_exactly_and_unpack_to_their_replay() {
        let cache = GameCache::with_budgets(1, 1024 * 1024);
        let games: Vec<_> = (1..=5).map(|id| replay(id, 10 + id as u64)).collect();
        for r in &games {
            cache.put(r.clone());
        }
        let u = cache.usage();
        assert_eq!(u.games, 5, "{u:?}");
        let mut exact = 0;
        let mut packed = 0;
        for r in &games {
            let Some(p) = cache.get_packed(r.game_id) else {
                continue;
            };
            packed += 1;
            let bytes = crate::service::snapshot::pack(r.seed, &r.game, &r.events).unwrap();
            assert_eq!(p.bytes.len(), bytes.len());
            exact += bytes.len() + std::mem::size_of::<Packed>();
            let back = crate::service::snapshot::unpack(r.game_id, p.log_len, &p.bytes).unwrap();
            assert_eq!(back.game.state(), r.game.state());
            assert_eq!(back.log_len, r.log_len);
            let events = |x: &Replayed| -> Vec<_> {
                x.events
                    .iter()
                    .map(|e| (e.seq, e.house, e.at, e.phase, e.origin, e.events().to_vec()))
                    .collect()
            };
            assert_eq!(events(&back), events(r));
        }
        assert_eq!(packed, 4, "every game but the live one is packed: {u:?}");
        let m = lock(&cache.packed);
        assert_eq!(m.bytes(), exact);
        assert!(m.slot_bytes() >= m.len() * std::mem::size_of::<(i32, Arc<Packed>)>());
        assert_eq!(u.packed_bytes, exact + m.slot_bytes());
        // About a fifth of the live replay, or less.
        assert!(
            exact / packed < games[0].approx_bytes() / 5,
            "{exact} in {packed}"
        );
    }
}
