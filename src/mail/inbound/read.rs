//! Reading a received mail (issue 26: the service reads no mail): its size, its MIME, who it
//! is from and to, whether it is automatic, a delivery report, what the site's mail server
//! says of its sender ([`super::super::auth_results`]), the player's own words
//! ([`super::super::reply_text`]) and, for a reply to a "your move" mail, the decision its text
//! says (the house's forms in the reader's language, read back by `decisions::text`). The
//! service is handed what was found ([`Letter`], [`Reading`]) and judges it: see
//! `service::replies` for what is believed and what is answered.

use crate::decisions::{self, text};
use crate::i18n::{Lang, Tr};
use crate::service::replies::{
    Letter, Opened, Outcome, Reading, Replier, Reply, MAX_MAIL_BYTES, MAX_TEXT_CHARS,
};
use crate::service::GameId;
use crate::service::Service;
use chrono::NaiveDateTime;

/// Reads one received mail from the connecting address `client` (as the listener knows it:
/// see `mail::smtp_server::Envelope::client`, by which it is throttled) and has the service do
/// what it asks, if anything. Never fails: every mail gets an outcome, recorded.
pub fn receive(
    svc: &Service,
    client: Option<std::net::IpAddr>,
    envelope_from: &str,
    recipients: &[String],
    raw: &[u8],
) -> Outcome {
    let client = client.map(|a| a.to_string());
    let at = svc.now();
    let parsed = if raw.len() > MAX_MAIL_BYTES {
        None
    } else {
        mail_parser::MessageParser::default().parse(raw)
    };
    let message_id = parsed
        .as_ref()
        .and_then(|m| m.message_id())
        .map(|s| s.chars().take(200).collect::<String>())
        .unwrap_or_else(|| "(none)".into());
    let from_address = parsed
        .as_ref()
        .and_then(|m| m.from())
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_ascii_lowercase())
        .unwrap_or_default();
    // One mail, one effect: a second delivery of the same mail is dropped (issue 24).
    let key = crate::service::reply_once::mail_key(
        parsed.as_ref().and_then(|m| m.message_id()),
        &from_address,
        raw,
    );
    let (outcome, token_id) = match &parsed {
        _ if raw.len() > MAX_MAIL_BYTES => (Outcome::Dropped("too_large"), None),
        None => (Outcome::Dropped("unreadable"), None),
        Some(msg) => match svc.first_delivery(&key, at) {
            Ok(false) => (Outcome::Dropped("duplicate"), None),
            Err(e) => {
                tracing::error!(inbound = %message_id, "recording a received mail failed: {e}");
                (Outcome::Dropped("error"), None)
            }
            Ok(true) => {
                match read(
                    svc,
                    msg,
                    envelope_from,
                    recipients,
                    &from_address,
                    client.as_deref(),
                    at,
                ) {
                    Ok(r) => r,
                    Err(e) => {
                        tracing::error!(inbound = %message_id, "reading a received mail failed: {e}");
                        svc.release_delivery(&key);
                        (Outcome::Dropped("error"), None)
                    }
                }
            }
        },
    };
    svc.record_received(
        at,
        &message_id,
        &from_address,
        &outcome,
        token_id,
        client.as_deref(),
    );
    outcome
}

/// What the mail is, for the service: a delivery report, an automatic mail, a reply to one of
/// the site's addresses, or none of them.
fn letter_of(
    svc: &Service,
    msg: &mail_parser::Message,
    envelope_from: &str,
    recipients: &[String],
    from_address: &str,
) -> Letter {
    let Some(domain) = svc.site.reply_domain.as_deref() else {
        return Letter::NoToken;
    };
    // A delivery report about a mail the service sent (its return path's token).
    if let Some(token) = recipients
        .iter()
        .find_map(|a| super::super::bounce::token_of(a, domain))
    {
        return Letter::Bounce {
            token,
            report: super::super::bounce::read_report(msg),
        };
    }
    if is_automatic(msg, envelope_from) {
        return Letter::Automatic;
    }
    let to_header: Vec<String> = msg
        .to()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.address())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let Some(token) = recipients
        .iter()
        .chain(to_header.iter())
        .find_map(|a| token_of(a, domain))
    else {
        return Letter::NoToken;
    };
    // The From header is what anyone can write: the site's mail server must have seen the
    // sender's domain authenticate it (issue 24).
    let from_domain = from_address.rsplit_once('@').map_or("", |(_, d)| d);
    let verdict = super::super::auth_results::verdict(
        &super::super::auth_results::authentication_results(msg),
        svc.trust.authserv_id.as_deref(),
        from_domain,
    );
    Letter::Reply(Reply {
        token,
        from: from_address.to_string(),
        authenticated: matches!(verdict, super::super::auth_results::Verdict::Pass(_)),
        message_id: msg
            .message_id()
            .map(|m| format!("<{}>", m.trim()))
            .filter(|m| super::super::transport::is_message_id(m)),
    })
}

fn read(
    svc: &Service,
    msg: &mail_parser::Message,
    envelope_from: &str,
    recipients: &[String],
    from_address: &str,
    client: Option<&str>,
    at: NaiveDateTime,
) -> crate::service::Result<(Outcome, Option<i32>)> {
    let letter = letter_of(svc, msg, envelope_from, recipients, from_address);
    match svc.open_reply(&letter, client, at)? {
        Opened::Done(outcome, token) => Ok((outcome, token)),
        Opened::Raven {
            replier,
            conversation,
            marks,
        } => {
            let text = reply_text(msg);
            // Whatever still looks like the mail replied to is never posted.
            let quoted = super::super::reply_text::looks_quoted(&text, &marks);
            svc.post_reply(&replier, conversation, &text, quoted, at)
        }
        Opened::Move { replier, sent } => decide(svc, msg, &replier, sent, at),
    }
}

/// A reply to a "your move" mail: its text read as the house's current decision, by the
/// forms as the player's mail showed them (their language) and in English (a reply may use
/// either's words); lines edited inside the quoted template count, lines left as they were do
/// not.
fn decide(
    svc: &Service,
    msg: &mail_parser::Message,
    replier: &Replier,
    sent: Option<(String, String)>,
    at: NaiveDateTime,
) -> crate::service::Result<(Outcome, Option<i32>)> {
    let loaded = svc.load_game(GameId(replier.game))?;
    let Some(r) = loaded.replayed.clone() else {
        return Ok((Outcome::Dropped("not_started"), Some(replier.token_id)));
    };
    let house = replier.house;
    let tr = Tr(Lang::from_code(&replier.language).unwrap_or_default());
    let forms = decisions::forms_of(&r.game, house, tr);
    let english = decisions::forms_of(&r.game, house, Tr::default());
    let template = text::template(tr, &forms);
    let reply = super::super::reply_text::read(msg);
    let text_body = limited(
        &reply.with_template_edits(
            sent.as_ref()
                .map_or(template.as_str(), |(_, shown)| shown.as_str()),
        ),
    );
    let reading = if forms.is_empty() {
        Reading::NotAsked
    } else {
        match text::read(tr, &forms, &english, &text_body).and_then(|(i, data)| {
            decisions::parse(&data)
                .map(|input| (i, data, input))
                .map_err(|e| e.words(tr))
        }) {
            Err(why) => Reading::Unreadable(why),
            Ok((form, data, input)) => {
                // The orders form's answer-ahead rows (issue 25): what the reply changes.
                let plans = if matches!(
                    forms[form].kind,
                    decisions::orders::KIND | decisions::bids::BID
                ) {
                    let view = r.game.view_for(Some(house));
                    decisions::plans::parse(&data, house, &view).ok()
                } else {
                    None
                };
                Reading::Read { form, input, plans }
            }
        }
    };
    let asked_now = crate::service::reply_once::request_key(&r.game, house);
    svc.decide_by_reply(
        replier,
        r.log_len,
        asked_now.as_deref(),
        sent.as_ref().map(|(k, _)| k.as_str()),
        &text_body,
        reading,
        at,
    )
}

/// The token of a `reply+TOKEN@domain` address on `domain`.
pub fn token_of(address: &str, domain: &str) -> Option<String> {
    let a = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, host) = a.rsplit_once('@')?;
    if !host.eq_ignore_ascii_case(domain) {
        return None;
    }
    let token = local.strip_prefix("reply+")?.to_ascii_lowercase();
    (token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())).then_some(token)
}

/// Whether a mail is an automatic one (auto-reply, bounce, list): never answered, never read.
pub fn is_automatic(msg: &mail_parser::Message, envelope_from: &str) -> bool {
    let header = |name: &str| -> Option<String> {
        msg.header_raw(name).map(|v| v.trim().to_ascii_lowercase())
    };
    if header("Auto-Submitted").is_some_and(|v| !v.starts_with("no")) {
        return true;
    }
    if header("Precedence")
        .is_some_and(|v| ["bulk", "junk", "list", "auto_reply"].contains(&v.as_str()))
    {
        return true;
    }
    if header("X-Autoreply").is_some()
        || header("X-Autorespond").is_some()
        || header("List-Id").is_some()
    {
        return true;
    }
    let from = envelope_from
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>');
    if from.is_empty() {
        return true;
    }
    let local = from.split('@').next().unwrap_or("").to_ascii_lowercase();
    if local == "mailer-daemon" || local == "postmaster" {
        return true;
    }
    header("Content-Type").is_some_and(|v| v.contains("multipart/report"))
}

/// The reply's own words (see [`crate::mail::reply_text`]), at most [`MAX_TEXT_CHARS`]
/// characters.
pub fn reply_text(msg: &mail_parser::Message) -> String {
    limited(&super::super::reply_text::read(msg).text())
}

/// At most [`MAX_TEXT_CHARS`] characters of `text`.
fn limited(text: &str) -> String {
    text.trim().chars().take(MAX_TEXT_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_read_only_from_this_domain_and_well_formed() {
        let t = "0123456789abcdef0123456789ABCDEF";
        assert_eq!(
            token_of(
                &format!("<reply+{t}@Reply.Example.org>"),
                "reply.example.org"
            )
            .as_deref(),
            Some("0123456789abcdef0123456789abcdef")
        );
        assert_eq!(
            token_of(&format!("reply+{t}@other.org"), "reply.example.org"),
            None
        );
        assert_eq!(
            token_of("reply+short@reply.example.org", "reply.example.org"),
            None
        );
        assert_eq!(
            token_of(&format!("x+{t}@reply.example.org"), "reply.example.org"),
            None
        );
    }

    fn parse(raw: &str) -> mail_parser::Message<'_> {
        mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap()
    }

    #[test]
    fn quotes_attribution_and_signature_are_left_out() {
        let raw = "From: a@x\r\nTo: b@y\r\nSubject: Re: x\r\n\r\nI accept the alliance.\r\nMeet me at the Reach.\r\n\r\nOn Tue, 24 Nov 2026, Rookery wrote:\r\n> A new raven\r\n> more\r\n-- \r\nAnn\r\n";
        assert_eq!(
            reply_text(&parse(raw)),
            "I accept the alliance.\nMeet me at the Reach."
        );
    }

    #[test]
    fn html_only_mail_becomes_text() {
        let raw =
            "From: a@x\r\nTo: b@y\r\nContent-Type: text/html\r\n\r\n<p>Hello <b>Stark</b></p>";
        assert!(reply_text(&parse(raw)).contains("Hello Stark"));
    }

    #[test]
    fn automatic_mails_are_recognised() {
        let auto = "From: a@x\r\nAuto-Submitted: auto-replied\r\n\r\nI am away";
        assert!(is_automatic(&parse(auto), "a@x"));
        let bulk = "From: a@x\r\nPrecedence: bulk\r\n\r\nx";
        assert!(is_automatic(&parse(bulk), "a@x"));
        let plain = "From: a@x\r\n\r\nx";
        assert!(!is_automatic(&parse(plain), "a@x"));
        assert!(
            is_automatic(&parse(plain), "<>"),
            "an empty return path is a bounce"
        );
        assert!(is_automatic(&parse(plain), "MAILER-DAEMON@x"));
    }
}
