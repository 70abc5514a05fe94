//! Deadlines, on SQLite and PostgreSQL: a passed deadline moves the game on with the engine's
//! defaults and says so to the right people; reminders go to houses still awaited, once per
//! offset; the creator extends, pauses and resumes the clock; held mails go out in one daily
//! digest. Time is a manual clock moved by the test; mails are read from the outbox table.

use crate::web_support;

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::models::{InputRow, MissedDeadline, OutboxRow};
use rookery::db::schema::{inputs, missed_deadlines, outbox, users};
use rookery::engine::House;
use rookery::service::clock::{write_clock_file, Clock};
use rookery::service::lobby::{Deadlines, GameSpec};
use rookery::service::GameId;
use rookery::service::UserId;
use rookery::service::{Service, ServiceError};
use std::collections::BTreeSet;
use std::sync::{Arc, Barrier};
use web_support::*;

fn t0() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 11, 23)
        .unwrap()
        .and_hms_opt(10, 0, 0)
        .unwrap()
}

/// A service on `db` with its own manual clock.
fn service(db: &TestDb, clock: &Clock) -> Service {
    Service::with_clock(db.service().db, clock.clone())
}

struct Table {
    game: i32,
    /// (house, user id, name, time zone), the creator first.
    seats: Vec<(House, i32, String, String)>,
}

impl Table {
    fn user(&self, h: House) -> i32 {
        self.seats.iter().find(|s| s.0 == h).unwrap().1
    }
    fn house_of(&self, user: i32) -> House {
        self.seats.iter().find(|s| s.1 == user).unwrap().0
    }
}

const ZONES: [&str; 3] = ["Europe/Berlin", "America/New_York", "UTC"];

/// A started 3-player game (Stark created it), every player with a verified address.
fn three_player_game(svc: &Service, tag: &str, deadlines: Deadlines) -> Table {
    let houses = rookery::service::lobby::houses_for(3);
    let mut seats = Vec::new();
    for (i, h) in houses.iter().enumerate() {
        let name = format!("{tag}-{}", h.key());
        let login = svc.register(&name, "password-123", ZONES[i]).unwrap();
        let id = login.user.user_id;
        let mut c = svc.db.conn().unwrap();
        let email = format!("{name}@example.org");
        diesel::update(users::table.find(id))
            .set((
                users::email.eq(Some(email.clone())),
                users::email_key.eq(Some(email.to_lowercase())),
                users::email_verified_at.eq(Some(svc.now())),
            ))
            .execute(&mut *c)
            .unwrap();
        seats.push((*h, id, name, ZONES[i].to_string()));
    }
    let spec = GameSpec {
        deadlines,
        ..choice_spec(format!("deadlines {tag}"), 3, houses[0])
    };
    let game = svc.create_game(UserId(seats[0].1), &spec).unwrap();
    for (h, u, _, _) in &seats[1..] {
        svc.join(game, UserId(*u), Some(*h), None).unwrap();
    }
    svc.start(game, UserId(seats[0].1)).unwrap();
    Table {
        game: game.0,
        seats,
    }
}

fn mails(svc: &Service, game: Option<i32>) -> Vec<OutboxRow> {
    let mut c = svc.db.conn().unwrap();
    let mut q = outbox::table.order(outbox::id.asc()).into_boxed();
    if let Some(g) = game {
        q = q.filter(outbox::game_id.eq(g));
    }
    // Notes are worded as the sender words them (issue 26).
    rookery::mail::notes::worded_rows(svc, q.load(&mut *c).unwrap())
}

fn log(svc: &Service, game: i32) -> Vec<InputRow> {
    let mut c = svc.db.conn().unwrap();
    inputs::table
        .filter(inputs::game_id.eq(game))
        .order(inputs::seq.asc())
        .load(&mut *c)
        .unwrap()
}

fn missed(svc: &Service, game: i32) -> Vec<MissedDeadline> {
    let mut c = svc.db.conn().unwrap();
    missed_deadlines::table
        .filter(missed_deadlines::game_id.eq(game))
        .order(missed_deadlines::id.asc())
        .load(&mut *c)
        .unwrap()
}

/// (user, kind) of the mails written at `at`.
fn written_at(rows: &[OutboxRow], at: NaiveDateTime) -> BTreeSet<(i32, String)> {
    rows.iter()
        .filter(|m| m.created_at == at)
        .map(|m| (m.user_id.unwrap(), m.kind.clone()))
        .collect()
}

fn deadline_of(svc: &Service, game: i32) -> Option<NaiveDateTime> {
    svc.load_game(GameId(game)).unwrap().row.deadline_at
}

fn each_backend(tag: &str, f: impl Fn(&TestDb)) {
    for b in backends() {
        let db = TestDb::new(&b, tag);
        eprintln!("{tag} on {}", db.label());
        f(&db);
    }
}

#[test]
fn a_missed_deadline_moves_the_game_on_with_the_defaults() {
    each_backend("missed", |db| {
        let clock = Clock::manual(t0());
        let svc = service(db, &clock);
        let t = three_player_game(&svc, &unique("m"), Deadlines::default());
        let g = t.game;
        assert_eq!(deadline_of(&svc, g), Some(t0() + TimeDelta::hours(48)));
        svc.submit(
            GameId(g),
            UserId(t.user(House::Stark)),
            House::Stark,
            &orders(&svc, g, House::Stark),
            None,
        )
        .unwrap();

        // Not due yet: nothing happens.
        clock.advance(TimeDelta::hours(47));
        assert_eq!(svc.run_due_jobs().unwrap().deadlines, 0);
        assert_eq!(log(&svc, g).len(), 1);

        clock.advance(TimeDelta::hours(2));
        let now = svc.now();
        let before_mails = mails(&svc, Some(g)).len();
        assert_eq!(svc.run_due_jobs().unwrap().deadlines, 1);

        // The defaults are in the log, as inputs of nobody, marked.
        let entries = log(&svc, g);
        assert_eq!(entries.len(), 3, "Stark's orders and two defaults");
        assert!(!entries[0].by_deadline && entries[0].user_id.is_some());
        assert_eq!(entries[0].origin, "player");
        let filled: BTreeSet<&str> = entries[1..].iter().map(|e| e.house.as_str()).collect();
        assert_eq!(filled, BTreeSet::from(["baratheon", "lannister"]));
        for e in &entries[1..] {
            assert!(e.by_deadline, "{e:?}");
            assert_eq!(e.origin, "deadline", "{e:?}");
            assert_eq!(e.user_id, None);
            assert_eq!(e.created_at, now);
        }
        // Who missed it, with their accounts.
        let m = missed(&svc, g);
        let who: BTreeSet<(String, Option<i32>)> =
            m.iter().map(|r| (r.house.clone(), r.user_id)).collect();
        assert_eq!(
            who,
            BTreeSet::from([
                ("baratheon".to_string(), Some(t.user(House::Baratheon))),
                ("lannister".to_string(), Some(t.user(House::Lannister))),
            ])
        );
        assert!(m
            .iter()
            .all(|r| r.round == 1 && r.phase == "planning" && r.seq == 1));

        // The game moved on: orders are revealed, a new step with a new deadline.
        let loaded = svc.load_game(GameId(g)).unwrap();
        assert_eq!(loaded.row.log_len, 3);
        assert_ne!(loaded.row.phase, "planning");
        let game = &loaded.replayed.as_ref().unwrap().game;
        let awaited: BTreeSet<House> = game.awaiting().iter().map(|a| a.house).collect();
        assert!(!awaited.is_empty());
        assert!(loaded.row.deadline_at.is_some_and(|d| d > now));
        assert_eq!(loaded.row.deadline_seq, 3);

        // The mails: "your move" to the newly awaited, "missed" to the missers, nobody else.
        let all = mails(&svc, Some(g));
        assert!(all.len() > before_mails);
        let mut expected: BTreeSet<(i32, String)> = BTreeSet::new();
        for h in &awaited {
            expected.insert((t.user(*h), "your_move".into()));
        }
        for h in [House::Lannister, House::Baratheon] {
            expected.insert((t.user(h), "missed".into()));
        }
        assert_eq!(written_at(&all, now), expected);
        // Each misser is told its own defaults, never another house's.
        let missed_mail = |h: House| {
            all.iter()
                .find(|m| m.kind == "missed" && m.user_id == Some(t.user(h)))
                .unwrap()
                .clone()
        };
        let lan = missed_mail(House::Lannister);
        assert!(
            lan.subject.contains("missed the deadline"),
            "{}",
            lan.subject
        );
        assert!(lan.body_text.contains("Lannisport"), "{}", lan.body_text);
        assert!(!lan.body_text.contains("Dragonstone"), "{}", lan.body_text);
        assert!(!lan.body_text.contains("Winterfell"), "{}", lan.body_text);
        let bar = missed_mail(House::Baratheon);
        assert!(bar.body_text.contains("Dragonstone"), "{}", bar.body_text);
        assert!(!bar.body_text.contains("Lannisport"), "{}", bar.body_text);
        assert_eq!(lan.to_address, format!("{}@example.org", t.seats[1].2));

        // A second sweep finds nothing to do.
        let count = all.len();
        let ran = svc.run_due_jobs().unwrap();
        assert_eq!(ran.deadlines, 0);
        assert_eq!(log(&svc, g).len(), 3);
        assert_eq!(missed(&svc, g).len(), 2);
        assert_eq!(mails(&svc, Some(g)).len(), count);

        // A fresh service (no cache) replays the same game.
        let fresh = service(db, &clock);
        assert_eq!(
            fresh.load_game(GameId(g)).unwrap().row.phase,
            loaded.row.phase
        );
    });
}

#[test]
fn two_sweeps_racing_fill_in_the_defaults_once() {
    each_backend("race", |db| {
        let clock = Clock::manual(t0());
        let a = Arc::new(service(db, &clock));
        let b = Arc::new(service(db, &clock));
        let tag = unique("r");
        let tables: Vec<Table> = (0..3)
            .map(|i| three_player_game(&a, &format!("{tag}{i}"), Deadlines::default()))
            .collect();
        // Both caches warm: each must notice the other's writes.
        for t in &tables {
            a.load_game(GameId(t.game)).unwrap();
            b.load_game(GameId(t.game)).unwrap();
        }
        clock.advance(TimeDelta::hours(49));
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = [a.clone(), b.clone()]
            .into_iter()
            .map(|svc| {
                let barrier = barrier.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    svc.run_due_jobs().unwrap().deadlines
                })
            })
            .collect();
        let moved: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
        assert_eq!(moved, tables.len(), "each game moved on exactly once");
        for t in &tables {
            let entries = log(&a, t.game);
            assert_eq!(entries.len(), 3, "three defaults, once");
            assert!(entries.iter().all(|e| e.by_deadline));
            for (i, e) in entries.iter().enumerate() {
                assert_eq!(e.seq as usize, i + 1);
            }
            assert_eq!(missed(&a, t.game).len(), 3);
            let missed_mails = mails(&a, Some(t.game))
                .into_iter()
                .filter(|m| m.kind == "missed")
                .count();
            assert_eq!(missed_mails, 3);
            // Both services see the same game.
            assert_eq!(
                a.load_game(GameId(t.game)).unwrap().row.phase,
                b.load_game(GameId(t.game)).unwrap().row.phase
            );
            assert_eq!(
                b.load_game(GameId(t.game))
                    .unwrap()
                    .replayed
                    .unwrap()
                    .log_len,
                3
            );
        }
    });
}

#[test]
fn reminders_go_to_houses_still_awaited_once_per_offset() {
    each_backend("remind", |db| {
        let clock = Clock::manual(t0());
        let svc = service(db, &clock);
        let t = three_player_game(&svc, &unique("r"), Deadlines::default());
        let g = t.game;
        svc.submit(
            GameId(g),
            UserId(t.user(House::Stark)),
            House::Stark,
            &orders(&svc, g, House::Stark),
            None,
        )
        .unwrap();
        let reminders = |svc: &Service| -> Vec<OutboxRow> {
            mails(svc, Some(g))
                .into_iter()
                .filter(|m| m.kind == "reminder")
                .collect()
        };
        // 12 hours before the 48-hour deadline: not yet.
        clock.advance(TimeDelta::hours(35));
        assert_eq!(svc.run_due_jobs().unwrap().reminders, 0);
        clock.advance(TimeDelta::hours(1) + TimeDelta::minutes(1));
        assert_eq!(svc.run_due_jobs().unwrap().reminders, 2);
        let sent = reminders(&svc);
        let to: BTreeSet<House> = sent
            .iter()
            .map(|m| t.house_of(m.user_id.unwrap()))
            .collect();
        assert_eq!(to, BTreeSet::from([House::Lannister, House::Baratheon]));
        assert!(
            sent[0].subject.contains("12 hours left"),
            "{}",
            sent[0].subject
        );
        // Once per offset.
        assert_eq!(svc.run_due_jobs().unwrap().reminders, 0);
        // Lannister answers; the 1-hour reminder goes to Baratheon alone.
        svc.submit(
            GameId(g),
            UserId(t.user(House::Lannister)),
            House::Lannister,
            &orders(&svc, g, House::Lannister),
            None,
        )
        .unwrap();
        clock.advance(TimeDelta::hours(11));
        assert_eq!(svc.run_due_jobs().unwrap().reminders, 1);
        let last = reminders(&svc).pop().unwrap();
        assert_eq!(last.user_id, Some(t.user(House::Baratheon)));
        assert!(last.subject.contains("1 hour left"), "{}", last.subject);
        assert_eq!(svc.run_due_jobs().unwrap().reminders, 0);
        assert_eq!(reminders(&svc).len(), 3);

        // A 6-hour step: the 12-hour reminder was past when it began, so it is skipped.
        let short = Deadlines {
            planning_hours: 6,
            ..Deadlines::default()
        };
        let clock2 = Clock::manual(t0());
        let svc2 = service(db, &clock2);
        let t2 = three_player_game(&svc2, &unique("s"), short);
        clock2.advance(TimeDelta::minutes(1));
        assert_eq!(svc2.run_due_jobs().unwrap().reminders, 0);
        clock2.advance(TimeDelta::hours(5));
        assert_eq!(svc2.run_due_jobs().unwrap().reminders, 3);
        let subjects: Vec<String> = mails(&svc2, Some(t2.game))
            .into_iter()
            .filter(|m| m.kind == "reminder")
            .map(|m| m.subject)
            .collect();
        assert!(
            subjects.iter().all(|s| s.contains("1 hour left")),
            "{subjects:?}"
        );
    });
}

#[test]
fn the_creator_extends_pauses_and_resumes_with_mails_to_all() {
    each_backend("clock", |db| {
        let clock = Clock::manual(t0());
        let svc = service(db, &clock);
        let t = three_player_game(&svc, &unique("c"), Deadlines::default());
        let g = t.game;
        let creator = t.user(House::Stark);
        let other = t.user(House::Lannister);
        let first = t0() + TimeDelta::hours(48);
        let kinds = |kind: &str| -> Vec<OutboxRow> {
            mails(&svc, Some(g))
                .into_iter()
                .filter(|m| m.kind == kind)
                .collect()
        };

        // Others are refused, and nothing changes.
        assert!(matches!(
            svc.extend_deadline(GameId(g), UserId(other), 24),
            Err(ServiceError::Forbidden(_))
        ));
        assert!(matches!(
            svc.pause(GameId(g), UserId(other)),
            Err(ServiceError::Forbidden(_))
        ));
        assert!(matches!(
            svc.resume(GameId(g), UserId(other)),
            Err(ServiceError::Forbidden(_))
        ));
        assert!(matches!(
            svc.extend_deadline(GameId(g), UserId(creator), 0),
            Err(ServiceError::Invalid(_))
        ));
        assert!(matches!(
            svc.resume(GameId(g), UserId(creator)),
            Err(ServiceError::Conflict(_))
        ));
        assert_eq!(deadline_of(&svc, g), Some(first));

        // Extend: every player is told the new deadline in their own time zone.
        clock.advance(TimeDelta::hours(2));
        let new = svc.extend_deadline(GameId(g), UserId(creator), 24).unwrap();
        assert_eq!(new, first + TimeDelta::hours(24));
        assert_eq!(deadline_of(&svc, g), Some(new));
        let ext = kinds("deadline");
        assert_eq!(ext.len(), 3);
        for (_, user, _, tz) in &t.seats {
            let m = ext.iter().find(|m| m.user_id == Some(*user)).unwrap();
            assert!(
                m.body_text.contains(&local_time(new, tz)),
                "{tz}: {}",
                m.body_text
            );
        }

        // Pause 10 hours later: the time left is kept, the deadline cleared.
        clock.advance(TimeDelta::hours(10));
        let left = new - svc.now();
        svc.pause(GameId(g), UserId(creator)).unwrap();
        let row = svc.load_game(GameId(g)).unwrap().row;
        assert_eq!(row.deadline_at, None);
        assert!(row.paused_at.is_some());
        assert_eq!(row.paused_remaining_secs, Some(left.num_seconds()));
        assert_eq!(kinds("paused").len(), 3);
        assert!(matches!(
            svc.pause(GameId(g), UserId(creator)),
            Err(ServiceError::Conflict(_))
        ));
        assert!(matches!(
            svc.extend_deadline(GameId(g), UserId(creator), 1),
            Err(ServiceError::Conflict(_))
        ));

        // While paused, time passes without a sweep, and players may still submit.
        clock.advance(TimeDelta::hours(200));
        let ran = svc.run_due_jobs().unwrap();
        assert_eq!((ran.deadlines, ran.reminders), (0, 0));
        svc.submit(
            GameId(g),
            UserId(other),
            House::Lannister,
            &orders(&svc, g, House::Lannister),
            None,
        )
        .unwrap();
        assert_eq!(log(&svc, g).len(), 1);

        // Resume: the deadline is the time left, from now; every player is told.
        let resumed = svc.resume(GameId(g), UserId(creator)).unwrap();
        assert_eq!(resumed, Some(svc.now() + left));
        let row = svc.load_game(GameId(g)).unwrap().row;
        assert_eq!(row.deadline_at, resumed);
        assert_eq!(row.paused_at, None);
        let res = kinds("resumed");
        assert_eq!(res.len(), 3);
        for (_, user, _, tz) in &t.seats {
            let m = res.iter().find(|m| m.user_id == Some(*user)).unwrap();
            assert!(
                m.body_text.contains(&local_time(resumed.unwrap(), tz)),
                "{}",
                m.body_text
            );
        }
        // And then it passes as usual.
        clock.advance(left + TimeDelta::minutes(1));
        assert_eq!(svc.run_due_jobs().unwrap().deadlines, 1);
        let m = missed(&svc, g);
        let who: BTreeSet<&str> = m.iter().map(|r| r.house.as_str()).collect();
        assert_eq!(who, BTreeSet::from(["baratheon", "stark"]));
    });
}

#[test]
fn held_mails_go_out_in_one_daily_digest() {
    each_backend("digest", |db| {
        let clock = Clock::manual(t0());
        let svc = service(db, &clock);
        // Baratheon's player (time zone UTC, digest at 08:00) wants one mail a day.
        let tag = unique("d");
        let bar_name = format!("{tag}-baratheon");
        let t = three_player_game(&svc, &tag, Deadlines::default());
        let g = t.game;
        let bar = t.user(House::Baratheon);
        {
            let mut c = svc.db.conn().unwrap();
            diesel::update(users::table.find(bar))
                .set(users::notify_moves.eq("digest"))
                .execute(&mut *c)
                .unwrap();
        }
        // A deadline passes at 10:00 on day 3: Baratheon's "your move" / "missed" are held.
        clock.advance(TimeDelta::hours(48));
        let ran = svc.run_due_jobs().unwrap();
        assert_eq!(ran.deadlines, 1);
        assert_eq!(ran.digests, 0, "the digest hour has not come since");
        let held: Vec<OutboxRow> = mails(&svc, Some(g))
            .into_iter()
            .filter(|m| m.user_id == Some(bar) && m.status == "held")
            .collect();
        assert!(!held.is_empty());
        // Reminders are never held.
        assert!(held.iter().all(|m| m.kind != "reminder"));
        // 07:59 the next day: still held.
        clock.advance(TimeDelta::hours(21) + TimeDelta::minutes(59));
        assert_eq!(svc.run_due_jobs().unwrap().digests, 0);
        // 08:00: one digest, listing every held mail with its link.
        clock.advance(TimeDelta::minutes(1));
        let ran = svc.run_due_jobs().unwrap();
        assert_eq!(ran.digests, 1);
        let all = mails(&svc, None);
        let digests: Vec<&OutboxRow> = all.iter().filter(|m| m.kind == "digest").collect();
        assert_eq!(digests.len(), 1);
        let d = digests[0];
        assert_eq!(d.user_id, Some(bar));
        assert_eq!(d.to_address, format!("{bar_name}@example.org"));
        assert_eq!(d.status, "pending");
        for m in &held {
            assert!(
                d.body_text.contains(&m.subject),
                "{} lacks {}",
                d.body_text,
                m.subject
            );
        }
        assert!(
            d.body_text.contains(&format!("/games/{g}")),
            "{}",
            d.body_text
        );
        assert!(d
            .unsubscribe_url
            .as_deref()
            .is_some_and(|u| u.contains("/unsubscribe/")));
        for m in &held {
            let now = all.iter().find(|x| x.id == m.id).unwrap();
            assert_eq!(now.status, "digested");
        }
        assert!(all.iter().all(|m| m.status != "held"));
        // Nobody else got a digest, and not twice.
        assert_eq!(svc.run_due_jobs().unwrap().digests, 0);
    });
}

#[test]
fn the_game_page_shows_the_passed_deadline() {
    each_backend("page", |db| {
        let clock_file = db.dir.join("clock");
        let start = chrono::Utc::now().naive_utc();
        write_clock_file(&clock_file, start).unwrap();
        let clock = Clock::File(clock_file.clone());
        let svc = Service::with_clock(db.service().db, clock.clone());
        let t = three_player_game(&svc, &unique("p"), Deadlines::default());
        let g = t.game;
        svc.submit(
            GameId(g),
            UserId(t.user(House::Stark)),
            House::Stark,
            &orders(&svc, g, House::Stark),
            None,
        )
        .unwrap();
        let clock_path = clock_file.to_string_lossy().into_owned();
        let server = Server::start_with(
            db,
            &[
                ("ROOKERY_CLOCK_FILE", clock_path.as_str()),
                ("ROOKERY_MAIL_WORKER", "off"),
            ],
        );
        let mut stark = server.client();
        assert_eq!(stark.login(&t.seats[0].2, "password-123").status, 303);
        let page = stark.get(&format!("/games/{g}"));
        assert_eq!(page.status, 200);
        assert_eq!(phase_of(&page.body), "Planning");
        let deadline = local_time(start + TimeDelta::hours(48), "Europe/Berlin");
        assert!(
            page.body.contains(&deadline),
            "the deadline {deadline} in Stark's zone"
        );
        assert!(page.body.contains("Missed deadlines: 0"));
        // The creator has the clock's forms.
        assert!(page.body.contains(&format!("/games/{g}/pause")));

        // The deadline passes; a sweep on the same database moves the game on.
        write_clock_file(&clock_file, start + TimeDelta::hours(49)).unwrap();
        assert_eq!(svc.run_due_jobs().unwrap().deadlines, 1);
        let page = stark.get(&format!("/games/{g}"));
        assert_eq!(page.status, 200);
        assert_ne!(phase_of(&page.body), "Planning", "the game moved on");
        assert_eq!(page.body.matches("Missed deadlines: 1").count(), 2);
        assert_eq!(page.body.matches("Missed deadlines: 0").count(), 1);
        let log_page = stark.get(&format!("/games/{g}/log"));
        assert!(
            log_page.body.contains("default at the deadline"),
            "{}",
            log_page.body
        );

        // Another player may not touch the clock: a clear 403.
        let mut lannister = server.client();
        assert_eq!(lannister.login(&t.seats[1].2, "password-123").status, 303);
        let r = lannister.post_with_csrf(&format!("/games/{g}"), &format!("/games/{g}/pause"), &[]);
        assert_eq!(r.status, 403, "{}", r.body);
        assert!(r.body.contains("creator"), "{}", r.body);
        // The creator pauses: the page says so, and that moves may still be made.
        let r = stark.post_with_csrf(&format!("/games/{g}"), &format!("/games/{g}/pause"), &[]);
        assert_eq!(r.status, 303, "{}", r.body);
        let page = stark.get(r.location().unwrap().split('#').next().unwrap());
        assert!(page.body.contains("The clock is paused"), "{}", page.body);
        assert!(page.body.contains("players may still make their moves"));
        let r = stark.post_with_csrf(&format!("/games/{g}"), &format!("/games/{g}/resume"), &[]);
        assert_eq!(r.status, 303, "{}", r.body);
        // Without the CSRF token: refused.
        let r = stark.post(&format!("/games/{g}/pause"), &[]);
        assert_eq!(r.status, 403);
        assert!(svc.load_game(GameId(g)).unwrap().row.paused_at.is_none());
        drop(server);
    });
}

#[test]
fn stored_deadlines_without_the_new_fields_still_load() {
    let old: Deadlines =
        serde_json::from_str(r#"{"planning_hours":10,"action_hours":5,"westeros_hours":7}"#)
            .unwrap();
    assert_eq!(old.planning_hours, 10);
    assert_eq!(old.combat_hours, Deadlines::default().combat_hours);
    assert_eq!(old.reminder_hours, vec![12, 1]);
    assert!(Deadlines {
        reminder_hours: vec![1, 2, 3, 4, 5],
        ..Deadlines::default()
    }
    .checked()
    .is_err());
    assert_eq!(
        Deadlines {
            reminder_hours: vec![1, 12, 1],
            ..Deadlines::default()
        }
        .checked()
        .unwrap()
        .reminder_hours,
        vec![12, 1]
    );
}

/// A time as an English reader's pages and mails write it.
fn local_time(t: chrono::NaiveDateTime, tz: &str) -> String {
    rookery::i18n::local_time(rookery::i18n::Lang::En, t, tz)
}

/// The turns a player's record is made of (issue 13; on PostgreSQL the close and the asks are
/// one statement, `queries::reliability::answer_and_ask_turns`): in games played through the
/// service with random answers, some steps left to their deadlines, after every change each
/// awaited house has exactly one open turn (a house that answers and is asked again in the
/// same change, as an attacker for its house card, gets a new one), none has two, and the
/// turns answered are as many as the changes that answered them at least.
#[test]
fn every_awaited_house_has_one_open_turn_after_every_change() {
    use rookery::db::schema::turns;
    use rookery::selfplay::dice::Dice;
    use rookery::selfplay::gen::random_input;
    each_backend("turns", |db| {
        let clock = Clock::manual(t0());
        let svc = service(db, &clock);
        for seed in 0..3u64 {
            let t = three_player_game(&svc, &unique(&format!("turns{seed}")), Deadlines::default());
            let g = t.game;
            let mut dice = Dice::new(seed);
            let (mut by_player, mut by_deadline) = (0, 0);
            for step in 0..300 {
                let loaded = svc.load_game(GameId(g)).unwrap();
                let state = loaded.replayed.as_ref().unwrap().game.clone();
                if state.is_over() {
                    break;
                }
                let awaited: BTreeSet<&str> =
                    state.awaiting().iter().map(|a| a.house.key()).collect();
                let open: Vec<String> = turns::table
                    .filter(turns::game_id.eq(g))
                    .filter(turns::answered.is_null())
                    .select(turns::house)
                    .load(&mut *svc.db.conn().unwrap())
                    .unwrap();
                let mut seen = BTreeSet::new();
                for h in &open {
                    assert!(
                        seen.insert(h.as_str()),
                        "step {step}: two open turns of {h}"
                    );
                }
                for h in &awaited {
                    assert!(
                        seen.contains(h),
                        "{} step {step}: {h} is awaited with no open turn (open: {open:?})",
                        db.label()
                    );
                }
                let Some(next) = state.awaiting().first().cloned() else {
                    break;
                };
                if step % 5 == 4 {
                    // Left to the deadline: the defaults answer every awaited house.
                    clock.advance(TimeDelta::hours(49));
                    if svc.run_due_jobs().unwrap().deadlines > 0 {
                        by_deadline += 1;
                    }
                    continue;
                }
                let legal = state.legal(next.house).unwrap();
                let input = random_input(&legal, &mut dice);
                if svc
                    .submit(
                        GameId(g),
                        UserId(t.user(next.house)),
                        next.house,
                        &input,
                        None,
                    )
                    .is_ok()
                {
                    by_player += 1;
                }
            }
            let answered: Vec<Option<String>> = turns::table
                .filter(turns::game_id.eq(g))
                .filter(turns::answered.is_not_null())
                .select(turns::answered)
                .load(&mut *svc.db.conn().unwrap())
                .unwrap();
            let count = |k: &str| answered.iter().filter(|a| a.as_deref() == Some(k)).count();
            assert!(
                by_player > 20 && by_deadline > 3,
                "{by_player} {by_deadline}"
            );
            assert!(
                count("player") >= by_player,
                "{} < {by_player}",
                count("player")
            );
            assert!(count("deadline") >= by_deadline, "{}", count("deadline"));
        }
    });
}
