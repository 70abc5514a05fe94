//! Accounts: register, log in (throttled), sessions, log out, time zone. The e-mail side
//! (addresses, verification, password reset, preferences) is in [`super::email`].
//!
//! Passwords are hashed with argon2id (the crate's default parameters). A session is a random
//! token in a cookie; the database keeps only its SHA-256 and the session's CSRF token.

use super::email::{check_email, email_taken};
use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use crate::db::models::{NewSession, NewUser, User};
use crate::db::{queries, queries_accounts, DbError};
use argon2::password_hash::phc::PasswordHash;
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use chrono::TimeDelta;

/// Failed log-ins per account within [`FAILURE_WINDOW_MINUTES`] before log-ins are refused.
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
/// Failed log-ins per client address within the window.
pub const MAX_FAILURES_PER_CLIENT: i64 = 20;
pub const FAILURE_WINDOW_MINUTES: i64 = 15;
/// Sessions not used for this long are deleted.
pub const SESSION_IDLE_DAYS: i64 = 30;

/// A logged-in visitor.
#[derive(Clone, Debug)]
pub struct SessionUser {
    pub user_id: i32,
    pub name: String,
    pub time_zone: String,
    /// The CSRF token of this session: every form carries it.
    pub csrf: String,
}

/// A new session: the cookie's token and the session's CSRF token.
pub struct NewLogin {
    pub token: String,
    pub user: SessionUser,
}

/// Checks a user name: 3 to 32 characters, letters, digits, space, `_`, `-`, `.`.
pub fn check_name(name: &str) -> std::result::Result<(), String> {
    let n = name.chars().count();
    if !(3..=32).contains(&n) {
        return Err("A name has 3 to 32 characters.".into());
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '_' | '-' | '.'))
    {
        return Err("A name may use letters, digits, spaces and _ - . only.".into());
    }
    if name.trim() != name || name.contains("  ") {
        return Err("A name may not start or end with a space, or have two in a row.".into());
    }
    Ok(())
}

pub fn check_password(pw: &str) -> std::result::Result<(), String> {
    let n = pw.chars().count();
    if n < 8 {
        return Err("A password has at least 8 characters.".into());
    }
    if pw.len() > 256 {
        return Err("A password has at most 256 bytes.".into());
    }
    Ok(())
}

/// Whether `tz` is an IANA time zone name such as `Europe/Paris` or `UTC`.
pub fn check_time_zone(tz: &str) -> std::result::Result<(), String> {
    tz.parse::<chrono_tz::Tz>()
        .map(|_| ())
        .map_err(|_| format!("{tz:?} is not a time zone name such as Europe/Paris or UTC."))
}

pub(crate) fn hash_password(pw: &str) -> Result<String> {
    Argon2::default()
        .hash_password(pw.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| ServiceError::Invalid(format!("cannot hash the password: {e}")))
}

pub(crate) fn verify_password(pw: &str, hash: &str) -> bool {
    match PasswordHash::new(hash) {
        Ok(h) => Argon2::default().verify_password(pw.as_bytes(), &h).is_ok(),
        Err(_) => false,
    }
}

/// A hash to verify against when the account does not exist, so that a wrong name costs as
/// much time as a wrong password.
fn dummy_hash() -> &'static str {
    static H: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    H.get_or_init(|| hash_password("not a password of anyone").unwrap_or_default())
}

impl Service {
    /// Creates an account without an e-mail address and logs it in (demo accounts and tests;
    /// the register page uses [`Service::register_with_email`]).
    pub fn register(&self, name: &str, password: &str, time_zone: &str) -> Result<NewLogin> {
        self.register_account(name, None, password, time_zone)
    }

    /// Creates an account with an e-mail address and logs it in; the verification mail goes
    /// out in the same transaction.
    pub fn register_with_email(
        &self,
        name: &str,
        email: &str,
        password: &str,
        time_zone: &str,
    ) -> Result<NewLogin> {
        self.register_account(name, Some(email), password, time_zone)
    }

    fn register_account(
        &self,
        name: &str,
        email: Option<&str>,
        password: &str,
        time_zone: &str,
    ) -> Result<NewLogin> {
        check_name(name).map_err(ServiceError::Invalid)?;
        let email = email
            .map(check_email)
            .transpose()
            .map_err(ServiceError::Invalid)?;
        check_password(password).map_err(ServiceError::Invalid)?;
        check_time_zone(time_zone).map_err(ServiceError::Invalid)?;
        let key = name.to_lowercase();
        let email_key = email.as_ref().map(|e| e.to_lowercase());
        let name_taken = || ServiceError::Invalid(format!("The name {name:?} is taken."));
        let mut c = self.db.conn()?;
        // Say what is taken before spending time on hashing.
        if queries::user_by_name_key(&mut c, &key)?.is_some() {
            return Err(name_taken());
        }
        if let (Some(e), Some(k)) = (&email, &email_key) {
            if queries_accounts::user_by_email_key(&mut c, k)?.is_some() {
                return Err(email_taken(e));
            }
        }
        let hash = hash_password(password)?;
        let user = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let id = match queries::insert_user(
                c,
                &NewUser {
                    name,
                    name_key: &key,
                    password_hash: &hash,
                    time_zone,
                    created_at: self.now(),
                    email: email.as_deref(),
                    email_key: email_key.as_deref(),
                    unsubscribe_token: &random_token(),
                },
            ) {
                Ok(id) => id,
                // Someone else got there first: the name or the address.
                Err(DbError::Conflict(m)) => {
                    return Err(match &email {
                        Some(e) if m.contains("email") => email_taken(e),
                        _ => name_taken(),
                    })
                }
                Err(e) => return Err(e.into()),
            };
            let user = queries::user_by_id(c, id)?.ok_or(ServiceError::NotFound)?;
            if user.email.is_some() {
                self.send_verification(c, &user)?;
            }
            Ok(user)
        })?;
        drop(c);
        self.new_session(&user)
    }

    /// Logs in, refusing after too many recent failures for the account or the client.
    pub fn login(&self, name: &str, password: &str, client: &str) -> Result<NewLogin> {
        let key = name.trim().to_lowercase();
        let account_key = format!("account:{key}");
        let client_key = format!("client:{client}");
        let since = self.now() - TimeDelta::minutes(FAILURE_WINDOW_MINUTES);
        let mut c = self.db.conn()?;
        if queries::login_failures_since(&mut c, &account_key, since)? >= MAX_FAILURES_PER_ACCOUNT
            || queries::login_failures_since(&mut c, &client_key, since)? >= MAX_FAILURES_PER_CLIENT
        {
            return Err(ServiceError::Throttled);
        }
        let user = queries::user_by_name_key(&mut c, &key)?;
        drop(c);
        let ok = match &user {
            Some(u) => verify_password(password, &u.password_hash),
            None => {
                verify_password(password, dummy_hash());
                false
            }
        };
        let mut c = self.db.conn()?;
        match user {
            Some(u) if ok => {
                queries::clear_login_failures(&mut c, &account_key)?;
                drop(c);
                self.new_session(&u)
            }
            _ => {
                queries::record_login_failure(&mut c, &account_key, self.now())?;
                queries::record_login_failure(&mut c, &client_key, self.now())?;
                queries::prune_login_failures(&mut c, self.now() - TimeDelta::days(1))?;
                Err(ServiceError::Invalid("Wrong name or password.".into()))
            }
        }
    }

    pub(crate) fn new_session(&self, user: &User) -> Result<NewLogin> {
        let token = random_token();
        let csrf = random_token();
        let mut c = self.db.conn()?;
        let t = self.now();
        queries::insert_session(
            &mut c,
            &NewSession {
                token_hash: &token_hash(&token),
                user_id: user.id,
                csrf: &csrf,
                created_at: t,
                last_seen_at: t,
            },
        )?;
        Ok(NewLogin {
            token,
            user: SessionUser {
                user_id: user.id,
                name: user.name.clone(),
                time_zone: user.time_zone.clone(),
                csrf,
            },
        })
    }

    /// The user of a session cookie, if the session exists and is not expired.
    pub fn session(&self, token: &str) -> Result<Option<SessionUser>> {
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        let hash = token_hash(token);
        let mut c = self.db.conn()?;
        let Some((s, u)) = queries::session_with_user(&mut c, &hash)? else {
            return Ok(None);
        };
        if !constant_time_eq(&s.token_hash, &hash) {
            return Ok(None);
        }
        let t = self.now();
        if t - s.last_seen_at > TimeDelta::days(SESSION_IDLE_DAYS) {
            queries::delete_session(&mut c, &hash)?;
            return Ok(None);
        }
        // Note activity at most every ten minutes, to keep page views read-only mostly.
        if t - s.last_seen_at > TimeDelta::minutes(10) {
            queries::touch_session(&mut c, s.id, t)?;
            if rand::random::<u8>() < 8 {
                queries::delete_sessions_idle_since(
                    &mut c,
                    t - TimeDelta::days(SESSION_IDLE_DAYS),
                )?;
            }
        }
        Ok(Some(SessionUser {
            user_id: u.id,
            name: u.name,
            time_zone: u.time_zone,
            csrf: s.csrf,
        }))
    }

    pub fn logout(&self, token: &str) -> Result<()> {
        let mut c = self.db.conn()?;
        queries::delete_session(&mut c, &token_hash(token))?;
        Ok(())
    }

    pub fn set_time_zone(&self, user: i32, tz: &str) -> Result<()> {
        check_time_zone(tz).map_err(ServiceError::Invalid)?;
        let mut c = self.db.conn()?;
        queries::set_time_zone(&mut c, user, tz)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_passwords_and_time_zones_are_checked() {
        assert!(check_name("alice").is_ok());
        assert!(check_name("Jon Snow").is_ok());
        assert!(check_name("al").is_err());
        assert!(check_name("<script>").is_err());
        assert!(check_name(" bob").is_err());
        assert!(check_password("short").is_err());
        assert!(check_password("long enough").is_ok());
        assert!(check_time_zone("Europe/Paris").is_ok());
        assert!(check_time_zone("UTC").is_ok());
        assert!(check_time_zone("Mars/Olympus").is_err());
    }

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let h = hash_password("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verify_password("correct horse", &h));
        assert!(!verify_password("wrong horse", &h));
        assert!(!verify_password("x", "not a hash"));
    }
}
