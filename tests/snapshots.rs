//! A game not in memory (issue 30, item 4), on SQLite and PostgreSQL: restored from its stored
//! snapshot (packed, at its round's start) and the round's inputs, or unpacked from the cache's
//! packed part, it is the game the whole log replays to, and its page is the page of the same
//! game held in memory.

use crate::web_support;

use rookery::service::cache::{GameCache, Lookup, Replayed};
use rookery::service::demo::DEMO_PASSWORD;
use web_support::*;

/// The state and every input's events of a replay.
fn contents(r: &Replayed) -> (String, Vec<String>) {
    (
        serde_json::to_string(r.game.state()).unwrap(),
        r.events
            .iter()
            .map(|e| {
                format!(
                    "{} {} {} {} {} {}",
                    e.seq,
                    e.house.key(),
                    e.at,
                    e.phase,
                    e.origin.key(),
                    serde_json::to_string(&e.events()).unwrap()
                )
            })
            .collect(),
    )
}

/// The game of `row` replayed from its setup through its whole log, as if nothing were stored.
fn whole_log_replayed(
    c: &mut rookery::db::AnyConnection,
    row: &rookery::db::models::GameRow,
) -> Replayed {
    let mut full = Replayed::start(row).unwrap();
    let inputs = rookery::db::queries::inputs_between(c, row.id, 0, row.log_len).unwrap();
    full.extend(&inputs).unwrap();
    full
}

#[test]
fn a_game_not_in_memory_is_restored_to_the_game_and_page_of_a_cached_one() {
    for backend in backends() {
        let db = TestDb::new(&backend, "snapshots");
        let mut svc = db.service();
        // Mid-game: round 3, every house's orders but one's given since the round began.
        let demo = rookery::demo::create_game(&svc, 4, 3, 3).unwrap();
        let other = rookery::demo::create_game(&svc, 3, 5, 2).unwrap();
        let id = demo.game_id;
        let mut c = svc.db.conn().unwrap();
        let row = rookery::db::queries::game(&mut c, id).unwrap().unwrap();
        let (snap_len, version, _) = rookery::db::queries::snapshots::snapshot_of(&mut c, id)
            .unwrap()
            .expect("a snapshot written at the round's start");
        assert_eq!(version, rookery::service::snapshot::version());
        assert!(
            snap_len > 0 && snap_len < row.log_len,
            "{snap_len} of {} inputs",
            row.log_len
        );

        // The whole log replayed from the setup, as if nothing were stored.
        let full = whole_log_replayed(&mut c, &row);

        // Restored from the snapshot: a cache that keeps only the game in use, which is
        // another one.
        svc.cache = GameCache::new(0);
        let other_row = rookery::db::queries::game(&mut c, other.game_id)
            .unwrap()
            .unwrap();
        svc.cache.replayed(&mut c, &other_row).unwrap();
        let (restored, how) = svc.cache.replayed_how(&mut c, &row).unwrap();
        assert_eq!(how, Lookup::Miss, "{}", db.label());
        assert_eq!(contents(&restored), contents(&full), "{}", db.label());

        // Unpacked: a cache whose live part holds one game, and packs the game it lets go.
        svc.cache = GameCache::with_budgets(1, 1 << 20);
        assert_eq!(
            svc.cache.replayed_how(&mut c, &row).unwrap().1,
            Lookup::Miss
        );
        svc.cache.replayed(&mut c, &other_row).unwrap();
        let (unpacked, how) = svc.cache.replayed_how(&mut c, &row).unwrap();
        assert_eq!(how, Lookup::Packed, "{}", db.label());
        assert_eq!(contents(&unpacked), contents(&full), "{}", db.label());
        assert_eq!(svc.cache.usage().games, 2);
        drop(c);

        // The page, from a server holding the game in memory and from one that restores it
        // at every view (the other game viewed in between), as the awaited player sees it.
        let (awaited, _) = demo.next.clone().unwrap();
        let name = &demo.players.iter().find(|(h, _)| *h == awaited).unwrap().1;
        // Both servers on one clock, stopped now: the absence form's defaults are the
        // current minute, and two views a second apart could fall on either side of one.
        let clock = stopped_clock(&db);
        let clock = ("ROOKERY_CLOCK_FILE", clock.as_str());
        let cached = Server::start_with(&db, &[clock]);
        let cold = Server::start_with(&db, &[("ROOKERY_CACHE_MB", "0"), clock]);
        let mut pages = vec![];
        for server in [&cached, &cold] {
            let mut client = server.client();
            assert_eq!(client.login(name, DEMO_PASSWORD).status, 303);
            for path in [
                format!("/games/{}", other.game_id),
                format!("/games/{id}"),
                format!("/games/{id}/log"),
            ] {
                let r = client.get(&path);
                assert_eq!(r.status, 200, "{path}: {}", r.body);
                pages.push(without_csrf(&r.body));
            }
        }
        let (from_cache, from_snapshot) = pages.split_at(3);
        assert!(from_cache[1].contains("place_orders"), "the orders form");
        assert_eq!(from_cache, from_snapshot, "{}", db.label());
        assert!(
            cold.output().is_empty() || !cold.output().contains("does not decode"),
            "{}",
            cold.output()
        );
    }
}

/// A snapshot is used only by a build whose engine has the source it was written by: one
/// that names another engine fingerprint (a rule, a card or a type's shape changed since) is
/// left unused, and the game is replayed from its log instead.
#[test]
fn a_snapshot_written_by_another_build_of_the_engine_is_not_used() {
    for backend in backends() {
        let db = TestDb::new(&backend, "snapshot-builds");
        let svc = db.service();
        let demo = rookery::demo::create_game(&svc, 4, 3, 3).unwrap();
        let id = demo.game_id;
        let mut c = svc.db.conn().unwrap();
        let row = rookery::db::queries::game(&mut c, id).unwrap().unwrap();
        let (log_len, version, text) = rookery::db::queries::snapshots::snapshot_of(&mut c, id)
            .unwrap()
            .unwrap();
        let fingerprint = rookery::engine::SOURCE_FINGERPRINT;
        assert!(
            fingerprint.len() == 16 && version.ends_with(fingerprint),
            "{version} names {fingerprint}"
        );
        assert!(rookery::service::snapshot::load(&mut c, &row)
            .unwrap()
            .is_some());
        let older = version.replace(fingerprint, "0123456789abcdef");
        rookery::db::queries::snapshots::replace_snapshot(&mut c, id, log_len, older, text)
            .unwrap();
        assert!(
            rookery::service::snapshot::load(&mut c, &row)
                .unwrap()
                .is_none(),
            "{}",
            db.label()
        );
    }
}

/// A game quiet for a minute gets a stored snapshot at its whole log (the mail worker's due
/// jobs), so that a server without it in memory restores it from one row and replays nothing;
/// a game that moved within the minute keeps the snapshot of its round's start. The work is
/// done in passing: the games do not become live in the cache (only their packed copies are
/// kept), a snapshot further along is never replaced by one behind it, one written by another
/// build of the engine is replaced, and a game that cannot be restored is left behind without
/// stopping the others.
#[test]
fn a_quiet_game_s_snapshot_catches_up_with_its_log_and_a_restore_replays_nothing() {
    use diesel::RunQueryDsl;
    use rookery::db::queries::snapshots as q;
    use rookery::service::clock::Clock;
    use rookery::service::snapshot::{version, QUIET};
    use std::sync::{Arc, Mutex};
    for backend in backends() {
        let db = TestDb::new(&backend, "snapshot-catch-up");
        let mut svc = db.service();
        let demo = rookery::demo::create_game(&svc, 4, 3, 3).unwrap();
        let other = rookery::demo::create_game(&svc, 3, 5, 2).unwrap();
        let broken = rookery::demo::create_game(&svc, 3, 7, 2).unwrap();
        let mut c = svc.db.conn().unwrap();
        // A game whose row claims an input its log does not have: it cannot be restored.
        diesel::sql_query(format!(
            "UPDATE games SET log_len = log_len + 1 WHERE id = {}",
            broken.game_id
        ))
        .execute(&mut *c)
        .unwrap();
        let row_of = |c: &mut _, id| rookery::db::queries::game(c, id).unwrap().unwrap();
        let stored = |c: &mut _, id| q::snapshot_of(c, id).unwrap().unwrap();
        let row = row_of(&mut c, demo.game_id);
        let (round_start, _, _) = stored(&mut c, demo.game_id);
        assert!(
            round_start < row.log_len,
            "behind: {round_start} of {}",
            row.log_len
        );

        // Moved just now: not quiet yet, nothing written.
        svc.cache = GameCache::new(64);
        assert_eq!(svc.catch_up_snapshots().unwrap(), 0, "{}", db.label());
        assert_eq!(stored(&mut c, demo.game_id).0, round_start);

        // A minute and more later, by the mail worker's due jobs: both games' snapshots at
        // their whole logs, this build's; no game made live; the broken one left behind.
        let later = svc.now() + QUIET + chrono::TimeDelta::seconds(5);
        svc.clock = Clock::Manual(Arc::new(Mutex::new(later)));
        svc.run_due_jobs().unwrap();
        for id in [demo.game_id, other.game_id] {
            let (len, v, _) = stored(&mut c, id);
            assert_eq!(len, row_of(&mut c, id).log_len, "game {id}, {}", db.label());
            assert_eq!(v, version());
        }
        // Packed: the two at their whole logs, and the broken one's stored snapshot as read.
        let usage = svc.cache.usage();
        assert_eq!(
            (usage.live_games, usage.packed_games),
            (0, 3),
            "{}",
            db.label()
        );
        let (len, _, _) = stored(&mut c, broken.game_id);
        assert!(len < row_of(&mut c, broken.game_id).log_len, "left behind");
        assert_eq!(
            svc.catch_up_snapshots().unwrap(),
            0,
            "nothing more to write"
        );

        // Restored from that one row: at the whole log (no input to replay), and the game the
        // whole log replays to.
        let (restored, _) = rookery::service::snapshot::load(&mut c, &row)
            .unwrap()
            .expect("a usable snapshot");
        assert_eq!(restored.log_len, row.log_len);
        let full = whole_log_replayed(&mut c, &row);
        assert_eq!(contents(&restored), contents(&full), "{}", db.label());
        svc.cache = GameCache::new(0);
        let (from_db, how) = svc.cache.replayed_how(&mut c, &row).unwrap();
        assert_eq!(how, Lookup::Miss);
        assert_eq!(contents(&from_db), contents(&full), "{}", db.label());

        // Never backwards: a snapshot behind the stored one is not written.
        let (_, _, text) = stored(&mut c, demo.game_id);
        let wrote = rookery::db::write_transaction(&mut c, |c| {
            q::catch_up_snapshot(c, demo.game_id, round_start, version(), text.clone())
        })
        .unwrap();
        assert!(!wrote);
        assert_eq!(stored(&mut c, demo.game_id).0, row.log_len);

        // Another build's snapshot, though at the whole log, is replaced by this build's.
        let older = version().replace(rookery::engine::SOURCE_FINGERPRINT, "0123456789abcdef");
        q::replace_snapshot(&mut c, demo.game_id, row.log_len, older, text).unwrap();
        assert_eq!(svc.catch_up_snapshots().unwrap(), 1, "{}", db.label());
        assert_eq!(stored(&mut c, demo.game_id).1, version());
    }
}
