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

/// The whole number in `name`, if set, from `lo` to `hi`.
pub fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy>(
    name: &str,
    lo: T,
    hi: T,
) -> Result<Option<T>, String> {
    match env_var(name)? {
        None => Ok(None),
        Some(v) => match v.trim().parse::<T>() {
            Ok(n) if n >= lo && n <= hi => Ok(Some(n)),
            _ => Err(format!(
                "{name}={v:?} is not a whole number from {lo} to {hi}"
            )),
        },
    }
}

/// A yes/no setting (`true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0`); unset is no.
pub fn flag(name: &str) -> Result<bool, String> {
    match env_var(name)?
        .as_deref()
        .map(|v| v.trim().to_ascii_lowercase())
    {
        None => Ok(false),
        Some(v) if ["1", "true", "yes", "on"].contains(&v.as_str()) => Ok(true),
        Some(v) if ["0", "false", "no", "off"].contains(&v.as_str()) => Ok(false),
        Some(v) => Err(format!(
            "{name}={v:?} is not a yes/no value; use true or false"
        )),
    }
}
