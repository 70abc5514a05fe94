//! Issue 12 end to end, on SQLite and on PostgreSQL: a real `rookery serve` with its mail worker
//! sending through a real SMTP server (aiosmtpd) and its reply listener
//! (`ROOKERY_INBOUND_BIND`) receiving from a real SMTP client (lettre).
//!
//! Three players and a spectator. The houses talk at the table and in private over HTTP; the
//! unread counts and the bundled raven mails follow; a player answers a raven and a decision by
//! replying to the mails; forged, unknown, automatic, oversized and misaddressed mails change
//! nothing; and the text of every private message is searched for in every page and mail of
//! everyone who was not in the conversation.

use crate::web_support;

use lettre::address::Envelope;
use lettre::Transport;
use rookery::service::UserId;
use std::time::Duration;
use web_support::mail::{read_maildir, wait_for_mails, Mail, SmtpServer};
use web_support::*;

const PW: &str = "correct horse battery";
const REPLY_DOMAIN: &str = "reply.rookery.test";
/// The site's own mail server, whose Authentication-Results the service trusts (issue 24).
const AUTHSERV_ID: &str = "mx.rookery.test";

struct Player {
    name: &'static str,
    address: String,
    client: Client,
}

struct Table {
    _db: TestDb,
    smtp: SmtpServer,
    server: Server,
    inbound: u16,
    players: Vec<Player>,
    spectator: Player,
    game: i32,
}

impl Table {
    fn mails(&self) -> Vec<Mail> {
        read_maildir(&self.smtp.maildir)
    }

    fn mails_to(&self, who: &Player) -> Vec<Mail> {
        self.mails()
            .into_iter()
            .filter(|m| m.is_to(&who.address))
            .collect()
    }

    /// Waits until `pred` holds for the mails received; fails with the server's log.
    fn wait(&self, what: &str, pred: impl Fn(&[Mail]) -> bool) -> Vec<Mail> {
        let end = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            let mails = self.mails();
            if pred(&mails) {
                return mails;
            }
            if std::time::Instant::now() > end {
                let got: Vec<(String, Vec<String>)> = mails
                    .iter()
                    .map(|m| (m.subject.clone(), m.to.clone()))
                    .collect();
                panic!(
                    "{what}: not there after 30 s; got {got:#?}\nserver log:\n{}",
                    self.server.output()
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Sends `raw` (a whole mail) to the reply listener from `from` to `to`, as a mail server
    /// would deliver it.
    fn deliver(&self, from: &str, to: &str, raw: &str) -> Result<(), String> {
        let smtp = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.inbound)
            .build();
        let envelope = Envelope::new(
            if from.is_empty() {
                None
            } else {
                Some(from.parse().unwrap())
            },
            vec![to.parse().unwrap()],
        )
        .unwrap();
        smtp.send_raw(&envelope, raw.as_bytes())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// A reply from `from` as the site's mail server hands it on: with its word that the
    /// sender's domain signed it (DKIM), as OpenDKIM writes it.
    fn reply(&self, from: &str, reply_to: &str, headers: &str, body: &str) -> Result<(), String> {
        let domain = from.rsplit_once('@').map_or("", |(_, d)| d);
        let raw = format!(
            "Authentication-Results: {AUTHSERV_ID};\r\n\tdkim=pass (1024-bit key) header.d={domain}\r\nFrom: <{from}>\r\nTo: <{reply_to}>\r\nSubject: Re: ravens\r\nMessage-ID: <{}@client.test>\r\n{headers}Content-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            unique("m"),
            body.replace('\n', "\r\n")
        );
        self.deliver(from, reply_to, &raw)
    }
}

fn reply_to_of(m: &Mail) -> String {
    let v = m.header("Reply-To").expect("a Reply-To header");
    v.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string()
}

/// Four accounts (the last one watches), a three-player game started; `langs`: the players'
/// languages in turn (the rest English), set before the start.
fn setup(backend: &Backend, langs: &[&str]) -> Table {
    let db = TestDb::new(backend, "ravens");
    let smtp = SmtpServer::start(&db.dir.join("maildir"));
    let inbound = free_port();
    let smtp_url = smtp.url();
    let bind = format!("127.0.0.1:{inbound}");
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_SMTP_URL", smtp_url.as_str()),
            ("ROOKERY_MAIL_TICK_MS", "100"),
            ("ROOKERY_REPLY_DOMAIN", REPLY_DOMAIN),
            ("ROOKERY_INBOUND_BIND", bind.as_str()),
            ("ROOKERY_INBOUND_AUTHSERV_ID", AUTHSERV_ID),
            ("ROOKERY_RAVEN_MAIL_QUIET_SECONDS", "3"),
            ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
        ],
    );
    let mut all = Vec::new();
    for name in ["ann", "ben", "cat", "dan"] {
        let mut client = server.client();
        let address = client.register(name, PW);
        all.push(Player {
            name,
            address,
            client,
        });
    }
    let mails = wait_for_mails(&smtp.maildir, Duration::from_secs(30), |m| m.len() >= 4);
    for p in &mut all {
        let m = mails.iter().find(|m| m.is_to(&p.address)).unwrap();
        let link = m.path_starting("/verify/").expect("a verification link");
        let r = p.client.post_with_csrf(&link, &link, &[]);
        assert_eq!(r.status, 303, "{}: {}", p.name, r.body);
    }
    for (p, lang) in all.iter_mut().zip(langs) {
        let r = p
            .client
            .post_with_csrf("/settings", "/settings/language", &[("language", lang)]);
        assert_eq!(r.status, 303, "{} speaks {lang}: {}", p.name, r.body);
    }
    let spectator = all.pop().unwrap();
    let r = all[0].client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Raven table"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("combat_hours", "12"),
            ("westeros_hours", "24"),
            ("reminder_hours", "12"),
            ("press", "full"),
            ("press_spectators", "1"),
        ],
    );
    assert_eq!(r.status, 303, "create: {}", r.body);
    let game = game_id_of(r.location().unwrap());
    for (p, house) in all.iter_mut().skip(1).zip(["lannister", "baratheon"]) {
        let r = p.client.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", house)],
        );
        assert_eq!(r.status, 303, "{} joins: {}", p.name, r.body);
    }
    let lobby = all[0].client.get(&format!("/games/{game}"));
    assert!(
        !langs.is_empty() || lobby.body.contains("Ravens: full press"),
        "the lobby shows the press rules:\n{}",
        lobby.body
    );
    let r = all[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
    Table {
        _db: db,
        smtp,
        server,
        inbound,
        players: all,
        spectator,
        game,
    }
}

/// Posts a raven; returns the conversation page's path.
fn post(p: &mut Player, game: i32, conversation: i32, body: &str) {
    let page = format!("/games/{game}/ravens/{conversation}");
    let r = p.client.post_with_csrf(&page, &page, &[("body", body)]);
    assert_eq!(r.status, 303, "{} posts: {}", p.name, r.body);
}

fn conversation_of(location: &str) -> i32 {
    location
        .split("/ravens/")
        .nth(1)
        .and_then(|s| s.split(['#', '?', '/']).next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no conversation in {location}"))
}

/// Every page a visitor can open about the game (and the conversations 1..=max by id).
fn every_page(c: &mut Client, game: i32, max_conversation: i32) -> Vec<(String, String)> {
    let mut paths: Vec<String> = [
        "/".to_string(),
        format!("/games/{game}"),
        format!("/games/{game}/ravens"),
        format!("/games/{game}/log"),
        format!("/games/{game}/history"),
        format!("/games/{game}/rounds"),
        format!("/games/{game}/board.svg"),
        format!("/games/{game}/export"),
    ]
    .to_vec();
    for id in 1..=max_conversation + 2 {
        paths.push(format!("/games/{game}/ravens/{id}"));
    }
    paths
        .into_iter()
        .map(|p| {
            let r = c.get(&p);
            assert!(r.status < 500, "{p}: {}", r.status);
            (p, r.body)
        })
        .collect()
}

fn ravens(backend: &Backend) {
    let mut t = setup(backend, &[]);
    let game = t.game;
    let u = unique("x");
    let secret1 = format!("SECRET1-{u} meet at the Reach");
    let secret2 = format!("SECRET2-{u} bring ships");
    let reply_words = format!("REPLY-{u} agreed");
    let note = format!("NOTE-{u} Tyrell is weak");

    // --- A decision answered by mail: the start mail shows the template; a reply seals it.
    let started = t.wait("start mails", |m| {
        m.iter().any(|m| {
            m.is_to(&t.players[0].address) && m.header("X-Rookery-Kind") == Some("started")
        })
    });
    let start_mail = started
        .iter()
        .find(|m| m.is_to(&t.players[0].address) && m.header("X-Rookery-Kind") == Some("started"))
        .unwrap();
    assert!(
        start_mail.text.contains("## 1."),
        "a fill-in template:\n{}",
        start_mail.text
    );
    let move_address = reply_to_of(start_mail);
    assert!(
        move_address.starts_with("reply+") && move_address.ends_with(REPLY_DOMAIN),
        "{move_address}"
    );
    // The token is at least 128 bits.
    let token = move_address["reply+".len()..move_address.find('@').unwrap()].to_string();
    assert!(token.len() >= 32, "{token}");
    // A line choosing an order the template offers, taken from the template itself.
    let template: String = start_mail
        .text
        .lines()
        .skip_while(|l| !l.starts_with("## 1."))
        .take_while(|l| !l.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    let order_line = template
        .lines()
        .find(|l| l.starts_with("Winterfell"))
        .expect("a line for Winterfell")
        .to_string();
    let choices = template
        .lines()
        .skip_while(|l| *l != order_line)
        .nth(1)
        .unwrap()
        .trim()
        .trim_start_matches("(one of: ")
        .trim_end_matches(')')
        .split(" | ")
        .map(str::to_string)
        .collect::<Vec<_>>();
    let current = order_line.split(": ").nth(1).unwrap().to_string();
    let other = choices
        .iter()
        .find(|c| **c != current)
        .expect("another order offered")
        .clone();
    let ann = t.players[0].address.clone();
    t.reply(
        &ann,
        &move_address,
        "",
        &format!("{template}\n\nOn Tue, Rookery wrote:\n> quoted"),
    )
    .unwrap();
    let answers = t.wait("the decision is answered", |m| {
        m.iter()
            .any(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
    });
    let recorded = answers
        .iter()
        .find(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
        .unwrap();
    assert!(
        recorded.subject.contains("recorded"),
        "{}\n{}",
        recorded.subject,
        recorded.text
    );
    let sealed_line = |c: &mut Client| {
        let page = c.get(&format!("/games/{game}"));
        let s = page
            .body
            .split("id=\"sealed\">")
            .nth(1)
            .expect("sealed orders shown");
        s[..s.find("</p>").unwrap()].to_string()
    };
    let first_sealed = sealed_line(&mut t.players[0].client);
    // A changed line changes the sealed order.
    let label = order_line.split(": ").next().unwrap();
    let changed = template.replacen(&order_line, &format!("{label}: {other}"), 1);
    t.reply(&ann, &move_address, "", &changed).unwrap();
    t.wait("the second decision is answered", |m| {
        m.iter()
            .filter(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
            .count()
            >= 2
    });
    let second_sealed = sealed_line(&mut t.players[0].client);
    assert_ne!(
        first_sealed, second_sealed,
        "the sealed orders follow the mail"
    );
    // Issue 25: the orders' fill-in text has an answer-ahead row per area, which keeps what is
    // filed unless the reply changes it; a changed one files the answer ahead.
    let plan_line = template
        .lines()
        .find(|l| l.starts_with("Answer ahead for Winterfell"))
        .expect("an answer-ahead line for Winterfell")
        .to_string();
    let march = template
        .lines()
        .skip_while(|l| *l != plan_line)
        .nth(1)
        .unwrap()
        .trim()
        .trim_start_matches("(one of: ")
        .trim_end_matches(')')
        .split(" | ")
        .find(|c| c.starts_with("If a march: all units to"))
        .expect("a march answer offered")
        .to_string();
    let planned = changed.replacen(
        &plan_line,
        &format!("Answer ahead for Winterfell: {march}"),
        1,
    );
    t.reply(&ann, &move_address, "", &planned).unwrap();
    t.wait("the third decision is answered", |m| {
        m.iter()
            .filter(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
            .count()
            >= 3
    });
    let filed: i64 = {
        use diesel::prelude::*;
        use rookery::db::schema::plans;
        let svc = t._db.service();
        let mut c = svc.db.conn().unwrap();
        plans::table
            .filter(plans::game_id.eq(game))
            .filter(plans::kind.eq("march"))
            .filter(plans::entry_key.eq("winterfell"))
            .count()
            .get_result(&mut *c)
            .unwrap()
    };
    assert_eq!(
        filed, 1,
        "the march from Winterfell was filed ahead by mail"
    );
    // A line the form cannot take is refused with the reason and the template, once.
    for _ in 0..2 {
        t.reply(&ann, &move_address, "", "Winterfell: Fly to the moon")
            .unwrap();
    }
    std::thread::sleep(Duration::from_millis(1500));
    let refusals: Vec<Mail> = t
        .mails_to(&t.players[0])
        .into_iter()
        .filter(|m| m.subject.contains("could not be read"))
        .collect();
    assert_eq!(refusals.len(), 1, "the same bad reply is answered once");
    assert!(
        refusals[0].text.contains("not a choice"),
        "{}",
        refusals[0].text
    );
    assert!(refusals[0].text.contains("## 1."), "the template again");

    // --- The table and a private conversation over HTTP.
    let r = t.players[0].client.get(&format!("/games/{game}/ravens"));
    assert_eq!(r.status, 200);
    let table = conversation_of(
        &r.body
            .split("href=\"")
            .find(|s| s.starts_with(&format!("/games/{game}/ravens/")))
            .map(|s| s[..s.find('"').unwrap()].to_string())
            .expect("the table is listed"),
    );
    post(
        &mut t.players[0],
        game,
        table,
        &format!("TABLE-{u} hello all <b>"),
    );
    let page = format!("/games/{game}/ravens");
    let r = t.players[0].client.post_with_csrf(
        &page,
        &format!("/games/{game}/ravens/new"),
        &[("with", "lannister")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let private = conversation_of(r.location().unwrap());
    assert_ne!(private, table);
    post(&mut t.players[0], game, private, &secret1);
    post(&mut t.players[0], game, private, &secret2);

    // Ben sees the unread counts on the front page and the game page.
    let front = t.players[1].client.get("/");
    assert!(front.body.contains("3 new ravens"), "{}", front.body);
    let gp = t.players[1].client.get(&format!("/games/{game}"));
    assert!(
        gp.body.contains("3 new"),
        "the game page counts the unread ravens"
    );

    // One bundled mail per conversation: ben's private one carries both messages.
    let ben = t.players[1].address.clone();
    let mails = t.wait("raven mails", |m| {
        m.iter()
            .filter(|m| m.is_to(&ben) && m.header("X-Rookery-Kind") == Some("raven"))
            .count()
            >= 2
    });
    let ben_private: Vec<&Mail> = mails
        .iter()
        .filter(|m| m.is_to(&ben) && m.text.contains(&format!("SECRET1-{u}")))
        .collect();
    assert_eq!(ben_private.len(), 1, "one mail for both messages");
    let bundle = ben_private[0];
    let (a, b) = (
        bundle.text.find(&format!("SECRET1-{u}")).unwrap(),
        bundle.text.find(&format!("SECRET2-{u}")).unwrap(),
    );
    assert!(a < b, "newest last");
    let raven_address = reply_to_of(bundle);
    assert_ne!(raven_address, move_address);

    // Reading the conversation clears its count.
    let conv = t.players[1]
        .client
        .get(&format!("/games/{game}/ravens/{private}"));
    assert!(conv.body.contains(&format!("SECRET2-{u}")));
    let front = t.players[1].client.get("/");
    assert!(
        front.body.contains("1 new raven<"),
        "only the table is unread now: {}",
        front.body
    );
    let gp = t.players[1].client.get(&format!("/games/{game}"));
    assert!(
        gp.body.contains("1 new") && !gp.body.contains("3 new"),
        "the game page counts only the table now"
    );

    // Ben answers by replying to the raven mail.
    t.reply(
        &ben,
        &raven_address,
        "",
        &format!("{reply_words}\n\n-- \nBen\n\nOn Tue, Rookery wrote:\n> {secret1}"),
    )
    .unwrap();
    let until = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let conv = t.players[0]
            .client
            .get(&format!("/games/{game}/ravens/{private}"));
        if conv.body.contains(&reply_words) {
            assert!(conv.body.contains("by mail"));
            assert!(!conv.body.contains("On Tue"), "the quote is left out");
            assert!(!conv.body.contains(">Ben<"), "the signature is left out");
            break;
        }
        assert!(std::time::Instant::now() < until, "the reply was posted");
        std::thread::sleep(Duration::from_millis(100));
    }
    let count_ravens = |c: &mut Client| {
        c.get(&format!("/games/{game}/ravens/{private}"))
            .body
            .matches("<li id=\"raven-")
            .count()
    };
    let before = count_ravens(&mut t.players[0].client);
    assert_eq!(before, 3);

    // --- Hostile mail changes nothing.
    let cat = t.players[2].address.clone();
    t.reply(&cat, &raven_address, "", &format!("FORGED-{u}"))
        .unwrap();
    t.reply(
        &ben,
        &format!("reply+{}@{REPLY_DOMAIN}", "0".repeat(32)),
        "",
        &format!("UNKNOWN-{u}"),
    )
    .unwrap();
    t.reply(
        &ben,
        &raven_address,
        "Auto-Submitted: auto-replied\r\n",
        &format!("AUTO-{u} I am away"),
    )
    .unwrap();
    let huge = format!("{}\n", "x".repeat(76)).repeat(4000);
    // Over the size limit, sent without declaring its size: refused at the end of its data
    // (552, so that the sender's server tells the player), recorded, never read.
    let refused = t
        .reply(&ben, &raven_address, "", &format!("HUGE-{u}\n{huge}"))
        .expect_err("a mail over the size limit is refused");
    assert!(refused.contains("552"), "{refused}");
    assert!(
        t.reply(&ben, "someone@elsewhere.test", "", "relay me")
            .is_err(),
        "not an open relay"
    );
    // A loop attempt: Rookery's own answer mail sent back to it is automatic and dropped.
    let answer_raw = std::fs::read_to_string(&refusals[0].file).unwrap();
    t.deliver(&ann, &move_address, &answer_raw).unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(count_ravens(&mut t.players[0].client), before);
    let log = t.server.output();
    for outcome in [
        "dropped:sender",
        "dropped:unknown_token",
        "dropped:automatic",
        "dropped:too_large",
    ] {
        assert!(
            log.contains(outcome),
            "the inbound log records {outcome}:\n{log}"
        );
    }
    let refusals_now = t
        .mails_to(&t.players[0])
        .into_iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("reply_answer"))
        .count();
    assert_eq!(
        refusals_now, 4,
        "no answer to automatic mail (3 recorded + 1 refusal)"
    );
    for m in t.mails() {
        assert!(
            !m.text.contains(&format!("FORGED-{u}"))
                && !m.text.contains(&format!("UNKNOWN-{u}"))
                && !m.text.contains(&format!("AUTO-{u}"))
                && !m.text.contains(&format!("HUGE-{u}")),
            "nothing of a refused mail is shown anywhere"
        );
    }

    // --- Notes and muting.
    let page = format!("/games/{game}/ravens");
    let r = t.players[0].client.post_with_csrf(
        &page,
        &format!("/games/{game}/notes"),
        &[("notes", &note)],
    );
    assert_eq!(r.status, 303);
    assert!(t.players[0]
        .client
        .get(&page)
        .body
        .contains(&format!("NOTE-{u}")));
    // A NUL and a bell in the notes (PostgreSQL's text takes no NUL; a browser sends what was
    // pasted): saved without them, never a 500.
    let r = t.players[0].client.post_with_csrf(
        &page,
        &format!("/games/{game}/notes"),
        &[("notes", &format!("NUL\0-{u}\u{7}-kept"))],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(t.players[0]
        .client
        .get(&page)
        .body
        .contains(&format!("NUL-{u}-kept")));
    let conv_page = format!("/games/{game}/ravens/{table}");
    let r = t.players[2].client.post_with_csrf(
        &conv_page,
        &format!("{conv_page}/mute"),
        &[("muted", "1")],
    );
    assert_eq!(r.status, 303);
    let cat_ravens_before = t
        .mails_to(&t.players[2])
        .iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("raven"))
        .count();
    post(&mut t.players[0], game, table, &format!("TABLE2-{u}"));
    t.wait("ben's table mail", |m| {
        m.iter()
            .any(|m| m.is_to(&ben) && m.text.contains(&format!("TABLE2-{u}")))
    });
    std::thread::sleep(Duration::from_millis(500));
    let cat_ravens_after = t
        .mails_to(&t.players[2])
        .iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("raven"))
        .count();
    assert_eq!(
        cat_ravens_before, cat_ravens_after,
        "a muted conversation mails nothing"
    );
    // Nor counts on the game page's ravens link; Ben, who did not mute it, sees it counted.
    let cat_page = t.players[2].client.get(&format!("/games/{game}"));
    assert!(cat_page.body.contains(r#"id="ravens-link""#));
    assert!(
        !cat_page.body.contains(r#"class="unread""#),
        "a muted conversation is not counted"
    );
    let ben_page = t.players[1].client.get(&format!("/games/{game}"));
    assert!(ben_page.body.contains(r#"class="unread""#));

    // --- The spectator and a visitor read the table, escaped; never the private ravens.
    let mut anon = t.server.client();
    for c in [&mut t.spectator.client, &mut anon] {
        let r = c.get(&format!("/games/{game}/ravens/{table}"));
        assert_eq!(r.status, 200);
        assert!(r.body.contains(&format!("TABLE-{u} hello all &lt;b&gt;")));
        let r = c.get(&format!("/games/{game}/ravens/{private}"));
        assert_eq!(
            r.status, 404,
            "a private conversation does not exist for outsiders"
        );
    }
    let secrets = [
        format!("SECRET1-{u}"),
        format!("SECRET2-{u}"),
        format!("REPLY-{u}"),
        format!("NOTE-{u}"),
    ];
    let max = private.max(table);
    let outsiders: Vec<(&str, Vec<(String, String)>)> = vec![
        ("cat", every_page(&mut t.players[2].client, game, max)),
        ("dan", every_page(&mut t.spectator.client, game, max)),
        ("a visitor", every_page(&mut anon, game, max)),
        // Ben is in the private conversation, but never sees Ann's notes.
    ];
    for (who, pages) in &outsiders {
        for (path, body) in pages {
            for s in &secrets {
                assert!(!body.contains(s.as_str()), "{who} sees {s} on {path}");
            }
        }
    }
    for (path, body) in every_page(&mut t.players[1].client, game, max) {
        assert!(
            !body.contains(&format!("NOTE-{u}")),
            "ben sees ann's notes on {path}"
        );
    }
    for m in t.mails() {
        if m.is_to(&t.players[2].address) || m.is_to(&t.spectator.address) {
            for s in &secrets {
                assert!(
                    !m.text.contains(s.as_str()) && !m.html.contains(s.as_str()),
                    "a mail to an outsider holds {s}: {}",
                    m.subject
                );
            }
        }
    }
    // How these mails read, kept for people to look at (README, closing notes).
    let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/mail-samples");
    std::fs::create_dir_all(&samples).unwrap();
    for (name, m) in [
        ("started-with-template.txt", start_mail),
        ("raven-bundle.txt", bundle),
        ("decision-recorded.txt", recorded),
        ("decision-refused.txt", &refusals[0]),
    ] {
        let text = format!(
            "Subject: {}\nReply-To: {}\n\n{}",
            m.subject,
            m.header("Reply-To").unwrap_or("-"),
            m.text
        );
        std::fs::write(samples.join(format!("{}-{name}", t._db.label())), text).unwrap();
    }

    // Nothing of a message reaches the server's log.
    let log = t.server.output();
    for s in &secrets {
        assert!(!log.contains(s.as_str()), "the log holds {s}");
    }
}

#[test]
fn ravens_on_both_databases() {
    for b in backends() {
        ravens(&b);
    }
}

/// Issue 15: an Italian and a Romanian player get the start mail's fill-in template in their
/// language, and answer it by mail in their words (and in English words, which are understood
/// as well); a line the form cannot take is answered in their language.
fn decisions_by_mail_in_the_readers_language(backend: &Backend) {
    use rookery::engine::{AreaId, OrderToken};
    use rookery::i18n::{area_name, order_name, tr, Lang};
    let mut t = setup(backend, &["it", "ro"]);
    let game = t.game;
    for (i, lang, home) in [(0, Lang::It, "winterfell"), (1, Lang::Ro, "lannisport")] {
        let address = t.players[i].address.clone();
        let is_start =
            |m: &Mail| m.is_to(&address) && m.header("X-Rookery-Kind") == Some("started");
        let mails = t.wait("the start mail", |m| m.iter().any(is_start));
        let start = mails.iter().find(|m| is_start(m)).unwrap();
        let title = tr(lang, "form-orders-title", &[]);
        assert!(
            start.text.contains(&format!("## 1. {title}")),
            "{lang}: the template's heading:\n{}",
            start.text
        );
        for english in ["Place your orders", "(one of: ", "footman", "no order"] {
            assert!(
                !start.text.contains(english),
                "{lang}: the template still says {english:?}:\n{}",
                start.text
            );
        }
        let reply_to = reply_to_of(start);
        let template: String = start
            .text
            .lines()
            .skip_while(|l| !l.starts_with("## 1."))
            .take_while(|l| !l.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        let area = area_name(lang, AreaId::from_key(home).unwrap());
        let order_line = template
            .lines()
            .find(|l| l.starts_with(&format!("{area} (")))
            .unwrap_or_else(|| panic!("{lang}: no line for {area}:\n{template}"))
            .to_string();
        let one_of = tr(lang, "text-one-of", &[("choices", "".into())]);
        let choices: Vec<String> = template
            .lines()
            .skip_while(|l| *l != order_line)
            .nth(1)
            .unwrap()
            .trim()
            .trim_start_matches('(')
            .trim_start_matches(one_of.as_str())
            .trim_end_matches(')')
            .split(" | ")
            .map(str::to_string)
            .collect();
        let current = order_line.split(": ").nth(1).unwrap().to_string();
        // Two orders other than the one shown, by their tokens.
        let others: Vec<OrderToken> = OrderToken::ALL
            .into_iter()
            .filter(|o| {
                let name = order_name(lang, *o);
                name != current && choices.contains(&name)
            })
            .collect();
        assert!(others.len() >= 2, "{lang}: {choices:?}");
        let sealed = |c: &mut Client| {
            let page = c.get(&format!("/games/{game}"));
            let s = page
                .body
                .split("id=\"sealed\">")
                .nth(1)
                .map(|s| s[..s.find("</p>").unwrap()].to_string());
            s.unwrap_or_default()
        };
        // The whole template with one line changed, in the reader's words.
        let label = order_line.split(": ").next().unwrap();
        let mine = order_name(lang, others[0]);
        let changed = template.replacen(&order_line, &format!("{label}: {mine}"), 1);
        t.reply(&address, &reply_to, "", &changed).unwrap();
        let answer = nth_answer(&t, &address, 1);
        let recorded = tr(
            lang,
            "mail-answer-recorded-subject",
            &[
                ("game", "Raven table".into()),
                ("title", title.clone().into()),
            ],
        );
        assert_eq!(answer.subject, recorded, "{lang}:\n{}", answer.text);
        let page = sealed(&mut t.players[i].client);
        assert!(page.contains(&mine), "{lang}: {mine} is sealed: {page}");
        // One line with the area's short name and the English name of another order.
        let english = order_name(Lang::En, others[1]);
        t.reply(&address, &reply_to, "", &format!("{area}: {english}"))
            .unwrap();
        let answer = nth_answer(&t, &address, 2);
        assert_eq!(answer.subject, recorded, "{lang}:\n{}", answer.text);
        let page = sealed(&mut t.players[i].client);
        let theirs = order_name(lang, others[1]);
        assert!(page.contains(&theirs), "{lang}: {theirs} is sealed: {page}");
        // A line the form cannot take: the reason and the template again, in their language.
        t.reply(&address, &reply_to, "", &format!("{area}: Zbor"))
            .unwrap();
        let answer = nth_answer(&t, &address, 3);
        assert_eq!(
            answer.subject,
            tr(
                lang,
                "mail-answer-unreadable-subject",
                &[("game", "Raven table".into())]
            ),
            "{lang}:\n{}",
            answer.text
        );
        assert!(
            answer.text.contains(&format!("## 1. {title}")),
            "{}",
            answer.text
        );
        assert!(!answer.text.contains("not a choice"), "{}", answer.text);
    }
}

/// The `n`-th answer to a reply that `address` got (waiting for it).
fn nth_answer(t: &Table, address: &str, n: usize) -> Mail {
    let answers = |m: &[Mail]| -> Vec<Mail> {
        m.iter()
            .filter(|m| m.is_to(address) && m.header("X-Rookery-Kind") == Some("reply_answer"))
            .cloned()
            .collect()
    };
    let mails = t.wait("the answer", |m| answers(m).len() >= n);
    answers(&mails).swap_remove(n - 1)
}

#[test]
fn decisions_by_mail_in_the_readers_language_on_both_databases() {
    for b in backends() {
        decisions_by_mail_in_the_readers_language(&b);
    }
}

/// Press rules, through the service on both databases: who reads and writes what under each
/// rule, before and after the end, and a seat left before the start.
fn press_rules(backend: &Backend) {
    use rookery::engine::House;
    use rookery::service::lobby::GameSpec;
    use rookery::service::ravens::{Press, PressRule};
    use rookery::service::ServiceError;
    let db = TestDb::new(backend, "press");
    let svc = db.service();
    let users: Vec<i32> = ["pa", "pb", "pc", "pd"]
        .iter()
        .map(|n| {
            svc.register(&format!("{n}-{}", unique("u")), "password-123", "UTC")
                .unwrap()
                .user
                .user_id
        })
        .collect();
    let game_with = |press: Press| {
        let spec = GameSpec {
            press,
            ..choice_spec("Press", 3, House::Stark)
        };
        let g = svc.create_game(UserId(users[0]), &spec).unwrap();
        svc.join(g, UserId(users[1]), Some(House::Lannister), None)
            .unwrap();
        svc.join(g, UserId(users[2]), Some(House::Baratheon), None)
            .unwrap();
        g
    };

    // No press: nothing to read or write, for anyone.
    let none = game_with(Press {
        rule: PressRule::None,
        ..Press::default()
    });
    assert!(svc
        .rookery(none, Some(UserId(users[0])))
        .unwrap()
        .conversations
        .is_empty());
    assert!(matches!(
        svc.table_conversation(none, Some(UserId(users[0]))),
        Err(ServiceError::NotFound)
    ));

    // Public press: the table, no private conversation.
    let public = game_with(Press {
        rule: PressRule::Public,
        spectators_read: false,
        ..Press::default()
    });
    let table = svc
        .table_conversation(public, Some(UserId(users[0])))
        .unwrap();
    svc.post_raven(public, table, UserId(users[1]), "hello", "web")
        .unwrap();
    assert!(matches!(
        svc.start_conversation(public, UserId(users[0]), &[House::Lannister]),
        Err(ServiceError::Forbidden(_))
    ));
    // Spectators do not read the table when the game says so.
    assert!(matches!(
        svc.conversation(public, table, None),
        Err(ServiceError::NotFound)
    ));
    assert!(matches!(
        svc.conversation(public, table, Some(UserId(users[3]))),
        Err(ServiceError::NotFound)
    ));
    assert!(svc
        .conversation(public, table, Some(UserId(users[2])))
        .is_ok());

    // Full press: a private conversation is its houses' alone; a seat left before the start
    // takes its reader's access with it.
    let full = game_with(Press::default());
    let private = svc
        .start_conversation(full, UserId(users[0]), &[House::Lannister])
        .unwrap();
    svc.post_raven(full, private, UserId(users[0]), "just us", "web")
        .unwrap();
    assert!(svc
        .conversation(full, private, Some(UserId(users[1])))
        .is_ok());
    for outsider in [Some(users[2]), Some(users[3]), None] {
        assert!(matches!(
            svc.conversation(full, private, outsider.map(UserId)),
            Err(ServiceError::NotFound)
        ));
        if let Some(u) = outsider {
            assert!(svc
                .post_raven(full, private, UserId(u), "let me in", "web")
                .is_err());
        }
    }
    svc.leave(full, UserId(users[1])).unwrap();
    assert!(matches!(
        svc.conversation(full, private, Some(UserId(users[1]))),
        Err(ServiceError::NotFound)
    ));
    assert!(svc
        .post_raven(full, private, UserId(users[1]), "still here?", "web")
        .is_err());
    // A raven is not empty and not too long.
    assert!(matches!(
        svc.post_raven(full, private, UserId(users[0]), "   ", "web"),
        Err(ServiceError::Invalid(_))
    ));
    assert!(matches!(
        svc.post_raven(full, private, UserId(users[0]), &"x".repeat(2001), "web"),
        Err(ServiceError::Invalid(_))
    ));
}

#[test]
fn press_rules_on_both_databases() {
    for b in backends() {
        press_rules(&b);
    }
}
