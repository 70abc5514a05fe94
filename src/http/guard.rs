//! The server's guard against slow and greedy clients, and who the client is (issue 18):
//!
//! - the client address is the socket's peer, or, when the peer is listed in
//!   `ROOKERY_TRUSTED_PROXIES`, the right-most address of `X-Forwarded-For` that is not itself
//!   a trusted proxy (the left part of that header is whatever the client wrote);
//! - request heads must arrive within `ROOKERY_HEADER_TIMEOUT_MS` and bodies within
//!   `ROOKERY_BODY_TIMEOUT_MS` (a body shorter than its `Content-Length` is cut off with a
//!   408 page and the connection closed);
//! - one client address may hold at most `ROOKERY_MAX_CONNECTIONS_PER_CLIENT` connections
//!   (default 2048, issue 30: 200 browsers behind one NAT address, each loading a page and its
//!   assets on the six connections a browser opens to a site at most, hold 1,200; the limit
//!   only stops one address from taking every file descriptor): a request on a connection over
//!   that is answered `503 Service Unavailable` with `Retry-After` and the connection then
//!   closed, so a client waits and comes back rather than reconnecting at once as after a
//!   reset. Trusted proxies are exempt (they carry many clients). The server raises its own
//!   open-files limit to the most the system allows at start ([`raise_open_files_limit`]), so
//!   the limit is not a soft `ulimit -n` of 1024 in disguise.
//!
//! Every response carries `X-Request-Id`; a 500 is logged with it and its page shows it.

use actix_web::dev::Extensions;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// An IP network: an address and a prefix length (`10.0.0.0/8`, `::1/128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Net {
    addr: IpAddr,
    prefix: u8,
}

impl Net {
    /// `ADDR` or `ADDR/PREFIX`.
    pub fn parse(text: &str) -> Option<Net> {
        let text = text.trim();
        let (addr, prefix) = match text.split_once('/') {
            Some((a, p)) => (a.parse::<IpAddr>().ok()?, Some(p.parse::<u8>().ok()?)),
            None => (text.parse::<IpAddr>().ok()?, None),
        };
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = prefix.unwrap_or(max);
        (prefix <= max).then_some(Net { addr, prefix })
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        fn bits(ip: IpAddr) -> (u128, u8) {
            match ip {
                IpAddr::V4(v) => (u128::from(u32::from(v)) << 96, 32),
                IpAddr::V6(v) => (u128::from(v), 128),
            }
        }
        // An IPv4 client may arrive as an IPv4-mapped IPv6 address.
        let ip = match ip {
            IpAddr::V6(v) => v.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
            v4 => v4,
        };
        let ((a, la), (b, lb)) = (bits(self.addr), bits(ip));
        if la != lb {
            return false;
        }
        let mask = if self.prefix == 0 {
            0
        } else {
            u128::MAX << (128 - u32::from(self.prefix))
        };
        a & mask == b & mask
    }
}

/// The guard's settings.
#[derive(Clone, Debug)]
pub struct GuardConfig {
    /// `ROOKERY_TRUSTED_PROXIES`: peers whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<Net>,
    /// `ROOKERY_HEADER_TIMEOUT_MS`: time to send a request's head.
    pub header_timeout: Duration,
    /// `ROOKERY_BODY_TIMEOUT_MS`: time to send a request's body.
    pub body_timeout: Duration,
    /// `ROOKERY_MAX_CONNECTIONS_PER_CLIENT`: open connections per client address.
    pub max_connections_per_client: usize,
}

impl Default for GuardConfig {
    fn default() -> Self {
        GuardConfig {
            trusted_proxies: Vec::new(),
            header_timeout: Duration::from_secs(5),
            body_timeout: Duration::from_secs(10),
            max_connections_per_client: 2048,
        }
    }
}

fn env_text(name: &str) -> Result<Option<String>, String> {
    match std::env::var(name) {
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not valid UTF-8")),
    }
}

fn env_number(name: &str, lo: u64, hi: u64, default: u64) -> Result<u64, String> {
    match env_text(name)? {
        None => Ok(default),
        Some(v) => match v.trim().parse::<u64>() {
            Ok(n) if (lo..=hi).contains(&n) => Ok(n),
            _ => Err(format!(
                "{name}={v:?} is not a whole number from {lo} to {hi}"
            )),
        },
    }
}

impl GuardConfig {
    pub fn from_env() -> Result<GuardConfig, String> {
        let d = GuardConfig::default();
        let trusted_proxies = match env_text("ROOKERY_TRUSTED_PROXIES")? {
            None => Vec::new(),
            Some(list) => list
                .split([',', ' '])
                .filter(|p| !p.trim().is_empty())
                .map(|p| {
                    Net::parse(p).ok_or_else(|| {
                        format!(
                            "ROOKERY_TRUSTED_PROXIES: {p:?} is not an IP address or network (e.g. 127.0.0.1, 10.0.0.0/8, ::1)"
                        )
                    })
                })
                .collect::<Result<_, _>>()?,
        };
        Ok(GuardConfig {
            trusted_proxies,
            header_timeout: Duration::from_millis(env_number(
                "ROOKERY_HEADER_TIMEOUT_MS",
                100,
                600_000,
                d.header_timeout.as_millis() as u64,
            )?),
            body_timeout: Duration::from_millis(env_number(
                "ROOKERY_BODY_TIMEOUT_MS",
                100,
                600_000,
                d.body_timeout.as_millis() as u64,
            )?),
            max_connections_per_client: env_number(
                "ROOKERY_MAX_CONNECTIONS_PER_CLIENT",
                1,
                100_000,
                d.max_connections_per_client as u64,
            )? as usize,
        })
    }

    fn trusted(&self, ip: IpAddr) -> bool {
        self.trusted_proxies.iter().any(|n| n.contains(ip))
    }

    /// The client's address: the peer, or what a trusted proxy says (see the module docs).
    pub fn client_ip(&self, peer: Option<IpAddr>, forwarded_for: &[&str]) -> Option<IpAddr> {
        let peer = peer?;
        if !self.trusted(peer) {
            return Some(peer);
        }
        // Every X-Forwarded-For header, in order, as one list; walk it from the right.
        let hops: Vec<&str> = forwarded_for
            .iter()
            .flat_map(|h| h.split(','))
            .map(str::trim)
            .collect();
        for hop in hops.iter().rev() {
            match hop.parse::<IpAddr>() {
                Ok(ip) if self.trusted(ip) => continue,
                Ok(ip) => return Some(ip),
                // Garbage where an address should be: stop believing the header there.
                Err(_) => return Some(peer),
            }
        }
        Some(peer)
    }
}

/// Open connections per client address, shared by every worker thread.
#[derive(Clone, Default)]
pub struct ConnectionCounter {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// Held in a connection's extensions: the connection's place in the count, given back when
/// the connection ends.
struct Counted {
    counter: ConnectionCounter,
    ip: IpAddr,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.counter.open.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

impl ConnectionCounter {
    /// For `HttpServer::on_connect`: counts the connection, or closes it at once when its peer
    /// already holds `limit` connections (trusted proxies are not counted).
    pub fn on_connect(&self, cfg: &GuardConfig, conn: &dyn std::any::Any, ext: &mut Extensions) {
        let Some(stream) = conn.downcast_ref::<actix_web::rt::net::TcpStream>() else {
            return;
        };
        let Ok(peer) = stream.peer_addr().map(|a| a.ip()) else {
            return;
        };
        if cfg.trusted(peer) {
            return;
        }
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let n = open.entry(peer).or_insert(0);
        if *n >= cfg.max_connections_per_client {
            drop(open);
            // Not counted: its requests are answered by [`over_limit`] and it is closed.
            ext.insert(OverLimit);
            return;
        }
        *n += 1;
        drop(open);
        ext.insert(std::rc::Rc::new(Counted {
            counter: self.clone(),
            ip: peer,
        }));
    }
}

/// Raises the process's soft limit on open files (`RLIMIT_NOFILE`) to its hard limit, at most
/// 1,048,576, and returns the limit then in force: each connection is a file descriptor, and a
/// soft limit of 1,024 (a common default) would refuse connections long before the
/// per-address limit does. `None` where the limit cannot be read.
pub fn raise_open_files_limit() -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return None;
    }
    let want = lim.rlim_max.min(1 << 20);
    if lim.rlim_cur < want {
        let raised = libc::rlimit {
            rlim_cur: want,
            rlim_max: lim.rlim_max,
        };
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            lim.rlim_cur = want;
        }
    }
    Some(lim.rlim_cur)
}

/// Marks a connection over its address's limit (in the connection's extensions).
#[derive(Clone, Copy, Debug)]
pub struct OverLimit;

/// Seconds a client over the connection limit is asked to wait.
pub const OVER_LIMIT_RETRY_AFTER: u32 = 5;

/// The answer to a request on a connection over its address's limit: 503 with `Retry-After`,
/// in the language the browser asks for, and the connection closed after it.
pub fn over_limit(accept_language: Option<&str>) -> actix_web::HttpResponse {
    let tr = crate::i18n::Tr(crate::i18n::Lang::negotiate(accept_language));
    actix_web::HttpResponse::ServiceUnavailable()
        .insert_header((
            actix_web::http::header::RETRY_AFTER,
            OVER_LIMIT_RETRY_AFTER.to_string(),
        ))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .content_type("text/plain; charset=utf-8")
        .force_close()
        .body(tr.t("error-too-many-connections"))
}

/// Whether a request's path or query holds an escaped NUL (`%00`): no route takes one, and a
/// name looked up by it would reach PostgreSQL, whose text cannot hold it.
pub fn address_holds_nul(uri: &actix_web::http::Uri) -> bool {
    uri.path_and_query()
        .is_some_and(|p| p.as_str().contains("%00"))
}

/// The answer to such a request: 400, in JSON for the API (its error shape) and in the
/// browser's language for a page.
pub fn nul_refused(api: bool, accept_language: Option<&str>) -> actix_web::HttpResponse {
    let tr = crate::i18n::Tr(crate::i18n::Lang::negotiate(accept_language));
    let mut answer = actix_web::HttpResponse::BadRequest();
    answer.insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"));
    if api {
        answer.json(serde_json::json!({"error": {
            "kind": "bad_request",
            "reason": "The address holds a NUL character (%00), which no route takes."
        }}))
    } else {
        answer
            .content_type("text/plain; charset=utf-8")
            .body(tr.t("error-bad-request"))
    }
}

/// A request's id: in the `X-Request-Id` header, on a 500 page and in its log line.
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

impl RequestId {
    pub fn new() -> RequestId {
        RequestId(crate::service::hex(&rand::random::<[u8; 6]>()))
    }
}

impl Default for RequestId {
    fn default() -> Self {
        RequestId::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn networks_contain_their_addresses() {
        let n = Net::parse("10.0.0.0/8").unwrap();
        assert!(n.contains(ip("10.1.2.3")) && !n.contains(ip("11.0.0.1")));
        assert!(Net::parse("127.0.0.1").unwrap().contains(ip("127.0.0.1")));
        assert!(Net::parse("127.0.0.1")
            .unwrap()
            .contains(ip("::ffff:127.0.0.1")));
        assert!(!Net::parse("127.0.0.1").unwrap().contains(ip("127.0.0.2")));
        assert!(Net::parse("::1").unwrap().contains(ip("::1")));
        assert!(Net::parse("0.0.0.0/0").unwrap().contains(ip("8.8.8.8")));
        assert!(!Net::parse("0.0.0.0/0").unwrap().contains(ip("::2")));
        for bad in ["", "x", "10.0.0.0/33", "::1/129", "1.2.3.4/-1"] {
            assert!(Net::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn forwarded_for_is_believed_only_from_trusted_proxies() {
        let mut g = GuardConfig::default();
        let peer = Some(ip("127.0.0.1"));
        // No trusted proxies: the peer, whatever the header says.
        assert_eq!(g.client_ip(peer, &["203.0.113.9"]), peer);
        g.trusted_proxies = vec![
            Net::parse("127.0.0.1").unwrap(),
            Net::parse("10.0.0.0/8").unwrap(),
        ];
        assert_eq!(g.client_ip(peer, &["203.0.113.9"]), Some(ip("203.0.113.9")));
        // The right-most untrusted hop: the client cannot choose by writing a left part.
        assert_eq!(
            g.client_ip(peer, &["1.1.1.1, 203.0.113.9, 10.0.0.5"]),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(
            g.client_ip(peer, &["1.1.1.1", "203.0.113.9"]),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(g.client_ip(peer, &[]), peer);
        assert_eq!(g.client_ip(peer, &["not-an-ip"]), peer);
        // A peer that is not a proxy is not believed.
        assert_eq!(
            g.client_ip(Some(ip("198.51.100.1")), &["203.0.113.9"]),
            Some(ip("198.51.100.1"))
        );
    }
}
