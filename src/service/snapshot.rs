//! Stored snapshots (issue 30): each game's replay — the engine state and the events of every
//! input — written into `game_snapshots` when a round begins, so that a game not in the replay
//! cache ([`super::cache`]) is restored from it and replays only the inputs of the current round,
//! instead of the whole log from the setup.
//!
//! A snapshot is only a shortcut, like the cache: the log stays the truth. One is used only when
//! its `version` is this build's ([`version`]: the engine version and [`FORMAT`]), its seed is
//! the game row's and it does not reach past the game's log; anything else (an older build's
//! snapshot, one that does not decode) is ignored and replaced at the next round. The engine's
//! part is serde of its state ([`Game::restore`]); no rule runs differently.

use super::cache::{LoggedEvents, Replayed};
use super::changes::Change;
use crate::db::models::GameRow;
use crate::db::queries::snapshots as q;
use crate::db::{AnyConnection, DbError};
use crate::engine::state::GameState;
use crate::engine::{Event, Game, House};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The snapshot format; bump it when a change to the rules or to [`GameState`] would make an
/// old snapshot restore a state that a replay of the log no longer reaches, or when the packing
/// changes. 1: JSON text; 2: the same JSON deflated ([`pack`]), in base64 in the text column.
pub const FORMAT: u32 = 2;

/// The deflate level of a packed replay: written once per round (and by the cache when it
/// packs a game it evicts), read whenever a game not in memory is shown.
const LEVEL: u32 = 6;

/// The version written with a snapshot and required to use one: this build's engine and format.
pub fn version() -> String {
    format!("{}/{FORMAT}", super::ENGINE_VERSION)
}

/// [`Stored`] written from borrowed parts (the same JSON), so packing copies nothing.
#[derive(Serialize)]
struct StoredRef<'a> {
    seed: i64,
    state: &'a GameState,
    events: Vec<StoredEventsRef<'a>>,
}

#[derive(Serialize)]
struct StoredEventsRef<'a> {
    seq: i32,
    house: House,
    at: NaiveDateTime,
    phase: &'a str,
    origin: &'a str,
    events: &'a [Event],
}

#[derive(Deserialize)]
struct Stored {
    seed: i64,
    state: GameState,
    events: Vec<StoredEvents>,
}

#[derive(Deserialize)]
struct StoredEvents {
    seq: i32,
    house: House,
    at: NaiveDateTime,
    phase: String,
    origin: String,
    events: Vec<Event>,
}

/// A replay packed: its JSON (state and events) deflated. About a fifth of the JSON's bytes
/// (the events repeat the same few words); what the cache keeps of a game it is not using.
pub fn pack(seed: i64, game: &Game, events: &[Arc<LoggedEvents>]) -> std::io::Result<Vec<u8>> {
    let mut z = flate2::write::DeflateEncoder::new(
        Vec::with_capacity(16 * 1024),
        flate2::Compression::new(LEVEL),
    );
    serde_json::to_writer(&mut z, &stored(seed, game, events))?;
    let mut out = z.finish()?;
    out.shrink_to_fit();
    Ok(out)
}

/// The replay of game `game_id` packed as `bytes` (by [`pack`]) at log length `log_len`.
pub fn unpack(game_id: i32, log_len: i32, bytes: &[u8]) -> Result<Replayed, String> {
    let mut json = Vec::with_capacity(bytes.len() * 6);
    std::io::Read::read_to_end(&mut flate2::read::DeflateDecoder::new(bytes), &mut json)
        .map_err(|e| e.to_string())?;
    from_stored(
        game_id,
        log_len,
        serde_json::from_slice(&json).map_err(|e| e.to_string())?,
    )
}

/// A replay as stored text: packed, in base64.
pub fn encode(seed: i64, game: &Game, events: &[Arc<LoggedEvents>]) -> std::io::Result<String> {
    use base64::Engine;
    Ok(base64::engine::general_purpose::STANDARD.encode(pack(seed, game, events)?))
}

fn stored<'a>(seed: i64, game: &'a Game, events: &'a [Arc<LoggedEvents>]) -> StoredRef<'a> {
    StoredRef {
        seed,
        state: game.state(),
        events: events
            .iter()
            .map(|e| StoredEventsRef {
                seq: e.seq,
                house: e.house,
                at: e.at,
                phase: e.phase,
                origin: e.origin.key(),
                events: &e.events,
            })
            .collect(),
    }
}

/// The replay of game `game_id` stored as `text` (by [`encode`]) at log length `log_len`.
pub fn decode(game_id: i32, log_len: i32, text: &str) -> Result<Replayed, String> {
    use base64::Engine;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(text)
        .map_err(|e| e.to_string())?;
    unpack(game_id, log_len, &bytes)
}

fn from_stored(game_id: i32, log_len: i32, stored: Stored) -> Result<Replayed, String> {
    let mut events = Vec::with_capacity(stored.events.len());
    for (i, e) in stored.events.into_iter().enumerate() {
        if e.seq != i as i32 + 1 {
            return Err(format!("event {} at place {}", e.seq, i + 1));
        }
        events.push(Arc::new(LoggedEvents {
            seq: e.seq,
            house: e.house,
            at: e.at,
            phase: broad_phase_named(&e.phase).ok_or_else(|| format!("phase {:?}", e.phase))?,
            origin: super::Origin::from_key(&e.origin)
                .ok_or_else(|| format!("origin {:?}", e.origin))?,
            events: e.events,
        }));
    }
    if events.len() != log_len as usize {
        return Err(format!("{} inputs' events for {log_len}", events.len()));
    }
    Ok(Replayed {
        game_id,
        seed: stored.seed,
        log_len,
        game: Game::restore(stored.state),
        events,
    })
}

/// The `&'static` name of a broad phase (see [`super::changes::broad_phase`]).
fn broad_phase_named(name: &str) -> Option<&'static str> {
    ["planning", "action", "westeros", "over"]
        .into_iter()
        .find(|p| *p == name)
}

/// The stored replay of `row`'s game, when there is a usable one (see the module
/// documentation): its log length and its packed bytes (see [`pack`]), which unpack.
pub fn load(c: &mut AnyConnection, row: &GameRow) -> Result<Option<(Replayed, Vec<u8>)>, DbError> {
    use base64::Engine;
    let found: Option<(i32, String, String)> = q::snapshot_of(c, row.id)?;
    let Some((log_len, version, text)) = found else {
        return Ok(None);
    };
    if version != self::version() || log_len > row.log_len {
        return Ok(None);
    }
    let unpacked = base64::engine::general_purpose::STANDARD
        .decode(&text)
        .map_err(|e| e.to_string())
        .and_then(|bytes| Ok((unpack(row.id, log_len, &bytes)?, bytes)));
    match unpacked {
        Ok((r, bytes)) if r.seed == row.seed => Ok(Some((r, bytes))),
        Ok(_) => Ok(None),
        Err(e) => {
            tracing::warn!(
                game = row.id,
                "ignoring a stored snapshot that does not decode: {e}"
            );
            Ok(None)
        }
    }
}

/// Whether a change begins a round (or ends the game), where a snapshot is written.
pub fn round_began(before: Option<&Game>, after: &Game) -> bool {
    before.is_some_and(|b| {
        b.state().round != after.state().round || (after.is_over() && !b.is_over())
    })
}

/// Writes (or replaces) the game's snapshot when the change began a round. Inside the change's
/// transaction, so a snapshot never gets ahead of the log.
pub fn after_change(c: &mut AnyConnection, ch: &Change) -> Result<(), DbError> {
    if !round_began(ch.before, ch.after) || ch.history.len() != ch.log_len as usize {
        return Ok(());
    }
    let text = encode(ch.row.seed, ch.after, ch.history)
        .map_err(|e| DbError::Corrupt(format!("game {}: snapshot: {e}", ch.row.id)))?;
    q::replace_snapshot(c, ch.row.id, ch.log_len, version(), text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::{Edition, GameOptions};
    use crate::engine::Setup;

    /// Over many self-played games of both editions: at every round's start, the replay stored
    /// and restored, then taken on with the rest of the log, equals the replay of the whole log
    /// from the setup — state and events, at the end and at every round start on the way.
    #[test]
    fn a_restored_snapshot_goes_on_exactly_as_the_full_replay() {
        let mut snapshots = 0;
        for edition in [Edition::Second, Edition::First] {
            for seed in 0..12u64 {
                // 3 to 6 players in the 2nd edition, 3 to 5 in the 1st.
                let most = if edition == Edition::First { 3 } else { 4 };
                let players = 3 + (seed % most) as u8;
                let config = crate::selfplay::Config {
                    options: GameOptions {
                        edition,
                        ..Default::default()
                    },
                    ..crate::selfplay::Config::unchecked()
                };
                let rec = crate::selfplay::play_game(players, seed, &config);
                let setup = Setup {
                    players,
                    options: config.options.clone(),
                    seed: rec.setup.seed,
                };
                // The full replay, with the events of each input and where rounds began.
                let mut full = Game::new(&setup).unwrap();
                let mut events = Vec::new();
                let mut starts = Vec::new();
                for (i, e) in rec.log.iter().enumerate() {
                    let before = full.clone();
                    events.push(Arc::new(LoggedEvents {
                        seq: i as i32 + 1,
                        house: e.house,
                        at: NaiveDateTime::default(),
                        phase: crate::service::changes::broad_phase(&full),
                        origin: crate::service::Origin::Player,
                        events: full.apply_trusted(e.house, &e.input).unwrap(),
                    }));
                    if round_began(Some(&before), &full) {
                        starts.push((i + 1, full.clone()));
                    }
                }
                assert!(starts.len() >= 2, "seed {seed}: a game of several rounds");
                for (at, at_start) in &starts {
                    let text = encode(seed as i64, at_start, &events[..*at]).unwrap();
                    let mut restored = decode(7, *at as i32, &text).unwrap();
                    assert_eq!(restored.game.state(), at_start.state());
                    assert_eq!(restored.seed, seed as i64);
                    for (i, e) in rec.log.iter().enumerate().skip(*at) {
                        let phase = crate::service::changes::broad_phase(&restored.game);
                        let got = restored.game.apply_trusted(e.house, &e.input).unwrap();
                        assert_eq!(got, events[i].events, "seed {seed}, input {}", i + 1);
                        assert_eq!(phase, events[i].phase);
                    }
                    assert_eq!(
                        restored.game.state(),
                        full.state(),
                        "{edition:?} seed {seed}"
                    );
                    let stored: Vec<_> = restored.events.iter().map(|e| &e.events).collect();
                    let replayed: Vec<_> = events[..*at].iter().map(|e| &e.events).collect();
                    assert_eq!(stored, replayed);
                    snapshots += 1;
                }
            }
        }
        assert!(snapshots > 100, "{snapshots} snapshots checked");
    }

    #[test]
    fn a_snapshot_that_does_not_match_its_log_length_is_refused() {
        let game = Game::new(&Setup {
            players: 3,
            options: Default::default(),
            seed: 5,
        })
        .unwrap();
        let text = encode(5, &game, &[]).unwrap();
        assert!(decode(1, 0, &text).is_ok());
        assert!(decode(1, 3, &text).is_err());
        assert!(decode(1, 0, "{\"seed\": 5}").is_err());
    }
}
