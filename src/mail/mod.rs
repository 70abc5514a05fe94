//! Mail: every mail the service sends is first a row in the `outbox` table, written in the same
//! transaction as the move or event that causes it ([`outbox`]); a worker claims due rows,
//! sends them over SMTP or into a local mail folder, and marks them sent.
//!
//! - [`reply_text`]: what a player wrote in a reply, without the mail around it
//! - [`outbox`]: writing mails into the outbox (inside the caller's transaction)
//! - [`compose`]: the mails' words (plain text and HTML), from `templates/mail/`
//! - [`notes`]: the words of the service's notes (`service::notes`), made when a row is sent
//! - [`config`]: the mail settings (`ROOKERY_SMTP_URL`, `ROOKERY_MAIL_DIR`, ...)
//! - [`transport`]: where mails go (SMTP or a local Maildir folder) and what they look like
//! - [`webhook`]: calling webhooks (outbox rows of the `webhook` channel)
//! - [`worker`]: claiming, sending and retrying outbox rows; the exactly-once reasoning
//! - [`inbound`] on [`smtp_server`]: receiving replies and bounces; [`auth_results`]: whether a
//!   reply's sender is authenticated; [`bounce`]: delivery reports; [`dkim`]: signing

pub mod accounts;
pub mod auth_results;
pub mod bounce;
pub mod compose;
pub mod config;
pub mod dkim;
pub mod inbound;
pub mod listen;
pub mod notes;
pub mod outbox;
pub mod push;
pub mod reply_text;
pub mod smtp_server;
pub mod transport;
pub mod webhook;
pub mod worker;

/// What composing a mail needs to know about the site.
#[derive(Clone, Debug)]
pub struct Site {
    /// The public address of the site, without a trailing slash: links in mails start with it.
    pub base_url: String,
    /// The From: of every mail, e.g. `Rookery <rookery@example.org>`.
    pub from: String,
    /// The domain of the Reply-To addresses (`reply+TOKEN@DOMAIN`) that bring replies back to
    /// `rookery inbound`; unset: mails carry no Reply-To and replies are not read.
    pub reply_domain: Option<String>,
    /// The DKIM key outgoing mail is signed with (`ROOKERY_DKIM_KEY_FILE` and its selector), if any.
    pub dkim: Option<std::sync::Arc<dkim::Signer>>,
}

impl Default for Site {
    fn default() -> Site {
        Site {
            base_url: "http://127.0.0.1:8080".into(),
            from: "Rookery <rookery@localhost>".into(),
            reply_domain: None,
            dkim: None,
        }
    }
}

impl Site {
    /// An absolute link to `path` (which starts with `/`).
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base_url.trim_end_matches('/'))
    }
}
