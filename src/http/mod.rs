//! What the pages ([`crate::web`]) and the JSON API ([`crate::api`]) share of HTTP, below both:
//! the handlers' state, the server with its middleware (request ids and spans, metrics,
//! security headers, compression), the guard against slow and greedy clients, and reading a
//! body in time. `main` mounts the two route tables on one server ([`run_server`]); neither
//! adapter knows the other.
//!
//! - [`guard`]: client addresses (trusted proxies), time-outs, connections per client, request ids

pub mod guard;

use crate::service::Service;
use actix_web::http::header;
use actix_web::http::StatusCode;
use actix_web::{middleware, web, App, HttpRequest, HttpServer};
use std::net::SocketAddr;
use std::sync::Arc;

/// Shared by every handler, of the pages and of the API.
pub struct AppState {
    pub svc: Arc<Service>,
    pub cfg: WebConfig,
}

/// A table of routes to mount on the server (`web::routes`, `api::routes`), in order: the
/// first that matches a request answers it.
pub type Mount = fn(&mut web::ServiceConfig);

/// Settings of the HTTP server, shared by the pages and the JSON API.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// Mark cookies `Secure` (set when the site is served over HTTPS).
    pub secure_cookies: bool,
    /// The largest request body accepted, in bytes.
    pub max_body: usize,
    /// Slow and greedy clients, trusted proxies (see [`super::guard`]).
    pub guard: guard::GuardConfig,
    /// The token `/metrics` asks for (`ROOKERY_METRICS_TOKEN`); without one, `/metrics` is
    /// not served.
    pub metrics_token: Option<String>,
}

impl Default for WebConfig {
    fn default() -> Self {
        WebConfig {
            secure_cookies: false,
            max_body: 64 * 1024,
            guard: guard::GuardConfig::default(),
            metrics_token: None,
        }
    }
}

/// The request's `tracing` span (with its id), kept in its extensions by the middleware.
#[derive(Clone)]
pub(crate) struct RequestSpan(pub tracing::Span);

/// The span to enter on another thread that works for this request.
pub(crate) fn request_span(req: &HttpRequest) -> tracing::Span {
    use actix_web::HttpMessage;
    req.extensions()
        .get::<RequestSpan>()
        .map(|s| s.0.clone())
        .unwrap_or_else(tracing::Span::none)
}

/// The client's address as the throttles see it (see [`guard::GuardConfig::client_ip`]).
pub(crate) fn client_address(cfg: &guard::GuardConfig, req: &HttpRequest) -> String {
    let forwarded: Vec<&str> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .collect();
    cfg.client_ip(req.peer_addr().map(|a| a.ip()), &forwarded)
        .map(|ip| ip.to_string())
        .unwrap_or_default()
}

/// The id the request-id middleware gave this request.
pub(crate) fn request_id(req: &HttpRequest) -> String {
    use actix_web::HttpMessage;
    req.extensions()
        .get::<guard::RequestId>()
        .map(|r| r.0.clone())
        .unwrap_or_default()
}

/// The media type a `Content-Type` value names, without its parameters (`multipart/form-data`
/// of `multipart/form-data; boundary=x`); compare it without regard to case.
pub fn media_type(content_type: &str) -> &str {
    content_type.split(';').next().unwrap_or("").trim()
}

/// Why a request body could not be read; each adapter answers it in its own form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyError {
    /// It did not arrive within the body time-out.
    Timeout,
    /// It is larger than the limit.
    TooLarge,
    /// The connection broke off in the middle of it.
    Interrupted,
}

impl BodyError {
    pub fn status(self) -> StatusCode {
        match self {
            BodyError::Timeout => StatusCode::REQUEST_TIMEOUT,
            BodyError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            BodyError::Interrupted => StatusCode::BAD_REQUEST,
        }
    }

    /// In English, for the API and the log.
    pub fn message(self) -> &'static str {
        match self {
            BodyError::Timeout => {
                "The request body did not arrive in time. Nothing was changed: please try again."
            }
            BodyError::TooLarge => {
                "The request is larger than this site accepts. Nothing was changed."
            }
            BodyError::Interrupted => {
                "The request body was interrupted before its end. Nothing was changed."
            }
        }
    }
}

/// Reads a request body of at most `limit` bytes within the body time-out: a client that
/// sends less than it announced is cut off ([`BodyError::Timeout`]) instead of holding a
/// connection and a worker for ever.
pub(crate) async fn read_body_in_time(
    st: &AppState,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, BodyError> {
    match actix_web::rt::time::timeout(st.cfg.guard.body_timeout, payload.to_bytes_limited(limit))
        .await
    {
        Err(_) => Err(BodyError::Timeout),
        Ok(Ok(Ok(b))) => Ok(b),
        Ok(Ok(Err(e))) => {
            tracing::debug!("a request body could not be read: {e}");
            Err(BodyError::Interrupted)
        }
        Ok(Err(_)) => Err(BodyError::TooLarge),
    }
}

/// The route pattern a request's path matches (`/games/{id}`; `unmatched`), for its log line
/// and metrics. Finding it walks the route table again, trying each pattern's regular
/// expression (about 1.3 µs of a 40 µs repeat view; 2% of a move's samples, issue 30), so each
/// worker thread keeps the answers for the shapes of path it saw last ([`path_shape`]; the
/// table does not change while the server runs; at most [`ROUTES_KEPT`] shapes, forgotten all
/// at once beyond that).
fn route_of(req: &actix_web::dev::ServiceRequest) -> std::rc::Rc<str> {
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::Rc;
    thread_local! {
        static ROUTES: RefCell<HashMap<Box<str>, Rc<str>>> = RefCell::new(HashMap::new());
    }
    let shape = path_shape(req.path());
    ROUTES.with(|routes| {
        if let Some(route) = routes.borrow().get(shape.as_ref()) {
            return route.clone();
        }
        let route: Rc<str> = req.match_pattern().as_deref().unwrap_or("unmatched").into();
        let mut routes = routes.borrow_mut();
        if routes.len() >= ROUTES_KEPT {
            routes.clear();
        }
        routes.insert(shape.into(), route.clone());
        route
    })
}

/// A path with each segment made of digits alone written `#` (`/games/17/act` →
/// `/games/#/act`): the paths of one game's (or seat's, or mail's) route differ only there, so
/// that a move in each of a thousand games finds its route in [`route_of`]'s table, not only
/// a repeat of the same path. No route has a segment of digits of its own.
fn path_shape(path: &str) -> std::borrow::Cow<'_, str> {
    let numeric = |seg: &str| !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit());
    if !path.split('/').any(numeric) {
        return std::borrow::Cow::Borrowed(path);
    }
    let shape: Vec<&str> = path
        .split('/')
        .map(|seg| if numeric(seg) { "#" } else { seg })
        .collect();
    std::borrow::Cow::Owned(shape.join("/"))
}

/// How many path shapes' route patterns each worker thread keeps (see [`route_of`]).
const ROUTES_KEPT: usize = 4096;

/// Bytes of a response buffered before they are written to the socket (see [`serve`]).
pub const WRITE_BUFFER: usize = 128 * 1024;

/// How long a connection may sit idle between requests before the server closes it (actix-web's
/// default, said here because operators depend on it: a reverse proxy that keeps connections to
/// the servers must close its idle ones sooner, docs/settings.md "Deployment"; the web-play
/// driver drops its own after 4 s, `src/webplay/http.rs`).
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(5);

/// Serve on `addr` until the process is stopped (Ctrl-C or SIGTERM shut down gracefully).
/// Prints the listening address once the socket is bound.
pub async fn serve(
    addr: SocketAddr,
    svc: Arc<Service>,
    cfg: WebConfig,
    workers: Option<usize>,
    mounts: &'static [Mount],
) -> std::io::Result<()> {
    let guard = cfg.guard.clone();
    if let Some(files) = guard::raise_open_files_limit() {
        tracing::info!("open files limit: {files}");
        if (files as usize) < guard.max_connections_per_client + 64 {
            tracing::warn!(
                "the open files limit ({files}) is below ROOKERY_MAX_CONNECTIONS_PER_CLIENT ({}): raise the hard limit (ulimit -Hn, LimitNOFILE=)",
                guard.max_connections_per_client
            );
        }
    }
    let state = web::Data::new(AppState { svc, cfg });
    let connections = guard::ConnectionCounter::default();
    let on_connect_guard = guard.clone();
    let mut server = HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            // A connection over its address's limit (guard::ConnectionCounter): answered with
            // 503 and Retry-After, then closed (issue 30).
            .wrap_fn(|req, srv| {
                use actix_web::dev::Service as _;
                type Answer<B> = std::pin::Pin<
                    Box<
                        dyn std::future::Future<
                            Output = Result<
                                actix_web::dev::ServiceResponse<
                                    actix_web::body::EitherBody<B>,
                                >,
                                actix_web::Error,
                            >,
                        >,
                    >,
                >;
                // HEAD is GET without the body (RFC 9110, 9.3.2): uptime monitors, link
                // checkers and `curl -I` send it. Answered by the GET route; actix-http leaves
                // the body out because the request on the wire said HEAD.
                let mut req = req;
                if req.method() == actix_web::http::Method::HEAD {
                    req.head_mut().method = actix_web::http::Method::GET;
                }
                let over_limit = req.conn_data::<guard::OverLimit>().is_some();
                // A NUL in the address (`/users/a%00b`): refused before any handler looks a
                // name up by it.
                if over_limit || guard::address_holds_nul(req.uri()) {
                    let lang = req
                        .headers()
                        .get(header::ACCEPT_LANGUAGE)
                        .and_then(|v| v.to_str().ok())
                        .map(str::to_string);
                    let response = if over_limit {
                        guard::over_limit(lang.as_deref())
                    } else {
                        guard::nul_refused(req.path().starts_with("/api/"), lang.as_deref())
                    };
                    let answer = req.into_response(response).map_into_right_body();
                    let out: Answer<_> = Box::pin(async move { Ok(answer) });
                    return out;
                }
                let fut = srv.call(req);
                let out: Answer<_> =
                    Box::pin(async move { fut.await.map(|r| r.map_into_left_body()) });
                out
            })
            .wrap_fn(|req, srv| {
                use actix_web::dev::Service as _;
                use actix_web::HttpMessage;
                use tracing::Instrument;
                let id = guard::RequestId::new();
                req.extensions_mut().insert(id.clone());
                // The route pattern, never the path: a path may hold a token.
                let route = route_of(&req);
                let span = tracing::info_span!(
                    "request",
                    id = %id.0,
                    method = %req.method(),
                    route = %route
                );
                req.extensions_mut().insert(RequestSpan(span.clone()));
                let started = std::time::Instant::now();
                let fut = srv.call(req);
                async move {
                    let mut res = fut.await?;
                    let status = res.status();
                    let took = started.elapsed();
                    let m = &*crate::telemetry::metrics::METRICS;
                    m.requests
                        .with_label_values(&[&*route, status.as_str()])
                        .inc();
                    m.request_seconds
                        .with_label_values(&[&*route])
                        .observe(took.as_secs_f64());
                    let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
                    if status.is_server_error() {
                        tracing::error!(status = status.as_u16(), micros, "request done");
                    } else {
                        tracing::info!(status = status.as_u16(), micros, "request done");
                    }
                    if let Ok(v) = header::HeaderValue::from_str(&id.0) {
                        res.headers_mut()
                            .insert(header::HeaderName::from_static("x-request-id"), v);
                    }
                    // A request cut off for its slow body: do not wait for the rest of it.
                    if res.status() == StatusCode::REQUEST_TIMEOUT {
                        res.response_mut()
                            .head_mut()
                            .set_connection_type(actix_web::http::ConnectionType::Close);
                    }
                    Ok(res)
                }
                .instrument(span)
            })
            .wrap(
                middleware::DefaultHeaders::new()
                    .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                    .add((header::REFERRER_POLICY, "same-origin"))
                    .add((header::X_FRAME_OPTIONS, "DENY"))
                    .add((
                        header::CONTENT_SECURITY_POLICY,
                        "default-src 'self'; img-src 'self' data:; style-src 'self'; form-action 'self'; frame-ancestors 'none'",
                    )),
            )
            .wrap(middleware::Compress::default())
            .configure(|app| {
                for mount in mounts {
                    mount(app);
                }
            })
    });
    server = server
        .keep_alive(KEEP_ALIVE)
        .client_request_timeout(guard.header_timeout)
        // A response is written to the socket once this much of it is buffered (actix-web's
        // default: 32 KiB). A kept game page is sent as its segments (`page_cache::Chunks`):
        // with 32 KiB a 94 KB page left in two or three `send`s, each waking the client, where a
        // static file of its size leaves in one (issue 30: the second send was most of what a
        // repeat view cost over the static file). Idle connections keep at most 128 KiB of
        // write buffer either way (actix-http's retention limit).
        .h1_write_buffer_size(WRITE_BUFFER)
        .on_connect(move |conn, ext| {
            // Answers leave at once: without TCP_NODELAY a response written in two pieces (a
            // compressed body, say) waits for the client's delayed ACK, ~40 ms.
            if let Some(stream) = conn.downcast_ref::<actix_web::rt::net::TcpStream>() {
                let _ = stream.set_nodelay(true);
            }
            connections.on_connect(&on_connect_guard, conn, ext)
        });
    if let Some(w) = workers {
        server = server.workers(w);
    }
    let server = server.bind(addr)?;
    for a in server.addrs() {
        // On standard output, as before: scripts and tests read the port from this line.
        println!("rookery: listening on http://{a}");
        tracing::info!("listening on http://{a}");
    }
    server.run().await
}

/// [`serve`] on its own actix runtime, for a synchronous `main`.
pub fn run_server(
    addr: SocketAddr,
    svc: Arc<Service>,
    cfg: WebConfig,
    workers: Option<usize>,
    mounts: &'static [Mount],
) -> std::io::Result<()> {
    actix_web::rt::System::new().block_on(serve(addr, svc, cfg, workers, mounts))
}

#[cfg(test)]
mod tests {
    use super::path_shape;

    #[test]
    fn paths_of_one_route_share_a_shape() {
        assert_eq!(path_shape("/games/17/act"), "/games/#/act");
        assert_eq!(path_shape("/games/17/act"), path_shape("/games/9/act"));
        assert_eq!(path_shape("/"), "/");
        assert_eq!(path_shape("/games/new"), "/games/new");
        // Only whole segments of digits: a name or a token that holds some stays itself.
        assert_eq!(path_shape("/static/app2.js"), "/static/app2.js");
        assert_eq!(path_shape("/api/v1/games/3"), "/api/v1/games/#");
    }
}
