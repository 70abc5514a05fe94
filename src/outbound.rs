//! Outbound HTTP to addresses that people give us — webhooks and Web Push endpoints (issue 23,
//! item 3): such a request reaches only the public internet, never the machine itself or the
//! network around it.
//!
//! One way through, used when a URL is taken (the settings page, a browser subscribing) and
//! again when it is called (the mail worker):
//!
//! 1. [`check`] parses the URL as a browser does (WHATWG, the `url` crate: so `0x7f.1`,
//!    `2130706433`, `0177.0.0.1` and `127.1` are the IPv4 address they spell), refuses any
//!    scheme but `http`/`https` and any user name or password, and resolves the host **once**
//!    (an IP literal is not looked up at all) through a [`Resolve`]r;
//! 2. every address of the answer must pass [`not_public`]: loopback, private, shared (CGNAT),
//!    link-local, site-local, unique-local, multicast, unspecified, broadcast, documentation,
//!    benchmarking and reserved addresses are refused, and so are the IPv6 forms that carry
//!    such an IPv4 address (IPv4-mapped, IPv4-translated, IPv4-compatible, 6to4, NAT64) or are
//!    not globally routed (Teredo and the rest of `2001::/23`, the local-use NAT64 prefix);
//! 3. [`post`] connects to exactly the addresses that were checked (a ureq resolver that
//!    answers them and nothing else: no second lookup, so a name that answers differently the
//!    second time — DNS rebinding — gains nothing), through no proxy, following no redirect,
//!    with short time-outs and a limit on the answer's size.
//!
//! The test-only escape: `ROOKERY_OUTBOUND_ALLOW_LOOPBACK=true` admits plain loopback
//! addresses (`127.0.0.0/8`, `::1`) so that the tests can deliver to a receiver on
//! 127.0.0.1; nothing else, and never a loopback address in another form. It is off by
//! default and is not for production.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::mpsc;
use std::time::Duration;

/// The longest URL taken.
pub const MAX_URL: usize = 500;
/// How long a name may take to resolve.
pub const RESOLVE_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a connection may take to open (TCP and TLS).
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one whole call may take.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(10);
/// The most of an answer's head that is read.
pub const MAX_RESPONSE_HEAD: usize = 16 * 1024;
/// The most of an answer's body that is read (the rest is never read).
pub const MAX_RESPONSE_BODY: u64 = 64 * 1024;

/// The environment variable of the test-only escape.
pub const ALLOW_LOOPBACK_VAR: &str = "ROOKERY_OUTBOUND_ALLOW_LOOPBACK";
/// A setting of earlier versions that admitted every private address; it is refused at start
/// rather than silently ignored.
pub const RETIRED_VAR: &str = "ROOKERY_WEBHOOK_ALLOW_PRIVATE";

/// Which addresses outbound requests may reach.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// For tests only (`ROOKERY_OUTBOUND_ALLOW_LOOPBACK=true`): plain loopback addresses are
    /// admitted.
    pub allow_loopback: bool,
}

impl Policy {
    /// Only the public internet.
    pub const PUBLIC: Policy = Policy {
        allow_loopback: false,
    };

    /// From any lookup of variables (`Ok(None)` when unset or empty); checked at start by the
    /// mail settings, so that a bad value stops the process with an error naming the variable.
    pub fn from_vars(
        var: impl Fn(&str) -> Result<Option<String>, String>,
    ) -> Result<Policy, String> {
        if var(RETIRED_VAR)?.is_some() {
            return Err(format!(
                "{RETIRED_VAR} is no longer read: webhooks and Web Push go only to public \
                 internet addresses. Unset it ({ALLOW_LOOPBACK_VAR}=true admits loopback \
                 addresses, for tests only)."
            ));
        }
        let allow_loopback = match var(ALLOW_LOOPBACK_VAR)?
            .map(|v| v.trim().to_ascii_lowercase())
            .as_deref()
        {
            None | Some("false" | "0" | "no" | "off") => false,
            Some("true" | "1" | "yes" | "on") => true,
            Some(v) => {
                return Err(format!(
                    "{ALLOW_LOOPBACK_VAR}={v:?} is not true or false (true: webhooks and Web \
                     Push may call loopback addresses, for tests only)"
                ))
            }
        };
        Ok(Policy { allow_loopback })
    }

    /// The policy of this process (its environment, checked at start; a value that does not
    /// read is the strict policy).
    pub fn current() -> Policy {
        Policy::from_vars(crate::settings::env_var).unwrap_or(Policy::PUBLIC)
    }

    /// Whether a request may go to `ip`.
    pub fn admits(&self, ip: IpAddr) -> bool {
        match not_public(ip) {
            None => true,
            Some(_) => self.allow_loopback && is_plain_loopback(ip),
        }
    }
}

/// `127.0.0.0/8` or `::1`, written as such (not mapped or embedded).
fn is_plain_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => v6 == Ipv6Addr::LOCALHOST,
    }
}

/// Why `ip` is not an address of the public internet (a short phrase for logs), or `None` when
/// it is one.
pub fn not_public(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => not_public_v4(v4),
        IpAddr::V6(v6) => not_public_v6(v6),
    }
}

fn in_v4(ip: Ipv4Addr, net: [u8; 4], bits: u32) -> bool {
    let mask = if bits == 0 {
        0
    } else {
        u32::MAX << (32 - bits)
    };
    (u32::from(ip) & mask) == (u32::from(Ipv4Addr::from(net)) & mask)
}

/// The IPv4 special-purpose blocks (IANA's registry) that are not the public internet.
const V4_BLOCKS: [([u8; 4], u32, &str); 16] = [
    ([0, 0, 0, 0], 8, "\"this network\" (0.0.0.0/8)"),
    ([10, 0, 0, 0], 8, "private (10.0.0.0/8)"),
    ([100, 64, 0, 0], 10, "shared address space (100.64.0.0/10)"),
    ([127, 0, 0, 0], 8, "loopback (127.0.0.0/8)"),
    ([169, 254, 0, 0], 16, "link-local (169.254.0.0/16)"),
    ([172, 16, 0, 0], 12, "private (172.16.0.0/12)"),
    (
        [192, 0, 0, 0],
        24,
        "IETF protocol assignments (192.0.0.0/24)",
    ),
    ([192, 0, 2, 0], 24, "documentation (192.0.2.0/24)"),
    ([192, 31, 196, 0], 24, "AS112 (192.31.196.0/24)"),
    ([192, 52, 193, 0], 24, "AMT (192.52.193.0/24)"),
    ([192, 88, 99, 0], 24, "6to4 relay anycast (192.88.99.0/24)"),
    ([192, 168, 0, 0], 16, "private (192.168.0.0/16)"),
    ([198, 18, 0, 0], 15, "benchmarking (198.18.0.0/15)"),
    ([198, 51, 100, 0], 24, "documentation (198.51.100.0/24)"),
    ([203, 0, 113, 0], 24, "documentation (203.0.113.0/24)"),
    (
        [224, 0, 0, 0],
        3,
        "multicast, reserved or broadcast (224.0.0.0/3)",
    ),
];

fn not_public_v4(ip: Ipv4Addr) -> Option<&'static str> {
    V4_BLOCKS
        .iter()
        .find(|(net, bits, _)| in_v4(ip, *net, *bits))
        .map(|(_, _, why)| *why)
}

fn v4_at(s: &[u16; 8], i: usize) -> Ipv4Addr {
    Ipv4Addr::from((u32::from(s[i]) << 16) | u32::from(s[i + 1]))
}

fn not_public_v6(ip: Ipv6Addr) -> Option<&'static str> {
    let s = ip.segments();
    let embedded = |v4: Ipv4Addr, why: &'static str| not_public_v4(v4).map(|_| why);
    // The forms that carry an IPv4 address: as public as the address they carry.
    if s[..5] == [0; 5] && s[5] == 0xffff {
        return embedded(
            v4_at(&s, 6),
            "IPv4-mapped form of a non-public IPv4 address",
        );
    }
    if s[..4] == [0; 4] && s[4] == 0xffff && s[5] == 0 {
        return embedded(
            v4_at(&s, 6),
            "IPv4-translated form of a non-public IPv4 address",
        );
    }
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return embedded(v4_at(&s, 6), "NAT64 form of a non-public IPv4 address");
    }
    if s[0] == 0x2002 {
        return embedded(v4_at(&s, 1), "6to4 form of a non-public IPv4 address");
    }
    // Everything outside the global unicast block 2000::/3: the unspecified and loopback
    // addresses, IPv4-compatible ::a.b.c.d, discard-only 100::/64, local-use NAT64
    // 64:ff9b:1::/48, unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10,
    // multicast ff00::/8, and the reserved rest.
    if s[0] & 0xe000 != 0x2000 {
        return Some(match s[0] {
            0 if ip.is_unspecified() => "unspecified (::)",
            0 if ip.is_loopback() => "loopback (::1)",
            0 => "IPv4-compatible or reserved (::/8)",
            0x64 => "local-use NAT64 or reserved",
            x if x & 0xfe00 == 0xfc00 => "unique-local (fc00::/7)",
            x if x & 0xffc0 == 0xfe80 => "link-local (fe80::/10)",
            x if x & 0xffc0 == 0xfec0 => "site-local (fec0::/10)",
            x if x & 0xff00 == 0xff00 => "multicast (ff00::/8)",
            _ => "outside global unicast (2000::/3)",
        });
    }
    if s[0] == 0x2001 && s[1] < 0x0200 {
        return Some("IETF protocol assignments, Teredo or benchmarking (2001::/23)");
    }
    if s[0] == 0x2001 && s[1] == 0x0db8 {
        return Some("documentation (2001:db8::/32)");
    }
    if s[0] == 0x3fff && s[1] < 0x1000 {
        return Some("documentation (3fff::/20)");
    }
    None
}

/// Resolves names. The mail worker and the service use [`SystemDns`]; a test may answer as it
/// likes (a name that answers differently on its second lookup).
pub trait Resolve: Send + Sync {
    /// Every address of `host`, a DNS name (never an IP literal: those are not looked up).
    fn lookup(&self, host: &str) -> std::io::Result<Vec<IpAddr>>;
}

/// The system's resolver (`getaddrinfo`), within [`RESOLVE_TIMEOUT`].
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemDns;

impl Resolve for SystemDns {
    fn lookup(&self, host: &str) -> std::io::Result<Vec<IpAddr>> {
        use std::net::ToSocketAddrs;
        let (tx, rx) = mpsc::sync_channel(1);
        let name = (host.to_string(), 0u16);
        std::thread::spawn(move || {
            let _ = tx.send(
                name.to_socket_addrs()
                    .map(|a| a.map(|a| a.ip()).collect::<Vec<_>>()),
            );
        });
        rx.recv_timeout(RESOLVE_TIMEOUT).unwrap_or_else(|_| {
            Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "the name did not resolve in time",
            ))
        })
    }
}

/// Why a URL was refused. Data: the service words it for the settings page (as its `Reason`),
/// the mail worker for its log.
#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// Not a URL we call (its form): lasting.
    Url(BadUrl),
    /// The name `host` did not resolve (perhaps for now).
    Unresolved { host: String },
    /// `host` is at `ip`, off the public internet: lasting.
    NotPublic { host: String, ip: IpAddr },
}

/// What is wrong with the form of a refused URL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadUrl {
    /// Longer than [`MAX_URL`], or with spaces or control characters.
    TooLong,
    /// Not a URL at all, or one without a port.
    NotUrl,
    /// A scheme other than `http` and `https`.
    Scheme,
    /// A user name or password in it.
    Credentials,
    /// No host.
    NoHost,
}

impl std::fmt::Display for Refused {
    /// In English, for a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Url(BadUrl::TooLong) => write!(
                f,
                "the URL is longer than {MAX_URL} characters or has spaces"
            ),
            Refused::Url(BadUrl::NotUrl) => write!(f, "not a URL that can be called"),
            Refused::Url(BadUrl::Scheme) => write!(f, "the URL is not http:// or https://"),
            Refused::Url(BadUrl::Credentials) => {
                write!(f, "the URL holds a user name or password")
            }
            Refused::Url(BadUrl::NoHost) => write!(f, "the URL has no host"),
            Refused::Unresolved { host } => write!(f, "the host {host} cannot be found"),
            Refused::NotPublic { host, ip } => write!(
                f,
                "the host {host} is at {ip}, which is not a public internet address"
            ),
        }
    }
}

/// A URL that passed [`check`]: where it goes, and the addresses that were checked (the only
/// ones [`post`] connects to).
#[derive(Clone, Debug)]
pub struct Target {
    url: url::Url,
    addrs: Vec<SocketAddr>,
}

impl Target {
    /// The URL as it is called (normalised: `http://0x7f.1/` would be `http://127.0.0.1/`).
    pub fn url(&self) -> &str {
        self.url.as_str()
    }

    /// The checked addresses.
    pub fn addrs(&self) -> &[SocketAddr] {
        &self.addrs
    }
}

/// Checks `raw`: an `http(s)://` URL without credentials whose host resolves (once, through
/// `dns`) only to addresses `policy` admits.
pub fn check(raw: &str, policy: Policy, dns: &dyn Resolve) -> Result<Target, Refused> {
    let raw = raw.trim();
    if raw.len() > MAX_URL || raw.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(Refused::Url(BadUrl::TooLong));
    }
    let url = url::Url::parse(raw).map_err(|_| Refused::Url(BadUrl::NotUrl))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(Refused::Url(BadUrl::Scheme));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Refused::Url(BadUrl::Credentials));
    }
    let port = url
        .port_or_known_default()
        .ok_or(Refused::Url(BadUrl::NotUrl))?;
    let (host_text, ips) = match url.host() {
        None => return Err(Refused::Url(BadUrl::NoHost)),
        Some(url::Host::Ipv4(v4)) => (v4.to_string(), vec![IpAddr::V4(v4)]),
        Some(url::Host::Ipv6(v6)) => (v6.to_string(), vec![IpAddr::V6(v6)]),
        Some(url::Host::Domain(name)) => {
            let unknown = || Refused::Unresolved {
                host: name.to_string(),
            };
            let ips = dns.lookup(name).map_err(|_| unknown())?;
            if ips.is_empty() {
                return Err(unknown());
            }
            (name.to_string(), ips)
        }
    };
    if let Some(ip) = ips.iter().find(|ip| !policy.admits(**ip)) {
        return Err(Refused::NotPublic {
            host: host_text,
            ip: *ip,
        });
    }
    let mut addrs: Vec<SocketAddr> = Vec::new();
    for ip in ips {
        let a = SocketAddr::new(ip, port);
        if !addrs.contains(&a) {
            addrs.push(a);
        }
    }
    Ok(Target { url, addrs })
}

/// ureq's resolver for one call: the checked addresses of its target, and nothing for any
/// other host (there is no other: no proxy, no redirect).
#[derive(Debug)]
struct Pinned {
    host: String,
    addrs: Vec<SocketAddr>,
}

impl ureq::unversioned::resolver::Resolver for Pinned {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        _config: &ureq::config::Config,
        _timeout: ureq::unversioned::transport::NextTimeout,
    ) -> Result<ureq::unversioned::resolver::ResolvedSocketAddrs, ureq::Error> {
        if uri.host() != Some(self.host.as_str()) {
            return Err(ureq::Error::HostNotFound);
        }
        let mut out = self.empty();
        for a in &self.addrs {
            if out.try_push(*a).is_err() {
                break;
            }
        }
        Ok(out)
    }
}

/// An answer: its status and the start of its body (at most [`MAX_RESPONSE_BODY`] bytes read).
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Answer {
    /// The start of the body as text, for a log line.
    pub fn snippet(&self) -> String {
        let text = String::from_utf8_lossy(&self.body);
        let text: String = text.chars().filter(|c| !c.is_control()).take(200).collect();
        text.trim().to_string()
    }
}

/// POSTs `body` with `headers` to a checked target, connecting only to its checked addresses.
pub fn post(
    target: &Target,
    user_agent: &str,
    headers: &[(&str, String)],
    body: &[u8],
) -> Result<Answer, ureq::Error> {
    let config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .proxy(None)
        .timeout_connect(Some(CONNECT_TIMEOUT))
        .timeout_global(Some(CALL_TIMEOUT))
        .max_response_header_size(MAX_RESPONSE_HEAD)
        .user_agent(user_agent)
        .build();
    let host = target.url.host_str().unwrap_or_default().to_string();
    let agent = ureq::Agent::with_parts(
        config,
        ureq::unversioned::transport::DefaultConnector::default(),
        Pinned {
            host,
            addrs: target.addrs.clone(),
        },
    );
    let mut request = agent.post(target.url());
    for (name, value) in headers {
        request = request.header(*name, value.as_str());
    }
    let mut response = request.send(body)?;
    let status = response.status().as_u16();
    let mut body = Vec::new();
    let _ = std::io::Read::read_to_end(
        &mut std::io::Read::take(response.body_mut().as_reader(), MAX_RESPONSE_BODY),
        &mut body,
    );
    Ok(Answer { status, body })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::TcpListener;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    /// A resolver for URLs whose host is an IP literal: asked anything, the test fails.
    struct NoLookups;
    impl Resolve for NoLookups {
        fn lookup(&self, host: &str) -> std::io::Result<Vec<IpAddr>> {
            panic!("{host} was looked up, but it spells an IP address");
        }
    }

    /// A name that answers `first` on its first lookup and `then` on every later one.
    struct Rebinding {
        lookups: AtomicUsize,
        first: IpAddr,
        then: IpAddr,
    }
    impl Resolve for Rebinding {
        fn lookup(&self, _host: &str) -> std::io::Result<Vec<IpAddr>> {
            let n = self.lookups.fetch_add(1, Ordering::SeqCst);
            Ok(vec![if n == 0 { self.first } else { self.then }])
        }
    }

    /// Internal addresses in the ways a URL can spell them; every one must be refused.
    const INTERNAL: &[&str] = &[
        // IPv4 loopback, in the forms a URL parser reads as 127.0.0.1
        "http://127.0.0.1/",
        "http://127.0.0.1:8080/x",
        "http://127.1/",
        "http://127.0.1/",
        "http://2130706433/",
        "http://0x7f000001/",
        "http://0x7f.0x0.0x0.0x1/",
        "http://0x7f.1/",
        "http://0177.0.0.1/",
        "http://017700000001/",
        "http://0177.0.0.01/",
        "http://127.0.0.1./",
        "http://127.0.0.%31/",
        "http://%31%32%37.0.0.1/",
        "http://１２７.０.０.１/",
        "http://127.255.255.254/",
        // unspecified, "this network", broadcast and reserved
        "http://0.0.0.0/",
        "http://0/",
        "http://0.1.2.3/",
        "http://255.255.255.255/",
        "http://240.0.0.1/",
        // private, shared, link-local (the cloud metadata address), documentation, benchmarking
        "http://10.0.0.1/",
        "http://167772161/",
        "http://172.16.0.1/",
        "http://172.31.255.255/",
        "http://192.168.1.1/",
        "http://0xc0a80101/",
        "http://100.64.0.1/",
        "http://100.127.255.254/",
        "http://169.254.169.254/latest/meta-data/",
        "http://2852039166/",
        "http://192.0.0.8/",
        "http://192.0.2.1/",
        "http://198.51.100.7/",
        "http://203.0.113.9/",
        "http://198.18.0.1/",
        "http://192.88.99.1/",
        "http://224.0.0.1/",
        "http://239.255.255.250/",
        // IPv6 loopback and unspecified
        "http://[::1]/",
        "http://[0:0:0:0:0:0:0:1]/",
        "http://[::]/",
        // IPv4-compatible (::a.b.c.d)
        "http://[::127.0.0.1]/",
        "http://[::7f00:1]/",
        "http://[::10.0.0.1]/",
        "http://[::8.8.8.8]/",
        // IPv4-mapped and IPv4-translated
        "http://[::ffff:127.0.0.1]/",
        "http://[::ffff:7f00:1]/",
        "http://[::ffff:169.254.169.254]/",
        "http://[::ffff:a00:1]/",
        "http://[::ffff:0:7f00:1]/",
        "http://[::ffff:0:127.0.0.1]/",
        // 6to4 of internal IPv4 addresses
        "http://[2002:7f00:1::]/",
        "http://[2002:7f00:0001:0:0:0:0:1]/",
        "http://[2002:a9fe:a9fe::]/",
        "http://[2002:c0a8:101::1]/",
        // Teredo, benchmarking and the rest of 2001::/23
        "http://[2001::1]/",
        "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
        "http://[2001:2::1]/",
        // NAT64 of internal IPv4 addresses, and the local-use NAT64 prefix
        "http://[64:ff9b::7f00:1]/",
        "http://[64:ff9b::127.0.0.1]/",
        "http://[64:ff9b::a9fe:a9fe]/",
        "http://[64:ff9b:1::7f00:1]/",
        "http://[64:ff9b:1::808:808]/",
        // site-local, link-local, unique-local, multicast, documentation, discard
        "http://[fec0::1]/",
        "http://[fe80::1]/",
        "http://[febf::1]/",
        "http://[fc00::1]/",
        "http://[fd12:3456:789a::1]/",
        "http://[ff02::1]/",
        "http://[ff05::2]/",
        "http://[2001:db8::1]/",
        "http://[3fff::1]/",
        "http://[100::1]/",
        "https://[::ffff:10.0.0.1]:8443/hook",
    ];

    #[test]
    fn every_encoding_of_an_internal_address_is_refused() {
        assert!(INTERNAL.len() >= 40);
        for url in INTERNAL {
            match check(url, Policy::PUBLIC, &NoLookups) {
                Err(Refused::NotPublic { .. }) => {}
                other => panic!("{url} was not refused as internal: {other:?}"),
            }
            // The test-only escape admits only plain loopback addresses.
            let plain = check(
                url,
                Policy {
                    allow_loopback: true,
                },
                &NoLookups,
            )
            .map(|t| t.addrs()[0].ip());
            if let Ok(ip) = plain {
                assert!(
                    ip == IpAddr::V6(Ipv6Addr::LOCALHOST)
                        || matches!(ip, IpAddr::V4(v4) if v4.is_loopback()),
                    "{url}: the escape admitted {ip}"
                );
            }
        }
        // Named loopback, through the system's resolver (answered from /etc/hosts).
        assert!(matches!(
            check("http://localhost:9/", Policy::PUBLIC, &SystemDns),
            Err(Refused::NotPublic { .. })
        ));
    }

    #[test]
    fn public_addresses_are_accepted() {
        for (url, ip) in [
            ("https://93.184.215.14/hook", "93.184.215.14"),
            ("http://8.8.8.8:8080/", "8.8.8.8"),
            ("http://1.1.1.1/", "1.1.1.1"),
            ("http://100.128.0.1/", "100.128.0.1"),
            ("http://172.32.0.1/", "172.32.0.1"),
            ("http://192.169.0.1/", "192.169.0.1"),
            ("http://0x08080808/", "8.8.8.8"),
            ("https://[2606:4700:4700::1111]/", "2606:4700:4700::1111"),
            (
                "https://[2a00:1450:4001:82b::200e]/",
                "2a00:1450:4001:82b::200e",
            ),
            ("http://[64:ff9b::808:808]/", "64:ff9b::808:808"),
            ("http://[2002:808:808::1]/", "2002:808:808::1"),
            ("http://[::ffff:8.8.8.8]/", "::ffff:8.8.8.8"),
        ] {
            let target = check(url, Policy::PUBLIC, &NoLookups)
                .unwrap_or_else(|e| panic!("{url} refused: {e}"));
            assert_eq!(
                target.addrs()[0].ip(),
                ip.parse::<IpAddr>().unwrap(),
                "{url}"
            );
        }
        // A name: every address it resolves to is checked.
        let both = Rebinding {
            lookups: AtomicUsize::new(0),
            first: "8.8.4.4".parse().unwrap(),
            then: "8.8.4.4".parse().unwrap(),
        };
        let t = check("https://push.example.org/send/abc", Policy::PUBLIC, &both).unwrap();
        assert_eq!(t.addrs(), &["8.8.4.4:443".parse::<SocketAddr>().unwrap()]);
    }

    #[test]
    fn urls_that_are_not_ours_to_call_are_refused_for_their_form() {
        for url in [
            "ftp://example.org/",
            "file:///etc/passwd",
            "gopher://8.8.8.8/",
            "http://user:secret@8.8.8.8/",
            "http://user@8.8.8.8/",
            "http://8.8.8.8:99999/",
            "http://[::1/",
            "not a url",
            "http:///",
            "http://[fe80::1%25eth0]/",
        ] {
            assert!(
                matches!(check(url, Policy::PUBLIC, &NoLookups), Err(Refused::Url(_))),
                "{url}"
            );
        }
        assert!(matches!(
            check(
                &format!("http://8.8.8.8/{}", "x".repeat(MAX_URL)),
                Policy::PUBLIC,
                &NoLookups
            ),
            Err(Refused::Url(_))
        ));
    }

    /// A server on 127.0.0.1 that answers every request with `answer` and records the paths.
    fn server(answer: String) -> (u16, Arc<Mutex<Vec<String>>>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let paths: Arc<Mutex<Vec<String>>> = Arc::default();
        let record = paths.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut line = String::new();
                let _ = reader.read_line(&mut line);
                let mut len = 0usize;
                loop {
                    let mut h = String::new();
                    if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
                        break;
                    }
                    if let Some(v) = h.to_ascii_lowercase().strip_prefix("content-length:") {
                        len = v.trim().parse().unwrap_or(0);
                    }
                }
                let _ = reader
                    .by_ref()
                    .take(len as u64)
                    .read_to_end(&mut Vec::new());
                record
                    .lock()
                    .unwrap()
                    .push(line.split_whitespace().nth(1).unwrap_or("").to_string());
                let _ = stream.write_all(answer.as_bytes());
            }
        });
        (port, paths)
    }

    const OK: &str = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok";

    #[test]
    fn only_the_first_checked_answer_of_a_rebinding_name_is_connected_to() {
        let (port, paths) = server(OK.into());
        let tests_only = Policy {
            allow_loopback: true,
        };
        // The name answers the test's receiver first, then an internal address that is never
        // admitted: the call reaches the receiver, and the name was looked up once.
        let dns = Rebinding {
            lookups: AtomicUsize::new(0),
            first: "127.0.0.1".parse().unwrap(),
            then: "10.255.255.1".parse().unwrap(),
        };
        let url = format!("http://rebinding.test:{port}/hook");
        let target = check(&url, tests_only, &dns).unwrap();
        let answer = post(&target, "test", &[], b"{}").expect("the checked address answers");
        assert_eq!(answer.status, 200);
        assert_eq!(answer.body, b"ok");
        assert_eq!(dns.lookups.load(Ordering::SeqCst), 1, "one lookup");
        assert_eq!(paths.lock().unwrap().as_slice(), ["/hook"]);

        // Answered internal first and public later: refused on the first answer.
        let dns = Rebinding {
            lookups: AtomicUsize::new(0),
            first: "169.254.169.254".parse().unwrap(),
            then: "8.8.8.8".parse().unwrap(),
        };
        assert!(matches!(
            check(&url, Policy::PUBLIC, &dns),
            Err(Refused::NotPublic { .. })
        ));
        assert_eq!(dns.lookups.load(Ordering::SeqCst), 1);
        // Public first and the machine itself later: the target holds the public answer only.
        let dns = Rebinding {
            lookups: AtomicUsize::new(0),
            first: "8.8.8.8".parse().unwrap(),
            then: "127.0.0.1".parse().unwrap(),
        };
        let target = check(&url, Policy::PUBLIC, &dns).unwrap();
        assert_eq!(
            target.addrs(),
            &[SocketAddr::new("8.8.8.8".parse().unwrap(), port)]
        );
        assert_eq!(dns.lookups.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_redirect_is_not_followed() {
        let (inside, reached) = server(OK.into());
        let (port, paths) = server(format!(
            "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:{inside}/secret\r\n\
             Content-Length: 0\r\nConnection: close\r\n\r\n"
        ));
        let tests_only = Policy {
            allow_loopback: true,
        };
        let target = check(
            &format!("http://127.0.0.1:{port}/hook"),
            tests_only,
            &NoLookups,
        )
        .unwrap();
        let answer = post(&target, "test", &[], b"{}").unwrap();
        assert_eq!(answer.status, 302);
        assert_eq!(paths.lock().unwrap().as_slice(), ["/hook"]);
        assert!(
            reached.lock().unwrap().is_empty(),
            "the redirect was followed"
        );
    }

    #[test]
    fn an_answer_is_read_only_up_to_its_limits() {
        let big_body = format!(
            "HTTP/1.1 200 OK\r\nContent-Length: {n}\r\nConnection: close\r\n\r\n{}",
            "x".repeat(1 << 20),
            n = 1 << 20
        );
        let (port, _) = server(big_body);
        let tests_only = Policy {
            allow_loopback: true,
        };
        let target = check(&format!("http://127.0.0.1:{port}/"), tests_only, &NoLookups).unwrap();
        let answer = post(&target, "test", &[], b"").unwrap();
        assert_eq!(answer.status, 200);
        assert_eq!(answer.body.len() as u64, MAX_RESPONSE_BODY);

        let big_head = format!(
            "HTTP/1.1 200 OK\r\nX-Filler: {}\r\nContent-Length: 0\r\n\r\n",
            "y".repeat(2 * MAX_RESPONSE_HEAD)
        );
        let (port, _) = server(big_head);
        let target = check(&format!("http://127.0.0.1:{port}/"), tests_only, &NoLookups).unwrap();
        assert!(
            post(&target, "test", &[], b"").is_err(),
            "an endless head is refused"
        );
    }

    #[test]
    fn the_escape_is_read_from_its_setting_and_the_retired_setting_stops_the_start() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| -> Result<Option<String>, String> {
                Ok(pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string()))
            }
        };
        assert_eq!(Policy::from_vars(vars(&[])), Ok(Policy::PUBLIC));
        assert_eq!(
            Policy::from_vars(vars(&[(ALLOW_LOOPBACK_VAR, "true")])),
            Ok(Policy {
                allow_loopback: true
            })
        );
        assert!(Policy::from_vars(vars(&[(ALLOW_LOOPBACK_VAR, "maybe")])).is_err());
        let retired = Policy::from_vars(vars(&[(RETIRED_VAR, "1")])).unwrap_err();
        assert!(retired.contains(RETIRED_VAR), "{retired}");
    }
}
