//! One reply, one effect (issue 24, item 2).
//!
//! **Once per mail.** Before a received mail is read, its key — a digest of its sender and
//! Message-ID, or of its sender and body when it has no Message-ID — is claimed in
//! `inbound_seen` (a primary key, so one claim wins even when two listeners on two servers get
//! the same mail at once). A mail whose key was claimed before is a second delivery (a mail
//! server's retry, a resent copy) and is dropped without effect and without an answer. Keys are
//! kept [`SEEN_DAYS`] days, longer than any mail server retries and than a reply address lives.
//!
//! **Tied to its request.** A "your move" reply address records the request it was made for:
//! a fingerprint of the house's round, request and options ([`request_key`], recorded with the
//! mail's note in the game's transaction) and the template the mail showed (recorded by the
//! sender when it words the mail: [`Service::move_reply_for_mail`]). A reply is read only while the house is asked that same thing (a sealed
//! answer may still be replaced); once the game moved on, the reply is refused with an answer
//! and the current template, never applied to the later step.

use super::Service;
use crate::db::queries::replies as q;
use crate::db::{AnyConnection, DbError};
use crate::engine::{Game, House};
use chrono::{NaiveDateTime, TimeDelta};

/// How long a received mail's key is remembered.
pub const SEEN_DAYS: i64 = 90;

/// The request `house` is asked in `game`, as a fingerprint: its round, what is asked and the
/// options offered (`None` when nothing is asked).
pub fn request_key(game: &Game, house: House) -> Option<String> {
    let request = game.request_for(house)?;
    let legal = game.legal(house)?;
    let facts = serde_json::json!({
        "round": game.state().round,
        "request": request,
        "legal": legal,
    });
    Some(super::token_hash(&facts.to_string()))
}

/// The key a received mail is de-duplicated by: its sender and Message-ID, or its sender and
/// body (everything after the header block) when it has none.
pub fn mail_key(message_id: Option<&str>, sender: &str, raw: &[u8]) -> String {
    let sender = sender.trim().to_ascii_lowercase();
    match message_id.map(str::trim).filter(|m| !m.is_empty()) {
        Some(id) => super::token_hash(&format!(
            "message-id\n{sender}\n{}",
            id.trim_start_matches('<').trim_end_matches('>')
        )),
        None => {
            let body = body_of(raw);
            let mut data = format!("body\n{sender}\n").into_bytes();
            data.extend_from_slice(body);
            use sha2::Digest;
            super::hex(&sha2::Sha256::digest(&data))
        }
    }
}

/// What follows the header block of a raw mail (the whole mail when there is no blank line).
fn body_of(raw: &[u8]) -> &[u8] {
    for (sep, len) in [(&b"\r\n\r\n"[..], 4), (&b"\n\n"[..], 2)] {
        if let Some(i) = raw.windows(len).position(|w| w == sep) {
            return &raw[i + len..];
        }
    }
    raw
}

impl Service {
    /// Claims a received mail's `key`: true the first time, false for every later delivery.
    pub(crate) fn first_delivery(&self, key: &str, at: NaiveDateTime) -> Result<bool, DbError> {
        let mut c = self.db.conn()?;
        // Old keys go first (one indexed delete, rarely anything to do).
        q::delete_seen_before(&mut c, at - TimeDelta::days(SEEN_DAYS))?;
        q::claim_seen_key(&mut c, key, at)
    }

    /// Gives a claimed key back (the mail could not be read for a reason of ours, e.g. the
    /// database failed): a later delivery of it is read.
    pub(crate) fn release_delivery(&self, key: &str) {
        if let Ok(mut c) = self.db.conn() {
            let _ = q::release_seen_key(&mut c, key);
        }
    }

    /// The request reply token `token_id` was made for: its fingerprint and template (`None`
    /// for a token made before requests were recorded).
    pub(crate) fn request_of(
        &self,
        c: &mut AnyConnection,
        token_id: i32,
    ) -> Result<Option<(String, String)>, DbError> {
        q::reply_request_of(c, token_id)
    }
}

impl Service {
    /// The Reply-To address of the mail in outbox row `outbox_id`, which asks `house` in `game`
    /// the request `request_key` and shows `template`: the address given at its first wording,
    /// else a new one, tied to that request and template and kept on the row, so every retry
    /// and restart sends the same (`None` when replies are off). The sender calls this when it
    /// words the mail (issue 26): the template is words, made outside the game's transaction,
    /// and recorded in a short transaction of its own on the sender's connection `c`.
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the address")]
    pub fn move_reply_for_mail(
        &self,
        c: &mut AnyConnection,
        outbox_id: i32,
        user: i32,
        game: i32,
        house: Option<House>,
        request_key: &str,
        template: &str,
    ) -> Result<Option<String>, DbError> {
        let at = self.now();
        crate::db::write_transaction(c, |c| {
            match q::outbox_reply_to(c, outbox_id)? {
                None => return Ok(None),
                Some(Some(address)) => return Ok(Some(address)),
                Some(None) => {}
            }
            let address =
                self.move_reply_address(c, user, game, house, request_key, template, at)?;
            if let Some(a) = &address {
                q::set_outbox_reply_to(c, outbox_id, a)?;
            }
            Ok(address)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mail_keys_follow_the_message_id_else_the_body() {
        let a = mail_key(Some("<x@y>"), "Ann@X.org", b"H: 1\r\n\r\nbody");
        assert_eq!(a, mail_key(Some("x@y"), "ann@x.org", b"H: 2\r\n\r\nother"));
        assert_ne!(a, mail_key(Some("<z@y>"), "ann@x.org", b""));
        assert_ne!(a, mail_key(Some("<x@y>"), "ben@x.org", b""));
        let b = mail_key(None, "ann@x.org", b"Received: 1\r\n\r\nbody");
        assert_eq!(b, mail_key(None, "ann@x.org", b"Received: 2\r\n\r\nbody"));
        assert_ne!(b, mail_key(None, "ann@x.org", b"Received: 1\r\n\r\nbody 2"));
    }
}
