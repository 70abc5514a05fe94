//! Accounts: register (throttled), log in (throttled), sessions, log out, time zone. The
//! e-mail side (addresses, verification, password reset, preferences) is in [`super::email`].
//!
//! Passwords are hashed with argon2id (the crate's default parameters). A session is a random
//! token in a cookie; the database keeps only its SHA-256 and the session's CSRF token.
//!
//! Log-in throttling (issue 18) cannot be turned against a player:
//! - each attempt takes a slot *before* the password is checked, in one atomic step with the
//!   check of the limits ([`super::limits::take`]); a success gives its slots back. So 40
//!   parallel guesses check at most [`MAX_FAILURES_PER_ACCOUNT`] passwords;
//! - the limits are per (account, client address) and per client address, so failures from
//!   elsewhere never refuse the owner's own address; the one per client address,
//!   [`MAX_FAILURES_PER_CLIENT`], is far above what people sharing an address fail together
//!   (issue 23), so that a household or office behind one address is never locked out;
//! - beyond [`SLOWDOWN_AFTER`] failures for an account from anywhere in the window, a browser
//!   that never logged in to it gets one try per [`SLOWDOWN_SECONDS`];
//! - a browser that logged in to the account before (its device cookie, `login_devices`) is
//!   never slowed down nor refused for other clients' failures: only its own count.

use super::email::check_email;
use super::limits::{self, Quota};
use super::names::{check_user_name, name_skeleton};
use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use super::{Freshness, GameId, UserId};
use crate::db::models::{NewSession, NewUser, User};
use crate::db::queries;
use crate::db::DbError;
use crate::service::Reason;
use argon2::password_hash::phc::PasswordHash;
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use chrono::TimeDelta;

/// Failed log-ins per account from one client (or one known browser) within
/// [`FAILURE_WINDOW_MINUTES`] before that client is refused.
pub const MAX_FAILURES_PER_ACCOUNT: i64 = 5;
/// Failed log-ins per client address within the window, whatever the names, from browsers
/// that never logged in to the account tried (issue 23: a household or an office behind one
/// address must not lock each other out). People share an address, so this is set far above
/// what they can do together: each account already stops a client at
/// [`MAX_FAILURES_PER_ACCOUNT`] failures, so 100 takes twenty people at one address each
/// failing to the limit within the same quarter of an hour — no household, and no office we
/// know of. A script guessing from one address is held to 100 guesses per 15 minutes (about one
/// every 9 seconds), on top of the per-account slow-down. Behind a reverse proxy, set
/// `ROOKERY_TRUSTED_PROXIES`, or every visitor is the proxy's one address.
pub const MAX_FAILURES_PER_CLIENT: i64 = 100;
/// Failed log-ins of one account from everywhere after which unknown browsers are slowed down.
pub const SLOWDOWN_AFTER: i64 = 10;
/// During a slow-down, one try per this many seconds for browsers the account does not know.
pub const SLOWDOWN_SECONDS: i64 = 60;
pub const FAILURE_WINDOW_MINUTES: i64 = 15;
/// Sessions not used for this long are deleted.
pub const SESSION_IDLE_DAYS: i64 = 30;
/// A throttle key is at most this long (the name part is cut).
const MAX_KEY_NAME: usize = 80;

/// A logged-in visitor.
#[derive(Clone, Debug)]
pub struct SessionUser {
    pub user_id: i32,
    pub name: String,
    pub time_zone: String,
    /// The code of the language pages are shown in (issue 15; `users.language`, which the
    /// edges read as their `Lang`).
    pub language: String,
    /// The CSRF token of this session: every form carries it (masked, see `web::ctx`).
    pub csrf: String,
}

impl SessionUser {
    /// The visitor of session `row` (read with its account).
    fn of(row: queries::SessionRow) -> SessionUser {
        SessionUser {
            user_id: row.user_id,
            name: row.name,
            time_zone: row.time_zone,
            language: row.language,
            csrf: row.csrf,
        }
    }
}

/// Whether session `row`'s activity is due to be noted at `now`: at most every ten minutes, so
/// that page views stay read-only mostly (the note is a write; a view that would make it goes
/// the ordinary way, not through a kept session).
fn activity_due(row: &queries::SessionRow, now: chrono::NaiveDateTime) -> bool {
    now - row.last_seen_at > TimeDelta::minutes(10)
}

/// A new session: the cookie's token and the session's CSRF token.
pub struct NewLogin {
    pub token: String,
    pub user: SessionUser,
    /// The device token to keep in the browser (`None`: its cookie already has it).
    pub device: Option<String>,
}

/// Checks a user name (see [`super::names::check_user_name`]).
pub fn check_name(name: &str) -> std::result::Result<(), Reason> {
    check_user_name(name)
}

pub fn check_password(pw: &str) -> std::result::Result<(), Reason> {
    let n = pw.chars().count();
    if n < 8 {
        return Err(Reason::new("svc-password-short"));
    }
    if pw.len() > 256 {
        return Err(Reason::new("svc-password-long"));
    }
    Ok(())
}

/// Whether `tz` is an IANA time zone name such as `Europe/Paris` or `UTC`.
pub fn check_time_zone(tz: &str) -> std::result::Result<(), Reason> {
    tz.parse::<chrono_tz::Tz>()
        .map(|_| ())
        .map_err(|_| Reason::new("svc-time-zone").with("zone", tz))
}

pub(crate) fn hash_password(pw: &str) -> Result<String> {
    Argon2::default()
        .hash_password(pw.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| ServiceError::Invalid(Reason::from(format!("cannot hash the password: {e}"))))
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

/// The throttle key part for a typed name: folded, and cut to a bounded length.
pub(crate) fn throttle_name(name: &str) -> String {
    name.trim()
        .to_lowercase()
        .chars()
        .take(MAX_KEY_NAME)
        .collect()
}

/// The key counting an account's failed log-ins from everywhere.
pub(crate) fn account_failures_key(name_key: &str) -> String {
    format!("login-account:{}", throttle_name(name_key))
}

fn name_taken(name: &str) -> ServiceError {
    ServiceError::Invalid(Reason::new("svc-name-taken").with("name", name))
}

impl Service {
    /// Creates an account without an e-mail address and logs it in (demo accounts and tests;
    /// the register page uses [`Service::register_with_email`]).
    pub fn register(&self, name: &str, password: &str, time_zone: &str) -> Result<NewLogin> {
        self.register_account(name, None, password, time_zone, None)
    }

    /// The register page: creates an account with an e-mail address and logs it in, throttled
    /// per `client` address and over all clients. A mail goes to the address in the same
    /// transaction: the link to confirm it, or, when another account already confirmed it, a
    /// note to that account (the page says the same either way: whether an address has an
    /// account is told only to the address).
    pub fn register_with_email(
        &self,
        name: &str,
        email: &str,
        password: &str,
        time_zone: &str,
        language: &str,
        client: &str,
    ) -> Result<NewLogin> {
        check_name(name).map_err(ServiceError::Invalid)?;
        check_email(email).map_err(ServiceError::Invalid)?;
        check_password(password).map_err(ServiceError::Invalid)?;
        check_time_zone(time_zone).map_err(ServiceError::Invalid)?;
        // Every attempt that gets this far counts, "name taken" answers included: names are
        // public, but not to be harvested in bulk.
        let hour = TimeDelta::hours(1);
        let quotas = [
            Quota::new(
                format!("register-client:{client}"),
                self.limits.registrations_per_client,
                hour,
            ),
            Quota::new("register:all", self.limits.registrations_per_hour, hour),
        ];
        let mut c = self.db.conn()?;
        if let Err(full) = limits::take_now(&mut c, &quotas, self.now())? {
            return Err(ServiceError::Limit(if full.key == "register:all" {
                Reason::new("svc-registrations-paused")
            } else {
                Reason::new("svc-registrations-per-client").num("max", full.limit as f64)
            }));
        }
        drop(c);
        self.register_account(name, Some(email), password, time_zone, Some(language))
    }

    fn register_account(
        &self,
        name: &str,
        email: Option<&str>,
        password: &str,
        time_zone: &str,
        language: Option<&str>,
    ) -> Result<NewLogin> {
        check_name(name).map_err(ServiceError::Invalid)?;
        let email = email
            .map(check_email)
            .transpose()
            .map_err(ServiceError::Invalid)?;
        check_password(password).map_err(ServiceError::Invalid)?;
        check_time_zone(time_zone).map_err(ServiceError::Invalid)?;
        let key = name.to_lowercase();
        let skeleton = name_skeleton(name);
        let email_key = email.as_ref().map(|e| e.to_lowercase());
        let mut c = self.db.conn()?;
        // Say that the name is taken before spending time on hashing.
        if queries::user_by_name_key(&mut c, &key)?.is_some()
            || queries::accounts::user_by_name_skeleton(&mut c, &skeleton)?.is_some()
        {
            return Err(name_taken(name));
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
                    name_skeleton: Some(&skeleton),
                },
            ) {
                Ok(id) => id,
                // Someone else got there first (addresses are unique only once confirmed).
                Err(DbError::Conflict(_)) => return Err(name_taken(name)),
                Err(e) => return Err(e.into()),
            };
            // The account reads in the language it registered in: its first mail too.
            if let Some(code) = language {
                queries::set_language(c, id, code)?;
            }
            let user = queries::user_by_id(c, id)?.ok_or(ServiceError::NotFound)?;
            if user.email.is_some() {
                self.send_claim_mail(c, &user)?;
            }
            Ok(user)
        })?;
        drop(c);
        self.new_session(&user, None)
    }

    /// Fills in the confusable-resistant key of accounts made before it existed (run at start,
    /// after the migrations). Two old accounts whose names share a key both keep working: the
    /// later one's key gets its id appended, so that no new look-alike can join them.
    pub fn backfill_name_skeletons(&self) -> Result<usize> {
        let mut c = self.db.conn()?;
        let missing = queries::accounts::users_without_skeleton(&mut c)?;
        for (id, name) in &missing {
            let skeleton = name_skeleton(name);
            crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
                let key = match queries::accounts::user_by_name_skeleton(c, &skeleton)? {
                    Some(other) if other.id != *id => format!("{skeleton}#{id}"),
                    _ => skeleton.clone(),
                };
                queries::accounts::set_name_skeleton(c, *id, &key)?;
                Ok(())
            })?;
        }
        Ok(missing.len())
    }

    /// Logs in (see the module documentation for the throttling). `device`: the browser's
    /// device cookie, if it has one.
    pub fn login(
        &self,
        name: &str,
        password: &str,
        client: &str,
        device: Option<&str>,
    ) -> Result<NewLogin> {
        let key = throttle_name(name);
        let now = self.now();
        let window = TimeDelta::minutes(FAILURE_WINDOW_MINUTES);
        let mut c = self.db.conn()?;
        let user = queries::user_by_name_key(&mut c, &name.trim().to_lowercase())?;
        let device_hash = device
            .filter(|d| d.len() == 64 && d.bytes().all(|b| b.is_ascii_hexdigit()))
            .map(token_hash);
        let known = match (&user, &device_hash) {
            (Some(u), Some(h)) => queries::accounts::device_known(&mut c, u.id, h)?,
            _ => false,
        };
        let account_key = account_failures_key(&key);
        let mut quotas = vec![Quota::new(account_key.clone(), i64::MAX, window)];
        let own_key = match (&device_hash, known) {
            (Some(h), true) => format!("login-device:{key}|{}", &h[..32]),
            _ => format!("login-client:{key}|{client}"),
        };
        quotas.push(Quota::new(
            own_key.clone(),
            MAX_FAILURES_PER_ACCOUNT,
            window,
        ));
        let taken = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            if !known {
                quotas.push(Quota::new(
                    format!("login-any:{client}"),
                    MAX_FAILURES_PER_CLIENT,
                    window,
                ));
                // The slow-down: decided under the account key's lock, with the count.
                limits::lock_keys(c, &[&account_key])?;
                if limits::count(c, &account_key, now - window)? >= SLOWDOWN_AFTER {
                    quotas.push(Quota::new(
                        format!("login-slow:{key}"),
                        1,
                        TimeDelta::seconds(SLOWDOWN_SECONDS),
                    ));
                }
            }
            Ok(match limits::take(c, &quotas, now)? {
                Ok(ids) => Ok(ids),
                Err(full) => Err(full.key.starts_with("login-slow:")),
            })
        })?;
        let ids = match taken {
            Ok(ids) => ids,
            Err(true) => return Err(ServiceError::Limit(Reason::new("svc-login-slow"))),
            Err(false) => return Err(ServiceError::Throttled),
        };
        drop(c);
        let ok = match &user {
            Some(u) => verify_password(password, &u.password_hash),
            None => {
                verify_password(password, dummy_hash());
                false
            }
        };
        match user {
            Some(u) if ok => {
                let mut c = self.db.conn()?;
                limits::give_back(&mut c, &ids)?;
                limits::clear(&mut c, &own_key)?;
                // Issue 32: a suspended or banned account is told so, and not let in.
                if let Some(why) = self.sanction_refusal(&mut c, u.id)? {
                    return Err(ServiceError::Forbidden(why));
                }
                drop(c);
                self.new_session(&u, device)
            }
            _ => Err(ServiceError::Invalid(Reason::new("svc-wrong-login"))),
        }
    }

    /// Starts a session for `user` and remembers the browser (`device`: its device cookie, if
    /// it has a well-formed one; else a new device token is returned to set).
    pub(crate) fn new_session(&self, user: &User, device: Option<&str>) -> Result<NewLogin> {
        let token = random_token();
        let csrf = random_token();
        let mut c = self.db.conn()?;
        let t = self.now();
        let (device_token, new_device) =
            match device.filter(|d| d.len() == 64 && d.bytes().all(|b| b.is_ascii_hexdigit())) {
                Some(d) => (d.to_ascii_lowercase(), None),
                None => {
                    let d = random_token();
                    (d.clone(), Some(d))
                }
            };
        match queries::accounts::remember_device(&mut c, user.id, &token_hash(&device_token), t) {
            // The same browser logging in twice at once: it is remembered either way.
            Ok(()) | Err(DbError::Conflict(_)) => {}
            Err(e) => return Err(e.into()),
        }
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
                language: user.language.clone(),
                csrf,
            },
            device: new_device,
        })
    }

    /// The user of a session cookie, if the session exists and is not expired.
    pub fn session(&self, token: &str) -> Result<Option<SessionUser>> {
        if !well_formed(token) {
            return Ok(None);
        }
        let hash = token_hash(token);
        let mut c = self.db.conn()?;
        // Before the read: what it returns may be kept only if nothing it could miss happened.
        let mark = self.changes.as_ref().and_then(|f| f.mark());
        let Some((s, u)) = queries::session_with_user(&mut c, &hash)? else {
            return Ok(None);
        };
        let row = queries::SessionRow {
            session_id: s.id,
            token_hash: s.token_hash,
            last_seen_at: s.last_seen_at,
            csrf: s.csrf,
            user_id: u.id,
            name: u.name,
            time_zone: u.time_zone,
            language: u.language,
        };
        if let (Some(feed), Some(mark)) = (&self.changes, mark) {
            // As in `session_and_page_version`: a session whose activity is about to be noted
            // changes right below, and is kept by the next request.
            if !activity_due(&row, self.now()) {
                feed.remember_session(mark, row.clone());
            }
        }
        crate::telemetry::metrics::METRICS
            .sessions
            .with_label_values(&["database"])
            .inc();
        self.session_of(&mut c, &hash, row)
    }

    /// [`Service::session`] from the change feed (PostgreSQL, issue 30; `db::changes`) without
    /// a query: once the feed is as current as `freshness` asks (a form's POST: after one empty
    /// statement's round trip on the listening connection, which brings in every change
    /// committed before it, a logout or a password change on any server included; a view: a
    /// recent one may serve), the session as last read. `None` when the feed cannot say (not on
    /// PostgreSQL, not listening, the session not held or its activity due to be noted): the
    /// caller then does it the ordinary way, whose read the feed keeps.
    pub async fn session_fresh(&self, token: &str, freshness: Freshness) -> Option<SessionUser> {
        let feed = self.changes.as_ref()?;
        if !well_formed(token) {
            return None;
        }
        let hash = token_hash(token);
        if !feed.holds_session(&hash) || !feed.sync(freshness).await {
            return None;
        }
        let user = self.held_session(feed, &hash)?;
        crate::telemetry::metrics::METRICS
            .sessions
            .with_label_values(&["change_feed"])
            .inc();
        Some(user)
    }

    /// The session of token hash `hash` as the feed holds it, unless its activity is due to be
    /// noted (a write: the ordinary way).
    fn held_session(&self, feed: &crate::db::changes::Changes, hash: &str) -> Option<SessionUser> {
        let row = feed.session(hash)?;
        if activity_due(&row, self.now()) || !constant_time_eq(&row.token_hash, hash) {
            return None;
        }
        Some(SessionUser::of(row))
    }

    /// The user of a session cookie (as [`Service::session`]) and game `game`'s page version
    /// (as [`Service::page_version`]) in one query on one connection: a view of a kept game
    /// page (issue 30, `web::page_cache`) needs both and little else. The session is read
    /// afresh on every view, as by [`Service::session`]: a logout or a password change (which
    /// delete the session's row) ends it at once, on every server. On PostgreSQL what was read
    /// is kept in the change feed ([`Service::session_and_page_version_fresh`]).
    pub fn session_and_page_version(
        &self,
        token: Option<&str>,
        game: GameId,
    ) -> Result<(Option<SessionUser>, Option<i64>)> {
        let token = token.filter(|t| well_formed(t));
        let hash = token.map(token_hash);
        let mut c = self.db.conn()?;
        // Before the read: what it returns may be kept only if nothing it could miss happened.
        let mark = self.changes.as_ref().and_then(|f| f.mark());
        let Some((version, row)) =
            queries::page_version_and_session(&mut c, i32::from(game), hash.as_deref())?
        else {
            // No such game: the session alone.
            drop(c);
            return Ok((token.map(|t| self.session(t)).transpose()?.flatten(), None));
        };
        crate::telemetry::metrics::METRICS
            .page_versions
            .with_label_values(&["database"])
            .inc();
        if let (Some(feed), Some(mark)) = (&self.changes, mark) {
            feed.remember_page(mark, i32::from(game), version);
            if let Some(row) = &row {
                // Kept only as read: a session whose activity is about to be noted changes
                // (and is told of) right below, and is kept by the next view.
                if !activity_due(row, self.now()) {
                    feed.remember_session(mark, row.clone());
                }
            }
        }
        let user = match (row, &hash) {
            (Some(row), Some(hash)) => self.session_of(&mut c, hash, row)?,
            _ => None,
        };
        Ok((user, Some(version)))
    }

    /// [`Service::session_and_page_version`] from the change feed (PostgreSQL, issue 30;
    /// `db::changes`) without a query: once the feed is as current as `freshness` asks (see
    /// [`Service::session_fresh`]), the game's page version and the session as last read or
    /// told. `None` when the feed cannot say (not on
    /// PostgreSQL, not listening, the game or the session not held, the session's activity due
    /// to be noted): the caller then does it the ordinary way, whose read the feed keeps.
    pub async fn session_and_page_version_fresh(
        &self,
        token: Option<&str>,
        game: GameId,
        freshness: Freshness,
    ) -> Option<(Option<SessionUser>, i64)> {
        let feed = self.changes.as_ref()?;
        let token = token.filter(|t| well_formed(t));
        let hash = token.map(token_hash);
        // Nothing held for this view (its first here): no round trip for nothing.
        if !feed.holds(i32::from(game), hash.as_deref()) || !feed.sync(freshness).await {
            return None;
        }
        let version = feed.page_version(i32::from(game))?;
        let user = match &hash {
            Some(hash) => Some(self.held_session(feed, hash)?),
            None => None,
        };
        crate::telemetry::metrics::METRICS
            .page_versions
            .with_label_values(&["change_feed"])
            .inc();
        Some((user, version))
    }

    /// Whether views learn page versions from the change feed ([`Service::follow_changes`]).
    pub fn follows_changes(&self) -> bool {
        self.changes.is_some()
    }

    /// [`Service::session_and_page_version`] without waiting for anything, for a caller that
    /// must not block (an HTTP worker thread): `None` unless the database is SQLite (a read
    /// there takes microseconds and no lock: the write-ahead log), a pooled connection is free
    /// right now, the game exists, and the session needs no write (expired, or its activity
    /// due to be noted). The caller then does it the ordinary way.
    pub fn session_and_page_version_now(
        &self,
        token: Option<&str>,
        game: GameId,
    ) -> Option<(Option<SessionUser>, i64)> {
        let token = token.filter(|t| well_formed(t));
        let hash = token.map(token_hash);
        let mut c = self.db.pool.try_get()?;
        if !c.is_sqlite() {
            return None;
        }
        let (version, row) =
            queries::page_version_and_session(&mut c, i32::from(game), hash.as_deref()).ok()??;
        let user = match (row, &hash) {
            (Some(row), Some(hash)) => {
                let t = self.now();
                if activity_due(&row, t) || !constant_time_eq(&row.token_hash, hash) {
                    return None;
                }
                Some(SessionUser::of(row))
            }
            // A cookie naming no session: dropped by the ordinary way.
            (None, Some(_)) => return None,
            _ => None,
        };
        crate::telemetry::metrics::METRICS
            .page_versions
            .with_label_values(&["database"])
            .inc();
        Some((user, version))
    }

    /// The session read as `row` for the token of hash `hash`, unless it expired (then it is
    /// deleted); its last activity noted at most every ten minutes.
    fn session_of(
        &self,
        c: &mut crate::db::PooledConn,
        hash: &str,
        row: queries::SessionRow,
    ) -> Result<Option<SessionUser>> {
        if !constant_time_eq(&row.token_hash, hash) {
            return Ok(None);
        }
        let t = self.now();
        if t - row.last_seen_at > TimeDelta::days(SESSION_IDLE_DAYS) {
            queries::delete_session(c, hash)?;
            return Ok(None);
        }
        // Note activity at most every ten minutes, to keep page views read-only mostly.
        if activity_due(&row, t) {
            queries::touch_session(c, row.session_id, t)?;
            if rand::random::<u8>() < 8 {
                queries::delete_sessions_idle_since(c, t - TimeDelta::days(SESSION_IDLE_DAYS))?;
            }
        }
        Ok(Some(SessionUser::of(row)))
    }

    pub fn logout(&self, token: &str) -> Result<()> {
        let mut c = self.db.conn()?;
        queries::delete_session(&mut c, &token_hash(token))?;
        Ok(())
    }

    pub fn set_time_zone(&self, user: UserId, tz: &str) -> Result<()> {
        let user = i32::from(user);
        check_time_zone(tz).map_err(ServiceError::Invalid)?;
        let mut c = self.db.conn()?;
        queries::set_time_zone(&mut c, user, tz)?;
        Ok(())
    }

    /// The language the account reads in (issue 15): the code of one the edges speak.
    pub fn set_language(&self, user: UserId, code: &str) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        queries::set_language(&mut c, user, code)?;
        Ok(())
    }
}

/// Whether `token` can be a session token (64 hex digits): anything else is not looked up.
fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
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
        assert!(check_name("vіctimacct").is_err(), "mixed scripts");
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
