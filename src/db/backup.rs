//! A copy of a SQLite database taken while servers run on it (`rookery backup FILE`).
//!
//! SQLite's `VACUUM INTO` writes a consistent snapshot of the database, compacted, into a new
//! file: it reads in one transaction, so in WAL mode the servers go on writing meanwhile and the
//! copy holds every commit made before it began and none after. Copying the file with `cp`
//! instead may catch it half-written, or leave behind the commits still in `rookery.db-wal`.
//! The copy is then opened on its own and checked (`PRAGMA integrity_check`) before it is
//! reported, so that an operator learns of a bad copy when it is made, not when it is needed.
//!
//! The database is opened as it is: no migration runs (a backup taken before an upgrade is
//! the database of the version before it). PostgreSQL has `pg_dump` for this.

use diesel::connection::SimpleConnection;
use diesel::sql_types::{BigInt, Text};
use diesel::{Connection, QueryableByName, RunQueryDsl, SqliteConnection};
use std::path::Path;

/// What a backup wrote: the copy's size and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copy {
    pub bytes: u64,
    pub games: i64,
    pub accounts: i64,
}

/// Why no backup was written, or why the one written is not to be trusted.
#[derive(Debug)]
pub enum BackupError {
    /// The database to copy is not there (nothing is created in its place).
    NoDatabase(String),
    /// The copy would overwrite a file.
    Exists(String),
    /// A path SQLite cannot be given (not UTF-8).
    BadPath(String),
    /// The database refused (not a Rookery database, locked past the busy timeout, a full disk).
    Db(String),
    /// The copy was written but its check failed.
    Damaged(String),
}

impl std::fmt::Display for BackupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BackupError::NoDatabase(p) => write!(f, "there is no database at {p}"),
            BackupError::Exists(p) => write!(f, "{p} exists: name a new file"),
            BackupError::BadPath(p) => write!(f, "{p}: the path is not UTF-8"),
            BackupError::Db(e) => write!(f, "the database refused: {e}"),
            BackupError::Damaged(e) => write!(f, "the copy failed its check: {e}"),
        }
    }
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(QueryableByName)]
struct Check {
    #[diesel(sql_type = Text)]
    integrity_check: String,
}

fn open(path: &str) -> Result<SqliteConnection, BackupError> {
    let mut c = SqliteConnection::establish(path).map_err(|e| BackupError::Db(e.to_string()))?;
    // Wait for a writer's lock as the servers do, rather than fail at once.
    c.batch_execute("PRAGMA busy_timeout = 10000")
        .map_err(|e| BackupError::Db(e.to_string()))?;
    Ok(c)
}

fn count(c: &mut SqliteConnection, table: &str) -> Result<i64, BackupError> {
    diesel::sql_query(format!("SELECT count(*) AS n FROM {table}"))
        .get_result::<Count>(c)
        .map(|r| r.n)
        .map_err(|e| BackupError::Damaged(format!("{table}: {e}")))
}

/// Copies the SQLite database at `from` into the new file `to` and checks the copy.
pub fn copy_sqlite(from: &Path, to: &Path) -> Result<Copy, BackupError> {
    let shown = |p: &Path| p.display().to_string();
    if !from.is_file() {
        return Err(BackupError::NoDatabase(shown(from)));
    }
    if to.exists() {
        return Err(BackupError::Exists(shown(to)));
    }
    let from_text = from
        .to_str()
        .ok_or_else(|| BackupError::BadPath(shown(from)))?;
    let to_text = to.to_str().ok_or_else(|| BackupError::BadPath(shown(to)))?;
    let mut source = open(from_text)?;
    // Only a Rookery database: its `games` table answers (nothing is written to the source).
    count(&mut source, "games")
        .map_err(|_| BackupError::Db(format!("{} is not a Rookery database", shown(from))))?;
    diesel::sql_query("VACUUM INTO ?")
        .bind::<Text, _>(to_text)
        .execute(&mut source)
        .map_err(|e| BackupError::Db(e.to_string()))?;
    drop(source);
    let mut copy = open(to_text)?;
    let checks: Vec<Check> = diesel::sql_query("PRAGMA integrity_check")
        .load(&mut copy)
        .map_err(|e| BackupError::Damaged(e.to_string()))?;
    let problems: Vec<String> = checks
        .into_iter()
        .map(|c| c.integrity_check)
        .filter(|line| line != "ok")
        .collect();
    if !problems.is_empty() {
        return Err(BackupError::Damaged(problems.join("; ")));
    }
    let games = count(&mut copy, "games")?;
    let accounts = count(&mut copy, "users")?;
    drop(copy);
    let bytes = std::fs::metadata(to)
        .map_err(|e| BackupError::Damaged(e.to_string()))?
        .len();
    Ok(Copy {
        bytes,
        games,
        accounts,
    })
}
