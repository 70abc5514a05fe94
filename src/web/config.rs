//! `rookery serve`'s settings, from environment variables, validated at start with errors that
//! name the variable and say what is expected.
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `ROOKERY_BIND` | `127.0.0.1:8080` | the `IP:PORT` to listen on |
//! | `DATABASE_URL` | `./rookery.db` | a SQLite file (created with the schema on first start), or `postgres://…` |
//! | `ROOKERY_SECURE_COOKIES` | `false` | mark cookies `Secure` (set it when the site is served over HTTPS) |
//! | `ROOKERY_DB_POOL` | 2 per CPU, 4–16 | database connections (1–200) |
//! | `ROOKERY_WORKERS` | CPU count | HTTP worker threads (1–256) |
//! | `ROOKERY_MAX_BODY` | `65536` | largest request body in bytes (1024–10485760) |
//! | `ROOKERY_METRICS_TOKEN` | unset | serve `/metrics` to requests with `Authorization: Bearer TOKEN` (at least 16 characters); unset: no `/metrics` |

use crate::db::Target;
use crate::http::WebConfig;
use std::net::SocketAddr;

pub use crate::settings::DEFAULT_BIND;
pub const DEFAULT_DATABASE_URL: &str = "./rookery.db";

/// Every setting `rookery serve` reads.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    pub bind: SocketAddr,
    pub database: Target,
    pub pool_size: u32,
    pub workers: Option<usize>,
    pub web: WebConfig,
}

pub use crate::settings::env_var;

fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
    name: &str,
    lo: T,
    hi: T,
) -> Result<Option<T>, String> {
    match env_var(name)? {
        None => Ok(None),
        Some(v) => match v.trim().parse::<T>() {
            Ok(n) if n >= lo && n <= hi => Ok(Some(n)),
            _ => Err(format!(
                "{name}={v:?} is not a whole number from {lo} to {hi}"
            )),
        },
    }
}

fn flag(name: &str) -> Result<bool, String> {
    match env_var(name)?
        .as_deref()
        .map(|v| v.trim().to_ascii_lowercase())
    {
        None => Ok(false),
        Some(v) if ["1", "true", "yes", "on"].contains(&v.as_str()) => Ok(true),
        Some(v) if ["0", "false", "no", "off"].contains(&v.as_str()) => Ok(false),
        Some(v) => Err(format!(
            "{name}={v:?} is not a yes/no value; use true or false"
        )),
    }
}

/// Two connections per CPU, 4 to 16: more connections than cores only queue up in the database
/// (measured: on 2 cores, 8 PostgreSQL connections gave a p99 of ~200 ms, 4 gave ~40 ms).
pub fn default_pool_size() -> u32 {
    let cpus = std::thread::available_parallelism().map_or(2, |n| n.get()) as u32;
    (2 * cpus).clamp(4, 16)
}

/// Parses the listening address from `ROOKERY_BIND`.
pub fn bind_address() -> Result<SocketAddr, String> {
    let raw = env_var("ROOKERY_BIND")?;
    let text = raw.as_deref().unwrap_or(DEFAULT_BIND).trim();
    text.parse().map_err(|_| {
        format!(
            "ROOKERY_BIND={text:?} is not an address to listen on; \
             expected IP:PORT, e.g. 127.0.0.1:8080, 0.0.0.0:8080 or [::1]:8080"
        )
    })
}

/// The database named by `DATABASE_URL` (default `./rookery.db`).
pub fn database() -> Result<Target, String> {
    let url = env_var("DATABASE_URL")?.unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string());
    Target::parse(&url)
}

impl ServeConfig {
    pub fn from_env() -> Result<ServeConfig, String> {
        let bind = bind_address()?;
        let database = database()?;
        let pool_size = number::<u32>("ROOKERY_DB_POOL", 1, 200)?.unwrap_or_else(default_pool_size);
        let workers = number::<usize>("ROOKERY_WORKERS", 1, 256)?;
        let max_body =
            number::<usize>("ROOKERY_MAX_BODY", 1024, 10 * 1024 * 1024)?.unwrap_or(64 * 1024);
        let secure_cookies = flag("ROOKERY_SECURE_COOKIES")?;
        let metrics_token = match env_var("ROOKERY_METRICS_TOKEN")? {
            None => None,
            Some(t) if t.trim().len() >= 16 && !t.trim().contains(char::is_whitespace) => {
                Some(t.trim().to_string())
            }
            Some(_) => {
                return Err(
                    "ROOKERY_METRICS_TOKEN must be at least 16 characters with no spaces \
                     (a long random string: it guards the operators' figures)"
                        .into(),
                )
            }
        };
        Ok(ServeConfig {
            bind,
            database,
            pool_size,
            workers,
            web: WebConfig {
                secure_cookies,
                max_body,
                guard: crate::http::guard::GuardConfig::from_env()?,
                metrics_token,
            },
        })
    }
}
