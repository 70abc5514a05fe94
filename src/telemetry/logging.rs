//! Logs through `tracing`, to standard error.
//!
//! - `RUST_LOG` filters by level and module (`RUST_LOG=rookery=debug,actix_server=warn`); the
//!   default is `info`.
//! - `ROOKERY_LOG_FORMAT=json` writes one JSON object per line for a log collector; anything
//!   else (or unset) the plain text format.
//! - Every request runs inside a `request` span carrying its id (the `X-Request-Id` header and
//!   the reference a 500 page shows), so every line written while serving it names it, and one
//!   `request done` line per request gives its route pattern (never the path itself, which may
//!   hold a token), status and time.
//!
//! Lines never carry a password, a token, a mail address or a mail's body: callers log ids
//! (`game`, `user`, `mail`), kinds and error reasons.

use tracing_subscriber::EnvFilter;

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
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let format = Format::from_setting(std::env::var("ROOKERY_LOG_FORMAT").ok().as_deref());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false);
    let _ = match format {
        Format::Json => builder
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
        Format::Text => builder.with_ansi(false).try_init(),
    };
}

#[cfg(test)]
mod tests {
    use super::Format;

    #[test]
    fn the_format_setting_reads_json_in_any_case_and_defaults_to_text() {
        assert_eq!(Format::from_setting(Some("JSON")), Format::Json);
        assert_eq!(Format::from_setting(Some(" json ")), Format::Json);
        assert_eq!(Format::from_setting(Some("text")), Format::Text);
        assert_eq!(Format::from_setting(Some("yaml")), Format::Text);
        assert_eq!(Format::from_setting(None), Format::Text);
    }
}
