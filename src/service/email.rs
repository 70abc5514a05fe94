//! The account side of mail: an e-mail address per account and its verification, password
//! reset by mail, notification preferences (the account's and a seat's), and unsubscribing.
//!
//! Mail links carry single-use tokens: 32 random bytes (64 hex digits) of which the database
//! keeps only the SHA-256 (`email_tokens`), with a purpose (`verify`: 48 hours, `reset`: 1
//! hour) and the address the mail went to. A mail is a note ([`super::notes`]) written in the
//! same transaction as the token, and worded by the sender (`mail::notes`).
//!
//! Notifications only ever go to a verified address ([`User::verified_email`]), and every one
//! carries [`unsubscribe_url`].

use super::accounts::{
    account_failures_key, hash_password, verify_password, FAILURE_WINDOW_MINUTES,
    MAX_FAILURES_PER_ACCOUNT,
};
use super::limits::{self, Quota};
use super::notes::{record_mail, Note, Sending, What};
use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use super::{GameId, UserId};
use crate::db::models::{NewEmailToken, User};
use crate::db::queries::{self, accounts as qa};
use crate::db::{AnyConnection, DbError};
use crate::mail::Site;
use crate::service::Reason;
use chrono::TimeDelta;

/// How long a link to verify an address works.
pub const VERIFY_HOURS: i64 = 48;
/// How long a password-reset link works.
pub const RESET_MINUTES: i64 = 60;
/// At most one verification mail per this many minutes when asked again.
pub const RESEND_MINUTES: i64 = 10;
/// Password-reset requests per name or address, and per client, within
/// [`FAILURE_WINDOW_MINUTES`] before more are refused (like log-ins).
pub const MAX_RESETS_PER_KEY: i64 = 5;
pub const MAX_RESETS_PER_CLIENT: i64 = 20;
/// At most this many reset mails per account per hour, whoever asks.
pub const MAX_RESET_MAILS_PER_HOUR: i64 = 3;
/// The longest address accepted (RFC 5321's path limit).
pub const MAX_EMAIL_LEN: usize = 254;

pub const PURPOSE_VERIFY: &str = "verify";
pub const PURPOSE_RESET: &str = "reset";

/// The choices for "your move" mails, and for a seat (`default`: as the account says).
pub const MOVES_CHOICES: [&str; 3] = ["immediate", "digest", "off"];
pub const SEAT_CHOICES: [&str; 4] = ["default", "immediate", "digest", "off"];

/// The unsubscribe link of a notification mail to `user` (about `game`, if given): a page that
/// needs no log-in, where the token in the path is the credential. It also takes RFC 8058
/// one-click POSTs, so it is the mail's `List-Unsubscribe` URL too.
pub fn unsubscribe_url(site: &Site, user: &User, game: Option<GameId>) -> String {
    let game = game.map(i32::from);
    let query = game.map(|g| format!("?game={g}")).unwrap_or_default();
    site.link(&format!("/unsubscribe/{}{query}", user.unsubscribe_token))
}

/// Checks an e-mail address and returns it trimmed: one `@`, a local part of 1 to 64
/// characters without spaces, quotes or brackets, a domain with at least two labels of
/// letters, digits and hyphens, at most [`MAX_EMAIL_LEN`] bytes in all.
pub fn check_email(raw: &str) -> std::result::Result<String, Reason> {
    let email = raw.trim();
    if email.is_empty() {
        return Err(Reason::new("svc-email-empty"));
    }
    if email.len() > MAX_EMAIL_LEN {
        return Err(Reason::new("svc-email-too-long").num("max", MAX_EMAIL_LEN as f64));
    }
    let bad = || Err(Reason::new("svc-email-bad").with("email", email));
    let Some((local, domain)) = email.split_once('@') else {
        return bad();
    };
    if local.is_empty()
        || local.chars().count() > 64
        || local.starts_with('.')
        || local.ends_with('.')
        || local.contains("..")
        || local
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || "@<>()[]\\,;:\"".contains(c))
    {
        return bad();
    }
    let labels: Vec<&str> = domain.split('.').collect();
    if labels.len() < 2
        || labels.iter().any(|l| {
            l.is_empty()
                || l.len() > 63
                || l.starts_with('-')
                || l.ends_with('-')
                || !l.chars().all(|c| c.is_alphanumeric() || c == '-')
        })
        || labels.last().is_some_and(|tld| tld.chars().count() < 2)
    {
        return bad();
    }
    Ok(email.to_string())
}

/// The account and address a mail link is for (shown on the page the link opens).
#[derive(Clone, Debug)]
pub struct LinkInfo {
    pub user_id: i32,
    pub name: String,
    pub email: String,
}

/// The account's notification preferences, as the settings page sets them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notifications {
    /// "Your move" mails: `immediate`, `digest` or `off`.
    pub moves: String,
    pub summaries: bool,
    pub reminders: bool,
    /// 0–23, in the account's time zone.
    pub digest_hour: i32,
}

/// What an unsubscribe link is about.
#[derive(Clone, Debug)]
pub struct UnsubscribeInfo {
    pub name: String,
    /// The game of the link (id, name, the seat's preference), when given and the user sits in it.
    pub game: Option<(i32, String, String)>,
    /// Whether every notification mail is already off.
    pub all_off: bool,
}

/// What to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsubscribe {
    Game(i32),
    All,
}

/// Whether a token from a URL has the shape of ours (64 hex digits).
fn token_shaped(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// `value` is not a value the form's field `field` takes (as `decisions::formdata` says it).
fn form_invalid(field: &str, value: &str) -> Reason {
    Reason::new("svc-form-invalid")
        .with("field", field)
        .with("value", value)
}

fn used_link() -> ServiceError {
    ServiceError::Conflict(Reason::new("svc-link-used"))
}

impl Service {
    /// The account row.
    pub fn account(&self, user: UserId) -> Result<User> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        queries::user_by_id(&mut c, user)?.ok_or(ServiceError::NotFound)
    }

    /// Makes a single-use token for `user` and writes its mail into the outbox, in `c`'s
    /// transaction. `email` is the address the mail goes to.
    fn mail_token(
        &self,
        c: &mut AnyConnection,
        user: &User,
        purpose: &str,
        email: &str,
    ) -> Result<()> {
        let token = random_token();
        let now = self.now();
        let expires = if purpose == PURPOSE_VERIFY {
            now + TimeDelta::hours(VERIFY_HOURS)
        } else {
            now + TimeDelta::minutes(RESET_MINUTES)
        };
        qa::insert_email_token(
            c,
            &NewEmailToken {
                user_id: user.id,
                purpose,
                token_hash: &token_hash(&token),
                email,
                created_at: now,
                expires_at: expires,
            },
        )?;
        // The mail's words are the sender's (`mail::notes`): the note holds the link's token.
        let what = if purpose == PURPOSE_VERIFY {
            What::ConfirmAddress {
                token,
                expires,
                others: qa::other_claims(c, &email.to_lowercase(), user.id)?,
            }
        } else {
            What::NewPassword { token, expires }
        };
        record_mail(
            c,
            &Note::to_account(user.id, what),
            Sending::at_once(email, None, now),
            now,
        )?;
        // Now and then, forget tokens that expired long ago.
        if rand::random::<u8>() < 8 {
            qa::prune_email_tokens(c, now - TimeDelta::days(7))?;
        }
        Ok(())
    }

    /// The mail for `user`'s new, unconfirmed address (inside the caller's transaction): the
    /// link to confirm it; or, when another account has confirmed that address, a note to that
    /// account instead (so the answer to "is it taken?" reaches only the address). At most
    /// [`limits::Limits::mails_per_address_per_day`] such mails go to one address per 24 hours,
    /// whoever asks: returns false when the mail was not sent for that reason.
    pub(crate) fn send_claim_mail(&self, c: &mut AnyConnection, user: &User) -> Result<bool> {
        let email = user
            .email
            .clone()
            .ok_or_else(|| ServiceError::Invalid(Reason::new("svc-no-address")))?;
        let key = email.to_lowercase();
        let quota = [Quota::new(
            format!("address-mail:{key}"),
            self.limits.mails_per_address_per_day,
            TimeDelta::hours(24),
        )];
        if limits::take(c, &quota, self.now())?.is_err() {
            return Ok(false);
        }
        match qa::user_by_verified_email_key(c, &key)? {
            Some(owner) if owner.id != user.id => {
                let Some(address) = owner.verified_email().map(str::to_string) else {
                    return Ok(false);
                };
                let note = Note::to_account(
                    owner.id,
                    What::AddressAsked {
                        asker: user.name.clone(),
                    },
                );
                record_mail(
                    c,
                    &note,
                    Sending::at_once(address, None, self.now()),
                    self.now(),
                )?;
            }
            _ => self.mail_token(c, user, PURPOSE_VERIFY, &email)?,
        }
        Ok(true)
    }

    /// Checks a mail link's token for `purpose` without using it: the account and address, or
    /// why it cannot be used (unknown: `NotFound`; used, expired or for an address the
    /// account no longer has: `Conflict` with the reason).
    fn check_token(
        &self,
        c: &mut AnyConnection,
        token: &str,
        purpose: &str,
    ) -> Result<(i32, User)> {
        if !token_shaped(token) {
            return Err(ServiceError::NotFound);
        }
        let hash = token_hash(&token.to_ascii_lowercase());
        let t = qa::email_token_by_hash(c, &hash)?.ok_or(ServiceError::NotFound)?;
        if t.purpose != purpose || !constant_time_eq(&t.token_hash, &hash) {
            return Err(ServiceError::NotFound);
        }
        if t.used_at.is_some() {
            return Err(used_link());
        }
        if self.now() >= t.expires_at {
            return Err(ServiceError::Conflict(if purpose == PURPOSE_VERIFY {
                Reason::new("svc-verify-link-expired").num("hours", VERIFY_HOURS as f64)
            } else {
                Reason::new("svc-reset-link-expired").num("minutes", RESET_MINUTES as f64)
            }));
        }
        let user = queries::user_by_id(c, t.user_id)?.ok_or(ServiceError::NotFound)?;
        if user.email_key.as_deref() != Some(t.email.to_lowercase().as_str()) {
            return Err(ServiceError::Conflict(
                Reason::new("svc-link-old-address").with("email", &t.email),
            ));
        }
        Ok((t.id, user))
    }

    fn link_info(user: &User) -> LinkInfo {
        LinkInfo {
            user_id: user.id,
            name: user.name.clone(),
            email: user.email.clone().unwrap_or_default(),
        }
    }

    /// What a `/verify/TOKEN` link is for, if it can still be used (nothing changes: mail
    /// scanners open links).
    /// `viewer`: the account logged in, if any (see [`Service::verify_email`]).
    pub fn check_verify_link(&self, token: &str, viewer: Option<UserId>) -> Result<LinkInfo> {
        let viewer = viewer.map(i32::from);
        let mut c = self.db.conn()?;
        let (_, user) = self.check_token(&mut c, token, PURPOSE_VERIFY)?;
        self.not_someone_elses(&mut c, &user, viewer)?;
        Ok(Self::link_info(&user))
    }

    /// Refuses a link of `user`'s used while `viewer`, another account, is logged in (issue
    /// 23): the owner of an address clicking a squatter's link would give it away.
    fn not_someone_elses(
        &self,
        c: &mut AnyConnection,
        user: &User,
        viewer: Option<i32>,
    ) -> Result<()> {
        match viewer {
            Some(v) if v != user.id => {
                let you = queries::user_by_id(c, v)?
                    .map(|u| u.name)
                    .unwrap_or_default();
                Err(ServiceError::Forbidden(
                    Reason::new("svc-verify-other-account")
                        .with("name", &user.name)
                        .with("you", &you),
                ))
            }
            _ => Ok(()),
        }
    }

    /// Uses a `/verify/TOKEN` link: the address is verified and the token used. `viewer`: the
    /// account logged in, if any; a link of another account is refused then.
    pub fn verify_email(&self, token: &str, viewer: Option<UserId>) -> Result<LinkInfo> {
        let viewer = viewer.map(i32::from);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let (id, user) = self.check_token(c, token, PURPOSE_VERIFY)?;
            self.not_someone_elses(c, &user, viewer)?;
            let now = self.now();
            if !qa::use_email_token(c, id, now)? {
                return Err(used_link());
            }
            let key = user.email_key.clone().unwrap_or_default();
            let taken = || ServiceError::Conflict(Reason::new("svc-address-confirmed-elsewhere"));
            if qa::user_by_verified_email_key(c, &key)?.is_some_and(|o| o.id != user.id) {
                return Err(taken());
            }
            match qa::mark_email_verified(c, user.id, &key, now) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(ServiceError::Conflict(Reason::new(
                        "svc-address-changed-meanwhile",
                    )))
                }
                Err(DbError::Conflict(_)) => return Err(taken()),
                Err(e) => return Err(e.into()),
            }
            // The owner confirmed it: claims by other accounts that never could are dropped.
            qa::drop_unconfirmed_claims(c, &key, user.id)?;
            Ok(Self::link_info(&user))
        })
    }

    /// Checks the password of a logged-in account (it confirms an address change). Each check
    /// takes a slot first, atomically (like log-ins): at most [`MAX_FAILURES_PER_ACCOUNT`]
    /// wrong passwords per [`FAILURE_WINDOW_MINUTES`]; a right one gives its slot back.
    fn check_password_of(&self, c: &mut AnyConnection, user: &User, password: &str) -> Result<()> {
        let quota = [Quota::new(
            format!("password-check:{}", user.id),
            MAX_FAILURES_PER_ACCOUNT,
            TimeDelta::minutes(FAILURE_WINDOW_MINUTES),
        )];
        let Ok(ids) = limits::take_now(c, &quota, self.now())? else {
            return Err(ServiceError::Throttled);
        };
        if verify_password(password, &user.password_hash) {
            limits::give_back(c, &ids)?;
            return Ok(());
        }
        Err(ServiceError::Invalid(Reason::new(
            "svc-wrong-password-address",
        )))
    }

    /// Changes the account's address (the password confirms it): the new one is unconfirmed
    /// until its link is used; the mail for it goes out ([`Service::send_claim_mail`]).
    /// At most [`limits::Limits::address_changes_per_day`] changes per account per 24 hours.
    /// Whether another account has the address is not said here (it is told to the address).
    pub fn change_email(&self, user: UserId, email: &str, password: &str) -> Result<()> {
        let user = i32::from(user);
        let email = check_email(email).map_err(ServiceError::Invalid)?;
        let key = email.to_lowercase();
        let mut c = self.db.conn()?;
        let account = queries::user_by_id(&mut c, user)?.ok_or(ServiceError::NotFound)?;
        if account.email_key.as_deref() == Some(key.as_str()) {
            return Err(ServiceError::Invalid(
                Reason::new("svc-already-your-address").with("email", &email),
            ));
        }
        self.check_password_of(&mut c, &account, password)?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let quota = [Quota::new(
                format!("address-change:{user}"),
                self.limits.address_changes_per_day,
                TimeDelta::hours(24),
            )];
            if let Err(q) = limits::take(c, &quota, self.now())? {
                return Err(ServiceError::Limit(
                    Reason::new("svc-address-changes-per-day").num("max", q.limit as f64),
                ));
            }
            qa::set_email(c, user, &email, &key)?;
            qa::retire_email_tokens(c, user, PURPOSE_VERIFY, self.now())?;
            let account = queries::user_by_id(c, user)?.ok_or(ServiceError::NotFound)?;
            self.send_claim_mail(c, &account)?;
            Ok(())
        })
    }

    /// Sends the verification mail again, at most once per [`RESEND_MINUTES`] (`Conflict`
    /// with the reason otherwise).
    pub fn resend_verification(&self, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let account = queries::user_by_id(c, user)?.ok_or(ServiceError::NotFound)?;
            if account.email.is_none() {
                return Err(ServiceError::Invalid(Reason::new("svc-no-address-yet")));
            }
            if account.email_verified_at.is_some() {
                return Err(ServiceError::Invalid(Reason::new("svc-already-verified")));
            }
            let now = self.now();
            if let Some(last) = qa::latest_email_token_at(c, user, PURPOSE_VERIFY)? {
                let next = last + TimeDelta::minutes(RESEND_MINUTES);
                // Issue 27: a confirmation that bounced (or could not be sent) may be sent
                // again at once: waiting would not bring it.
                if now < next && !last_verify_mail_lost(c, user, last)? {
                    return Err(ServiceError::Conflict(
                        Reason::new("svc-verify-resend-wait")
                            .num("minutes", RESEND_MINUTES as f64)
                            .time("when", next, &account.time_zone),
                    ));
                }
            }
            if !self.send_claim_mail(c, &account)? {
                return Err(ServiceError::Conflict(
                    Reason::new("svc-unconfirmed-mails-per-day")
                        .num("max", self.limits.mails_per_address_per_day as f64),
                ));
            }
            Ok(())
        })
    }

    /// Sets the account's notification preferences.
    pub fn set_notifications(&self, user: UserId, n: &Notifications) -> Result<()> {
        let user = i32::from(user);
        if !MOVES_CHOICES.contains(&n.moves.as_str()) {
            return Err(ServiceError::Invalid(form_invalid("moves", &n.moves)));
        }
        if !(0..=23).contains(&n.digest_hour) {
            return Err(ServiceError::Invalid(Reason::new("svc-digest-hour")));
        }
        let mut c = self.db.conn()?;
        qa::set_notifications(
            &mut c,
            user,
            &n.moves,
            n.summaries,
            n.reminders,
            n.digest_hour,
        )?;
        Ok(())
    }

    /// The mail preference of `user`'s seat in `game` (`None`: not seated).
    pub fn seat_mail(&self, game: GameId, user: UserId) -> Result<Option<String>> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        Ok(qa::seat_mail(&mut c, game, user)?)
    }

    /// Sets the mail preference of `user`'s seat in `game`: one of [`SEAT_CHOICES`].
    pub fn set_seat_mail(&self, game: GameId, user: UserId, mail: &str) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        if !SEAT_CHOICES.contains(&mail) {
            return Err(ServiceError::Invalid(form_invalid("mail", mail)));
        }
        let mut c = self.db.conn()?;
        if !qa::set_seat_mail(&mut c, game, user, mail)? {
            return Err(ServiceError::Forbidden(Reason::new("svc-not-in-game")));
        }
        Ok(())
    }

    /// "Forgot your password?": when `who` (a name or an address) is an account with a
    /// verified address, a reset link goes to it. The answer is the same whether or not an
    /// account matched; requests are throttled per `who` and per client like log-ins.
    pub fn request_password_reset(&self, who: &str, client: &str) -> Result<()> {
        let who = who.trim();
        if who.is_empty() {
            return Err(ServiceError::Invalid(Reason::new(
                "svc-enter-name-or-address",
            )));
        }
        if who.len() > MAX_EMAIL_LEN {
            return Err(ServiceError::Invalid(
                Reason::new("svc-name-or-address-too-long").num("max", MAX_EMAIL_LEN as f64),
            ));
        }
        let key = who.to_lowercase();
        let now = self.now();
        let window = TimeDelta::minutes(FAILURE_WINDOW_MINUTES);
        let quotas = [
            Quota::new(format!("reset:{key}"), MAX_RESETS_PER_KEY, window),
            Quota::new(
                format!("reset-client:{client}"),
                MAX_RESETS_PER_CLIENT,
                window,
            ),
        ];
        let mut c = self.db.conn()?;
        if limits::take_now(&mut c, &quotas, now)?.is_err() {
            return Err(ServiceError::Throttled);
        }
        let user = if key.contains('@') {
            qa::user_by_verified_email_key(&mut c, &key)?
        } else {
            queries::user_by_name_key(&mut c, &key)?
        };
        let Some(user) = user else { return Ok(()) };
        let Some(address) = user.verified_email().map(str::to_string) else {
            return Ok(());
        };
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let quota = [Quota::new(
                format!("reset-mail:{}", user.id),
                MAX_RESET_MAILS_PER_HOUR,
                TimeDelta::hours(1),
            )];
            if limits::take(c, &quota, now)?.is_err() {
                return Ok(());
            }
            self.mail_token(c, &user, PURPOSE_RESET, &address)
        })
    }

    /// What a `/reset/TOKEN` link is for, if it can still be used.
    pub fn check_reset_link(&self, token: &str) -> Result<LinkInfo> {
        let mut c = self.db.conn()?;
        let (_, user) = self.check_token(&mut c, token, PURPOSE_RESET)?;
        Ok(Self::link_info(&user))
    }

    /// Uses a `/reset/TOKEN` link: sets the new password, logs the account out everywhere and
    /// in again here (the returned session).
    pub fn reset_password(&self, token: &str, password: &str) -> Result<super::accounts::NewLogin> {
        super::accounts::check_password(password).map_err(ServiceError::Invalid)?;
        // Refuse a bad link before spending time on hashing.
        self.check_reset_link(token)?;
        let hash = hash_password(password)?;
        let mut c = self.db.conn()?;
        let user = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let (id, user) = self.check_token(c, token, PURPOSE_RESET)?;
            let now = self.now();
            if !qa::use_email_token(c, id, now)? {
                return Err(used_link());
            }
            qa::retire_email_tokens(c, user.id, PURPOSE_RESET, now)?;
            qa::set_password_hash(c, user.id, &hash)?;
            qa::delete_sessions_of(c, user.id)?;
            limits::clear(c, &account_failures_key(&user.name_key))?;
            Ok(user)
        })?;
        drop(c);
        self.new_session(&user, None)
    }

    /// The account of an unsubscribe token (`NotFound` for anything else).
    fn unsubscriber(&self, c: &mut AnyConnection, token: &str) -> Result<User> {
        if !token_shaped(token) {
            return Err(ServiceError::NotFound);
        }
        let user = qa::user_by_unsubscribe_token(c, token)?.ok_or(ServiceError::NotFound)?;
        if !constant_time_eq(&user.unsubscribe_token, token) {
            return Err(ServiceError::NotFound);
        }
        Ok(user)
    }

    /// What an unsubscribe link is about (`NotFound`: no such token, or `game` is not one of
    /// the account's games).
    pub fn unsubscribe_info(&self, token: &str, game: Option<GameId>) -> Result<UnsubscribeInfo> {
        let game = game.map(i32::from);
        let mut c = self.db.conn()?;
        let user = self.unsubscriber(&mut c, token)?;
        let game = match game {
            None => None,
            Some(id) => {
                let mail = qa::seat_mail(&mut c, id, user.id)?.ok_or(ServiceError::NotFound)?;
                let row = queries::game(&mut c, id)?.ok_or(ServiceError::NotFound)?;
                Some((id, row.name, mail))
            }
        };
        Ok(UnsubscribeInfo {
            all_off: user.notify_moves == "off" && !user.notify_summaries && !user.notify_reminders,
            name: user.name,
            game,
        })
    }

    /// Stops a game's mails (the seat's preference becomes `off`) or every notification mail.
    pub fn unsubscribe(&self, token: &str, what: Unsubscribe) -> Result<()> {
        let mut c = self.db.conn()?;
        let user = self.unsubscriber(&mut c, token)?;
        match what {
            Unsubscribe::Game(id) => {
                if !qa::set_seat_mail(&mut c, id, user.id, "off")? {
                    return Err(ServiceError::NotFound);
                }
            }
            Unsubscribe::All => qa::notifications_off(&mut c, user.id)?,
        }
        Ok(())
    }
}

/// Whether the newest verification mail `user` was sent (at `since` or later) bounced for good
/// or could not be delivered (issue 27).
fn last_verify_mail_lost(
    c: &mut AnyConnection,
    user: i32,
    since: chrono::NaiveDateTime,
) -> std::result::Result<bool, DbError> {
    use crate::db::queries::mail_trust as q;
    // The newest verification mail only: an older one that bounced says nothing of it.
    let sent = q::verify_mails_since(c, user, since)?;
    let sent = &sent[..sent.len().min(1)];
    if sent.iter().any(|(_, status)| status == "failed") {
        return Ok(true);
    }
    let ids: Vec<i32> = sent.iter().map(|(id, _)| *id).collect();
    let bounced = q::count_bounces_of_mails(c, ids)?;
    Ok(bounced > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDateTime;

    #[test]
    fn addresses_are_checked_and_trimmed() {
        assert_eq!(
            check_email("  Ann@Example.org ").unwrap(),
            "Ann@Example.org"
        );
        assert!(check_email("a.b+games@mail.example.co.uk").is_ok());
        assert!(check_email("jörg@bücher.example").is_ok());
        for bad in [
            "",
            "   ",
            "plain",
            "@example.org",
            "ann@",
            "ann@localhost",
            "ann@example.",
            "ann@.example.org",
            "ann@exa mple.org",
            "an n@example.org",
            "ann@@example.org",
            "ann@example.o",
            "<ann@example.org>",
            "ann@example.org\r\nBcc: x@y.org",
            "ann\n@example.org",
            ".ann@example.org",
            "a..nn@example.org",
            "ann@-example.org",
        ] {
            assert!(check_email(bad).is_err(), "{bad:?} passed");
        }
        let long = format!("{}@example.org", "a".repeat(250));
        assert!(check_email(&long).is_err());
    }

    #[test]
    fn unsubscribe_links_name_the_token_and_the_game() {
        let site = Site {
            base_url: "https://rk.example/".into(),
            from: "x".into(),
            reply_domain: None,
            dkim: None,
        };
        let t = NaiveDateTime::default();
        let user = User {
            id: 1,
            name: "a".into(),
            name_key: "a".into(),
            password_hash: String::new(),
            time_zone: "UTC".into(),
            created_at: t,
            email: None,
            email_key: None,
            email_verified_at: None,
            notify_moves: "immediate".into(),
            notify_summaries: false,
            notify_reminders: true,
            digest_hour: 8,
            unsubscribe_token: "ab".repeat(32),
            name_skeleton: None,
            language: "en".into(),
        };
        assert_eq!(
            unsubscribe_url(&site, &user, Some(GameId(7))),
            format!("https://rk.example/unsubscribe/{}?game=7", "ab".repeat(32))
        );
        assert_eq!(
            unsubscribe_url(&site, &user, None),
            format!("https://rk.example/unsubscribe/{}", "ab".repeat(32))
        );
    }
}
