//! Is the sender of a received mail who its From says? (issue 24, item 3)
//!
//! Rookery does not check SPF or DKIM itself: it sits behind the site's own mail server, which
//! sees the connecting address (SPF needs it) and already checks both (OpenDKIM and OpenDMARC,
//! or rspamd). That server writes its findings into an `Authentication-Results` header
//! (RFC 8601) naming itself by its *authserv-id*; Rookery trusts exactly one such header: the
//! topmost one with the authserv-id of `ROOKERY_INBOUND_AUTHSERV_ID`. Headers with another id,
//! and those below it (a sender may write one with the right id into its mail; the site's
//! server adds its own on top), are ignored.
//!
//! A mail is authenticated when that header says one of:
//! - `dmarc=pass` with `header.from` the From domain (DMARC's pass already means aligned);
//! - `dkim=pass` with a signing domain (`header.d`, or the domain of `header.i`) aligned with
//!   the From domain;
//! - `spf=pass` with the `smtp.mailfrom` domain aligned with the From domain.
//!
//! *Aligned* is DMARC's relaxed alignment: both domains have the same organizational domain.
//! Rookery does not carry the Public Suffix List; the organizational domain is the last two
//! labels (`mail.example.org` → `example.org`), or the last three when the top-level domain has
//! two letters and the label before it is one of the common second-level registries
//! ([`SECOND_LEVEL`]: `example.co.uk`, `example.com.br`). A suffix outside that list (e.g. a
//! hosting domain like `github.io`) groups its customers together; sites whose players use such
//! domains should rely on DMARC, whose `header.from` must match exactly.

/// Labels that are registries under a two-letter country domain (`co.uk`, `com.br`, `ac.jp`…).
pub const SECOND_LEVEL: &[&str] = &[
    "ac", "co", "com", "edu", "gob", "go", "gov", "ltd", "mil", "ne", "net", "nic", "nom", "or",
    "org", "plc", "sch",
];

/// The `Authentication-Results` values of a mail, topmost first, unfolded.
pub fn authentication_results(msg: &mail_parser::Message) -> Vec<String> {
    let raw = msg.raw_message();
    msg.headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("Authentication-Results"))
        .filter_map(|h| raw.get(h.offset_start() as usize..h.offset_end() as usize))
        .map(|v| String::from_utf8_lossy(v).replace(['\r', '\n'], " "))
        .collect()
}

/// What the site's mail server said, when it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Authenticated by the named method (`dmarc`, `dkim` or `spf`).
    Pass(&'static str),
    /// The site's server wrote a header, but nothing in it passes aligned with the From domain.
    Fail,
    /// No header from the site's server (its id is unset, or the mail did not pass through it).
    Unchecked,
}

/// One method's result in a header (`dkim=pass header.d=example.org`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MethodResult {
    pub method: String,
    pub result: String,
    /// `ptype.property` → value, lowercase keys (`header.d`, `smtp.mailfrom`…).
    pub properties: Vec<(String, String)>,
}

impl MethodResult {
    fn property(&self, key: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// The authserv-id and results of one `Authentication-Results` value; `None` when unreadable.
pub fn parse(value: &str) -> Option<(String, Vec<MethodResult>)> {
    let text = without_comments(value);
    let mut parts = split_outside_quotes(&text, ';').into_iter();
    let id = parts
        .next()?
        .split_whitespace()
        .next()?
        .to_ascii_lowercase();
    if id.is_empty() {
        return None;
    }
    let mut results = Vec::new();
    for part in parts {
        let mut words = split_outside_quotes(part.trim(), ' ')
            .into_iter()
            .map(|w| w.trim().to_string())
            .filter(|w| !w.is_empty());
        let Some(first) = words.next() else { continue };
        let Some((method, result)) = first.split_once('=') else {
            continue; // `none`
        };
        let method = method.split('/').next().unwrap_or("").to_ascii_lowercase();
        let mut r = MethodResult {
            method,
            result: result.trim().to_ascii_lowercase(),
            properties: vec![],
        };
        for w in words {
            if let Some((k, v)) = w.split_once('=') {
                let k = k.trim().to_ascii_lowercase();
                if k == "reason" {
                    continue;
                }
                r.properties
                    .push((k, v.trim().trim_matches('"').to_string()));
            }
        }
        results.push(r);
    }
    Some((id, results))
}

/// The verdict on a mail whose `Authentication-Results` values are `headers` (topmost first) and
/// whose From address has the domain `from_domain`, trusting only `authserv_id`.
pub fn verdict(headers: &[String], authserv_id: Option<&str>, from_domain: &str) -> Verdict {
    let Some(id) = authserv_id.map(|s| s.trim().to_ascii_lowercase()) else {
        return Verdict::Unchecked;
    };
    // Only the topmost header with our id: the site's server adds its own on top of anything
    // the sender wrote.
    let Some((_, results)) = headers
        .iter()
        .filter_map(|h| parse(h))
        .find(|(hid, _)| *hid == id)
    else {
        return Verdict::Unchecked;
    };
    let from = normalize(from_domain);
    if from.is_empty() {
        return Verdict::Fail;
    }
    let domain_of = |v: &str| normalize(v.rsplit_once('@').map_or(v, |(_, d)| d));
    for r in &results {
        if r.result != "pass" {
            continue;
        }
        let aligned_with_from =
            |v: Option<&str>| v.map(domain_of).is_some_and(|d| aligned(&d, &from));
        match r.method.as_str() {
            "dmarc" if r.property("header.from").map(domain_of) == Some(from.clone()) => {
                return Verdict::Pass("dmarc")
            }
            "dkim"
                if aligned_with_from(r.property("header.d").or_else(|| r.property("header.i"))) =>
            {
                return Verdict::Pass("dkim")
            }
            "spf" if aligned_with_from(r.property("smtp.mailfrom")) => return Verdict::Pass("spf"),
            _ => {}
        }
    }
    Verdict::Fail
}

/// Relaxed alignment: the same organizational domain.
pub fn aligned(a: &str, b: &str) -> bool {
    let (a, b) = (normalize(a), normalize(b));
    !a.is_empty() && organizational(&a) == organizational(&b)
}

/// The organizational domain of a (lowercase) domain, by the rule in the module documentation.
pub fn organizational(domain: &str) -> String {
    let labels: Vec<&str> = domain.split('.').filter(|l| !l.is_empty()).collect();
    let n = labels.len();
    let keep = if n >= 3 && labels[n - 1].len() == 2 && SECOND_LEVEL.contains(&labels[n - 2]) {
        3
    } else {
        2
    };
    labels[n.saturating_sub(keep)..].join(".")
}

fn normalize(domain: &str) -> String {
    domain.trim().trim_end_matches('.').to_ascii_lowercase()
}

/// The text without RFC 5322 comments (`(…)`, nested, outside quoted strings).
fn without_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in s.chars() {
        if escaped {
            escaped = false;
            if depth == 0 {
                out.push(c);
            }
            continue;
        }
        match c {
            '\\' => {
                escaped = true;
                if depth == 0 {
                    out.push(c);
                }
            }
            '"' if depth == 0 => {
                quoted = !quoted;
                out.push(c);
            }
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => {
                depth -= 1;
                out.push(' ');
            }
            '\r' | '\n' | '\t' if depth == 0 => out.push(' '),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

fn split_outside_quotes(s: &str, sep: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, c) in s.char_indices() {
        if c == '"' {
            quoted = !quoted;
        } else if c == sep && !quoted {
            parts.push(&s[start..i]);
            start = i + c.len_utf8();
        }
    }
    parts.push(&s[start..]);
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(headers: &[&str], from: &str) -> Verdict {
        let h: Vec<String> = headers.iter().map(|s| s.to_string()).collect();
        verdict(&h, Some("mx.rookery.test"), from)
    }

    #[test]
    fn opendkim_opendmarc_and_rspamd_headers_are_read() {
        // OpenDKIM (with a comment and a wrapped line), OpenDMARC, Postfix's policyd-spf.
        assert_eq!(
            v(
                &["mx.rookery.test;\r\n\tdkim=pass (2048-bit key; unprotected) header.d=mail.example.org header.i=@mail.example.org header.b=\"AbC\""],
                "example.org"
            ),
            Verdict::Pass("dkim")
        );
        assert_eq!(
            v(
                &["mx.rookery.test; dmarc=pass (p=reject dis=none) header.from=example.org"],
                "example.org"
            ),
            Verdict::Pass("dmarc")
        );
        assert_eq!(
            v(
                &["mx.rookery.test; spf=pass (sender SPF authorized) smtp.mailfrom=bounce@example.co.uk"],
                "news.example.co.uk"
            ),
            Verdict::Pass("spf")
        );
        // rspamd: several methods in one header, versions after the id.
        assert_eq!(
            v(
                &["mx.rookery.test 1; dkim=none; spf=softfail smtp.mailfrom=a@example.org; dmarc=fail header.from=example.org"],
                "example.org"
            ),
            Verdict::Fail
        );
    }

    #[test]
    fn only_the_sites_own_topmost_header_counts() {
        let forged = "mx.rookery.test; dkim=pass header.d=victim.example";
        let other = "mx.elsewhere.test; dkim=pass header.d=victim.example";
        let ours = "mx.rookery.test; dkim=fail header.d=victim.example; spf=fail smtp.mailfrom=victim.example";
        assert_eq!(v(&[ours, forged], "victim.example"), Verdict::Fail);
        assert_eq!(v(&[other], "victim.example"), Verdict::Unchecked);
        assert_eq!(v(&[], "victim.example"), Verdict::Unchecked);
        assert_eq!(
            verdict(&[forged.to_string()], None, "victim.example"),
            Verdict::Unchecked
        );
    }

    /// Whatever a sender writes below the site's own header, and whatever the site's header
    /// says about other domains, a mail whose own domain did not pass is never believed.
    #[test]
    fn nothing_a_sender_writes_makes_a_pass() {
        use rand::seq::IndexedRandom;
        use rand::RngExt;
        let mut rng = rand::rng();
        let victims = ["victim.example", "mail.victim.co.uk", "victim.org"];
        let others = [
            "attacker.example",
            "victim.example.net",
            "co.uk",
            "evil.co.uk",
        ];
        let methods = ["dkim", "spf", "dmarc", "arc", "auth"];
        let results = ["pass", "fail", "none", "softfail", "neutral", "temperror"];
        let props = [
            "header.d",
            "header.i",
            "smtp.mailfrom",
            "header.from",
            "smtp.helo",
        ];
        for _ in 0..2000 {
            let victim = *victims.choose(&mut rng).unwrap();
            let mut headers = Vec::new();
            // The site's own header: nothing passes for the victim's organization.
            let mut ours = "mx.rookery.test".to_string();
            for _ in 0..rng.random_range(0..4) {
                let m = *methods.choose(&mut rng).unwrap();
                let p = *props.choose(&mut rng).unwrap();
                let (r, d) = if rng.random_bool(0.5) {
                    (
                        *results.choose(&mut rng).unwrap(),
                        *others.choose(&mut rng).unwrap(),
                    )
                } else {
                    (*results[1..].choose(&mut rng).unwrap(), victim)
                };
                ours.push_str(&format!("; {m}={r} {p}={d}"));
            }
            // Without the site's header (its mail server added none) the sender's own could
            // pass: that is why docs/mail.md has the mail server drop such headers.
            let site_checked = rng.random_bool(0.9);
            if site_checked {
                headers.push(ours);
            }
            // Below it (or alone), anything the sender likes, passes for the victim included.
            for _ in 0..rng.random_range(0..3) {
                let id = if rng.random_bool(0.5) {
                    "mx.rookery.test"
                } else {
                    "mx.other.test"
                };
                let m = *methods.choose(&mut rng).unwrap();
                let p = *props.choose(&mut rng).unwrap();
                headers.push(format!("{id}; {m}=pass {p}={victim}"));
            }
            let v = verdict(&headers, Some("mx.rookery.test"), victim);
            if site_checked {
                assert!(
                    !matches!(v, Verdict::Pass(_)),
                    "{headers:?} for {victim}: {v:?}"
                );
            }
        }
    }

    #[test]
    fn a_pass_for_another_domain_is_not_aligned() {
        assert_eq!(
            v(
                &["mx.rookery.test; dkim=pass header.d=attacker.example; spf=pass smtp.mailfrom=x@attacker.example; dmarc=pass header.from=attacker.example"],
                "victim.example"
            ),
            Verdict::Fail
        );
        // example.co.uk and other.co.uk are two organizations, not one.
        assert!(!aligned("example.co.uk", "other.co.uk"));
        assert!(aligned("mail.example.co.uk", "example.co.uk"));
        assert!(aligned("EXAMPLE.org.", "lists.example.org"));
        assert!(!aligned("example.org", "example.com"));
    }
}
