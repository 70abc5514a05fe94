//! A phone for the browser tests: Debian's headless Chromium driven through chromedriver
//! (fantoccini) at a 390×844 viewport, with screenshots under `target/browser/`.
//!
//! [`Phone::start`] returns `None` (the test then skips with a note) when chromedriver is not
//! installed, except in CI (`CI=true`), where a missing browser is a failure.
//!
//! Each phone keeps its browser's temporary files in a folder of its own, removed with it:
//! Chromium and chromedriver write profiles and shared-memory files (`--disable-dev-shm-usage`)
//! into the temporary folder, and left about a dozen `org.chromium.Chromium.*` folders (up to
//! 3 MB each) in `/tmp` after every run of the suite.

use super::free_port;
use fantoccini::{Client, ClientBuilder, Locator};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// A running chromedriver and the browsers it started, in a process group of their own with a
/// temporary folder of their own; all stopped and removed when dropped.
pub struct Phone {
    driver: Child,
    port: u16,
    tmp: PathBuf,
}

impl Drop for Phone {
    fn drop(&mut self) {
        // The whole group, the driver with it: a browser whose driver is killed would otherwise
        // live on, and keep writing into the folder removed below. The driver is not yet
        // waited for, so its id still names the group.
        let group = self.driver.id() as libc::pid_t;
        // SAFETY: kill(2) with a negative pid signals that process group; no memory involved.
        unsafe { libc::kill(-group, libc::SIGKILL) };
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.tmp);
    }
}

/// A fresh folder for one phone's temporary files, under the system's temporary folder.
fn phone_tmp() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "rookery-phone-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder for the browser");
    dir
}

fn chromedriver() -> Option<PathBuf> {
    ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

/// `target/browser/`, where screenshots go.
pub fn shots_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

impl Phone {
    pub fn start() -> Option<Phone> {
        let Some(bin) = chromedriver() else {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("chromedriver is missing (scripts/test installs chromium-driver)");
            }
            eprintln!(
                "skipped: chromedriver is not installed (apt-get install chromium chromium-driver)"
            );
            return None;
        };
        let port = free_port();
        let tmp = phone_tmp();
        let driver = Command::new(bin)
            .arg(format!("--port={port}"))
            .env("TMPDIR", &tmp)
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let deadline = Instant::now() + Duration::from_secs(30);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(Phone { driver, port, tmp })
    }

    /// The folder of this phone's temporary files (removed when it is dropped).
    pub fn tmp(&self) -> &Path {
        &self.tmp
    }

    /// A browser session with a 390×844 phone screen.
    pub async fn session(&self) -> Client {
        self.session_with_prefs(serde_json::json!({})).await
    }

    /// A phone's browser session that blocks every cookie, as a privacy setting can.
    pub async fn session_blocking_cookies(&self) -> Client {
        self.session_with_prefs(serde_json::json!({
            "profile.default_content_setting_values.cookies": 2
        }))
        .await
    }

    /// A browser session with a 390×844 phone screen and Chromium's preferences `prefs`.
    async fn session_with_prefs(&self, prefs: serde_json::Value) -> Client {
        let caps: serde_json::Map<String, serde_json::Value> = serde_json::from_value(serde_json::json!({
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--disable-dev-shm-usage"],
                "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0}},
                "prefs": prefs
            }
        }))
        .unwrap();
        ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a browser session")
    }
}

/// Runs a browser test's steps (fantoccini is asynchronous) to their end on this thread.
pub fn drive<F: std::future::Future>(steps: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(steps)
}

/// Logs in through the page's form.
pub async fn log_in(c: &Client, base: &str, name: &str, password: &str) {
    c.goto(&format!("{base}/login")).await.unwrap();
    c.find(Locator::Css("input[name=name]"))
        .await
        .unwrap()
        .send_keys(name)
        .await
        .unwrap();
    c.find(Locator::Css("input[name=password]"))
        .await
        .unwrap()
        .send_keys(password)
        .await
        .unwrap();
    tap_and_wait(
        c,
        Locator::Css("form.stack button[type=submit]"),
        Locator::Css("#my-games"),
    )
    .await;
}

/// Taps the element `what` and waits until the page shows `then`.
pub async fn tap_and_wait(c: &Client, what: Locator<'_>, then: Locator<'_>) {
    c.find(what).await.unwrap().click().await.unwrap();
    c.wait().for_element(then).await.unwrap();
}

/// The page's width in CSS pixels (more than 390: it scrolls sideways).
pub async fn scroll_width(c: &Client) -> f64 {
    c.execute("return document.documentElement.scrollWidth;", vec![])
        .await
        .unwrap()
        .as_f64()
        .unwrap()
}
