//! Web Push (issue 14, item 5b) through a real server on SQLite and PostgreSQL: a player's
//! browser subscribes on the settings page; a game is played; a push endpoint inside the test
//! receives the notifications, checks each one's VAPID signature (ES256 over the JWT, by the
//! server's public key, for the endpoint's origin, not expired) and decrypts the first payload
//! with the browser's private key (RFC 8291, aes128gcm). The endpoint belongs to the account
//! that subscribed it first: another account subscribing it is refused and takes nothing
//! (issue 23). Endpoints on internal addresses are refused, and a push due to one is given up
//! unsent. The endpoint listens on 127.0.0.1, admitted by the test-only
//! `ROOKERY_OUTBOUND_ALLOW_LOOPBACK=true`.

use crate::web_support;

use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use diesel::prelude::*;
use ring::agreement::{agree_ephemeral, EphemeralPrivateKey, UnparsedPublicKey, ECDH_P256};
use ring::rand::SystemRandom;
use rookery::db::schema::outbox;
use rookery::selfplay::{play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::push::{generate_key, Vapid};
use rookery::service::GameId;
use rookery::service::UserId;
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use web_support::*;

#[derive(Clone, Debug)]
struct Push {
    headers: BTreeMap<String, String>,
    body: Vec<u8>,
}

fn endpoint() -> (u16, Arc<Mutex<Vec<Push>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let got: Arc<Mutex<Vec<Push>>> = Arc::default();
    let record = got.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            let _ = reader.read_line(&mut line);
            let mut headers = BTreeMap::new();
            loop {
                let mut h = String::new();
                if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
                    break;
                }
                if let Some((k, v)) = h.split_once(':') {
                    headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_string());
                }
            }
            let len: usize = headers
                .get("content-length")
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            let mut body = vec![0; len];
            let _ = reader.read_exact(&mut body);
            record.lock().unwrap().push(Push { headers, body });
            let _ = write!(
                stream,
                "HTTP/1.1 201 Created\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            );
        }
    });
    (port, got)
}

struct Len(usize);
impl ring::hkdf::KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}
fn hkdf(salt: &[u8], ikm: &[u8], info: &[u8], len: usize) -> Vec<u8> {
    let prk = ring::hkdf::Salt::new(ring::hkdf::HKDF_SHA256, salt).extract(ikm);
    let mut out = vec![0; len];
    prk.expand(&[info], Len(len))
        .unwrap()
        .fill(&mut out)
        .unwrap();
    out
}

/// Checks the VAPID `Authorization` header of a push to `origin`, signed by `server_key`.
fn check_vapid(auth: &str, origin: &str, server_key: &str) {
    let rest = auth.strip_prefix("vapid ").expect("a vapid authorization");
    let mut t = "";
    let mut k = "";
    for part in rest.split(',') {
        let (name, value) = part.trim().split_once('=').unwrap();
        match name {
            "t" => t = value,
            "k" => k = value,
            _ => {}
        }
    }
    assert_eq!(k, server_key, "the server's public key");
    let (input, sig) = t.rsplit_once('.').unwrap();
    let public = B64.decode(k).unwrap();
    ring::signature::UnparsedPublicKey::new(&ring::signature::ECDSA_P256_SHA256_FIXED, &public)
        .verify(input.as_bytes(), &B64.decode(sig).unwrap())
        .expect("a valid VAPID signature");
    let (header, claims) = input.split_once('.').unwrap();
    let header: Value = serde_json::from_slice(&B64.decode(header).unwrap()).unwrap();
    assert_eq!(header["alg"], "ES256");
    let claims: Value = serde_json::from_slice(&B64.decode(claims).unwrap()).unwrap();
    assert_eq!(claims["aud"], origin);
    let now = chrono::Utc::now().timestamp();
    let exp = claims["exp"].as_i64().unwrap();
    assert!(exp > now && exp <= now + 24 * 3600, "exp {exp}");
    assert!(claims["sub"].as_str().unwrap().starts_with("mailto:"));
    // A forged signature does not verify.
    let mut bad = B64.decode(sig).unwrap();
    bad[0] ^= 1;
    assert!(ring::signature::UnparsedPublicKey::new(
        &ring::signature::ECDSA_P256_SHA256_FIXED,
        &public
    )
    .verify(input.as_bytes(), &bad)
    .is_err());
}

fn push_on(backend: &Backend) {
    let db = TestDb::new(backend, "push");
    let key = generate_key();
    let server_key = Vapid::from_key(&key, "mailto:x@example.org")
        .unwrap()
        .public_key();
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_VAPID_KEY", key.as_str()),
            ("ROOKERY_VAPID_SUBJECT", "mailto:ops@example.org"),
            ("ROOKERY_OUTBOUND_ALLOW_LOOPBACK", "true"),
            ("ROOKERY_MAIL_TICK_MS", "50"),
        ],
    );
    let svc = db.service();
    let (port, got) = endpoint();
    let rec = play_game(3, 31337, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let name = svc.load_game(GameId(id)).unwrap().row.name;

    // The browser: a P-256 key pair and an auth secret, subscribed on the settings page.
    let rng = SystemRandom::new();
    let browser_key = EphemeralPrivateKey::generate(&ECDH_P256, &rng).unwrap();
    let browser_public = browser_key.compute_public_key().unwrap().as_ref().to_vec();
    let auth: [u8; 16] = rand::random();
    let mut c = server.client();
    assert_eq!(c.login(&players[0].1, DEMO_PASSWORD).status, 303);
    let page = c.get("/settings/api");
    assert!(
        page.body.contains(&server_key),
        "the page gives the VAPID key"
    );
    assert!(page.body.contains("/static/push.js"));
    assert_eq!(c.get("/static/sw.js").status, 200);
    let url = format!("http://127.0.0.1:{port}/push/browser-1");
    let r = c.post_with_csrf(
        "/settings/api",
        "/settings/api/push",
        &[
            ("endpoint", &url),
            ("p256dh", &B64.encode(&browser_public)),
            ("auth", &B64.encode(auth)),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Bad keys are refused with a 400, not a 500.
    let r = c.post_with_csrf(
        "/settings/api",
        "/settings/api/push",
        &[("endpoint", &url), ("p256dh", "nonsense"), ("auth", "x")],
    );
    assert_eq!(r.status, 400, "{}", r.body);

    // Another account subscribing the same endpoint (with its own keys) is refused; the
    // subscription stays the first account's, with the first browser's keys (the payload
    // below decrypts with them).
    let seats = svc.load_game(GameId(id)).unwrap().seats;
    let user_of = |h| seats.iter().find(|s| s.house == Some(h)).unwrap().user_id;
    let first = user_of(players[0].0);
    let (mut other, other_user) = {
        let mut o = server.client();
        assert_eq!(o.login(&players[1].1, DEMO_PASSWORD).status, 303);
        (o, user_of(players[1].0))
    };
    let thief_key = EphemeralPrivateKey::generate(&ECDH_P256, &rng).unwrap();
    let thief_public = thief_key.compute_public_key().unwrap().as_ref().to_vec();
    let r = other.post_with_csrf(
        "/settings/api",
        "/settings/api/push",
        &[
            ("endpoint", &url),
            ("p256dh", &B64.encode(&thief_public)),
            ("auth", &B64.encode([7u8; 16])),
        ],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("belong to another account"), "{}", r.body);
    assert_eq!(svc.push_subscriptions(UserId(other_user)).unwrap(), 0);
    assert_eq!(svc.push_subscriptions(UserId(first)).unwrap(), 1);
    // The first browser renewing its own subscription is fine.
    let r = c.post_with_csrf(
        "/settings/api",
        "/settings/api/push",
        &[
            ("endpoint", &url),
            ("p256dh", &B64.encode(&browser_public)),
            ("auth", &B64.encode(auth)),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(svc.push_subscriptions(UserId(first)).unwrap(), 1);
    // An endpoint on an internal address is refused, however written.
    for internal in [
        "https://[::ffff:7f00:1]/push/x",
        "https://[fd00::1]/push/x",
        "https://169.254.169.254/push/x",
        "https://0xa9fea9fe/push/x",
    ] {
        let r = other.post_with_csrf(
            "/settings/api",
            "/settings/api/push",
            &[
                ("endpoint", internal),
                ("p256dh", &B64.encode(&thief_public)),
                ("auth", &B64.encode([7u8; 16])),
            ],
        );
        assert_eq!(r.status, 400, "{internal}: {}", r.body);
        assert!(
            r.body.contains("not a public internet address"),
            "{}",
            r.body
        );
    }

    // The whole game: the player gets pushes for the same events as the webhooks.
    // The service answers requests that have a single possible answer by itself (issue 25):
    // those entries of the recorded log are in the game's log already.
    for (i, e) in rec.log.iter().enumerate() {
        if i < svc.load_game(GameId(id)).unwrap().row.log_len as usize {
            continue;
        }
        svc.submit(
            GameId(id),
            UserId(user_of(e.house)),
            e.house,
            &e.input,
            None,
        )
        .unwrap();
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    let sent = loop {
        let (sent, total): (i64, i64) = {
            let mut conn = svc.db.conn().unwrap();
            let q = || outbox::table.filter(outbox::channel.eq("push"));
            (
                q().filter(outbox::status.eq("sent"))
                    .count()
                    .get_result(&mut *conn)
                    .unwrap(),
                q().count().get_result(&mut *conn).unwrap(),
            )
        };
        if total > 0 && sent == total {
            break sent;
        }
        assert!(
            Instant::now() < deadline,
            "pushes still pending: {sent}/{total}"
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    std::thread::sleep(Duration::from_millis(200));
    let pushes = got.lock().unwrap().clone();
    assert_eq!(pushes.len() as i64, sent, "each push received exactly once");
    let origin = format!("http://127.0.0.1:{port}");
    for p in &pushes {
        check_vapid(&p.headers["authorization"], &origin, &server_key);
        assert_eq!(p.headers["content-encoding"], "aes128gcm");
        assert!(p.headers.contains_key("ttl"));
    }

    // The first payload, decrypted with the browser's private key.
    let body = &pushes[0].body;
    let (salt, rest) = body.split_at(16);
    let rs = u32::from_be_bytes(rest[..4].try_into().unwrap());
    assert_eq!(rs, 4096);
    let idlen = rest[4] as usize;
    let server_public = &rest[5..5 + idlen];
    let mut record = rest[5 + idlen..].to_vec();
    let secret = agree_ephemeral(
        browser_key,
        &UnparsedPublicKey::new(&ECDH_P256, server_public),
        |s| s.to_vec(),
    )
    .unwrap();
    let mut info = b"WebPush: info\0".to_vec();
    info.extend_from_slice(&browser_public);
    info.extend_from_slice(server_public);
    let ikm = hkdf(&auth, &secret, &info, 32);
    let cek = hkdf(salt, &ikm, b"Content-Encoding: aes128gcm\0", 16);
    let nonce = hkdf(salt, &ikm, b"Content-Encoding: nonce\0", 12);
    let key = ring::aead::LessSafeKey::new(
        ring::aead::UnboundKey::new(&ring::aead::AES_128_GCM, &cek).unwrap(),
    );
    let plain = key
        .open_in_place(
            ring::aead::Nonce::try_assume_unique_for_key(&nonce).unwrap(),
            ring::aead::Aad::empty(),
            &mut record,
        )
        .expect("the payload decrypts");
    assert_eq!(plain.last(), Some(&2u8), "the last record's delimiter");
    let payload: Value = serde_json::from_slice(&plain[..plain.len() - 1]).unwrap();
    assert_eq!(payload["game"], id);
    assert!(
        payload["title"].as_str().unwrap().contains(&name),
        "{payload}"
    );
    assert!(
        payload["url"]
            .as_str()
            .unwrap()
            .contains(&format!("/games/{id}")),
        "{payload}"
    );

    // Stopped on the settings page: no more subscriptions.
    let r = c.post_with_csrf("/settings/api", "/settings/api/push/remove", &[]);
    assert_eq!(r.status, 303);
    assert_eq!(svc.push_subscriptions(UserId(seats[0].user_id)).unwrap(), 0);
}

#[test]
fn web_push_notifications_carry_a_valid_vapid_signature_and_decrypt() {
    for b in backends() {
        push_on(&b);
    }
}
