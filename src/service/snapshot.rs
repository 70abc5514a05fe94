//! Stored snapshots (issue 30): each game's replay — the engine state and the events of every
//! input — written into `game_snapshots` when a round begins, so that a game not in the replay
//! cache ([`super::cache`]) is restored from it and replays only the inputs of the current round,
//! instead of the whole log from the setup.
//!
//! A snapshot is only a shortcut, like the cache: the log stays the truth. One is used only when
//! its `version` is this build's ([`version`]: the engine's version and source fingerprint, and
//! [`FORMAT`]), its seed is the game row's and it does not reach past the game's log; anything
//! else (an older build's snapshot, one that does not decode) is ignored and replaced at the
//! next round. The engine's part is serde of its state ([`Game::restore`]); no rule runs
//! differently.
//!
//! A snapshot written when a round begins falls behind as the round goes on: a game restored
//! from it replays the round's inputs too (a statement and the engine's work). So a game that
//! has been quiet for [`QUIET`] gets a snapshot at its whole log ([`Service::catch_up_snapshots`],
//! a due job of the mail worker, at most every [`CATCH_UP_EVERY`]): on a slow site nearly every
//! game not in memory is then one row and no replay. It also replaces, a batch at a time, the
//! snapshots an older build wrote, which this build does not use.
//!
//! A restore parses the state and leaves the events unread: each input's events stay JSON until
//! a page reads them ([`LoggedEvents::events`]; a game page shows the last few inputs'). Parsing
//! them all made a game not in memory cost about 1.4 times a cached one to show (issue 30).

use super::cache::{LoggedEvents, Replayed, StoredJson};
use super::changes::{Change, BROAD_PHASES};
use super::Service;
use crate::db::models::GameRow;
use crate::db::queries::snapshots as q;
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::state::GameState;
use crate::engine::{Game, House};
use chrono::TimeDelta;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The packing's format; bump it when [`pack`] changes. 1: JSON text; 2: the same JSON
/// deflated, in base64 in the text column; 3: deflated, a header and the events apart; 4: each
/// input's header a fixed record of bytes instead of JSON ([`pack`]: a restore spent half its
/// time parsing 130 inputs' headers as JSON objects). A change to the rules or to the engine's
/// types needs no bump: the version names the engine's source
/// ([`crate::engine::SOURCE_FINGERPRINT`]).
pub const FORMAT: u32 = 4;

/// The deflate level of a packed replay: written once per round (and by the cache when it
/// packs a game it evicts), read whenever a game not in memory is shown.
const LEVEL: u32 = 6;

/// The version written with a snapshot and required to use one: this build's engine (its
/// version and the fingerprint of its source) and format.
pub fn version() -> String {
    format!(
        "{}/{FORMAT}/{}",
        super::ENGINE_VERSION,
        crate::engine::SOURCE_FINGERPRINT
    )
}

/// What a packed replay says first: the seed and the state. Written from a borrowed state
/// (packing copies nothing), read back owned.
#[derive(Serialize, Deserialize)]
struct Header<'a> {
    seed: i64,
    state: Cow<'a, GameState>,
}

/// The bytes of one input's record in a packed replay: its house, broad phase and origin (one
/// byte each, their place in [`House::ALL`], [`BROAD_PHASES`] and [`super::Origin::ALL`]), when it
/// was given (nanoseconds since 1970, 8 bytes), how many events it caused and the length of
/// their JSON (4 bytes each), little-endian. Its number is its place: the first is input 1.
const RECORD: usize = 19;

/// A replay packed, deflated: the length of its [`Header`] (4 bytes, little-endian), the header
/// (JSON), the number of inputs (4 bytes), a [`RECORD`] per input, then each input's events as
/// JSON, back to back. The events come apart so that a restore parses the header, reads the
/// records and cuts the rest by the lengths they give, without reading it
/// ([`LoggedEvents::events`] parses an input's when asked). About an eighth of the bytes it
/// deflates (the events repeat the same few words: 4,967 of 39,107 for a 129-input game); what
/// the cache keeps of a game it is not using.
pub fn pack(seed: i64, game: &Game, events: &[Arc<LoggedEvents>]) -> std::io::Result<Vec<u8>> {
    use std::io::Write;
    let invalid = |what: String| std::io::Error::new(std::io::ErrorKind::InvalidInput, what);
    // Events restored and not read since are copied as they came.
    let pieces = events
        .iter()
        .map(|e| match e.unread_json() {
            Some(json) => Ok(Cow::Borrowed(json)),
            None => serde_json::to_string(e.events()).map(Cow::Owned),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let header = serde_json::to_vec(&Header {
        seed,
        state: Cow::Borrowed(game.state()),
    })?;
    let u32_of = |n: usize| u32::try_from(n).map_err(std::io::Error::other);
    let mut records = Vec::with_capacity(4 + events.len() * RECORD);
    records.extend_from_slice(&u32_of(events.len())?.to_le_bytes());
    for (e, json) in events.iter().zip(&pieces) {
        let phase = BROAD_PHASES
            .iter()
            .position(|p| *p == e.phase)
            .ok_or_else(|| invalid(format!("phase {:?}", e.phase)))?;
        let origin = super::Origin::ALL
            .iter()
            .position(|o| *o == e.origin)
            .expect("every origin is in Origin::ALL");
        let at =
            e.at.and_utc()
                .timestamp_nanos_opt()
                .ok_or_else(|| invalid(format!("input {} at {}", e.seq, e.at)))?;
        records.push(e.house.index() as u8);
        records.push(phase as u8);
        records.push(origin as u8);
        records.extend_from_slice(&at.to_le_bytes());
        records.extend_from_slice(&u32_of(e.event_count())?.to_le_bytes());
        records.extend_from_slice(&u32_of(json.len())?.to_le_bytes());
    }
    let mut z = flate2::write::DeflateEncoder::new(
        Vec::with_capacity(16 * 1024),
        flate2::Compression::new(LEVEL),
    );
    z.write_all(&u32_of(header.len())?.to_le_bytes())?;
    z.write_all(&header)?;
    z.write_all(&records)?;
    for json in &pieces {
        z.write_all(json.as_bytes())?;
    }
    let mut out = z.finish()?;
    out.shrink_to_fit();
    Ok(out)
}

/// The replay of game `game_id` packed as `bytes` (by [`pack`]) at log length `log_len`.
pub fn unpack(game_id: i32, log_len: i32, bytes: &[u8]) -> Result<Replayed, String> {
    use std::io::Read;
    let text = |e: std::io::Error| e.to_string();
    let mut z = flate2::read::DeflateDecoder::new(bytes);
    let read_u32 = |z: &mut flate2::read::DeflateDecoder<&[u8]>| -> Result<usize, String> {
        let mut n = [0; 4];
        z.read_exact(&mut n).map_err(text)?;
        Ok(u32::from_le_bytes(n) as usize)
    };
    // Read in parts, the events straight into the text the inputs will share: no copy of
    // them, and no buffer of the whole replay to let go of.
    let read_exactly = |z: &mut flate2::read::DeflateDecoder<&[u8]>, len: usize, what: &str| {
        let mut part = Vec::with_capacity(len.min(1 << 20));
        z.take(len as u64).read_to_end(&mut part).map_err(text)?;
        if part.len() != len {
            return Err(format!("{what} of {len} bytes in {}", part.len()));
        }
        Ok(part)
    };
    let len = read_u32(&mut z)?;
    let header = read_exactly(&mut z, len, "a header")?;
    let inputs = read_u32(&mut z)?;
    if inputs != log_len as usize {
        return Err(format!("{inputs} inputs' records for {log_len}"));
    }
    let records = read_exactly(&mut z, inputs * RECORD, "the inputs' records")?;
    let mut events = Vec::with_capacity(bytes.len() * 8);
    z.read_to_end(&mut events).map_err(text)?;
    events.shrink_to_fit();
    let header: Header = serde_json::from_slice(&header).map_err(|e| e.to_string())?;
    let events = String::from_utf8(events).map_err(|e| e.to_string())?;
    from_stored(game_id, log_len, header, &records, Arc::new(events))
}

/// A replay as stored text: packed, in base64.
pub fn encode(seed: i64, game: &Game, events: &[Arc<LoggedEvents>]) -> std::io::Result<String> {
    Ok(stored_text(&pack(seed, game, events)?))
}

/// The replay of game `game_id` stored as `text` (by [`encode`]) at log length `log_len`.
pub fn decode(game_id: i32, log_len: i32, text: &str) -> Result<Replayed, String> {
    unpack(game_id, log_len, &stored_bytes(text)?)
}

/// Packed bytes as the text column stores them: base64.
fn stored_text(packed: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(packed)
}

/// The packed bytes a text column holds ([`stored_text`]).
fn stored_bytes(text: &str) -> Result<Vec<u8>, String> {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD
        .decode(text)
        .map_err(|e| e.to_string())
}

/// The replay a [`Header`], its inputs' `records` and their `events` (back to back) describe.
fn from_stored(
    game_id: i32,
    log_len: i32,
    header: Header,
    records: &[u8],
    events: Arc<String>,
) -> Result<Replayed, String> {
    let mut logged = Vec::with_capacity(records.len() / RECORD);
    let mut from = 0;
    for (i, r) in records.chunks_exact(RECORD).enumerate() {
        let seq = i as i32 + 1;
        let number = |at: usize| u32::from_le_bytes(r[at..at + 4].try_into().unwrap()) as usize;
        let house = *House::ALL
            .get(r[0] as usize)
            .ok_or_else(|| format!("input {seq}: house {}", r[0]))?;
        let phase = *BROAD_PHASES
            .get(r[1] as usize)
            .ok_or_else(|| format!("input {seq}: phase {}", r[1]))?;
        let origin = *super::Origin::ALL
            .get(r[2] as usize)
            .ok_or_else(|| format!("input {seq}: origin {}", r[2]))?;
        let at = chrono::DateTime::from_timestamp_nanos(i64::from_le_bytes(
            r[3..11].try_into().unwrap(),
        ))
        .naive_utc();
        let (count, bytes) = (number(11), number(15));
        let to = from + bytes;
        if to > events.len() || !events.is_char_boundary(to) {
            return Err(format!(
                "input {seq}'s events end at {to} of {}",
                events.len()
            ));
        }
        logged.push(Arc::new(LoggedEvents::stored(
            seq,
            house,
            at,
            phase,
            origin,
            count,
            StoredJson {
                text: events.clone(),
                range: from..to,
            },
        )));
        from = to;
    }
    if from != events.len() {
        return Err(format!(
            "{} bytes of events after the last input's",
            events.len() - from
        ));
    }
    if logged.len() != log_len as usize {
        return Err(format!("{} inputs' events for {log_len}", logged.len()));
    }
    Ok(Replayed {
        game_id,
        seed: header.seed,
        log_len,
        game: Game::restore(header.state.into_owned()),
        events: logged,
    })
}

/// The stored replay of `row`'s game, when there is a usable one (see the module
/// documentation): its log length and its packed bytes (see [`pack`]), which unpack.
pub fn load(c: &mut AnyConnection, row: &GameRow) -> Result<Option<(Replayed, Vec<u8>)>, DbError> {
    let found: Option<(i32, String, String)> = q::snapshot_of(c, row.id)?;
    let Some((log_len, version, text)) = found else {
        return Ok(None);
    };
    if version != self::version() || log_len > row.log_len {
        return Ok(None);
    }
    let unpacked =
        stored_bytes(&text).and_then(|bytes| Ok((unpack(row.id, log_len, &bytes)?, bytes)));
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

/// How long a game goes without a change before its snapshot is brought up to its log: a
/// game being played live (moves a few seconds apart) is not packed after every move.
pub const QUIET: TimeDelta = TimeDelta::seconds(60);

/// How often a process looks for games whose snapshot is behind (one scan of the running
/// games each time).
pub const CATCH_UP_EVERY: Duration = Duration::from_secs(30);

/// How many games one look brings up to date; the next takes the rest (after a new build,
/// every running game's snapshot is another build's).
const CATCH_UP_BATCH: i64 = 100;

/// When this process last looked for snapshots behind their logs.
#[derive(Default)]
pub struct CatchUp {
    last: Mutex<Option<Instant>>,
}

impl CatchUp {
    /// Whether a look is due ([`CATCH_UP_EVERY`] since the last), taking it if so.
    fn due(&self) -> bool {
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        if last.is_some_and(|t| t.elapsed() < CATCH_UP_EVERY) {
            return false;
        }
        *last = Some(Instant::now());
        true
    }
}

impl Service {
    /// Brings the stored snapshot of every game quiet for [`QUIET`] up to its log, when one is
    /// due ([`CATCH_UP_EVERY`]); see the module documentation. Returns how many it wrote.
    pub fn catch_up_snapshots_when_due(&self) -> super::Result<usize> {
        if !self.snapshot_catch_up.due() {
            return Ok(0);
        }
        self.catch_up_snapshots()
    }

    /// Brings the stored snapshot of up to [`CATCH_UP_BATCH`] games quiet for [`QUIET`] up to
    /// their logs (or to this build's format), and keeps each as the game's packed copy in the
    /// cache. Returns how many it wrote. A game that moves meanwhile keeps the snapshot it
    /// writes itself, or gets this one, which is a start of its log all the same.
    pub fn catch_up_snapshots(&self) -> super::Result<usize> {
        let mut c = self.db.conn()?;
        let version = version();
        let behind = q::behind_their_logs(&mut c, &version, self.now() - QUIET, CATCH_UP_BATCH)?;
        // Packed first, outside any transaction (the CPU's part); a game that cannot be is
        // told in the log and left to the next look, not in the way of the others.
        let mut packed = Vec::with_capacity(behind.len());
        for id in behind {
            match self.packed_at_whole_log(&mut c, id) {
                Ok(Some(p)) => packed.push(p),
                Ok(None) => {}
                Err(e) => tracing::error!(game = id, "a snapshot not brought up to its log: {e}"),
            }
        }
        if packed.is_empty() {
            return Ok(0);
        }
        // Then written in one transaction: one flush of the disk for the batch.
        let written = crate::db::write_transaction(&mut c, |c| {
            packed
                .iter()
                .map(|p| {
                    q::catch_up_snapshot(c, p.game_id, p.log_len, version.clone(), p.text.clone())
                })
                .collect::<Result<Vec<bool>, DbError>>()
        })?;
        let mut wrote = 0;
        for (p, written) in packed.into_iter().zip(written) {
            if written {
                wrote += 1;
                self.cache
                    .keep_packed(p.game_id, p.seed, p.log_len, p.bytes);
            }
        }
        Ok(wrote)
    }

    /// Game `id`'s replay at its whole log, packed, or `None` when there is no such game.
    fn packed_at_whole_log(
        &self,
        c: &mut AnyConnection,
        id: i32,
    ) -> super::Result<Option<CaughtUp>> {
        let Some(row) = queries::game(c, id)? else {
            return Ok(None);
        };
        let r = self.cache.replayed_in_passing(c, &row)?;
        let bytes = pack(r.seed, &r.game, &r.events)
            .map_err(|e| DbError::Corrupt(format!("game {id}: snapshot: {e}")))?;
        Ok(Some(CaughtUp {
            game_id: id,
            seed: r.seed,
            log_len: r.log_len,
            text: stored_text(&bytes),
            bytes,
        }))
    }
}

/// A game's replay packed at its whole log, to be stored ([`Service::catch_up_snapshots`]).
struct CaughtUp {
    game_id: i32,
    seed: i64,
    log_len: i32,
    /// The packed replay, and as the text column stores it (base64).
    bytes: Vec<u8>,
    text: String,
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
    use chrono::NaiveDateTime;

    /// Over many self-played games of both editions: at every round's start and every eleventh
    /// input, the replay stored and restored, then taken on with the rest of the log, equals
    /// the replay of the whole log from the setup — state and events, at the end and at every
    /// such point on the way — and each input's record (number, house, time, phase, origin)
    /// comes back as it was.
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
                // The full replay, with the events of each input and where to store it.
                let mut full = Game::new(&setup).unwrap();
                let mut events = Vec::new();
                let (mut points, mut rounds_begun) = (Vec::new(), 0);
                for (i, e) in rec.log.iter().enumerate() {
                    let before = full.clone();
                    let phase = crate::service::changes::broad_phase(&full);
                    let caused = full.apply_trusted(e.house, &e.input).unwrap();
                    // Every origin, and times to the nanosecond over years, as records hold them.
                    let at = chrono::DateTime::from_timestamp_nanos(
                        1_600_000_000_000_000_000 + i as i64 * 987_654_321_123,
                    )
                    .naive_utc();
                    let origin = crate::service::Origin::ALL[i % crate::service::Origin::ALL.len()];
                    events.push(Arc::new(LoggedEvents::new(
                        i as i32 + 1,
                        e.house,
                        at,
                        phase,
                        origin,
                        caused,
                    )));
                    // Where rounds began (the snapshot a move writes), and every eleventh
                    // input besides (where a quiet game's is brought up to its log).
                    let began = round_began(Some(&before), &full);
                    rounds_begun += usize::from(began);
                    if began || i % 11 == 0 {
                        points.push((i + 1, full.clone()));
                    }
                }
                assert!(rounds_begun >= 2, "seed {seed}: a game of several rounds");
                for (at, at_point) in &points {
                    let text = encode(seed as i64, at_point, &events[..*at]).unwrap();
                    let mut restored = decode(7, *at as i32, &text).unwrap();
                    assert_eq!(restored.game.state(), at_point.state());
                    assert_eq!(restored.seed, seed as i64);
                    // Restored without parsing any input's events, yet counted, each with
                    // its number, house, time, phase and origin.
                    for (e, replayed) in restored.events.iter().zip(&events) {
                        assert!(e.unread_json().is_some(), "seed {seed}: read at restore");
                        assert_eq!(e.event_count(), replayed.events().len());
                        assert_eq!(
                            (e.seq, e.house, e.at, e.phase, e.origin),
                            (
                                replayed.seq,
                                replayed.house,
                                replayed.at,
                                replayed.phase,
                                replayed.origin
                            ),
                            "seed {seed}"
                        );
                    }
                    // Packed again (as the cache does when it lets a restored game go) with
                    // the events of some inputs read and the rest still as they came: the
                    // same replay.
                    for e in restored.events.iter().step_by(3) {
                        e.events();
                    }
                    let again = encode(seed as i64, &restored.game, &restored.events).unwrap();
                    let again = decode(7, *at as i32, &again).unwrap();
                    assert_eq!(again.game.state(), at_point.state());
                    let again: Vec<_> = again.events.iter().map(|e| e.events()).collect();
                    let replayed: Vec<_> = events[..*at].iter().map(|e| e.events()).collect();
                    assert_eq!(again, replayed);
                    for (i, e) in rec.log.iter().enumerate().skip(*at) {
                        let phase = crate::service::changes::broad_phase(&restored.game);
                        let got = restored.game.apply_trusted(e.house, &e.input).unwrap();
                        assert_eq!(got, events[i].events(), "seed {seed}, input {}", i + 1);
                        assert_eq!(phase, events[i].phase);
                    }
                    assert_eq!(
                        restored.game.state(),
                        full.state(),
                        "{edition:?} seed {seed}"
                    );
                    let stored: Vec<_> = restored.events.iter().map(|e| e.events()).collect();
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

    /// A packing whose lengths do not add up (the header's, or the events' after it) is
    /// refused when unpacked, not cut wrongly; the game is then replayed from its log.
    #[test]
    fn a_packing_whose_lengths_do_not_add_up_is_refused() {
        use std::io::{Read, Write};
        let rec = crate::selfplay::play_game(3, 1, &crate::selfplay::Config::unchecked());
        let mut game = Game::new(&Setup {
            players: 3,
            options: Default::default(),
            seed: rec.setup.seed,
        })
        .unwrap();
        let events: Vec<_> = rec.log[..40]
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let phase = crate::service::changes::broad_phase(&game);
                let caused = game.apply_trusted(e.house, &e.input).unwrap();
                let at = NaiveDateTime::default();
                Arc::new(LoggedEvents::new(
                    i as i32 + 1,
                    e.house,
                    at,
                    phase,
                    Default::default(),
                    caused,
                ))
            })
            .collect();
        let packed = pack(1, &game, &events).unwrap();
        let mut data = Vec::new();
        flate2::read::DeflateDecoder::new(&packed[..])
            .read_to_end(&mut data)
            .unwrap();
        let repacked = |data: &[u8]| {
            let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
            z.write_all(data).unwrap();
            z.finish().unwrap()
        };
        assert!(unpack(1, 40, &repacked(&data)).is_ok());
        let header_len = u32::from_le_bytes(data[..4].try_into().unwrap()) as usize;
        let mut longer_header = data.clone();
        longer_header[..4].copy_from_slice(&(data.len() as u32).to_le_bytes());
        let mut no_last_byte = data.clone();
        no_last_byte.pop();
        let mut one_more_byte = data.clone();
        one_more_byte.push(b' ');
        // The inputs' records after the header: their count, then the first's house.
        let records = 4 + header_len;
        let mut fewer_inputs = data.clone();
        fewer_inputs[records..records + 4].copy_from_slice(&39u32.to_le_bytes());
        let mut no_such_house = data.clone();
        no_such_house[records + 4] = 6;
        let mut no_such_phase = data.clone();
        no_such_phase[records + 5] = 4;
        let mut longer_events = data.clone();
        longer_events[records + 4 + 15..records + 4 + 19]
            .copy_from_slice(&(data.len() as u32).to_le_bytes());
        for (what, bad) in [
            ("inputs' records for another log length", fewer_inputs),
            ("a house that is none", no_such_house),
            ("a phase that is none", no_such_phase),
            ("an input's events past the end", longer_events),
            ("a header past the end", longer_header),
            ("events cut short", no_last_byte),
            ("a byte after the events", one_more_byte),
            ("no records", data[..records].to_vec()),
            ("nothing", vec![]),
        ] {
            assert!(unpack(1, 40, &repacked(&bad)).is_err(), "{what}");
        }
    }
}
