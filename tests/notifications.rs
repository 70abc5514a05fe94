//! Who gets which mail when a game changes (issue 6, "who gets what"), on SQLite and on
//! PostgreSQL, read straight from the outbox the mails are written into:
//! the start mails every player once; "your move" goes only to houses newly awaited, never to
//! the house that just acted nor twice for one request; sealed submissions that do not complete
//! their step write no mail at all; summaries only to those who asked; preferences (off, digest,
//! per game) and unverified addresses are respected; and whole random games keep these rules.

use crate::web_support;

use rookery::db::models::OutboxRow;
use rookery::db::schema::{outbox, seats, users};
use rookery::engine::{House, Input, OrderToken};
use rookery::selfplay::dice::Dice;
use rookery::selfplay::gen::random_input;
use rookery::service::clock::Clock;
use rookery::service::GameId;
use rookery::service::Service;
use rookery::service::UserId;
use std::collections::{BTreeMap, BTreeSet};
use web_support::*;

use diesel::prelude::*;

fn t0() -> chrono::NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 11, 23)
        .unwrap()
        .and_hms_opt(9, 0, 0)
        .unwrap()
}

struct Table {
    svc: Service,
    clock: Clock,
    game: i32,
    /// (house, user id, address)
    players: Vec<(House, i32, String)>,
    _db: TestDb,
}

impl Table {
    fn address_of(&self, h: House) -> &str {
        &self.players.iter().find(|p| p.0 == h).unwrap().2
    }

    fn user_of(&self, h: House) -> i32 {
        self.players.iter().find(|p| p.0 == h).unwrap().1
    }

    fn outbox(&self) -> Vec<OutboxRow> {
        self.outbox_after(0)
    }

    /// The mails written after the one numbered `id`, in order: a loop over a whole game reads
    /// only what each input wrote (reading and wording the whole outbox after every input made
    /// the random-game test quadratic).
    fn outbox_after(&self, id: i32) -> Vec<OutboxRow> {
        let mut c = self.svc.db.conn().unwrap();
        // Notes are worded as the sender words them (issue 26).
        rookery::mail::notes::worded_rows(
            &self.svc,
            outbox::table
                .filter(outbox::id.gt(id))
                .order(outbox::id.asc())
                .load(&mut c)
                .unwrap(),
        )
    }

    fn submit(&self, h: House, input: &Input) {
        self.svc
            .submit(GameId(self.game), UserId(self.user_of(h)), h, input, None)
            .unwrap_or_else(|e| panic!("{h}: {e}"));
    }

    fn game(&self) -> rookery::engine::Game {
        let g = self.svc.load_game(GameId(self.game)).unwrap();
        g.replayed.as_ref().unwrap().game.clone()
    }
}

/// A started game with one verified account per house; `Europe/Berlin` for the first player.
fn table(backend: &Backend, tag: &str, players: u8, summaries: bool) -> Table {
    let db = TestDb::new(backend, tag);
    let target = rookery::db::Target::parse(&db.url).unwrap();
    let clock = Clock::manual(t0());
    let svc = Service::with_clock(rookery::db::Db::open(target, 4).unwrap(), clock.clone());
    let houses = rookery::service::lobby::houses_for(players);
    let mut list = Vec::new();
    for (i, h) in houses.iter().enumerate() {
        let name = format!("{tag}-{}", h.key());
        let tz = if i == 0 { "Europe/Berlin" } else { "UTC" };
        let login = svc.register(&name, "password-123", tz).unwrap();
        let id = login.user.user_id;
        let address = format!("{name}@example.org");
        let mut c = svc.db.conn().unwrap();
        diesel::update(users::table.find(id))
            .set((
                users::email.eq(Some(&address)),
                users::email_key.eq(Some(address.to_lowercase())),
                users::email_verified_at.eq(Some(t0())),
                users::notify_summaries.eq(summaries),
            ))
            .execute(&mut c)
            .unwrap();
        list.push((*h, id, address));
    }
    let spec = choice_spec(format!("Mail {tag}"), players, houses[0]);
    let game = svc
        .create_game_seeded(UserId(list[0].1), &spec, Some(7))
        .unwrap();
    for (h, u, _) in &list[1..] {
        svc.join(game, UserId(*u), Some(*h), None).unwrap();
    }
    svc.start(game, UserId(list[0].1)).unwrap();
    Table {
        svc,
        clock,
        game: game.0,
        players: list,
        _db: db,
    }
}

/// Orders with no march and no raid: the Action phase then asks nobody anything.
fn quiet_orders(t: &Table, h: House) -> Input {
    let game = t.game();
    let legal = game.legal(h).unwrap();
    let rookery::engine::legal::Legal::PlaceOrders { areas, .. } = legal else {
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

fn the_start_mails_every_player_once(backend: &Backend) {
    let t = table(backend, "start", 3, false);
    let all = t.outbox();
    // The creator was told when the last seat was taken (it then started the game).
    let full: Vec<&OutboxRow> = all.iter().filter(|m| m.kind == "lobby_full").collect();
    assert_eq!(full.len(), 1, "{all:#?}");
    assert_eq!(full[0].to_address, t.players[0].2);
    assert!(full[0].subject.contains("every seat is taken"));
    let mails: Vec<OutboxRow> = all.into_iter().filter(|m| m.kind != "lobby_full").collect();
    assert_eq!(mails.len(), 3, "one mail per player: {mails:#?}");
    for (h, _, address) in &t.players {
        let m: Vec<&OutboxRow> = mails.iter().filter(|m| &m.to_address == address).collect();
        assert_eq!(m.len(), 1, "{address}");
        let m = m[0];
        assert_eq!(m.kind, "started");
        assert_eq!(m.status, "pending");
        assert!(m.subject.contains(&format!("House {h}")), "{}", m.subject);
        assert!(m.subject.contains("Mail start"), "{}", m.subject);
        assert!(m.body_text.contains("place orders"), "{}", m.body_text);
        assert!(
            m.body_text
                .contains(&format!("http://127.0.0.1:8080/games/{}#decide", t.game)),
            "{}",
            m.body_text
        );
        assert!(m.body_html.contains(&format!("/games/{}#decide", t.game)));
        let unsubscribe = m.unsubscribe_url.as_deref().expect("an unsubscribe link");
        assert!(m.body_text.contains(unsubscribe));
        assert!(unsubscribe.ends_with(&format!("?game={}", t.game)));
    }
    // The deadline is written in each reader's time zone (48 h of planning by default).
    let berlin = mails
        .iter()
        .find(|m| m.to_address == t.players[0].2)
        .unwrap();
    assert!(
        berlin.body_text.contains("Wed 25 Nov 2026, 10:00 CET"),
        "{}",
        berlin.body_text
    );
    let utc = mails
        .iter()
        .find(|m| m.to_address == t.players[1].2)
        .unwrap();
    assert!(
        utc.body_text.contains("Wed 25 Nov 2026, 09:00 UTC"),
        "{}",
        utc.body_text
    );
}

fn your_move_only_to_the_newly_awaited(backend: &Backend) {
    let t = table(backend, "move", 3, true);
    let start = t.outbox().len();
    let game = t.game();
    let raven = game.state().raven_holder();
    // Seal orders; the Raven holder seals first so the last sealer is someone else.
    let mut order: Vec<House> = t.players.iter().map(|p| p.0).collect();
    order.sort_by_key(|h| *h != raven);
    for (i, h) in order.iter().enumerate() {
        t.submit(*h, &quiet_orders(&t, *h));
        if i + 1 < order.len() {
            assert_eq!(
                t.outbox().len(),
                start,
                "a sealed submission that leaves others to seal writes no mail"
            );
        }
    }
    let after_reveal: Vec<OutboxRow> = t.outbox().into_iter().skip(start).collect();
    let moves: Vec<&OutboxRow> = after_reveal
        .iter()
        .filter(|m| m.kind == "your_move")
        .collect();
    assert_eq!(
        moves.len(),
        1,
        "only the Raven holder is newly awaited: {after_reveal:#?}"
    );
    assert_eq!(moves[0].to_address, t.address_of(raven));
    assert!(
        moves[0].body_text.contains("use the Messenger Raven"),
        "{}",
        moves[0].body_text
    );
    // The Planning summary (orders revealed) goes to everyone, since all asked for summaries.
    let summaries: BTreeSet<&str> = after_reveal
        .iter()
        .filter(|m| m.kind == "summary")
        .map(|m| m.to_address.as_str())
        .collect();
    // The Raven is still part of Planning: no summary yet.
    assert!(summaries.is_empty(), "{summaries:?}");

    // The Raven holder passes: with quiet orders the Action phase asks nobody, and round 2's
    // Westeros phase (with this seed: a Clash of Kings) asks everyone but the Raven holder, who
    // is looking at the bid form already.
    let before = t.outbox().len();
    t.submit(raven, &Input::RavenPass);
    let new: Vec<OutboxRow> = t.outbox().into_iter().skip(before).collect();
    let moved: BTreeSet<&str> = new
        .iter()
        .filter(|m| m.kind == "your_move")
        .map(|m| m.to_address.as_str())
        .collect();
    let expected: BTreeSet<&str> = t
        .players
        .iter()
        .filter(|p| p.0 != raven)
        .map(|p| p.2.as_str())
        .collect();
    assert_eq!(moved, expected);
    for m in new.iter().filter(|m| m.kind == "your_move") {
        assert!(m.subject.contains("round 2, Westeros"), "{}", m.subject);
        assert!(
            m.body_text.contains("is asked to bid power"),
            "{}",
            m.body_text
        );
    }
    let summarized: Vec<&OutboxRow> = new.iter().filter(|m| m.kind == "summary").collect();
    assert!(
        summarized.len() >= 3,
        "planning and action summaries to all three: {new:#?}"
    );
    assert!(summarized
        .iter()
        .any(|m| m.body_text.contains("Orders revealed")
            || m.body_text.contains("orders revealed")
            || m.subject.contains("orders revealed")));
    // Nothing twice: dedupe keys are unique and each address got one "your move" for round 2.
    let all = t.outbox();
    let keys: BTreeSet<&String> = all.iter().filter_map(|m| m.dedupe_key.as_ref()).collect();
    assert_eq!(keys.len(), all.len());
}

fn preferences_are_respected(backend: &Backend) {
    let t = table(backend, "prefs", 3, false);
    let [(a, ua, _), (b, ub, _), (c_house, uc, _)] = [
        t.players[0].clone(),
        t.players[1].clone(),
        t.players[2].clone(),
    ];
    {
        let mut c = t.svc.db.conn().unwrap();
        // a: no mails at all; b: digest for this game only; c: address not verified.
        diesel::update(users::table.find(ua))
            .set(users::notify_moves.eq("off"))
            .execute(&mut c)
            .unwrap();
        diesel::update(
            seats::table
                .filter(seats::game_id.eq(t.game))
                .filter(seats::user_id.eq(ub)),
        )
        .set(seats::mail.eq("digest"))
        .execute(&mut c)
        .unwrap();
        diesel::update(users::table.find(uc))
            .set(users::email_verified_at.eq(None::<chrono::NaiveDateTime>))
            .execute(&mut c)
            .unwrap();
    }
    let start = t.outbox().len();
    let raven = t.game().state().raven_holder();
    for h in [a, b, c_house] {
        t.submit(h, &quiet_orders(&t, h));
    }
    if t.game().awaiting().iter().any(|w| w.house == raven) {
        t.submit(raven, &Input::RavenPass);
    }
    let new: Vec<OutboxRow> = t.outbox().into_iter().skip(start).collect();
    assert!(
        new.iter().all(|m| m.to_address != t.address_of(a)),
        "a asked for no mail"
    );
    assert!(
        new.iter().all(|m| m.to_address != t.address_of(c_house)),
        "c is unverified"
    );
    assert!(
        new.iter().all(|m| m.kind != "summary"),
        "nobody asked for summaries"
    );
    for m in new.iter().filter(|m| m.to_address == t.address_of(b)) {
        assert_eq!(m.status, "held", "b reads this game in the daily digest");
    }
}

/// Whole random games through the service: every mail goes to a player of the game, "your
/// move" never to the house that just acted and never twice for one request, sealed inputs
/// that leave others to seal write nothing (so nothing about them can leak), and the end
/// mails every player once.
fn random_games_write_only_what_may_be_read(backend: &Backend) {
    let t = table(backend, "random", 3, true);
    let addresses: BTreeSet<&str> = t.players.iter().map(|p| p.2.as_str()).collect();
    let mut dice = Dice::new(11);
    let started = t.outbox();
    let before_play = started.len();
    let mut last_seen = started.last().map_or(0, |m| m.id);
    let mut checked = 0;
    for _ in 0..2000 {
        let game = t.game();
        let awaited = game.awaiting();
        let Some(next) = awaited.first() else { break };
        let h = next.house;
        let legal = game.legal(h).unwrap();
        let input = random_input(&legal, &mut dice);
        let sealed_before: Vec<House> = awaited
            .iter()
            .filter(|a| a.secret)
            .map(|a| a.house)
            .collect();
        if t.svc
            .submit(GameId(t.game), UserId(t.user_of(h)), h, &input, None)
            .is_err()
        {
            continue;
        }
        let after = t.game();
        let new = t.outbox_after(last_seen);
        last_seen = new.last().map_or(last_seen, |m| m.id);
        checked += new.len();
        let still_sealed = after.awaiting().iter().any(|a| a.secret)
            && sealed_before.len() > 1
            && sealed_before.contains(&h);
        if still_sealed && after.awaiting().iter().all(|a| a.secret) {
            assert!(
                new.is_empty(),
                "a sealed input that completes nothing wrote {new:#?}"
            );
        }
        for m in &new {
            assert!(
                addresses.contains(m.to_address.as_str()),
                "{}",
                m.to_address
            );
            if m.kind == "your_move" {
                assert_ne!(
                    m.to_address,
                    t.address_of(h),
                    "the house that acted is not mailed"
                );
            }
        }
        if after.is_over() {
            break;
        }
    }
    let all = t.outbox();
    assert_eq!(
        checked,
        all.len() - before_play,
        "every mail the game wrote was checked after the input that wrote it"
    );
    let overs = all.iter().filter(|m| m.kind == "game_over").count();
    assert!(
        t.game().is_over(),
        "the random game ends within 2000 inputs"
    );
    assert_eq!(overs, 3, "game over mails every player once");
    let keys: BTreeSet<&String> = all.iter().filter_map(|m| m.dedupe_key.as_ref()).collect();
    assert_eq!(keys.len(), all.len(), "no mail is written twice");
}

fn your_moves(t: &Table, h: House) -> Vec<OutboxRow> {
    t.outbox()
        .into_iter()
        .filter(|m| m.kind == "your_move" && m.to_address == t.address_of(h))
        .collect()
}

/// Issue 11, item 5: "your move" waits a quiet window. A player who answers each request as it
/// opens gets none (the Raven, then the four bids of a Clash of Kings and the wildling bid make
/// no mail for players who bid at once), and the mail tells the story in the reader's terms.
fn players_who_act_at_once_get_no_move_mail(backend: &Backend) {
    let t = table(backend, "quiet", 3, false);
    let step = chrono::TimeDelta::seconds(10);
    let raven = t.game().state().raven_holder();
    let mut order: Vec<House> = t.players.iter().map(|p| p.0).collect();
    order.sort_by_key(|h| *h != raven);
    for h in &order {
        t.submit(*h, &quiet_orders(&t, *h));
    }
    let m = your_moves(&t, raven);
    assert_eq!(m.len(), 1);
    assert_eq!(m[0].status, "pending");
    assert_eq!(
        m[0].due_at,
        t0() + chrono::TimeDelta::seconds(120),
        "it waits the quiet window"
    );
    assert!(
        m[0].body_text.contains("You hold the Messenger Raven"),
        "{}",
        m[0].body_text
    );
    t.clock.advance(step);
    t.submit(raven, &Input::RavenPass);
    assert_eq!(
        your_moves(&t, raven)[0].status,
        "cancelled",
        "the holder acted in time"
    );
    // Round 2's Westeros phase with this seed: bids (and whatever follows them: ties, the
    // wildlings). Each house answers as soon as it is asked.
    let mut bids = 0;
    loop {
        let game = t.game();
        if game.view_for(None).phase != "westeros" {
            break;
        }
        let Some(a) = game.awaiting().into_iter().next() else {
            break;
        };
        if bids == 0 {
            // The first bid's mail says what it is about and what the reader has to bid with.
            let mail = your_moves(&t, a.house)
                .into_iter()
                .find(|m| m.status == "pending")
                .expect("a waiting mail");
            assert!(
                mail.body_text.contains("power available to bid"),
                "{}",
                mail.body_text
            );
            assert!(mail.subject.contains("bid power for"), "{}", mail.subject);
        }
        if matches!(a.request, rookery::engine::Request::Bid { .. }) {
            bids += 1;
        }
        t.clock.advance(step);
        let input = game.default_input(a.house).expect("a default answer");
        t.submit(a.house, &input);
    }
    assert!(bids >= 3, "the bids of round 2 ({bids})");
    let before_last = t.clock.now() - step;
    for (h, _, _) in &t.players {
        let waiting: Vec<OutboxRow> = your_moves(&t, *h)
            .into_iter()
            .filter(|m| m.status == "pending" && m.created_at < before_last)
            .collect();
        assert!(
            waiting.is_empty(),
            "{h} answered every request at once, yet a mail waits: {waiting:#?}"
        );
    }
}

/// A player who does not act, asked again within the quiet window (here a long one, across a
/// passed deadline), gets one mail that keeps the first one's time; the "missed" mail says
/// exactly what was filled in for it.
fn a_player_asked_again_gets_one_mail(backend: &Backend) {
    let mut t = table(backend, "again", 3, false);
    t.svc.limits.move_mail_quiet_seconds = 60 * 3600;
    let raven = t.game().state().raven_holder();
    for (h, _, _) in t.players.clone() {
        t.submit(h, &quiet_orders(&t, h));
    }
    let first = your_moves(&t, raven);
    assert_eq!(first.len(), 1);
    let due = first[0].due_at;
    // The Raven's deadline passes: the default fills it in and round 2 asks for bids.
    t.clock.advance(chrono::TimeDelta::hours(49));
    assert_eq!(t.svc.run_due_jobs().unwrap().deadlines, 1);
    let moves = your_moves(&t, raven);
    let pending: Vec<&OutboxRow> = moves.iter().filter(|m| m.status == "pending").collect();
    assert_eq!(pending.len(), 1, "one mail: {moves:#?}");
    assert_eq!(pending[0].due_at, due, "it keeps the first one's time");
    assert!(
        pending[0].body_text.contains("bid power"),
        "{}",
        pending[0].body_text
    );
    assert_eq!(moves.iter().filter(|m| m.status == "cancelled").count(), 1);
    let missed: Vec<OutboxRow> = t
        .outbox()
        .into_iter()
        .filter(|m| m.kind == "missed")
        .collect();
    assert_eq!(missed.len(), 1);
    assert_eq!(missed[0].to_address, t.address_of(raven));
    assert!(
        missed[0]
            .body_text
            .contains("The Messenger Raven: not used"),
        "{}",
        missed[0].body_text
    );
    assert!(!missed[0].body_text.contains("nothing was needed"));
}

/// A deadline missed on a step where the site failed the player's answer does not count.
fn a_fault_of_the_site_is_not_a_missed_deadline(backend: &Backend) {
    let t = table(backend, "fault", 3, false);
    let (late, late_user) = (t.players[2].0, t.players[2].1);
    for (h, _, _) in t.players.iter().take(2) {
        t.submit(*h, &quiet_orders(&t, *h));
    }
    t.svc
        .record_fault(GameId(t.game), UserId(late_user), late, "bad_form")
        .unwrap();
    t.clock.advance(chrono::TimeDelta::hours(49));
    assert_eq!(t.svc.run_due_jobs().unwrap().deadlines, 1);
    assert_eq!(
        t.svc.missed_deadlines(GameId(t.game)).unwrap(),
        vec![],
        "not counted"
    );
    let missed: Vec<OutboxRow> = t
        .outbox()
        .into_iter()
        .filter(|m| m.kind == "missed")
        .collect();
    assert_eq!(missed.len(), 1);
    assert!(
        missed[0].subject.contains("not counted"),
        "{}",
        missed[0].subject
    );
    assert!(
        missed[0].body_text.contains("Orders: "),
        "{}",
        missed[0].body_text
    );
}

#[test]
fn move_mails_wait_a_quiet_window_on_both_databases() {
    for b in backends() {
        players_who_act_at_once_get_no_move_mail(&b);
        a_player_asked_again_gets_one_mail(&b);
        a_fault_of_the_site_is_not_a_missed_deadline(&b);
    }
}

#[test]
fn the_start_mails_every_player_once_on_both_databases() {
    for b in backends() {
        the_start_mails_every_player_once(&b);
    }
}

#[test]
fn your_move_only_to_the_newly_awaited_on_both_databases() {
    for b in backends() {
        your_move_only_to_the_newly_awaited(&b);
    }
}

#[test]
fn preferences_are_respected_on_both_databases() {
    for b in backends() {
        preferences_are_respected(&b);
    }
}

#[test]
fn random_games_write_only_what_may_be_read_on_both_databases() {
    for b in backends() {
        random_games_write_only_what_may_be_read(&b);
    }
}
