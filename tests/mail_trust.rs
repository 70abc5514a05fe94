//! Issue 24, items 3 to 6, on SQLite and PostgreSQL: a real `rookery serve` sending through a
//! real SMTP server (aiosmtpd) and receiving on its reply listener, spoken to by real SMTP
//! sessions from several loopback addresses (127.0.0.1 is the genuine players' side, other
//! 127.x addresses are attackers).
//!
//! - Senders are checked: replies under a player's From without the site's own passing
//!   `Authentication-Results` (none, one from another authserv-id, a forged one under the site's
//!   failing one) change nothing; a flood of them from one address does not stop that player's
//!   genuine reply from being posted.
//! - Idle connections from many addresses do not hold the listener: a new client is served while
//!   they are held, one address gets no more than its share, and the idle ones are closed.
//! - Bounces with an empty return path mark an address (once per mail, never for a delayed
//!   report or an auto-reply); after three the address gets no mail, the settings page and the
//!   lobby say so, and the player's webhook is still called.
//! - An out-of-office reply without RFC 3834 headers, sent again and again (also to the answer),
//!   is answered once, under the reply's own token, threaded under the reply.
//! - Every mail of a game refers to the game's thread root; every mail is DKIM-signed and
//!   verified by dkimpy (Debian's `python3-dkim`), and a changed copy is not.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::schema::outbox;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use web_support::mail::{read_maildir, wait_for_mails, Mail, SmtpServer};
use web_support::*;

const PW: &str = "correct horse battery";
const REPLY_DOMAIN: &str = "reply.rookery.test";
const AUTHSERV_ID: &str = "mx.rookery.test";
const DKIM_SELECTOR: &str = "rk1";
const DKIM_DOMAIN: &str = "rookery.test";

// ------------------------------------------------------------------------------ SMTP client

/// An SMTP client connection from a chosen loopback address.
struct Smtp {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl Smtp {
    /// Connects from `source` (any 127.x address) and returns the greeting line too.
    fn connect(source: &str, port: u16) -> (Smtp, String) {
        let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)
            .expect("a socket");
        let from: SocketAddr = format!("{source}:0").parse().unwrap();
        socket.bind(&from.into()).expect("bind a loopback address");
        let to: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        socket.connect(&to.into()).expect("connect to the listener");
        let stream: TcpStream = socket.into();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut s = Smtp {
            reader: BufReader::new(stream.try_clone().unwrap()),
            writer: stream,
        };
        let greeting = s.read_reply();
        (s, greeting)
    }

    /// One reply, its lines joined (multi-line replies: `250-…`, then `250 …`).
    fn read_reply(&mut self) -> String {
        let mut all = String::new();
        loop {
            let mut line = String::new();
            if self.reader.read_line(&mut line).unwrap_or(0) == 0 {
                return all;
            }
            all.push_str(&line);
            if line.len() < 4 || line.as_bytes()[3] != b'-' {
                return all;
            }
        }
    }

    fn cmd(&mut self, line: &str) -> String {
        self.writer
            .write_all(format!("{line}\r\n").as_bytes())
            .unwrap();
        self.read_reply()
    }
}

/// Delivers `raw` from `source` with the return path `from` (`""` for `<>`) to `to`; the answer
/// to the message's final dot (or the first refusal).
fn deliver(source: &str, port: u16, from: &str, to: &str, raw: &str) -> String {
    let (mut s, greeting) = Smtp::connect(source, port);
    assert!(greeting.starts_with("220"), "greeting: {greeting}");
    let ehlo = s.cmd("EHLO client.test");
    assert!(ehlo.starts_with("250"), "{ehlo}");
    let r = s.cmd(&format!("MAIL FROM:<{from}>"));
    if !r.starts_with("250") {
        return r;
    }
    let r = s.cmd(&format!("RCPT TO:<{to}>"));
    if !r.starts_with("250") {
        return r;
    }
    let r = s.cmd("DATA");
    assert!(r.starts_with("354"), "{r}");
    let mut body = String::new();
    for line in raw.replace("\r\n", "\n").split('\n') {
        if line.starts_with('.') {
            body.push('.');
        }
        body.push_str(line);
        body.push_str("\r\n");
    }
    body.push_str(".\r\n");
    s.writer.write_all(body.as_bytes()).unwrap();
    let r = s.read_reply();
    s.cmd("QUIT");
    r
}

/// A reply as a player's mail client writes it, with the headers the site's mail server added
/// (`received`: e.g. its `Authentication-Results`).
fn reply_mail(received: &str, from: &str, to: &str, message_id: &str, body: &str) -> String {
    format!(
        "{received}From: <{from}>\r\nTo: <{to}>\r\nSubject: Re: your mail\r\nMessage-ID: {message_id}\r\nDate: Fri, 27 Nov 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
}

/// The site's mail server's word that `from`'s domain signed the mail (OpenDKIM's words).
fn passing(from: &str) -> String {
    let domain = from.rsplit_once('@').unwrap().1;
    format!("Authentication-Results: {AUTHSERV_ID};\r\n\tdkim=pass (2048-bit key; unprotected) header.d={domain} header.i=@{domain}\r\n")
}

/// A delivery status notification as Postfix writes it, about the mail with `message_id`.
fn dsn(to_bounce: &str, recipient: &str, message_id: &str, action: &str, status: &str) -> String {
    format!(
        "From: MAILER-DAEMON@mx.example.org (Mail Delivery System)\r\n\
         To: {to_bounce}\r\n\
         Subject: Undelivered Mail Returned to Sender\r\n\
         Auto-Submitted: auto-replied\r\n\
         Message-ID: <{}@mx.example.org>\r\n\
         MIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=delivery-status;\r\n\
         \tboundary=\"B1\"\r\n\
         \r\n\
         --B1\r\n\
         Content-Description: Notification\r\n\
         Content-Type: text/plain; charset=us-ascii\r\n\
         \r\n\
         I'm sorry to have to inform you that your message could not\r\n\
         be delivered to one or more recipients.\r\n\
         \r\n\
         --B1\r\n\
         Content-Description: Delivery report\r\n\
         Content-Type: message/delivery-status\r\n\
         \r\n\
         Reporting-MTA: dns; mx.example.org\r\n\
         Arrival-Date: Fri, 27 Nov 2026 10:00:00 +0000\r\n\
         \r\n\
         Final-Recipient: rfc822; {recipient}\r\n\
         Original-Recipient: rfc822;{recipient}\r\n\
         Action: {action}\r\n\
         Status: {status}\r\n\
         Diagnostic-Code: smtp; 550 5.1.1 <{recipient}>: Recipient address rejected: User unknown\r\n\
         \r\n\
         --B1\r\n\
         Content-Description: Undelivered Message Headers\r\n\
         Content-Type: text/rfc822-headers\r\n\
         \r\n\
         Message-ID: {message_id}\r\n\
         Subject: a mail from Rookery\r\n\
         \r\n\
         --B1--\r\n",
        unique("dsn")
    )
}

// ------------------------------------------------------------------------------ the table

struct Player {
    name: &'static str,
    address: String,
    client: Client,
}

struct Table {
    db: TestDb,
    smtp: SmtpServer,
    server: Server,
    inbound: u16,
    players: Vec<Player>,
    game: i32,
    dkim_public: String,
}

impl Table {
    fn mails(&self) -> Vec<Mail> {
        read_maildir(&self.smtp.maildir)
    }

    fn wait(&self, what: &str, pred: impl Fn(&[Mail]) -> bool) -> Vec<Mail> {
        let end = Instant::now() + Duration::from_secs(30);
        loop {
            let mails = self.mails();
            if pred(&mails) {
                return mails;
            }
            assert!(
                Instant::now() < end,
                "{what}: not there after 30 s; got {:#?}\nserver log:\n{}",
                mails
                    .iter()
                    .map(|m| (m.subject.clone(), m.to.clone()))
                    .collect::<Vec<_>>(),
                self.server.output()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Outbox rows of `kind` to `address` (written, whether sent or not).
    fn outbox(&self, kind: &str, address: &str) -> Vec<(String, Option<String>)> {
        let svc = self.db.service();
        let mut c = svc.db.conn().unwrap();
        outbox::table
            .filter(outbox::kind.eq(kind))
            .filter(outbox::to_address.eq(address))
            .select((outbox::status, outbox::last_error))
            .load(&mut c)
            .unwrap()
    }

    fn table_page(&mut self) -> String {
        let game = self.game;
        let r = self.players[0].client.get(&format!("/games/{game}/ravens"));
        let table = r
            .body
            .split("href=\"")
            .find(|s| s.starts_with(&format!("/games/{game}/ravens/")))
            .map(|s| s[..s.find('"').unwrap()].to_string())
            .expect("the table is listed");
        self.players[0].client.get(&table).body
    }

    fn post_table(&mut self, who: usize, text: &str) {
        let game = self.game;
        let r = self.players[who]
            .client
            .get(&format!("/games/{game}/ravens"));
        let table = r
            .body
            .split("href=\"")
            .find(|s| s.starts_with(&format!("/games/{game}/ravens/")))
            .map(|s| s[..s.find('"').unwrap()].to_string())
            .expect("the table is listed");
        let r = self.players[who]
            .client
            .post_with_csrf(&table, &table, &[("body", text)]);
        assert_eq!(r.status, 303, "{}", r.body);
    }
}

fn reply_to_of(m: &Mail) -> String {
    m.header("Reply-To")
        .expect("a Reply-To")
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .to_string()
}

/// The return path the mail was sent with (aiosmtpd records it as `X-MailFrom`).
fn return_path_of(m: &Mail) -> String {
    m.header("X-MailFrom")
        .expect("X-MailFrom")
        .trim()
        .to_string()
}

/// A fresh RSA key in PKCS#8 PEM (what `openssl genrsa` writes) and its public half as DNS
/// publishes it (base64 DER).
fn dkim_key(dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let key = dir.join("dkim.pem");
    let pubkey = dir.join("dkim.pub.der");
    let ok = std::process::Command::new("openssl")
        .args(["genrsa", "-out"])
        .arg(&key)
        .arg("2048")
        .stderr(std::process::Stdio::null())
        .status()
        .expect("openssl")
        .success();
    assert!(ok, "openssl genrsa");
    let ok = std::process::Command::new("openssl")
        .args(["pkey", "-pubout", "-outform", "DER", "-in"])
        .arg(&key)
        .arg("-out")
        .arg(&pubkey)
        .status()
        .expect("openssl")
        .success();
    assert!(ok, "openssl pkey");
    use base64::Engine;
    let public = base64::engine::general_purpose::STANDARD.encode(std::fs::read(pubkey).unwrap());
    (key, public)
}

/// Whether dkimpy finds `raw`'s DKIM signature good, with the key published as `public`.
fn dkimpy_verifies(raw: &[u8], public: &str, dir: &std::path::Path) -> bool {
    let file = dir.join(format!("{}.eml", unique("dkim")));
    std::fs::write(&file, raw).unwrap();
    let script = format!(
        r#"
import sys, dkim, logging
logging.basicConfig(level=logging.DEBUG, stream=sys.stderr)
msg = open(sys.argv[1], 'rb').read()
# The Maildir copy has bare LF line ends; on the wire (and for DKIM) they are CRLF.
msg = msg.replace(b'\r\n', b'\n').replace(b'\n', b'\r\n')
def dns(name, timeout=5):
    if name.rstrip(b'.') == b'{DKIM_SELECTOR}._domainkey.{DKIM_DOMAIN}':
        return b'v=DKIM1; k=rsa; p={public}'
    return None
print('PASS' if dkim.verify(msg, logger=logging.getLogger('dkim'), dnsfunc=dns) else 'FAIL')
"#
    );
    let python = if std::path::Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    };
    let out = std::process::Command::new(python)
        .arg("-c")
        .arg(script)
        .arg(&file)
        .output()
        .expect("run python3 (scripts/test installs python3-dkim)");
    let said = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(
        said == "PASS" || said == "FAIL",
        "dkimpy: {said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if said != "PASS" {
        // Kept for a person to look at, with dkimpy's reasons.
        let keep = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/dkim-failed");
        let _ = std::fs::create_dir_all(&keep);
        let _ = std::fs::copy(&file, keep.join(file.file_name().unwrap()));
        eprintln!("dkimpy: {}", String::from_utf8_lossy(&out.stderr));
    }
    said == "PASS"
}

/// A small HTTP server recording the paths it is called on (the players' webhooks).
fn webhook_receiver() -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let calls: Arc<Mutex<Vec<String>>> = Arc::default();
    let record = calls.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            if reader.read_line(&mut line).is_err() {
                continue;
            }
            let mut len = 0;
            loop {
                let mut h = String::new();
                if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
                    break;
                }
                if let Some(v) = h.to_ascii_lowercase().strip_prefix("content-length:") {
                    len = v.trim().parse().unwrap_or(0);
                }
            }
            let mut body = vec![0; len];
            let _ = reader.read_exact(&mut body);
            let path = line.split_whitespace().nth(1).unwrap_or("").to_string();
            record
                .lock()
                .unwrap()
                .push(format!("{path} {}", String::from_utf8_lossy(&body)));
            let _ = stream
                .write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        }
    });
    (port, calls)
}

fn create_game(p: &mut Player, name: &str) -> i32 {
    let r = p.client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", name),
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
    game_id_of(r.location().unwrap())
}

fn join(p: &mut Player, game: i32, house: &str) {
    let r = p.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/join"),
        &[("house", house)],
    );
    assert_eq!(r.status, 303, "{} joins: {}", p.name, r.body);
}

fn start(p: &mut Player, game: i32) {
    let r = p.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
}

fn setup(backend: &Backend) -> Table {
    let db = TestDb::new(backend, "mail_trust");
    let smtp = SmtpServer::start(&db.dir.join("maildir"));
    let inbound = free_port();
    let (key, dkim_public) = dkim_key(&db.dir);
    let (smtp_url, bind) = (smtp.url(), format!("127.0.0.1:{inbound}"));
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_SMTP_URL", smtp_url.as_str()),
            ("ROOKERY_MAIL_TICK_MS", "100"),
            ("ROOKERY_MAIL_FROM", "Rookery <rookery@rookery.test>"),
            ("ROOKERY_REPLY_DOMAIN", REPLY_DOMAIN),
            ("ROOKERY_INBOUND_BIND", bind.as_str()),
            ("ROOKERY_INBOUND_AUTHSERV_ID", AUTHSERV_ID),
            ("ROOKERY_INBOUND_IDLE_SECONDS", "10"),
            ("ROOKERY_INBOUND_PER_ADDRESS", "4"),
            ("ROOKERY_INBOUND_PER_HOUR", "5"),
            ("ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR", "20"),
            ("ROOKERY_DKIM_KEY_FILE", key.to_str().unwrap()),
            ("ROOKERY_DKIM_SELECTOR", DKIM_SELECTOR),
            ("ROOKERY_RAVEN_MAIL_QUIET_SECONDS", "1"),
            ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
            ("ROOKERY_OUTBOUND_ALLOW_LOOPBACK", "true"),
        ],
    );
    let mut players = Vec::new();
    for name in ["ann", "ben", "cat"] {
        let mut client = server.client();
        let address = client.register(name, PW);
        players.push(Player {
            name,
            address,
            client,
        });
    }
    let mails = wait_for_mails(&smtp.maildir, Duration::from_secs(30), |m| m.len() >= 3);
    for p in &mut players {
        let m = mails.iter().find(|m| m.is_to(&p.address)).unwrap();
        let link = m.path_starting("/verify/").expect("a verification link");
        let r = p.client.post_with_csrf(&link, &link, &[]);
        assert_eq!(r.status, 303, "{}: {}", p.name, r.body);
    }
    let game = create_game(&mut players[0], "Trust table");
    join(&mut players[1], game, "lannister");
    join(&mut players[2], game, "baratheon");
    start(&mut players[0], game);
    Table {
        db,
        smtp,
        server,
        inbound,
        players,
        game,
        dkim_public,
    }
}

// ------------------------------------------------------------------------------ the checks

fn mail_trust(backend: &Backend) {
    let mut t = setup(backend);
    let (ann, ben, cat) = (
        t.players[0].address.clone(),
        t.players[1].address.clone(),
        t.players[2].address.clone(),
    );
    let u = unique("x");
    let started = t.wait("the start mails", |m| {
        [&ann, &ben, &cat].iter().all(|a| {
            m.iter()
                .any(|m| m.is_to(a) && m.header("X-Rookery-Kind") == Some("started"))
        })
    });
    let started_to = |who: &str| {
        started
            .iter()
            .find(|m| m.is_to(who) && m.header("X-Rookery-Kind") == Some("started"))
            .unwrap()
            .clone()
    };

    // Ben's address for answering the table.
    t.post_table(0, &format!("TABLE1-{u}"));
    let ravens = t.wait("the table's raven mails", |m| {
        [&ben, &cat].iter().all(|a| {
            m.iter()
                .any(|m| m.is_to(a) && m.text.contains(&format!("TABLE1-{u}")))
        })
    });
    let raven_to = |who: &str| {
        ravens
            .iter()
            .find(|m| m.is_to(who) && m.text.contains(&format!("TABLE1-{u}")))
            .unwrap()
            .clone()
    };
    let ben_raven = reply_to_of(&raven_to(&ben));

    // --- Idle connections do not hold the listener shut (item 4).
    let mut idle = Vec::new();
    for host in 3..=12 {
        let source = format!("127.0.0.{host}");
        for _ in 0..4 {
            let (s, greeting) = Smtp::connect(&source, t.inbound);
            assert!(greeting.starts_with("220"), "{source}: {greeting}");
            idle.push(s);
        }
        let (_, refused) = Smtp::connect(&source, t.inbound);
        assert!(
            refused.starts_with("421"),
            "a fifth connection from {source} is refused: {refused}"
        );
    }
    // While 40 idle sessions are held, a player's mail server is served.
    let genuine = format!("GENUINE-{u} we accept");
    let served = deliver(
        "127.0.0.1",
        t.inbound,
        &ben,
        &ben_raven,
        &reply_mail(
            &passing(&ben),
            &ben,
            &ben_raven,
            &format!("<{}@ben.client.test>", unique("m")),
            &genuine,
        ),
    );
    assert!(
        served.starts_with("250"),
        "served while others idle: {served}"
    );
    // They were still held (each answers), and then, idle again, each is told and closed.
    for s in &mut idle {
        let noop = s.cmd("NOOP");
        assert!(
            noop.starts_with("250"),
            "an idle session was still open: {noop:?}"
        );
    }
    for mut s in idle {
        let closing = s.read_reply();
        assert!(
            closing.starts_with("421"),
            "an idle session is closed: {closing:?}"
        );
    }
    let page = t.table_page();
    assert!(
        page.contains(&format!("GENUINE-{u}")),
        "ben's reply is posted"
    );

    // --- Forged senders change nothing; a flood under ben's From does not silence him (item 3).
    let forgeries = [
        // No Authentication-Results at all.
        String::new(),
        // The sender's own "pass", under another server's id.
        format!("Authentication-Results: mx.attacker.test; dkim=pass header.d={}\r\n", ben.rsplit_once('@').unwrap().1),
        // The site's server says fail; a "pass" with the site's id written below it by the sender.
        format!(
            "Authentication-Results: {AUTHSERV_ID}; dkim=none; spf=fail smtp.mailfrom=attacker.test; dmarc=fail header.from={d}\r\n{}",
            passing(&ben),
            d = ben.rsplit_once('@').unwrap().1
        ),
        // A pass for the attacker's own domain, not ben's.
        format!("Authentication-Results: {AUTHSERV_ID}; dkim=pass header.d=attacker.test; spf=pass smtp.mailfrom=x@attacker.test\r\n"),
    ];
    for (i, received) in forgeries.iter().enumerate() {
        let r = deliver(
            "127.0.0.2",
            t.inbound,
            &ben,
            &ben_raven,
            &reply_mail(
                received,
                &ben,
                &ben_raven,
                &format!("<{}@forger.test>", unique("m")),
                &format!("FORGED{i}-{u}"),
            ),
        );
        assert!(r.starts_with("250"), "{r}");
    }
    for i in 0..30 {
        deliver(
            "127.0.0.2",
            t.inbound,
            &ben,
            &ben_raven,
            &reply_mail(
                "",
                &ben,
                &ben_raven,
                &format!("<{}@forger.test>", unique("m")),
                &format!("FLOOD{i}-{u}"),
            ),
        );
    }
    let again = format!("AGAIN-{u} still with you");
    let r = deliver(
        "127.0.0.1",
        t.inbound,
        &ben,
        &ben_raven,
        &reply_mail(
            &passing(&ben),
            &ben,
            &ben_raven,
            &format!("<{}@ben.client.test>", unique("m")),
            &again,
        ),
    );
    assert!(r.starts_with("250"), "{r}");
    let page = t.table_page();
    assert!(
        page.contains(&format!("AGAIN-{u}")),
        "ben's genuine reply after the flood is posted"
    );
    assert!(
        !page.contains("FORGED") && !page.contains("FLOOD"),
        "no forged reply is posted"
    );
    let log = t.server.output();
    for outcome in ["dropped:unauthenticated", "dropped:throttled"] {
        assert!(log.contains(outcome), "the log records {outcome}");
    }
    assert!(
        t.outbox("reply_answer", &ben).is_empty(),
        "nothing is answered to a forged address"
    );

    // --- An out-of-office without RFC 3834 headers is answered once (item 5).
    let ann_move = reply_to_of(&started_to(&ann));
    let away = "I am out of the office until Monday 7 December and will read your mail then.";
    let first_id = format!("<{}@ann.client.test>", unique("ooo"));
    for n in 0..3 {
        let id = if n == 0 {
            first_id.clone()
        } else {
            format!("<{}@ann.client.test>", unique("ooo"))
        };
        let r = deliver(
            "127.0.0.1",
            t.inbound,
            &ann,
            &ann_move,
            &reply_mail(&passing(&ann), &ann, &ann_move, &id, away),
        );
        assert!(r.starts_with("250"), "{r}");
    }
    let answers = t.wait("the answer to the out-of-office", |m| {
        m.iter()
            .any(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
    });
    let answer = answers
        .iter()
        .find(|m| m.is_to(&ann) && m.header("X-Rookery-Kind") == Some("reply_answer"))
        .unwrap()
        .clone();
    assert_eq!(
        reply_to_of(&answer),
        ann_move,
        "the answer goes back under the reply's own token"
    );
    assert_eq!(
        answer.header("In-Reply-To"),
        Some(first_id.as_str()),
        "the answer threads under the reply"
    );
    // The responder answers the answer, at its Reply-To and at its return path (RFC 3834).
    for to in [reply_to_of(&answer), return_path_of(&answer)] {
        let r = deliver(
            "127.0.0.1",
            t.inbound,
            &ann,
            &to,
            &reply_mail(
                &passing(&ann),
                &ann,
                &to,
                &format!("<{}@ann.client.test>", unique("ooo")),
                away,
            ),
        );
        assert!(r.starts_with("250"), "{r}");
    }
    assert_eq!(
        t.outbox("reply_answer", &ann).len(),
        1,
        "one answer for the whole out-of-office exchange"
    );

    // --- Bounces (items 4 and 5): cat's mail server refuses cat's mails for good.
    let cat_mails: Vec<Mail> = {
        let all = t.mails();
        let verify = all
            .iter()
            .find(|m| m.is_to(&cat) && m.header("X-Rookery-Kind") == Some("verify"))
            .expect("cat's verification mail")
            .clone();
        vec![verify, started_to(&cat), raven_to(&cat)]
    };
    let settings = |t: &mut Table| t.players[2].client.get("/settings").body;
    assert!(!settings(&mut t).contains("id=\"bounces\""));
    let bounce = |t: &Table, m: &Mail, action: &str, status: &str| {
        let to = return_path_of(m);
        assert!(
            to.starts_with("bounce+") && to.ends_with(REPLY_DOMAIN),
            "{to}"
        );
        let r = deliver(
            "127.0.0.1",
            t.inbound,
            "",
            &to,
            &dsn(&to, &cat, &m.message_id, action, status),
        );
        assert!(
            r.starts_with("250"),
            "a bounce is taken with an empty return path: {r}"
        );
    };
    bounce(&t, &cat_mails[0], "failed", "5.1.1");
    bounce(&t, &cat_mails[0], "failed", "5.1.1");
    bounce(&t, &cat_mails[1], "delayed", "4.4.1");
    let page = settings(&mut t);
    assert!(
        page.contains("id=\"bounces\"") && page.contains("refused mails: 1"),
        "one hard bounce shown, counted once, the delay not counted:\n{page}"
    );
    assert!(!page.contains("stopped mailing"));
    bounce(&t, &cat_mails[1], "failed", "5.1.1");
    bounce(&t, &cat_mails[2], "failed", "5.2.1");
    // A report naming no mail of ours, and a mail to a malformed return path.
    let unknown = format!("bounce+{}@{REPLY_DOMAIN}", "0".repeat(32));
    let r = deliver(
        "127.0.0.1",
        t.inbound,
        "",
        &unknown,
        &dsn(&unknown, &cat, "<x@y>", "failed", "5.1.1"),
    );
    assert!(r.starts_with("250"), "{r}");
    let r = deliver(
        "127.0.0.1",
        t.inbound,
        "",
        &format!("bounce+xyz@{REPLY_DOMAIN}"),
        "Subject: x\r\n\r\nx",
    );
    assert!(r.starts_with("550"), "{r}");
    let page = settings(&mut t);
    assert!(
        page.contains("refused mails: 3") && page.contains("stopped mailing"),
        "three hard bounces stop the mail:\n{page}"
    );
    assert!(
        !settings_of(&mut t.players[0].client).contains("id=\"bounces\""),
        "ann's address is not marked"
    );
    assert!(
        !settings_of(&mut t.players[1].client).contains("id=\"bounces\""),
        "ben's address is not marked"
    );
    // Cat's webhook still works; mail to cat stops; the lobby says so.
    let (hook_port, calls) = webhook_receiver();
    let hook_url = format!("http://127.0.0.1:{hook_port}/cat");
    let r = t.players[2].client.post_with_csrf(
        "/settings/api",
        "/settings/api/webhooks",
        &[("url", hook_url.as_str()), ("format", "json"), ("game", "")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let second = create_game(&mut t.players[0], "Second table");
    join(&mut t.players[2], second, "lannister");
    let lobby = t.players[0].client.get(&format!("/games/{second}")).body;
    let line_of = |name: &str| {
        lobby
            .lines()
            .find(|l| l.contains(&format!("/users/{name}\"")))
            .unwrap_or_else(|| panic!("{name} in the lobby:\n{lobby}"))
            .to_string()
    };
    assert!(
        line_of("cat").contains("mail to this player bounces"),
        "the lobby marks cat: {}",
        line_of("cat")
    );
    assert!(!line_of("ann").contains("bounces"));
    join(&mut t.players[1], second, "baratheon");
    start(&mut t.players[0], second);
    let end = Instant::now() + Duration::from_secs(30);
    while !calls.lock().unwrap().iter().any(|c| c.starts_with("/cat ")) {
        assert!(
            Instant::now() < end,
            "cat's webhook was not called:\n{}",
            t.server.output()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    t.wait("the second game's start mails to ann and ben", |m| {
        [&ann, &ben].iter().all(|a| {
            m.iter().any(|m| {
                m.is_to(a)
                    && m.header("X-Rookery-Kind") == Some("started")
                    && m.subject.contains("Second table")
            })
        })
    });
    let end = Instant::now() + Duration::from_secs(30);
    let cat_started = loop {
        let rows = t.outbox("started", &cat);
        if rows.len() == 2 && rows.iter().all(|(s, _)| s != "pending") {
            break rows;
        }
        assert!(Instant::now() < end, "cat's second start mail: {rows:?}");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(
        cat_started
            .iter()
            .any(|(s, e)| s == "failed" && e.as_deref().is_some_and(|e| e.contains("bounces"))),
        "the mail to the bouncing address is given up unsent: {cat_started:?}"
    );
    assert_eq!(
        t.mails()
            .iter()
            .filter(|m| m.is_to(&cat) && m.header("X-Rookery-Kind") == Some("started"))
            .count(),
        1,
        "no more mail reaches cat"
    );
    // "Mail me again" clears it.
    let r = t.players[2]
        .client
        .post_with_csrf("/settings", "/settings/mail-again", &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(!settings(&mut t).contains("id=\"bounces\""));

    // --- Threads (item 6): every mail of a game refers to its root, the answer to its reply.
    let mails = t.mails();
    let ours: Vec<&Mail> = mails
        .iter()
        .filter(|m| m.header("X-Rookery-Kind").is_some())
        .collect();
    let mut game_mails = 0;
    for m in &ours {
        let kind = m.header("X-Rookery-Kind").unwrap();
        let refs = m.header("References").unwrap_or("");
        if ["verify", "reset", "in_use"].contains(&kind) {
            assert!(
                refs.is_empty(),
                "an account mail belongs to no game's thread"
            );
            continue;
        }
        game_mails += 1;
        // The game a mail is about: the one its links open.
        let root = m
            .path_starting("/games/")
            .map(|p| game_id_of(&p))
            .unwrap_or_else(|| panic!("{kind} links to its game:\n{}", m.text));
        let root = format!("<game-{root}@127.0.0.1>");
        assert!(
            refs.split_whitespace().next() == Some(root.as_str()),
            "{kind} \"{}\" refers to {root}: {refs:?}",
            m.subject
        );
        let in_reply_to = m.header("In-Reply-To").unwrap_or("");
        if kind == "reply_answer" {
            assert_eq!(in_reply_to, first_id);
            assert_eq!(
                refs.split_whitespace().collect::<Vec<_>>(),
                [root.as_str(), first_id.as_str()]
            );
        } else {
            assert_eq!(in_reply_to, root);
        }
    }
    assert!(game_mails >= 8, "a whole game's mails: {game_mails}");

    // --- DKIM (item 6): every kind of mail verifies; a changed copy does not.
    let mut kinds_checked = std::collections::BTreeSet::new();
    for m in &ours {
        let kind = m.header("X-Rookery-Kind").unwrap().to_string();
        if !kinds_checked.insert(kind.clone()) {
            continue;
        }
        let raw = std::fs::read(&m.file).unwrap();
        let text = String::from_utf8_lossy(&raw);
        assert!(
            text.contains(&format!("d={DKIM_DOMAIN}"))
                && text.contains(&format!("s={DKIM_SELECTOR}")),
            "{kind} is signed"
        );
        assert!(
            dkimpy_verifies(&raw, &t.dkim_public, &t.db.dir),
            "dkimpy verifies the {kind} mail"
        );
    }
    let raw = std::fs::read(&ours[0].file).unwrap();
    let changed = String::from_utf8_lossy(&raw).replacen("Subject: ", "Subject: Changed ", 1);
    assert!(
        !dkimpy_verifies(changed.as_bytes(), &t.dkim_public, &t.db.dir),
        "a changed subject fails the signature"
    );
    assert!(kinds_checked.len() >= 4, "{kinds_checked:?}");
}

fn settings_of(c: &mut Client) -> String {
    c.get("/settings").body
}

#[test]
fn mail_trust_on_both_databases() {
    for b in backends() {
        mail_trust(&b);
    }
}
