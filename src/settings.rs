//! Reading settings from the environment, shared by every process kind (`serve`, `worker`):
//! the web and mail configurations both build on these.

/// Where `rookery serve` listens unless `ROOKERY_BIND` says otherwise (also the default host of
/// the links in mails).
pub const DEFAULT_BIND: &str = "127.0.0.1:8080";

/// The value of an environment variable, `None` when unset or empty.
pub fn env_var(name: &str) -> Result<Option<String>, String> {
    match std::env::var(name) {
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not valid UTF-8")),
    }
}
