//! Logs through `tracing`, to standard error.
//!
//! - `RUST_LOG` filters by level and module (`RUST_LOG=rookery=debug,actix_server=warn`); the
//!   default is `info`. It is read as `tracing_subscriber`'s `Targets` (a level, and levels per
//!   module path), not as its `EnvFilter`: the span and field filters of the latter were never
//!   used and brought a regular-expression engine into the build (issue 31, build time).
//! - `ROOKERY_LOG_FORMAT=json` writes one JSON object per line for a log collector; anything
//!   else (or unset) the plain text format.
//! - Every request runs inside a `request` span carrying its id (the `X-Request-Id` header and
//!   the reference a 500 page shows), so every line written while serving it names it, and one
//!   `request done` line per request gives its route pattern (never the path itself, which may
//!   hold a token), status and time.
//!
//! Lines never carry a password, a token, a mail address or a mail's body: callers log ids
//! (`game`, `user`, `mail`), kinds and error reasons.

use std::str::FromStr;
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::Layer;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

impl Format {
    /// `ROOKERY_LOG_FORMAT`'s value: `json`, else text.
    pub fn from_setting(value: Option<&str>) -> Format {
        match value.map(str::trim) {
            Some(v) if v.eq_ignore_ascii_case("json") => Format::Json,
            _ => Format::Text,
        }
    }
}

/// Installs the process's log subscriber (once; later calls do nothing). Reads `RUST_LOG` and
/// `ROOKERY_LOG_FORMAT`.
pub fn init() {
    let filter = filter_from_setting(std::env::var("RUST_LOG").ok().as_deref());
    let format = Format::from_setting(std::env::var("ROOKERY_LOG_FORMAT").ok().as_deref());
    let lines = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        .with_target(false);
    let _ = match format {
        Format::Json => tracing_subscriber::registry()
            .with(
                lines
                    .json()
                    .with_current_span(true)
                    .with_span_list(false)
                    .with_filter(filter),
            )
            .try_init(),
        Format::Text => tracing_subscriber::registry()
            .with(lines.with_ansi(false).with_filter(filter))
            .try_init(),
    };
}

/// `RUST_LOG`'s value as a filter: `warn`, `info,rookery=debug`, `rookery::db::sql=trace`; unset,
/// empty or unreadable, `info`.
pub fn filter_from_setting(value: Option<&str>) -> Targets {
    let info = || Targets::new().with_default(LevelFilter::INFO);
    match value.map(str::trim) {
        Some(v) if !v.is_empty() => Targets::from_str(v).unwrap_or_else(|_| info()),
        _ => info(),
    }
}

#[cfg(test)]
mod tests {
    use super::{filter_from_setting, Format};
    use tracing::Level;

    #[test]
    fn the_format_setting_reads_json_in_any_case_and_defaults_to_text() {
        assert_eq!(Format::from_setting(Some("JSON")), Format::Json);
        assert_eq!(Format::from_setting(Some(" json ")), Format::Json);
        assert_eq!(Format::from_setting(Some("text")), Format::Text);
        assert_eq!(Format::from_setting(Some("yaml")), Format::Text);
        assert_eq!(Format::from_setting(None), Format::Text);
    }

    #[test]
    fn rust_log_filters_by_level_and_module_and_defaults_to_info() {
        let default = filter_from_setting(None);
        assert!(default.would_enable("rookery::web", &Level::INFO));
        assert!(!default.would_enable("rookery::web", &Level::DEBUG));
        assert_eq!(
            filter_from_setting(Some("rookery=loud")).default_level(),
            default.default_level()
        );
        let modules = filter_from_setting(Some("warn,rookery::db::sql=trace"));
        assert!(modules.would_enable("rookery::db::sql", &Level::TRACE));
        assert!(!modules.would_enable("rookery::web", &Level::INFO));
        assert!(modules.would_enable("actix_server", &Level::WARN));
    }
}
