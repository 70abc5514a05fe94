//! The bundled raven mails (issue 12): a new message goes to every other reader of its
//! conversation who did not mute it and wants mail, at most one mail per conversation and
//! reader per quiet window; a message sent while a reader's mail is still waiting replaces
//! that mail with one carrying every message since the last mail (see the module
//! documentation of `ravens`). A reader who muted the writer (issue 32) gets no mail of it.

use super::access::Access;
use super::conversations::{houses_of, TABLE};
use crate::db::queries::ravens as q;
use crate::db::AnyConnection;
use crate::engine::House;
use crate::service::notes::{record_mail, Note, Sending, What};
use crate::service::notify::{readers, Delivery};
use crate::service::{GameId, Result, Service};
use chrono::{NaiveDateTime, TimeDelta};

impl Service {
    /// Writes (or rewrites) the bundled raven mail of each other reader of a conversation
    /// (see the module documentation). Inside the posting transaction.
    pub(super) fn mail_ravens(
        &self,
        c: &mut AnyConnection,
        access: &Access,
        conversation: i32,
        houses: &str,
        from: House,
        at: NaiveDateTime,
    ) -> Result<()> {
        let members = houses_of(houses);
        let game = &access.game;
        // Issue 32: the writer of the new message, whom a reader may have muted.
        let writer = match q::newest_raven_after(c, conversation, 0)? {
            Some(id) => crate::db::queries::moderation::raven_writer(c, id)?,
            None => None,
        };
        for reader in readers(c, game.id)? {
            let Some(h) = reader.house() else { continue };
            if h == from || (houses != TABLE && !members.contains(&h)) {
                continue;
            }
            if let Some(w) = writer {
                if crate::db::queries::moderation::muted_by(c, reader.user.id)?.contains(&w) {
                    continue;
                }
            }
            let Some(address) = reader.user.verified_email().map(str::to_string) else {
                continue;
            };
            let delivery = reader.delivery();
            if delivery == Delivery::Off {
                continue;
            }
            let crate::db::models::RavenReaderRow {
                last_read_id: last_read,
                muted,
                mailed_upto,
                pending_outbox_id: pending,
                pending_base,
                ..
            } = q::reader_row(c, conversation, reader.user.id)?;
            if muted {
                continue;
            }
            // A mail still waiting in its quiet window is replaced, keeping its time.
            let waiting: Option<NaiveDateTime> = match pending {
                Some(id) => q::waiting_mail_due(c, id)?,
                None => None,
            };
            let base = match waiting {
                Some(_) => pending_base.max(last_read),
                None => mailed_upto.max(last_read),
            };
            let due = waiting
                .unwrap_or_else(|| at + TimeDelta::seconds(self.limits.raven_mail_quiet_seconds));
            q::cancel_waiting_mail(c, conversation, reader.user.id)?;
            let newest = q::newest_raven_after(c, conversation, base)?;
            let Some(newest) = newest else { continue };
            // The mail's words are the sender's (`mail::notes`): the note names the messages.
            let note = Note::to_reader(
                &reader,
                game,
                What::Raven {
                    conversation,
                    houses: houses.to_string(),
                    after: base,
                    upto: newest,
                },
            );
            let mut sending = Sending::at_once(address, None, at);
            sending.due_at = due;
            if delivery == Delivery::Digest {
                sending.held = true;
                sending.due_at = due.max(crate::service::schedule::next_digest_moment(
                    &reader.user,
                    at,
                ));
            }
            sending.unsubscribe_url = Some(crate::service::email::unsubscribe_url(
                &self.site,
                &reader.user,
                Some(GameId(game.id)),
            ));
            sending.reply_to = self.reply_address(
                c,
                reader.user.id,
                game.id,
                reader.house(),
                crate::service::replies::Purpose::Raven(conversation),
                at,
            )?;
            // No dedupe key: the mail is always written.
            let id = record_mail(c, &note, sending, at)?;
            q::set_reader_mailed(c, conversation, reader.user.id, id, base, newest)?;
        }
        Ok(())
    }
}
