//! Rookery's integration tests, as one test binary (`cargo test --test suite`): each module is
//! one file of `tests/`, named after what it proves (docs/testing.md lists them). One binary, not
//! one per file: the ~50 binaries took ~100 MB of disk and a link each, and `cargo test` ran
//! them one after another, each waiting for its slowest test; as modules they share one link
//! and the test threads stay busy across files. Run one file's tests with
//! `cargo test --test suite web_flow::` (or `scripts/test --test suite web_flow::`).

mod web_support;

mod api;
mod backup;
mod browser;
mod browser_access;
mod browser_connections;
mod browser_decisions;
mod browser_history;
mod browser_languages;
mod browser_map;
mod browser_ravens;
mod calendar;
mod computer_player;
mod computer_seats;
mod deadlines;
mod docs;
mod faceless;
mod hidden_information;
mod history;
mod languages;
mod languages_mail;
mod layering;
mod mail_clients;
mod mail_delivery;
mod mail_flow;
mod mail_notes;
mod mail_trust;
mod matchmaking;
mod moderation;
mod multi_server;
mod notifications;
mod operations;
mod pace;
mod page_cache;
mod push;
mod ratings;
mod ravens;
mod scenarios;
mod scripted_table;
mod seats;
mod selfplay;
mod serve;
mod shared_win;
mod snapshots;
mod time_bank;
mod votes;
mod web_accounts;
mod web_concurrency;
mod web_config;
mod web_flow;
mod web_hardening;
mod web_hostile;
mod web_lobby;
mod web_reads;
mod webhooks;
mod webplay;
