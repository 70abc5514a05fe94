//! Issue 15: each mail is written in its recipient's language. One game, three players whose
//! accounts read Romanian, Italian and English (on SQLite and PostgreSQL), and again Czech,
//! Portuguese and English: the start mails, the reminders and the missed deadlines (the two who
//! do not answer in time), the "your move" mails, the clock mails, a vote and its result, a
//! raven, the phases' summaries, the daily digest and the end of the game each arrive in the
//! reader's own language (subject, text and HTML: the greeting, the event lines, the frame's
//! "why" and unsubscribe line), with no missing-message marker and no English left in the
//! frame. And a "your move" mail in each of the five languages, kept as a sample.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::models::OutboxRow;
use rookery::db::schema::{outbox, users};
use rookery::engine::{House, Input, OrderToken};
use rookery::i18n::leftovers::{checker, visible_text};
use rookery::i18n::{house_name, tr, Lang, MISSING_OPEN};
use rookery::selfplay::dice::Dice;
use rookery::selfplay::gen::random_input;
use rookery::service::clock::Clock;
use rookery::service::GameId;
use rookery::service::Service;
use rookery::service::UserId;
use std::collections::{BTreeMap, BTreeSet};
use web_support::*;

fn t0() -> chrono::NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 11, 23)
        .unwrap()
        .and_hms_opt(9, 0, 0)
        .unwrap()
}

struct Player {
    house: House,
    user: i32,
    address: String,
    lang: Lang,
}

fn outbox_of(svc: &Service) -> Vec<OutboxRow> {
    let mut c = svc.db.conn().unwrap();
    // Notes are worded as the sender words them (issue 26).
    rookery::mail::notes::worded_rows(
        svc,
        outbox::table.order(outbox::id.asc()).load(&mut c).unwrap(),
    )
}

/// Orders with no march and no raid.
fn quiet_orders(game: &rookery::engine::Game, h: House) -> Input {
    let Some(rookery::engine::legal::Legal::PlaceOrders { areas, .. }) = game.legal(h) else {
        panic!("{h} is not asked for orders");
    };
    let pool = [
        OrderToken::Defense1,
        OrderToken::Consolidate,
        OrderToken::Defense2,
        OrderToken::Support0,
    ];
    let orders: BTreeMap<_, _> = areas.iter().zip(pool).map(|(a, t)| (*a, t)).collect();
    Input::PlaceOrders { orders }
}

fn message(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> =
        args.iter().map(|(k, v)| (*k, v.clone().into())).collect();
    let w = tr(lang, id, &args);
    assert!(!w.contains(MISSING_OPEN), "{lang} {id}: {w}");
    w
}

/// What every notification to `p` must say in `p`'s language, whatever its kind.
fn in_readers_language(m: &OutboxRow, p: &Player, name: &str) {
    let what = format!("{} mail to {} ({})", m.kind, p.address, p.lang);
    for (part, text) in [
        ("subject", &m.subject),
        ("text", &m.body_text),
        ("html", &m.body_html),
    ] {
        assert!(
            !text.contains(MISSING_OPEN),
            "{what}: its {part} shows a missing message:\n{text}"
        );
    }
    // Issue 27: no English word left but the names the language keeps, no "1 castles".
    for (part, text) in [
        ("subject", m.subject.clone()),
        ("text", m.body_text.clone()),
        ("html", visible_text(&m.body_html)),
    ] {
        let leftovers = checker(p.lang).find(
            &text,
            &[name, &p.address, "Babel", "Five tongues", "Salut!"],
        );
        assert!(
            leftovers.is_empty(),
            "{what}: its {part} has {leftovers:?}:\n{text}"
        );
    }
    let greeting = message(p.lang, "mail-greeting", &[("name", name.to_string())]);
    assert!(
        m.body_text.starts_with(&greeting),
        "{what}:\n{}",
        m.body_text
    );
    // (A raven's "why" names the house and the game: its subject and text are checked below.)
    let why = match m.kind.as_str() {
        "digest" => Some("mail-digest-why"),
        "raven" => None,
        _ => Some("mail-why-settings"),
    };
    for id in why
        .into_iter()
        .chain(["mail-settings-link", "mail-unsubscribe"])
    {
        let w = message(p.lang, id, &[]);
        assert!(
            m.body_text.contains(&w),
            "{what} lacks {id} ({w}):\n{}",
            m.body_text
        );
    }
    assert!(
        m.body_html
            .contains(&format!("<html lang=\"{}\">", p.lang.code())),
        "{what}: {}",
        &m.body_html[..200.min(m.body_html.len())]
    );
    if p.lang != Lang::En {
        for english in [
            "Hello ",
            "Unsubscribe",
            "Rookery mail settings",
            "Deadline:",
        ] {
            assert!(
                !m.body_text.contains(english),
                "{what} still says {english:?}:\n{}",
                m.body_text
            );
        }
    }
}

/// A started game named `name`, seeded with `seed`, with one player per language of `langs`
/// (the houses of that many players, in order), each with a confirmed address, reading
/// summaries, and "your move" at once or, for the language `digest`, in a daily digest.
fn started_game(
    svc: &Service,
    name: &str,
    seed: u64,
    langs: &[Lang],
    digest: Option<Lang>,
) -> (i32, Vec<Player>) {
    let houses = rookery::service::lobby::houses_for(langs.len() as u8);
    let mut players = Vec::new();
    for (h, lang) in houses.iter().zip(langs.iter().copied()) {
        let user = format!("p-{}", h.key());
        let id = svc
            .register(&user, "password-123", "UTC")
            .unwrap()
            .user
            .user_id;
        let address = format!("{user}@example.org");
        diesel::update(users::table.find(id))
            .set((
                users::email.eq(Some(&address)),
                users::email_key.eq(Some(address.to_lowercase())),
                users::email_verified_at.eq(Some(t0())),
                users::notify_summaries.eq(true),
                users::language.eq(lang.code()),
                users::notify_moves.eq(if Some(lang) == digest {
                    "digest"
                } else {
                    "immediate"
                }),
            ))
            .execute(&mut svc.db.conn().unwrap())
            .unwrap();
        players.push(Player {
            house: *h,
            user: id,
            address,
            lang,
        });
    }
    let spec = choice_spec(name, langs.len() as u8, players[0].house);
    let game = svc
        .create_game_seeded(UserId(players[0].user), &spec, Some(seed))
        .unwrap();
    for p in &players[1..] {
        svc.join(game, UserId(p.user), Some(p.house), None).unwrap();
    }
    svc.start(game, UserId(players[0].user)).unwrap();
    (game.0, players)
}

/// `langs`: the languages of the three players; the second reads a daily digest.
fn mails_in_each_readers_language(backend: &Backend, langs: [Lang; 3]) {
    let db = TestDb::new(backend, "langmail");
    let target = rookery::db::Target::parse(&db.url).unwrap();
    let clock = Clock::manual(t0());
    let svc = Service::with_clock(rookery::db::Db::open(target, 4).unwrap(), clock.clone());
    // The second player reads a daily digest.
    let (game, players) = started_game(&svc, "Babel", 7, &langs, Some(langs[1]));
    let engine = || {
        let g = svc.load_game(GameId(game)).unwrap();
        g.replayed.as_ref().unwrap().game.clone()
    };
    let name_of = |p: &Player| format!("p-{}", p.house.key());
    let mails_to = |p: &Player, kind: &str| -> Vec<OutboxRow> {
        outbox_of(&svc)
            .into_iter()
            .filter(|m| m.to_address == p.address && m.kind == kind)
            .collect()
    };

    // The start: each player's subject and first paragraph in their language.
    for p in &players {
        let started = mails_to(p, "started");
        assert_eq!(started.len(), 1, "{}", p.address);
        let house = house_name(p.lang, p.house);
        let subject = message(
            p.lang,
            "mail-started-subject",
            &[("game", "Babel".into()), ("house", house.clone())],
        );
        assert_eq!(started[0].subject, subject);
        let begun = message(
            p.lang,
            "mail-started-begun",
            &[("game", "Babel".into()), ("house", house)],
        );
        assert!(
            started[0].body_text.contains(&begun),
            "{}",
            started[0].body_text
        );
        // What the house is asked and the scene of it, in the reader's words.
        let asked = message(p.lang, "ask-place-orders", &[]);
        assert!(
            started[0].body_text.contains(&asked),
            "{}",
            started[0].body_text
        );
    }

    // The creator works the clock: extended by an hour, paused, resumed (the deadline is now
    // 49 hours away); each player is told in their language.
    let creator = players[0].user;
    svc.extend_deadline(GameId(game), UserId(creator), 1)
        .unwrap();
    svc.pause(GameId(game), UserId(creator)).unwrap();
    svc.resume(GameId(game), UserId(creator)).unwrap();
    // (A clock mail still waiting gives way to the next one: the last one says it all.)
    for p in &players {
        let resumed = mails_to(p, "resumed");
        assert_eq!(resumed.len(), 1, "resumed to {}", p.address);
        let line = message(
            p.lang,
            "mail-clock-resumed",
            &[
                ("who", name_of(&players[0])),
                ("game", "Babel".into()),
                ("round", "1".into()),
                (
                    "phase",
                    rookery::wording::phase(rookery::i18n::Tr(p.lang), "planning"),
                ),
            ],
        );
        assert!(
            resumed[0].body_text.contains(&line),
            "{}",
            resumed[0].body_text
        );
    }

    // The Italian player calls a vote to pause the clock; the other two say no: the call and
    // the result reach each in their language.
    let call = rookery::service::votes::Call {
        kind: rookery::service::votes::VoteKind::Pause,
        hours: Some(24),
        house: None,
        deadlines: None,
    };
    let vote = svc
        .call_vote(GameId(game), UserId(players[1].user), &call)
        .unwrap();
    svc.cast_ballot(GameId(game), vote, UserId(players[0].user), false)
        .unwrap();
    svc.cast_ballot(GameId(game), vote, UserId(players[2].user), false)
        .unwrap();
    for p in [&players[0], &players[2]] {
        let what = message(p.lang, "vote-what-pause", &[("hours", "24".into())]);
        let called = mails_to(p, "vote");
        assert_eq!(called.len(), 1, "{}", p.address);
        assert_eq!(
            called[0].subject,
            message(
                p.lang,
                "mail-vote-subject",
                &[("game", "Babel".into()), ("what", what.clone())]
            )
        );
    }
    for p in &players {
        let result = mails_to(p, "vote_result");
        assert_eq!(result.len(), 1, "{}", p.address);
        let what = tr(p.lang, "vote-what-pause", &[("hours", 24.into())]);
        let subject = tr(
            p.lang,
            "mail-vote-result-subject",
            &[
                ("game", "Babel".into()),
                ("what", what.into()),
                ("status", "failed".into()),
            ],
        );
        assert_eq!(result[0].subject, subject);
    }

    // The Romanian player sends a raven to the table: the others' mails are in their words.
    let table = svc
        .table_conversation(GameId(game), Some(UserId(players[0].user)))
        .unwrap();
    svc.post_raven(
        GameId(game),
        table,
        UserId(players[0].user),
        "Salut!",
        "web",
    )
    .unwrap();
    for p in &players[1..] {
        let ravens = mails_to(p, "raven");
        assert_eq!(ravens.len(), 1, "{}", p.address);
        let title = message(p.lang, "mail-raven-table", &[]);
        let subject = tr(
            p.lang,
            "mail-raven-subject",
            &[
                ("game", "Babel".into()),
                ("count", 1.into()),
                ("title", title.into()),
            ],
        );
        assert_eq!(ravens[0].subject, subject);
        assert!(ravens[0].body_text.contains("Salut!"));
    }

    // Only the English player answers: the other two get their reminders, then miss the
    // deadline, each told in their own language.
    let en = &players[2];
    let g = engine();
    svc.submit(
        GameId(game),
        UserId(en.user),
        en.house,
        &quiet_orders(&g, en.house),
        None,
    )
    .unwrap();
    clock.advance(chrono::TimeDelta::hours(38));
    let deadline = svc
        .load_game(GameId(game))
        .unwrap()
        .row
        .deadline_at
        .unwrap();
    svc.run_due_jobs().unwrap();
    for p in &players[..2] {
        let reminders = mails_to(p, "reminder");
        assert_eq!(reminders.len(), 1, "{}", p.address);
        // The deadline is written the reader's way (day and month names, order).
        let when = rookery::i18n::local_time(p.lang, deadline, "UTC");
        assert!(
            reminders[0].body_text.contains(&when),
            "{} lacks {when:?}:\n{}",
            p.address,
            reminders[0].body_text
        );
        // The hours are a number: its plural form is the language's.
        let subject_12 = tr(
            p.lang,
            "mail-reminder-subject",
            &[
                ("game", "Babel".into()),
                ("house", house_name(p.lang, p.house).into()),
                ("hours", 12.into()),
            ],
        );
        assert_eq!(reminders[0].subject, subject_12);
        assert!(
            reminders[0]
                .body_text
                .contains(&message(p.lang, "mail-make-move", &[])),
            "{}",
            reminders[0].body_text
        );
    }
    assert!(
        mails_to(en, "reminder").is_empty(),
        "the player who answered"
    );
    clock.advance(chrono::TimeDelta::hours(12));
    assert_eq!(svc.run_due_jobs().unwrap().deadlines, 1);
    for p in &players[..2] {
        let missed = mails_to(p, "missed");
        assert_eq!(missed.len(), 1, "{}", p.address);
        assert_eq!(
            missed[0].subject,
            message(
                p.lang,
                "mail-missed-subject",
                &[
                    ("game", "Babel".into()),
                    ("house", house_name(p.lang, p.house)),
                ]
            )
        );
        // What was filled in for the house, in the reader's words.
        assert!(
            missed[0]
                .body_text
                .contains(&message(p.lang, "mail-missed-filled", &[])),
            "{}",
            missed[0].body_text
        );
    }

    // The rest of the game at random: every mail to every player is in their language.
    let mut dice = Dice::new(5);
    for _ in 0..3000 {
        let g = engine();
        let Some(next) = g.awaiting().first().cloned() else {
            break;
        };
        let p = players.iter().find(|p| p.house == next.house).unwrap();
        let Some(legal) = g.legal(p.house) else { break };
        let input = random_input(&legal, &mut dice);
        let _ = svc.submit(GameId(game), UserId(p.user), p.house, &input, None);
        if engine().is_over() {
            break;
        }
    }
    assert!(engine().is_over(), "the game ends");
    let all = outbox_of(&svc);
    let mut kinds: BTreeSet<(String, &str)> = BTreeSet::new();
    for m in &all {
        let p = players.iter().find(|p| p.address == m.to_address).unwrap();
        in_readers_language(m, p, &name_of(p));
        kinds.insert((m.kind.clone(), p.lang.code()));
    }
    for lang in langs.map(|l| l.code()) {
        for kind in ["started", "your_move", "summary", "game_over"] {
            assert!(
                kinds.contains(&(kind.to_string(), lang)),
                "no {kind} mail in {lang}: {kinds:?}"
            );
        }
    }
    assert!(
        kinds.contains(&("digest".to_string(), langs[1].code())),
        "{kinds:?}"
    );
    for lang in [langs[0].code(), langs[1].code()] {
        for kind in ["reminder", "missed", "resumed"] {
            assert!(kinds.contains(&(kind.to_string(), lang)), "{kind} {lang}");
        }
    }
    // A summary lists the phase's events in the reader's words.
    for p in &players {
        let summaries = mails_to(p, "summary");
        let log = message(p.lang, "mail-whole-log", &[]);
        assert!(
            summaries.iter().all(|m| m.body_text.contains(&log)),
            "{}",
            p.address
        );
    }
    // The orders revealed, in each reader's words ("Comenzile au fost dezvăluite.", "Ordini
    // rivelati."...).
    for p in &players[..2] {
        let revealed = message(p.lang, "ev-orders-revealed", &[("orders", String::new())]);
        let revealed = revealed
            .split('{')
            .next()
            .unwrap()
            .trim_end_matches([' ', '.']);
        let revealed = revealed.split(". ").next().unwrap();
        assert!(
            mails_to(p, "summary")
                .iter()
                .any(|m| m.body_text.contains(revealed)),
            "a {} summary with the orders revealed ({revealed:?})",
            p.lang
        );
    }
}

#[test]
fn mails_arrive_in_each_readers_language_on_both_databases() {
    for b in backends() {
        mails_in_each_readers_language(&b, [Lang::Ro, Lang::It, Lang::En]);
    }
}

#[test]
fn mails_arrive_in_czech_and_portuguese_too() {
    mails_in_each_readers_language(&Backend::Sqlite, [Lang::Cs, Lang::Pt, Lang::En]);
}

/// One player per language (five houses) in one game played at random until each was sent a
/// "your move" mail: each arrives in its reader's language, and is kept as a sample in
/// `target/mail-samples/your-move-LANG.txt` (subject, then text) for a reader to look at.
fn your_move_in_all_five_languages(backend: &Backend) {
    let db = TestDb::new(backend, "langmail5");
    let target = rookery::db::Target::parse(&db.url).unwrap();
    let svc = Service::with_clock(
        rookery::db::Db::open(target, 4).unwrap(),
        Clock::manual(t0()),
    );
    let (game, players) = started_game(&svc, "Five tongues", 11, &Lang::ALL, None);
    let your_move_of = |p: &Player| -> Option<OutboxRow> {
        outbox_of(&svc)
            .into_iter()
            .find(|m| m.to_address == p.address && m.kind == "your_move")
    };
    let mut dice = Dice::new(11);
    for _ in 0..3000 {
        if players.iter().all(|p| your_move_of(p).is_some()) {
            break;
        }
        let g = svc
            .load_game(GameId(game))
            .unwrap()
            .replayed
            .unwrap()
            .game
            .clone();
        let Some(next) = g.awaiting().first().cloned() else {
            break;
        };
        let p = players.iter().find(|p| p.house == next.house).unwrap();
        let Some(legal) = g.legal(p.house) else { break };
        let _ = svc.submit(
            GameId(game),
            UserId(p.user),
            p.house,
            &random_input(&legal, &mut dice),
            None,
        );
    }
    let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/mail-samples");
    std::fs::create_dir_all(&samples).unwrap();
    for p in &players {
        let m = your_move_of(p)
            .unwrap_or_else(|| panic!("no \"your move\" mail to the {} reader", p.lang));
        in_readers_language(&m, p, &format!("p-{}", p.house.key()));
        let house = house_name(p.lang, p.house);
        assert!(
            m.subject.contains("Five tongues") && m.body_text.contains(&house),
            "the {} mail names the game and the house ({house}):\n{}\n{}",
            p.lang,
            m.subject,
            m.body_text
        );
        if p.lang != Lang::En {
            assert!(!m.subject.contains("your move") && !m.subject.contains("Your move"));
        }
        std::fs::write(
            samples.join(format!("your-move-{}.txt", p.lang.code())),
            format!("Subject: {}\n\n{}", m.subject, m.body_text),
        )
        .unwrap();
    }
}

#[test]
fn a_your_move_mail_in_each_of_the_five_languages() {
    for b in backends() {
        your_move_in_all_five_languages(&b);
    }
}
