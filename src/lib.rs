//! Rookery: an asynchronous play-by-web server for *A Game of Thrones: The Board Game* (the 2nd
//! edition, and the 1st edition as a second ruleset).
//!
//! The crate is layered (see `docs/architecture.md`; `tests/layering.rs` holds the imports to
//! the layers):
//! - [`engine`]: the pure rules engine. No I/O, no clock, no global RNG. A game is a setup plus an
//!   ordered log of inputs; the state is what replaying that log produces.
//! - [`bot`]: the computer player, answering any request from its house's view alone (pure).
//! - [`scenario`]: the human-writable rule-test format run by `cargo test` and `rookery scenario`.
//! - [`selfplay`]: random legal play with invariant checks, used by CI and by the benchmarks.
//! - [`db`]: storage (SQLite or PostgreSQL, one schema): the input log is the truth.
//! - [`service`]: the use cases (accounts, lobby, submit), one transaction each.
//! - [`decisions`]: a form for every decision (data), built and parsed side by side; drawn by
//!   the web pages.
//! - [`http`]: what the pages and the JSON API share of HTTP (state, server, guard, body reader);
//!   `main` mounts both on it.
//! - [`web`]: the pages (askama) over [`service`].
//! - [`api`]: the JSON API under `/api/v1`, a second adapter over [`service`].
//! - [`outbound`]: webhook and Web Push calls, to the public internet only.
//! - [`mail`]: the outbox and its senders (SMTP or a Maildir, webhooks, Web Push) and the
//!   reply listener.
//! - [`i18n`]: the five languages, their Fluent message catalogues and the lookup of one message
//!   ([`i18n::Lang`], [`i18n::Tr`]); below every module that words anything.
//! - [`wording`]: the engine's and the service's data (events, requests, inputs, reasons, the
//!   clock, votes) put into sentences of those catalogues, for pages and mails alike.
//! - [`telemetry`], [`settings`]: logging, metrics, memory limits; reading settings.
//! - [`lru`]: the map the caches (replays, rendered pages, drawn maps) keep by recent use.
//! - [`background`]: a thread with a single-threaded runtime of its own (the database's `LISTEN`
//!   connections, the mail worker's signals).
//! - [`webplay`]: whole games played over HTTP against a real server, reading only the pages.
//! - [`pace`]: how often slow games wait, played through the service on a simulated clock.
//! - [`arena`]: games between kinds of players (computer, defaults, random) to measure strength.
//! - [`demo`]: demo games (`rookery demo`), self-played and stored through the service.

pub mod api;
pub mod arena;
pub mod background;
pub mod bot;
pub mod db;
pub mod decisions;
pub mod demo;
pub use rookery_engine as engine;
pub mod http;
pub mod i18n;
pub mod lru;
pub mod mail;
pub mod outbound;
pub mod pace;
pub mod scenario;
pub mod selfplay;
pub mod service;
pub mod settings;
pub mod telemetry;
pub mod web;
pub mod webplay;
pub mod wording;
