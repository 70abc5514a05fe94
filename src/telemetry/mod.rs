//! What operators see (issue 17): the logs (`logging`: levels, `RUST_LOG`, request ids, an
//! optional JSON format) and the metrics (`metrics`: counters and histograms served at
//! `/metrics` in the Prometheus text format), and `memory` (the allocator's settings that keep
//! the process within its cache budget).
//!
//! It sits at the bottom of the layers, beside `settings`: the service counts submissions and mails,
//! the web layer counts requests, and neither needs the other to do it.

pub mod logging;
pub mod memory;
pub mod metrics;
