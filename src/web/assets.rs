//! The files under `/static/`, embedded at compile time and served with long-lived caching:
//! pages link them as `/static/NAME?v=HASH` (the first 16 hex digits of the content's SHA-256,
//! [`url`]), so a changed file has a new URL and a browser may keep a file for a year
//! (`immutable`); an `ETag` of the same hash answers revalidations with a 304.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A file served under `/static/`.
pub struct StaticFile {
    pub name: &'static str,
    pub content_type: &'static str,
    pub body: &'static str,
}

/// Every file under `/static/`.
pub const STATIC_FILES: &[StaticFile] = &[
    StaticFile {
        name: "style.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/style.css"),
    },
    StaticFile {
        name: "favicon.svg",
        content_type: "image/svg+xml",
        body: include_str!("../../static/favicon.svg"),
    },
    StaticFile {
        name: "push.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/push.js"),
    },
    StaticFile {
        name: "sw.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../../static/sw.js"),
    },
];

fn hashes() -> &'static HashMap<&'static str, String> {
    static HASHES: OnceLock<HashMap<&'static str, String>> = OnceLock::new();
    HASHES.get_or_init(|| {
        STATIC_FILES
            .iter()
            .map(|f| {
                let digest = Sha256::digest(f.body.as_bytes());
                let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
                (f.name, hex)
            })
            .collect()
    })
}

/// The URL of a static file, versioned by its content: `/static/style.css?v=1a2b…`.
pub fn url(name: &str) -> String {
    match hashes().get(name) {
        Some(h) => format!("/static/{name}?v={h}"),
        None => format!("/static/{name}"),
    }
}

/// Answers `/static/NAME`: the file (immutable for a year when asked for its current version,
/// an hour otherwise), 304 when the browser's `If-None-Match` is its hash, `None` when there is
/// no such file.
pub fn respond(req: &HttpRequest, name: &str) -> Option<HttpResponse> {
    let file = STATIC_FILES.iter().find(|f| f.name == name)?;
    let hash = hashes().get(name)?;
    let etag = format!("\"{hash}\"");
    let versioned = req.query_string() == format!("v={hash}");
    let cache = if versioned {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=3600"
    };
    let matches = super::page_cache::matches(
        req.headers()
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok()),
        &etag,
    );
    let mut res = if matches {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    res.insert_header((header::CACHE_CONTROL, cache))
        .insert_header((header::ETAG, etag));
    Some(if matches {
        res.finish()
    } else {
        res.insert_header((header::CONTENT_TYPE, file.content_type))
            .body(file.body)
    })
}
