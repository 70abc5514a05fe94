//! Where mails go: an SMTP server (`ROOKERY_SMTP_URL`), or else a local mail folder in Maildir
//! layout (`ROOKERY_MAIL_DIR`, default `./mail`).
//!
//! SMTP without TLS or a password (`smtp://HOST[:PORT]`: a relay on the same host or network,
//! the usual setup) goes through [`PlainSmtp`]: lettre's SMTP client on connections of our own
//! with `TCP_NODELAY`, kept open between mails. lettre writes a message's body and its closing
//! `.` in two writes; on a socket without `TCP_NODELAY` the second waits for the server's delayed
//! ACK (~40 ms per mail). With TLS or a login, lettre's own pooled transport is used (which sets
//! no such option: each mail waits for that ACK). Both time out after 10 s.
//!
//! Every outbox row becomes the same message every time it is built ([`build_message`]):
//! From is the site's sender, `Date` is the row's `created_at`, and the `Message-ID`
//! (`<outbox-ID.CREATEDMICROS@HOST>`, HOST from the site's base URL) is derived from the row, so
//! a mail sent twice (see the worker's exactly-once notes) is recognisably the same mail. The
//! body is multipart/alternative (plain text, then HTML). Notifications with an unsubscribe URL
//! carry `List-Unsubscribe: <URL>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
//! (RFC 8058).
//!
//! In the folder, each mail is written to `tmp/NAME` and renamed into `new/NAME`, where NAME is
//! derived from the row ([`maildir_name`]): a resend replaces the file instead of adding one.
//!
//! Nothing here logs or returns a mail's body or subject: they may hold private game
//! information. Errors are short and about the transport.

use super::config::{url_host, Delivery, SmtpUrl};
use super::Site;
use crate::db::models::OutboxRow;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message, MultiPart};
use lettre::transport::smtp::PoolConfig;
use lettre::{SmtpTransport, Transport as _};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How long one SMTP command (connecting included) may take.
pub const SMTP_TIMEOUT: Duration = Duration::from_secs(10);

/// SMTP connections kept open (and mails sent at once by a worker, see
/// `WorkerSettings::senders`).
pub const SMTP_CONNECTIONS: u32 = 4;

/// Longest error text kept (in logs and `outbox.last_error`).
const MAX_ERROR: usize = 300;

/// A way to deliver mails. Cheap to share between threads (`&self` everywhere).
pub struct Transport {
    kind: Kind,
}

enum Kind {
    Smtp {
        mailer: SmtpTransport,
        describe: String,
    },
    PlainSmtp {
        smtp: PlainSmtp,
        describe: String,
    },
    Folder {
        dir: PathBuf,
    },
}

/// How sending one mail failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// It will never work (the server refused it with a 5xx, or the address is malformed):
    /// the mail is given up at once.
    Permanent,
    /// The server refused this mail for now (a 4xx): retried later.
    Transient,
    /// The server or folder could not be reached or written (connection refused, timeout, TLS,
    /// disk): retried later, and the worker stops draining until its next tick.
    Unavailable,
}

/// Why a mail was not delivered: a short reason without the mail's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SendError {
    pub failure: Failure,
    pub reason: String,
}

impl SendError {
    pub(crate) fn new(failure: Failure, reason: impl std::fmt::Display) -> SendError {
        let mut reason = reason.to_string().replace(['\r', '\n'], " ");
        if reason.len() > MAX_ERROR {
            let mut cut = MAX_ERROR;
            while !reason.is_char_boundary(cut) {
                cut -= 1;
            }
            reason.truncate(cut);
            reason.push('…');
        }
        SendError { failure, reason }
    }
}

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

impl Transport {
    /// The transport a configuration names. Creates the mail folder if needed.
    pub fn open(delivery: &Delivery) -> Result<Transport, String> {
        match delivery {
            Delivery::Smtp(url) => Transport::smtp(url),
            Delivery::Folder(dir) => Transport::folder(dir),
        }
    }

    /// Sends through the SMTP server of `url` (connections are made when mails are sent).
    pub fn smtp(url: &SmtpUrl) -> Result<Transport, String> {
        if url.security == super::config::SmtpSecurity::Plain && url.user.is_none() {
            return Ok(Transport {
                kind: Kind::PlainSmtp {
                    smtp: PlainSmtp::new(&url.host, url.port)?,
                    describe: url.describe(),
                },
            });
        }
        let mailer = SmtpTransport::from_url(&url.url)
            .map_err(|e| format!("ROOKERY_SMTP_URL cannot be used: {e}"))?
            .timeout(Some(SMTP_TIMEOUT))
            .pool_config(PoolConfig::new().max_size(SMTP_CONNECTIONS))
            .build();
        Ok(Transport {
            kind: Kind::Smtp {
                mailer,
                describe: url.describe(),
            },
        })
    }

    /// Writes mails into the Maildir `dir` (creating `tmp/`, `new/` and `cur/`).
    pub fn folder(dir: &Path) -> Result<Transport, String> {
        for sub in ["tmp", "new", "cur"] {
            std::fs::create_dir_all(dir.join(sub)).map_err(|e| {
                format!(
                    "ROOKERY_MAIL_DIR: cannot create the mail folder {}: {e}",
                    dir.join(sub).display()
                )
            })?;
        }
        Ok(Transport {
            kind: Kind::Folder {
                dir: dir.to_path_buf(),
            },
        })
    }

    /// Where mail goes, without any password.
    pub fn describe(&self) -> String {
        match &self.kind {
            Kind::Smtp { describe, .. } | Kind::PlainSmtp { describe, .. } => describe.clone(),
            Kind::Folder { dir } => format!("the mail folder {} (Maildir)", dir.display()),
        }
    }

    /// Delivers one outbox row. `Ok` means the SMTP server accepted it (the 250 after DATA) or
    /// the file is in `new/`.
    pub fn send(&self, site: &Site, row: &OutboxRow) -> Result<(), SendError> {
        if row.channel == "webhook" {
            return super::webhook::send(row);
        }
        if row.channel == "push" {
            return super::push::send(row, site_now());
        }
        let bodies = match self.kind {
            Kind::Folder { .. } => Bodies::ReadableAsFiles,
            _ => Bodies::ForRelays,
        };
        let message = build_message_with(site, row, bodies)?;
        match &self.kind {
            Kind::Smtp { mailer, .. } => mailer.send(&message).map(|_| ()).map_err(smtp_error),
            Kind::PlainSmtp { smtp, .. } => smtp.send(&message),
            Kind::Folder { dir } => write_maildir(dir, &maildir_name(row), &message.formatted())
                .map_err(|e| SendError::new(Failure::Unavailable, format!("mail folder: {e}"))),
        }
    }
}

/// Now, as Unix seconds (the VAPID token's expiry counts from it).
fn site_now() -> i64 {
    chrono::Utc::now().timestamp()
}

fn smtp_error(e: lettre::transport::smtp::Error) -> SendError {
    let failure = if e.is_permanent() {
        Failure::Permanent
    } else if e.is_transient() {
        Failure::Transient
    } else {
        Failure::Unavailable
    };
    SendError::new(failure, e)
}

/// Plain SMTP on `TCP_NODELAY` connections kept open between mails (see the module
/// documentation). Shared by the worker's sender threads: each takes an idle connection (or
/// opens one), sends, and puts it back.
pub struct PlainSmtp {
    host: String,
    port: u16,
    hello: lettre::transport::smtp::extension::ClientId,
    /// Open connections not in use, with when each was last used.
    idle: std::sync::Mutex<
        Vec<(
            lettre::transport::smtp::client::AsyncSmtpConnection,
            std::time::Instant,
        )>,
    >,
    runtime: tokio::runtime::Runtime,
}

/// A connection used this recently is sent on without a `NOOP` first (servers close idle
/// connections after minutes, RFC 5321 asks for at least 5); if it was closed after all, the
/// mail goes once more on a new connection (nothing was accepted on the closed one).
const FRESH: Duration = Duration::from_secs(2);

impl PlainSmtp {
    fn new(host: &str, port: u16) -> Result<PlainSmtp, String> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("rookery-smtp")
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the SMTP client: {e}"))?;
        Ok(PlainSmtp {
            host: host.to_string(),
            port,
            hello: lettre::transport::smtp::extension::ClientId::default(),
            idle: std::sync::Mutex::new(Vec::new()),
            runtime,
        })
    }

    async fn connect(
        &self,
    ) -> Result<lettre::transport::smtp::client::AsyncSmtpConnection, SendError> {
        let unavailable = |e: &dyn std::fmt::Display| {
            SendError::new(Failure::Unavailable, format!("SMTP server: {e}"))
        };
        let stream = tokio::time::timeout(
            SMTP_TIMEOUT,
            tokio::net::TcpStream::connect((self.host.as_str(), self.port)),
        )
        .await
        .map_err(|_| unavailable(&"connection timed out"))?
        .map_err(|e| unavailable(&e))?;
        stream.set_nodelay(true).map_err(|e| unavailable(&e))?;
        tokio::time::timeout(
            SMTP_TIMEOUT,
            lettre::transport::smtp::client::AsyncSmtpConnection::connect_with_transport(
                Box::new(stream),
                &self.hello,
            ),
        )
        .await
        .map_err(|_| unavailable(&"greeting timed out"))?
        .map_err(smtp_error)
    }

    fn send(&self, message: &Message) -> Result<(), SendError> {
        let reused = self.idle.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let bytes = message.formatted();
        let envelope = message.envelope();
        let result = self.runtime.block_on(async {
            let (envelope, bytes) = (&envelope, &bytes);
            // Err((error, whether the connection failed without a reply and a timeout)).
            let send = |mut conn: lettre::transport::smtp::client::AsyncSmtpConnection| async move {
                match tokio::time::timeout(SMTP_TIMEOUT, conn.send(envelope, bytes)).await {
                    Ok(Ok(_)) => Ok(conn),
                    Ok(Err(e)) => {
                        let e = smtp_error(e);
                        let closed = e.failure == Failure::Unavailable;
                        Err((e, closed))
                    }
                    Err(_) => Err((
                        SendError::new(Failure::Unavailable, "SMTP send timed out"),
                        false,
                    )),
                }
            };
            let sent = |r: Result<_, (SendError, bool)>| r.map_err(|(e, _)| e);
            match reused {
                // Used a moment ago: send at once, without a NOOP's round trip (one of a
                // mail's four). A connection that turns out closed fails with no reply code
                // (nothing was accepted on it): the mail goes on a new one.
                Some((c, used)) if used.elapsed() < FRESH => match send(c).await {
                    Err((_, true)) => sent(send(self.connect().await?).await),
                    other => sent(other),
                },
                // An idle connection the server has closed since is replaced (NOOP answers).
                Some((mut c, _)) => {
                    if c.test_connected().await {
                        sent(send(c).await)
                    } else {
                        sent(send(self.connect().await?).await)
                    }
                }
                None => sent(send(self.connect().await?).await),
            }
        });
        let conn = result?;
        let mut idle = self.idle.lock().unwrap_or_else(|p| p.into_inner());
        if idle.len() < SMTP_CONNECTIONS as usize {
            idle.push((conn, std::time::Instant::now()));
        }
        Ok(())
    }
}

/// The stable `Message-ID` of an outbox row: `<outbox-ID.CREATEDMICROS@HOST>`.
pub fn message_id(site: &Site, row: &OutboxRow) -> String {
    let host = url_host(&site.base_url).unwrap_or_else(|| "localhost".into());
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    format!(
        "<outbox-{}.{}@{host}>",
        row.id,
        row.created_at.and_utc().timestamp_micros()
    )
}

/// The Message-ID every mail of game `game` refers to (`<game-N@HOST>`): the root of the
/// game's thread. No mail carries it as its own id; mail clients group by the reference.
pub fn thread_root(site: &Site, game: i32) -> String {
    let host = url_host(&site.base_url).unwrap_or_else(|| "localhost".into());
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    format!("<game-{game}@{host}>")
}

/// The file name of a row in the mail folder (the same for every resend of it).
pub fn maildir_name(row: &OutboxRow) -> String {
    format!(
        "{}.outbox-{}.rookery",
        row.created_at.and_utc().timestamp_micros(),
        row.id
    )
}

/// How a mail's text and HTML are encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bodies {
    /// As lettre chooses for SMTP: quoted-printable or base64 whenever a line is longer than
    /// 76 characters or not ASCII, which every relay carries unchanged.
    ForRelays,
    /// As 8-bit text, lines up to RFC 5322's 998 characters (each part that fits; the other as
    /// for relays): for the mail folder, whose files are read on this machine, so that a
    /// newcomer trying Rookery without a mail server can open `./mail/new/…` in any text
    /// viewer and follow its links (quoted-printable cuts a 95-character link with `=`).
    ReadableAsFiles,
}

/// The longest line RFC 5322 allows, without its CRLF.
const MAX_LINE: usize = 998;

/// `text` as an 8-bit body with CRLF line endings, if every line fits in [`MAX_LINE`] and it
/// holds no NUL or lone CR (lettre's own check refuses lines over 76 characters).
fn eight_bit(text: &str) -> Option<lettre::message::Body> {
    let unix = text.replace("\r\n", "\n");
    let fits = !unix.contains(['\0', '\r']) && unix.lines().all(|l| l.len() <= MAX_LINE);
    fits.then(|| {
        lettre::message::Body::dangerous_pre_encoded(
            unix.replace('\n', "\r\n").into_bytes(),
            lettre::message::header::ContentTransferEncoding::EightBit,
        )
    })
}

/// The mail's alternative parts, encoded as `bodies` says.
fn alternative(text: &str, html: &str, bodies: Bodies) -> MultiPart {
    use lettre::message::{header::ContentType, SinglePart};
    let part = |body: &str, kind: ContentType| {
        let builder = SinglePart::builder().header(kind);
        // Only the folder's mails are looked at for 8 bits: an SMTP server's are sent as
        // lettre encodes them, without the copies and the scan of every line.
        let readable = match bodies {
            Bodies::ReadableAsFiles => eight_bit(body),
            Bodies::ForRelays => None,
        };
        match readable {
            Some(b) => builder.body(b),
            None => builder.body(body.to_string()),
        }
    };
    MultiPart::alternative()
        .singlepart(part(text, ContentType::TEXT_PLAIN))
        .singlepart(part(html, ContentType::TEXT_HTML))
}

/// The message of an outbox row for an SMTP server (see the module documentation).
pub fn build_message(site: &Site, row: &OutboxRow) -> Result<Message, SendError> {
    build_message_with(site, row, Bodies::ForRelays)
}

/// The message of an outbox row, its bodies encoded as `bodies` says.
pub fn build_message_with(
    site: &Site,
    row: &OutboxRow,
    bodies: Bodies,
) -> Result<Message, SendError> {
    let from: Mailbox = site
        .from
        .parse()
        .map_err(|e| SendError::new(Failure::Permanent, format!("bad From address: {e}")))?;
    let to: Mailbox = row
        .to_address
        .parse()
        .map_err(|e| SendError::new(Failure::Permanent, format!("bad recipient address: {e}")))?;
    let micros = row.created_at.and_utc().timestamp_micros();
    let date = SystemTime::UNIX_EPOCH + Duration::from_micros(u64::try_from(micros).unwrap_or(0));
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(row.subject.clone())
        .date(date)
        .message_id(Some(message_id(site, row)))
        // What the mail is about ("your_move", "reminder", "verify"...), for players' mail
        // filters and for the tests; the kind is one of the service's fixed words.
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("X-Rookery-Kind"),
            row.kind.clone(),
        ));
    if let Some(url) = row.unsubscribe_url.as_deref().filter(|u| !u.is_empty()) {
        if url.contains(['<', '>', '\r', '\n', ' ']) {
            return Err(SendError::new(
                Failure::Permanent,
                "the unsubscribe URL has characters a header cannot hold",
            ));
        }
        builder = builder
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{url}>"),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".into(),
            ));
    }
    // RFC 3834: automatic mail, so that vacation responders do not answer it (and loop with
    // the reply listener); an answer to a player's mail says it is one.
    builder = builder.raw_header(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        if row.kind == "reply_answer" {
            "auto-replied".into()
        } else {
            "auto-generated".into()
        },
    ));
    // One thread per game (issue 24): every mail of a game refers to the game's root; an answer
    // to a player's reply refers to that reply too, and threads under it.
    if let Some(game) = row.game_id {
        let root = thread_root(site, game);
        match row.in_reply_to.as_deref().filter(|m| is_message_id(m)) {
            Some(reply) => {
                builder = builder
                    .in_reply_to(reply.to_string())
                    .references(format!("{root} {reply}"));
            }
            None => builder = builder.in_reply_to(root.clone()).references(root),
        }
    }
    // Reports of failed delivery come back to the reply listener, naming this mail (VERP).
    if let (Some(token), Some(domain)) = (row.bounce_token.as_deref(), &site.reply_domain) {
        let return_path: lettre::Address = super::bounce::return_path(token, domain)
            .parse()
            .map_err(|e| SendError::new(Failure::Permanent, format!("bad return path: {e}")))?;
        let to: lettre::Address = row.to_address.parse().map_err(|e| {
            SendError::new(Failure::Permanent, format!("bad recipient address: {e}"))
        })?;
        let envelope = lettre::address::Envelope::new(Some(return_path), vec![to])
            .map_err(|e| SendError::new(Failure::Permanent, format!("bad envelope: {e}")))?;
        builder = builder.envelope(envelope);
    }
    // A reply to a raven or "your move" mail goes back to Rookery (issue 12).
    if let Some(reply_to) = row.reply_to.as_deref().filter(|r| !r.is_empty()) {
        let mailbox: Mailbox = reply_to.parse().map_err(|e| {
            SendError::new(Failure::Permanent, format!("bad Reply-To address: {e}"))
        })?;
        builder = builder.reply_to(mailbox);
    }
    let mut message = builder
        .multipart(alternative(&row.body_text, &row.body_html, bodies))
        .map_err(|e| SendError::new(Failure::Permanent, format!("cannot build the mail: {e}")))?;
    if let Some(signer) = &site.dkim {
        signer.sign(&mut message);
    }
    Ok(message)
}

/// Whether `s` is one `<…@…>` message id that a header can carry as it is.
pub fn is_message_id(s: &str) -> bool {
    s.len() <= 250
        && s.starts_with('<')
        && s.ends_with('>')
        && s.contains('@')
        && s[1..s.len() - 1]
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
}

/// Writes `bytes` to `dir/tmp/name`, flushes it to disk and renames it to `dir/new/name`
/// (replacing an earlier copy of the same mail).
fn write_maildir(dir: &Path, name: &str, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = dir.join("tmp").join(name);
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, dir.join("new").join(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDateTime;

    fn row() -> OutboxRow {
        let at =
            NaiveDateTime::parse_from_str("2026-11-24 10:00:00.123456", "%Y-%m-%d %H:%M:%S%.f")
                .unwrap();
        OutboxRow {
            id: 42,
            user_id: Some(7),
            game_id: Some(3),
            to_address: "alice@example.test".into(),
            kind: "your_move".into(),
            dedupe_key: None,
            subject: "Your move in Game 3".into(),
            body_text: "Hello\nhttps://rookery.example.org/games/3\n".into(),
            body_html: "<p>Hello</p>".into(),
            unsubscribe_url: Some("https://rookery.example.org/unsubscribe/abc".into()),
            status: "pending".into(),
            created_at: at,
            due_at: at,
            attempts: 0,
            last_error: None,
            claimed_by: None,
            claimed_until: None,
            sent_at: None,
            reply_to: None,
            channel: "mail".into(),
            bounce_token: None,
            in_reply_to: None,
            note: None,
        }
    }

    fn site() -> Site {
        Site {
            base_url: "https://rookery.example.org".into(),
            from: "Rookery <rookery@rookery.example.org>".into(),
            ..Site::default()
        }
    }

    #[test]
    fn a_row_always_makes_the_same_message() {
        let r = row();
        assert_eq!(
            message_id(&site(), &r),
            "<outbox-42.1795514400123456@rookery.example.org>"
        );
        let a = String::from_utf8(build_message(&site(), &r).unwrap().formatted()).unwrap();
        let b = String::from_utf8(build_message(&site(), &r).unwrap().formatted()).unwrap();
        // The MIME boundaries are random; every header line is the same.
        let headers = |s: &str| s.split("\r\n\r\n").next().unwrap().to_string();
        let strip = |s: String| {
            s.lines()
                .filter(|l| !l.contains("boundary="))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(strip(headers(&a)), strip(headers(&b)));
        assert!(
            a.contains("Message-ID: <outbox-42.1795514400123456@rookery.example.org>"),
            "{a}"
        );
        assert!(a.contains("Date: Tue, 24 Nov 2026 10:00:00 +0000"), "{a}");
        assert!(a.contains("List-Unsubscribe: <https://rookery.example.org/unsubscribe/abc>"));
        assert!(a.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
        assert!(a.contains("X-Rookery-Kind: "), "{a}");
        assert!(a.contains("multipart/alternative"));
        assert!(a.contains("text/plain") && a.contains("text/html"));
    }

    /// A mail in the mail folder is readable as a file: its link whole, its text as written;
    /// the same mail for an SMTP relay keeps lettre's 7-bit-safe encodings; both read back, by
    /// a real mail parser, as the same text and HTML. A part with a line longer than RFC 5322
    /// allows falls back to the relays' encoding, alone.
    #[test]
    fn the_mail_folders_files_read_as_written_and_every_encoding_reads_back_the_same() {
        let link = format!(
            "https://rookery.example.org/verify/{}",
            "c986d1e3".repeat(8)
        );
        let mut r = row();
        r.body_text = format!("Hello “Alice”,\n\nopen this link:\n\n{link}\n\n-- \nRookery\n");
        r.body_html = format!("<p>Hello “Alice”,</p>\n<p><a href=\"{link}\">Confirm</a></p>\n");
        let raw =
            |r: &OutboxRow, bodies| build_message_with(&site(), r, bodies).unwrap().formatted();
        let (relay, file) = (raw(&r, Bodies::ForRelays), raw(&r, Bodies::ReadableAsFiles));
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        assert!(
            !text(&relay).contains(&link),
            "a relay's copy is line-wrapped"
        );
        assert!(text(&relay).lines().all(|l| l.len() <= 78));
        assert!(
            text(&file).contains(&format!("\r\n{link}\r\n")),
            "{}",
            text(&file)
        );
        assert!(text(&file).contains("Hello “Alice”,"));
        assert_eq!(
            text(&file)
                .matches("Content-Transfer-Encoding: 8bit")
                .count(),
            2
        );
        for raw in [&relay, &file] {
            let parsed = mail_parser::MessageParser::default().parse(raw).unwrap();
            assert_eq!(
                parsed.body_text(0).unwrap().replace("\r\n", "\n"),
                r.body_text
            );
            assert_eq!(
                parsed.body_html(0).unwrap().replace("\r\n", "\n"),
                r.body_html
            );
        }
        r.body_html = format!("<p>{}</p>\n", "x".repeat(MAX_LINE + 1));
        let file = text(&raw(&r, Bodies::ReadableAsFiles));
        assert_eq!(
            file.matches("Content-Transfer-Encoding: 8bit").count(),
            1,
            "{file}"
        );
        assert!(file.lines().all(|l| l.len() <= MAX_LINE));
    }

    #[test]
    fn no_unsubscribe_header_without_a_url_and_bad_addresses_are_permanent() {
        let mut r = row();
        r.unsubscribe_url = None;
        let a = String::from_utf8(build_message(&site(), &r).unwrap().formatted()).unwrap();
        assert!(!a.contains("List-Unsubscribe"));
        r.to_address = "not an address".into();
        let e = build_message(&site(), &r).unwrap_err();
        assert_eq!(e.failure, Failure::Permanent);
        assert!(!e.reason.contains("not an address"), "{e}");
    }

    #[test]
    fn a_resend_into_the_folder_replaces_the_file() {
        let dir = std::env::temp_dir().join(format!("rookery-maildir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let t = Transport::folder(&dir).unwrap();
        t.send(&site(), &row()).unwrap();
        t.send(&site(), &row()).unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.join("new")).unwrap().collect();
        assert_eq!(files.len(), 1);
        assert_eq!(std::fs::read_dir(dir.join("tmp")).unwrap().count(), 0);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
