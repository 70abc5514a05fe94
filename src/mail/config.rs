//! The mail settings of `rookery serve` and `rookery worker`, from environment variables,
//! validated at start with errors that name the variable (and never echo an SMTP password).
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `ROOKERY_SMTP_URL` | unset | where mail goes: `smtp://[USER:PASSWORD@]HOST[:PORT]` (plain, port 25), `smtp://…?tls=required` or `?tls=opportunistic` (STARTTLS, port 587), `smtps://…` (implicit TLS, port 465). Unset: mail is written into `ROOKERY_MAIL_DIR` instead. |
//! | `ROOKERY_MAIL_DIR` | `./mail` | the local mail folder (Maildir layout: `tmp/`, `new/`, `cur/`) used when `ROOKERY_SMTP_URL` is unset |
//! | `ROOKERY_MAIL_FROM` | `Rookery <rookery@HOST>` | the From: of every mail (`Name <address>` or an address); HOST is the host of `ROOKERY_BASE_URL` |
//! | `ROOKERY_BASE_URL` | `http://ROOKERY_BIND` | the public address of the site (`http://` or `https://`), the start of every link in a mail |
//! | `ROOKERY_MAIL_WORKER` | `on` | `off`: `rookery serve` does not deliver mail itself (run `rookery worker` elsewhere) |
//! | `ROOKERY_REPLY_DOMAIN` | unset | the mail domain whose `reply+TOKEN@` addresses are delivered to `rookery inbound`: raven and "your move" mails then carry a Reply-To there, and replies are read (issue 12). Unset: no Reply-To, no replies |
//! | `ROOKERY_DKIM_KEY_FILE` | unset | an RSA private key (PEM) to sign every outgoing mail with (DKIM); with `ROOKERY_DKIM_SELECTOR` |
//! | `ROOKERY_DKIM_SELECTOR` | unset | the selector the key's public half is published under (`SELECTOR._domainkey.DOMAIN`) |
//! | `ROOKERY_DKIM_DOMAIN` | the domain of `ROOKERY_MAIL_FROM` | the signing domain (`d=`) |
//! | `ROOKERY_MAIL_TICK_MS` | `2000` | how often the worker looks for due mail and due jobs, in ms (50–3600000); a committed move wakes it at once |
//!
//! `ROOKERY_CLOCK_FILE` (tests only) is read by [`crate::service::clock::Clock::from_env`].

use super::Site;
use crate::settings::env_var;
use std::path::PathBuf;
use std::time::Duration;

pub const DEFAULT_MAIL_DIR: &str = "./mail";
pub const DEFAULT_TICK_MS: u64 = 2000;

/// Where mails go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// An SMTP server (the URL as given: it may hold a password, so never print it).
    Smtp(SmtpUrl),
    /// A local Maildir folder.
    Folder(PathBuf),
}

impl Delivery {
    /// Where mail goes, for the start-up line: never a password.
    pub fn describe(&self) -> String {
        match self {
            Delivery::Smtp(u) => u.describe(),
            Delivery::Folder(dir) => format!("the mail folder {} (Maildir)", dir.display()),
        }
    }
}

/// How the connection to the SMTP server is protected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmtpSecurity {
    /// `smtp://`: no TLS (only for a relay on the same host or network).
    Plain,
    /// `smtp://…?tls=required`: STARTTLS, refusing to send without it.
    StartTls,
    /// `smtp://…?tls=opportunistic`: STARTTLS when the server offers it.
    Opportunistic,
    /// `smtps://`: TLS from the first byte.
    Implicit,
}

/// A checked `ROOKERY_SMTP_URL`.
#[derive(Clone, PartialEq, Eq)]
pub struct SmtpUrl {
    /// The URL as given (lettre reads it).
    pub url: String,
    pub host: String,
    pub port: u16,
    pub user: Option<String>,
    pub security: SmtpSecurity,
}

impl std::fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl SmtpUrl {
    /// Checks an SMTP URL; the error names `ROOKERY_SMTP_URL` and never echoes a password.
    pub fn parse(url: &str) -> Result<SmtpUrl, String> {
        const VAR: &str = "ROOKERY_SMTP_URL";
        let url = url.trim();
        let (scheme, rest) = url.split_once("://").ok_or_else(|| {
            format!("{VAR} is not a URL; expected smtp://HOST[:PORT] or smtps://HOST[:PORT]")
        })?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "smtp" && scheme != "smtps" {
            return Err(format!(
                "{VAR} has the scheme {scheme}://; use smtp:// (with ?tls=required or \
                 ?tls=opportunistic for STARTTLS) or smtps:// (implicit TLS)"
            ));
        }
        let (rest, query) = match rest.split_once('?') {
            Some((r, q)) => (r, Some(q)),
            None => (rest, None),
        };
        let authority = rest.split('/').next().unwrap_or("");
        let (userinfo, hostport) = match authority.rsplit_once('@') {
            Some((u, h)) => (Some(u), h),
            None => (None, authority),
        };
        let user = match userinfo {
            Some(u) => {
                let (name, password) = u.split_once(':').unwrap_or((u, ""));
                if name.is_empty() || password.is_empty() {
                    return Err(format!(
                        "{VAR} has credentials without a user name or password; \
                         write smtp://USER:PASSWORD@HOST (percent-encode special characters)"
                    ));
                }
                Some(name.to_string())
            }
            None => None,
        };
        let (host, port) = split_host_port(hostport)
            .map_err(|e| format!("{VAR}: {e} (expected smtp://[USER:PASSWORD@]HOST[:PORT])"))?;
        let mut security = if scheme == "smtps" {
            SmtpSecurity::Implicit
        } else {
            SmtpSecurity::Plain
        };
        for pair in query.unwrap_or("").split('&').filter(|p| !p.is_empty()) {
            match pair.split_once('=') {
                Some(("tls", "required")) if scheme == "smtp" => security = SmtpSecurity::StartTls,
                Some(("tls", "opportunistic")) if scheme == "smtp" => {
                    security = SmtpSecurity::Opportunistic
                }
                Some(("tls", v)) if scheme == "smtp" => {
                    return Err(format!(
                        "{VAR} has tls={v}; use tls=required or tls=opportunistic"
                    ))
                }
                _ => {
                    let key = pair.split('=').next().unwrap_or(pair);
                    return Err(format!(
                        "{VAR} has the parameter {key:?}, which Rookery does not know \
                         (smtp:// takes ?tls=required or ?tls=opportunistic; smtps:// none)"
                    ));
                }
            }
        }
        let port = port.unwrap_or(match security {
            SmtpSecurity::Plain => 25,
            SmtpSecurity::StartTls | SmtpSecurity::Opportunistic => 587,
            SmtpSecurity::Implicit => 465,
        });
        Ok(SmtpUrl {
            url: url.to_string(),
            host,
            port,
            user,
            security,
        })
    }

    /// For logs and the start-up line: the server and user, never the password.
    pub fn describe(&self) -> String {
        let tls = match self.security {
            SmtpSecurity::Plain => "no TLS",
            SmtpSecurity::StartTls => "STARTTLS required",
            SmtpSecurity::Opportunistic => "STARTTLS when offered",
            SmtpSecurity::Implicit => "TLS",
        };
        let user = self
            .user
            .as_deref()
            .map(|u| format!(" as {u}"))
            .unwrap_or_default();
        format!(
            "the SMTP server {}:{}{user} ({tls})",
            host_for_url(&self.host),
            self.port
        )
    }
}

fn host_for_url(host: &str) -> String {
    if host.contains(':') {
        format!("[{host}]")
    } else {
        host.to_string()
    }
}

/// `host`, `host:port`, `[v6]` or `[v6]:port`.
fn split_host_port(s: &str) -> Result<(String, Option<u16>), String> {
    let (host, port) = if let Some(rest) = s.strip_prefix('[') {
        let (h, after) = rest
            .split_once(']')
            .ok_or("an IPv6 address without its closing ]")?;
        match after {
            "" => (h, None),
            p => (
                h,
                Some(p.strip_prefix(':').ok_or("junk after the IPv6 address")?),
            ),
        }
    } else {
        match s.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (s, None),
        }
    };
    if host.is_empty() {
        return Err("it names no host".into());
    }
    if !host
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'))
    {
        return Err("the host is not a host name or IP address".into());
    }
    let port = match port {
        None => None,
        Some(p) => match p.parse::<u16>() {
            Ok(n) if n > 0 => Some(n),
            // Not echoed: with a mistyped URL this could be part of a password.
            _ => return Err("the port is not a number from 1 to 65535".into()),
        },
    };
    Ok((host.to_string(), port))
}

/// Every mail setting.
#[derive(Clone, Debug)]
pub struct MailConfig {
    pub delivery: Delivery,
    /// Links and sender of the mails.
    pub site: Site,
    /// Whether `rookery serve` runs the worker in-process (`ROOKERY_MAIL_WORKER`).
    pub worker_in_server: bool,
    /// How long the worker sleeps between looks when nothing wakes it.
    pub tick: Duration,
}

impl MailConfig {
    /// From the process environment.
    pub fn from_env() -> Result<MailConfig, String> {
        MailConfig::from_vars(env_var)
    }

    /// From any lookup of variables (`Ok(None)` when unset or empty): the tests use a map.
    pub fn from_vars(
        var: impl Fn(&str) -> Result<Option<String>, String>,
    ) -> Result<MailConfig, String> {
        let delivery = match var("ROOKERY_SMTP_URL")? {
            Some(url) => Delivery::Smtp(SmtpUrl::parse(&url)?),
            None => Delivery::Folder(PathBuf::from(
                var("ROOKERY_MAIL_DIR")?.unwrap_or_else(|| DEFAULT_MAIL_DIR.to_string()),
            )),
        };
        let base_url = match var("ROOKERY_BASE_URL")? {
            Some(u) => parse_base_url(&u)?,
            None => {
                let bind = var("ROOKERY_BIND")?
                    .unwrap_or_else(|| crate::settings::DEFAULT_BIND.to_string());
                format!("http://{}", bind.trim())
            }
        };
        let host = url_host(&base_url).unwrap_or_else(|| "localhost".to_string());
        let from = match var("ROOKERY_MAIL_FROM")? {
            Some(f) => {
                let f = f.trim().to_string();
                f.parse::<lettre::message::Mailbox>().map_err(|e| {
                    format!(
                        "ROOKERY_MAIL_FROM={f:?} is not a mail address ({e}); \
                         expected e.g. \"Rookery <rookery@example.org>\""
                    )
                })?;
                f
            }
            None => {
                let f = format!("Rookery <rookery@{host}>");
                if f.parse::<lettre::message::Mailbox>().is_ok() {
                    f
                } else {
                    "Rookery <rookery@localhost>".to_string()
                }
            }
        };
        let worker_in_server = match var("ROOKERY_MAIL_WORKER")?
            .map(|v| v.trim().to_ascii_lowercase())
            .as_deref()
        {
            None => true,
            Some("on" | "true" | "yes" | "1") => true,
            Some("off" | "false" | "no" | "0") => false,
            Some(v) => {
                return Err(format!(
                    "ROOKERY_MAIL_WORKER={v:?} is not on or off (off: this server does not \
                     send mail; run `rookery worker` elsewhere)"
                ))
            }
        };
        let tick_ms = match var("ROOKERY_MAIL_TICK_MS")? {
            None => DEFAULT_TICK_MS,
            Some(v) => match v.trim().parse::<u64>() {
                Ok(n) if (50..=3_600_000).contains(&n) => n,
                _ => {
                    return Err(format!(
                        "ROOKERY_MAIL_TICK_MS={v:?} is not a whole number from 50 to 3600000"
                    ))
                }
            },
        };
        let reply_domain = match var("ROOKERY_REPLY_DOMAIN")? {
            None => None,
            Some(d) => {
                let d = d.trim().to_ascii_lowercase();
                if format!("reply+x@{d}")
                    .parse::<lettre::message::Mailbox>()
                    .is_err()
                {
                    return Err(format!(
                        "ROOKERY_REPLY_DOMAIN={d:?} is not a mail domain; expected e.g. \"reply.example.org\""
                    ));
                }
                Some(d)
            }
        };
        let from_domain = from
            .parse::<lettre::message::Mailbox>()
            .map(|m| m.email.domain().to_string())
            .unwrap_or_default();
        let dkim = super::dkim::Signer::from_env(&from_domain)?.map(std::sync::Arc::new);
        // Read at each webhook and push call; checked here so that a bad value (or the retired
        // ROOKERY_WEBHOOK_ALLOW_PRIVATE) stops the start instead of being ignored.
        crate::outbound::Policy::from_vars(&var)?;
        Ok(MailConfig {
            delivery,
            site: Site {
                base_url,
                from,
                reply_domain,
                dkim,
            },
            worker_in_server,
            tick: Duration::from_millis(tick_ms),
        })
    }
}

/// Checks `ROOKERY_BASE_URL` and drops a trailing slash.
fn parse_base_url(u: &str) -> Result<String, String> {
    let u = u.trim().trim_end_matches('/');
    let ok_scheme = u.starts_with("http://") || u.starts_with("https://");
    if !ok_scheme || url_host(u).is_none() || u.contains(['?', '#', ' ', '"', '<', '>']) {
        return Err(format!(
            "ROOKERY_BASE_URL={u:?} is not the public address of the site; expected \
             http(s)://HOST[:PORT][/PATH], e.g. https://rookery.example.org"
        ));
    }
    Ok(u.to_string())
}

/// The host of an `http(s)://` URL, without port or brackets.
pub fn url_host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split('/').next()?;
    let hostport = authority.rsplit_once('@').map_or(authority, |x| x.1);
    let (host, _) = split_host_port(hostport).ok()?;
    Some(host)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<MailConfig, String> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        MailConfig::from_vars(|name| Ok(map.get(name).filter(|v| !v.is_empty()).cloned()))
    }

    #[test]
    fn smtp_urls_and_their_security() {
        let u = SmtpUrl::parse("smtp://127.0.0.1:2525").unwrap();
        assert_eq!(
            (u.host.as_str(), u.port, u.security),
            ("127.0.0.1", 2525, SmtpSecurity::Plain)
        );
        let u = SmtpUrl::parse("smtp://mail.example.org").unwrap();
        assert_eq!(u.port, 25);
        let u = SmtpUrl::parse("smtp://bob:s3cret@mail.example.org?tls=required").unwrap();
        assert_eq!((u.port, u.security), (587, SmtpSecurity::StartTls));
        assert_eq!(u.user.as_deref(), Some("bob"));
        assert!(!u.describe().contains("s3cret"), "{}", u.describe());
        assert!(!format!("{u:?}").contains("s3cret"));
        let u = SmtpUrl::parse("smtp://mail.example.org:2587?tls=opportunistic").unwrap();
        assert_eq!((u.port, u.security), (2587, SmtpSecurity::Opportunistic));
        let u = SmtpUrl::parse("smtps://a:b@mail.example.org").unwrap();
        assert_eq!((u.port, u.security), (465, SmtpSecurity::Implicit));
        let u = SmtpUrl::parse("smtp://[::1]:2525").unwrap();
        assert_eq!((u.host.as_str(), u.port), ("::1", 2525));
        assert!(u.describe().contains("[::1]:2525"));
    }

    #[test]
    fn bad_smtp_urls_name_the_variable_and_hide_the_password() {
        for bad in [
            "mail.example.org",
            "http://mail.example.org",
            "smtp://",
            "smtp://host:0",
            "smtp://host:99999",
            "smtp://host:port",
            "smtp://host?tls=maybe",
            "smtps://host?tls=required",
            "smtp://host?tsl=required",
            "smtp://bob@host",
            "smtp://bob:topsecret@ho st",
        ] {
            let e = SmtpUrl::parse(bad).unwrap_err();
            assert!(e.contains("ROOKERY_SMTP_URL"), "{bad}: {e}");
            assert!(!e.contains("topsecret"), "{bad}: {e}");
        }
    }

    #[test]
    fn defaults_deliver_into_a_folder() {
        let c = config(&[]).unwrap();
        assert_eq!(c.delivery, Delivery::Folder(PathBuf::from("./mail")));
        assert_eq!(c.site.base_url, "http://127.0.0.1:8080");
        assert_eq!(c.site.from, "Rookery <rookery@127.0.0.1>");
        assert!(c.worker_in_server);
        assert_eq!(c.tick, Duration::from_millis(2000));
        let c = config(&[
            ("ROOKERY_BIND", "0.0.0.0:9000"),
            ("ROOKERY_MAIL_DIR", "/var/mail/rk"),
        ])
        .unwrap();
        assert_eq!(c.site.base_url, "http://0.0.0.0:9000");
        assert_eq!(c.delivery, Delivery::Folder(PathBuf::from("/var/mail/rk")));
    }

    #[test]
    fn settings_are_read_and_checked() {
        let c = config(&[
            (
                "ROOKERY_SMTP_URL",
                "smtp://u:p@smtp.example.org?tls=required",
            ),
            ("ROOKERY_BASE_URL", "https://rookery.example.org/"),
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_MAIL_TICK_MS", "250"),
        ])
        .unwrap();
        assert!(matches!(c.delivery, Delivery::Smtp(_)));
        assert_eq!(c.site.base_url, "https://rookery.example.org");
        assert_eq!(c.site.from, "Rookery <rookery@rookery.example.org>");
        assert!(!c.worker_in_server);
        assert_eq!(c.tick, Duration::from_millis(250));
        let c = config(&[("ROOKERY_MAIL_FROM", "Games <games@example.org>")]).unwrap();
        assert_eq!(c.site.from, "Games <games@example.org>");

        for (var, value) in [
            ("ROOKERY_SMTP_URL", "smtpx://host"),
            ("ROOKERY_BASE_URL", "rookery.example.org"),
            ("ROOKERY_BASE_URL", "ftp://rookery.example.org"),
            ("ROOKERY_BASE_URL", "https://"),
            ("ROOKERY_MAIL_FROM", "not an address"),
            ("ROOKERY_MAIL_FROM", "Rookery <rookery@>"),
            ("ROOKERY_MAIL_WORKER", "sometimes"),
            ("ROOKERY_MAIL_TICK_MS", "10"),
            ("ROOKERY_MAIL_TICK_MS", "soon"),
        ] {
            let e = config(&[(var, value)]).unwrap_err();
            assert!(e.contains(var), "{var}={value}: {e}");
        }
    }

    #[test]
    fn hosts_of_urls() {
        assert_eq!(
            url_host("https://a.example.org/x").as_deref(),
            Some("a.example.org")
        );
        assert_eq!(
            url_host("http://127.0.0.1:8080").as_deref(),
            Some("127.0.0.1")
        );
        assert_eq!(url_host("http://[::1]:8080/").as_deref(), Some("::1"));
        assert_eq!(url_host("http://"), None);
    }
}
