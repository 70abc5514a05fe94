//! Personal API tokens (issue 14, item 4): created and revoked on the settings page, sent by a
//! client as `Authorization: Bearer TOKEN` to `/api/v1`. The token is shown once, at creation;
//! the database keeps only its SHA-256 ([`super::token_hash`]), like sessions and mail links.
//!
//! Every API request is counted ([`Service::api_authenticate`], issue 23): against its client
//! address (`ROOKERY_API_REQUESTS_PER_ADDRESS_PER_MINUTE`), against the account of its token
//! with all its tokens together (`ROOKERY_API_REQUESTS_PER_MINUTE`: holding 20 tokens buys
//! nothing), and a request with a missing, unknown or revoked token also against its address's
//! failures (`ROOKERY_API_BAD_TOKENS_PER_ADDRESS_PER_MINUTE`), past which the address's
//! requests are refused before any token is looked up. The counts are kept in memory per
//! process ([`super::rate`]): no database write per request. A refusal carries the seconds
//! until there is room (`Retry-After`).

use super::rate::Rate;
use super::UserId;
use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use crate::db::queries::api_tokens as q;
use crate::db::write_transaction;
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};

/// Live tokens one account may hold.
pub const MAX_TOKENS: i64 = 20;
/// A token's last use is written at most once per this many minutes (issue 30: a read
/// writes nothing else).
pub const TOKEN_USE_MINUTES: i64 = 10;
/// The prefix of every API token (so that a leaked one is recognisable).
pub const PREFIX: &str = "rk_";

/// A token as the settings page lists it (never the token itself).
#[derive(Clone, Debug)]
pub struct TokenInfo {
    pub id: i32,
    pub name: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: Option<NaiveDateTime>,
}

/// The account an API request acts for.
#[derive(Clone, Debug)]
pub struct ApiUser {
    pub user_id: i32,
    pub name: String,
    pub time_zone: String,
    pub token_id: i32,
}

/// Checks a token's name: 1 to 60 characters, no control characters.
pub fn check_token_name(name: &str) -> std::result::Result<String, Reason> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Reason::new("svc-token-name-empty"));
    }
    if name.chars().count() > 60 || name.chars().any(char::is_control) {
        return Err(Reason::new("svc-token-name-bad"));
    }
    Ok(name.to_string())
}

impl Service {
    /// Creates a token for `user`; returns its id and the token (shown once, never again).
    pub fn create_api_token(&self, user: UserId, name: &str) -> Result<(i32, String)> {
        let user = i32::from(user);
        let name = check_token_name(name).map_err(ServiceError::Invalid)?;
        let token = format!("{PREFIX}{}", random_token());
        let hash = token_hash(&token);
        let at = self.now();
        let mut c = self.db.conn()?;
        let id = write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let live = q::count_live_api_tokens(c, user)?;
            if live >= MAX_TOKENS {
                return Err(ServiceError::Limit(
                    Reason::new("svc-tokens-max").num("max", MAX_TOKENS as f64),
                ));
            }
            Ok(q::insert_api_token(c, user, &name, &hash, at)?)
        })?;
        Ok((id, token))
    }

    /// `user`'s live tokens, newest first.
    pub fn api_tokens(&self, user: UserId) -> Result<Vec<TokenInfo>> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let rows = q::live_api_tokens_of(&mut c, user)?;
        Ok(rows
            .into_iter()
            .map(|(id, name, created_at, last_used_at)| TokenInfo {
                id,
                name,
                created_at,
                last_used_at,
            })
            .collect())
    }

    /// Revokes `user`'s token `id` (`NotFound` if it is not theirs or already revoked).
    pub fn revoke_api_token(&self, user: UserId, id: i32) -> Result<()> {
        let user = i32::from(user);
        let at = self.now();
        let mut c = self.db.conn()?;
        let n = q::revoke_api_token(&mut c, user, id, at)?;
        if n == 0 {
            return Err(ServiceError::NotFound);
        }
        Ok(())
    }

    /// A request with no token, or one whose token turned out unknown or revoked, from the
    /// client at `address` (a key of [`super::rate::address_key`]): counted against the
    /// address's failures; [`ServiceError::Limit`] once they are too many.
    pub fn api_unauthenticated(&self, address: &str) -> Result<()> {
        let failures = self.api_failures(address);
        let now = self.now();
        self.api_rate
            .check(&failures, now)
            .map_err(|wait| api_limit("svc-api-bad-tokens", &failures, wait))?;
        self.api_rate.count(&failures, now);
        Ok(())
    }

    fn api_failures(&self, address: &str) -> Rate {
        Rate::new(
            format!("api-bad-token:{address}"),
            self.limits.api_bad_tokens_per_address_per_minute,
            TimeDelta::minutes(1),
        )
    }

    /// The account of a bearer token sent from the client at `address` (a key of
    /// [`super::rate::address_key`]), counting this request against the address and the
    /// account: `Ok(None)` for an unknown or revoked token (counted as the address's failure),
    /// [`ServiceError::Limit`] (with the wait) when the address or the account made too many
    /// requests in the last minute, or the address too many failures.
    pub fn api_authenticate(&self, token: &str, address: &str) -> Result<Option<ApiUser>> {
        let now = self.now();
        // An address that sent too many bad tokens is not even looked up.
        let failures = self.api_failures(address);
        self.api_rate
            .check(&failures, now)
            .map_err(|wait| api_limit("svc-api-bad-tokens", &failures, wait))?;
        let per_address = [Rate::new(
            format!("api-address:{address}"),
            self.limits.api_requests_per_address_per_minute,
            TimeDelta::minutes(1),
        )];
        self.api_rate
            .take(&per_address, now)
            .map_err(|(rate, wait)| api_limit("svc-api-rate-address", rate, wait))?;
        let user = self.api_token_user(token)?;
        let Some(user) = user else {
            self.api_rate.count(&failures, now);
            return Ok(None);
        };
        // Issue 32: a suspended or banned account's tokens are refused while it lasts.
        if let Some(why) = self.sanction_refusal(&mut *self.db.conn()?, user.user_id)? {
            return Err(ServiceError::Forbidden(why));
        }
        let per_account = [Rate::new(
            format!("api-account:{}", user.user_id),
            self.limits.api_requests_per_minute,
            TimeDelta::minutes(1),
        )];
        self.api_rate
            .take(&per_account, now)
            .map_err(|(rate, wait)| api_limit("svc-api-rate", rate, wait))?;
        Ok(Some(user))
    }

    /// The live token's account (noting its use at most every ten minutes), or `None`.
    fn api_token_user(&self, token: &str) -> Result<Option<ApiUser>> {
        let Some(hex) = token.strip_prefix(PREFIX) else {
            return Ok(None);
        };
        if hex.len() != 64 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        let hash = token_hash(token);
        let now = self.now();
        let mut c = self.db.conn()?;
        let found = q::live_api_token_by_hash(&mut c, &hash)?;
        let Some((token_id, stored, last_used, user_id, name, time_zone)) = found else {
            return Ok(None);
        };
        if !constant_time_eq(&stored, &hash) {
            return Ok(None);
        }
        // Note use at most every ten minutes: when the noted use is older, and only by the one
        // request of this process that takes the token's turn in memory (parallel requests of
        // a bot would otherwise all write); the update itself skips a use noted meanwhile by
        // another server.
        let every = TimeDelta::minutes(TOKEN_USE_MINUTES);
        let turn = [Rate::new(format!("api-token-use:{token_id}"), 1, every)];
        if last_used.is_none_or(|t| now - t >= every) && self.api_rate.take(&turn, now).is_ok() {
            q::set_api_token_used(&mut c, token_id, now, now - every)?;
        }
        Ok(Some(ApiUser {
            user_id,
            name,
            time_zone,
            token_id,
        }))
    }
}

/// The refusal of an API request over `rate`, with the seconds until it has room.
fn api_limit(id: &'static str, rate: &Rate, wait: i64) -> ServiceError {
    ServiceError::Limit(
        Reason::new(id)
            .num("max", rate.limit as f64)
            .duration("wait", wait),
    )
}
