//! Storage: one schema on two databases, SQLite (the default, a file created on first start) and
//! PostgreSQL (when the URL says `postgres://`). The rules never reach this layer: inputs are
//! stored as opaque JSON, and the only truth about a game is its row plus its input log.
//!
//! The backend is chosen from the URL's scheme, and each connection is established by its own
//! backend (see [`Manager`]), so that a bad PostgreSQL URL says what is wrong with it instead of
//! diesel's generic multi-connection message.
//!
//! - [`schema`]: the tables (diesel's); [`models`]: their rows as structs;
//! - [`queries`]: every query of the service, one file per concern;
//! - [`cached`]: raw SQL statements kept in the connection's statement cache;
//! - [`group_commit`]: SQLite's durable commits made by one shared fsync (issue 30);
//! - [`changes`]: PostgreSQL's notices of changed page versions and sessions, followed by a
//!   server so that a repeat view needs no query (issue 30);
//! - [`backup`]: a checked copy of a SQLite database taken while servers run (`rookery backup`);
//! - here: the connection ([`AnyConnection`]), the pool ([`Db`], [`Manager`]), the settings
//!   ([`DbConfig`], [`Target`]), [`write_transaction`] and the migrations.

pub mod backup;
pub mod cached;
pub mod changes;
pub mod group_commit;
pub mod models;
pub mod queries;
pub mod schema;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{self, R2D2Connection};
use diesel::{Connection, PgConnection, SqliteConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

pub const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
pub const PG_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// A connection to either database. Queries are written once against this type.
#[derive(diesel::MultiConnection)]
pub enum AnyConnection {
    Postgresql(PgConnection),
    Sqlite(SqliteConnection),
}

impl AnyConnection {
    pub fn is_sqlite(&self) -> bool {
        matches!(self, AnyConnection::Sqlite(_))
    }
}

/// Runs `$body` with `$c` bound to the database's own connection (a [`SqliteConnection`] or a
/// [`PgConnection`]) instead of the [`AnyConnection`] `$conn`: the body is written once and
/// compiled for each. For the statements of every request's path (and, through
/// [`cached::Sql`]'s own `load` and `execute`, every kept-prepared statement): through
/// `AnyConnection` diesel's multi-connection wrapper writes a statement's whole SQL text again
/// on every run, to hand it on, even when the connection keeps it prepared. For the session's
/// join of two wide tables that cost more than running it (`perf` profile of the last orders
/// POST, issue 30: 8% of the server's samples).
#[macro_export]
macro_rules! on_connection {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $conn {
            $crate::db::AnyConnection::Sqlite($c) => $body,
            $crate::db::AnyConnection::Postgresql($c) => $body,
        }
    };
}
pub use on_connection;

/// Runs `f` in a transaction that holds the database's write lock from its first statement, and
/// commits it when `f` succeeds (rolls back otherwise). Every transaction of the service that
/// writes uses this.
///
/// Why: SQLite's default `BEGIN` starts a read transaction that upgrades to a write at its first
/// write. In WAL mode that upgrade fails at once with "database is locked" (no busy wait) when
/// another connection committed in between — a mail worker marking a mail sent is enough. With
/// `BEGIN IMMEDIATE` the transaction waits for the lock up front (`busy_timeout`) and then cannot
/// be refused half-way. On PostgreSQL row locks do this job; it is a plain transaction there.
///
/// Durable on return: on SQLite with durable commits the transaction commits without its own
/// fsync (`synchronous = NORMAL` for it) and then waits for a shared fsync of the write-ahead
/// log that started after its commit ([`group_commit`]), so that writers that commit together
/// share one fsync and none holds the write lock through one. When that fsync fails the
/// transaction is reported failed (though others may have seen it).
pub fn write_transaction<T, E, F>(c: &mut AnyConnection, f: F) -> Result<T, E>
where
    F: FnOnce(&mut AnyConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    let durable = group_commit::durable_file(c)?;
    let (value, unsynced) = commit_unsynced(c, durable, f)?;
    wait_durable(unsynced)?;
    Ok(value)
}

/// [`write_transaction`] on a connection of the pool, which goes back to the pool before the
/// shared fsync is waited for: so that more writers than the pool has connections can share
/// one fsync (for the hot path of a move, [`crate::service::Service::submit_with_plan`]).
pub fn write_transaction_pooled<T, E, F>(mut c: PooledConn, f: F) -> Result<T, E>
where
    F: FnOnce(&mut AnyConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    let durable = pooled_durable_file(&mut c)?;
    let (value, unsynced) = commit_unsynced(&mut c, durable, f)?;
    drop(c);
    wait_durable(unsynced)?;
    Ok(value)
}

/// Runs the write transaction and commits it; on SQLite with durable commits without its own
/// fsync, returning the file whose WAL is then still to be synced.
///
/// Generic over the work only in this thin layer: the transaction itself is
/// [`commit_unsynced_erased`], compiled once (issue 31: with one copy per caller it was the
/// crate's largest function of its own in generated code, 52 copies).
fn commit_unsynced<T, E, F>(
    c: &mut AnyConnection,
    durable: Option<DurableFile>,
    f: F,
) -> Result<(T, Option<Unsynced>), E>
where
    F: FnOnce(&mut AnyConnection) -> Result<T, E>,
    E: From<diesel::result::Error>,
{
    let mut f = Some(f);
    let mut value: Option<T> = None;
    let mut error: Option<E> = None;
    let mut work = |c: &mut AnyConnection| {
        let f = f.take().expect("a transaction's work runs once");
        match f(c) {
            Ok(v) => value = Some(v),
            Err(e) => error = Some(e),
        }
        error.is_none()
    };
    match commit_unsynced_erased(c, durable, &mut work) {
        Ok(unsynced) => Ok((value.expect("the work succeeded"), unsynced)),
        Err(TxFail::Work) => Err(error.expect("the work failed")),
        Err(TxFail::Db(e)) => Err(E::from(e)),
    }
}

/// Why [`commit_unsynced_erased`] did not commit: the work failed (its own error is the
/// caller's to report), or the database did (beginning, committing, or setting the commit's
/// durability).
enum TxFail {
    Work,
    Db(diesel::result::Error),
}

impl From<diesel::result::Error> for TxFail {
    fn from(e: diesel::result::Error) -> TxFail {
        TxFail::Db(e)
    }
}

/// The SQLite file whose WAL a connection's commits are made durable in, and the connection's
/// own `synchronous` level ([`group_commit::durable_file`]).
type DurableFile = (PathBuf, i32);

/// [`group_commit::durable_file`] of a connection of the pool, read once per connection and
/// kept with it: neither its file nor its level changes while it is open (the level is set
/// when it is opened, and whatever lowers it for a commit sets it back).
fn pooled_durable_file(c: &mut PooledConn) -> Result<Option<DurableFile>, diesel::result::Error> {
    /// A pooled connection's answer, kept in its extensions.
    struct Known(Option<DurableFile>);
    if let Some(Known(known)) = r2d2::PooledConnection::extensions(c).get::<Known>() {
        return Ok(known.clone());
    }
    let durable = group_commit::durable_file(c)?;
    r2d2::PooledConnection::extensions_mut(c).insert(Known(durable.clone()));
    Ok(durable)
}

/// [`commit_unsynced`] with its work erased: `work` returns whether it succeeded (commit) or
/// not (roll back). `durable`: the file whose WAL this commit's shared fsync syncs, when
/// commits are to be durable (SQLite only).
fn commit_unsynced_erased(
    c: &mut AnyConnection,
    durable: Option<DurableFile>,
    work: &mut dyn FnMut(&mut AnyConnection) -> bool,
) -> Result<Option<Unsynced>, TxFail> {
    let mut run = |c: &mut AnyConnection| if work(c) { Ok(()) } else { Err(TxFail::Work) };
    if !c.is_sqlite() {
        c.transaction(run)?;
        // This server's own change is on its next view (`changes`, `Freshness::Lagging`).
        changes::note_local_write();
        return Ok(None);
    }
    if durable.is_some() {
        // (Only outside a transaction: SQLite refuses to change it inside one.)
        set_synchronous(c, 1)?;
    }
    let committed = sqlite_transaction(c, &mut run);
    // The newest mail this commit could have written or seen (see `Unsynced::outbox_seq`).
    let outbox_seq = match (&committed, &durable) {
        (Ok(_), Some(_)) => group_commit::outbox_seq(c),
        _ => None,
    };
    if let Some((_, level)) = &durable {
        // Back to durable commits for whatever else the connection commits.
        let restored = set_synchronous(c, *level);
        if let Err(e) = restored {
            // (Short of a broken connection, which the pool then drops, this cannot fail.)
            tracing::error!("cannot make the connection's commits durable again: {e}");
            return Err(e.into());
        }
    }
    committed?;
    Ok(durable.map(|(file, _)| Unsynced { file, outbox_seq }))
}

/// Sets SQLite's `PRAGMA synchronous` (1 NORMAL, 2 FULL, 3 EXTRA) on `c`, as a statement the
/// connection keeps compiled: set twice around every durable write, the pragma was parsed
/// again each time (`batch_execute`, which `sqlite3_exec`s: about a tenth of a move's samples
/// in a perf profile of the last orders POST, issue 30).
fn set_synchronous(c: &mut AnyConnection, level: i32) -> Result<(), diesel::result::Error> {
    let text = match level {
        0 => "PRAGMA synchronous = 0",
        1 => "PRAGMA synchronous = 1",
        2 => "PRAGMA synchronous = 2",
        _ => "PRAGMA synchronous = 3",
    };
    cached::sql(text).execute(c)?;
    Ok(())
}

/// A commit on SQLite still to be made durable by a shared fsync.
struct Unsynced {
    /// The database file whose WAL is to be synced.
    file: PathBuf,
    /// The outbox's AUTOINCREMENT counter read right after the commit: every mail with an id up
    /// to it was committed before then, so the fsync this commit waits for makes them all
    /// durable, and the mail worker need not sync again for them
    /// ([`group_commit::GroupSync::outbox_durable_upto`]).
    outbox_seq: Option<i64>,
}

/// Waits for a shared fsync of `unsynced`'s WAL that starts after now ([`group_commit`]).
fn wait_durable<E: From<diesel::result::Error>>(unsynced: Option<Unsynced>) -> Result<(), E> {
    if let Some(Unsynced { file, outbox_seq }) = unsynced {
        let sync = group_commit::of(&file);
        sync.durable().map_err(group_commit::sync_error)?;
        if let Some(seq) = outbox_seq {
            sync.note_outbox_durable(seq);
        }
    }
    Ok(())
}

/// `BEGIN IMMEDIATE`, `f`, then `COMMIT` (or `ROLLBACK` when `f` fails).
fn sqlite_transaction(
    c: &mut AnyConnection,
    f: &mut dyn FnMut(&mut AnyConnection) -> Result<(), TxFail>,
) -> Result<(), TxFail> {
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    let AnyConnection::Sqlite(inner) = c else {
        unreachable!("only called on SQLite")
    };
    AnsiTransactionManager::begin_transaction_sql(inner, "BEGIN IMMEDIATE")?;
    let result = f(c);
    let AnyConnection::Sqlite(inner) = c else {
        unreachable!("the connection's backend does not change")
    };
    match result {
        Ok(value) => {
            <AnsiTransactionManager as TransactionManager<SqliteConnection>>::commit_transaction(
                inner,
            )?;
            Ok(value)
        }
        Err(e) => {
            // The error that made `f` fail is the one worth reporting.
            let _ = <AnsiTransactionManager as TransactionManager<SqliteConnection>>::rollback_transaction(inner);
            Err(e)
        }
    }
}

/// Runs `f` (a statement or a transaction of its own) with a commit that need not reach the disk
/// before it returns: SQLite's `synchronous = NORMAL` for that while (the WAL is not synced at
/// this commit), PostgreSQL's `synchronous_commit = off` for its transaction. For writes whose
/// loss in a power cut or an operating-system crash costs nothing: a mail worker's claim (lost,
/// its rows are unclaimed again, which is what an expired lease gives anyway).
///
/// The commit is still visible to every connection at once, and it survives the process being
/// killed (`kill -9`): the data is in the operating system's cache, written to disk later.
/// Both databases write their log in order, so the next durable commit makes it durable too.
/// It never makes anything else less durable: a commit of another connection keeps its own
/// setting. What `f` reads may not be durable yet on SQLite (a [`write_transaction`] is
/// visible before its shared fsync, see [`group_commit`]): whoever tells the outside world
/// about it calls [`group_commit::make_durable`] first, as the mail worker does (through
/// [`group_commit::make_outbox_durable`]) before its claim. (PostgreSQL makes a synchronous
/// commit visible only after its flush.)
pub fn lazy_commit<T, F>(c: &mut AnyConnection, f: F) -> Result<T, diesel::result::Error>
where
    F: FnOnce(&mut AnyConnection) -> Result<T, diesel::result::Error>,
{
    if c.is_sqlite() {
        #[derive(diesel::QueryableByName)]
        struct Level {
            #[diesel(sql_type = diesel::sql_types::Integer)]
            synchronous: i32,
        }
        let was = cached::sql("PRAGMA synchronous")
            .get_result::<Level>(c)?
            .synchronous;
        if was <= 1 {
            // OFF or NORMAL already (ROOKERY_SQLITE_SYNCHRONOUS=normal).
            return f(c);
        }
        set_synchronous(c, 1)?;
        let out = f(c);
        let restored = set_synchronous(c, was);
        let out = out?;
        restored?;
        return Ok(out);
    }
    c.transaction(|c| {
        c.batch_execute("SET LOCAL synchronous_commit = off")?;
        f(c)
    })
}

/// The database a process opens unless `DATABASE_URL` says otherwise.
pub const DEFAULT_DATABASE_URL: &str = "./rookery.db";

/// The database settings every process reads (`serve`, `worker`, `inbound`, `demo`, …), from
/// environment variables, validated at start with errors that name the variable:
///
/// | variable | default | meaning |
/// |---|---|---|
/// | `DATABASE_URL` | `./rookery.db` | a SQLite file (created with the schema on first start), or `postgres://…` |
/// | `ROOKERY_DB_POOL` | 2 per CPU, 4–16 | database connections (1–200) |
/// | `ROOKERY_CHANGE_FEED` | `on` | `off`: on PostgreSQL, views read page versions and sessions with a query each instead of following the database's notifications (`db::changes`) |
/// | `ROOKERY_CHANGE_FEED_LAG_MS` | `1000` | 0–60000: how late a view may show another server's change (`db::changes`: a view then needs no round trip to PostgreSQL); 0: every view waits for one |
#[derive(Clone, Debug)]
pub struct DbConfig {
    pub target: Target,
    pub pool_size: u32,
    /// Whether `rookery serve` follows PostgreSQL's change feed (`changes`).
    pub change_feed: bool,
    /// How late a view may show another server's change (`changes::Freshness::Lagging`).
    pub change_feed_lag: std::time::Duration,
}

impl DbConfig {
    pub fn from_env() -> Result<DbConfig, String> {
        let target = Target::from_env()?;
        let pool_size = crate::settings::number::<u32>("ROOKERY_DB_POOL", 1, 200)?
            .unwrap_or_else(default_pool_size);
        // On unless switched off: a pooler in transaction mode (PgBouncer's) cannot LISTEN.
        let change_feed = crate::settings::env_var("ROOKERY_CHANGE_FEED")?.is_none()
            || crate::settings::flag("ROOKERY_CHANGE_FEED")?;
        let change_feed_lag =
            crate::settings::number::<u64>("ROOKERY_CHANGE_FEED_LAG_MS", 0, 60_000)?
                .map_or(changes::DEFAULT_LAG, std::time::Duration::from_millis);
        Ok(DbConfig {
            target,
            pool_size,
            change_feed,
            change_feed_lag,
        })
    }
}

/// Two connections per CPU, 4 to 16: more connections than cores only queue up in the database
/// (measured: on 2 cores, 8 PostgreSQL connections gave a p99 of ~200 ms, 4 gave ~40 ms).
pub fn default_pool_size() -> u32 {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get()) as u32;
    (2 * cpus).clamp(4, 16)
}

/// Which database a `DATABASE_URL` names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A file path (created if missing), or `:memory:`.
    Sqlite(String),
    /// A `postgres://` or `postgresql://` URL.
    Postgres(String),
}

impl Target {
    /// The database named by `DATABASE_URL` (default [`DEFAULT_DATABASE_URL`]).
    pub fn from_env() -> Result<Target, String> {
        let url = crate::settings::env_var("DATABASE_URL")?
            .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
        Target::parse(&url)
    }

    /// Reads a `DATABASE_URL`: `postgres://…` / `postgresql://…` for PostgreSQL, `sqlite://PATH`
    /// or a plain path for SQLite. Any other scheme is an error.
    pub fn parse(url: &str) -> Result<Target, String> {
        let url = url.trim();
        if url.is_empty() {
            return Err("DATABASE_URL is empty".into());
        }
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            return Ok(Target::Postgres(url.to_string()));
        }
        if let Some(path) = url.strip_prefix("sqlite://") {
            if path.is_empty() {
                return Err("DATABASE_URL=sqlite:// names no file".into());
            }
            return Ok(Target::Sqlite(path.to_string()));
        }
        if let Some((scheme, _)) = url.split_once("://") {
            return Err(format!(
                "DATABASE_URL has the scheme {scheme}://, which Rookery does not know; \
                 use a file path (SQLite) or a postgres:// URL"
            ));
        }
        Ok(Target::Sqlite(url.to_string()))
    }

    /// A description that never echoes a password: the host, port and database of a
    /// PostgreSQL URL, or no detail at all when the URL is ambiguous (see [`PgUrlSecrets`]).
    pub fn describe(&self) -> String {
        match self {
            Target::Sqlite(path) => format!("SQLite file {path}"),
            Target::Postgres(url) => {
                let secrets = PgUrlSecrets::of(url);
                if secrets.ambiguous {
                    return "PostgreSQL database of DATABASE_URL (details not shown: the URL may hold a password that is not percent-encoded)".into();
                }
                let rest = url.split_once("://").map(|x| x.1).unwrap_or("");
                let host = rest.rsplit_once('@').map(|x| x.1).unwrap_or(rest);
                let host = host.split('?').next().unwrap_or("");
                format!("PostgreSQL at {}", secrets.scrub(host))
            }
        }
    }
}

/// The secrets a PostgreSQL URL may hold, to keep them out of every message: the password of
/// its user-info part and the values of `password`-like query parameters, as written and
/// percent-decoded.
///
/// libpq splits `user:pa@ss@host` at the first `@` and then names the "host" `ss@host` in its
/// error; it also echoes malformed percent-escapes and whatever it took for a port. A URL
/// where that can happen (more than one `@`, a `/`, `?` or `#` inside the user-info, a broken
/// `%` escape in a secret) is *ambiguous*: its connection errors are replaced by a message of
/// our own instead of being scrubbed.
#[derive(Debug, Default)]
pub struct PgUrlSecrets {
    secrets: Vec<String>,
    pub ambiguous: bool,
}

fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    Some(String::from_utf8_lossy(&out).into_owned())
}

impl PgUrlSecrets {
    pub fn of(url: &str) -> PgUrlSecrets {
        let mut out = PgUrlSecrets::default();
        let rest = url.split_once("://").map(|x| x.1).unwrap_or(url);
        let add = |out: &mut PgUrlSecrets, secret: &str| {
            if secret.is_empty() {
                return;
            }
            out.secrets.push(secret.to_string());
            match percent_decode(secret) {
                Some(d) if d != secret => out.secrets.push(d),
                Some(_) => {}
                None => out.ambiguous = true,
            }
        };
        let after_userinfo = match rest.matches('@').count() {
            0 => rest,
            1 => {
                let (userinfo, host) = rest.split_once('@').unwrap_or(("", rest));
                if userinfo.contains(['/', '?', '#']) {
                    out.ambiguous = true;
                }
                if let Some((_, password)) = userinfo.split_once(':') {
                    add(&mut out, password);
                }
                host
            }
            _ => {
                out.ambiguous = true;
                // Everything before the last '@' may be a password.
                let (userinfo, host) = rest.rsplit_once('@').unwrap_or(("", rest));
                add(&mut out, userinfo);
                host
            }
        };
        if let Some((_, query)) = after_userinfo.split_once('?') {
            for pair in query.split('&') {
                let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                if k.to_ascii_lowercase().contains("pass") {
                    add(&mut out, v);
                }
            }
        }
        // Longest first, so that a secret containing another is hidden whole.
        out.secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        out
    }

    /// `text` with every secret replaced by `***`.
    pub fn scrub(&self, text: &str) -> String {
        let mut t = text.to_string();
        for s in &self.secrets {
            t = t.replace(s.as_str(), "***");
        }
        t
    }
}

/// Establishes connections for the pool, one backend per [`Target`].
#[derive(Clone, Debug)]
pub struct Manager {
    target: Target,
    sqlite_sync: SqliteSync,
}

/// When an SQLite commit returns (`ROOKERY_SQLITE_SYNCHRONOUS`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SqliteSync {
    /// `full`, the default: a commit returns once it is on the disk, so an accepted move
    /// survives a power cut or a crash of the machine, as a PostgreSQL commit does. Costs an
    /// fsync of the write-ahead log, shared by the [`write_transaction`]s that commit together
    /// ([`group_commit`]); nothing on reads.
    Full,
    /// `normal`: a commit returns once it is in the write-ahead log, which reaches the disk
    /// at the next checkpoint. It survives a crash of Rookery, not of the machine: the last
    /// moves before a power cut can be lost. For throwaway databases (tests, benchmarks) or a
    /// disk that is slow to sync.
    Normal,
}

impl SqliteSync {
    /// From `ROOKERY_SQLITE_SYNCHRONOUS` (`full` when unset).
    pub fn from_env() -> Result<SqliteSync, String> {
        match crate::settings::env_var("ROOKERY_SQLITE_SYNCHRONOUS")?.as_deref() {
            None | Some("full") => Ok(SqliteSync::Full),
            Some("normal") => Ok(SqliteSync::Normal),
            Some(other) => Err(format!(
                "ROOKERY_SQLITE_SYNCHRONOUS={other:?}: write full (the default) or normal"
            )),
        }
    }

    fn pragma(self) -> &'static str {
        match self {
            SqliteSync::Full => "FULL",
            SqliteSync::Normal => "NORMAL",
        }
    }
}

/// With `RUST_LOG=rookery::db::sql=trace`: every statement's text (never its values, which may
/// be a password's hash or a token) as it runs, and again when it is compiled into the
/// connection's statement cache. A statement that runs often and is never cached is compiled
/// on every run (see [`cached`]). Nothing is installed when the level is off.
fn trace_statements<C: diesel::connection::Connection>(c: &mut C) {
    use diesel::connection::InstrumentationEvent;
    if !tracing::enabled!(target: "rookery::db::sql", tracing::Level::TRACE) {
        return;
    }
    c.set_instrumentation(|event: InstrumentationEvent<'_>| match event {
        InstrumentationEvent::StartQuery { query, .. } => {
            let text = query.to_string();
            // Diesel writes the values after the text: leave them out.
            let text = text.split(" -- binds: ").next().unwrap_or("");
            tracing::trace!(target: "rookery::db::sql", "run: {text}");
        }
        InstrumentationEvent::CacheQuery { sql, .. } => {
            tracing::trace!(target: "rookery::db::sql", "compiled into the cache: {sql}");
        }
        _ => {}
    });
}

/// Why a connection could not be made or used.
#[derive(Debug)]
pub struct ConnectError(pub String);

impl fmt::Display for ConnectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConnectError {}

impl r2d2::ManageConnection for Manager {
    type Connection = AnyConnection;
    type Error = ConnectError;

    fn connect(&self) -> Result<AnyConnection, ConnectError> {
        match &self.target {
            Target::Sqlite(path) => {
                let mut c = SqliteConnection::establish(path).map_err(|e| {
                    ConnectError(format!("cannot open the SQLite file {path}: {e}"))
                })?;
                // busy_timeout first: setting WAL on a fresh file from several pool threads at
                // once would otherwise fail with "database is locked". Even so SQLite answers
                // that at once, without waiting, to two connections that both read the fresh
                // file and then both want it for themselves to switch it to WAL (waiting could
                // deadlock): one of them tries again. WAL stays set in the file, so a retry
                // usually finds it done.
                let setup = format!(
                    "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; \
                     PRAGMA synchronous = {}; PRAGMA foreign_keys = ON;",
                    self.sqlite_sync.pragma()
                );
                let mut attempt = 0u64;
                loop {
                    match c.batch_execute(&setup) {
                        Ok(()) => break,
                        Err(e) if attempt < 50 && e.to_string().contains("database is locked") => {
                            attempt += 1;
                            std::thread::sleep(std::time::Duration::from_millis(
                                5 * attempt.min(20),
                            ));
                        }
                        Err(e) => {
                            return Err(ConnectError(format!(
                                "cannot set up the SQLite file {path}: {e}"
                            )))
                        }
                    }
                }
                trace_statements(&mut c);
                Ok(AnyConnection::Sqlite(c))
            }
            Target::Postgres(url) => PgConnection::establish(url)
                .map(|mut c| {
                    trace_statements(&mut c);
                    AnyConnection::Postgresql(c)
                })
                .map_err(|e| {
                    let secrets = PgUrlSecrets::of(url);
                    let detail = if secrets.ambiguous {
                        "the URL could not be used as it is (percent-encode special characters in the password: @ as %40, / as %2F, ? as %3F, % as %25, : as %3A)".to_string()
                    } else {
                        secrets.scrub(&e.to_string())
                    };
                    ConnectError(format!(
                        "cannot connect to {}: {detail}",
                        self.target.describe()
                    ))
                }),
        }
    }

    fn is_valid(&self, conn: &mut AnyConnection) -> Result<(), ConnectError> {
        conn.ping().map_err(|e| ConnectError(e.to_string()))
    }

    fn has_broken(&self, conn: &mut AnyConnection) -> bool {
        conn.is_broken()
    }
}

pub type Pool = r2d2::Pool<Manager>;
pub type PooledConn = r2d2::PooledConnection<Manager>;

/// The database handle shared by the whole service.
#[derive(Clone)]
pub struct Db {
    pub pool: Pool,
    pub target: Target,
}

impl fmt::Debug for Db {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Db({})", self.target.describe())
    }
}

impl Db {
    /// Opens (creating a SQLite file if needed) and migrates the database.
    pub fn open(target: Target, pool_size: u32) -> Result<Db, String> {
        let manager = Manager {
            target: target.clone(),
            sqlite_sync: SqliteSync::from_env()?,
        };
        // One connection first, to report a bad URL at once and to run the migrations alone.
        let mut first = r2d2::ManageConnection::connect(&manager).map_err(|e| e.0)?;
        run_migrations(&mut first)?;
        drop(first);
        let pool = r2d2::Pool::builder()
            .max_size(pool_size)
            // No test query per check-out (a `SELECT 1` on every request): a connection that
            // broke is found by the query that meets it, and dropped (`has_broken`).
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(15))
            .build(manager)
            .map_err(|e| {
                format!(
                    "cannot open a connection pool for {}: {e}",
                    target.describe()
                )
            })?;
        Ok(Db { pool, target })
    }

    /// A pooled connection.
    pub fn conn(&self) -> Result<PooledConn, DbError> {
        self.pool
            .get()
            .map_err(|e| DbError::Unavailable(e.to_string()))
    }
}

/// Runs the migrations not yet run, one process at a time: two processes starting on the same
/// fresh database (two app servers, a server and a command, a test and the server it starts)
/// would otherwise both find a migration pending and the second fail on "table … already
/// exists". On SQLite the whole run holds the write lock (`BEGIN IMMEDIATE`, waiting its turn
/// through `busy_timeout`; each migration's own transaction becomes a savepoint); on PostgreSQL
/// a session advisory lock, released whatever the outcome.
fn run_migrations(conn: &mut AnyConnection) -> Result<(), String> {
    /// A failed run, in words (diesel's migration errors and its query errors alike).
    struct Failed(String);
    impl From<diesel::result::Error> for Failed {
        fn from(e: diesel::result::Error) -> Failed {
            Failed(e.to_string())
        }
    }
    /// The advisory lock's key: any constant the service uses for nothing else.
    const MIGRATION_LOCK: i64 = 0x526f_6f6b_6d69_6772; // "Rookmigr"
    let result = match conn {
        AnyConnection::Sqlite(c) => c.immediate_transaction(|c| {
            c.run_pending_migrations(SQLITE_MIGRATIONS)
                .map(|_| ())
                .map_err(|e| Failed(e.to_string()))
        }),
        AnyConnection::Postgresql(c) => {
            let lock = format!("SELECT pg_advisory_lock({MIGRATION_LOCK})");
            match c.batch_execute(&lock) {
                Err(e) => Err(Failed(e.to_string())),
                Ok(()) => {
                    let ran = c
                        .run_pending_migrations(PG_MIGRATIONS)
                        .map(|_| ())
                        .map_err(|e| Failed(e.to_string()));
                    let unlock = format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})");
                    let unlocked = c.batch_execute(&unlock).map_err(Failed::from);
                    ran.and(unlocked)
                }
            }
        }
    };
    result.map_err(|Failed(e)| format!("database migrations failed: {e}"))
}

/// An error of a query as diesel reports it: what [`DbError`] is made from, named here so that
/// the layers above never name diesel.
pub type QueryError = diesel::result::Error;

/// A storage failure, as the service layer sees it.
#[derive(Debug)]
pub enum DbError {
    /// No connection could be had (pool timeout, database down).
    Unavailable(String),
    /// A unique constraint refused the write (a race that the caller may retry).
    Conflict(String),
    /// Anything else.
    Query(diesel::result::Error),
    /// Stored data that does not parse (a bug or a manual edit).
    Corrupt(String),
}

impl fmt::Display for DbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbError::Unavailable(e) => write!(f, "the database is unavailable: {e}"),
            DbError::Conflict(e) => write!(f, "a concurrent change got there first: {e}"),
            DbError::Query(e) => write!(f, "database error: {e}"),
            DbError::Corrupt(e) => write!(f, "stored data is invalid: {e}"),
        }
    }
}

impl std::error::Error for DbError {}

impl From<diesel::result::Error> for DbError {
    fn from(e: diesel::result::Error) -> DbError {
        use diesel::result::{DatabaseErrorKind, Error};
        match e {
            Error::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
                DbError::Conflict(info.message().to_string())
            }
            // SQLite reports lock timeouts as generic errors; they are worth a retry too.
            Error::DatabaseError(_, ref info)
                if info.message().contains("database is locked")
                    || info.message().contains("could not serialize") =>
            {
                DbError::Conflict(info.message().to_string())
            }
            other => DbError::Query(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::db::schema::login_failures;
    use diesel::prelude::*;
    use std::sync::{Arc, Barrier};

    /// Two writers on one SQLite file: `first` reads, then (after `second` has committed a write)
    /// writes. Returns whether `first` got its write in.
    fn read_then_write(immediate: bool) -> bool {
        let dir =
            std::env::temp_dir().join(format!("rookery-db-{}-{}", std::process::id(), immediate));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let target = Target::parse(dir.join("t.db").to_str().unwrap()).unwrap();
        let db = Db::open(target, 2).unwrap();
        let read = Arc::new(Barrier::new(2));
        let written = Arc::new(Barrier::new(2));
        let second = {
            let (db, read, written) = (db.clone(), read.clone(), written.clone());
            std::thread::spawn(move || {
                let mut c = db.conn().unwrap();
                read.wait();
                // With BEGIN IMMEDIATE this waits for the first to commit (busy_timeout).
                let done = diesel::insert_into(login_failures::table)
                    .values((
                        login_failures::key.eq("second"),
                        login_failures::at.eq(chrono::NaiveDateTime::MIN),
                    ))
                    .execute(&mut *c);
                written.wait();
                done.is_ok()
            })
        };
        let mut c = db.conn().unwrap();
        let body = |c: &mut AnyConnection| -> Result<(), diesel::result::Error> {
            let _: i64 = login_failures::table.count().get_result(c)?;
            read.wait();
            if !immediate {
                written.wait();
            } else {
                // The second writer is now blocked on our lock; give it a moment to try.
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            diesel::insert_into(login_failures::table)
                .values((
                    login_failures::key.eq("first"),
                    login_failures::at.eq(chrono::NaiveDateTime::MIN),
                ))
                .execute(c)?;
            Ok(())
        };
        let first = if immediate {
            write_transaction(&mut c, body)
        } else {
            Connection::transaction(&mut *c, body)
        };
        if immediate {
            written.wait();
        }
        assert!(second.join().unwrap(), "the second writer always gets in");
        drop(c);
        let _ = std::fs::remove_dir_all(&dir);
        first.is_ok()
    }

    #[test]
    fn a_write_transaction_is_not_refused_half_way_on_sqlite() {
        // The plain transaction (BEGIN) is refused at its first write because another writer
        // committed after it read: what made a password-reset request fail now and then.
        assert!(
            !read_then_write(false),
            "SQLite refuses the plain transaction's upgrade"
        );
        assert!(
            read_then_write(true),
            "BEGIN IMMEDIATE waits up front and then succeeds"
        );
    }

    use super::*;

    /// A database in a new SQLite file of its own (`t.db` in a fresh temporary folder, named by
    /// `tag` and the process), migrated; the folder is returned for the test to remove.
    fn fresh_file(tag: &str) -> (std::path::PathBuf, Db) {
        let dir = std::env::temp_dir().join(format!("rookery-db-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let target = Target::parse(dir.join("t.db").to_str().unwrap()).unwrap();
        (dir, Db::open(target, 2).unwrap())
    }

    /// The connection's `PRAGMA synchronous` (1 NORMAL, 2 FULL).
    fn level(c: &mut AnyConnection) -> i32 {
        #[derive(diesel::QueryableByName)]
        struct Level {
            #[diesel(sql_type = diesel::sql_types::Integer)]
            synchronous: i32,
        }
        diesel::sql_query("PRAGMA synchronous")
            .get_result::<Level>(c)
            .unwrap()
            .synchronous
    }

    #[test]
    fn a_write_transaction_returns_after_a_shared_fsync_and_leaves_the_connection_durable() {
        let (dir, db) = fresh_file("group");
        let mut c = db.conn().unwrap();
        let was = level(&mut c);
        let durable = group_commit::durable_file(&mut c).unwrap();
        if was < 2 {
            // ROOKERY_SQLITE_SYNCHRONOUS=normal: no durability promised, no fsync.
            assert!(durable.is_none());
            return;
        }
        let (path, _) = durable.expect("a file with durable commits");
        let sync = group_commit::of(&path);
        let started = sync.syncs_started();
        let inside = write_transaction(&mut c, |c| -> Result<i32, diesel::result::Error> {
            diesel::insert_into(login_failures::table)
                .values((
                    login_failures::key.eq("group"),
                    login_failures::at.eq(chrono::NaiveDateTime::MIN),
                ))
                .execute(c)?;
            Ok(level(c))
        })
        .unwrap();
        assert_eq!(inside, 1, "the commit itself does not sync (NORMAL)");
        assert!(
            sync.syncs_finished() > started,
            "it returned after an fsync that started after it began"
        );
        assert_eq!(level(&mut c), was, "the connection commits durably again");
        // A failed transaction too leaves the connection durable.
        let failed = write_transaction(&mut c, |_| -> Result<(), diesel::result::Error> {
            Err(diesel::result::Error::RollbackTransaction)
        });
        assert!(failed.is_err());
        assert_eq!(level(&mut c), was);
        drop(c);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The mail worker's fsync before it claims is skipped only for mails a commit of this
    /// process already saw made durable; a mail written any other way gets an fsync.
    #[test]
    fn a_mail_is_synced_before_its_claim_unless_its_commit_already_was() {
        let (dir, db) = fresh_file("outbox");
        let mut c = db.conn().unwrap();
        let Some((path, _)) = group_commit::durable_file(&mut c).unwrap() else {
            return; // ROOKERY_SQLITE_SYNCHRONOUS=normal: nothing is synced at all.
        };
        let sync = group_commit::of(&path);
        let mail = |n: i32| {
            format!(
                "INSERT INTO outbox (to_address, kind, subject, body_text, body_html, status, \
                 created_at, due_at) VALUES ('p{n}@example.org', 'your_move', 's', 't', 'h', \
                 'pending', '2026-12-05 12:00:00', '2026-12-05 12:00:00')"
            )
        };
        let newest = |c: &mut AnyConnection| {
            #[derive(diesel::QueryableByName)]
            struct Id {
                #[diesel(sql_type = diesel::sql_types::Integer)]
                id: i32,
            }
            diesel::sql_query("SELECT max(id) AS id FROM outbox")
                .get_result::<Id>(c)
                .unwrap()
                .id
        };
        // Written by a write transaction of this process: durable when it returned.
        write_transaction(&mut c, |c| -> Result<(), diesel::result::Error> {
            c.batch_execute(&mail(1))
        })
        .unwrap();
        let first = newest(&mut c);
        let before = sync.syncs_started();
        group_commit::make_outbox_durable(&mut c, i64::from(first)).unwrap();
        assert_eq!(sync.syncs_started(), before, "no second fsync for it");
        // Written outside (as another process would): the worker syncs before claiming it.
        c.batch_execute(&mail(2)).unwrap();
        let second = newest(&mut c);
        let before = sync.syncs_started();
        group_commit::make_outbox_durable(&mut c, i64::from(second)).unwrap();
        assert!(
            sync.syncs_finished() > before,
            "an fsync for the mail it cannot vouch for"
        );
        drop(c);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_lazy_commit_is_seen_at_once_and_leaves_the_connection_durable() {
        let (dir, db) = fresh_file("lazy");
        let mut c = db.conn().unwrap();
        // FULL unless ROOKERY_SQLITE_SYNCHRONOUS=normal.
        let was = level(&mut c);
        let inside = lazy_commit(&mut c, |c| {
            let inside = level(c);
            diesel::insert_into(login_failures::table)
                .values((
                    login_failures::key.eq("lazy"),
                    login_failures::at.eq(chrono::NaiveDateTime::MIN),
                ))
                .execute(c)?;
            Ok(inside)
        })
        .unwrap();
        assert_eq!(inside, 1, "NORMAL while it runs");
        assert_eq!(level(&mut c), was, "as it was afterwards");
        // Another connection sees the commit at once.
        let mut other = db.conn().unwrap();
        let n: i64 = login_failures::table
            .filter(login_failures::key.eq("lazy"))
            .count()
            .get_result(&mut *other)
            .unwrap();
        assert_eq!(n, 1);
        drop((c, other));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn urls_choose_the_backend_by_scheme() {
        assert_eq!(
            Target::parse("./rookery.db").unwrap(),
            Target::Sqlite("./rookery.db".into())
        );
        assert_eq!(
            Target::parse("sqlite:///tmp/x.db").unwrap(),
            Target::Sqlite("/tmp/x.db".into())
        );
        assert!(matches!(
            Target::parse("postgres://u:pw@h/db").unwrap(),
            Target::Postgres(_)
        ));
        assert!(matches!(
            Target::parse("postgresql:///db").unwrap(),
            Target::Postgres(_)
        ));
        let err = Target::parse("mysql://x/y").unwrap_err();
        assert!(err.contains("mysql://"), "{err}");
        assert!(Target::parse("  ").is_err());
        let d = Target::parse("postgres://u:secret@db.example:5432/x")
            .unwrap()
            .describe();
        assert!(!d.contains("secret"), "{d}");
        assert!(d.contains("db.example:5432/x"), "{d}");
    }

    #[test]
    fn postgres_urls_never_show_their_passwords() {
        for (url, secret_parts) in [
            ("postgres://u:s3cr@t@db.example/x", &["s3cr", "t@db"][..]),
            ("postgres://u@db.example/x?password=s3cret", &["s3cret"][..]),
            (
                "postgres://u@db.example/x?sslpassword=s3%cret",
                &["s3%cret", "s3"][..],
            ),
            (
                "postgres://u:se/cret@db.example:1/x",
                &["se/cret", "cret"][..],
            ),
            (
                "postgres://u:p%zzword@db.example/x",
                &["p%zz", "zzword"][..],
            ),
            (
                "postgres://u:s3%40cret@db.example/x",
                &["s3%40cret", "s3@cret"][..],
            ),
        ] {
            let d = Target::parse(url).unwrap().describe();
            for part in secret_parts {
                assert!(!d.contains(part), "{url}: {d}");
            }
        }
        let s = PgUrlSecrets::of("postgres://u:pw%40x@h/db?password=other");
        assert!(!s.ambiguous);
        assert_eq!(
            s.scrub("failed for pw@x and pw%40x and other"),
            "failed for *** and *** and ***"
        );
        assert!(PgUrlSecrets::of("postgres://u:a@b@h/db").ambiguous);
        assert!(PgUrlSecrets::of("postgres://u:a/b@h/db").ambiguous);
        assert!(!PgUrlSecrets::of("postgres://u@h/db").ambiguous);
    }

    /// Several processes may start on one fresh SQLite file at once (two servers, a test and the
    /// server it starts): each opens it, and none fails on a migration another already ran.
    #[test]
    fn several_openers_of_one_fresh_file_all_migrate_it() {
        for round in 0..6 {
            let dir = std::env::temp_dir()
                .join(format!("rookery-db-openers-{}-{round}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            let file = dir.join("t.db").to_str().unwrap().to_string();
            let start = Arc::new(Barrier::new(4));
            let openers: Vec<_> = (0..4)
                .map(|_| {
                    let (file, start) = (file.clone(), start.clone());
                    std::thread::spawn(move || {
                        start.wait();
                        Db::open(Target::parse(&file).unwrap(), 1).map(|_| ())
                    })
                })
                .collect();
            for o in openers {
                o.join().unwrap().unwrap();
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}
