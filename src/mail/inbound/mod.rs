//! Receiving mail (issue 12): an SMTP listener to which the site's mail server delivers the
//! replies to `reply+TOKEN@ROOKERY_REPLY_DOMAIN` (`rookery inbound`, or inside `rookery serve`
//! when `ROOKERY_INBOUND_BIND` is set). Each mail is read whole by [`read::receive`], which
//! hands the service what it found (`service::replies` decides what it is worth).
//!
//! The listener itself only keeps the protocol honest: recipients outside the reply domain
//! (`reply+TOKEN@`, and `bounce+TOKEN@` for delivery reports) are refused at `RCPT` (it is not an
//! open relay); a mail is accepted (250) once it was read, whatever its outcome, so that the
//! sending server never retries it and nothing loops. A mail larger than
//! [`crate::service::replies::MAX_MAIL_BYTES`] is refused with a 552: at `MAIL FROM` when the
//! sender declares its size (as mail servers do), else at the end of its data, which is not kept
//! past that size and is dropped unread (recorded as `dropped:too_large`); either way the
//! sender's mail server tells the player their mail was too big. The SMTP protocol, its
//! time-outs and its connection limits are [`super::smtp_server`]'s (issue 24).
//!
//! Postfix, for a reply domain `reply.example.org` and the listener on 127.0.0.1:2525:
//!
//! ```text
//! # /etc/postfix/main.cf
//! relay_domains = reply.example.org
//! transport_maps = hash:/etc/postfix/transport
//! # /etc/postfix/transport (then: postmap /etc/postfix/transport)
//! reply.example.org   smtp:[127.0.0.1]:2525
//! ```
//!
//! and the lines that make the mail server check senders and tell the listener whom it received
//! from are in docs/mail.md ("Answering by mail: what the mail server must do").

pub mod read;

pub use read::receive;

use super::smtp_server::{self, Envelope, Handler, ListenerSettings};
use crate::service::replies::MAX_MAIL_BYTES;
use crate::service::Service;
use read::token_of;
use std::net::{IpAddr, TcpListener};
use std::sync::Arc;

/// What the listener hands the service.
struct Replies {
    svc: Arc<Service>,
    domain: String,
    relays: Vec<IpAddr>,
}

impl Handler for Replies {
    fn accepts(&self, recipient: &str) -> bool {
        // Only well-formed reply and return-path addresses of this site: not an open relay,
        // and a mistyped address bounces at once at the sending server.
        token_of(recipient, &self.domain).is_some()
            || super::bounce::token_of(recipient, &self.domain).is_some()
    }

    fn max_bytes(&self) -> usize {
        MAX_MAIL_BYTES
    }

    fn deliver(&self, envelope: &Envelope, data: &[u8]) -> bool {
        receive(
            &self.svc,
            envelope.client(&self.relays),
            &envelope.from,
            &envelope.to,
            data,
        );
        true
    }
}

/// Serves SMTP on `listener` for `svc` (blocks for ever). Refuses to start without a reply
/// domain (there would be nothing to receive), and without a way to check senders (see
/// `service::mail_trust`); reads the listener's limits ([`ListenerSettings::from_env`]).
pub fn serve(svc: Arc<Service>, listener: TcpListener) -> Result<(), String> {
    let domain =
        svc.site.reply_domain.clone().ok_or(
            "ROOKERY_REPLY_DOMAIN is not set: there is no reply address to receive mail for",
        )?;
    if let Some(problem) = svc.trust.listener_problem() {
        return Err(problem.into());
    }
    let settings = ListenerSettings::from_env()?;
    let handler = Arc::new(Replies {
        svc,
        domain: domain.clone(),
        relays: settings.relays.clone(),
    });
    smtp_server::serve(listener, domain, handler, settings)
        .map_err(|e| format!("inbound SMTP: {e}"))
}
