//! Answering by replying (issue 12): the Reply-To addresses of raven and "your move" mails, and
//! what Rookery does with a mail that arrives at one (`rookery inbound` hands every received
//! mail to [`Service::receive_mail`]).
//!
//! **Addresses.** Each mail that may be answered carries `reply+TOKEN@ROOKERY_REPLY_DOMAIN`,
//! TOKEN being 128 random bits (32 hex digits) made for that mail's reader and what it is about
//! (one conversation, or the house's decisions in one game). Only the token's SHA-256 is
//! stored. A token works while its game is not over or cancelled, its reader still sits at the
//! house it was made for, it is younger than [`TOKEN_DAYS`] days and it was not revoked (the
//! settings page revokes all of an account's).
//!
//! **Hostile until proven otherwise.** A mail is read only when it is not an auto-reply or a
//! bounce (`Auto-Submitted`, `Precedence: bulk|junk|list`, an empty return path, a
//! mailer-daemon sender, a delivery report), its sender did not exceed
//! `ROOKERY_INBOUND_PER_HOUR`, its token is known, and its From address is the verified address
//! of the token's account (case-insensitive). Auto-replies, unknown tokens and forged senders
//! are dropped without an answer (an answer would go to a forged address, or start a loop); a
//! dead token or a reply that cannot be used is answered once per token and reason, never more.
//! The text taken is what the player wrote ([`crate::mail::reply_text`]: MIME, charsets and
//! format=flowed undone, HTML read as lines, the quoted mail, attributions, Outlook header blocks
//! and signatures cut), at most [`MAX_TEXT_CHARS`] characters; attachments are ignored. A raven
//! reply that still looks like it holds a quoted mail is refused with an answer, never posted.
//! A mail delivered twice has one effect, and a "your move" reply is read only while its
//! request stands ([`super::reply_once`]). Every mail received is recorded in `inbound_mails`
//! by Message-ID and outcome, never by content.

use super::notify::Kind;
use super::{Result, Service, ServiceError};
use crate::db::schema::{games, inbound_mails, ravens, reply_tokens, seats, users};
use crate::db::{write_transaction, AnyConnection, DbError};
use crate::decisions::{self, text};
use crate::engine::House;
use crate::i18n::{Lang, Tr};
use crate::mail::compose::{Action, Notice, Recipient};
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;

/// How long a reply address works, at most.
pub const TOKEN_DAYS: i64 = 60;
/// The largest mail read, in bytes (the SMTP listener refuses larger ones at once).
pub const MAX_MAIL_BYTES: usize = 256 * 1024;
/// The most text taken from a reply, in characters.
pub const MAX_TEXT_CHARS: usize = 4000;

/// What a reply address is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A conversation: the reply is posted to it.
    Raven(i32),
    /// The house's decisions in the game: the reply is read as its answer.
    Move,
}

/// What became of a received mail (the `outcome` recorded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Posted to a conversation.
    Posted,
    /// Read as a decision and accepted.
    Decided,
    /// Read as a decision and refused by the engine (answered with the reason).
    Refused,
    /// Answered with why it could not be used (dead token, bad text...).
    Answered(&'static str),
    /// Dropped without an answer.
    Dropped(&'static str),
    /// A delivery report (`bounce:hard`, `bounce:soft`) or a mail to a return path that was
    /// none (`dropped:…`), see `service::mail_trust`.
    Bounce(&'static str),
}

impl Outcome {
    pub fn key(&self) -> String {
        match self {
            Outcome::Posted => "posted".into(),
            Outcome::Decided => "decided".into(),
            Outcome::Refused => "refused".into(),
            Outcome::Answered(why) => format!("answered:{why}"),
            Outcome::Dropped(why) => format!("dropped:{why}"),
            Outcome::Bounce(key) => key.to_string(),
        }
    }
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
    limited(&crate::mail::reply_text::read(msg).text())
}

/// At most [`MAX_TEXT_CHARS`] characters of `text`.
fn limited(text: &str) -> String {
    text.trim().chars().take(MAX_TEXT_CHARS).collect()
}

/// A reply token's facts.
#[derive(Queryable, Debug)]
struct TokenRow {
    id: i32,
    user_id: i32,
    game_id: i32,
    house: String,
    purpose: String,
    conversation_id: Option<i32>,
    created_at: NaiveDateTime,
    revoked_at: Option<NaiveDateTime>,
}

impl Service {
    /// A new Reply-To address for `user` about `purpose` in `game` (`None` when replies are off:
    /// no `ROOKERY_REPLY_DOMAIN`, or no house). Inside the caller's transaction.
    pub(crate) fn reply_address(
        &self,
        c: &mut AnyConnection,
        user: i32,
        game: i32,
        house: Option<House>,
        purpose: Purpose,
        at: NaiveDateTime,
    ) -> std::result::Result<Option<String>, DbError> {
        Ok(self
            .new_reply_token(c, user, game, house, purpose, at)?
            .map(|(address, _)| address))
    }

    /// A new Reply-To address for `user`'s answer to `house`'s current request in `game`, tied
    /// to that request (see [`super::reply_once`]): `request_key` and the `template` the mail
    /// shows. Inside the caller's transaction.
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the address")]
    pub(crate) fn move_reply_address(
        &self,
        c: &mut AnyConnection,
        user: i32,
        game: i32,
        house: Option<House>,
        request_key: &str,
        template: &str,
        at: NaiveDateTime,
    ) -> std::result::Result<Option<String>, DbError> {
        let Some((address, id)) = self.new_reply_token(c, user, game, house, Purpose::Move, at)?
        else {
            return Ok(None);
        };
        super::reply_once::record_request(c, id, request_key, template)?;
        Ok(Some(address))
    }

    /// A new reply token's address and row id (`None` when replies are off).
    fn new_reply_token(
        &self,
        c: &mut AnyConnection,
        user: i32,
        game: i32,
        house: Option<House>,
        purpose: Purpose,
        at: NaiveDateTime,
    ) -> std::result::Result<Option<(String, i32)>, DbError> {
        let (Some(domain), Some(house)) = (self.site.reply_domain.as_deref(), house) else {
            return Ok(None);
        };
        let token = super::hex(&rand::random::<[u8; 16]>());
        let (purpose_key, conversation) = match purpose {
            Purpose::Raven(c) => ("raven", Some(c)),
            Purpose::Move => ("move", None),
        };
        let id = diesel::insert_into(reply_tokens::table)
            .values((
                reply_tokens::token_hash.eq(super::token_hash(&token)),
                reply_tokens::user_id.eq(user),
                reply_tokens::game_id.eq(game),
                reply_tokens::house.eq(house.key()),
                reply_tokens::purpose.eq(purpose_key),
                reply_tokens::conversation_id.eq(conversation),
                reply_tokens::created_at.eq(at),
            ))
            .returning(reply_tokens::id)
            .get_result::<i32>(c)?;
        Ok(Some((format!("reply+{token}@{domain}"), id)))
    }

    /// Revokes every reply address of `user` (the settings page). Returns how many.
    pub fn revoke_reply_addresses(&self, user: i32) -> Result<usize> {
        let at = self.now();
        let mut c = self.db.conn()?;
        Ok(diesel::update(
            reply_tokens::table
                .filter(reply_tokens::user_id.eq(user))
                .filter(reply_tokens::revoked_at.is_null()),
        )
        .set(reply_tokens::revoked_at.eq(Some(at)))
        .execute(&mut c)?)
    }

    /// Reads one received mail and does what it asks, if anything (see the module
    /// documentation). Never fails: every mail gets an outcome, recorded.
    pub fn receive_mail(&self, envelope_from: &str, recipients: &[String], raw: &[u8]) -> Outcome {
        self.receive_mail_from(None, envelope_from, recipients, raw)
    }

    /// [`Service::receive_mail`] for a mail from the connecting address `client` (as the
    /// listener knows it: see `mail::smtp_server::Envelope::client`), by which it is throttled.
    pub fn receive_mail_from(
        &self,
        client: Option<std::net::IpAddr>,
        envelope_from: &str,
        recipients: &[String],
        raw: &[u8],
    ) -> Outcome {
        let client = client.map(|a| a.to_string());
        let at = self.now();
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
        let key = super::reply_once::mail_key(
            parsed.as_ref().and_then(|m| m.message_id()),
            &from_address,
            raw,
        );
        let (outcome, token_id) = match &parsed {
            _ if raw.len() > MAX_MAIL_BYTES => (Outcome::Dropped("too_large"), None),
            None => (Outcome::Dropped("unreadable"), None),
            Some(msg) => match self.first_delivery(&key, at) {
                Ok(false) => (Outcome::Dropped("duplicate"), None),
                Err(e) => {
                    tracing::error!(inbound = %message_id, "recording a received mail failed: {e}");
                    (Outcome::Dropped("error"), None)
                }
                Ok(true) => {
                    match self.read_mail(
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
                            self.release_delivery(&key);
                            (Outcome::Dropped("error"), None)
                        }
                    }
                }
            },
        };
        tracing::info!(inbound = %message_id, outcome = outcome.key(), "mail received");
        if let Ok(mut c) = self.db.conn() {
            let _ = diesel::insert_into(inbound_mails::table)
                .values((
                    inbound_mails::received_at.eq(at),
                    inbound_mails::message_id.eq(&message_id),
                    inbound_mails::sender_key.eq(&from_address),
                    inbound_mails::outcome.eq(outcome.key()),
                    inbound_mails::token_id.eq(token_id),
                    inbound_mails::client_address.eq(client.as_deref()),
                ))
                .execute(&mut c);
        }
        self.mail_wake.poke();
        outcome
    }

    fn read_mail(
        &self,
        msg: &mail_parser::Message,
        envelope_from: &str,
        recipients: &[String],
        from_address: &str,
        client: Option<&str>,
        at: NaiveDateTime,
    ) -> Result<(Outcome, Option<i32>)> {
        let Some(domain) = self.site.reply_domain.clone() else {
            return Ok((Outcome::Dropped("replies_off"), None));
        };
        let mut c = self.db.conn()?;
        // Throttled by the connecting address, whatever the mail says (issue 24).
        if self.client_throttled(&mut c, client, at)? {
            return Ok((Outcome::Dropped("throttled"), None));
        }
        // A delivery report about a mail the service sent (its return path's token).
        if let Some(token) = recipients
            .iter()
            .find_map(|a| crate::mail::bounce::token_of(a, &domain))
        {
            return Ok((Outcome::Bounce(self.receive_bounce(msg, &token, at)?), None));
        }
        if is_automatic(msg, envelope_from) {
            return Ok((Outcome::Dropped("automatic"), None));
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
            .find_map(|a| token_of(a, &domain))
        else {
            return Ok((Outcome::Dropped("no_token"), None));
        };
        let Some(t): Option<TokenRow> = reply_tokens::table
            .filter(reply_tokens::token_hash.eq(super::token_hash(&token)))
            .select((
                reply_tokens::id,
                reply_tokens::user_id,
                reply_tokens::game_id,
                reply_tokens::house,
                reply_tokens::purpose,
                reply_tokens::conversation_id,
                reply_tokens::created_at,
                reply_tokens::revoked_at,
            ))
            .get_result(&mut c)
            .optional()?
        else {
            return Ok((Outcome::Dropped("unknown_token"), None));
        };
        let user: crate::db::models::User = users::table.find(t.user_id).get_result(&mut c)?;
        let Some(verified) = user.verified_email().map(|e| e.to_ascii_lowercase()) else {
            return Ok((Outcome::Dropped("unverified"), Some(t.id)));
        };
        if verified != from_address {
            // A forged or foreign sender: an answer would go to the wrong person.
            return Ok((Outcome::Dropped("sender"), Some(t.id)));
        }
        // The From header is what anyone can write: the site's mail server must have seen the
        // sender's domain authenticate it (issue 24).
        let from_domain = from_address.rsplit_once('@').map_or("", |(_, d)| d);
        match self.sender_verdict(msg, from_domain) {
            crate::mail::auth_results::Verdict::Pass(_) => {}
            _ if self.trust.allow_unauthenticated => {}
            _ => return Ok((Outcome::Dropped("unauthenticated"), Some(t.id))),
        }
        // Throttled by the account behind the token, counting only checked mails: a flood
        // under someone's From cannot switch their replies off.
        if self.account_throttled(&mut c, t.user_id, at)? {
            return Ok((Outcome::Dropped("throttled"), Some(t.id)));
        }
        // An answer goes back under the reply's own token and threads under the reply.
        let thread = Thread {
            token: token.clone(),
            token_id: t.id,
            message_id: msg
                .message_id()
                .map(|m| format!("<{}>", m.trim()))
                .filter(|m| crate::mail::transport::is_message_id(m)),
        };
        let (status, name): (String, String) = games::table
            .find(t.game_id)
            .select((games::status, games::name))
            .get_result(&mut c)?;
        let seated: bool = seats::table
            .filter(seats::game_id.eq(t.game_id))
            .filter(seats::user_id.eq(t.user_id))
            .filter(seats::house.eq(&t.house))
            .count()
            .get_result::<i64>(&mut c)?
            > 0;
        // The answers are written in the reader's language, as the mail they reply to was.
        let tr = Tr(Lang::from_code(&user.language).unwrap_or_default());
        let dead = if t.revoked_at.is_some() {
            Some("revoked")
        } else if status != "active" {
            Some("over")
        } else if !seated {
            Some("unseated")
        } else if t.created_at < at - TimeDelta::days(TOKEN_DAYS) {
            Some("old")
        } else {
            None
        };
        let recipient = Recipient {
            user_id: user.id,
            address: verified.clone(),
        };
        let game_link = self.site.link(&format!("/games/{}", t.game_id));
        if let Some(why) = dead {
            self.answer_once(
                &mut c,
                &recipient,
                &thread,
                t.game_id,
                &format!("reply-dead:{}", t.id),
                &tr.t1("mail-answer-dead-subject", "game", name.as_str()),
                vec![tr.t1("mail-answer-dead", "why", why)],
                None,
                game_link,
                tr,
                at,
            )?;
            return Ok((Outcome::Answered("dead_token"), Some(t.id)));
        }
        let reply = crate::mail::reply_text::read(msg);
        let text = limited(&reply.text());
        let house = House::from_key(&t.house).ok_or(ServiceError::NotFound)?;
        match (t.purpose.as_str(), t.conversation_id) {
            ("raven", Some(conv)) => {
                // Whatever still looks like the mail replied to is never posted: it may hold
                // the player's address and what others wrote.
                let posted = if crate::mail::reply_text::looks_quoted(
                    &text,
                    &self.quoted_marks(&mut c, conv, house, &verified)?,
                ) {
                    Err(ServiceError::Invalid(super::Reason::new(
                        "mail-reply-quoted",
                    )))
                } else {
                    self.post_raven(t.game_id, conv, t.user_id, &text, "mail")
                };
                match posted {
                    Ok(_) => Ok((Outcome::Posted, Some(t.id))),
                    Err(
                        e @ (ServiceError::Invalid(_)
                        | ServiceError::Forbidden(_)
                        | ServiceError::Limit(_)
                        | ServiceError::NotFound),
                    ) => {
                        self.answer_once(
                            &mut c,
                            &recipient,
                            &thread,
                            t.game_id,
                            &failure_key(t.user_id, t.game_id, &text),
                            &tr.t1("mail-answer-raven-subject", "game", name.as_str()),
                            vec![tr.t1("mail-answer-raven", "why", e.words(tr))],
                            None,
                            self.site
                                .link(&format!("/games/{}/ravens/{conv}", t.game_id)),
                            tr,
                            at,
                        )?;
                        Ok((Outcome::Answered("raven_refused"), Some(t.id)))
                    }
                    Err(e) => Err(e),
                }
            }
            ("move", _) => self.decide_by_mail(
                &mut c, &t, house, &name, &reply, &recipient, &thread, tr, at,
            ),
            _ => Ok((Outcome::Dropped("purpose"), Some(t.id))),
        }
    }

    /// What would show that a raven reply still holds the mail it replied to: the player's
    /// address, the site's sender and reply addresses, the links of a mail's footer, and the
    /// lines the other houses wrote in the conversation.
    fn quoted_marks(
        &self,
        c: &mut AnyConnection,
        conversation: i32,
        house: House,
        address: &str,
    ) -> Result<Vec<String>> {
        let site_from = self
            .site
            .from
            .rsplit_once('<')
            .map_or(self.site.from.as_str(), |(_, a)| a.trim_end_matches('>'))
            .to_string();
        let mut marks = vec![
            address.to_string(),
            site_from,
            self.site.link("/unsubscribe"),
            self.site.link("/settings"),
        ];
        if let Some(domain) = &self.site.reply_domain {
            marks.push(format!("@{domain}"));
        }
        let others: Vec<String> = ravens::table
            .filter(ravens::conversation_id.eq(conversation))
            .filter(ravens::house.ne(house.key()))
            .order(ravens::id.desc())
            .limit(100)
            .select(ravens::body)
            .load(c)?;
        marks.extend(
            others
                .iter()
                .flat_map(|b| b.lines())
                .map(|l| l.trim().to_string()),
        );
        Ok(marks)
    }

    /// A reply to a "your move" mail: the text read as the house's current decision and
    /// submitted through the same path as the web form; answered with what was recorded, or why
    /// not and the template again.
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the answer")]
    fn decide_by_mail(
        &self,
        c: &mut AnyConnection,
        t: &TokenRow,
        house: House,
        name: &str,
        reply: &crate::mail::reply_text::Reply,
        to: &Recipient,
        thread: &Thread,
        tr: Tr,
        at: NaiveDateTime,
    ) -> Result<(Outcome, Option<i32>)> {
        let loaded = self.load_game(t.game_id)?;
        let link = self.site.link(&format!("/games/{}#decide", t.game_id));
        let Some(r) = loaded.replayed.clone() else {
            return Ok((Outcome::Dropped("not_started"), Some(t.id)));
        };
        let seq = r.log_len;
        // The forms as the player's mail showed them (their language), and in English: a reply
        // may use either's words.
        let forms = decisions::forms_of(&r.game, house, tr);
        let english = decisions::forms_of(&r.game, house, Tr::default());
        let template = text::template(tr, &forms);
        // The request the mail was sent for, and the template it showed: lines edited inside
        // the quoted template count, lines left as they were do not.
        let sent = self.request_of(c, t.id)?;
        let text_body = limited(
            &reply.with_template_edits(
                sent.as_ref()
                    .map_or(template.as_str(), |(_, shown)| shown.as_str()),
            ),
        );
        let text_body = text_body.as_str();
        let key = format!("reply-move:{}:{}", t.id, super::token_hash(text_body));
        // A reply that cannot be used is answered once per account, game and text: an
        // auto-reply that keeps answering the answer gets one answer, never a loop (issue 24).
        let fail_key = failure_key(t.user_id, t.game_id, text_body);
        if forms.is_empty() {
            self.answer_once(
                c,
                to,
                thread,
                t.game_id,
                &fail_key,
                &tr.t2(
                    "mail-answer-idle-subject",
                    "game",
                    name,
                    "house",
                    crate::words::house(tr, house),
                ),
                vec![tr.t1("mail-answer-idle", "house", crate::words::house(tr, house))],
                None,
                link,
                tr,
                at,
            )?;
            return Ok((Outcome::Answered("not_awaited"), Some(t.id)));
        }
        if let Some((asked, _)) = &sent {
            if super::reply_once::request_key(&r.game, house).as_ref() != Some(asked) {
                // An answer to an earlier request: never applied to the one asked now.
                self.answer_once(
                    c,
                    to,
                    thread,
                    t.game_id,
                    &format!("reply-moved-on:{}", t.id),
                    &tr.t1("mail-answer-moved-on-subject", "game", name),
                    vec![
                        tr.t1(
                            "mail-answer-moved-on",
                            "house",
                            crate::words::house(tr, house),
                        ),
                        tr.t("mail-answer-again"),
                    ],
                    Some(template),
                    link,
                    tr,
                    at,
                )?;
                return Ok((Outcome::Answered("moved_on"), Some(t.id)));
            }
        }
        let (form, input) =
            match text::read(tr, &forms, &english, text_body).and_then(|(i, data)| {
                decisions::parse(&data)
                    .map(|input| (forms[i].clone(), input))
                    .map_err(|e| e.words(tr))
            }) {
                Ok(x) => x,
                Err(why) => {
                    self.answer_once(
                        c,
                        to,
                        thread,
                        t.game_id,
                        &fail_key,
                        &tr.t1("mail-answer-unreadable-subject", "game", name),
                        vec![
                            tr.t1("mail-answer-unreadable", "why", why),
                            tr.t("mail-answer-again"),
                        ],
                        Some(template),
                        link,
                        tr,
                        at,
                    )?;
                    return Ok((Outcome::Answered("unreadable"), Some(t.id)));
                }
            };
        match self.submit(t.game_id, t.user_id, house, &input, Some(seq)) {
            Ok(_) => {
                // The orders form's answer-ahead rows (issue 25): what the reply changed.
                if form.kind == decisions::orders::KIND {
                    let filled = text::read(tr, &forms, &english, text_body).map(|(_, d)| d);
                    if let Ok(data) = filled {
                        let view = r.game.view_for(Some(house));
                        if let Ok((file, withdraw)) = decisions::plans::parse(&data, house, &view) {
                            let withdraw: Vec<(&str, String)> = withdraw
                                .iter()
                                .flat_map(|a| {
                                    decisions::plans::ROW_KINDS
                                        .iter()
                                        .map(move |k| (*k, a.key().to_string()))
                                })
                                .collect();
                            self.update_plan(t.game_id, t.user_id, house, &file, &withdraw)?;
                        }
                    }
                }
                let what = crate::words::input(tr, &input);
                self.answer_once(
                    c,
                    to,
                    thread,
                    t.game_id,
                    &key,
                    &tr.t2(
                        "mail-answer-recorded-subject",
                        "game",
                        name,
                        "title",
                        form.title.as_str(),
                    ),
                    vec![tr.t2(
                        "mail-answer-recorded",
                        "house",
                        crate::words::house(tr, house),
                        "what",
                        what,
                    )],
                    None,
                    link,
                    tr,
                    at,
                )?;
                Ok((Outcome::Decided, Some(t.id)))
            }
            Err(
                e @ (ServiceError::Rejected(_)
                | ServiceError::Stale
                | ServiceError::Forbidden(_)
                | ServiceError::Limit(_)),
            ) => {
                self.answer_once(
                    c,
                    to,
                    thread,
                    t.game_id,
                    &fail_key,
                    &tr.t2(
                        "mail-answer-refused-subject",
                        "game",
                        name,
                        "title",
                        form.title.as_str(),
                    ),
                    vec![
                        tr.t1("mail-answer-refused", "why", e.words(tr)),
                        tr.t("mail-answer-again"),
                    ],
                    Some(template),
                    link,
                    tr,
                    at,
                )?;
                Ok((Outcome::Refused, Some(t.id)))
            }
            Err(e) => Err(e),
        }
    }

    /// Mails `to` an answer to their reply, once per `key` (a second mail with the same key and
    /// cause is never answered again: no loops). The answer itself can be replied to when it
    /// carries a decision template: under the reply's own token (issue 24: a fresh token for
    /// every answer let an auto-reply loop with the answers), and it threads under the reply.
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the mail")]
    fn answer_once(
        &self,
        c: &mut AnyConnection,
        to: &Recipient,
        thread: &Thread,
        game: i32,
        key: &str,
        subject: &str,
        paragraphs: Vec<String>,
        template: Option<String>,
        link: String,
        tr: Tr,
        at: NaiveDateTime,
    ) -> Result<()> {
        let house: Option<House> = seats::table
            .filter(seats::game_id.eq(game))
            .filter(seats::user_id.eq(to.user_id))
            .select(seats::house)
            .get_result::<Option<String>>(c)
            .optional()?
            .flatten()
            .and_then(|h| House::from_key(&h));
        // An answer that shows the template can be replied to, for the request asked now.
        let request = match (&template, house) {
            (Some(_), Some(h)) => self
                .load_game(game)?
                .replayed
                .as_ref()
                .and_then(|r| super::reply_once::request_key(&r.game, h)),
            _ => None,
        };
        write_transaction(c, |c| -> Result<()> {
            // The reply's own token when it was made for the request asked now: an auto-reply
            // that answers this answer meets the same token and the same once-only key (issue
            // 24). A reply to a request since moved on gets a token for the request asked now.
            let own = self
                .site
                .reply_domain
                .as_ref()
                .map(|d| format!("reply+{}@{d}", thread.token));
            let reply_to = match (&template, &request) {
                (Some(shown), Some(asked)) => {
                    let same_request = self
                        .request_of(c, thread.token_id)?
                        .is_some_and(|(k, _)| k == *asked);
                    if same_request {
                        own
                    } else {
                        self.move_reply_address(c, to.user_id, game, house, asked, shown, at)?
                    }
                }
                (Some(_), None) => own,
                (None, _) => None,
            };
            let notice = Notice {
                subject: subject.to_string(),
                greeting: tr.t("mail-answer-greeting"),
                paragraphs,
                items: vec![],
                lang: tr.lang(),
                pre: template,
                action: Some(Action {
                    label: tr.t("mail-open-game"),
                    url: link,
                }),
                why: tr.t("mail-answer-why"),
                settings_url: self.site.link("/settings"),
                unsubscribe: None,
            };
            let mut row = notice.render().to_outbox(
                to,
                Some(game),
                Kind::ReplyAnswer.key(),
                Some(key.to_string()),
                None,
                at,
            );
            row.reply_to = reply_to;
            row.in_reply_to = thread.message_id.clone();
            crate::mail::outbox::enqueue(c, &row)?;
            Ok(())
        })
    }
}

/// Where an answer to a reply goes back under: the reply's own token (its Reply-To) and the
/// reply's Message-ID (its In-Reply-To).
#[derive(Clone, Debug)]
pub(crate) struct Thread {
    pub token: String,
    pub token_id: i32,
    pub message_id: Option<String>,
}

/// The key of an answer to a reply that could not be used: once per account, game and text.
fn failure_key(user: i32, game: i32, text: &str) -> String {
    format!("reply-fail:{user}:{game}:{}", super::token_hash(text))
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
