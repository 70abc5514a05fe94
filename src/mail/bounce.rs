//! Bounces (issue 24, item 5): when `ROOKERY_REPLY_DOMAIN` is set, every mail leaves with the
//! return path `bounce+TOKEN@REPLY_DOMAIN` (VERP: TOKEN is 128 random bits written into the
//! mail's outbox row), so a delivery report comes back to `rookery inbound` naming the mail it is
//! about. A bounce is believed only for the mail its token names, and only when it is a
//! delivery status notification (RFC 3464: `multipart/report; report-type=delivery-status`)
//! saying `Action: failed` with a permanent `Status: 5.x.x`: a vacation responder that answers
//! the return path, or a report of a delayed delivery, marks nothing.

/// The token of a `bounce+TOKEN@domain` address on `domain`.
pub fn token_of(address: &str, domain: &str) -> Option<String> {
    let a = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, host) = a.rsplit_once('@')?;
    if !host.eq_ignore_ascii_case(domain) {
        return None;
    }
    let token = local.strip_prefix("bounce+")?.to_ascii_lowercase();
    (token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit())).then_some(token)
}

/// The return path of a mail whose outbox row has `token`.
pub fn return_path(token: &str, domain: &str) -> String {
    format!("bounce+{token}@{domain}")
}

pub use crate::service::mail_trust::Report;

/// Reads a delivery status notification.
pub fn read_report(msg: &mail_parser::Message) -> Report {
    use mail_parser::MimeHeaders;
    let content_type = msg
        .content_type()
        .map(|c| {
            let kind =
                format!("{}/{}", c.ctype(), c.subtype().unwrap_or_default()).to_ascii_lowercase();
            let report = c
                .attribute("report-type")
                .unwrap_or_default()
                .to_ascii_lowercase();
            (kind, report)
        })
        .unwrap_or_default();
    if content_type.0 != "multipart/report" || content_type.1 != "delivery-status" {
        return Report::NotReport;
    }
    // The machine-readable part: "Action:" and "Status:" fields, one group per recipient.
    let raw = String::from_utf8_lossy(msg.raw_message());
    let mut action_failed = false;
    let mut hard: Option<String> = None;
    let mut in_status_part = false;
    for line in raw.lines() {
        let l = line.trim();
        let lower = l.to_ascii_lowercase();
        if lower.starts_with("content-type:") {
            in_status_part = lower.contains("delivery-status");
            continue;
        }
        if !in_status_part {
            continue;
        }
        if let Some(v) = lower.strip_prefix("action:") {
            action_failed |= v.trim() == "failed";
        }
        if let Some(v) = l.get(7..).filter(|_| lower.starts_with("status:")) {
            // A status is digits and dots (RFC 3463: `5.1.1`); whatever follows is not kept.
            let status: String = v
                .trim_start()
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            if status.starts_with("5.") && hard.is_none() {
                hard = Some(status);
            }
        }
    }
    match hard {
        Some(status) if action_failed => Report::Hard(status),
        _ => Report::Soft,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DSN as Postfix writes it.
    pub fn postfix_dsn(status: &str, action: &str) -> String {
        format!(
            "From: MAILER-DAEMON@mx.example.org (Mail Delivery System)\r\n\
             To: bounce+0123456789abcdef0123456789abcdef@reply.rookery.test\r\n\
             Subject: Undelivered Mail Returned to Sender\r\n\
             Auto-Submitted: auto-replied\r\n\
             MIME-Version: 1.0\r\n\
             Content-Type: multipart/report; report-type=delivery-status;\r\n\
             \tboundary=\"B1\"\r\n\
             \r\n\
             --B1\r\n\
             Content-Description: Notification\r\n\
             Content-Type: text/plain; charset=us-ascii\r\n\
             \r\n\
             This is the mail system at host mx.example.org.\r\n\
             Status: 5.9.9 (in the human part: not read)\r\n\
             \r\n\
             --B1\r\n\
             Content-Description: Delivery report\r\n\
             Content-Type: message/delivery-status\r\n\
             \r\n\
             Reporting-MTA: dns; mx.example.org\r\n\
             \r\n\
             Final-Recipient: rfc822; gone@example.org\r\n\
             Original-Recipient: rfc822;gone@example.org\r\n\
             Action: {action}\r\n\
             Status: {status}\r\n\
             Diagnostic-Code: smtp; 550 5.1.1 <gone@example.org>: Recipient address rejected\r\n\
             \r\n\
             --B1\r\n\
             Content-Description: Undelivered Message Headers\r\n\
             Content-Type: text/rfc822-headers\r\n\
             \r\n\
             Message-ID: <outbox-7.1795514400123456@rookery.example.org>\r\n\
             Subject: Your move\r\n\
             \r\n\
             --B1--\r\n"
        )
    }

    fn report(raw: &str) -> Report {
        read_report(
            &mail_parser::MessageParser::default()
                .parse(raw.as_bytes())
                .unwrap(),
        )
    }

    #[test]
    fn permanent_failures_are_hard_and_the_rest_is_not() {
        assert_eq!(
            report(&postfix_dsn("5.1.1", "failed")),
            Report::Hard("5.1.1".into())
        );
        // A status is its digits and dots: no byte after them is kept (a NUL would not even
        // store in PostgreSQL).
        assert_eq!(
            report(&postfix_dsn("5.1.1\0<b>x</b>", "failed")),
            Report::Hard("5.1.1".into())
        );
        assert_eq!(report(&postfix_dsn("4.4.1", "delayed")), Report::Soft);
        assert_eq!(report(&postfix_dsn("2.0.0", "relayed")), Report::Soft);
        assert_eq!(
            report(
                "From: a@b\r\nSubject: Out of office\r\n\r\nStatus: 5.1.1\r\nAction: failed\r\n"
            ),
            Report::NotReport
        );
    }

    #[test]
    fn bounce_tokens_are_read_only_from_this_domain() {
        let t = "0123456789ABCDEF0123456789abcdef";
        assert_eq!(
            token_of(
                &format!("<bounce+{t}@reply.rookery.test>"),
                "reply.rookery.test"
            )
            .as_deref(),
            Some("0123456789abcdef0123456789abcdef")
        );
        assert_eq!(
            token_of(&format!("bounce+{t}@x.test"), "reply.rookery.test"),
            None
        );
        assert_eq!(
            token_of(
                &format!("reply+{t}@reply.rookery.test"),
                "reply.rookery.test"
            ),
            None
        );
        assert_eq!(
            return_path("ab", "reply.rookery.test"),
            "bounce+ab@reply.rookery.test"
        );
    }
}
