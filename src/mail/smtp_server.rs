//! The SMTP server under `rookery inbound` (issue 24, item 4): a small RFC 5321 receiver that
//! cannot be held shut.
//!
//! It replaced `mailin-embedded`, which served a fixed pool of 4 threads with no timeout (8 idle
//! connections shut it), and whose parser refused `MAIL FROM:<>` with "500 Syntax error", the
//! way every bounce arrives. Neither can be changed from outside that library, and the protocol
//! part Rookery needs (no TLS, no AUTH: the site's own mail server relays to it) is small.
//!
//! - Each connection has a thread of its own; at most [`ListenerSettings::sessions`] at once
//!   (more are answered `421` and closed), and at most [`ListenerSettings::per_address`] from one
//!   connecting address (relays listed in `ROOKERY_INBOUND_RELAYS` excepted: they carry every
//!   sender's mail).
//! - Every read waits at most [`ListenerSettings::idle`] (then `421` and the connection is
//!   closed), and a whole session lasts at most [`MAX_SESSION`], so a client that drips a byte
//!   now and then is closed too.
//! - `MAIL FROM:<>` (the null return path of bounces and delivery reports) is accepted.
//! - A relay may say whom it received the mail from with Postfix's `XFORWARD ADDR=…`
//!   (`smtp_send_xforward_command = yes`): that address is then the one mails are throttled by.
//! - A message is kept up to the handler's size limit; past it the rest is read and dropped and
//!   the handler sees a message over the limit (so it can drop it unread).

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest a session may last, however active: a client dripping bytes cannot keep a
/// session (and its thread) for ever.
pub const MAX_SESSION: Duration = Duration::from_secs(10 * 60);
/// The longest command line read (RFC 5321 allows 512 octets; lines are cut well after).
const MAX_LINE: usize = 4096;
/// Recipients taken per mail (a reply has one).
const MAX_RECIPIENTS: usize = 20;
/// Bad commands after which a session is closed.
const MAX_ERRORS: usize = 10;

/// How the listener protects itself; from the environment in [`ListenerSettings::from_env`].
#[derive(Clone, Debug)]
pub struct ListenerSettings {
    /// `ROOKERY_INBOUND_SESSIONS`: connections served at once.
    pub sessions: usize,
    /// `ROOKERY_INBOUND_PER_ADDRESS`: connections served at once from one address.
    pub per_address: usize,
    /// `ROOKERY_INBOUND_IDLE_SECONDS`: how long the listener waits for a client's next line.
    pub idle: Duration,
    /// `ROOKERY_INBOUND_RELAYS`: the mail servers that deliver to the listener (exempt from the
    /// per-address limit, trusted with `XFORWARD`).
    pub relays: Vec<IpAddr>,
}

impl Default for ListenerSettings {
    fn default() -> ListenerSettings {
        ListenerSettings {
            sessions: 64,
            per_address: 8,
            idle: Duration::from_secs(60),
            relays: vec![],
        }
    }
}

impl ListenerSettings {
    /// Reads the settings; errors name the variable.
    pub fn from_env() -> Result<ListenerSettings, String> {
        let d = ListenerSettings::default();
        let number = |name: &str, lo: u64, hi: u64, default: u64| -> Result<u64, String> {
            match crate::settings::env_var(name)? {
                None => Ok(default),
                Some(v) => v
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|n| (lo..=hi).contains(n))
                    .ok_or_else(|| format!("{name}={v:?} is not a whole number from {lo} to {hi}")),
            }
        };
        let relays = match crate::settings::env_var("ROOKERY_INBOUND_RELAYS")? {
            None => vec![],
            Some(v) => v
                .split([',', ' '])
                .filter(|s| !s.trim().is_empty())
                .map(|s| {
                    s.trim().parse::<IpAddr>().map_err(|_| {
                        format!(
                            "ROOKERY_INBOUND_RELAYS: {s:?} is not an IP address \
                             (a comma-separated list, e.g. 127.0.0.1,::1)"
                        )
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        Ok(ListenerSettings {
            sessions: number("ROOKERY_INBOUND_SESSIONS", 1, 10_000, d.sessions as u64)? as usize,
            per_address: number(
                "ROOKERY_INBOUND_PER_ADDRESS",
                1,
                10_000,
                d.per_address as u64,
            )? as usize,
            idle: Duration::from_secs(number(
                "ROOKERY_INBOUND_IDLE_SECONDS",
                1,
                3600,
                d.idle.as_secs(),
            )?),
            relays,
        })
    }
}

/// Who delivered a mail, and to whom.
#[derive(Clone, Debug)]
pub struct Envelope {
    /// The address the connection came from.
    pub peer: IpAddr,
    /// The address a trusted relay said it received the mail from (`XFORWARD ADDR=`).
    pub forwarded: Option<IpAddr>,
    /// The return path (`""` for `MAIL FROM:<>`).
    pub from: String,
    pub to: Vec<String>,
}

impl Envelope {
    /// The address the mail came from as far as anyone vouches: the relay's word, else the
    /// connection's; `None` for a trusted relay that did not say (its mail is every sender's).
    pub fn client(&self, relays: &[IpAddr]) -> Option<IpAddr> {
        match self.forwarded {
            Some(a) => Some(a),
            None if relays.contains(&self.peer) => None,
            None => Some(self.peer),
        }
    }
}

/// What the server asks of the application.
pub trait Handler: Send + Sync + 'static {
    /// Whether a recipient is one of ours (otherwise `550` at `RCPT`: not an open relay).
    fn accepts(&self, recipient: &str) -> bool;
    /// The most bytes of a message kept.
    fn max_bytes(&self) -> usize;
    /// A whole message: `true` is answered `250` (the sender never retries it), `false` `451`
    /// (the sender tries again later).
    fn deliver(&self, envelope: &Envelope, data: &[u8]) -> bool;
}

/// Connections open now, in all and per address.
#[derive(Default)]
struct Open {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

/// Releases a session's place when it ends, however it ends.
struct Place {
    open: Arc<Mutex<Open>>,
    addr: IpAddr,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        open.total = open.total.saturating_sub(1);
        if let Some(n) = open.per_address.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                open.per_address.remove(&self.addr);
            }
        }
    }
}

/// Serves SMTP on `listener` for ever (returns only when accepting fails for good).
pub fn serve<H: Handler>(
    listener: TcpListener,
    name: String,
    handler: Arc<H>,
    settings: ListenerSettings,
) -> std::io::Result<()> {
    let open = Arc::new(Mutex::new(Open::default()));
    let settings = Arc::new(settings);
    let name = Arc::new(name);
    for stream in listener.incoming() {
        let mut stream = match stream {
            Ok(s) => s,
            // A connection that failed before it was accepted (reset, out of descriptors for a
            // moment): the next one may work.
            Err(e) => {
                tracing::warn!("inbound SMTP: accept failed: {e}");
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
        };
        // A client gone before we looked (reset at once): nothing to serve.
        let Ok(peer) = stream.peer_addr() else {
            continue;
        };
        let addr = peer.ip();
        let relay = settings.relays.contains(&addr);
        let refusal = {
            let mut o = open.lock().unwrap_or_else(|p| p.into_inner());
            let from_addr = o.per_address.get(&addr).copied().unwrap_or(0);
            if o.total >= settings.sessions {
                Some("421 4.3.2 Too busy, try again later\r\n")
            } else if !relay && from_addr >= settings.per_address {
                Some("421 4.7.0 Too many connections from your address\r\n")
            } else {
                o.total += 1;
                *o.per_address.entry(addr).or_insert(0) += 1;
                None
            }
        };
        if let Some(refusal) = refusal {
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            let _ = stream.write_all(refusal.as_bytes());
            continue;
        }
        let place = Place {
            open: open.clone(),
            addr,
        };
        let (handler, settings, name) = (handler.clone(), settings.clone(), name.clone());
        let spawned = std::thread::Builder::new()
            .name("inbound-session".into())
            .spawn(move || {
                let _place = place;
                let mut session = Session {
                    handler: &*handler,
                    settings: &settings,
                    name: &name,
                    peer: addr,
                    relay,
                };
                if let Err(e) = session.run(stream) {
                    tracing::debug!("inbound SMTP session from {addr} ended: {e}");
                }
            });
        if let Err(e) = spawned {
            tracing::error!("inbound SMTP: cannot start a session thread: {e}");
        }
    }
    Ok(())
}

struct Session<'a, H: Handler> {
    handler: &'a H,
    settings: &'a ListenerSettings,
    name: &'a str,
    peer: IpAddr,
    relay: bool,
}

/// How reading a line ended.
enum Line {
    Text(String),
    TooLong,
    /// Idle for too long, or past the session's end.
    Timeout,
    Closed,
}

impl<H: Handler> Session<'_, H> {
    fn run(&mut self, stream: TcpStream) -> std::io::Result<()> {
        stream.set_read_timeout(Some(self.settings.idle))?;
        stream.set_write_timeout(Some(self.settings.idle))?;
        // Each reply is one write, sent at once: with Nagle's algorithm a reply written while
        // the previous one is unacknowledged (a pipelining client's MAIL, RCPT and DATA) waits
        // for the client's delayed acknowledgement, 40 ms on Linux, on every command.
        stream.set_nodelay(true)?;
        let ends = Instant::now() + MAX_SESSION;
        let mut out = stream.try_clone()?;
        let mut input = BufReader::new(stream);
        let reply = |out: &mut TcpStream, text: &str| -> std::io::Result<()> {
            out.write_all(format!("{text}\r\n").as_bytes())
        };
        reply(&mut out, &format!("220 {} ESMTP Rookery", self.name))?;
        let mut greeted = false;
        let mut envelope: Option<Envelope> = None;
        let mut forwarded: Option<IpAddr> = None;
        let mut errors = 0;
        loop {
            let line = match read_line(&mut input, ends) {
                Line::Text(l) => l,
                Line::TooLong => {
                    reply(&mut out, "500 5.5.2 Line too long")?;
                    errors += 1;
                    if errors >= MAX_ERRORS {
                        return reply(&mut out, "421 4.7.0 Too many errors, closing");
                    }
                    continue;
                }
                Line::Timeout => {
                    return reply(&mut out, "421 4.4.2 Idle for too long, closing");
                }
                Line::Closed => return Ok(()),
            };
            let (verb, arg) = match line.split_once(' ') {
                Some((v, a)) => (v.to_ascii_uppercase(), a.trim()),
                None => (line.to_ascii_uppercase(), ""),
            };
            match verb.as_str() {
                "HELO" => {
                    greeted = true;
                    envelope = None;
                    reply(&mut out, &format!("250 {}", self.name))?;
                }
                "EHLO" => {
                    greeted = true;
                    envelope = None;
                    let mut lines = vec![
                        self.name.to_string(),
                        "PIPELINING".into(),
                        "8BITMIME".into(),
                        "SMTPUTF8".into(),
                        format!("SIZE {}", self.handler.max_bytes()),
                    ];
                    if self.relay {
                        lines.push("XFORWARD NAME ADDR PROTO HELO SOURCE".into());
                    }
                    // The multi-line reply in one write too.
                    let last = lines.len() - 1;
                    let all: Vec<String> = lines
                        .iter()
                        .enumerate()
                        .map(|(i, l)| format!("250{}{l}", if i == last { ' ' } else { '-' }))
                        .collect();
                    reply(&mut out, &all.join("\r\n"))?;
                }
                "XFORWARD" if self.relay => {
                    for attr in arg.split_whitespace() {
                        if let Some((k, v)) = attr.split_once('=') {
                            if k.eq_ignore_ascii_case("ADDR") {
                                let v = v.trim_start_matches("IPv6:");
                                forwarded = v.parse().ok();
                            }
                        }
                    }
                    reply(&mut out, "250 2.0.0 Ok")?;
                }
                "MAIL" if !greeted => reply(&mut out, "503 5.5.1 Say HELO or EHLO first")?,
                "MAIL" => match path_of(arg, "FROM:") {
                    Some((from, params)) => {
                        let size = params
                            .split_whitespace()
                            .find_map(|p| p.strip_prefix("SIZE=").or(p.strip_prefix("size=")))
                            .and_then(|n| n.parse::<usize>().ok());
                        if size.is_some_and(|n| n > self.handler.max_bytes()) {
                            reply(&mut out, "552 5.3.4 Message too big")?;
                        } else {
                            envelope = Some(Envelope {
                                peer: self.peer,
                                forwarded,
                                from,
                                to: vec![],
                            });
                            reply(&mut out, "250 2.1.0 Ok")?;
                        }
                    }
                    None => {
                        errors += 1;
                        reply(&mut out, "501 5.5.4 Syntax: MAIL FROM:<address>")?;
                    }
                },
                "RCPT" => match (&mut envelope, path_of(arg, "TO:")) {
                    (None, _) => reply(&mut out, "503 5.5.1 MAIL first")?,
                    (Some(_), None) => {
                        errors += 1;
                        reply(&mut out, "501 5.5.4 Syntax: RCPT TO:<address>")?;
                    }
                    (Some(e), Some((to, _))) => {
                        if e.to.len() >= MAX_RECIPIENTS {
                            reply(&mut out, "452 4.5.3 Too many recipients")?;
                        } else if self.handler.accepts(&to) {
                            e.to.push(to);
                            reply(&mut out, "250 2.1.5 Ok")?;
                        } else {
                            errors += 1;
                            reply(&mut out, "550 5.1.1 No such mailbox here")?;
                        }
                    }
                },
                "DATA" => match envelope.take() {
                    Some(e) if !e.to.is_empty() => {
                        // A relay says whom each mail came from (Postfix: before every MAIL).
                        forwarded = None;
                        reply(&mut out, "354 End data with <CR><LF>.<CR><LF>")?;
                        let Some(data) = read_data(&mut input, self.handler.max_bytes(), ends)?
                        else {
                            return reply(&mut out, "421 4.4.2 Idle for too long, closing");
                        };
                        // The handler never panics on a mail, but a session must end cleanly.
                        let delivered =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                self.handler.deliver(&e, &data)
                            }));
                        match delivered {
                            // Told at the end of the data as at `MAIL FROM ... SIZE=`, so that
                            // the sender's server tells its sender (RFC 5321, 4.5.3.1.10).
                            Ok(true) if data.len() > self.handler.max_bytes() => {
                                reply(&mut out, "552 5.3.4 Message too big")?
                            }
                            Ok(true) => reply(&mut out, "250 2.0.0 Ok: received")?,
                            _ => reply(&mut out, "451 4.3.0 Local error, try again later")?,
                        }
                    }
                    other => {
                        envelope = other;
                        reply(&mut out, "503 5.5.1 RCPT first")?;
                    }
                },
                "RSET" => {
                    envelope = None;
                    forwarded = None;
                    reply(&mut out, "250 2.0.0 Ok")?;
                }
                "NOOP" => reply(&mut out, "250 2.0.0 Ok")?,
                "VRFY" => reply(&mut out, "252 2.5.2 Cannot verify, send the mail")?,
                "QUIT" => return reply(&mut out, "221 2.0.0 Bye"),
                _ => {
                    errors += 1;
                    reply(&mut out, "502 5.5.2 Command not recognised")?;
                }
            }
            if errors >= MAX_ERRORS {
                return reply(&mut out, "421 4.7.0 Too many errors, closing");
            }
        }
    }
}

/// The path of `MAIL FROM:<…>` / `RCPT TO:<…>` (`""` for `<>`) and the parameters after it.
fn path_of(arg: &str, keyword: &str) -> Option<(String, String)> {
    let head = arg.get(..keyword.len())?;
    if !head.eq_ignore_ascii_case(keyword) {
        return None;
    }
    let rest = arg[keyword.len()..].trim_start();
    let rest = rest.strip_prefix('<')?;
    let end = rest.find('>')?;
    let path = rest[..end].trim();
    // A source route (`<@a,@b:user@c>`, obsolete) is reduced to the mailbox.
    let path = path.rsplit_once(':').map_or(path, |(_, m)| m);
    if path.contains(char::is_whitespace) {
        return None;
    }
    Some((path.to_string(), rest[end + 1..].trim().to_string()))
}

/// Reads a line (without its CRLF), waiting at most the socket's idle timeout and never past
/// `ends`.
fn read_line(input: &mut BufReader<TcpStream>, ends: Instant) -> Line {
    let mut buf = Vec::new();
    match read_line_keeping(input, &mut buf, MAX_LINE + 1, ends) {
        Ok(true) => {}
        Ok(false) if buf.is_empty() => return Line::Closed,
        Ok(false) => {}
        Err(e) if is_timeout(&e) => return Line::Timeout,
        Err(_) => return Line::Closed,
    }
    if buf.len() > MAX_LINE {
        return Line::TooLong;
    }
    while buf.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
        buf.pop();
    }
    Line::Text(String::from_utf8_lossy(&buf).into_owned())
}

/// Reads up to and including `\n` into `buf`, keeping at most `keep` bytes of it (the rest of
/// the line is read and dropped, so that a line without an end cannot fill the memory).
/// `Ok(true)`: a whole line; `Ok(false)`: the connection ended.
fn read_line_keeping(
    input: &mut BufReader<TcpStream>,
    buf: &mut Vec<u8>,
    keep: usize,
    ends: Instant,
) -> std::io::Result<bool> {
    loop {
        if Instant::now() >= ends {
            return Err(std::io::ErrorKind::TimedOut.into());
        }
        let available = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(false);
        }
        let (n, done) = match available.iter().position(|b| *b == b'\n') {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        let room = keep.saturating_sub(buf.len());
        buf.extend_from_slice(&available[..n.min(room)]);
        input.consume(n);
        if done {
            return Ok(true);
        }
    }
}

/// The message after `DATA`, dot-unstuffed, up to the line `.`; `None` when the client went
/// idle or the session's time ran out. Beyond `max` bytes (plus one, so the handler sees that
/// it was over) the rest is read and dropped.
fn read_data(
    input: &mut BufReader<TcpStream>,
    max: usize,
    ends: Instant,
) -> std::io::Result<Option<Vec<u8>>> {
    let mut data = Vec::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        // Lines in a message may be long (an HTML part on one line): read them whole, but keep
        // only what can still count: a leading dot to unstuff, then one byte past the limit.
        let whole = match read_line_keeping(input, &mut line, max + 2, ends) {
            Ok(w) => w,
            Err(e) if is_timeout(&e) => return Ok(None),
            Err(e) => return Err(e),
        };
        if !whole {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        let text: &[u8] = &line;
        if text == b".\r\n" || text == b".\n" {
            return Ok(Some(data));
        }
        let text = text.strip_prefix(b".").unwrap_or(text);
        if data.len() <= max {
            let room = max + 1 - data.len();
            data.extend_from_slice(&text[..text.len().min(room)]);
        }
    }
}

fn is_timeout(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_and_the_null_return_path_are_read() {
        assert_eq!(
            path_of("FROM:<>", "FROM:"),
            Some((String::new(), String::new()))
        );
        assert_eq!(
            path_of("from: <a@b.c> SIZE=100 BODY=8BITMIME", "FROM:"),
            Some(("a@b.c".into(), "SIZE=100 BODY=8BITMIME".into()))
        );
        assert_eq!(
            path_of("TO:<@relay.x:user@y.z>", "TO:"),
            Some(("user@y.z".into(), String::new()))
        );
        assert_eq!(path_of("FROM:a@b", "FROM:"), None);
        assert_eq!(path_of("TO:<a b@c>", "TO:"), None);
        assert_eq!(path_of("FRO", "FROM:"), None);
    }

    /// A handler taking mail for `x@here` and counting what it was given.
    #[derive(Default)]
    struct Counting(Mutex<usize>);

    impl Handler for Counting {
        fn accepts(&self, recipient: &str) -> bool {
            recipient == "x@here"
        }
        fn max_bytes(&self) -> usize {
            10_000
        }
        fn deliver(&self, _: &Envelope, _: &[u8]) -> bool {
            *self.0.lock().unwrap() += 1;
            true
        }
    }

    /// Each reply leaves in one piece (one write, no waiting on Nagle's algorithm): a reply in
    /// several writes waits for the client's delayed acknowledgement after its first piece,
    /// 40 ms a command on Linux, and a client reading once sees half a reply. A pipelining
    /// client's commands, sent in one write, are answered in order.
    #[test]
    fn replies_leave_whole_and_pipelined_commands_are_answered_in_order() {
        use std::io::Read;
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let handler = Arc::new(Counting::default());
        let serving = handler.clone();
        std::thread::spawn(move || {
            serve(
                listener,
                "mx.here".into(),
                serving,
                ListenerSettings::default(),
            )
        });
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        // One read each: the greeting, then the whole of the multi-line EHLO reply.
        let once = |s: &mut TcpStream| {
            let mut buf = [0u8; 4096];
            let n = s.read(&mut buf).unwrap();
            assert!(n > 0, "the listener closed the connection");
            String::from_utf8_lossy(&buf[..n]).into_owned()
        };
        let greeting = once(&mut s);
        assert!(
            greeting.starts_with("220 ") && greeting.ends_with("\r\n"),
            "{greeting:?}"
        );
        s.write_all(b"EHLO client.test\r\n").unwrap();
        let ehlo = once(&mut s);
        let lines: Vec<&str> = ehlo.trim_end().split("\r\n").collect();
        assert!(
            ehlo.ends_with("\r\n")
                && lines.len() >= 5
                && lines[..lines.len() - 1]
                    .iter()
                    .all(|l| l.starts_with("250-"))
                && lines[lines.len() - 1].starts_with("250 "),
            "the EHLO reply in one read: {ehlo:?}"
        );
        assert!(lines.contains(&"250-PIPELINING"), "{ehlo:?}");
        s.write_all(b"MAIL FROM:<a@there>\r\nRCPT TO:<x@here>\r\nDATA\r\n")
            .unwrap();
        let mut answers = String::new();
        while !answers.contains("354 ") {
            answers.push_str(&once(&mut s));
        }
        let codes: Vec<&str> = answers.lines().map(|l| &l[..3]).collect();
        assert_eq!(codes, ["250", "250", "354"], "{answers:?}");
        s.write_all(b"Subject: hi\r\n\r\nhello\r\n.\r\nQUIT\r\n")
            .unwrap();
        let mut rest = String::new();
        while !rest.contains("221 ") {
            rest.push_str(&once(&mut s));
        }
        assert!(rest.starts_with("250 2.0.0 Ok: received\r\n"), "{rest:?}");
        assert_eq!(*handler.0.lock().unwrap(), 1);
    }

    #[test]
    fn a_relay_that_does_not_say_is_nobody_in_particular() {
        let relay: IpAddr = "127.0.0.1".parse().unwrap();
        let other: IpAddr = "192.0.2.7".parse().unwrap();
        let e = Envelope {
            peer: relay,
            forwarded: None,
            from: String::new(),
            to: vec![],
        };
        assert_eq!(e.client(&[relay]), None);
        assert_eq!(e.client(&[]), Some(relay));
        let e = Envelope {
            forwarded: Some(other),
            ..e
        };
        assert_eq!(e.client(&[relay]), Some(other));
    }
}
