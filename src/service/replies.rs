//! Answering by replying (issue 12): the Reply-To addresses of raven and "your move" mails, and
//! what Rookery does with a reply that arrives at one. The mail edge (`mail::inbound`) reads
//! every received mail — its MIME, its headers, the sender's authentication, the player's own
//! words, a decision's text — and hands the service what it found ([`Received`]): the service
//! reads no mail (issue 26). It judges the reply in two steps: [`Service::open_reply`] checks
//! it and its token and says what the edge must read it as, then [`Service::post_reply`] (a
//! raven) or [`Service::decide_by_reply`] (a decision, read by the edge into an input) does
//! it. Every answer is a note ([`super::notes::What::Answer`]) worded by the sender.
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
//! The text taken is what the player wrote (`mail::reply_text`: MIME, charsets and
//! format=flowed undone, HTML read as lines, the quoted mail, attributions, Outlook header blocks
//! and signatures cut), at most [`MAX_TEXT_CHARS`] characters; attachments are ignored. A raven
//! reply that still looks like it holds a quoted mail is refused with an answer, never posted.
//! A mail delivered twice has one effect, and a "your move" reply is read only while its
//! request stands ([`super::reply_once`]). Every mail received is recorded in `inbound_mails`
//! by Message-ID and outcome, never by content.

use super::notes::{record_mail, Answer, Note, Sending, What};
use super::UserId;
use super::{Result, Service, ServiceError};
use crate::db::queries::replies as q;
use crate::db::{write_transaction, AnyConnection, DbError};
use crate::engine::{House, Input};
use crate::service::GameId;
use chrono::{NaiveDateTime, TimeDelta};

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

/// A received mail, as the mail edge read it (`mail::inbound::read`).
#[derive(Clone, Debug)]
pub enum Letter {
    /// A mail to a return path (`bounce+TOKEN@`): what its delivery report says.
    Bounce {
        token: String,
        report: super::mail_trust::Report,
    },
    /// An auto-reply, a bounce or a list's mail: never read, never answered.
    Automatic,
    /// A mail to none of the site's reply addresses.
    NoToken,
    /// A reply to the address of `token`.
    Reply(Reply),
}

/// A reply to one of the site's reply addresses, as the mail edge read it.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The address's token (lowercase hex).
    pub token: String,
    /// The From address, lowercase.
    pub from: String,
    /// The site's mail server says the sender's domain authenticated it (see
    /// `mail::auth_results`).
    pub authenticated: bool,
    /// Its Message-ID as an In-Reply-To (`<…>`, when well formed): an answer threads under it.
    pub message_id: Option<String>,
}

/// What a reply that passed every check is to be read as.
#[derive(Clone, Debug)]
pub enum Opened {
    /// Nothing more to read: what became of it (and its token, when known).
    Done(Outcome, Option<i32>),
    /// A message to post in a conversation; `marks`: what would show that its text still
    /// holds the mail it replied to (the player's address, the site's addresses and links,
    /// the other houses' lines), for the edge's `looks_quoted`.
    Raven {
        replier: Replier,
        conversation: i32,
        marks: Vec<String>,
    },
    /// An answer to the house's current decision, which the edge reads from the text into an
    /// input; `sent`: the request the mail was sent for and the template it showed.
    Move {
        replier: Replier,
        sent: Option<(String, String)>,
    },
}

/// Who replied, as their live token says, and where an answer goes back under.
#[derive(Clone, Debug)]
pub struct Replier {
    pub token_id: i32,
    pub user: i32,
    pub game: i32,
    pub house: House,
    /// The account's verified address (the reply's sender).
    pub address: String,
    /// The account's language (its code): the answers are written in it, as the mail they
    /// reply to was, and the edge reads the reply in it.
    pub language: String,
    thread: Thread,
}

/// What the edge read a "your move" reply as.
#[derive(Clone, Debug)]
pub enum Reading {
    /// The house is asked nothing now (no form to read it by).
    NotAsked,
    /// The text could not be read as an answer: why, in the reader's words (the reading is
    /// the edge's, in the reader's language).
    Unreadable(String),
    /// The answer of form `form` (its place among the house's forms), and, for the orders
    /// form, its answers filed ahead, filed with the input ([`Service::submit_with_plan`]).
    Read {
        form: usize,
        input: Input,
        plans: Option<crate::engine::plan::Changes>,
    },
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
        // What request the token answers (see `super::reply_once`).
        q::insert_reply_request(c, id, request_key, template)?;
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
        let id = q::insert_reply_token(
            c,
            &super::token_hash(&token),
            user,
            game,
            house.key(),
            purpose_key,
            conversation,
            at,
        )?;
        Ok(Some((format!("reply+{token}@{domain}"), id)))
    }

    /// Revokes every reply address of `user` (the settings page). Returns how many.
    pub fn revoke_reply_addresses(&self, user: UserId) -> Result<usize> {
        let user = i32::from(user);
        let at = self.now();
        let mut c = self.db.conn()?;
        Ok(q::revoke_reply_tokens_of(&mut c, user, at)?)
    }
}

impl Service {
    /// Records a received mail's outcome (by Message-ID, never by content) and wakes the
    /// sender for any answer it wrote.
    pub fn record_received(
        &self,
        at: NaiveDateTime,
        message_id: &str,
        from_address: &str,
        outcome: &Outcome,
        token_id: Option<i32>,
        client: Option<&str>,
    ) {
        // A mail's headers may hold any byte; PostgreSQL's text refuses NUL, and no control
        // character is worth keeping in a record read by people.
        let printable = |s: &str| -> String { s.chars().filter(|c| !c.is_control()).collect() };
        let (message_id, from_address) = (printable(message_id), printable(from_address));
        tracing::info!(inbound = %message_id, outcome = outcome.key(), "mail received");
        let recorded = self.db.conn().and_then(|mut c| {
            q::insert_inbound_mail(
                &mut c,
                at,
                &message_id,
                &from_address,
                &outcome.key(),
                token_id,
                client,
            )
        });
        if let Err(e) = recorded {
            tracing::error!(inbound = %message_id, "recording a received mail failed: {e}");
        }
        self.mail_wake.poke();
    }

    /// Checks a received mail (see the module documentation) from the connecting address
    /// `client`: what became of it, or what the edge must read it as.
    pub fn open_reply(
        &self,
        letter: &Letter,
        client: Option<&str>,
        at: NaiveDateTime,
    ) -> Result<Opened> {
        let done = |o: Outcome, t: Option<i32>| Ok(Opened::Done(o, t));
        if self.site.reply_domain.is_none() {
            return done(Outcome::Dropped("replies_off"), None);
        }
        let mut c = self.db.conn()?;
        // Throttled by the connecting address, whatever the mail says (issue 24).
        if self.client_throttled(&mut c, client, at)? {
            return done(Outcome::Dropped("throttled"), None);
        }
        let reply = match letter {
            // A delivery report about a mail the service sent (its return path's token).
            Letter::Bounce { token, report } => {
                return done(
                    Outcome::Bounce(self.receive_bounce(report, token, at)?),
                    None,
                )
            }
            Letter::Automatic => return done(Outcome::Dropped("automatic"), None),
            Letter::NoToken => return done(Outcome::Dropped("no_token"), None),
            Letter::Reply(r) => r,
        };
        let Some(t) = q::reply_token_by_hash(&mut c, &super::token_hash(&reply.token))? else {
            return done(Outcome::Dropped("unknown_token"), None);
        };
        let user = q::token_user(&mut c, t.user_id)?;
        let Some(verified) = user.verified_email().map(|e| e.to_ascii_lowercase()) else {
            return done(Outcome::Dropped("unverified"), Some(t.id));
        };
        if verified != reply.from {
            // A forged or foreign sender: an answer would go to the wrong person.
            return done(Outcome::Dropped("sender"), Some(t.id));
        }
        // The From header is what anyone can write: the site's mail server must have seen the
        // sender's domain authenticate it (issue 24).
        if !reply.authenticated && !self.trust.allow_unauthenticated {
            return done(Outcome::Dropped("unauthenticated"), Some(t.id));
        }
        // Throttled by the account behind the token, counting only checked mails: a flood
        // under someone's From cannot switch their replies off.
        if self.account_throttled(&mut c, t.user_id, at)? {
            return done(Outcome::Dropped("throttled"), Some(t.id));
        }
        let status = q::game_status(&mut c, t.game_id)?;
        let seated = q::count_seats_as(&mut c, t.game_id, t.user_id, &t.house)? > 0;
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
        let house = House::from_key(&t.house).ok_or(ServiceError::NotFound)?;
        let replier = Replier {
            token_id: t.id,
            user: user.id,
            game: t.game_id,
            house,
            address: verified.clone(),
            language: user.language.clone(),
            // An answer goes back under the reply's own token and threads under the reply.
            thread: Thread {
                token: reply.token.clone(),
                token_id: t.id,
                message_id: reply.message_id.clone(),
            },
        };
        if let Some(why) = dead {
            self.answer_once(
                &mut c,
                &replier,
                0,
                Answer::Dead { why: why.into() },
                &format!("reply-dead:{}", t.id),
                at,
            )?;
            return done(Outcome::Answered("dead_token"), Some(t.id));
        }
        Ok(match (t.purpose.as_str(), t.conversation_id) {
            ("raven", Some(conversation)) => Opened::Raven {
                marks: self.quoted_marks(&mut c, conversation, house, &verified)?,
                replier,
                conversation,
            },
            ("move", _) => Opened::Move {
                sent: self.request_of(&mut c, t.id)?,
                replier,
            },
            _ => Opened::Done(Outcome::Dropped("purpose"), Some(t.id)),
        })
    }

    /// A raven reply's `text` (at most [`MAX_TEXT_CHARS`]): posted to the conversation, unless
    /// it still looks like it holds the mail it replied to (`quoted`: whatever does is never
    /// posted, it may hold the player's address and what others wrote); answered when not.
    pub fn post_reply(
        &self,
        replier: &Replier,
        conversation: i32,
        text: &str,
        quoted: bool,
        at: NaiveDateTime,
    ) -> Result<(Outcome, Option<i32>)> {
        let t = replier.token_id;
        let posted = if quoted {
            Err(ServiceError::Invalid(super::Reason::new(
                "mail-reply-quoted",
            )))
        } else {
            self.post_raven(
                GameId(replier.game),
                conversation,
                UserId(replier.user),
                text,
                "mail",
            )
        };
        match posted {
            Ok(_) => Ok((Outcome::Posted, Some(t))),
            Err(
                e @ (ServiceError::Invalid(_)
                | ServiceError::Forbidden(_)
                | ServiceError::Limit(_)
                | ServiceError::NotFound),
            ) => {
                let mut c = self.db.conn()?;
                self.answer_once(
                    &mut c,
                    replier,
                    0,
                    Answer::RavenRefused {
                        conversation,
                        why: e.reason(),
                    },
                    &failure_key(replier.user, replier.game, text),
                    at,
                )?;
                Ok((Outcome::Answered("raven_refused"), Some(t)))
            }
            Err(e) => Err(e),
        }
    }

    /// A reply to a "your move" mail, read by the edge (`reading`, from `text`) against the
    /// game at log length `seq`, whose house is asked `asked_now` (the request's fingerprint):
    /// submitted through the same path as the web form; answered with what was recorded, or
    /// why not and the template again.
    #[expect(
        clippy::too_many_arguments,
        reason = "the reply, the game's position and the edge's reading of it, each one fact"
    )]
    pub fn decide_by_reply(
        &self,
        replier: &Replier,
        seq: i32,
        asked_now: Option<&str>,
        sent: Option<&str>,
        text: &str,
        reading: Reading,
        at: NaiveDateTime,
    ) -> Result<(Outcome, Option<i32>)> {
        let t = replier.token_id;
        let mut c = self.db.conn()?;
        let key = format!("reply-move:{t}:{}", super::token_hash(text));
        // A reply that cannot be used is answered once per account, game and text: an
        // auto-reply that keeps answering the answer gets one answer, never a loop (issue 24).
        let fail_key = failure_key(replier.user, replier.game, text);
        let mut answer =
            |answer: Answer, key: &str| self.answer_once(&mut c, replier, seq, answer, key, at);
        if let Reading::NotAsked = reading {
            answer(Answer::NotAsked, &fail_key)?;
            return Ok((Outcome::Answered("not_awaited"), Some(t)));
        }
        if let Some(sent) = sent {
            if asked_now != Some(sent) {
                // An answer to an earlier request: never applied to the one asked now.
                answer(Answer::MovedOn, &format!("reply-moved-on:{t}"))?;
                return Ok((Outcome::Answered("moved_on"), Some(t)));
            }
        }
        let (form, input, plans) = match reading {
            Reading::NotAsked => unreachable!("answered above"),
            Reading::Unreadable(why) => {
                answer(Answer::Unreadable { why }, &fail_key)?;
                return Ok((Outcome::Answered("unreadable"), Some(t)));
            }
            Reading::Read { form, input, plans } => (form, input, plans),
        };
        // The form's answer-ahead rows (issue 25) go in the input's own transaction.
        let mv = super::play::Move {
            input: &input,
            expected_seq: Some(seq),
            plan: plans.as_ref().map(super::play::PlanRows::Read),
        };
        match self.submit_with_plan(
            GameId(replier.game),
            UserId(replier.user),
            Some(replier.house),
            &mv,
        ) {
            Ok(_) => {
                answer(Answer::Recorded { form, input }, &key)?;
                Ok((Outcome::Decided, Some(t)))
            }
            Err(
                e @ (ServiceError::Rejected(_)
                | ServiceError::Stale
                | ServiceError::Forbidden(_)
                | ServiceError::Limit(_)),
            ) => {
                answer(
                    Answer::Refused {
                        form,
                        why: e.reason(),
                    },
                    &fail_key,
                )?;
                Ok((Outcome::Refused, Some(t)))
            }
            Err(e) => Err(e),
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
        let others = q::others_raven_bodies(c, conversation, house.key())?;
        marks.extend(
            others
                .iter()
                .flat_map(|b| b.lines())
                .map(|l| l.trim().to_string()),
        );
        Ok(marks)
    }

    /// Records the answer to a reply, once per `key` (a second mail with the same key and
    /// cause is never answered again: no loops), as a note the sender words (`seq`: the game's
    /// log length the reply was read against). An answer that shows the template can be
    /// replied to: under the reply's own token when it was made for the request asked now
    /// (issue 24: a fresh token for every answer let an auto-reply loop with the answers),
    /// else under a token for the request asked now, which the sender makes with the template
    /// it shows; it threads under the reply.
    fn answer_once(
        &self,
        c: &mut AnyConnection,
        replier: &Replier,
        seq: i32,
        answer: Answer,
        key: &str,
        at: NaiveDateTime,
    ) -> Result<()> {
        let (game, user) = (replier.game, replier.user);
        let seat: Option<House> = q::seat_house_of(c, game, user)?
            .flatten()
            .and_then(|h| House::from_key(&h));
        let shows_template = answer.shows_template();
        // An answer that shows the template can be replied to, for the request asked now.
        let request = match (shows_template, seat) {
            (true, Some(h)) => self
                .load_game(GameId(game))?
                .replayed
                .as_ref()
                .and_then(|r| super::reply_once::request_key(&r.game, h)),
            _ => None,
        };
        let thread = &replier.thread;
        write_transaction(c, |c| -> Result<()> {
            let own = self
                .site
                .reply_domain
                .as_ref()
                .map(|d| format!("reply+{}@{d}", thread.token));
            let (reply_to, new_request) = match (shows_template, &request) {
                (true, Some(asked)) => {
                    let same_request = self
                        .request_of(c, thread.token_id)?
                        .is_some_and(|(k, _)| k == *asked);
                    if same_request {
                        (own, None)
                    } else {
                        (None, Some(asked.clone()))
                    }
                }
                (true, None) => (own, None),
                (false, _) => (None, None),
            };
            let note = Note {
                user,
                game: Some(game),
                house: Some(replier.house),
                log_len: seq,
                what: What::Answer {
                    answer,
                    request: new_request,
                },
            };
            let mut sending = Sending::at_once(&replier.address, Some(key.to_string()), at);
            sending.reply_to = reply_to;
            sending.in_reply_to = thread.message_id.clone();
            record_mail(c, &note, sending, at)?;
            Ok(())
        })
    }
}

/// Where an answer to a reply goes back under: the reply's own token (its Reply-To) and the
/// reply's Message-ID (its In-Reply-To).
#[derive(Clone, Debug)]
struct Thread {
    token: String,
    token_id: i32,
    message_id: Option<String>,
}

/// The key of an answer to a reply that could not be used: once per account, game and text.
fn failure_key(user: i32, game: i32, text: &str) -> String {
    format!("reply-fail:{user}:{game}:{}", super::token_hash(text))
}
