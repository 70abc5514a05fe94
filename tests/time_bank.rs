//! The time bank (issue 25, item 5) through a real server (`rookery serve`, its clock in a
//! file, its mail sent by its own worker over SMTP to aiosmtpd), on SQLite and PostgreSQL: chosen
//! on the new-game form (explained there in the five languages), shown in the lobby, on the game
//! page and in the mails; each house's clock runs only while it is awaited, and when one house's
//! bank runs out the server's own deadline worker fills in the default for that house alone.

use crate::web_support;

use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::schema::users;
use rookery::engine::House;
use rookery::service::GameId;
use web_support::site::*;
use web_support::*;

fn local(site: &Site, user: &str, t: NaiveDateTime) -> String {
    let tz: String = users::table
        .filter(users::name.eq(user))
        .select(users::time_zone)
        .first(&mut *site.conn())
        .unwrap();
    rookery::i18n::local_time(rookery::i18n::Lang::En, t, &tz)
}

/// The text of the house box of `house` (its `<h3>` to the next box).
fn house_box<'a>(html: &'a str, house: &str) -> &'a str {
    let start = html
        .find(&format!(r#"<h3><span class="house h-{house}">"#))
        .unwrap_or_else(|| panic!("{house}'s box"));
    let rest = &html[start..];
    &rest[..rest.find("</div>").unwrap()]
}

fn time_bank(backend: &Backend) {
    let mut site = Site::start(backend, "bank");
    let mut stark = player(&site, "bank-stark");
    let mut lannister = player(&site, "bank-lannister");
    let mut baratheon = player(&site, "bank-baratheon");

    // The form offers and explains the bank, in every language.
    for (lang, words) in [
        ("en", "A chess clock for the slow game"),
        ("ro", "Un ceas de șah pentru jocul lent"),
        ("pt", "Um relógio de xadrez para o jogo lento"),
        ("cs", "Šachové hodiny pro pomalou hru"),
        ("it", "Un orologio da scacchi per la partita lenta"),
    ] {
        let form = stark.client.get(&format!("/games/new?lang={lang}"));
        assert!(
            form.body.contains(r#"name="bank_hours""#) && form.body.contains(words),
            "{lang}: {}",
            form.body
        );
    }
    stark.client.get("/games/new?lang=en");
    // A bank beyond the limit: a clear refusal on the form, nothing created.
    let r = stark.client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Too long"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
            ("bank_hours", "100000"),
        ],
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(r.body.contains("A time bank is at most 672 hours"));

    let r = stark.client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Clocked"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
            ("bank_hours", "72"),
            ("bank_step_hours", "2"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let game = game_id_of(r.location().unwrap());
    let lobby = lannister.client.get(&format!("/games/{game}"));
    assert!(
        lobby
            .body
            .contains("time bank: 72 h per house, plus 2 h each time it is asked"),
        "{}",
        lobby.body
    );
    join(&mut lannister.client, game, "lannister", None);
    join(&mut baratheon.client, game, "baratheon", None);
    let r = stark.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
    let t0 = site.now;
    // Everyone is asked for orders: 72 h + 2 h each, so the game's deadline is 74 h away.
    assert_eq!(site.game(game).deadline_at, Some(t0 + TimeDelta::hours(74)));

    // Stark answers after 10 hours, Lannister after 20: each pays only its own wait.
    site.set_time(t0 + TimeDelta::hours(10));
    assert_eq!(act(&mut stark, game), 1);
    site.set_time(t0 + TimeDelta::hours(20));
    assert_eq!(act(&mut lannister, game), 1);
    site.set_time(t0 + TimeDelta::hours(30));
    let page = stark.client.get(&format!("/games/{game}"));
    assert_eq!(page.status, 200);
    assert!(
        house_box(&page.body, "stark").contains("Time bank: 2 days 16 hours left</p>"),
        "{}",
        house_box(&page.body, "stark")
    );
    assert!(house_box(&page.body, "lannister").contains("Time bank: 2 days 6 hours left</p>"));
    assert!(
        house_box(&page.body, "baratheon").contains("Time bank: 1 day 20 hours left, running now")
    );
    // The one awaited house's own deadline on the page; the others' do not move the game's.
    assert!(page
        .body
        .contains(&local(&site, "bank-stark", t0 + TimeDelta::hours(74))));
    assert_eq!(site.game(game).deadline_at, Some(t0 + TimeDelta::hours(74)));

    // Baratheon's bank runs out: the server's worker fills in its default alone.
    let len = site.game(game).log_len;
    site.set_time(t0 + TimeDelta::hours(74) + TimeDelta::minutes(1));
    site.wait_for_log_past(game, len);
    let now = site.now;
    assert_eq!(site.missed_of(game, "baratheon"), 1);
    assert_eq!(site.missed_of(game, "stark"), 0);
    assert_eq!(site.missed_of(game, "lannister"), 0);
    let loaded = site.svc.load_game(GameId(game)).unwrap();
    let banks = site.svc.time_banks(&loaded).unwrap();
    let bank = |h: House| banks.iter().find(|b| b.house == h).unwrap().clone();
    // Whoever is asked next has its bank plus 2 h, from now; Baratheon only the 2 h.
    for (h, left) in [
        (House::Stark, 64),
        (House::Lannister, 54),
        (House::Baratheon, 0),
    ] {
        let b = bank(h);
        match b.asked_at {
            Some(at) => {
                assert_eq!(at, now, "{h:?} asked at the sweep");
                assert_eq!(b.remaining_secs, (left + 2) * 3600, "{h:?}");
            }
            None => assert_eq!(b.remaining_secs, left * 3600, "{h:?}"),
        }
    }
    let first_out = banks.iter().filter_map(|b| b.runs_out_at()).min();
    assert!(first_out.is_some(), "someone is asked after the orders");
    assert_eq!(site.game(game).deadline_at, first_out);
    // Each house newly asked is told its own bank's deadline by mail.
    for p in [&stark, &lannister, &baratheon] {
        let house = House::from_key(p.name.trim_start_matches("bank-")).unwrap();
        if let Some(out) = bank(house).runs_out_at() {
            let due = local(&site, &p.name, out);
            let mails = site.mails_to(&p.email);
            assert!(
                mails.iter().any(|m| m.text.contains(&due)),
                "{} told {due}",
                p.name
            );
        }
    }
    let mails = site.mails_to(&baratheon.email);
    assert!(
        mails
            .iter()
            .any(|m| m.subject.contains("missed") || m.subject.contains("Missed")),
        "Baratheon hears it missed: {:?}",
        mails.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
}

#[test]
fn a_time_bank_runs_only_for_the_awaited_house_and_runs_out_alone() {
    for backend in backends() {
        time_bank(&backend);
    }
}
