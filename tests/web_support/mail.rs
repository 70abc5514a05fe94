//! Mail for the tests: a real SMTP server (Debian's aiosmtpd, writing a Maildir) and a reader
//! of Maildir folders — the same reader serves Rookery's own local mail folder, which uses the
//! Maildir layout too.
//!
//! `scripts/test` starts one shared aiosmtpd and exports `ROOKERY_TEST_SMTP` (`HOST:PORT`) and
//! `ROOKERY_TEST_MAILDIR`; tests on the shared server tell their mails apart by recipient
//! address (unique per test). Tests that stop and start the server start their own.

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One received mail, decoded.
#[derive(Clone, Debug)]
pub struct Mail {
    pub file: PathBuf,
    pub to: Vec<String>,
    pub from: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub message_id: String,
    pub headers: Vec<(String, String)>,
}

impl Mail {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Every http(s) link in the plain-text body.
    pub fn links(&self) -> Vec<String> {
        self.text
            .split(|c: char| c.is_whitespace() || c == '<' || c == '>' || c == '"')
            .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
            .map(|w| w.trim_end_matches(['.', ',', ')']).to_string())
            .collect()
    }

    /// The first link whose path starts with `prefix` (e.g. `/games/`), as a path.
    pub fn path_starting(&self, prefix: &str) -> Option<String> {
        self.links().into_iter().find_map(|l| {
            let rest = l.split_once("://")?.1;
            let path = &rest[rest.find('/')?..];
            path.starts_with(prefix).then(|| path.to_string())
        })
    }

    pub fn is_to(&self, address: &str) -> bool {
        self.to.iter().any(|t| t.eq_ignore_ascii_case(address))
    }
}

/// Every mail in a Maildir (`DIR/new` and `DIR/cur`), oldest file first.
pub fn read_maildir(dir: &Path) -> Vec<Mail> {
    let mut files: Vec<PathBuf> = ["new", "cur"]
        .iter()
        .filter_map(|sub| std::fs::read_dir(dir.join(sub)).ok())
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort_by_key(|p| {
        (
            std::fs::metadata(p).and_then(|m| m.modified()).ok(),
            p.clone(),
        )
    });
    files.into_iter().filter_map(|f| parse_file(&f)).collect()
}

fn parse_file(file: &Path) -> Option<Mail> {
    let raw = std::fs::read(file).ok()?;
    let msg = mail_parser::MessageParser::default().parse(&raw)?;
    let addresses = |a: Option<&mail_parser::Address>| -> Vec<String> {
        a.map(|a| {
            a.iter()
                .filter_map(|x| x.address().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
    };
    let headers = msg
        .headers_raw()
        .map(|(n, v)| (n.to_string(), v.trim().to_string()))
        .collect();
    Some(Mail {
        file: file.to_path_buf(),
        to: addresses(msg.to()),
        from: addresses(msg.from()).join(","),
        subject: msg.subject().unwrap_or_default().to_string(),
        text: msg.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        html: msg.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
        message_id: msg.message_id().unwrap_or_default().to_string(),
        headers,
    })
}

/// Waits until `pred` holds for the mails in `dir` (they arrive asynchronously), then returns
/// them; panics with what did arrive after `timeout`.
pub fn wait_for_mails(dir: &Path, timeout: Duration, pred: impl Fn(&[Mail]) -> bool) -> Vec<Mail> {
    wait_until(dir, timeout, pred, |mails| {
        let got: Vec<String> = mails
            .iter()
            .map(|m| format!("{:?} -> {:?}", m.subject, m.to))
            .collect();
        format!("the expected mails did not arrive in {timeout:?}; got {got:#?}")
    })
}

/// The mails in `dir` to `address`, once the mail of each outbox row in `rows` is there.
/// Each is recognised by its Message-ID (`<outbox-ID.…>`, as the mail transport writes it),
/// not counted: a mail the worker wrote after the rows were read (a reminder, say) would
/// otherwise make up the number while an awaited one has not arrived yet.
/// Panics after 30 s naming the rows whose mail is missing.
pub fn wait_for_outbox_mails(dir: &Path, address: &str, rows: &[i32]) -> Vec<Mail> {
    let missing = |mails: &[Mail]| -> Vec<i32> {
        rows.iter()
            .copied()
            .filter(|id| {
                let prefix = format!("outbox-{id}.");
                !mails.iter().any(|m| m.message_id.starts_with(&prefix))
            })
            .collect()
    };
    let mails = wait_until(
        dir,
        Duration::from_secs(30),
        |mails| missing(mails).is_empty(),
        |mails| {
            format!(
                "the mails of outbox rows {:?} to {address} did not arrive in 30 s",
                missing(mails)
            )
        },
    );
    mails.into_iter().filter(|m| m.is_to(address)).collect()
}

/// Reads `dir` every 50 ms until `done` holds for its mails, then returns them; after
/// `timeout`, panics with what `why` says of the last reading.
fn wait_until(
    dir: &Path,
    timeout: Duration,
    done: impl Fn(&[Mail]) -> bool,
    why: impl Fn(&[Mail]) -> String,
) -> Vec<Mail> {
    let end = Instant::now() + timeout;
    loop {
        let mails = read_maildir(dir);
        if done(&mails) {
            return mails;
        }
        if Instant::now() > end {
            panic!("{}", why(&mails));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The Python that has aiosmtpd: Debian's (the `python3` on PATH may be another one).
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// A real SMTP server (aiosmtpd) delivering into a Maildir; stopped when dropped.
pub struct SmtpServer {
    child: Option<Child>,
    pub addr: SocketAddr,
    pub maildir: PathBuf,
    log: PathBuf,
}

impl SmtpServer {
    /// A private server on a free port, delivering into `maildir`.
    pub fn start(maildir: &Path) -> SmtpServer {
        let port = super::free_port();
        SmtpServer::start_on(maildir, port)
    }

    /// A server on `port` (to bring a stopped one back on the same address).
    pub fn start_on(maildir: &Path, port: u16) -> SmtpServer {
        // Python's mailbox.Maildir creates tmp/, new/ and cur/ only when the folder itself is
        // missing: create all three, so that an existing (or re-used) folder works too.
        for sub in ["tmp", "new", "cur"] {
            std::fs::create_dir_all(maildir.join(sub)).unwrap();
        }
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let log = maildir.with_extension(format!("smtp-{port}.log"));
        let out = std::fs::File::create(&log).unwrap();
        let child = Command::new(python())
            .args(["-m", "aiosmtpd", "-n", "-l", &addr.to_string()])
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(maildir)
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out)
            .spawn()
            .expect("start aiosmtpd (scripts/test installs python3-aiosmtpd)");
        let mut s = SmtpServer {
            child: Some(child),
            addr,
            maildir: maildir.to_path_buf(),
            log,
        };
        let end = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err() {
            if let Some(status) = s.child.as_mut().unwrap().try_wait().unwrap() {
                panic!(
                    "aiosmtpd exited with {status}: {}",
                    std::fs::read_to_string(&s.log).unwrap_or_default()
                );
            }
            assert!(Instant::now() < end, "aiosmtpd did not listen on {addr}");
            std::thread::sleep(Duration::from_millis(50));
        }
        s
    }

    /// The `ROOKERY_SMTP_URL` that sends to this server (plain `smtp://`, no TLS: it is local).
    pub fn url(&self) -> String {
        format!("smtp://{}", self.addr)
    }

    pub fn mails(&self) -> Vec<Mail> {
        read_maildir(&self.maildir)
    }

    /// Stops the server (mails sent meanwhile fail and must be retried).
    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The shared SMTP server `scripts/test` started, if any: (`ROOKERY_SMTP_URL`, its Maildir).
pub fn shared_smtp() -> Option<(String, PathBuf)> {
    let addr = std::env::var("ROOKERY_TEST_SMTP")
        .ok()
        .filter(|v| !v.is_empty())?;
    let dir = std::env::var("ROOKERY_TEST_MAILDIR")
        .ok()
        .filter(|v| !v.is_empty())?;
    Some((format!("smtp://{addr}"), PathBuf::from(dir)))
}
