//! A minimal browser for the web-play driver: one cookie jar per player, redirects not followed
//! (the driver checks every 303 itself), bodies as text.

use std::collections::BTreeMap;
use std::time::Duration;

/// How long `rookery serve` keeps an idle connection open (`http::KEEP_ALIVE`: the driver is a
/// client and imports nothing of the server, so the figure is repeated here; `tests/serve.rs`
/// checks that the two agree).
pub const SERVER_KEEP_ALIVE: Duration = Duration::from_secs(5);

/// A response as the driver needs it.
#[derive(Clone, Debug)]
pub struct Response {
    pub status: u16,
    pub location: Option<String>,
    pub body: String,
}

/// One player's browser.
pub struct Browser {
    /// The servers it talks to, in turn (one, or several app servers on one database).
    bases: Vec<String>,
    turn: usize,
    agent: ureq::Agent,
    cookies: BTreeMap<String, String>,
    /// Requests made, and how long they took in all (for the report).
    pub requests: u64,
    pub elapsed: Duration,
}

impl Browser {
    pub fn new(base: &str) -> Browser {
        Browser::round_robin(&[base.to_string()])
    }

    /// A browser that sends each request to the next of `bases` in turn: a player whose
    /// requests land on several app servers behind one address.
    pub fn round_robin(bases: &[String]) -> Browser {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            // Never reuse a connection the server may be closing: it closes an idle one after
            // SERVER_KEEP_ALIVE, and a request sent on it just then fails ("Peer
            // disconnected": 6 of 240 requests sent after 4.990 to 4.994 s of idling did).
            // A seat idles that long while another waits out a deadline.
            .max_idle_age(SERVER_KEEP_ALIVE - Duration::from_secs(1))
            .build()
            .into();
        Browser {
            bases: bases
                .iter()
                .map(|b| b.trim_end_matches('/').to_owned())
                .collect(),
            turn: 0,
            agent,
            cookies: BTreeMap::new(),
            requests: 0,
            elapsed: Duration::ZERO,
        }
    }

    fn next_base(&mut self) -> String {
        let b = self.bases[self.turn % self.bases.len()].clone();
        self.turn += 1;
        b
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn keep_cookies(&mut self, resp: &ureq::http::Response<ureq::Body>) {
        for h in resp.headers().get_all("set-cookie") {
            let Ok(text) = h.to_str() else { continue };
            let first = text.split(';').next().unwrap_or("");
            if let Some((k, v)) = first.split_once('=') {
                let expired = text.to_ascii_lowercase().contains("max-age=0");
                if v.is_empty() || expired {
                    self.cookies.remove(k.trim());
                } else {
                    self.cookies
                        .insert(k.trim().to_owned(), v.trim().to_owned());
                }
            }
        }
    }

    fn finish(
        &mut self,
        started: std::time::Instant,
        result: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    ) -> Result<Response, String> {
        self.requests += 1;
        let mut resp = result.map_err(|e| format!("HTTP error: {e}"))?;
        self.keep_cookies(&resp);
        let status = resp.status().as_u16();
        let location = resp
            .headers()
            .get("location")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let body = resp
            .body_mut()
            .with_config()
            .limit(16 * 1024 * 1024)
            .read_to_string()
            .map_err(|e| format!("reading the body: {e}"))?;
        self.elapsed += started.elapsed();
        Ok(Response {
            status,
            location,
            body,
        })
    }

    pub fn get(&mut self, path: &str) -> Result<Response, String> {
        let started = std::time::Instant::now();
        let url = format!("{}{path}", self.next_base());
        let result = self
            .agent
            .get(&url)
            .header("cookie", self.cookie_header())
            .call();
        self.finish(started, result)
    }

    pub fn post(&mut self, path: &str, fields: &[(String, String)]) -> Result<Response, String> {
        let started = std::time::Instant::now();
        let url = format!("{}{path}", self.next_base());
        let body = form_body(fields);
        let result = self
            .agent
            .post(&url)
            .header("cookie", self.cookie_header())
            .header("content-type", "application/x-www-form-urlencoded")
            .send(body);
        self.finish(started, result)
    }
}

/// A form's fields as an `application/x-www-form-urlencoded` body, as a browser posts them.
pub fn form_body(fields: &[(String, String)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// `application/x-www-form-urlencoded` encoding of one name or value.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}
