//! The JSON API (issue 14, item 4): a second adapter over [`crate::service`], beside the web
//! pages, under `/api/v1`.
//!
//! - Authentication: `Authorization: Bearer TOKEN` with a personal API token (created and
//!   revoked on the settings page, see [`crate::service::api_tokens`]). The session cookie is
//!   never read here, so no request can act with a browser's session and no CSRF token is
//!   needed.
//! - Every request is counted, in memory per process, against its client address and the
//!   account of its token (all its tokens together), and a missing, unknown or revoked token
//!   against the address's failures (see [`crate::service::api_tokens`]); over a limit: 429
//!   `rate_limited` with `Retry-After`.
//! - Errors are JSON: `{"error": {"kind": "...", "reason": "..."}}` with a 4xx status for
//!   anything the client did wrong (an engine rejection carries its kind, `Rejection::kind`).
//! - The routes are listed once, in [`route_table`]; `openapi.json` (served at
//!   `/api/v1/openapi.json`) documents each of them, and a test checks the two agree.
//!
//! - [`games`]: my games, a game as my house with my options, decisions, the log, the history
//! - [`lobby`]: creating a game, joining it, starting it (issue 31)
//! - [`matchmaking`]: asking to be seated in the next game that matches (issue 32)
//! - [`ravens`]: conversations, reading and posting ravens

pub mod games;
pub mod lobby;
pub mod matchmaking;
pub mod plans;
pub mod ravens;

use crate::http::AppState;
use crate::service::api_tokens::ApiUser;
use crate::service::{Service, ServiceError};
use actix_web::http::header;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, Route};
use serde_json::{json, Value};

/// The OpenAPI 3 document of this API.
pub const OPENAPI: &str = include_str!("openapi.json");

/// An API error: the status, a stable kind and the reason in plain words.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub kind: String,
    pub reason: String,
    /// For a 429: the seconds until the client may try again (`Retry-After`).
    pub retry_after: Option<i64>,
}

impl ApiError {
    pub fn new(status: StatusCode, kind: &str, reason: impl Into<String>) -> ApiError {
        ApiError {
            status,
            kind: kind.into(),
            reason: reason.into(),
            retry_after: None,
        }
    }

    pub fn bad_request(reason: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", reason)
    }
}

impl From<ServiceError> for ApiError {
    fn from(e: ServiceError) -> ApiError {
        let reason = e.to_string();
        let retry_after = match &e {
            ServiceError::Limit(r) => r.duration_of("wait"),
            _ => None,
        };
        let (status, kind) = match &e {
            ServiceError::Invalid(_) => (StatusCode::BAD_REQUEST, "invalid".to_string()),
            ServiceError::NotFound => (StatusCode::NOT_FOUND, "not_found".into()),
            ServiceError::Forbidden(_) => (StatusCode::FORBIDDEN, "forbidden".into()),
            ServiceError::Conflict(_) => (StatusCode::CONFLICT, "conflict".into()),
            ServiceError::Throttled | ServiceError::Limit(_) => {
                (StatusCode::TOO_MANY_REQUESTS, "rate_limited".into())
            }
            ServiceError::Rejected(r) => (StatusCode::UNPROCESSABLE_ENTITY, r.kind()),
            ServiceError::Stale => (StatusCode::CONFLICT, "stale".into()),
            ServiceError::Busy => (StatusCode::SERVICE_UNAVAILABLE, "busy".into()),
            ServiceError::Db(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal".into()),
        };
        let reason = if status == StatusCode::INTERNAL_SERVER_ERROR {
            tracing::error!("api: internal error: {reason}");
            "The server could not complete the request. Please try again later.".into()
        } else if matches!(e, ServiceError::NotFound) {
            // The service's words speak of a page; an API client asked for a game or a
            // conversation (an invite-only game or another house's conversation answers the
            // same, as if it did not exist).
            "There is no such game or conversation, or it is not visible to this account.".into()
        } else {
            reason
        };
        ApiError {
            status,
            kind,
            reason,
            retry_after,
        }
    }
}

/// A JSON answer.
pub fn json_response(status: StatusCode, body: &Value) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, "application/json"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body.to_string())
}

fn error_response(e: &ApiError) -> HttpResponse {
    let mut r = json_response(
        e.status,
        &json!({"error": {"kind": e.kind, "reason": e.reason}}),
    );
    if e.status == StatusCode::UNAUTHORIZED {
        r.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            header::HeaderValue::from_static("Bearer realm=\"rookery\""),
        );
    }
    if let Some(secs) = e.retry_after {
        r.headers_mut()
            .insert(header::RETRY_AFTER, header::HeaderValue::from(secs.max(1)));
    }
    r
}

/// The client's address as the API's limits count it (behind a trusted proxy, the address it
/// forwards; an IPv6 client by its /64).
fn client_key(st: &AppState, req: &HttpRequest) -> String {
    let forwarded: Vec<&str> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .collect();
    let ip = st
        .cfg
        .guard
        .client_ip(req.peer_addr().map(|a| a.ip()), &forwarded);
    crate::service::rate::address_key(ip)
}

/// The bearer token of a request, if it has one.
fn bearer(req: &HttpRequest) -> Option<String> {
    let v = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.trim().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

/// Runs an API handler on the blocking pool once the bearer token checks out (and has room in
/// its rate limit); its answer or error becomes JSON.
pub(crate) async fn call<F>(st: web::Data<AppState>, req: &HttpRequest, f: F) -> HttpResponse
where
    F: FnOnce(&Service, &ApiUser) -> Result<Value, ApiError> + Send + 'static,
{
    call_boxed(st, req, Box::new(f)).await
}

/// A call's work, boxed: [`call`]'s body is compiled once rather than once per endpoint
/// (issue 31).
type Call = Box<dyn FnOnce(&Service, &ApiUser) -> Result<Value, ApiError> + Send + 'static>;

async fn call_boxed(st: web::Data<AppState>, req: &HttpRequest, f: Call) -> HttpResponse {
    let address = client_key(&st, req);
    let Some(token) = bearer(req) else {
        // Counted in memory only: answered without the blocking pool.
        if let Err(e) = st.svc.api_unauthenticated(&address) {
            return error_response(&e.into());
        }
        return error_response(&ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "Send a personal API token (made on the settings page) as \"Authorization: Bearer TOKEN\". The API does not read the session cookie.",
        ));
    };
    let writes = req.method() == actix_web::http::Method::POST;
    let svc = st.svc.clone();
    let span = crate::http::request_span(req);
    let out = web::block(move || -> Result<Value, ApiError> {
        let _in_request = span.enter();
        let user = svc.api_authenticate(&token, &address)?.ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                "unauthorized",
                "This API token is unknown or was revoked.",
            )
        })?;
        if writes {
            // A committed write may have written mails or webhook calls: the mail worker is
            // woken if it did.
            let out = svc.waking_mail(|| f(&svc, &user));
            // On this server's next view (`Service::wrote`).
            svc.wrote();
            out
        } else {
            f(&svc, &user)
        }
    })
    .await;
    match out {
        Ok(Ok(v)) => json_response(StatusCode::OK, &v),
        Ok(Err(e)) => error_response(&e),
        Err(e) => error_response(&ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            format!("the request could not be completed ({e})"),
        )),
    }
}

/// Reads a JSON request body (at most the site's body limit, in time).
pub(crate) async fn read_json(
    st: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<Value, ApiError> {
    let limit = st.cfg.max_body;
    if let Some(len) = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
    {
        if len > limit {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "too_large",
                format!("The request body is larger than {limit} bytes."),
            ));
        }
    }
    let bytes = crate::http::read_body_in_time(st, payload, limit)
        .await
        .map_err(|e| ApiError::new(e.status(), "bad_body", e.message()))?;
    // A UTF-8 byte order mark, which some Windows tools write first, is not part of the JSON
    // (RFC 8259 lets a reader ignore it).
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    let body: Value = serde_json::from_slice(text).map_err(|e| {
        let sent_a_form = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(crate::http::media_type)
            .is_some_and(|t| {
                t.eq_ignore_ascii_case("application/x-www-form-urlencoded")
                    || t.eq_ignore_ascii_case("multipart/form-data")
            });
        ApiError::bad_request(if sent_a_form {
            // `curl -d name=x` or `curl -F` without `-H 'Content-Type: application/json'`.
            format!("The body is not valid JSON ({e}): it was sent as a form. The API reads a JSON object, such as {{\"name\": \"Thursday table\"}}, sent with Content-Type: application/json.")
        } else {
            format!("The body is not valid JSON: {e}")
        })
    })?;
    if holds_nul(&body) {
        return Err(ApiError::bad_request(
            "A string in the body holds a NUL character (\\u0000), which nothing here takes."
                .to_string(),
        ));
    }
    Ok(body)
}

/// Whether a string (or a key) anywhere in `value` holds a NUL: no field takes one, and
/// PostgreSQL's text cannot even store it. A walk with its own stack (serde_json already
/// refuses nesting deeper than 128).
fn holds_nul(value: &Value) -> bool {
    let mut todo = vec![value];
    while let Some(v) = todo.pop() {
        match v {
            Value::String(s) if s.contains('\0') => return true,
            Value::Array(items) => todo.extend(items),
            Value::Object(map) => {
                if map.keys().any(|k| k.contains('\0')) {
                    return true;
                }
                todo.extend(map.values());
            }
            _ => {}
        }
    }
    false
}

/// A JSON body read for a POST handler, or the error to answer with.
pub(crate) async fn call_with_body<F>(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
    f: F,
) -> HttpResponse
where
    F: FnOnce(&Service, &ApiUser, Value) -> Result<Value, ApiError> + Send + 'static,
{
    if bearer(&req).is_none() {
        return call(st, &req, |_, _| unreachable!("no token")).await;
    }
    let body = read_json(&st, &req, payload).await;
    call(st, &req, move |svc, user| f(svc, user, body?)).await
}

/// A number in a path (a game's or a conversation's id).
pub(crate) fn id_of(s: &str) -> Result<i32, ApiError> {
    s.parse::<i32>().ok().filter(|n| *n > 0).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "There is no such game or conversation.",
        )
    })
}

async fn openapi() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/json"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(OPENAPI)
}

async fn no_route(req: HttpRequest) -> HttpResponse {
    error_response(&ApiError::new(
        StatusCode::NOT_FOUND,
        "no_route",
        format!(
            "There is no API route {} {} (see /api/v1/openapi.json).",
            req.method(),
            req.path()
        ),
    ))
}

async fn method_not_allowed(req: HttpRequest) -> HttpResponse {
    error_response(&ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        format!(
            "{} is not allowed on {} (see /api/v1/openapi.json).",
            req.method(),
            req.path()
        ),
    ))
}

/// Every API route: its method (lower case, as in the OpenAPI document), its path under
/// `/api/v1`, and its handler.
pub fn route_table() -> Vec<(&'static str, &'static str, Route)> {
    vec![
        ("get", "/openapi.json", web::get().to(openapi)),
        ("get", "/me", web::get().to(games::me)),
        ("get", "/games", web::get().to(games::my_games)),
        ("post", "/games", web::post().to(lobby::create)),
        ("post", "/games/{id}/join", web::post().to(lobby::join)),
        ("post", "/games/{id}/start", web::post().to(lobby::start)),
        ("get", "/matchmaking", web::get().to(matchmaking::get)),
        ("post", "/matchmaking", web::post().to(matchmaking::ask)),
        (
            "delete",
            "/matchmaking",
            web::delete().to(matchmaking::cancel),
        ),
        ("get", "/games/{id}", web::get().to(games::game)),
        (
            "post",
            "/games/{id}/decisions",
            web::post().to(games::decide),
        ),
        ("get", "/games/{id}/plan", web::get().to(plans::get)),
        ("post", "/games/{id}/plan", web::post().to(plans::post)),
        ("get", "/games/{id}/log", web::get().to(games::log)),
        ("get", "/games/{id}/history", web::get().to(games::history)),
        ("get", "/games/{id}/ravens", web::get().to(ravens::list)),
        ("post", "/games/{id}/ravens", web::post().to(ravens::start)),
        (
            "get",
            "/games/{id}/ravens/{conversation}",
            web::get().to(ravens::read),
        ),
        (
            "post",
            "/games/{id}/ravens/{conversation}",
            web::post().to(ravens::post),
        ),
    ]
}

/// The API's routes, under `/api/v1` (anything else under `/api` answers a JSON 404).
pub fn routes(cfg: &mut web::ServiceConfig) {
    let mut v1 = web::scope("/v1");
    let mut table = route_table();
    while !table.is_empty() {
        let path = table[0].1;
        let mut resource = web::resource(path).default_service(web::to(method_not_allowed));
        let mut rest = Vec::new();
        for (method, p, route) in table {
            if p == path {
                let _ = method;
                resource = resource.route(route);
            } else {
                rest.push((method, p, route));
            }
        }
        table = rest;
        v1 = v1.service(resource);
    }
    cfg.service(
        web::scope("/api")
            .service(v1.default_service(web::to(no_route)))
            .default_service(web::to(no_route)),
    );
}
