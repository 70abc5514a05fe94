//! The game page's compressed-page cache, `ETag` and `304 Not Modified` (issue 30, item 2).
//!
//! A game page was compressed for every view (brotli, about as much CPU as rendering it). Here
//! the page is still rendered for every view (what it shows depends on more than the log:
//! seats, votes, ravens, the clock, the viewer's session), but compressed only when what it
//! shows changed:
//!
//! - Every response carries its own masked CSRF token (`ctx::mask_token`, against BREACH), so
//!   the rendered page is cut at the token into *segments*, the same for every view of the same
//!   page. Each segment is compressed once into a raw deflate stream of its own (byte-aligned by
//!   a sync flush, so they can follow one another), and a response is those streams with the
//!   token between them as *stored* (uncompressed) deflate blocks, in a gzip frame whose CRC is
//!   computed per response. The token is never compressed, so its bytes cannot show through the
//!   compressed length either.
//! - Entries are keyed by (game, log position, the viewer's house or none for a spectator,
//!   language, encoding); an entry is used only if the page rendered for this view is
//!   byte for byte the page it was made from (its segments' hash), so a stale or another
//!   viewer's page can never be sent: a hit is a saving, never a source.
//! - The `ETag` is that hash together with the session's token (a page kept by the browser
//!   carries its session's token; another session must get the page anew). A browser sending
//!   it back in `If-None-Match` gets `304 Not Modified`, with no body.
//!
//! A client that does not take gzip gets the page unchanged (the compression middleware then
//! does what it did before). Memory is bounded by [`BUDGET`]; the least recently used entries
//! go first.

use crate::engine::House;
use crate::i18n::Lang;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Bytes of compressed pages kept, all games together (about 2,000 views of a mid-game page).
pub const BUDGET: usize = 32 << 20;

/// The deflate level of the cached segments, chosen by measurement (docs/benchmarks.md,
/// "Compression level"): a page is compressed once per change and sent many times, so the
/// bytes saved count more than the CPU, and level 9 costs little more than 6 for pages.
pub const LEVEL: u32 = 9;

/// How a page is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    Identity,
    Gzip,
}

/// Which cached page: one per game, log position, viewer, language and encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub game: i32,
    pub log_len: i32,
    /// The viewer's house; `None` for every spectator (who all see the same redacted view).
    pub viewer: Option<House>,
    pub lang: Lang,
    pub encoding: Encoding,
}

/// A page as sent: its segments (in the key's encoding) between which the token goes.
struct Entry {
    hash: u64,
    segments: Vec<Vec<u8>>,
    size: usize,
    /// The cache's clock when last sent (for eviction).
    used: AtomicU64,
}

#[derive(Default)]
struct State {
    entries: HashMap<Key, Arc<Entry>>,
    bytes: usize,
    clock: u64,
    hits: u64,
    misses: u64,
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
    /// The page's bytes in `encoding`; `hit`: the compressed segments came from the cache.
    Body {
        body: Vec<u8>,
        encoding: Encoding,
        etag: String,
        hit: bool,
    },
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

/// Whether `If-None-Match` names `etag` (or is `*`).
fn matches(if_none_match: Option<&str>, etag: &str) -> bool {
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

    /// (hits, misses) so far.
    pub fn counts(&self) -> (u64, u64) {
        let s = self.state();
        (s.hits, s.misses)
    }

    /// What to send for `page` (rendered for this view, carrying the masked `token` wherever the
    /// template wrote it, or none when `token` is empty; `session`: the unmasked token) to a
    /// browser that sent `if_none_match`.
    pub fn send(
        &self,
        key: Key,
        page: &str,
        token: &str,
        session: &str,
        if_none_match: Option<&str>,
    ) -> Sent {
        let parts: Vec<&str> = if token.is_empty() {
            vec![page]
        } else {
            page.split(token).collect()
        };
        let mut h = std::hash::DefaultHasher::new();
        parts.hash(&mut h);
        let hash = h.finish();
        let mut h = std::hash::DefaultHasher::new();
        (hash, session, key.encoding as u8).hash(&mut h);
        let etag = format!("\"{hash:016x}{:016x}\"", h.finish());
        if matches(if_none_match, &etag) {
            return Sent::NotModified { etag };
        }
        let (entry, hit) = self.entry(key, hash, &parts);
        let body = match key.encoding {
            Encoding::Identity => join(&entry.segments, token.as_bytes(), |s| s.to_vec()),
            Encoding::Gzip => gzip_frame(&entry.segments, &parts, token.as_bytes()),
        };
        Sent::Body {
            body,
            encoding: key.encoding,
            etag,
            hit,
        }
    }

    /// The entry for `key` made from `parts` (hash `hash`): the cached one if it was made from
    /// the same parts, else a new one, kept.
    fn entry(&self, key: Key, hash: u64, parts: &[&str]) -> (Arc<Entry>, bool) {
        {
            let mut s = self.state();
            s.clock += 1;
            let now = s.clock;
            if let Some(e) = s.entries.get(&key).filter(|e| e.hash == hash).cloned() {
                s.hits += 1;
                e.used.store(now, Ordering::Relaxed);
                return (e, true);
            }
            s.misses += 1;
        }
        // Compressed outside the lock: other views go on meanwhile.
        let segments: Vec<Vec<u8>> = match key.encoding {
            Encoding::Identity => parts.iter().map(|p| p.as_bytes().to_vec()).collect(),
            Encoding::Gzip => {
                let last = parts.len() - 1;
                parts
                    .iter()
                    .enumerate()
                    .map(|(i, p)| deflate_segment(p.as_bytes(), i == last))
                    .collect()
            }
        };
        let size = segments.iter().map(Vec::len).sum::<usize>() + 64;
        let mut s = self.state();
        let entry = Arc::new(Entry {
            hash,
            segments,
            size,
            used: AtomicU64::new(s.clock),
        });
        if let Some(old) = s.entries.insert(key, entry.clone()) {
            s.bytes -= old.size;
        }
        s.bytes += size;
        if s.bytes > BUDGET {
            evict(&mut s);
        }
        (entry, false)
    }
}

/// Drops the least recently used entries until the cache holds at most three quarters of
/// its budget.
fn evict(s: &mut State) {
    let mut by_age: Vec<(u64, Key, usize)> = s
        .entries
        .iter()
        .map(|(k, e)| (e.used.load(Ordering::Relaxed), *k, e.size))
        .collect();
    by_age.sort_unstable_by_key(|(used, _, _)| *used);
    for (_, k, size) in by_age {
        if s.bytes <= BUDGET / 4 * 3 {
            break;
        }
        s.entries.remove(&k);
        s.bytes -= size;
    }
}

/// The segments with `token` between them.
fn join(segments: &[Vec<u8>], token: &[u8], f: impl Fn(&[u8]) -> Vec<u8>) -> Vec<u8> {
    let mut out = Vec::with_capacity(segments.iter().map(Vec::len).sum::<usize>() + 256);
    for (i, s) in segments.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(token);
        }
        out.extend_from_slice(&f(s));
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
/// the CRC and length of the whole (`parts`: the segments uncompressed).
fn gzip_frame(segments: &[Vec<u8>], parts: &[&str], token: &[u8]) -> Vec<u8> {
    let mut crc = crc32fast::Hasher::new();
    let mut len: u64 = 0;
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            crc.update(token);
            len += token.len() as u64;
        }
        crc.update(p.as_bytes());
        len += p.len() as u64;
    }
    let size = segments.iter().map(Vec::len).sum::<usize>();
    let mut out = Vec::with_capacity(size + parts.len() * (token.len() + 5) + 18);
    // ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
    out.extend_from_slice(&[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
    for (i, s) in segments.iter().enumerate() {
        if i > 0 {
            // A stored block, not final: its three header bits and the padding are one zero byte
            // (the segment before ended on a byte boundary), then LEN and its complement.
            let n = token.len() as u16;
            out.push(0);
            out.extend_from_slice(&n.to_le_bytes());
            out.extend_from_slice(&(!n).to_le_bytes());
            out.extend_from_slice(token);
        }
        out.extend_from_slice(s);
    }
    out.extend_from_slice(&crc.finalize().to_le_bytes());
    out.extend_from_slice(&(len as u32).to_le_bytes());
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

    fn key(viewer: Option<House>, encoding: Encoding) -> Key {
        Key {
            game: 1,
            log_len: 10,
            viewer,
            lang: Lang::En,
            encoding,
        }
    }

    fn token(c: char) -> String {
        std::iter::repeat_n(c, 128).collect()
    }

    #[test]
    fn a_repeat_view_is_a_hit_and_every_body_is_the_page_with_its_own_token() {
        let cache = PageCache::default();
        let k = key(Some(House::Stark), Encoding::Gzip);
        let mut etags = vec![];
        for (i, t) in [token('a'), token('b'), token('c')].iter().enumerate() {
            let p = page(t, "Winter is coming");
            assert_eq!(token_of(&p), Some(t.as_str()));
            match cache.send(k, &p, t, "session", None) {
                Sent::Body {
                    body, hit, etag, ..
                } => {
                    assert_eq!(gunzip(&body), p, "view {i}");
                    assert_eq!(hit, i > 0, "view {i}");
                    etags.push(etag);
                }
                Sent::NotModified { .. } => panic!("nothing was asked"),
            }
        }
        assert!(etags.windows(2).all(|w| w[0] == w[1]), "{etags:?}");
        assert_eq!(cache.counts(), (2, 1));
        // The browser that has it gets 304; another session, or a changed page, does not.
        let t = token('d');
        let p = page(&t, "Winter is coming");
        assert!(matches!(
            cache.send(k, &p, &t, "session", Some(&etags[0])),
            Sent::NotModified { .. }
        ));
        assert!(matches!(
            cache.send(k, &p, &t, "another session", Some(&etags[0])),
            Sent::Body { hit: true, .. }
        ));
        let changed = page(&t, "Summer is over");
        match cache.send(k, &changed, &t, "session", Some(&etags[0])) {
            Sent::Body { body, hit, .. } => {
                assert!(!hit);
                assert_eq!(gunzip(&body), changed);
            }
            Sent::NotModified { .. } => panic!("the page changed"),
        }
    }

    #[test]
    fn viewers_and_encodings_have_their_own_entries() {
        let cache = PageCache::default();
        let t = token('e');
        let p = page(&t, "same bytes");
        for viewer in [Some(House::Stark), Some(House::Lannister), None] {
            for encoding in [Encoding::Gzip, Encoding::Identity] {
                let Sent::Body { body, hit, .. } =
                    cache.send(key(viewer, encoding), &p, &t, "s", None)
                else {
                    panic!()
                };
                assert!(!hit, "a first view for {viewer:?} {encoding:?}");
                let text = match encoding {
                    Encoding::Gzip => gunzip(&body),
                    Encoding::Identity => String::from_utf8(body).unwrap(),
                };
                assert_eq!(text, p);
            }
        }
    }

    #[test]
    fn a_page_without_a_token_is_one_segment() {
        let cache = PageCache::default();
        let p = "<!doctype html><p>no forms here</p>".repeat(40);
        for hit in [false, true] {
            let Sent::Body { body, hit: h, .. } =
                cache.send(key(None, Encoding::Gzip), &p, "", "", None)
            else {
                panic!()
            };
            assert_eq!((gunzip(&body), h), (p.clone(), hit));
        }
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

    #[test]
    fn the_budget_keeps_the_most_recently_used() {
        let cache = PageCache::default();
        let t = token('f');
        // Pages that do not compress: a few hundred kilobytes each.
        let noise: String = (0..300_000u32)
            .map(|i| char::from(b'a' + (i.wrapping_mul(2_654_435_761) >> 27) as u8 % 26))
            .collect();
        let p = page(&t, &noise[..6000]);
        for g in 0..200 {
            let mut k = key(None, Encoding::Identity);
            k.game = g;
            cache.send(k, &p, &t, "s", None);
        }
        let s = cache.state();
        assert!(s.bytes <= BUDGET, "{} bytes kept", s.bytes);
        let newest = key(None, Encoding::Identity);
        assert!(s.entries.contains_key(&Key {
            game: 199,
            ..newest
        }));
    }
}
