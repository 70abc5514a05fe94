//! The service's one source of time. Everything that reads the time — stamps on rows,
//! deadlines, reminders, token expiry, the mail worker's retries — asks a [`Clock`], so tests
//! move time forward instead of sleeping.
//!
//! - [`Clock::System`]: the real time (production).
//! - [`Clock::File`]: the instant written in a file (RFC 3339, e.g. `2026-11-23T12:00:00Z`),
//!   read at every call. `rookery serve` and `rookery worker` use it when `ROOKERY_CLOCK_FILE`
//!   names a file: the tests that drive a real server process move its time by rewriting it.
//! - [`Clock::Manual`]: an instant held in memory, for tests inside one process.

use chrono::{DateTime, DurationRound, NaiveDateTime, TimeDelta, Utc};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug, Default)]
pub enum Clock {
    #[default]
    System,
    File(PathBuf),
    Manual(Arc<Mutex<NaiveDateTime>>),
}

impl Clock {
    /// `ROOKERY_CLOCK_FILE` when set, else the system clock.
    pub fn from_env() -> Clock {
        match std::env::var_os("ROOKERY_CLOCK_FILE") {
            Some(p) if !p.is_empty() => Clock::File(PathBuf::from(p)),
            _ => Clock::System,
        }
    }

    /// A clock that stands still at `at` until moved.
    pub fn manual(at: NaiveDateTime) -> Clock {
        Clock::Manual(Arc::new(Mutex::new(truncate(at))))
    }

    /// Now, in UTC, at the microsecond precision both databases store.
    pub fn now(&self) -> NaiveDateTime {
        match self {
            Clock::System => truncate(Utc::now().naive_utc()),
            Clock::File(path) => match read_instant(path) {
                Ok(t) => t,
                Err(e) => {
                    // A test harness mistake, not a player's: say so, and keep running.
                    tracing::warn!(
                        "ROOKERY_CLOCK_FILE {}: {e}; using the system clock",
                        path.display()
                    );
                    truncate(Utc::now().naive_utc())
                }
            },
            Clock::Manual(t) => *t.lock().unwrap_or_else(|p| p.into_inner()),
        }
    }

    /// Moves a manual clock forward (other clocks are not moved).
    pub fn advance(&self, by: TimeDelta) {
        if let Clock::Manual(t) = self {
            let mut t = t.lock().unwrap_or_else(|p| p.into_inner());
            *t += by;
        }
    }
}

fn truncate(t: NaiveDateTime) -> NaiveDateTime {
    t.duration_trunc(TimeDelta::microseconds(1)).unwrap_or(t)
}

fn read_instant(path: &std::path::Path) -> Result<NaiveDateTime, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    DateTime::parse_from_rfc3339(text.trim())
        .map(|t| truncate(t.with_timezone(&Utc).naive_utc()))
        .map_err(|e| format!("{:?} is not an RFC 3339 instant: {e}", text.trim()))
}

/// Writes `at` into a clock file (what tests call to move a server's time).
pub fn write_clock_file(path: &std::path::Path, at: NaiveDateTime) -> std::io::Result<()> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, at.and_utc().to_rfc3339())?;
    std::fs::rename(tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let t0 = NaiveDateTime::parse_from_str("2026-11-23 10:00:00", "%Y-%m-%d %H:%M:%S").unwrap();
        let c = Clock::manual(t0);
        assert_eq!(c.now(), t0);
        c.advance(TimeDelta::hours(25));
        assert_eq!(c.now(), t0 + TimeDelta::hours(25));
    }

    #[test]
    fn a_file_clock_reads_the_file_at_every_call() {
        let dir = std::env::temp_dir().join(format!("rookery-clock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("now");
        let t0 = NaiveDateTime::parse_from_str("2026-11-23 10:00:00", "%Y-%m-%d %H:%M:%S").unwrap();
        write_clock_file(&path, t0).unwrap();
        let c = Clock::File(path.clone());
        assert_eq!(c.now(), t0);
        write_clock_file(&path, t0 + TimeDelta::minutes(90)).unwrap();
        assert_eq!(c.now(), t0 + TimeDelta::minutes(90));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
