//! Group commit on SQLite (issue 30, item 3): many write transactions made durable by one
//! fsync of the write-ahead log, none of them answered before it.
//!
//! With `synchronous = FULL` every SQLite commit syncs the WAL while it still holds the
//! database's single write lock, so concurrent writers queue up behind one fsync each. Instead
//! [`crate::db::write_transaction`] commits with `synchronous = NORMAL` (the commit is written
//! into the WAL, in the operating system's cache, and the lock is free at once), then waits in
//! [`GroupSync::durable`] for an fsync of the WAL **that started after its commit**: one fsync
//! covers every commit written before it started (the WAL is one file, written in order), so
//! the writers that committed while an fsync ran share the next one. A caller is told its
//! transaction succeeded only after that, which keeps the promise of a durable commit: no move
//! is answered "accepted" before it is on the disk.
//!
//! What changes is what *others* may see: another connection sees a commit as soon as it is
//! written, before its fsync. Whatever tells the outside world about a commit it did not make
//! itself must therefore make what it read durable first: the mail worker does
//! ([`make_outbox_durable`] before its claim, so before sending). A page read in that window may show a
//! move a few milliseconds before it is durable; only a power cut in that window (not a crash
//! of Rookery: the data is in the operating system's cache) would take it back, and its mover
//! was never told it was accepted.
//!
//! An fsync that fails poisons the file's [`GroupSync`] for good: after a failed fsync Linux
//! may have dropped the data it could not write and a later fsync would succeed without it, so
//! every later durable commit of this process fails (as PostgreSQL stops on a failed fsync).

use std::collections::HashMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// How a WAL is synced: given its path and the inode it had at the last sync (updated).
type SyncFn = Box<dyn Fn(&Path, &mut Option<u64>) -> std::io::Result<()> + Send + Sync>;

/// The fsyncs of one database file's WAL, shared by the process's connections to it.
pub struct GroupSync {
    wal: PathBuf,
    state: Mutex<State>,
    done: Condvar,
    /// Replaced in tests, to count syncs and hold one open.
    sync: SyncFn,
    /// Every mail (outbox row) with an id up to this one is known to be on the disk: a commit
    /// of this process read the outbox's AUTOINCREMENT counter right after it committed and then
    /// saw an fsync that started later finish. Ids are never reused (AUTOINCREMENT) and SQLite
    /// has one writer at a time, so each such mail was committed before that fsync began.
    outbox_durable: AtomicI64,
}

#[derive(Default)]
struct State {
    /// The number of fsyncs started, and finished.
    started: u64,
    finished: u64,
    running: bool,
    /// Callers waiting for another's fsync.
    waiting: usize,
    /// The WAL's inode at the last fsync: a new one (the file was made anew) has its directory
    /// entry synced too.
    inode: Option<u64>,
    /// Set by a failed fsync, for good.
    poisoned: Option<String>,
}

impl GroupSync {
    fn new(database: &Path) -> GroupSync {
        let mut wal = database.as_os_str().to_owned();
        wal.push("-wal");
        GroupSync::with_sync(PathBuf::from(wal), Box::new(sync_wal))
    }

    fn with_sync(wal: PathBuf, sync: SyncFn) -> GroupSync {
        GroupSync {
            wal,
            state: Mutex::new(State::default()),
            done: Condvar::new(),
            sync,
            outbox_durable: AtomicI64::new(0),
        }
    }

    /// Records that every mail with an id up to `seq` is durable (see `outbox_durable`).
    pub fn note_outbox_durable(&self, seq: i64) {
        self.outbox_durable.fetch_max(seq, Ordering::AcqRel);
    }

    /// The newest mail id up to which every mail is known to be durable (0: none known).
    pub fn outbox_durable_upto(&self) -> i64 {
        self.outbox_durable.load(Ordering::Acquire)
    }

    /// Returns once an fsync of the WAL that started after this call began has finished: then
    /// every commit written before the call is on the disk. The first caller to find no fsync
    /// running runs one; the others wait for it, and those that came while it ran share the
    /// next one.
    pub fn durable(&self) -> Result<(), String> {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        // An fsync already running may have started before this caller's commit: the next one.
        let needed = s.started + 1;
        loop {
            if let Some(why) = &s.poisoned {
                return Err(why.clone());
            }
            if s.finished >= needed {
                return Ok(());
            }
            if !s.running {
                s.running = true;
                s.started += 1;
                let ticket = s.started;
                let mut inode = s.inode;
                drop(s);
                let result = (self.sync)(&self.wal, &mut inode);
                s = self.state.lock().unwrap_or_else(|e| e.into_inner());
                s.running = false;
                s.inode = inode;
                match result {
                    Ok(()) => s.finished = ticket,
                    Err(e) => {
                        let why = format!(
                            "the write-ahead log {} could not be synced to the disk: {e}",
                            self.wal.display()
                        );
                        tracing::error!("{why}; no write of this process can be durable now");
                        s.poisoned = Some(why);
                    }
                }
                self.done.notify_all();
                continue;
            }
            s.waiting += 1;
            s = self.done.wait(s).unwrap_or_else(|e| e.into_inner());
            s.waiting -= 1;
        }
    }

    /// The fsyncs started, and finished, so far.
    pub fn syncs_started(&self) -> u64 {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).started
    }

    pub fn syncs_finished(&self) -> u64 {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .finished
    }

    #[cfg(test)]
    fn waiting(&self) -> usize {
        self.state.lock().unwrap().waiting
    }
}

/// fdatasync of the WAL, opened anew each time (SQLite may delete it and make a new one when
/// the last connection closes); its directory too when the file is new since the last sync.
fn sync_wal(wal: &Path, inode: &mut Option<u64>) -> std::io::Result<()> {
    let file = std::fs::File::open(wal)?;
    file.sync_data()?;
    let ino = file.metadata()?.ino();
    if *inode != Some(ino) {
        if let Some(dir) = wal.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::File::open(dir)?.sync_all()?;
        } else {
            std::fs::File::open(".")?.sync_all()?;
        }
        *inode = Some(ino);
    }
    Ok(())
}

/// The process's [`GroupSync`] of the database file `database` (its full path, as SQLite
/// names it).
pub fn of(database: &Path) -> Arc<GroupSync> {
    static ALL: OnceLock<Mutex<HashMap<PathBuf, Arc<GroupSync>>>> = OnceLock::new();
    let mut all = ALL
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    all.entry(database.to_path_buf())
        .or_insert_with(|| Arc::new(GroupSync::new(database)))
        .clone()
}

/// Makes every commit that `c` can see durable: on SQLite with durable commits, an fsync of the
/// WAL that starts now (shared with the process's other writers); nothing elsewhere (PostgreSQL
/// makes a durable commit visible only once it is flushed; `ROOKERY_SQLITE_SYNCHRONOUS=normal`
/// promises no durability). For what tells the outside world about others' commits: the mail
/// worker, after its claim and before sending.
pub fn make_durable(c: &mut super::AnyConnection) -> Result<(), diesel::result::Error> {
    match durable_file(c)? {
        Some((file, _)) => of(&file).durable().map_err(sync_error),
        None => Ok(()),
    }
}

/// Makes every mail with an id up to `newest` durable, as [`make_durable`] does, but without an
/// fsync when a commit of this process already saw them made durable (the usual case: the
/// move that wrote a mail waited for its fsync before it woke the worker). A mail written by
/// another process, or by a commit whose fsync is still running, gets an fsync of its own.
pub fn make_outbox_durable(
    c: &mut super::AnyConnection,
    newest: i64,
) -> Result<(), diesel::result::Error> {
    match durable_file(c)? {
        Some((file, _)) => {
            let sync = of(&file);
            if sync.outbox_durable_upto() >= newest {
                return Ok(());
            }
            sync.durable().map_err(sync_error)
        }
        None => Ok(()),
    }
}

/// The outbox's AUTOINCREMENT counter (the newest mail id ever given), read right after a
/// commit; `None` when it cannot be read (then the worker syncs for its mails itself).
pub(super) fn outbox_seq(c: &mut super::AnyConnection) -> Option<i64> {
    #[derive(diesel::QueryableByName)]
    struct Seq {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        seq: i64,
    }
    super::cached::sql(
        "SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'outbox'), 0) AS seq",
    )
    .get_result::<Seq>(c)
    .map(|s| s.seq)
    .map_err(|e| tracing::debug!("the outbox's counter could not be read: {e}"))
    .ok()
}

/// The SQLite file behind `c` when its commits are to be durable (`synchronous = FULL` or
/// more, a file and not an in-memory database), with that level; `None` otherwise and on
/// PostgreSQL.
pub(super) fn durable_file(
    c: &mut super::AnyConnection,
) -> Result<Option<(PathBuf, i32)>, diesel::result::Error> {
    #[derive(diesel::QueryableByName)]
    struct Setting {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        level: i32,
        #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
        file: Option<String>,
    }
    if !c.is_sqlite() {
        return Ok(None);
    }
    let s: Setting = super::cached::sql(
        "SELECT (SELECT synchronous FROM pragma_synchronous) AS level, \
         (SELECT file FROM pragma_database_list WHERE name = 'main') AS file",
    )
    .get_result(c)?;
    Ok(s.file
        .filter(|f| s.level >= 2 && !f.is_empty())
        .map(|f| (PathBuf::from(f), s.level)))
}

pub(super) fn sync_error(why: String) -> diesel::result::Error {
    diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::Unknown, Box::new(why))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::mpsc;

    /// A GroupSync whose fsync counts itself and, while `hold` is set, waits for a go.
    fn counted() -> (
        Arc<GroupSync>,
        Arc<AtomicU64>,
        mpsc::Sender<()>,
        mpsc::Receiver<()>,
    ) {
        let count = Arc::new(AtomicU64::new(0));
        let (go_tx, go_rx) = mpsc::channel::<()>();
        let (started_tx, started_rx) = mpsc::channel::<()>();
        let go_rx = Mutex::new(go_rx);
        let c = count.clone();
        let g = GroupSync::with_sync(
            PathBuf::from("test-wal"),
            Box::new(move |_, _| {
                started_tx.send(()).unwrap();
                go_rx.lock().unwrap().recv().unwrap();
                c.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }),
        );
        (Arc::new(g), count, go_tx, started_rx)
    }

    #[test]
    fn a_caller_waits_for_an_fsync_that_started_after_it_and_latecomers_share_one() {
        let (g, count, go, started) = counted();
        // A first caller starts an fsync and is held inside it.
        let first = {
            let g = g.clone();
            std::thread::spawn(move || g.durable())
        };
        started.recv().unwrap();
        // Three callers come while it runs: that fsync may have started before their commits,
        // so none of them may return with it.
        let late: Vec<_> = (0..3)
            .map(|_| {
                let g = g.clone();
                std::thread::spawn(move || g.durable())
            })
            .collect();
        while g.waiting() < 3 {
            std::thread::yield_now();
        }
        // Let the first fsync finish: its caller returns; the late ones need one more.
        go.send(()).unwrap();
        first.join().unwrap().unwrap();
        assert_eq!(count.load(Ordering::SeqCst), 1);
        // One of them runs the second fsync, for all three; none returned before it.
        started.recv().unwrap();
        assert!(late.iter().all(|t| !t.is_finished()));
        go.send(()).unwrap();
        for t in late {
            t.join().unwrap().unwrap();
        }
        assert_eq!(
            count.load(Ordering::SeqCst),
            2,
            "the three late callers shared one fsync"
        );
    }

    #[test]
    fn a_failed_fsync_fails_every_later_durable_commit() {
        let g = GroupSync::with_sync(
            PathBuf::from("test-wal"),
            Box::new(|_, _| Err(std::io::Error::other("disk gone"))),
        );
        assert!(g.durable().unwrap_err().contains("disk gone"));
        assert!(g.durable().unwrap_err().contains("disk gone"));
    }
}
