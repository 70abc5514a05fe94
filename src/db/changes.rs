//! What the other processes on a PostgreSQL database changed, as the database tells it (issue
//! 30): a view of a kept game page needs the game's page version and the visitor's session, and
//! on PostgreSQL reading them is a query to another process (about a hundred microseconds of
//! the server's and the backend's CPU, five times the page's own cost). Instead the server
//! keeps one connection that `LISTEN`s ([`Changes::start`]) and the database's triggers
//! (migration `2026-12-06-040000_change_feed`) tell it of every change at commit:
//!
//! - `rookery_pages`: `"<game> <page version>"` whenever a game's page version moves, and
//!   `"<game> gone"` when a game is deleted;
//! - `rookery_sessions`: `"s <session id>"` when a session is updated or ended, `"u <user id>"`
//!   when an account changes (its name, language or time zone are on every page).
//!
//! **A barrier.** A notification reaches a listener shortly after its commit, not before the
//! committer's client hears "committed"; so before trusting what it holds a request asks the
//! listening connection for an empty statement's answer ([`Changes::sync`]). PostgreSQL sends a listener the notifications of
//! every transaction committed before that statement arrived ahead of the statement's answer,
//! and this module applies each notification as it is read off the connection, before the
//! answers behind it are handed out: after the barrier, everything committed before it was
//! sent is here. An empty statement costs the backend a few microseconds (no parse tree, no
//! executor, no snapshot), against a read's executor, locks and rows.
//!
//! **A view need not wait for its own round trip** ([`Freshness::Lagging`]): a barrier that
//! came back proves everything committed before it was *sent* is here, so one sent at most the
//! feed's lag ago (`ROOKERY_CHANGE_FEED_LAG_MS`, default one second) serves every view until
//! then, unless this process wrote since it was sent ([`note_local_write`]). A view therefore
//! shows every change this server made and every change committed anywhere at least the lag
//! before it; the browser that made a change on another server waits for a barrier of its own
//! (the `rookery_wrote` cookie, `web`), and so does a form's POST ([`Freshness::Now`]), whose
//! session must not be one ended a moment before. With the lag at 0 every view waits.
//!
//! **What is held** is only what was read or told while listening: a page version is the
//! highest seen for the game (read by an ordinary view, or notified; versions only grow, so the
//! highest committed one seen is never ahead of the database); a session row is kept only if
//! nothing about sessions was notified while it was being read ([`Mark`]). While the
//! connection is down nothing is trusted ([`Changes::mark`] and `sync` answer `None` and
//! `false`) and everything is forgotten when it is back, since notifications sent meanwhile are
//! lost. A view that finds nothing held does it the ordinary way, whose read fills the gap.

use super::queries::SessionRow;
use futures_util::StreamExt;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// The channel of page versions.
pub const PAGES: &str = "rookery_pages";
/// The channel of sessions and accounts.
pub const SESSIONS: &str = "rookery_sessions";

/// The listening connection's `application_name`.
pub const APPLICATION_NAME: &str = "rookery change feed";

/// Sessions held at most; past it the held ones are forgotten (they are read again).
const MAX_SESSIONS: usize = 100_000;

/// How long a view waits for the listening connection's answer before doing it the ordinary way.
const SYNC_TIMEOUT: Duration = Duration::from_millis(500);

/// The lag a view accepts unless `ROOKERY_CHANGE_FEED_LAG_MS` says otherwise (see the module's
/// comment): a slow game's players do not see a second, and a repeat view then costs no round
/// trip to the database.
pub const DEFAULT_LAG: Duration = Duration::from_millis(1000);

/// How current what the feed holds must be for a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Freshness {
    /// Every change committed anywhere before the request: a form's POST (its session may have
    /// ended a moment before), and a view by a browser that just wrote on another server.
    Now,
    /// Every change this process made, and every change committed anywhere at least the feed's
    /// lag before the request: a view.
    Lagging,
}

/// When this process last wrote to the database ([`note_local_write`]), in nanoseconds since
/// [`epoch`] (at least 1); 0: not yet.
static LOCAL_WRITE: AtomicU64 = AtomicU64::new(0);

/// The instant the process's feed times are counted from.
fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

fn nanos(t: Instant) -> u64 {
    u64::try_from(t.saturating_duration_since(epoch()).as_nanos()).unwrap_or(u64::MAX)
}

/// This process has just committed a write (a transaction, a form's or an API call's work):
/// until a barrier sent after now has come back, every view here waits for one, so that this
/// server's own changes are on its next view (see the module's comment).
pub fn note_local_write() {
    LOCAL_WRITE.fetch_max(nanos(Instant::now()).max(1), Ordering::SeqCst);
}

/// Runs `listen` (one listening connection's life) again and again, a second after each end,
/// on a thread of its own named `name` with a single-threaded runtime: a `LISTEN` connection
/// reconnected whenever it is lost (the change feed's, the mail worker's wake-ups).
pub fn keep_listening<F, Fut>(name: &str, mut listen: F)
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()>,
{
    crate::background::on_own_thread(name, move || async move {
        loop {
            listen().await;
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
}

/// Page versions and sessions as the database told this process (see the module's comment).
#[derive(Default)]
pub struct Changes {
    state: Mutex<State>,
    /// The listening connection while it listens.
    client: Mutex<Option<Arc<tokio_postgres::Client>>>,
    /// How old a barrier may be and still serve a view ([`Freshness::Lagging`]); zero: none.
    lag: Duration,
}

#[derive(Default)]
struct State {
    /// Listening now: what is held is current up to the last notification read.
    live: bool,
    /// Changes on every connection and every loss of one.
    generation: u64,
    /// Changes with every notification about sessions (and with `generation`).
    session_epoch: u64,
    /// When the latest barrier that came back in this generation was sent.
    synced: Option<Instant>,
    pages: HashMap<i32, i64>,
    sessions: HashMap<String, SessionRow>,
}

/// When a read began: what it read may be kept only if nothing it could have missed happened
/// meanwhile (see [`Changes::remember_page`], [`Changes::remember_session`]).
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    generation: u64,
    session_epoch: u64,
}

impl Changes {
    /// Listens on the database at `url` (PostgreSQL) on a thread of its own, reconnecting after
    /// a second when the connection is lost; a view accepts what the feed holds up to `lag`
    /// late ([`Freshness::Lagging`]).
    pub fn start(url: String, lag: Duration) -> Arc<Changes> {
        epoch();
        let changes = Arc::new(Changes {
            lag,
            ..Changes::default()
        });
        let feed = changes.clone();
        keep_listening("db-changes", move || {
            let (feed, url) = (feed.clone(), url.clone());
            async move {
                if let Err(e) = feed.listen_once(&url).await {
                    tracing::warn!("db: LISTEN {PAGES}, {SESSIONS}: {e}; reconnecting");
                }
                feed.lost();
            }
        });
        changes
    }

    /// How late a view may see what the feed holds ([`Freshness::Lagging`]).
    pub fn lag(&self) -> Duration {
        self.lag
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn set_client(&self, client: Option<Arc<tokio_postgres::Client>>) {
        *self.client.lock().unwrap_or_else(|p| p.into_inner()) = client;
    }

    async fn listen_once(self: &Arc<Self>, url: &str) -> Result<(), tokio_postgres::Error> {
        let mut config: tokio_postgres::Config = url.parse()?;
        // Named, so that an operator sees what it is (`pg_stat_activity.application_name`).
        config.application_name(APPLICATION_NAME);
        let (client, mut connection) = config.connect(tokio_postgres::NoTls).await?;
        // Notifications are applied here, in the order the connection delivers them: a `sync`'s
        // answer, read after them, is handed out only when the loop polls again.
        let feed = self.clone();
        let messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        let driver = tokio::spawn(async move {
            let mut messages = Box::pin(messages);
            while let Some(m) = messages.next().await {
                match m {
                    Ok(tokio_postgres::AsyncMessage::Notification(n)) => {
                        feed.apply(n.channel(), n.payload())
                    }
                    Ok(_) => {}
                    Err(e) => return Err(e),
                }
            }
            Ok(())
        });
        let client = Arc::new(client);
        client
            .batch_execute(&format!("LISTEN {PAGES}; LISTEN {SESSIONS}"))
            .await?;
        // Listening from here: whatever was held before may have missed notifications.
        {
            let mut s = self.state();
            s.pages.clear();
            s.sessions.clear();
            s.generation += 1;
            s.session_epoch += 1;
            s.synced = None;
            s.live = true;
        }
        self.set_client(Some(client));
        let ended = driver.await;
        self.set_client(None);
        match ended {
            Ok(r) => r,
            Err(_) => Ok(()),
        }
    }

    /// The connection is gone: nothing held is trusted until the next one listens.
    fn lost(&self) {
        self.set_client(None);
        let mut s = self.state();
        s.live = false;
        s.generation += 1;
        s.session_epoch += 1;
        s.synced = None;
        s.pages.clear();
        s.sessions.clear();
    }

    /// Applies one notification of `channel` (payloads as in the module's comment; others are
    /// ignored).
    fn apply(&self, channel: &str, payload: &str) {
        let mut s = self.state();
        match channel {
            PAGES => {
                let mut words = payload.split(' ');
                let Some(Ok(game)) = words.next().map(str::parse::<i32>) else {
                    return;
                };
                match words.next() {
                    Some("gone") => {
                        s.pages.remove(&game);
                    }
                    Some(v) => {
                        if let Ok(v) = v.parse::<i64>() {
                            let held = s.pages.entry(game).or_insert(v);
                            *held = (*held).max(v);
                        }
                    }
                    None => {}
                }
            }
            SESSIONS => {
                s.session_epoch += 1;
                let (kind, id) = payload.split_once(' ').unwrap_or(("", ""));
                let Ok(id) = id.parse::<i32>() else {
                    // Unreadable: forget them all rather than keep one that ended.
                    s.sessions.clear();
                    return;
                };
                match kind {
                    "s" => s.sessions.retain(|_, r| r.session_id != id),
                    "u" => s.sessions.retain(|_, r| r.user_id != id),
                    _ => s.sessions.clear(),
                }
            }
            _ => {}
        }
    }

    /// Makes what is held as current as `freshness` asks: with [`Freshness::Lagging`] at once
    /// when a barrier sent within the lag has come back and this process wrote nothing since it
    /// was sent, else (and with [`Freshness::Now`]) by a barrier of its own: it waits until
    /// every transaction committed before the call is known here. `false` when it cannot be
    /// (not listening, or no answer within half a second): then nothing held may be trusted
    /// for this request.
    pub async fn sync(&self, freshness: Freshness) -> bool {
        let barriers = &crate::telemetry::metrics::METRICS.change_feed_barriers;
        if freshness == Freshness::Lagging && self.recent_barrier(Instant::now()) {
            barriers.with_label_values(&["recent"]).inc();
            return true;
        }
        let client = self
            .client
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        let Some(client) = client else {
            return false;
        };
        barriers.with_label_values(&["sent"]).inc();
        let generation = self.state().generation;
        let sent = Instant::now();
        let answered = tokio::time::timeout(SYNC_TIMEOUT, client.simple_query("")).await;
        matches!(answered, Ok(Ok(_))) && {
            let mut s = self.state();
            let current = s.live && s.generation == generation;
            if current && s.synced.is_none_or(|t| t < sent) {
                s.synced = Some(sent);
            }
            current
        }
    }

    /// Whether a barrier that came back serves a view at `now` ([`Freshness::Lagging`]): sent
    /// at most the lag before `now`, and after this process's last write.
    fn recent_barrier(&self, now: Instant) -> bool {
        if self.lag.is_zero() {
            return false;
        }
        let s = self.state();
        s.live
            && s.synced.is_some_and(|sent| {
                let wrote = LOCAL_WRITE.load(Ordering::SeqCst);
                now.saturating_duration_since(sent) <= self.lag
                    && (wrote == 0 || nanos(sent) > wrote)
            })
    }

    /// Whether game `game`'s page version and the session of token hash `hash` (if any) are
    /// held, so that a view may be answered from here after a [`Changes::sync`] (what is held
    /// then may still move on, or be forgotten: read it after the sync).
    pub fn holds(&self, game: i32, hash: Option<&str>) -> bool {
        let s = self.state();
        s.live && s.pages.contains_key(&game) && hash.is_none_or(|h| s.sessions.contains_key(h))
    }

    /// Whether the session of token hash `hash` is held (see [`Changes::holds`]).
    pub fn holds_session(&self, hash: &str) -> bool {
        let s = self.state();
        s.live && s.sessions.contains_key(hash)
    }

    /// Game `game`'s page version as last told or read; `None` when not known here.
    pub fn page_version(&self, game: i32) -> Option<i64> {
        let s = self.state();
        if !s.live {
            return None;
        }
        s.pages.get(&game).copied()
    }

    /// The session of token hash `hash`, with its account, as last read; `None` when not held.
    pub fn session(&self, hash: &str) -> Option<SessionRow> {
        let s = self.state();
        if !s.live {
            return None;
        }
        s.sessions.get(hash).cloned()
    }

    /// Before a read whose results may be kept: `None` when they may not (not listening).
    pub fn mark(&self) -> Option<Mark> {
        let s = self.state();
        s.live.then_some(Mark {
            generation: s.generation,
            session_epoch: s.session_epoch,
        })
    }

    /// Keeps game `game`'s page version `version`, read after `mark`: any later change was
    /// notified on the same connection, so the highest version seen stays current.
    pub fn remember_page(&self, mark: Mark, game: i32, version: i64) {
        let mut s = self.state();
        if s.live && s.generation == mark.generation {
            let held = s.pages.entry(game).or_insert(version);
            *held = (*held).max(version);
        }
    }

    /// Keeps the session `row` read after `mark`, unless anything about sessions was notified
    /// since (it may have ended the very session read).
    pub fn remember_session(&self, mark: Mark, row: SessionRow) {
        let mut s = self.state();
        if s.live && s.generation == mark.generation && s.session_epoch == mark.session_epoch {
            if s.sessions.len() >= MAX_SESSIONS {
                s.sessions.clear();
            }
            s.sessions.insert(row.token_hash.clone(), row);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDateTime;

    fn listening() -> Changes {
        let c = Changes::default();
        c.state().live = true;
        c
    }

    fn row(session: i32, user: i32) -> SessionRow {
        SessionRow {
            session_id: session,
            token_hash: format!("hash-{session}"),
            last_seen_at: NaiveDateTime::default(),
            csrf: "csrf".into(),
            user_id: user,
            name: "name".into(),
            time_zone: "UTC".into(),
            language: "en".into(),
        }
    }

    #[test]
    fn a_page_version_only_grows_whatever_order_reads_and_notifications_come_in() {
        let c = listening();
        let m = c.mark().unwrap();
        c.apply(PAGES, "7 12");
        // A read that began before version 12 was notified, kept after it.
        c.remember_page(m, 7, 11);
        assert_eq!(c.page_version(7), Some(12));
        c.apply(PAGES, "7 11");
        assert_eq!(c.page_version(7), Some(12));
        c.apply(PAGES, "7 13");
        assert_eq!(c.page_version(7), Some(13));
        c.apply(PAGES, "7 gone");
        assert_eq!(c.page_version(7), None);
        c.apply(PAGES, "nonsense");
        c.apply(PAGES, "8");
        assert_eq!(c.page_version(8), None);
    }

    #[test]
    fn a_session_read_while_sessions_changed_is_not_kept() {
        let c = listening();
        let m = c.mark().unwrap();
        c.apply(SESSIONS, "s 99");
        c.remember_session(m, row(1, 10));
        assert!(
            c.session("hash-1").is_none(),
            "read before a change it may have missed"
        );
        let m = c.mark().unwrap();
        assert!(!c.holds(5, Some("hash-1")) && !c.holds(5, None));
        c.remember_page(m, 5, 1);
        assert!(
            c.holds(5, None) && !c.holds(5, Some("hash-1")),
            "the session not yet"
        );
        c.remember_session(m, row(1, 10));
        assert!(c.holds(5, Some("hash-1")));
        c.remember_session(m, row(2, 10));
        c.remember_session(m, row(3, 11));
        assert_eq!(c.session("hash-1").unwrap().user_id, 10);
        c.apply(SESSIONS, "s 1");
        assert!(c.session("hash-1").is_none(), "ended");
        assert!(c.session("hash-2").is_some());
        c.apply(SESSIONS, "u 10");
        assert!(c.session("hash-2").is_none(), "its account changed");
        assert!(c.session("hash-3").is_some());
        c.apply(SESSIONS, "?");
        assert!(c.session("hash-3").is_none(), "unreadable: all forgotten");
    }

    #[test]
    fn a_barrier_serves_views_for_the_lag_after_it_was_sent_unless_this_process_wrote_since() {
        let c = Changes {
            lag: Duration::from_secs(1),
            ..listening()
        };
        let sent = Instant::now();
        assert!(!c.recent_barrier(sent), "no barrier yet");
        c.state().synced = Some(sent);
        assert!(c.recent_barrier(sent + Duration::from_millis(999)));
        assert!(c.recent_barrier(sent + Duration::from_secs(1)));
        assert!(
            !c.recent_barrier(sent + Duration::from_millis(1001)),
            "older than the lag"
        );
        note_local_write();
        assert!(
            !c.recent_barrier(sent + Duration::from_millis(10)),
            "sent before this process's last write"
        );
        let after = Instant::now() + Duration::from_micros(1);
        c.state().synced = Some(after);
        assert!(c.recent_barrier(after));
        c.lost();
        assert!(!c.recent_barrier(after), "forgotten with the connection");
        let strict = listening();
        strict.state().synced = Some(after);
        assert!(!strict.recent_barrier(after), "no lag: every view waits");
    }

    #[test]
    fn nothing_is_trusted_or_kept_across_a_lost_connection() {
        let c = listening();
        let m = c.mark().unwrap();
        c.remember_page(m, 1, 5);
        c.remember_session(m, row(1, 10));
        c.lost();
        assert_eq!((c.page_version(1), c.mark().is_none()), (None, true));
        assert!(c.session("hash-1").is_none());
        // Listening again: a read begun before is not kept.
        {
            let mut s = c.state();
            s.live = true;
            s.generation += 1;
        }
        c.remember_page(m, 1, 5);
        c.remember_session(m, row(1, 10));
        assert_eq!(c.page_version(1), None);
        assert!(c.session("hash-1").is_none());
    }
}
