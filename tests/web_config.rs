//! `rookery serve`'s settings are validated at start with errors naming the variable, and
//! `rookery demo` stores a playable demo game.

use crate::web_support;

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use web_support::*;

fn run_to_exit(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("rookery kept running");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn bad_settings_stop_the_server_with_a_clear_error() {
    let db = TestDb::new(&Backend::Sqlite, "config");
    let cases: &[(&str, &str, &str)] = &[
        ("DATABASE_URL", "mysql://db/x", "mysql://"),
        (
            "DATABASE_URL",
            "postgres://someone:hunter2@127.0.0.1:1/nothing",
            "cannot connect to PostgreSQL at 127.0.0.1:1/nothing",
        ),
        ("ROOKERY_DB_POOL", "0", "ROOKERY_DB_POOL"),
        ("ROOKERY_DB_POOL", "many", "ROOKERY_DB_POOL"),
        ("ROOKERY_WORKERS", "100000", "ROOKERY_WORKERS"),
        ("ROOKERY_MAX_BODY", "12", "ROOKERY_MAX_BODY"),
        (
            "ROOKERY_SECURE_COOKIES",
            "perhaps",
            "ROOKERY_SECURE_COOKIES",
        ),
        // Issue 24: a DKIM key without its selector, the test-server switch, the throttle.
        (
            "ROOKERY_DKIM_KEY_FILE",
            "/nonexistent/dkim.pem",
            "ROOKERY_DKIM_SELECTOR",
        ),
        (
            "ROOKERY_INBOUND_UNAUTHENTICATED",
            "perhaps",
            "ROOKERY_INBOUND_UNAUTHENTICATED",
        ),
        (
            "ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR",
            "0",
            "ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR",
        ),
    ];
    for (var, value, needle) in cases {
        let out = run_to_exit(
            Command::new(BIN)
                .current_dir(&db.dir)
                .arg("serve")
                .env("ROOKERY_BIND", format!("127.0.0.1:{}", free_port()))
                .env("DATABASE_URL", db.dir.join("x.db"))
                .env(var, value),
        );
        assert!(!out.status.success(), "{var}={value} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(needle), "{var}={value}: stderr: {stderr}");
        assert!(
            !stderr.contains("hunter2"),
            "the password is echoed: {stderr}"
        );
    }
}

#[test]
fn the_demo_command_stores_a_game_waiting_for_one_house() {
    let db = TestDb::new(&Backend::Sqlite, "demo");
    let out = run_to_exit(
        Command::new(BIN)
            .current_dir(&db.dir)
            .args(["demo", "--players", "3", "--round", "2", "--seed", "5"])
            .env("DATABASE_URL", &db.url),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let value = |k: &str| {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{k}=")))
            .unwrap_or_else(|| panic!("no {k} in {stdout}"))
            .to_string()
    };
    let game: i32 = value("GAME_ID").parse().unwrap();
    let player = value("NEXT_PLAYER");
    let form = value("NEXT_FORM");
    // The awaited player logs in and submits the printed form: the phase advances.
    let server = Server::start(&db);
    let mut c = server.client();
    assert_eq!(c.login(&player, &value("PASSWORD")).status, 303);
    let page = c.get(&format!("/games/{game}"));
    assert_eq!(phase_of(&page.body), "Planning");
    let csrf = csrf_of(&page.body).unwrap();
    let seq = decision_forms(&page.body)[0]
        .get("seq")
        .unwrap()
        .to_string();
    let body = format!("{form}&csrf={csrf}&seq={seq}");
    let r = c.raw(
        "POST",
        &format!("/games/{game}/act"),
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        body.as_bytes(),
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = c.get(&format!("/games/{game}"));
    assert_ne!(phase_of(&page.body), "Planning", "{}", log_of(&page.body));
}
