//! Issue 24, on SQLite and on PostgreSQL: replies written as the common mail clients write them
//! (`tests/fixtures/replies/*.eml`: Gmail, Outlook, Apple Mail, Thunderbird, HTML-only
//! clients; top- and bottom-posted, edited inline; in the charsets of the five languages'
//! players), filled from the mails the service really sent and delivered through real SMTP
//! sessions to the reply listener, each to a raven mail and to a "your move" mail: every order
//! is recorded exactly and every raven holds only the words written. Then the same mail
//! delivered twice has one effect, and a round-1 orders reply sent again in round 2 is refused
//! with an answer, never applied. Last, every reply delivered is broken at random and
//! delivered again, with HTML nested as deep as the size limit allows and a mail over it: each is
//! answered in the session and recorded, and the listener goes on reading.

use crate::web_support;

use diesel::prelude::*;
use lettre::address::Envelope;
use lettre::Transport;
use rookery::db::models::OutboxRow;
use rookery::db::schema::{inbound_mails, outbox, ravens, users};
use rookery::engine::House;
use rookery::i18n::{Lang, Tr};
use rookery::service::clock::Clock;
use rookery::service::GameId;
use rookery::service::Service;
use rookery::service::UserId;
use std::sync::Arc;
use web_support::*;

const REPLY_DOMAIN: &str = "reply.rookery.test";

fn t0() -> chrono::NaiveDateTime {
    chrono::NaiveDate::from_ymd_opt(2026, 11, 24)
        .unwrap()
        .and_hms_opt(10, 0, 0)
        .unwrap()
}

struct Player {
    house: House,
    user: i32,
    name: String,
    address: String,
    lang: Lang,
}

struct Table {
    svc: Arc<Service>,
    port: u16,
    game: i32,
    players: Vec<Player>,
    _db: TestDb,
}

impl Table {
    fn outbox(&self) -> Vec<OutboxRow> {
        let mut c = self.svc.db.conn().unwrap();
        // Notes are worded as the sender words them (issue 26).
        rookery::mail::notes::worded_rows(
            &self.svc,
            outbox::table.order(outbox::id.asc()).load(&mut c).unwrap(),
        )
    }

    fn mail_to(&self, p: &Player, kind: &str) -> OutboxRow {
        self.outbox()
            .into_iter()
            .rev()
            .find(|m| m.to_address == p.address && m.kind == kind)
            .unwrap_or_else(|| panic!("no {kind} mail to {}", p.name))
    }

    /// Delivers `raw` from `from` to `to` through an SMTP session with the listener, which
    /// must accept it.
    fn deliver(&self, from: &str, to: &str, raw: &[u8]) {
        self.try_deliver(from, to, raw)
            .expect("the listener accepts the mail");
    }

    /// Delivers `raw` from `from` to `to` through an SMTP session with the listener: what the
    /// session ended with.
    fn try_deliver(
        &self,
        from: &str,
        to: &str,
        raw: &[u8],
    ) -> Result<(), lettre::transport::smtp::Error> {
        let smtp = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.port)
            .build();
        let envelope =
            Envelope::new(Some(from.parse().unwrap()), vec![to.parse().unwrap()]).unwrap();
        // As the site's mail server hands it on: with its word that the sender's domain signed
        // it (issue 24: a reply without it is not believed).
        let domain = from.rsplit_once('@').map_or("", |(_, d)| d);
        let mut raw_received =
            format!("Authentication-Results: mx.rookery.test; dkim=pass header.d={domain}\r\n")
                .into_bytes();
        raw_received.extend_from_slice(raw);
        smtp.send_raw(&envelope, &raw_received).map(|_| ())
    }

    fn last_outcome(&self) -> String {
        let mut c = self.svc.db.conn().unwrap();
        inbound_mails::table
            .order(inbound_mails::id.desc())
            .select(inbound_mails::outcome)
            .first(&mut c)
            .unwrap()
    }

    fn ravens_of(&self, conversation: i32, house: House) -> Vec<String> {
        let mut c = self.svc.db.conn().unwrap();
        ravens::table
            .filter(ravens::conversation_id.eq(conversation))
            .filter(ravens::house.eq(house.key()))
            .order(ravens::id.asc())
            .select(ravens::body)
            .load(&mut c)
            .unwrap()
    }

    fn game(&self) -> rookery::engine::Game {
        let g = self.svc.load_game(GameId(self.game)).unwrap();
        g.replayed.as_ref().unwrap().game.clone()
    }

    /// The fill-in template `p`'s house is shown now (its sealed answer).
    fn template_now(&self, p: &Player) -> String {
        let forms = rookery::decisions::forms_of(&self.game(), p.house, Tr(p.lang));
        rookery::decisions::text::template(Tr(p.lang), &forms)
    }
}

/// A plain-text reply from `p` to `to` with a Message-ID of its own (made from `tag`), as a
/// mail client writes the simplest one.
fn plain_reply(p: &Player, to: &str, tag: &str, body: &str) -> String {
    format!(
        "From: {} <{}>\r\nTo: {to}\r\nSubject: Re: x\r\nMessage-ID: <{}@mail.client.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
        p.name,
        p.address,
        unique(tag)
    )
}

/// Six players (en, ro, pt, cs, it and a sixth who answers nothing by mail, so that the
/// orders step stays open), a started game, the reply listener on a free port.
fn setup(backend: &Backend) -> Table {
    let db = TestDb::new(backend, "clients");
    let target = rookery::db::Target::parse(&db.url).unwrap();
    let mut svc = Service::with_clock(
        rookery::db::Db::open(target, 4).unwrap(),
        Clock::manual(t0()),
    );
    svc.site.reply_domain = Some(REPLY_DOMAIN.into());
    // The site's own mail server, whose Authentication-Results are trusted (issue 24).
    svc.trust.authserv_id = Some("mx.rookery.test".into());
    svc.limits.inbound_per_hour = 100_000;
    svc.limits.seals_per_step = 100_000;
    let houses = rookery::service::lobby::houses_for(6);
    let mut players = Vec::new();
    for (h, lang) in houses
        .iter()
        .zip([Lang::En, Lang::Ro, Lang::Pt, Lang::Cs, Lang::It, Lang::En])
    {
        let name = format!("{}{}", lang.code(), h.key());
        let login = svc.register(&name, "password-123", "UTC").unwrap();
        let address = format!("{name}@players.example");
        let mut c = svc.db.conn().unwrap();
        diesel::update(users::table.find(login.user.user_id))
            .set((
                users::email.eq(Some(&address)),
                users::email_key.eq(Some(address.to_lowercase())),
                users::email_verified_at.eq(Some(t0())),
                users::language.eq(lang.code()),
            ))
            .execute(&mut c)
            .unwrap();
        players.push(Player {
            house: *h,
            user: login.user.user_id,
            name,
            address,
            lang,
        });
    }
    let spec = choice_spec("Clients", 6, players[0].house);
    let game = svc
        .create_game_seeded(UserId(players[0].user), &spec, Some(11))
        .unwrap();
    for p in &players[1..] {
        svc.join(game, UserId(p.user), Some(p.house), None).unwrap();
    }
    svc.start(game, UserId(players[0].user)).unwrap();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let svc = Arc::new(svc);
    let serving = svc.clone();
    std::thread::spawn(move || rookery::mail::inbound::serve(serving, listener));
    Table {
        svc,
        port,
        game: game.0,
        players,
        _db: db,
    }
}

/// One fixture: its facts and its text.
struct Fixture {
    name: String,
    lang: Lang,
    posting: String,
    text: String,
}

fn fixtures() -> Vec<Fixture> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replies");
    let mut out: Vec<Fixture> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let fact = |key: &str| {
                text.lines()
                    .take_while(|l| l.starts_with("# "))
                    .find_map(|l| l.strip_prefix(&format!("# {key}: ")))
                    .unwrap_or_else(|| panic!("{}: no {key}", p.display()))
                    .to_string()
            };
            Fixture {
                name: p.file_stem().unwrap().to_string_lossy().into_owned(),
                lang: Lang::from_code(&fact("lang")).unwrap(),
                posting: fact("posting"),
                text: text
                    .lines()
                    .skip_while(|l| l.starts_with("# "))
                    .collect::<Vec<_>>()
                    .join("\n"),
            }
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// What a player of `lang` writes to a raven (in a legacy charset, Romanian with the cedilla
/// letters its keyboards type there).
fn raven_words(lang: Lang, legacy: bool) -> String {
    let s = match lang {
        Lang::En => "Agreed, I will hold the Reach — no march on Highgarden.\nMy ships sail at dawn; don't cross the Mander.\n\nThe North remembers!",
        Lang::Ro => "Sunt de acord, țin Ținutul Fluviilor și nu atac Highgarden.\nCorăbiile mele pleacă în zori; nu trece râul.\n\nPe curând!",
        Lang::Pt => "Concordo, não atacarei Porto Real nesta ronda.\nAção conjunta na próxima? Avançarei só até à Campina.\n\nAbraço!",
        Lang::Cs => "Souhlasím, příměří platí do třetího kola.\nŽádné lodě v Úžině, slibuji. Můžeš se spolehnout.\n\nZdraví Sever!",
        Lang::It => "Perché no? Accetto l'alleanza, però niente flotte a Dorne.\nCi vediamo più tardi, città per città.\n\nA presto!",
    };
    if legacy && lang == Lang::Ro {
        s.replace('ț', "ţ")
            .replace('Ț', "Ţ")
            .replace('ș', "ş")
            .replace('Ș', "Ş")
    } else {
        s.to_string()
    }
}

/// Text in `charset` (a character it lacks becomes `?`, as mail clients write it).
fn encode(text: &str, charset: &str) -> Vec<u8> {
    let enc = encoding_rs::Encoding::for_label(charset.as_bytes())
        .unwrap_or_else(|| panic!("charset {charset}"));
    if enc == encoding_rs::UTF_8 {
        return text.as_bytes().to_vec();
    }
    let mut out = Vec::new();
    for ch in text.chars() {
        let mut buf = [0; 4];
        let (bytes, _, bad) = enc.encode(ch.encode_utf8(&mut buf));
        if bad {
            out.push(b'?');
        } else {
            out.extend_from_slice(&bytes);
        }
    }
    out
}

fn encodable(text: &str, charset: &str) -> bool {
    !encode(text, charset).contains(&b'?') || text.contains('?')
}

/// Quoted-printable (RFC 2045), lines of at most 76 characters.
fn quoted_printable(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (n, line) in bytes.split(|b| *b == b'\n').enumerate() {
        if n > 0 {
            out.push_str("\r\n");
        }
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let mut col = 0;
        for (i, b) in line.iter().enumerate() {
            let last = i + 1 == line.len();
            let piece = if (33..=126).contains(b) && *b != b'=' || (*b == b' ' && !last) {
                (*b as char).to_string()
            } else {
                format!("={b:02X}")
            };
            if col + piece.len() > 75 {
                out.push_str("=\r\n");
                col = 0;
            }
            col += piece.len();
            out.push_str(&piece);
        }
    }
    out
}

fn base64_lines(bytes: &[u8]) -> String {
    use base64::Engine;
    let all = base64::engine::general_purpose::STANDARD.encode(bytes);
    all.as_bytes()
        .chunks(76)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("\r\n")
}

/// RFC 3676 soft line breaks at `width`: at spaces (`delsp=no`), or anywhere with an added
/// space that the reader deletes (`delsp=yes`). Quote marks start every piece of a quoted line.
fn flowed(text: &str, delsp: bool, width: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        let depth = line.chars().take_while(|c| *c == '>').count();
        let mut content = line[depth..].to_string();
        if depth > 0 {
            content = content.strip_prefix(' ').unwrap_or(&content).to_string();
        }
        let prefix = if depth > 0 {
            format!("{} ", ">".repeat(depth))
        } else {
            String::new()
        };
        if content.starts_with(' ') || content.starts_with("From ") || content.starts_with('>') {
            content.insert(0, ' ');
        }
        let content = content.trim_end().to_string();
        let chars: Vec<char> = content.chars().collect();
        let room = width.saturating_sub(prefix.chars().count()).max(10);
        if chars.len() <= room {
            out.push(format!("{prefix}{content}"));
            continue;
        }
        if delsp {
            let pieces: Vec<String> = chars.chunks(room).map(|c| c.iter().collect()).collect();
            for (i, p) in pieces.iter().enumerate() {
                let soft = if i + 1 < pieces.len() { " " } else { "" };
                // A piece that begins with a space (or a quote mark) is space-stuffed.
                let stuff = if depth == 0 && i > 0 && (p.starts_with(' ') || p.starts_with('>')) {
                    " "
                } else {
                    ""
                };
                out.push(format!("{prefix}{stuff}{p}{soft}"));
            }
        } else {
            let mut current = String::new();
            for word in content.split(' ') {
                if !current.is_empty() && current.chars().count() + word.chars().count() > room {
                    out.push(format!("{prefix}{current}"));
                    current.clear();
                }
                current.push_str(word);
                current.push(' ');
            }
            out.push(format!("{prefix}{}", current.trim_end()));
        }
    }
    out.join("\n")
}

fn quote(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                ">".to_string()
            } else {
                format!("> {l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn html_lines(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.trim().is_empty() {
                "<div><br></div>".to_string()
            } else {
                format!("<div>{}</div>", escape(l))
            }
        })
        .collect()
}

fn body_of_html(html: &str) -> String {
    let start = html
        .find("<body")
        .and_then(|i| html[i..].find('>').map(|j| i + j + 1))
        .unwrap_or(0);
    let end = html.rfind("</body>").unwrap_or(html.len());
    html[start..end].to_string()
}

/// What fills one fixture.
struct Fill {
    from: String,
    name: String,
    to: String,
    subject: String,
    answer: String,
    original: String,
    inline: String,
    original_html: String,
    msgid: String,
}

fn rfc2047(s: &str) -> String {
    use base64::Engine;
    if s.is_ascii() {
        s.to_string()
    } else {
        format!(
            "=?UTF-8?B?{}?=",
            base64::engine::general_purpose::STANDARD.encode(s.as_bytes())
        )
    }
}

/// Replaces the placeholders of `text`; `in_body`: inside a MIME body (the subject as is).
fn substitute(text: &str, f: &Fill, in_body: bool) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("{{") {
        out.push_str(&rest[..i]);
        let j = rest[i..].find("}}").expect("a closed placeholder") + i;
        let spec = &rest[i + 2..j];
        let (name, filter) = spec.split_once('|').unwrap_or((spec, ""));
        let value = match name {
            "from" => f.from.clone(),
            "name" => f.name.clone(),
            "to" => f.to.clone(),
            "site" => "Rookery <rookery@localhost>".to_string(),
            "subject" if in_body => f.subject.clone(),
            "subject" => rfc2047(&f.subject),
            "msgid" => format!("<{}@mail.client.test>", f.msgid),
            "msgid_local" => f.msgid.clone(),
            "answer" => f.answer.clone(),
            "answer_html" => html_lines(&f.answer),
            "quote" => quote(&f.original),
            "original" => f.original.clone(),
            "inline" => f.inline.clone(),
            "original_html" => f.original_html.clone(),
            other => panic!("unknown placeholder {other}"),
        };
        out.push_str(&match filter {
            "" => value,
            "flowed" => flowed(&value, false, 72),
            "flowed_delsp" => flowed(&value, true, 40),
            other => panic!("unknown filter {other}"),
        });
        rest = &rest[j + 2..];
    }
    out.push_str(rest);
    out
}

/// The fixture as raw mail bytes (CRLF lines; the blocks encoded).
fn render(fixture: &Fixture, f: &Fill) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    let mut lines = fixture.text.lines();
    while let Some(line) = lines.next() {
        if let Some(spec) = line.strip_prefix("{{#").and_then(|l| l.strip_suffix("}}")) {
            let (kind, charset) = spec.split_once(' ').expect("{{#kind CHARSET}}");
            let mut block = Vec::new();
            for l in lines.by_ref() {
                if l.starts_with("{{/") {
                    break;
                }
                block.push(l);
            }
            let text = substitute(&block.join("\n"), f, true).replace('\n', "\r\n");
            let bytes = encode(&text, charset);
            match kind {
                "qp" => out.extend_from_slice(quoted_printable(&bytes).as_bytes()),
                "base64" => out.extend_from_slice(base64_lines(&bytes).as_bytes()),
                "8bit" => out.extend_from_slice(&bytes),
                other => panic!("unknown block {other}"),
            }
            out.extend_from_slice(b"\r\n");
        } else {
            out.extend_from_slice(substitute(line, f, false).as_bytes());
            out.extend_from_slice(b"\r\n");
        }
    }
    out
}

/// The charset a fixture writes its bodies in.
fn charset_of(fixture: &Fixture) -> String {
    fixture
        .text
        .lines()
        .find_map(|l| l.strip_prefix("{{#"))
        .and_then(|l| l.split_whitespace().nth(1))
        .map(|c| c.trim_end_matches("}}").to_string())
        .unwrap()
}

/// The template lines of a "your move" mail's text.
fn template_of(mail_text: &str) -> Vec<String> {
    mail_text
        .lines()
        .skip_while(|l| !l.starts_with("## 1."))
        .take_while(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

fn norm(s: &str) -> String {
    s.replace('★', "*")
        .replace('−', "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The value of `label`'s line in a template.
fn value_of(template: &str, label: &str) -> Option<String> {
    template
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{label}: ")))
        .map(str::to_string)
}

/// An order line to write: a field of the sent template, a choice other than what it showed
/// and what is sealed now, no special order and no order another area holds, writable in
/// `charset`. Returns (the sent line, the line written, the choice as the template shows it).
fn order_edit(sent: &[String], now: &str, charset: &str) -> Option<(String, String, String)> {
    let values_now: Vec<String> = now
        .lines()
        .filter(|l| !l.starts_with('(') && !l.starts_with("##") && !l.starts_with('['))
        .filter_map(|l| l.split_once(": ").map(|(_, v)| norm(v)))
        .collect();
    for (i, line) in sent.iter().enumerate() {
        let Some((label, shown)) = line.split_once(": ") else {
            continue;
        };
        if line.starts_with('[') || line.starts_with("##") || line.trim_start().starts_with('(') {
            continue;
        }
        let Some(help) = sent.get(i + 1).filter(|l| l.trim_start().starts_with('(')) else {
            continue;
        };
        let inner = help.trim().trim_start_matches('(').trim_end_matches(')');
        let choices = inner.split_once(": ").map(|(_, c)| c).unwrap_or(inner);
        let current = value_of(now, label)?;
        for choice in choices.split(" | ") {
            let typed = choice.replace('★', "*").replace('−', "-");
            let written = format!("{label}: {typed}");
            if norm(choice) != norm(shown)
                && norm(choice) != norm(&current)
                && !choice.contains('★')
                && !values_now.contains(&norm(choice))
                && encodable(&written, charset)
            {
                return Some((line.clone(), written, choice.to_string()));
            }
        }
    }
    None
}

/// The original with the answer written inside it: a raven's lines between the first quoted
/// paragraph and the rest; an order line replaced in place (still quoted).
fn inline_of(original: &str, answer: &str, replace: Option<(&str, &str)>) -> String {
    match replace {
        Some((from, to)) => quote(&original.replacen(from, to, 1)),
        None => {
            let quoted = quote(original);
            let lines: Vec<&str> = quoted.lines().collect();
            let cut = lines.iter().position(|l| *l == ">").unwrap_or(lines.len());
            let mut out: Vec<String> = lines[..cut].iter().map(|s| s.to_string()).collect();
            out.push(String::new());
            out.extend(answer.lines().map(str::to_string));
            out.push(String::new());
            out.extend(lines[cut..].iter().map(|s| s.to_string()));
            out.join("\n")
        }
    }
}

/// Sends every fixture to a raven mail and to the "your move" mail; returns the failures and
/// prints the figures.
/// A mail delivered: its sender, its recipient and its bytes.
type Delivered = (String, String, Vec<u8>);

/// Delivers every fixture to a raven mail and to a "your move" mail and checks what each did.
/// Returns the misreadings, and every mail delivered.
fn corpus(t: &Table) -> (Vec<String>, Vec<Delivered>) {
    // The mails as sent, kept for people to look at.
    let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/reply-samples");
    std::fs::create_dir_all(&samples).unwrap();
    let keep = |name: &str, raw: &[u8]| {
        std::fs::write(samples.join(format!("{}-{name}.eml", t._db.label())), raw).unwrap()
    };
    let fay = &t.players[5];
    // Each mail-answering player gets a private raven from the sixth.
    let mut conversations = Vec::new();
    for p in &t.players[..5] {
        let conv = t
            .svc
            .start_conversation(GameId(t.game), UserId(fay.user), &[p.house])
            .unwrap();
        t.svc
            .post_raven(
                GameId(t.game),
                conv,
                UserId(fay.user),
                &format!(
                    "To {}: bring every ship you have to the Reach tonight.",
                    p.name
                ),
                "web",
            )
            .unwrap();
        conversations.push(conv);
    }
    let mut failures = Vec::new();
    let mut delivered = Vec::new();
    let (mut ravens_ok, mut orders_ok, mut total) = (0, 0, 0);
    for fixture in fixtures() {
        total += 1;
        let i = t
            .players
            .iter()
            .position(|p| p.lang == fixture.lang)
            .unwrap();
        let p = &t.players[i];
        let charset = charset_of(&fixture);
        let legacy = !charset.eq_ignore_ascii_case("utf-8");

        // To the raven mail.
        let raven = t.mail_to(p, "raven");
        let words = raven_words(p.lang, legacy);
        assert!(
            encodable(&words, &charset),
            "{}: the answer is not writable in {charset}",
            fixture.name
        );
        let fill = Fill {
            from: p.address.clone(),
            name: p.name.clone(),
            to: raven.reply_to.clone().expect("a reply address"),
            subject: raven.subject.clone(),
            answer: words.clone(),
            original: raven.body_text.clone(),
            inline: inline_of(&raven.body_text, &words, None),
            original_html: body_of_html(&raven.body_html),
            msgid: unique(&fixture.name),
        };
        let before = t.ravens_of(conversations[i], p.house).len();
        let raw = render(&fixture, &fill);
        keep(&format!("{}-raven", fixture.name), &raw);
        t.deliver(&p.address, &fill.to, &raw);
        delivered.push((p.address.clone(), fill.to.clone(), raw));
        let after = t.ravens_of(conversations[i], p.house);
        if after.len() == before + 1 && after.last() == Some(&words) {
            ravens_ok += 1;
        } else {
            failures.push(format!(
                "{} to a raven: {} — posted {:?}",
                fixture.name,
                t.last_outcome(),
                after.get(before)
            ));
        }

        // To the "your move" mail: one order line changed.
        let start = t.mail_to(p, "started");
        let sent = template_of(&start.body_text);
        let now = t.template_now(p);
        let Some((sent_line, written, choice)) = order_edit(&sent, &now, &charset) else {
            failures.push(format!("{}: no order line to change", fixture.name));
            continue;
        };
        let label = written.split(": ").next().unwrap().to_string();
        let fill = Fill {
            to: start.reply_to.clone().expect("a reply address"),
            subject: start.subject.clone(),
            answer: written.clone(),
            original: start.body_text.clone(),
            inline: inline_of(
                &start.body_text,
                &written,
                Some((sent_line.as_str(), written.as_str())),
            ),
            original_html: body_of_html(&start.body_html),
            msgid: unique(&fixture.name),
            ..fill
        };
        let raw = render(&fixture, &fill);
        keep(&format!("{}-move", fixture.name), &raw);
        t.deliver(&p.address, &fill.to, &raw);
        delivered.push((p.address.clone(), fill.to.clone(), raw));
        let sealed = value_of(&t.template_now(p), &label).unwrap_or_default();
        if norm(&sealed) == norm(&choice) && t.last_outcome() == "decided" {
            orders_ok += 1;
        } else {
            failures.push(format!(
                "{} ({}) to a \"your move\" mail: {} — wrote {written:?}, sealed {sealed:?}",
                fixture.name,
                fixture.posting,
                t.last_outcome()
            ));
        }
    }
    println!(
        "{}: {total} client formats; raven replies posted exactly: {ravens_ok}/{total}; order replies recorded exactly: {orders_ok}/{total}",
        t._db.label()
    );
    (failures, delivered)
}

/// The same mail delivered twice (a retrying mail server) has one effect: with a Message-ID,
/// and without one (then by its sender and body).
fn delivered_twice(t: &Table) {
    let p = &t.players[0];
    let raven = t.mail_to(p, "raven");
    let to = raven.reply_to.clone().unwrap();
    let conv: i32 = {
        let mut c = t.svc.db.conn().unwrap();
        ravens::table
            .filter(ravens::house.eq(t.players[5].house.key()))
            .filter(ravens::body.like(format!("To {}:%", p.name)))
            .select(ravens::conversation_id)
            .first(&mut c)
            .unwrap()
    };
    for (n, with_id) in [(1, true), (2, false)] {
        let words = format!("Twice delivered, once posted ({n}).");
        let id = if with_id {
            format!("Message-ID: <{}@mail.client.test>\r\n", unique("twice"))
        } else {
            String::new()
        };
        let raw = format!(
            "From: {} <{}>\r\nTo: {to}\r\nSubject: Re: {}\r\n{id}Date: Tue, 24 Nov 2026 18:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{words}\r\n",
            p.name, p.address, raven.subject
        );
        let before = t.ravens_of(conv, p.house).len();
        t.deliver(&p.address, &to, raw.as_bytes());
        // The second delivery arrives through another hop: a new Received line on top.
        let again = format!("Received: from mx2.players.example by rookery; Tue, 24 Nov 2026 18:05:00 +0000\r\n{raw}");
        t.deliver(&p.address, &to, again.as_bytes());
        let after = t.ravens_of(conv, p.house);
        assert_eq!(
            after.len(),
            before + 1,
            "{}: one raven for a mail delivered twice (Message-ID: {with_id}): {after:?}",
            t._db.label()
        );
        assert_eq!(after.last(), Some(&words));
        assert_eq!(t.last_outcome(), "dropped:duplicate");
    }
}

/// A raven reply that still holds the mail it answers without any mark of quoting (pasted
/// below the words, no attribution, no `>`): refused with an answer, never posted.
fn unmarked_quote(t: &Table) {
    let p = &t.players[1];
    let raven = t.mail_to(p, "raven");
    let to = raven.reply_to.clone().unwrap();
    let conv: i32 = {
        let mut c = t.svc.db.conn().unwrap();
        ravens::table
            .filter(ravens::body.like(format!("To {}:%", p.name)))
            .select(ravens::conversation_id)
            .first(&mut c)
            .unwrap()
    };
    let before = t.ravens_of(conv, p.house);
    let pasted = format!("Da.\r\n\r\n{}", raven.body_text.replace('\n', "\r\n"));
    let raw = plain_reply(p, &to, "pasted", &pasted);
    t.deliver(&p.address, &to, raw.as_bytes());
    assert_eq!(t.last_outcome(), "answered:raven_refused");
    assert_eq!(t.ravens_of(conv, p.house), before, "nothing posted");
    let answer = t.mail_to(p, "reply_answer");
    let why = rookery::i18n::tr(p.lang, "mail-reply-quoted", &[]);
    assert!(
        answer
            .body_text
            .contains(&why.split_whitespace().take(3).collect::<Vec<_>>().join(" ")),
        "the answer says why:\n{}",
        answer.body_text
    );
}

/// A round-1 orders reply sent again once round 2 asks for orders: refused with an answer and
/// the round's template, the round-2 orders unchanged.
fn old_orders_reply(t: &Table) {
    let p = &t.players[0];
    let start = t.mail_to(p, "started");
    let sent = template_of(&start.body_text);
    let now = t.template_now(p);
    let (_, written, _) = order_edit(&sent, &now, "utf-8").expect("an order line to change");
    let reply = |n: &str| {
        format!(
            "From: {} <{}>\r\nTo: {}\r\nSubject: Re: {}\r\nMessage-ID: <{}@mail.client.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{written}\r\n",
            p.name,
            p.address,
            start.reply_to.as_deref().unwrap(),
            rfc2047(&start.subject),
            unique(n)
        )
    };
    t.deliver(
        &p.address,
        start.reply_to.as_deref().unwrap(),
        reply("r1").as_bytes(),
    );
    assert_eq!(
        t.last_outcome(),
        "decided",
        "the round-1 reply is read in round 1"
    );
    // Everyone answers with the deadline's defaults until round 2 asks for orders.
    for _ in 0..2000 {
        let game = t.game();
        if game.state().round == 2
            && game.request_for(p.house) == Some(rookery::engine::Request::PlaceOrders)
        {
            break;
        }
        let a = game.awaiting();
        let a = a.first().expect("someone is awaited");
        let user = t.players.iter().find(|x| x.house == a.house).unwrap().user;
        let input = game.default_input(a.house).expect("a default answer");
        t.svc
            .submit(GameId(t.game), UserId(user), a.house, &input, None)
            .unwrap();
    }
    assert_eq!(t.game().state().round, 2, "round 2 reached");
    let round2 = t.template_now(p);
    let answers_before = t
        .outbox()
        .iter()
        .filter(|m| m.to_address == p.address && m.kind == "reply_answer")
        .count();
    t.deliver(
        &p.address,
        start.reply_to.as_deref().unwrap(),
        reply("r2").as_bytes(),
    );
    assert_eq!(t.last_outcome(), "answered:moved_on", "{}", t._db.label());
    assert_eq!(t.template_now(p), round2, "round 2's orders are unchanged");
    let answers: Vec<OutboxRow> = t
        .outbox()
        .into_iter()
        .filter(|m| m.to_address == p.address && m.kind == "reply_answer")
        .collect();
    assert_eq!(answers.len(), answers_before + 1, "answered once");
    let answer = answers.last().unwrap();
    let subject = rookery::i18n::tr(
        p.lang,
        "mail-answer-moved-on-subject",
        &[("game", "Clients".into())],
    );
    assert_eq!(answer.subject, subject);
    assert!(
        answer.body_text.contains("## 1."),
        "the answer shows round 2's template:\n{}",
        answer.body_text
    );
    // The answer's own address takes round 2's orders.
    let next = answer
        .reply_to
        .clone()
        .expect("the answer can be replied to");
    let now = t.template_now(p);
    let (_, written2, choice) =
        order_edit(&template_of(&answer.body_text), &now, "utf-8").expect("a line to change");
    let label = written2.split(": ").next().unwrap().to_string();
    let raw = plain_reply(p, &next, "r3", &written2);
    t.deliver(&p.address, &next, raw.as_bytes());
    assert_eq!(t.last_outcome(), "decided");
    assert_eq!(
        norm(&value_of(&t.template_now(p), &label).unwrap()),
        norm(&choice)
    );
}

/// Pieces a broken or hostile mail is made of: line ends of every kind, MIME and encoded-word
/// syntax, quoting, HTML, bytes that are not UTF-8, and the mail clients' own separators.
const PIECES: &[&[u8]] = &[
    b"\r\n",
    b"\n",
    b"\r",
    b"=\r\n",
    b"=C3",
    b"=?utf-8?B?",
    b"?=",
    b"--",
    b"\r\n--",
    b"boundary=\"",
    b"Content-Type: multipart/mixed; boundary=x\r\n",
    b"Content-Transfer-Encoding: base64\r\n",
    b"Content-Transfer-Encoding: quoted-printable\r\n",
    b"> ",
    b">>>>>>>>",
    b"<blockquote>",
    b"</blockquote>",
    b"<div class=\"gmail_quote\">",
    b"</div>",
    b"<br>",
    b"-- \r\n",
    b"On Mon, Ann wrote:\r\n",
    b"\xef\xbb\xbf",
    b"\xff\xfe",
    b"\xc3",
    b"\xe2\x80",
    b"charset=\"x-unknown\"",
    b"charset=utf-16",
    b"format=flowed; delsp=yes",
    b" \r\n",
    b"\t",
    b"<",
    b"&#x10FFFF;",
    b"&#0;",
    b"\0",
    b"&",
    b"<![CDATA[",
    b"<!--",
    b"<table><tr><td>",
    b"=?iso-8859-2?Q?=F8?=",
    b"From: x\r\nSent: y\r\n",
    b"-----Original Message-----",
    b"\xcc\x81\xcc\x81",
    b"\xf0\x9f\x90\xa6",
    b".\r\n",
    b"\r\n.\r\n",
];

/// A few random edits of `raw` (xorshift from `seed`): bytes changed, cut, repeated, removed,
/// or one of [`PIECES`] put in once or thousands of times.
fn broken(raw: &[u8], seed: u64) -> Vec<u8> {
    let mut state = seed | 1;
    let mut next = move |n: usize| -> usize {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    let mut bytes = raw.to_vec();
    for _ in 0..1 + next(6) {
        let at = next(bytes.len() + 1);
        match next(6) {
            0 if !bytes.is_empty() => {
                let i = next(bytes.len());
                bytes[i] = next(256) as u8;
            }
            1 => bytes.truncate(at.max(bytes.len() / 2)),
            2 => {
                let end = (at + next(200)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            3 => {
                let end = (at + next(50)).min(bytes.len());
                bytes.drain(at..end);
            }
            _ => {
                let piece = PIECES[next(PIECES.len())];
                let times = if next(8) == 0 { 1 + next(4000) } else { 1 };
                bytes.splice(at..at, piece.repeat(times));
            }
        }
    }
    bytes
}

/// `raw` with its Message-ID header made `<id@mail.client.test>` (put first when it has none).
fn with_message_id(raw: &[u8], id: &str) -> Vec<u8> {
    let header = format!("Message-ID: <{id}@mail.client.test>\r\n").into_bytes();
    let lower = raw.to_ascii_lowercase();
    let found = lower
        .windows(12)
        .position(|w| w == b"\nmessage-id:")
        .map(|i| i + 1);
    let Some(at) = found else {
        return [header, raw.to_vec()].concat();
    };
    let end = at + raw[at..].iter().position(|&b| b == b'\n').unwrap() + 1;
    [&raw[..at], &header[..], &raw[end..]].concat()
}

/// Issue 24's "bad input gets an answer and loses nothing", for mail: every client's reply
/// broken at random (eight ways each), a reply nested as deep as the size limit allows, and one
/// over it. The listener answers every SMTP session with a reply code (a mail accepted or
/// refused, never a dropped connection), every mail read to its end gets an outcome recorded, and
/// the listener still reads the next good reply. (A reply of nested HTML once overflowed the
/// listener's stack and aborted the process, and a mail server retrying it aborted it again.)
fn broken_replies(t: &Table, delivered: &[Delivered]) {
    let recorded = || -> i64 {
        let mut c = t.svc.db.conn().unwrap();
        inbound_mails::table.count().get_result(&mut c).unwrap()
    };
    // Whether the listener accepted the mail (250) rather than refused it with a code.
    let send = |from: &str, to: &str, raw: &[u8]| -> bool {
        match t.try_deliver(from, to, raw) {
            Ok(_) => true,
            Err(e) if e.is_permanent() || e.is_transient() => false,
            Err(e) => panic!(
                "{}: the listener did not answer a broken mail with a reply code: {e}\n{}",
                t._db.label(),
                String::from_utf8_lossy(&raw[..raw.len().min(2000)])
            ),
        }
    };
    let before = recorded();
    let mut read = 0;
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for (from, to, raw) in delivered {
        for _ in 0..8 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            // A Message-ID of its own, or it would be dropped unread as a second delivery.
            let raw = with_message_id(raw, &unique("broken"));
            read += send(from, to, &broken(&raw, seed)) as i64;
        }
    }
    let outcomes: Vec<String> = {
        let mut c = t.svc.db.conn().unwrap();
        inbound_mails::table
            .order(inbound_mails::id.desc())
            .limit(read)
            .select(inbound_mails::outcome)
            .load(&mut c)
            .unwrap()
    };
    let mut by_outcome = std::collections::BTreeMap::<String, usize>::new();
    for o in outcomes {
        *by_outcome.entry(o).or_default() += 1;
    }
    let broken_read = read;
    // A raven reply in HTML nested as deep as the size limit allows: its words are posted.
    let p = &t.players[2];
    let raven = t.mail_to(p, "raven");
    let to = raven.reply_to.clone().unwrap();
    let conv = t
        .svc
        .start_conversation(GameId(t.game), UserId(t.players[5].user), &[p.house])
        .unwrap();
    t.svc
        .post_raven(
            GameId(t.game),
            conv,
            UserId(t.players[5].user),
            "Deep or shallow?",
            "web",
        )
        .unwrap();
    let deep_raven = t.mail_to(p, "raven");
    let deep_to = deep_raven.reply_to.clone().unwrap();
    let head = format!(
        "From: {} <{}>\r\nTo: {deep_to}\r\nSubject: Re: deep\r\nMessage-ID: <{}@mail.client.test>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n",
        p.name,
        p.address,
        unique("deep")
    );
    let room = rookery::service::replies::MAX_MAIL_BYTES - head.len() - 200;
    let deep = format!(
        "{head}<div>Deep, as the sea.</div>{}<blockquote>Deep or shallow?</blockquote>",
        "<table><tr><td>".repeat(room / "<table><tr><td>".len())
    );
    assert!(send(&p.address, &deep_to, deep.as_bytes()));
    read += 1;
    assert_eq!(
        t.ravens_of(conv, p.house).last().map(String::as_str),
        Some("Deep, as the sea."),
        "{}: {}",
        t._db.label(),
        t.last_outcome()
    );
    // Over the size limit: refused at the end of its data (552), recorded, never read.
    let huge = format!(
        "{head}{}",
        "<div>".repeat(rookery::service::replies::MAX_MAIL_BYTES / 5)
    );
    assert!(!send(&p.address, &deep_to, huge.as_bytes()));
    assert_eq!(t.last_outcome(), "dropped:too_large");
    read += 1;

    // NUL bytes in the Message-ID, the sender's name and the words (PostgreSQL's text takes
    // no NUL): recorded, and the words posted without it.
    let nul = format!(
        "From: {}\0 <{}>\r\nTo: {deep_to}\r\nSubject: Re: deep\r\nMessage-ID: <{}\0@mail.client.test>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nShips\0 at dawn.\r\n",
        p.name,
        p.address,
        unique("nul")
    );
    assert!(send(&p.address, &deep_to, nul.as_bytes()));
    read += 1;
    assert_eq!(t.last_outcome(), "posted", "{}", t._db.label());
    assert_eq!(
        t.ravens_of(conv, p.house).last().map(String::as_str),
        Some("Ships at dawn."),
        "{}",
        t._db.label()
    );
    assert_eq!(
        recorded() - before,
        read,
        "{}: every mail read to its end has its outcome recorded",
        t._db.label()
    );
    // The listener still reads a good reply.
    let words = "Still here, and still bringing ships.";
    let raw = plain_reply(p, &to, "after", words);
    t.deliver(&p.address, &to, raw.as_bytes());
    assert_eq!(t.last_outcome(), "posted", "{}", t._db.label());
    let posted: i64 = {
        let mut c = t.svc.db.conn().unwrap();
        ravens::table
            .filter(ravens::house.eq(p.house.key()))
            .filter(ravens::body.eq(words))
            .count()
            .get_result(&mut c)
            .unwrap()
    };
    assert_eq!(posted, 1, "{}", t._db.label());
    println!(
        "{}: {} broken replies, {broken_read} read to their end: {by_outcome:?}",
        t._db.label(),
        delivered.len() * 8
    );
}

fn mail_clients(backend: &Backend) {
    let t = setup(backend);
    let (failures, delivered) = corpus(&t);
    assert!(
        failures.is_empty(),
        "{}: {} replies misread:\n{}",
        t._db.label(),
        failures.len(),
        failures.join("\n")
    );
    delivered_twice(&t);
    unmarked_quote(&t);
    old_orders_reply(&t);
    broken_replies(&t, &delivered);
}

#[test]
fn mail_clients_on_both_databases() {
    for b in backends() {
        mail_clients(&b);
    }
}
