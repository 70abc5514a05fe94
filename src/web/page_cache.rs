//! The game page's rendered cache, `ETag` and `304 Not Modified` (issue 30, item 2).
//!
//! A repeat view of a game page (or of its `board.svg`) costs a lookup, not a render:
//!
//! - Every write that can change what any viewer's page of a game shows bumps the game's
//!   *page version* in the same transaction (database triggers, `service::page_version`). A
//!   view reads it first, in one small query with the session (`web::run_boxed`: the session is
//!   read on every view, so a logout anywhere ends it at once; on PostgreSQL from the change
//!   feed, `db::changes`, which is as current), then looks the page up under
//!   [`Key`]: (game,
//!   version, the viewer: nobody, or the user with the name and time zone the page is written
//!   for, language). The page is rendered only when that misses, and kept in the place of that
//!   viewer's page of an older version. The version lives in
//!   the database and the cache in each process, so several app servers on one database each
//!   render a page once per change and never send one another's stale copy.
//! - What a page says that changes with time alone (a running time bank's minutes, the absence
//!   form's defaults, an absence or a voted pause beginning or ending) is kept only until it
//!   would read differently ([`Entry`]'s `until`, which the render works out): times on the
//!   page are otherwise absolute.
//! - Every response carries its own masked CSRF token (`ctx::mask_token`, against BREACH), so
//!   the rendered page is kept cut at the token into *segments*; a response is the segments
//!   with this response's token between them. Compressed, each segment is a raw deflate stream
//!   of its own (byte-aligned by a sync flush, so they can follow one another), made on the
//!   first compressed view, and the token goes between them as *stored* (uncompressed) deflate
//!   blocks, in a gzip frame whose CRC is computed per response: the token is never
//!   compressed, so its bytes cannot show through the compressed length either.
//! - A response's body is [`Chunks`]: the kept segments (shared, not copied) with the token
//!   between them.
//! - The `ETag` is the fingerprint of the page's segments together with the session's token (a page
//!   kept by the browser carries its session's token; another session must get the page
//!   anew) and the encoding. A browser sending it back in `If-None-Match` gets `304 Not
//!   Modified`, with no body, from the same lookup.
//!
//! A view with a query (`?done=1`, `?lang=`, an invitation) is rendered as before and not
//! kept. A client that does not take gzip gets the page unchanged (the compression middleware
//! then does what it did before). Memory is bounded by [`BUDGET`]; the least recently used
//! entries go first. [`PageCache::counts`] (hits, renders) is on `/metrics`.

use crate::i18n::Lang;
use crate::lru::Lru;
use actix_web::web::Bytes;
use chrono::NaiveDateTime;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, OnceLock};

/// Bytes of pages kept, all games together (plain and compressed: about 270 mid-game pages).
pub const BUDGET: usize = 32 << 20;

/// The deflate level of the cached segments, chosen by CPU per byte saved (docs/benchmarks.md,
/// "The compression level of a first view"). For the mid-game page (93.7 KB), with zlib-rs,
/// level 1 gives 25.9 KB for 0.11 ms, 2 gives 20.1 KB for 0.25 ms, 3 18.8 KB for 0.35 ms and 6
/// 17.6 KB for 0.60 ms: each KB that level 2 saves over level 1 costs 25 µs, each that level 3
/// saves over 2 costs 75 µs. What bytes buy a reader is round trips, and the page (30.3 KB as
/// sent at level 1, in its segments) takes two at any of these levels: a new connection's
/// first flight is ten segments (14.6 KB), its second up to 29 KB more. Level 1 is also what
/// the static file is compressed at (actix-web's and nginx's default for responses compressed
/// on the fly), so the two are compared like for like.
pub const LEVEL: u32 = 1;

/// How a page is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Identity,
    Gzip,
}

/// Who a page is written for: nobody (a visitor not logged in), or a user, with the name and
/// time zone the page is written with (the user's own seat, forms, unread ravens and plans
/// are theirs alone).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Viewer {
    pub user_id: i32,
    pub name: String,
    pub time_zone: String,
}

/// Which of a game's pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `/games/{id}`.
    Game,
    /// `/games/{id}/board.svg`.
    Board,
}

/// Which kept page: one per page, game, page version, viewer and language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub kind: Kind,
    pub game: i32,
    /// `games.page_version` when the view began (read before anything the page is made of).
    pub version: i64,
    pub viewer: Option<Viewer>,
    pub lang: Lang,
}

/// A rendered page: its segments between which the token goes.
pub struct Entry {
    /// The page version it was rendered at.
    version: i64,
    /// The hash of the segments (the `ETag`'s first half).
    hash: u64,
    /// Shared with every response that sends them (no copy per view).
    parts: Vec<Bytes>,
    /// Each segment's CRC-32, combined with the token's for each gzipped response.
    crcs: Vec<crc32fast::Hasher>,
    /// The segments compressed, made on the first compressed view.
    gzip: OnceLock<Vec<Bytes>>,
    /// The page reads differently from then on (time alone changes it); `None`: never.
    until: Option<NaiveDateTime>,
}

/// One entry per page, game, viewer and language (a [`Key`] without its version): a newer
/// version's page replaces the older one instead of waiting for the eviction.
fn slot(key: &Key) -> Key {
    Key {
        version: 0,
        ..key.clone()
    }
}

#[derive(Default)]
struct State {
    entries: Lru<Key, Arc<Entry>>,
    hits: u64,
    renders: u64,
}

/// The server's cache of game pages (one per process).
pub static PAGES: std::sync::LazyLock<PageCache> = std::sync::LazyLock::new(PageCache::default);

/// The cache, shared by every worker thread.
#[derive(Default)]
pub struct PageCache {
    state: Mutex<State>,
}

/// What to send for one view.
pub enum Sent {
    /// The browser has this very page: `304 Not Modified`.
    NotModified { etag: String },
    /// The page's bytes in `encoding`: the chunks one after the other, most of them the kept
    /// page's own bytes, shared (see [`Chunks`]).
    Body {
        body: Chunks,
        encoding: Encoding,
        etag: String,
    },
}

/// A response body made of shared pieces: the kept segments and this response's token between
/// them, sent one after the other (actix-web's `MessageBody`, with its length known), so that a
/// view copies the page only into the connection's buffer, as a static file is.
#[derive(Debug, Default)]
pub struct Chunks {
    chunks: std::collections::VecDeque<Bytes>,
    len: u64,
}

impl Chunks {
    fn push(&mut self, chunk: Bytes) {
        self.len += chunk.len() as u64;
        self.chunks.push_back(chunk);
    }

    /// The body's bytes in one piece.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len as usize);
        for c in &self.chunks {
            out.extend_from_slice(c);
        }
        out
    }
}

impl actix_web::body::MessageBody for Chunks {
    type Error = std::convert::Infallible;

    fn size(&self) -> actix_web::body::BodySize {
        actix_web::body::BodySize::Sized(self.len)
    }

    fn poll_next(
        self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<Bytes, Self::Error>>> {
        std::task::Poll::Ready(self.get_mut().chunks.pop_front().map(Ok))
    }
}

/// The masked CSRF token of a rendered page: the value of its first `csrf` field.
pub fn token_of(page: &str) -> Option<&str> {
    const FIELD: &str = "name=\"csrf\" value=\"";
    let start = page.find(FIELD)? + FIELD.len();
    let token = page.get(start..start + 128)?;
    token
        .bytes()
        .all(|b| b.is_ascii_hexdigit())
        .then_some(token)
}

/// Which encoding to send for an `Accept-Encoding` header: gzip if it is accepted (`q` not 0),
/// else the page as it is.
pub fn encoding_for(accept_encoding: Option<&str>) -> Encoding {
    let accepts_gzip = accept_encoding.is_some_and(|h| {
        h.split(',').any(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q=").map(str::trim))
                .map_or(1.0, |q| q.parse::<f32>().unwrap_or(0.0));
            (name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip")) && q > 0.0
        })
    });
    if accepts_gzip {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

/// Whether `If-None-Match` names `etag` (or is `*`), by the weak comparison RFC 9110 (13.1.2)
/// asks for: a proxy that compresses a response may have sent the browser `W/"…"`.
pub(crate) fn matches(if_none_match: Option<&str>, etag: &str) -> bool {
    if_none_match.is_some_and(|h| {
        h.split(',').any(|t| {
            let t = t.trim();
            t == "*" || t.strip_prefix("W/").unwrap_or(t) == etag
        })
    })
}

impl PageCache {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// (hits, renders) so far: views answered from a kept page, and pages rendered and kept.
    pub fn counts(&self) -> (u64, u64) {
        let s = self.state();
        (s.hits, s.renders)
    }

    /// The page kept under `key`, if it still reads the same at `now`.
    pub fn get(&self, key: &Key, now: NaiveDateTime) -> Option<Arc<Entry>> {
        let mut s = self.state();
        let slot = slot(key);
        // (Marked used even when out of date: a render replaces it or it is removed here.)
        let e = s.entries.get(&slot)?.clone();
        if e.version != key.version {
            return None;
        }
        if e.until.is_some_and(|t| now >= t) {
            s.entries.remove(&slot);
            return None;
        }
        s.hits += 1;
        Some(e)
    }

    /// Keeps `page`, rendered for `key` with the masked `token` wherever the template wrote it
    /// (none when `token` is empty), until `until`.
    pub fn put(
        &self,
        key: Key,
        page: &str,
        token: &str,
        until: Option<NaiveDateTime>,
    ) -> Arc<Entry> {
        let parts: Vec<Bytes> = if token.is_empty() {
            vec![Bytes::copy_from_slice(page.as_bytes())]
        } else {
            page.split(token)
                .map(|p| Bytes::copy_from_slice(p.as_bytes()))
                .collect()
        };
        let hash = fingerprint(&parts);
        // The compressed copy, when made, is about a third of the page at `LEVEL` 1 (30.3 KB
        // for the 93.7 KB mid-game page, in its segments).
        let size = page.len() + page.len() / 3 + 256;
        let mut s = self.state();
        s.renders += 1;
        let crcs = parts
            .iter()
            .map(|p| {
                let mut h = crc32fast::Hasher::new();
                h.update(p);
                h
            })
            .collect();
        let entry = Arc::new(Entry {
            version: key.version,
            hash,
            parts,
            crcs,
            gzip: OnceLock::new(),
            until,
        });
        let slot = slot(&key);
        // A slower render of an older version does not replace a newer one.
        if s.entries
            .peek(&slot)
            .is_some_and(|e| e.version > key.version)
        {
            return entry;
        }
        s.entries.insert(slot, entry.clone(), size);
        if s.entries.bytes() > BUDGET {
            // Down to three quarters, so that the next pages do not each evict again.
            s.entries.evict_while(0, |e| e.bytes() > BUDGET / 4 * 3);
        }
        entry
    }
}

impl Entry {
    /// Whether the page carries a CSRF token (a visitor's page always does once it has a form).
    pub fn has_token(&self) -> bool {
        self.parts.len() > 1
    }

    /// What to send for this page with the masked `token` (`session`: the unmasked token, or
    /// empty when the page has none) to a browser that sent `if_none_match`.
    pub fn send(
        &self,
        token: &str,
        session: &str,
        encoding: Encoding,
        if_none_match: Option<&str>,
    ) -> Sent {
        let session = if self.has_token() { session } else { "" };
        let mut h = std::hash::DefaultHasher::new();
        (self.hash, session, encoding as u8).hash(&mut h);
        let etag = format!("\"{:016x}{:016x}\"", self.hash, h.finish());
        if matches(if_none_match, &etag) {
            return Sent::NotModified { etag };
        }
        let body = match encoding {
            Encoding::Identity => join(&self.parts, token),
            Encoding::Gzip => {
                let segments = self.gzip.get_or_init(|| {
                    let last = self.parts.len() - 1;
                    self.parts
                        .iter()
                        .enumerate()
                        .map(|(i, p)| Bytes::from(deflate_segment(p, i == last)))
                        .collect()
                });
                gzip_frame(segments, &self.parts, &self.crcs, token.as_bytes())
            }
        };
        Sent::Body {
            body,
            encoding,
            etag,
        }
    }
}

/// A 64-bit fingerprint of the segments (the `ETag`'s first half), about ten times faster than
/// SipHash over a 94 KB page (SipHash took some 40 µs, a twentieth of the page's render):
/// each 8 bytes go through `state = (state.rotate_left(23) ^ word) * K` with `K` odd, a
/// bijection of the state for every word, so that a page that differs from another in any
/// one 8-byte word always has another fingerprint; the segments' lengths are in it too. Not a
/// defence against anyone: it only tells a browser whether its copy is still the page.
fn fingerprint(parts: &[Bytes]) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let step = |h: u64, w: u64| (h.rotate_left(23) ^ w).wrapping_mul(K);
    let mut h = step(0, parts.len() as u64);
    for p in parts {
        let mut words = p.chunks_exact(8);
        for w in &mut words {
            h = step(h, u64::from_le_bytes(w.try_into().expect("8 bytes")));
        }
        let mut tail = [0u8; 8];
        tail[..words.remainder().len()].copy_from_slice(words.remainder());
        h = step(h, u64::from_le_bytes(tail));
        h = step(h, p.len() as u64);
    }
    // The last words spread into every bit.
    let h = (h ^ (h >> 29)).wrapping_mul(K);
    h ^ (h >> 32)
}

/// The segments with `token` between them.
fn join(segments: &[Bytes], token: &str) -> Chunks {
    let token = Bytes::copy_from_slice(token.as_bytes());
    let mut out = Chunks::default();
    for (i, s) in segments.iter().enumerate() {
        if i > 0 {
            out.push(token.clone());
        }
        out.push(s.clone());
    }
    out
}

/// `bytes` as a raw deflate stream of its own: ending byte-aligned (a sync flush) so that more
/// blocks may follow, or with the final block when `last`.
fn deflate_segment(bytes: &[u8], last: bool) -> Vec<u8> {
    use flate2::{Compress, Compression, FlushCompress};
    let mut c = Compress::new(Compression::new(LEVEL), false);
    let mut out = Vec::with_capacity(bytes.len() / 3 + 64);
    let flush = if last {
        FlushCompress::Finish
    } else {
        FlushCompress::Sync
    };
    loop {
        let read = c.total_in() as usize;
        out.reserve(4096);
        let status = c
            .compress_vec(&bytes[read..], &mut out, flush)
            .expect("deflate into memory");
        let done_input = c.total_in() as usize == bytes.len();
        match status {
            flate2::Status::StreamEnd => break,
            _ if done_input && !last && out.len() < out.capacity() => break,
            _ => {}
        }
    }
    out
}

/// A gzip member: the compressed segments with `token` between them as stored blocks, and
/// the CRC and length of the whole (`parts`: the segments uncompressed, `crcs` their CRCs).
fn gzip_frame(
    segments: &[Bytes],
    parts: &[Bytes],
    crcs: &[crc32fast::Hasher],
    token: &[u8],
) -> Chunks {
    let mut of_token = crc32fast::Hasher::new();
    of_token.update(token);
    let mut crc = crc32fast::Hasher::new();
    let mut len: u64 = 0;
    for (i, (p, c)) in parts.iter().zip(crcs).enumerate() {
        if i > 0 {
            crc.combine(&of_token);
            len += token.len() as u64;
        }
        crc.combine(c);
        len += p.len() as u64;
    }
    // A stored block, not final: its three header bits and the padding are one zero byte
    // (the segment before ended on a byte boundary), then LEN and its complement.
    let n = token.len() as u16;
    let mut stored = Vec::with_capacity(token.len() + 5);
    stored.push(0);
    stored.extend_from_slice(&n.to_le_bytes());
    stored.extend_from_slice(&(!n).to_le_bytes());
    stored.extend_from_slice(token);
    let stored = Bytes::from(stored);
    let mut out = Chunks::default();
    // ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
    out.push(Bytes::from_static(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]));
    for (i, s) in segments.iter().enumerate() {
        if i > 0 {
            out.push(stored.clone());
        }
        out.push(s.clone());
    }
    let mut trailer = Vec::with_capacity(8);
    trailer.extend_from_slice(&crc.finalize().to_le_bytes());
    trailer.extend_from_slice(&(len as u32).to_le_bytes());
    out.push(Bytes::from(trailer));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn gunzip(body: &[u8]) -> String {
        let mut out = String::new();
        flate2::read::GzDecoder::new(body)
            .read_to_string(&mut out)
            .expect("a valid gzip member");
        out
    }

    fn page(token: &str, text: &str) -> String {
        let field = format!("<input type=\"hidden\" name=\"csrf\" value=\"{token}\">");
        format!(
            "<!doctype html><p>{text}</p>{field}<p>{}</p>{field}<p>end</p>",
            text.repeat(50)
        )
    }

    fn key(user: Option<i32>, version: i64) -> Key {
        Key {
            kind: Kind::Game,
            game: 1,
            version,
            viewer: user.map(|u| Viewer {
                user_id: u,
                name: format!("user{u}"),
                time_zone: "UTC".into(),
            }),
            lang: Lang::En,
        }
    }

    fn token(c: char) -> String {
        std::iter::repeat_n(c, 128).collect()
    }

    fn at(secs: i64) -> NaiveDateTime {
        chrono::DateTime::from_timestamp(1_800_000_000 + secs, 0)
            .unwrap()
            .naive_utc()
    }

    fn body(sent: Sent) -> (Vec<u8>, String) {
        match sent {
            Sent::Body { body, etag, .. } => (body.to_vec(), etag),
            Sent::NotModified { .. } => panic!("nothing was asked"),
        }
    }

    #[test]
    fn a_kept_page_is_sent_with_each_views_own_token_plain_and_gzipped() {
        let cache = PageCache::default();
        let k = key(Some(7), 3);
        assert!(cache.get(&k, at(0)).is_none());
        let first = token('a');
        cache.put(k.clone(), &page(&first, "Winter is coming"), &first, None);
        let mut etags = vec![];
        for t in [token('b'), token('c')] {
            let e = cache.get(&k, at(0)).expect("kept");
            let expected = page(&t, "Winter is coming");
            let (plain, etag) = body(e.send(&t, "session", Encoding::Identity, None));
            assert_eq!(String::from_utf8(plain).unwrap(), expected);
            let (gz, gz_etag) = body(e.send(&t, "session", Encoding::Gzip, None));
            assert_eq!(gunzip(&gz), expected);
            assert_ne!(etag, gz_etag, "an ETag per encoding");
            etags.push(gz_etag);
        }
        assert_eq!(etags[0], etags[1]);
        assert_eq!(cache.counts(), (2, 1));
        // The browser that has it gets 304; another session does not.
        let e = cache.get(&k, at(0)).unwrap();
        let t = token('d');
        assert!(matches!(
            e.send(&t, "session", Encoding::Gzip, Some(&etags[0])),
            Sent::NotModified { .. }
        ));
        assert!(matches!(
            e.send(&t, "another session", Encoding::Gzip, Some(&etags[0])),
            Sent::Body { .. }
        ));
    }

    #[test]
    fn another_version_viewer_or_language_is_not_the_kept_page() {
        let cache = PageCache::default();
        let t = token('e');
        cache.put(key(Some(1), 5), &page(&t, "x"), &t, None);
        assert!(
            cache.get(&key(Some(1), 6), at(0)).is_none(),
            "a newer version"
        );
        assert!(cache.get(&key(Some(2), 5), at(0)).is_none(), "another user");
        assert!(
            cache.get(&key(None, 5), at(0)).is_none(),
            "nobody logged in"
        );
        let mut renamed = key(Some(1), 5);
        renamed.viewer.as_mut().unwrap().name = "someone else".into();
        assert!(cache.get(&renamed, at(0)).is_none(), "another name");
        let mut zone = key(Some(1), 5);
        zone.viewer.as_mut().unwrap().time_zone = "Europe/Paris".into();
        assert!(cache.get(&zone, at(0)).is_none(), "another time zone");
        let mut french = key(Some(1), 5);
        french.lang = Lang::Ro;
        assert!(cache.get(&french, at(0)).is_none(), "another language");
        let mut board = key(Some(1), 5);
        board.kind = Kind::Board;
        assert!(
            cache.get(&board, at(0)).is_none(),
            "another page of the game"
        );
        assert!(cache.get(&key(Some(1), 5), at(0)).is_some());
    }

    #[test]
    fn a_newer_version_replaces_the_older_page_and_an_older_one_does_not() {
        let cache = PageCache::default();
        cache.put(key(Some(1), 5), "<p>five</p>", "", None);
        cache.put(key(Some(1), 6), "<p>six</p>", "", None);
        assert!(cache.get(&key(Some(1), 5), at(0)).is_none());
        assert!(cache.get(&key(Some(1), 6), at(0)).is_some());
        assert_eq!(cache.state().entries.len(), 1, "one page per viewer");
        cache.put(key(Some(1), 4), "<p>four</p>", "", None);
        assert!(cache.get(&key(Some(1), 6), at(0)).is_some());
        assert!(cache.get(&key(Some(1), 4), at(0)).is_none());
    }

    #[test]
    fn a_page_that_time_changes_is_kept_until_it_would_read_differently() {
        let cache = PageCache::default();
        let k = key(None, 1);
        cache.put(k.clone(), "<p>3 minutes left</p>", "", Some(at(30)));
        assert!(cache.get(&k, at(29)).is_some());
        assert!(cache.get(&k, at(30)).is_none());
        assert!(cache.get(&k, at(0)).is_none(), "dropped once out of date");
    }

    #[test]
    fn a_page_without_a_token_is_one_segment_and_its_etag_names_no_session() {
        let cache = PageCache::default();
        let p = "<!doctype html><p>no forms here</p>".repeat(40);
        let e = cache.put(key(None, 1), &p, "", None);
        assert!(!e.has_token());
        let (gz, etag) = body(e.send(&token('f'), "s1", Encoding::Gzip, None));
        assert_eq!(gunzip(&gz), p);
        let (_, etag2) = body(e.send(&token('g'), "s2", Encoding::Gzip, None));
        assert_eq!(etag, etag2);
    }

    #[test]
    fn accept_encoding_is_read_as_browsers_and_tools_send_it() {
        for (h, e) in [
            ("gzip, deflate, br, zstd", Encoding::Gzip),
            ("br;q=1.0, gzip;q=0.8, *;q=0.1", Encoding::Gzip),
            ("gzip;q=0", Encoding::Identity),
            ("br", Encoding::Identity),
            ("identity", Encoding::Identity),
            ("GZIP", Encoding::Gzip),
        ] {
            assert_eq!(encoding_for(Some(h)), e, "{h}");
        }
        assert_eq!(encoding_for(None), Encoding::Identity);
    }

    /// The kept page's shared parts, with a fresh token between them, are the very bytes of
    /// a full render with that token, plain and gzipped: pages made of the map, its legend
    /// and forms at random positions of self-played games, for every language.
    #[test]
    fn a_kept_page_is_the_very_bytes_of_a_full_render_at_random_positions() {
        use crate::engine::{Game, Setup};
        use crate::selfplay::{play_game, Config};
        use rand::RngExt;
        let fresh = || crate::web::ctx::mask_token(&crate::service::random_token());
        let mut rng = rand::rng();
        let mut pages = 0;
        for (players, seed) in [(3u8, 3001u64), (5, 3002), (6, 3003)] {
            let rec = play_game(players, seed, &Config::unchecked());
            let setup = Setup {
                players,
                options: rec.setup.options.clone(),
                seed: rec.setup.seed,
            };
            let edition = setup.options.edition;
            let mut game = Game::new(&setup).unwrap();
            let picks: std::collections::BTreeSet<usize> =
                (0..4).map(|_| rng.random_range(0..rec.log.len())).collect();
            for (i, entry) in rec.log.iter().enumerate() {
                if picks.contains(&i) {
                    let viewer = game.awaiting().first().map(|a| a.house);
                    let view = game.view_for(viewer);
                    for lang in Lang::ALL {
                        let map = crate::web::board::svg(&view, edition, lang);
                        let legend = crate::web::map::legend(lang);
                        let render = |t: &str| {
                            let form = format!(
                                "<form><input type=\"hidden\" name=\"csrf\" value=\"{t}\"></form>"
                            );
                            format!("<!doctype html>{form}{map}{form}<p>{legend}</p>{form}")
                        };
                        let cache = PageCache::default();
                        let first = fresh();
                        let page = render(&first);
                        assert_eq!(token_of(&page), Some(first.as_str()));
                        let mut k = key(Some(1), i as i64);
                        k.lang = lang;
                        cache.put(k.clone(), &page, &first, None);
                        let kept = cache.get(&k, at(0)).expect("kept");
                        let t = fresh();
                        let (plain, _) = body(kept.send(&t, "s", Encoding::Identity, None));
                        let at = format!("game {seed}, input {i}, {lang:?}");
                        assert!(String::from_utf8(plain).unwrap() == render(&t), "{at}");
                        let (gz, _) = body(kept.send(&t, "s", Encoding::Gzip, None));
                        assert!(gunzip(&gz) == render(&t), "{at}, gzipped");
                        pages += 1;
                    }
                }
                game.apply(entry.house, &entry.input).unwrap();
            }
        }
        assert!(pages >= 30, "{pages} pages");
    }

    #[test]
    fn any_one_changed_byte_changes_the_fingerprint() {
        let page = page(&token('a'), "Winter is coming");
        let parts = |p: &str| -> Vec<Bytes> {
            p.split(token('a').as_str())
                .map(|s| Bytes::copy_from_slice(s.as_bytes()))
                .collect()
        };
        let kept = fingerprint(&parts(&page));
        let mut seen = std::collections::HashSet::from([kept]);
        for i in (0..page.len()).step_by(3) {
            let mut other = page.clone().into_bytes();
            other[i] = if other[i] == b'x' { b'y' } else { b'x' };
            let other = String::from_utf8(other).unwrap();
            let f = fingerprint(&parts(&other));
            assert_ne!(f, kept, "byte {i} changed");
            seen.insert(f);
        }
        assert!(seen.len() > page.len() / 3, "distinct fingerprints");
        // A segment boundary moved is another page too.
        let moved = [Bytes::from_static(b"ab"), Bytes::from_static(b"c")];
        let other = [Bytes::from_static(b"a"), Bytes::from_static(b"bc")];
        assert_ne!(fingerprint(&moved), fingerprint(&other));
    }

    #[test]
    fn the_budget_keeps_the_most_recently_used() {
        let cache = PageCache::default();
        let t = token('f');
        let p = page(&t, &"x".repeat(6000));
        for g in 0..200 {
            let mut k = key(None, 1);
            k.game = g;
            cache.put(k, &p, &t, None);
        }
        let s = cache.state();
        assert!(
            s.entries.bytes() <= BUDGET,
            "{} bytes kept",
            s.entries.bytes()
        );
        let mut newest = key(None, 0);
        newest.game = 199;
        assert!(s.entries.contains_key(&newest));
        assert!(s.entries.len() < 200);
    }
}
