//! Receiving mail (issue 12): an SMTP listener to which the site's mail server delivers the
//! replies to `reply+TOKEN@ROOKERY_REPLY_DOMAIN` (`rookery inbound`, or inside `rookery serve`
//! when `ROOKERY_INBOUND_BIND` is set). Each mail is handed whole to
//! [`crate::service::Service::receive_mail`], which decides what it is worth.
//!
//! The listener itself only keeps the protocol honest: recipients outside the reply domain are
//! refused at `RCPT` (it is not an open relay); a mail is accepted (250) once it was read,
//! whatever its outcome, so that the sending server never retries it and nothing loops. A mail
//! larger than [`crate::service::replies::MAX_MAIL_BYTES`] is not kept past that size and is
//! dropped unread (recorded as `dropped:too_large`); it is accepted rather than refused with
//! 552 because the SMTP library stays in its DATA state after a refused DATA, which leaves the
//! sending server waiting for its next answer until it times out.
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

use crate::service::replies::{token_of, MAX_MAIL_BYTES};
use crate::service::Service;
use mailin_embedded::response::{INTERNAL_ERROR, NO_MAILBOX, OK};
use mailin_embedded::{Handler, Response, Server, SslConfig};
use std::net::{IpAddr, TcpListener};
use std::sync::Arc;

/// How many connections the listener serves at once.
const THREADS: u32 = 4;

/// One SMTP session's state.
#[derive(Clone)]
struct Session {
    svc: Arc<Service>,
    domain: String,
    from: String,
    to: Vec<String>,
    data: Vec<u8>,
}

impl Handler for Session {
    fn mail(&mut self, _ip: IpAddr, _domain: &str, from: &str) -> Response {
        self.from = from.to_string();
        self.to.clear();
        self.data.clear();
        OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        // Only well-formed reply addresses of this site: not an open relay, and a mistyped
        // address bounces at once at the sending server.
        if token_of(to, &self.domain).is_some() {
            self.to.push(to.to_string());
            OK
        } else {
            NO_MAILBOX
        }
    }

    fn data_start(&mut self, _domain: &str, from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.from = from.to_string();
        self.to = to.to_vec();
        self.data.clear();
        OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        // Past the limit nothing more is kept: the service sees a mail over the limit and
        // drops it without reading it.
        if self.data.len() <= MAX_MAIL_BYTES {
            self.data.extend_from_slice(buf);
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let raw = std::mem::take(&mut self.data);
        let svc = self.svc.clone();
        let (from, to) = (self.from.clone(), self.to.clone());
        // The service never panics on a mail, but a listener thread must outlive anything.
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            svc.receive_mail(&from, &to, &raw)
        })) {
            Ok(_) => OK,
            Err(_) => INTERNAL_ERROR,
        }
    }
}

/// Serves SMTP on `listener` for `svc` (blocks for ever). Refuses to start without a reply
/// domain: there would be nothing to receive.
pub fn serve(svc: Arc<Service>, listener: TcpListener) -> Result<(), String> {
    let domain =
        svc.site.reply_domain.clone().ok_or(
            "ROOKERY_REPLY_DOMAIN is not set: there is no reply address to receive mail for",
        )?;
    let session = Session {
        svc,
        domain: domain.clone(),
        from: String::new(),
        to: vec![],
        data: vec![],
    };
    let mut server = Server::new(session);
    server
        .with_name(domain)
        .with_ssl(SslConfig::None)
        .map_err(|e| format!("inbound SMTP: {e}"))?
        .with_num_threads(THREADS)
        .with_tcp_listener(listener);
    server.serve().map_err(|e| format!("inbound SMTP: {e}"))
}
