//! `rookery backup FILE` (docs/settings.md, "Back up the database"): a copy of the SQLite
//! database taken while a real server plays on it.
//!
//! - Taken while clients post moves as fast as the server answers, the copy is one moment of
//!   the database: every game's row agrees with the inputs it has (a copy made of pages read
//!   at different moments would not), and it holds every move answered before the backup began
//!   and none that was not yet made when it ended.
//! - A server started on the copy serves the game as it was, and takes the next move.
//! - Refused, with nothing written: a file that exists, a database that does not (none is
//!   created in its place), a file that is not a Rookery database, a PostgreSQL `DATABASE_URL`
//!   (which names `pg_dump`).

use crate::web_support;

use rookery::db::queries;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use web_support::*;

const BIN: &str = env!("CARGO_BIN_EXE_rookery");

fn backup(database_url: &str, file: &std::path::Path) -> std::process::Output {
    Command::new(BIN)
        .arg("backup")
        .arg(file)
        .env("DATABASE_URL", database_url)
        .output()
        .unwrap()
}

/// The inputs a game's log holds in the database `svc` opens, and the length its row states.
fn log_and_row(svc: &rookery::service::Service, game: i32) -> (usize, i32) {
    let mut c = svc.db.conn().unwrap();
    let inputs = queries::inputs_after(&mut c, game, 0).unwrap().len();
    let row = queries::game(&mut c, game)
        .unwrap()
        .expect("the game")
        .log_len;
    (inputs, row)
}

#[test]
fn a_backup_taken_while_moves_are_posted_is_one_moment_of_the_database() {
    const CLIENTS: usize = 4;
    let db = TestDb::new(&Backend::Sqlite, "backup");
    let server = Server::start_with(&db, &[("ROOKERY_MAX_SEALS_PER_STEP", "10000")]);
    let mut svc = db.service();
    svc.limits.games_per_day = 1000;
    svc.limits.open_lobbies = 1000;
    svc.limits.registrations_per_hour = 1000;
    let games = resealing_games(&svc, &unique("b"), CLIENTS);
    let mut posters = Vec::new();
    for (name, game) in &games {
        let (c, form) = logged_in_with_quiet_orders(&server, game.0, name, "password-123");
        posters.push((game.0, c, form.fields));
    }
    // Each client posts its game's orders again and again and counts what was answered.
    let stop = Arc::new(AtomicBool::new(false));
    let answered: Arc<Vec<AtomicUsize>> =
        Arc::new((0..CLIENTS).map(|_| AtomicUsize::new(0)).collect());
    let threads: Vec<_> = posters
        .into_iter()
        .enumerate()
        .map(|(i, (game, mut client, fields))| {
            let (stop, answered) = (stop.clone(), answered.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    let r = client.post(&format!("/games/{game}/act"), &fields);
                    assert_eq!(r.status, 303, "{}", r.body);
                    answered[i].fetch_add(1, Ordering::SeqCst);
                }
            })
        })
        .collect();
    while answered
        .iter()
        .map(|a| a.load(Ordering::SeqCst))
        .sum::<usize>()
        < 40
    {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let base: Vec<usize> = games
        .iter()
        .map(|(_, g)| log_and_row(&svc, g.0).0)
        .collect();
    let copy = db.dir.join("copy.db");
    let out = backup(&db.url, &copy);
    let after: Vec<usize> = games
        .iter()
        .map(|(_, g)| log_and_row(&svc, g.0).0)
        .collect();
    stop.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(&format!("{CLIENTS} games")) && stdout.contains("checked"),
        "{stdout}"
    );
    assert!(
        after.iter().zip(&base).any(|(a, b)| a > b),
        "no move was made while the backup ran: the test proves nothing"
    );

    let copied = rookery::service::Service::new(
        rookery::db::Db::open(rookery::db::Target::Sqlite(copy.display().to_string()), 2).unwrap(),
    );
    for (i, (_, game)) in games.iter().enumerate() {
        let (inputs, row) = log_and_row(&copied, game.0);
        assert_eq!(
            inputs, row as usize,
            "game {}: the copy's row and inputs disagree",
            game.0
        );
        assert!(
            (base[i]..=after[i]).contains(&inputs),
            "game {}: the copy holds {inputs} inputs, {} before the backup and {} after",
            game.0,
            base[i],
            after[i]
        );
        copied.load_game(*game).expect("the copy's game replays");
    }
    drop(copied);

    // A server on the copy shows the game as it was and takes the next move.
    drop(server);
    let (name, game) = &games[0];
    let copy_db = TestDb {
        url: copy.display().to_string(),
        dir: db.dir.join("on-copy"),
        backend: Backend::Sqlite,
    };
    std::fs::create_dir_all(&copy_db.dir).unwrap();
    let on_copy = Server::start(&copy_db);
    let before = log_and_row(&copy_db.service(), game.0).0;
    let (mut c, form) = logged_in_with_quiet_orders(&on_copy, game.0, name, "password-123");
    let r = c.post(&format!("/games/{}/act", game.0), &form.fields);
    assert_eq!(r.status, 303, "{}", r.body);
    let (inputs, row) = log_and_row(&copy_db.service(), game.0);
    assert_eq!((inputs, row as usize), (before + 1, before + 1));
    drop(on_copy);
}

#[test]
fn a_backup_that_cannot_be_made_writes_nothing_and_says_why() {
    let db = TestDb::new(&Backend::Sqlite, "backup-refused");
    // A database made by a server (its migrations run).
    drop(Server::start(&db));
    let existing = db.dir.join("existing.db");
    std::fs::write(&existing, b"keep me").unwrap();
    let cases: Vec<(String, std::path::PathBuf, &str)> = vec![
        (db.url.clone(), existing.clone(), "exists"),
        (
            db.dir.join("nowhere.db").display().to_string(),
            db.dir.join("a.db"),
            "no database",
        ),
        (
            existing.display().to_string(),
            db.dir.join("b.db"),
            "not a Rookery database",
        ),
        (
            "postgres://rookery@127.0.0.1:9/rookery".into(),
            db.dir.join("c.db"),
            "pg_dump",
        ),
    ];
    for (url, file, why) in cases {
        let out = backup(&url, &file);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "{url} into {}: accepted",
            file.display()
        );
        assert!(stderr.contains(why), "{url}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        if file != existing {
            assert!(!file.exists(), "{url}: {} written", file.display());
        }
    }
    assert_eq!(std::fs::read(&existing).unwrap(), b"keep me");
    assert!(
        !db.dir.join("nowhere.db").exists(),
        "a database was created where there was none"
    );
}
