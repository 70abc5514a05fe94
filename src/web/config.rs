//! `rookery serve`'s settings of the web side, from environment variables, validated at start
//! with errors that name the variable and say what is expected. The database's settings
//! (`DATABASE_URL`, `ROOKERY_DB_POOL`) are read by [`crate::db::DbConfig`], the mail's by
//! `mail::config`.
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `ROOKERY_BIND` | `127.0.0.1:8080` | the `IP:PORT` to listen on |
//! | `ROOKERY_SECURE_COOKIES` | `false` | mark cookies `Secure` (set it when the site is served over HTTPS) |
//! | `ROOKERY_WORKERS` | CPU count | HTTP worker threads (1–256) |
//! | `ROOKERY_MAX_BODY` | `65536` | largest request body in bytes (1024–10485760) |
//! | `ROOKERY_METRICS_TOKEN` | unset | serve `/metrics` to requests with `Authorization: Bearer TOKEN` (at least 16 characters); unset: no `/metrics` |

use crate::http::WebConfig;
use crate::settings::{flag, number};
use std::net::SocketAddr;

pub use crate::settings::DEFAULT_BIND;

/// Every setting `rookery serve` reads.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    pub bind: SocketAddr,
    pub workers: Option<usize>,
    pub web: WebConfig,
}

pub use crate::settings::env_var;

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

impl ServeConfig {
    pub fn from_env() -> Result<ServeConfig, String> {
        let bind = bind_address()?;
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
