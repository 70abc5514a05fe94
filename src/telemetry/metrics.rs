//! The process's metrics, served at `/metrics` in the Prometheus text format (see
//! `web::metrics`, which also adds the figures read from the database at scrape time: mails
//! pending and the age of the oldest).
//!
//! Counters live in one process-wide registry: every layer counts its own events here (the web
//! layer its requests, the service its submissions and due jobs, the mail worker its
//! deliveries, the cache its hits) without knowing who reads them.

use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, Opts, Registry,
    TextEncoder,
};
use std::sync::LazyLock;

/// Every metric of the process.
pub struct Metrics {
    registry: Registry,
    /// Requests answered, by route pattern (`/games/{id}`) and status code.
    pub requests: IntCounterVec,
    /// Time to answer, by route pattern.
    pub request_seconds: HistogramVec,
    /// Inputs accepted into a game's log (web form, mail reply or API).
    pub submissions: IntCounter,
    /// Submissions refused by the rules (the player was told why).
    pub rejections: IntCounter,
    /// Mails handed to the transport, by outcome (`sent`, `retry`, `failed`).
    pub mails: IntCounterVec,
    /// Work the due jobs did, by job (`deadlines`, `reminders`, `digests`, `pruned`).
    pub due_jobs: IntCounterVec,
    /// Game replays served from the cache, or replayed from the log.
    pub cache_lookups: IntCounterVec,
    /// Bytes (estimated) the replay cache holds.
    pub cache_bytes: IntGauge,
    /// Replays the cache holds.
    pub cache_games: IntGauge,
    /// Page versions a view checked its kept page against, by where they came from (`database`:
    /// a query; `change_feed`: PostgreSQL's notifications, `db::changes`).
    pub page_versions: IntCounterVec,
    /// Sessions a request other than a kept page's view resolved, by where they came from
    /// (`database`: a query; `change_feed`: held and kept current by the notifications).
    pub sessions: IntCounterVec,
    /// Barriers of the change feed (`db::changes`) a request needed, by whether it sent one
    /// (`sent`: a round trip to PostgreSQL) or a recent one served it (`recent`, within
    /// `ROOKERY_CHANGE_FEED_LAG_MS`).
    pub change_feed_barriers: IntCounterVec,
    /// Requests that woke the mail worker because they wrote a note (a mail, a webhook call, a
    /// push message) into the outbox; a request that wrote none leaves the worker asleep.
    pub mail_wakes: IntCounter,
    /// Requests the HTTP layer refused before any route saw them (a request line or header it
    /// could not read; answered 400 by actix-http). Counted here instead of logged as errors:
    /// see `telemetry::logging`.
    pub malformed_requests: IntCounter,
}

/// The process's metrics.
pub static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);

/// Response-time buckets, in seconds: from a cached page (~1 ms) to a slow replay.
const BUCKETS: &[f64] = &[
    0.000_5, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

impl Metrics {
    fn new() -> Metrics {
        let registry = Registry::new();
        let requests = IntCounterVec::new(
            Opts::new("rookery_http_requests_total", "HTTP requests answered"),
            &["route", "status"],
        )
        .expect("valid metric");
        let request_seconds = HistogramVec::new(
            HistogramOpts::new(
                "rookery_http_request_duration_seconds",
                "Time to answer an HTTP request",
            )
            .buckets(BUCKETS.to_vec()),
            &["route"],
        )
        .expect("valid metric");
        let submissions = IntCounter::new(
            "rookery_submissions_total",
            "Inputs accepted into a game's log",
        )
        .expect("valid metric");
        let rejections = IntCounter::new(
            "rookery_rejections_total",
            "Submissions refused by the rules",
        )
        .expect("valid metric");
        let mails = IntCounterVec::new(
            Opts::new("rookery_mails_total", "Mail deliveries tried, by outcome"),
            &["outcome"],
        )
        .expect("valid metric");
        let due_jobs = IntCounterVec::new(
            Opts::new(
                "rookery_due_jobs_total",
                "Work done by the due jobs, by job",
            ),
            &["job"],
        )
        .expect("valid metric");
        let cache_lookups = IntCounterVec::new(
            Opts::new(
                "rookery_cache_lookups_total",
                "Game replays looked up in the cache, by result (hit; extended: live, with inputs since; packed: unpacked; miss: restored from the snapshot or replayed)",
            ),
            &["result"],
        )
        .expect("valid metric");
        let cache_bytes = IntGauge::new(
            "rookery_cache_bytes",
            "Bytes held by the replay cache: its live replays (estimated) and its packed games (exactly)",
        )
        .expect("valid metric");
        let cache_games = IntGauge::new(
            "rookery_cache_games",
            "Games held in the cache, live or packed",
        )
        .expect("valid metric");
        let page_versions = IntCounterVec::new(
            Opts::new(
                "rookery_page_versions_total",
                "Game page versions read for a view, by source (database: a query; change_feed: learned from the database's notifications)",
            ),
            &["source"],
        )
        .expect("valid metric");
        let sessions = IntCounterVec::new(
            Opts::new(
                "rookery_sessions_total",
                "Sessions resolved for a request other than a kept game page's view, by source (database: a query; change_feed: held, kept current by the database's notifications)",
            ),
            &["source"],
        )
        .expect("valid metric");
        let change_feed_barriers = IntCounterVec::new(
            Opts::new(
                "rookery_change_feed_barriers_total",
                "Change feed barriers requests needed, by outcome (sent: a round trip to PostgreSQL; recent: served by one sent within ROOKERY_CHANGE_FEED_LAG_MS)",
            ),
            &["outcome"],
        )
        .expect("valid metric");
        let mail_wakes = IntCounter::new(
            "rookery_mail_wakes_total",
            "Requests that woke the mail worker because they wrote a mail, webhook call or push message",
        )
        .expect("valid metric");
        let malformed_requests = IntCounter::new(
            "rookery_http_malformed_requests_total",
            "Requests refused with 400 before any route saw them: a request line or header the HTTP parser could not read",
        )
        .expect("valid metric");
        for m in [
            Box::new(requests.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(request_seconds.clone()),
            Box::new(submissions.clone()),
            Box::new(rejections.clone()),
            Box::new(mails.clone()),
            Box::new(due_jobs.clone()),
            Box::new(cache_lookups.clone()),
            Box::new(cache_bytes.clone()),
            Box::new(cache_games.clone()),
            Box::new(page_versions.clone()),
            Box::new(sessions.clone()),
            Box::new(change_feed_barriers.clone()),
            Box::new(mail_wakes.clone()),
            Box::new(malformed_requests.clone()),
        ] {
            registry.register(m).expect("each metric registered once");
        }
        Metrics {
            registry,
            requests,
            request_seconds,
            submissions,
            rejections,
            mails,
            due_jobs,
            cache_lookups,
            cache_bytes,
            cache_games,
            page_versions,
            sessions,
            change_feed_barriers,
            mail_wakes,
            malformed_requests,
        }
    }

    /// Every metric in the Prometheus text format, followed by `extra` (lines already in that
    /// format, for figures read at scrape time).
    pub fn render(&self, extra: &str) -> String {
        let mut out = Vec::new();
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut out);
        let mut text = String::from_utf8(out).unwrap_or_default();
        text.push_str(extra);
        text
    }
}

/// A gauge in the Prometheus text format, for a figure read at scrape time.
pub fn gauge_text(name: &str, help: &str, value: f64) -> String {
    format!("# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_events_appear_in_the_text_format() {
        let m = &*METRICS;
        m.requests.with_label_values(&["/games/{id}", "200"]).inc();
        m.request_seconds
            .with_label_values(&["/games/{id}"])
            .observe(0.003);
        let text = m.render(&gauge_text("rookery_x", "a test figure", 2.0));
        assert!(text.contains("rookery_http_requests_total{route=\"/games/{id}\",status=\"200\"}"));
        assert!(text.contains(
            "rookery_http_request_duration_seconds_bucket{route=\"/games/{id}\",le=\"0.005\"}"
        ));
        assert!(text.contains("# TYPE rookery_x gauge\nrookery_x 2\n"));
    }
}
