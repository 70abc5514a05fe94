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
//! - A request the HTTP layer cannot read (a header holding a control character, a broken
//!   request line: a scanner's or a broken client's) is answered 400 by actix-http before any
//!   route sees it, and actix-http logs it as an ERROR (`stream error: request parse error: …`).
//!   The fault is the client's, and an operator who is woken by errors would be woken by every
//!   scanner: such lines are counted in `rookery_http_malformed_requests_total` and left out of
//!   the log, unless `RUST_LOG` asks for actix-http's debug lines (`RUST_LOG=info,actix_http=debug`).
//!
//! Lines never carry a password, a token, a mail address or a mail's body: callers log ids
//! (`game`, `user`, `mail`), kinds and error reasons.

use super::metrics::METRICS;
use std::fmt;
use std::str::FromStr;
use tracing::field::{Field, Visit};
use tracing::subscriber::Interest;
use tracing::{Event, Level, Metadata, Subscriber};
use tracing_subscriber::filter::{LevelFilter, Targets};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::Layer;

/// Where actix-http logs a connection's failure, and how a request it could not parse reads
/// there (`DispatchError::Parse`'s display).
const DISPATCHER: &str = "actix_http::h1::dispatcher";
const PARSE_ERROR: &str = "stream error: request parse error";

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
    // One filter for the whole subscriber, not a per-layer filter: a per-layer filter that
    // refused an event by its fields tripped tracing-subscriber's own debug assertion on the
    // next event (its per-layer state was left set).
    let filter = LineFilter::new(filter);
    let _ = match format {
        Format::Json => tracing_subscriber::registry()
            .with(filter)
            .with(lines.json().with_current_span(true).with_span_list(false))
            .try_init(),
        Format::Text => tracing_subscriber::registry()
            .with(filter)
            .with(lines.with_ansi(false))
            .try_init(),
    };
}

/// What the log lines show: `RUST_LOG`'s filter, less actix-http's errors for requests it could
/// not parse, which it counts (see the module docs) whatever `RUST_LOG` says; they are shown
/// when actix-http's debug lines are asked for.
struct LineFilter {
    targets: Targets,
    show_parse_errors: bool,
}

impl LineFilter {
    fn new(targets: Targets) -> LineFilter {
        let show_parse_errors = targets.would_enable(DISPATCHER, &Level::DEBUG);
        LineFilter {
            targets,
            show_parse_errors,
        }
    }

    /// Whether the counter must see events of this kind (whatever the filter says of them).
    fn counts(meta: &Metadata<'_>) -> bool {
        *meta.level() == Level::ERROR && meta.target() == DISPATCHER
    }
}

impl<S: Subscriber> Layer<S> for LineFilter {
    fn register_callsite(&self, meta: &'static Metadata<'static>) -> Interest {
        if Self::counts(meta) {
            // Asked again for each event: `event_enabled` decides by its message.
            Interest::sometimes()
        } else {
            Layer::<S>::register_callsite(&self.targets, meta)
        }
    }

    fn enabled(&self, meta: &Metadata<'_>, cx: Context<'_, S>) -> bool {
        Self::counts(meta) || Layer::<S>::enabled(&self.targets, meta, cx)
    }

    fn max_level_hint(&self) -> Option<LevelFilter> {
        let hint = Layer::<S>::max_level_hint(&self.targets);
        // `OFF` is the lowest hint, `ERROR` the next: the counter needs errors.
        hint.map(|h| h.max(LevelFilter::ERROR))
    }

    fn event_enabled(&self, event: &Event<'_>, _: Context<'_, S>) -> bool {
        let meta = event.metadata();
        if !Self::counts(meta) {
            return true;
        }
        if is_parse_error(event) {
            METRICS.malformed_requests.inc();
            return self.show_parse_errors;
        }
        self.targets.would_enable(meta.target(), meta.level())
    }
}

/// Whether an event of actix-http's dispatcher ([`LineFilter::counts`]) is its line for a
/// request it could not parse.
fn is_parse_error(event: &Event<'_>) -> bool {
    struct Message(String);
    impl Visit for Message {
        fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
            if field.name() == "message" {
                self.0 = format!("{value:?}");
            }
        }
    }
    let mut message = Message(String::new());
    event.record(&mut message);
    message.0.starts_with(PARSE_ERROR)
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
    use super::{filter_from_setting, Format, LineFilter};
    use crate::telemetry::metrics::METRICS;
    use std::sync::{Arc, Mutex};
    use tracing::Level;
    use tracing_subscriber::layer::SubscriberExt;

    /// The lines written under `rust_log` while actix-http reports a request it could not parse
    /// and a connection's other failure, and by how much the counter grew.
    fn lines_under(rust_log: &str) -> (String, u64) {
        let out = Arc::new(Mutex::new(Vec::<u8>::new()));
        let writer = {
            let out = out.clone();
            move || Sink(out.clone())
        };
        let subscriber = tracing_subscriber::registry()
            .with(LineFilter::new(filter_from_setting(Some(rust_log))))
            .with(
                tracing_subscriber::fmt::layer()
                    .with_writer(writer)
                    .with_ansi(false),
            );
        let before = METRICS.malformed_requests.get();
        tracing::subscriber::with_default(subscriber, || {
            // What actix-http 3 writes (h1/dispatcher.rs), with its target.
            tracing::error!(
                target: "actix_http::h1::dispatcher",
                "stream error: {}",
                "request parse error: invalid Header provided"
            );
            tracing::error!(target: "actix_http::h1::dispatcher", "write zero; closing");
            tracing::error!(target: "rookery::web", "a database error");
        });
        let grew = METRICS.malformed_requests.get() - before;
        let text = String::from_utf8(out.lock().unwrap().clone()).unwrap();
        (text, grew)
    }

    struct Sink(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_request_the_http_layer_could_not_parse_is_counted_not_logged_as_an_error() {
        for rust_log in ["info", "warn", "error", "off", "rookery=debug"] {
            let (text, grew) = lines_under(rust_log);
            assert!(!text.contains("parse error"), "{rust_log}: {text}");
            // Counted whatever the log shows (other tests may count at the same time).
            assert!(grew >= 1, "{rust_log}");
            if rust_log != "off" && rust_log != "rookery=debug" {
                assert!(text.contains("write zero; closing"), "{rust_log}: {text}");
                assert!(text.contains("a database error"), "{rust_log}: {text}");
            }
        }
        // Asked for, it is shown.
        let (text, _) = lines_under("info,actix_http=debug");
        assert!(
            text.contains("request parse error: invalid Header provided"),
            "{text}"
        );
    }

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
