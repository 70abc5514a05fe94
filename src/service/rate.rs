//! Rate limits kept in memory, per server process (issue 23, item 5; issue 30): no database
//! read or write per request. Used by the JSON API ([`super::api_tokens`]), whose requests
//! are too many to record each as a row.
//!
//! Per process: several `rookery serve` processes behind one proxy each count their own
//! requests, so a client spread over N processes may make up to N times a limit; a restart
//! forgets the counts.
//!
//! Counting: one sliding window per key (a "sliding window counter"): the events of the
//! window running now and of the one before it, the earlier weighted by how much of it still
//! lies within the last `window`. A key's first window starts at its first event, so a key
//! counts exactly within its first window (a fresh key allows `limit` events, then refuses).
//! Memory is a few numbers per key; keys idle for two windows are forgotten, and the map never
//! holds more than [`MAX_KEYS`] keys: a new key over that first drops the idle ones and, if
//! the map is still full (a flood from that many addresses within a window), the eighth least
//! recently used. A dropped key starts afresh, so such a flood can only give the keys it pushed
//! out a new allowance, never take one away from anyone.

use chrono::{NaiveDateTime, TimeDelta};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

/// One counted key: at most `limit` events within `window`.
#[derive(Clone, Debug)]
pub struct Rate {
    pub key: String,
    pub limit: i64,
    pub window: TimeDelta,
}

impl Rate {
    pub fn new(key: impl Into<String>, limit: i64, window: TimeDelta) -> Rate {
        Rate {
            key: key.into(),
            limit,
            window,
        }
    }
}

/// The most keys one limiter holds (about 100 bytes each: some 10 MB at most).
pub const MAX_KEYS: usize = 100_000;

#[derive(Clone, Copy, Debug)]
struct Window {
    start: NaiveDateTime,
    length: TimeDelta,
    previous: i64,
    current: i64,
    /// When the key was last asked about, as the limiter's running count of questions (the
    /// least recently used go first when the map is full).
    touched: u64,
}

impl Window {
    fn new(now: NaiveDateTime, length: TimeDelta) -> Window {
        Window {
            start: now,
            length,
            previous: 0,
            current: 0,
            touched: 0,
        }
    }

    /// Moves the window on to `now`.
    fn roll(&mut self, now: NaiveDateTime) {
        let elapsed = now - self.start;
        if elapsed >= self.length + self.length {
            *self = Window::new(now, self.length);
        } else if elapsed >= self.length {
            self.previous = self.current;
            self.current = 0;
            self.start += self.length;
        }
    }

    /// The share of the current window gone by at `now` (0 to 1).
    fn gone(&self, now: NaiveDateTime) -> f64 {
        let len = self.length.num_milliseconds().max(1) as f64;
        ((now - self.start).num_milliseconds() as f64 / len).clamp(0.0, 1.0)
    }

    /// The events counted within the last window at `now`.
    fn estimate(&self, now: NaiveDateTime) -> f64 {
        self.previous as f64 * (1.0 - self.gone(now)) + self.current as f64
    }

    fn has_room(&self, now: NaiveDateTime, limit: i64) -> bool {
        self.estimate(now) + 1.0 <= limit as f64 + 1e-9
    }

    /// Whole seconds (at least one) from `now` until one more event has room.
    fn wait(&self, now: NaiveDateTime, limit: i64) -> i64 {
        let len = self.length.num_milliseconds() as f64;
        let at_ms = if self.current + 1 > limit {
            // Not before this window ends; then until the old events weigh little enough.
            let rest = len * (1.0 - (limit - 1) as f64 / self.current as f64).max(0.0);
            (self.start + self.length - now).num_milliseconds() as f64 + rest
        } else {
            let gone_needed = 1.0 - (limit - 1 - self.current) as f64 / self.previous as f64;
            (len * gone_needed) - (now - self.start).num_milliseconds() as f64
        };
        ((at_ms / 1000.0).ceil() as i64).max(1)
    }
}

/// Counts events per key, in memory.
#[derive(Debug)]
pub struct RateLimiter {
    state: Mutex<State>,
    max_keys: usize,
}

impl Default for RateLimiter {
    fn default() -> Self {
        RateLimiter::with_max_keys(MAX_KEYS)
    }
}

#[derive(Debug, Default)]
struct State {
    windows: HashMap<String, Window>,
    events: u64,
    asked: u64,
}

impl State {
    fn window(&mut self, rate: &Rate, now: NaiveDateTime, max_keys: usize) -> &mut Window {
        if self.windows.len() >= max_keys && !self.windows.contains_key(&rate.key) {
            self.make_room(now, max_keys);
        }
        let w = self
            .windows
            .entry(rate.key.clone())
            .or_insert_with(|| Window::new(now, rate.window));
        w.roll(now);
        self.asked += 1;
        w.touched = self.asked;
        w
    }

    fn forget_idle_now(&mut self, now: NaiveDateTime) {
        self.windows
            .retain(|_, w| now - w.start < w.length + w.length);
    }

    /// Now and then, forgets the keys idle for two windows.
    fn forget_idle(&mut self, now: NaiveDateTime) {
        self.events += 1;
        if self.events.is_multiple_of(1024) {
            self.forget_idle_now(now);
        }
    }

    /// The map is full: drops the idle keys, and if that is not enough the eighth least
    /// recently used (at least one), so that a flood of new keys pays this sweep once per
    /// eighth of the map rather than on every key.
    fn make_room(&mut self, now: NaiveDateTime, max_keys: usize) {
        self.forget_idle_now(now);
        if self.windows.len() < max_keys {
            return;
        }
        let drop = (max_keys / 8).max(1);
        let mut touched: Vec<u64> = self.windows.values().map(|w| w.touched).collect();
        let (_, &mut cut, _) = touched.select_nth_unstable(drop - 1);
        // Every key was asked about at a different count: exactly `drop` are at or below.
        self.windows.retain(|_, w| w.touched > cut);
    }
}

impl RateLimiter {
    /// A limiter that holds at most `max_keys` keys (at least one).
    pub fn with_max_keys(max_keys: usize) -> RateLimiter {
        RateLimiter {
            state: Mutex::default(),
            max_keys: max_keys.max(1),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// If every rate has room at `now`, counts one event for each; otherwise counts nothing and
    /// returns the first full rate and the seconds until it has room.
    pub fn take<'r>(&self, rates: &'r [Rate], now: NaiveDateTime) -> Result<(), (&'r Rate, i64)> {
        let mut state = self.state();
        for rate in rates {
            let w = state.window(rate, now, self.max_keys);
            if !w.has_room(now, rate.limit) {
                return Err((rate, w.wait(now, rate.limit)));
            }
        }
        for rate in rates {
            state.window(rate, now, self.max_keys).current += 1;
        }
        state.forget_idle(now);
        Ok(())
    }

    /// Whether `rate` has room for one more event at `now`, without counting one; `Err`: the
    /// seconds until it has.
    pub fn check(&self, rate: &Rate, now: NaiveDateTime) -> Result<(), i64> {
        let mut state = self.state();
        let w = state.window(rate, now, self.max_keys);
        if w.has_room(now, rate.limit) {
            Ok(())
        } else {
            Err(w.wait(now, rate.limit))
        }
    }

    /// Counts one event of `rate` at `now`, room or not (a failure known only afterwards).
    pub fn count(&self, rate: &Rate, now: NaiveDateTime) {
        let mut state = self.state();
        state.window(rate, now, self.max_keys).current += 1;
        state.forget_idle(now);
    }

    /// How many keys are held (for tests and the curious).
    pub fn keys(&self) -> usize {
        self.state().windows.len()
    }
}

/// A client's address as a rate key: an IPv4 address as it is, an IPv6 address by its /64
/// network (one subscriber's share: a client holds a whole /64 and can take any address of it).
pub fn address_key(ip: Option<IpAddr>) -> String {
    match ip {
        None => "unknown".into(),
        Some(IpAddr::V4(v4)) => v4.to_string(),
        Some(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                let net = std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0);
                format!("{net}/64")
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> NaiveDateTime {
        chrono::DateTime::from_timestamp(1_800_000_000 + secs, 0)
            .unwrap()
            .naive_utc()
    }

    #[test]
    fn a_fresh_key_allows_exactly_its_limit_then_says_when_to_come_back() {
        let limiter = RateLimiter::default();
        let rate = Rate::new("k", 5, TimeDelta::minutes(1));
        let rates = [rate.clone()];
        for i in 0..5 {
            assert!(limiter.take(&rates, at(i)).is_ok(), "event {i}");
        }
        let (_, wait) = limiter.take(&rates, at(10)).unwrap_err();
        // Not before the window ends (50 s), and then until the five weigh little enough.
        assert!(wait > 50 && wait <= 65, "{wait}");
        assert_eq!(limiter.check(&rate, at(10)), Err(wait));
        // Refused events are not counted; after the wait there is room again.
        assert!(limiter.take(&rates, at(10 + wait)).is_ok());
        assert!(limiter.take(&rates, at(10 + wait)).is_err());
    }

    #[test]
    fn the_sliding_window_never_lets_a_burst_across_a_window_boundary_through() {
        let limiter = RateLimiter::default();
        let rates = [Rate::new("k", 10, TimeDelta::minutes(1))];
        // Ten at the end of the first window...
        assert!(limiter.take(&rates, at(0)).is_ok());
        for _ in 1..10 {
            assert!(limiter.take(&rates, at(59)).is_ok());
        }
        // ...and just after it the earlier ones still weigh almost fully.
        assert!(limiter.take(&rates, at(61)).is_err());
        // A steady stream of attempts (one a second for ten minutes) gets about the limit a
        // minute: never more on average, and not starved (the estimate is a little cautious).
        let mut allowed = 0;
        for s in 0..600 {
            if limiter.take(&rates, at(61 + s)).is_ok() {
                allowed += 1;
            }
        }
        assert!((80..=100).contains(&allowed), "{allowed} in 10 minutes");
    }

    #[test]
    fn every_rate_must_have_room_and_a_refusal_counts_nothing() {
        let limiter = RateLimiter::default();
        let small = Rate::new("small", 2, TimeDelta::minutes(1));
        let big = Rate::new("big", 100, TimeDelta::minutes(1));
        let both = [big.clone(), small.clone()];
        assert!(limiter.take(&both, at(0)).is_ok());
        assert!(limiter.take(&both, at(0)).is_ok());
        let (full, _) = limiter.take(&both, at(0)).unwrap_err();
        assert_eq!(full.key, "small");
        // `big` counted only the two that passed.
        for _ in 0..98 {
            assert!(limiter.take(std::slice::from_ref(&big), at(1)).is_ok());
        }
        assert!(limiter.take(std::slice::from_ref(&big), at(1)).is_err());
        // A counted failure fills a rate too.
        let failures = Rate::new("failures", 3, TimeDelta::minutes(1));
        for _ in 0..3 {
            assert!(limiter.check(&failures, at(2)).is_ok());
            limiter.count(&failures, at(2));
        }
        assert!(limiter.check(&failures, at(2)).is_err());
    }

    #[test]
    fn idle_keys_are_forgotten() {
        let limiter = RateLimiter::default();
        let minute = TimeDelta::minutes(1);
        for i in 0..1023 {
            assert!(limiter
                .take(&[Rate::new(format!("k{i}"), 1, minute)], at(0))
                .is_ok());
        }
        assert_eq!(limiter.keys(), 1023);
        assert!(limiter
            .take(&[Rate::new("late", 1, minute)], at(200))
            .is_ok());
        assert_eq!(limiter.keys(), 1, "only the live key is kept");
    }

    #[test]
    fn the_map_is_capped_and_a_flood_of_keys_pushes_out_only_the_least_recently_used() {
        let limiter = RateLimiter::with_max_keys(64);
        let minute = TimeDelta::minutes(1);
        let steady = [Rate::new("steady", 3, minute)];
        assert!(limiter.take(&steady, at(0)).is_ok());
        assert!(limiter.take(&steady, at(0)).is_ok());
        // A thousand new keys within one window (a flood from as many addresses), the steady
        // client asking now and then in between.
        for i in 0..1000 {
            let _ = limiter.take(&[Rate::new(format!("flood{i}"), 1, minute)], at(1));
            assert!(limiter.keys() <= 64, "{} keys", limiter.keys());
            if i % 10 == 0 {
                assert!(limiter.check(&steady[0], at(1)).is_ok());
            }
        }
        // The steady key was never pushed out: it still counts its two events.
        assert!(limiter.take(&steady, at(2)).is_ok());
        assert!(limiter.take(&steady, at(2)).is_err(), "its count was kept");
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_64() {
        let a = address_key(Some("2001:db8:1:2:aaaa::1".parse().unwrap()));
        let b = address_key(Some("2001:db8:1:2:bbbb::2".parse().unwrap()));
        let c = address_key(Some("2001:db8:1:3::1".parse().unwrap()));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            address_key(Some("203.0.113.7".parse().unwrap())),
            "203.0.113.7"
        );
        assert_eq!(
            address_key(Some("::ffff:203.0.113.7".parse().unwrap())),
            "203.0.113.7"
        );
    }
}
