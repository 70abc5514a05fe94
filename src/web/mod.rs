//! The HTTP service: server-rendered pages (askama) for accounts, the lobby and the game, on
//! top of [`crate::service`]. Handlers run the service (the database, the engine) on the blocking
//! thread pool and answer with HTML; every POST checks the CSRF token and ends in a 303
//! redirect (post/redirect/get), or shows the form again with the reason it was refused.
//!
//! Templates (`templates/*.html`) and static files (`static/*`) are compiled into the binary,
//! so `rookery` runs from any working directory.
//!
//! - [`config`]: `rookery serve`'s environment variables
//! - [`ctx`]: the visitor, sessions, CSRF, error kinds
//! - [`formdata`]: strict form-body parsing
//! - [`pages`]: one module per page around the games: the front page, log-in and registration,
//!   the new-game form, the lobby
//! - [`account`]: settings, e-mail verification, password reset, unsubscribing, a seat's mail
//! - [`connections`]: `/settings/api`: API tokens, webhooks, Web Push, the calendar feed (and
//!   the feed itself, `/calendar/TOKEN.ics`, written by [`calendar`])
//! - [`game`]: the game page, its forms' submission, the log (its handlers; `lines`: the
//!   page's words; `forms`: the viewer's forms)
//! - [`public`]: rated games, minimum ratings, the leaderboard (issue 32); [`matchmaking`]:
//!   "Seat me in the next game", the stale lobby's offers (issue 32); [`moderation`]: the
//!   report forms, muting a player, the moderators' page (issue 32)
//! - [`map`]: the map of Westeros (shapes, marks, crops, links to the forms); [`board`]: house
//!   colours, escaping, the whole map alone
//! - the forms of the decisions are [`crate::decisions`]'s, the words of the game's data
//!   [`crate::wording`]'s
//! - [`history`]: the past of a game, any earlier moment; [`page_cache`]: the game page's
//!   compressed cache and `ETag`
//! - [`ravens`]: a game's conversations; [`seats`], [`votes`], [`reliability`]: houses needing a
//!   player, absences, the table's votes, a player's profile
//! - [`assets`]: the embedded `/static/` files; [`colour`]: checking the map's colours;
//!   [`metrics`]: `/metrics`

pub mod account;
pub mod assets;
pub mod board;
pub mod calendar;
pub mod colour;
pub mod config;
pub mod connections;
pub mod ctx;
pub mod game;
pub mod history;
pub mod map;
pub mod matchmaking;
pub mod metrics;
pub mod moderation;
pub mod page_cache;
pub mod pages;
pub mod public;
pub mod ravens;
pub mod reliability;
pub mod seats;
pub mod votes;

use crate::decisions::formdata::FormData;
use crate::http::{self, client_address, request_id, request_span, AppState};
use crate::service::{Freshness, GameId, Reason};
use actix_web::http::header::{self, ContentType};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use ctx::{
    Ctx, PageCtx, Reply, WebError, ANON_COOKIE, DEVICE_COOKIE, SESSION_COOKIE, WROTE_COOKIE,
};
use tracing::Instrument;

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    ctx: PageCtx,
    title: String,
    message: String,
    login: bool,
    /// The request id, on a 500 page (it is in the server's log too).
    reference: Option<String>,
}

#[derive(Template)]
#[template(path = "not_found.html")]
struct NotFoundPage {
    ctx: PageCtx,
    path: String,
}

/// Renders a template, or a plain 500 if it fails.
pub(crate) fn render(status: StatusCode, page: &impl Template) -> Reply {
    match page.render() {
        Ok(body) => Reply::Page { status, body },
        Err(e) => Reply::Page {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            body: format!(
                "<!doctype html><title>Error</title><p>Template error: {}</p>",
                board::esc(&e.to_string())
            ),
        },
    }
}

fn error_reply(ctx: &mut Ctx, e: &WebError) -> Reply {
    let reference = match e {
        WebError::Internal(detail) => {
            tracing::error!("internal error: {detail}");
            Some(ctx.request_id.clone())
        }
        _ => None,
    };
    render(
        e.status(),
        &ErrorPage {
            ctx: ctx.page(),
            title: e.title_in(ctx.tr()),
            message: e.message_in(ctx.tr()),
            login: matches!(
                e,
                WebError::LoginNeeded | WebError::Csrf | WebError::NoCookie
            ) && ctx.user.is_none(),
            reference,
        },
    )
}

/// A plain 500 page naming the request (when even the page could not be made).
fn internal_page(request_id: &str, detail: &str) -> HttpResponse {
    tracing::error!(request = request_id, "internal error: {detail}");
    HttpResponse::InternalServerError()
        .content_type(ContentType::html())
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(format!(
            "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>The server could not complete the request. Please try again later.</p><p>Reference: <code id=\"request-id\">{}</code></p>",
            board::esc(request_id)
        ))
}

fn to_response(reply: Reply, cookies: Vec<actix_web::cookie::Cookie<'static>>) -> HttpResponse {
    let mut resp = match reply {
        Reply::Page { status, body } => HttpResponse::build(status)
            .content_type(ContentType::html())
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(body),
        Reply::Redirect { to } => {
            // Locations are made from checked values; should one still not be a valid header
            // value, the visitor goes to the front page rather than to a 500.
            let to = header::HeaderValue::from_str(&to)
                .unwrap_or_else(|_| header::HeaderValue::from_static("/"));
            HttpResponse::SeeOther()
                .insert_header((header::LOCATION, to))
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .finish()
        }
        Reply::Svg { body } => HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, "image/svg+xml"))
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(body),
        Reply::Download { name, body } => HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, "application/json"))
            .insert_header((
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ))
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(body),
        // Kept by the browser, and asked for again each time (`If-None-Match`).
        Reply::CachedPage {
            body,
            gzip,
            etag,
            hit,
            svg,
        } => {
            let mut r = HttpResponse::Ok();
            if svg {
                r.insert_header((header::CONTENT_TYPE, "image/svg+xml"));
            } else {
                r.content_type(ContentType::html());
            }
            r.insert_header((header::CACHE_CONTROL, "private, no-cache"))
                .insert_header((header::VARY, "Accept-Encoding, Cookie"))
                .insert_header((header::ETAG, etag))
                .insert_header(("x-page-cache", if hit { "hit" } else { "miss" }));
            if gzip {
                r.insert_header((header::CONTENT_ENCODING, "gzip"));
            }
            r.body(body)
        }
        Reply::NotModified { etag } => HttpResponse::NotModified()
            .insert_header((header::CACHE_CONTROL, "private, no-cache"))
            .insert_header((header::VARY, "Accept-Encoding, Cookie"))
            .insert_header((header::ETAG, etag))
            .finish(),
    };
    for c in cookies {
        let _ = resp.add_cookie(&c);
    }
    resp
}

/// Runs a handler body on the blocking pool with the visitor resolved; errors become pages.
pub(crate) async fn run<F>(st: web::Data<AppState>, req: &HttpRequest, f: F) -> HttpResponse
where
    F: FnOnce(&AppState, &mut Ctx) -> Result<Reply, WebError> + Send + 'static,
{
    run_boxed(st, req, None, Box::new(f)).await
}

/// A handler's work, boxed, so that the code that runs it is compiled once rather than once
/// per handler (issue 31: it was 1.7% of the crate's generated code, in 68 copies).
type Handler = Box<dyn FnOnce(&AppState, &mut Ctx) -> Result<Reply, WebError> + Send + 'static>;

/// A page cache lookup on the HTTP worker ([`run_kept`]), boxed like [`Handler`].
type KeptLookup<'a> = Box<dyn FnOnce(&AppState, &mut Ctx) -> Option<Reply> + 'a>;

/// A form's handler ([`run_post`]), boxed like [`Handler`].
type FormHandler =
    Box<dyn FnOnce(&AppState, &mut Ctx, FormData) -> Result<Reply, WebError> + Send + 'static>;

/// [`run`] for a page of game `game` (when its id is well formed) that the page cache keeps:
/// the session and the game's page version are read in one query (`Ctx::take_page_version`).
async fn run_boxed(
    st: web::Data<AppState>,
    req: &HttpRequest,
    game: Option<i32>,
    f: Handler,
) -> HttpResponse {
    let Visitor {
        session,
        anon,
        device,
        sent_no_cookie,
        client,
        request_id,
        lang_req,
        span,
    } = Visitor::of(&st, req);
    // PostgreSQL: the session from the change feed, after its barrier, instead of a query on
    // the blocking pool (issue 30: a form's POST, the front page, any page but a kept game
    // page's, which reads the session with the page version). `None`: the ordinary way.
    let fed = match (&session, game) {
        (Some(token), None) if st.svc.follows_changes() => {
            st.svc
                .session_fresh(token, freshness(req))
                .instrument(span.clone())
                .await
        }
        _ => None,
    };
    let st2 = st.clone();
    let id2 = request_id.clone();
    let out = web::block(move || {
        // The blocking thread writes its lines inside the request's span, with its id.
        let _in_request = span.enter();
        let resolved = match fed {
            Some(user) => Ok(Ctx::with_session(
                user,
                session,
                anon,
                client,
                st2.cfg.secure_cookies,
            )),
            None => Ctx::resolve(
                &st2.svc,
                session,
                anon,
                client,
                st2.cfg.secure_cookies,
                game,
            ),
        };
        let mut ctx = match resolved {
            Ok(c) => c,
            Err(e) => {
                tracing::error!("cannot resolve the session: {e:?}");
                return (
                    Reply::Page {
                        status: e.status(),
                        body: format!(
                            "<!doctype html><title>Error</title><p>{}</p><p>Reference: <code id=\"request-id\">{}</code></p>",
                            board::esc(&e.message()),
                            board::esc(&id2)
                        ),
                    },
                    vec![],
                );
            }
        };
        ctx.device = device;
        ctx.sent_no_cookie = sent_no_cookie;
        ctx.request_id = id2;
        ctx.choose_language(&st2.svc, lang_req);
        answer(&st2, ctx, f)
    })
    .await;
    respond(out, &request_id)
}

/// A handler's reply and the cookies to set with it.
type Answered = (Reply, Vec<actix_web::cookie::Cookie<'static>>);

/// `f`'s reply in `ctx` (a refusal worded as its page) and the cookies to set.
fn answer(st: &AppState, mut ctx: Ctx, f: Handler) -> Answered {
    let reply = match f(st, &mut ctx) {
        Ok(r) => r,
        Err(e) => error_reply(&mut ctx, &e),
    };
    (reply, ctx.cookies)
}

/// The response to what the blocking pool returned (an internal error page if it failed).
fn respond(
    out: Result<Answered, actix_web::error::BlockingError>,
    request_id: &str,
) -> HttpResponse {
    match out {
        Ok((reply, cookies)) => to_response(reply, cookies),
        Err(e) => internal_page(request_id, &e.to_string()),
    }
}

/// [`run_boxed`] for a page the cache keeps (issue 30), answered on this HTTP worker thread
/// when it can be without blocking: on SQLite, with a pooled connection free at once and a
/// session that needs no write (`Ctx::resolve_now`); on PostgreSQL, from the change feed after
/// its round trip, awaited here (`Service::session_and_page_version_fresh`). Then `kept` looks
/// the page up, and a kept page is sent from here, without the blocking pool's hop. Anything
/// else (a miss, a render, a busy pool, what the feed does not hold) goes the ordinary way, `f`
/// on the blocking pool.
pub(crate) async fn run_kept<K, F>(
    st: web::Data<AppState>,
    req: &HttpRequest,
    game: Option<i32>,
    kept: K,
    f: F,
) -> HttpResponse
where
    K: FnOnce(&AppState, &mut Ctx) -> Option<Reply>,
    F: FnOnce(&AppState, &mut Ctx) -> Result<Reply, WebError> + Send + 'static,
{
    run_kept_boxed(st, req, game, Box::new(kept), Box::new(f)).await
}

async fn run_kept_boxed(
    st: web::Data<AppState>,
    req: &HttpRequest,
    game: Option<i32>,
    kept: KeptLookup<'_>,
    f: Handler,
) -> HttpResponse {
    if let Some(id) = game {
        let v = Visitor::of(&st, req);
        // The language switch writes (a cookie, the account's language): the ordinary way.
        if v.lang_req.query.is_none() {
            let ctx = if st.svc.follows_changes() {
                // PostgreSQL: from the change feed, after its round trip (no query).
                st.svc
                    .session_and_page_version_fresh(
                        v.session.as_deref(),
                        GameId(id),
                        freshness(req),
                    )
                    .instrument(v.span.clone())
                    .await
                    .map(|(user, version)| {
                        Ctx::at_page_version(
                            user,
                            id,
                            version,
                            v.session,
                            v.anon,
                            v.client,
                            st.cfg.secure_cookies,
                        )
                    })
            } else {
                let _in_request = v.span.enter();
                Ctx::resolve_now(
                    &st.svc,
                    v.session,
                    v.anon,
                    v.client,
                    st.cfg.secure_cookies,
                    id,
                )
            };
            let _in_request = v.span.enter();
            if let Some(mut ctx) = ctx {
                ctx.device = v.device;
                ctx.sent_no_cookie = v.sent_no_cookie;
                ctx.request_id = v.request_id;
                ctx.choose_language(&st.svc, v.lang_req);
                let version = ctx.peek_page_version();
                if let Some(reply) = kept(&st, &mut ctx) {
                    return to_response(reply, ctx.cookies);
                }
                // Not kept: render with the session and the version already found (one read
                // less than the ordinary way, which would read both again).
                ctx.restore_page_version(version);
                drop(_in_request);
                return run_resolved(st, ctx, v.span, f).await;
            }
        }
    }
    run_boxed(st, req, game, f).await
}

/// `f` on the blocking pool with a context already resolved (`run_kept`'s miss).
async fn run_resolved(
    st: web::Data<AppState>,
    ctx: Ctx,
    span: tracing::Span,
    f: Handler,
) -> HttpResponse {
    let request_id = ctx.request_id.clone();
    let out = web::block(move || {
        let _in_request = span.enter();
        answer(&st, ctx, f)
    })
    .await;
    respond(out, &request_id)
}

/// How current the change feed must be for `req` (PostgreSQL, `db::changes`): a view may lag
/// by `ROOKERY_CHANGE_FEED_LAG_MS`, unless its browser wrote a moment ago (`WROTE_COOKIE`, on
/// any server); a form's POST may not (its session may have ended a moment before).
fn freshness(req: &HttpRequest) -> Freshness {
    let wrote_lately = req
        .cookie(WROTE_COOKIE)
        .and_then(|c| c.value().parse::<u64>().ok())
        .is_some_and(|until| ctx::unix_millis() < until);
    if req.method() == actix_web::http::Method::GET && !wrote_lately {
        Freshness::Lagging
    } else {
        Freshness::Now
    }
}

/// What `run` reads of a request before the handler: the visitor's cookies and address, the
/// request's id, language and log span.
struct Visitor {
    session: Option<String>,
    anon: Option<String>,
    device: Option<String>,
    /// The request carried no cookie at all (see [`Ctx::sent_no_cookie`]).
    sent_no_cookie: bool,
    client: String,
    request_id: String,
    lang_req: ctx::LangRequest,
    span: tracing::Span,
}

impl Visitor {
    fn of(st: &AppState, req: &HttpRequest) -> Visitor {
        Visitor {
            session: req.cookie(SESSION_COOKIE).map(|c| c.value().to_string()),
            anon: req.cookie(ANON_COOKIE).map(|c| c.value().to_string()),
            device: req
                .cookie(DEVICE_COOKIE)
                .map(|c| c.value().to_string())
                .filter(|d| d.len() == 64 && d.bytes().all(|b| b.is_ascii_hexdigit())),
            sent_no_cookie: req.headers().get(header::COOKIE).is_none(),
            client: client_address(&st.cfg.guard, req),
            request_id: request_id(req),
            lang_req: lang_request(req),
            span: request_span(req),
        }
    }
}

/// What the request says about the reader's language: `?lang=`, the cookie, `Accept-Language`,
/// and this page's address without `lang` for the switch's links: a GET's own path and query;
/// for a page answering a POST (a refused form), the page the form was on (the `Referer`'s
/// path, when it has one), else the front page.
fn lang_request(req: &HttpRequest) -> ctx::LangRequest {
    fn without_lang(query: &str) -> (Option<String>, Vec<&str>) {
        let mut lang = None;
        let mut kept = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            match pair.strip_prefix("lang=") {
                Some(code) => lang = Some(code.to_string()),
                None => kept.push(pair),
            }
        }
        (lang, kept)
    }
    fn join(path: &str, kept: &[&str]) -> String {
        if kept.is_empty() {
            path.to_string()
        } else {
            format!("{path}?{}", kept.join("&"))
        }
    }
    let (query, kept) = without_lang(req.query_string());
    // Only a path of this site (a request for `//host/...` must not make a link elsewhere).
    let here = if req.method() == actix_web::http::Method::GET {
        Some(join(req.path(), &kept))
            .filter(|p| pages::safe_next(Some(p)) == *p)
            .unwrap_or_else(|| "/".into())
    } else {
        req.headers()
            .get(header::REFERER)
            .and_then(|v| v.to_str().ok())
            .and_then(|r| r.split_once("://").map(|(_, rest)| rest))
            .and_then(|rest| rest.find('/').map(|i| &rest[i..]))
            .map(|p| {
                let p = p.split('#').next().unwrap_or("/");
                let (path, query) = p.split_once('?').unwrap_or((p, ""));
                join(path, &without_lang(query).1)
            })
            .filter(|p| pages::safe_next(Some(p)) == *p)
            .unwrap_or_else(|| "/".into())
    };
    ctx::LangRequest {
        query,
        cookie: req.cookie(ctx::LANG_COOKIE).map(|c| c.value().to_string()),
        accept: req
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string),
        here,
    }
}

/// Reads a form body (at most `cfg.max_body` bytes, valid UTF-8, well-formed escapes), sent as
/// a URL-encoded form (or without a media type).
pub(crate) async fn read_form(
    st: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<FormData, WebError> {
    if let Some(other) = not_url_encoded(req) {
        return Err(WebError::UnsupportedType(other));
    }
    let limit = st.cfg.max_body;
    if let Some(len) = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
    {
        if len > limit {
            return Err(WebError::TooLarge);
        }
    }
    let bytes = read_body_in_time(st, payload, limit).await?;
    FormData::parse(&bytes).map_err(WebError::from)
}

/// The media type of a request body that is not a URL-encoded form, as a page may show it: a
/// script's `curl --form` (multipart), a JSON body, `text/plain`. Read as a form, such a body
/// was refused for a reason that misled ("its text is broken", "no security token"). A body
/// without a media type is read as a form.
fn not_url_encoded(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::CONTENT_TYPE)?;
    let text = String::from_utf8_lossy(value.as_bytes());
    let media = http::media_type(&text);
    if media.is_empty() || media.eq_ignore_ascii_case("application/x-www-form-urlencoded") {
        return None;
    }
    let shown: String = media
        .chars()
        .filter(|c| c.is_ascii_graphic())
        .take(80)
        .collect();
    Some(if shown.is_empty() { "?".into() } else { shown })
}

/// [`http::read_body_in_time`], its refusals as pages.
pub(crate) async fn read_body_in_time(
    st: &AppState,
    payload: web::Payload,
    limit: usize,
) -> Result<web::Bytes, WebError> {
    http::read_body_in_time(st, payload, limit)
        .await
        .map_err(|e| match e {
            http::BodyError::Timeout => WebError::Timeout,
            http::BodyError::TooLarge => WebError::TooLarge,
            http::BodyError::Interrupted => {
                WebError::BadRequest(Reason::new("svc-form-interrupted"))
            }
        })
}

/// A POST handler: reads the form, then runs `f` with it once the CSRF token checks out.
pub(crate) async fn run_post<F>(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
    f: F,
) -> HttpResponse
where
    F: FnOnce(&AppState, &mut Ctx, FormData) -> Result<Reply, WebError> + Send + 'static,
{
    run_post_boxed(st, req, payload, Box::new(f)).await
}

/// [`run_post`]'s body, compiled once rather than once per form handler (issue 31).
async fn run_post_boxed(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
    f: FormHandler,
) -> HttpResponse {
    let form = read_form(&st, &req, payload).await;
    run(st, &req, move |st, ctx| {
        let form = form?;
        ctx.check_csrf(&form)?;
        // A committed POST may have written mails (a move, a start, a verification, the
        // creator's clock...), even one whose handler failed afterwards: this server's mail
        // worker is woken if it did, instead of leaving them to its next tick.
        let reply = st.svc.waking_mail(|| f(st, ctx, form));
        // What it wrote is on the next view here, and on any server for this browser.
        st.svc.wrote();
        if let Some(lag) = st.svc.change_lag() {
            ctx.note_wrote(lag);
        }
        reply
    })
    .await
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::plaintext())
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body("ok")
}

async fn static_file(
    st: web::Data<AppState>,
    req: HttpRequest,
    name: web::Path<String>,
) -> HttpResponse {
    match assets::respond(&req, name.as_str()) {
        Some(res) => res,
        None => not_found(st, req).await,
    }
}

async fn not_found(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let path = req.path().to_string();
    run(st, &req, move |_, ctx| {
        Ok(render(
            StatusCode::NOT_FOUND,
            &NotFoundPage {
                ctx: ctx.page(),
                path,
            },
        ))
    })
    .await
}

/// The routes of the service.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/").route(web::get().to(pages::home)))
        .service(web::resource("/healthz").route(web::get().to(healthz)))
        .service(web::resource("/static/{name}").route(web::get().to(static_file)))
        .service(
            web::resource("/register")
                .route(web::get().to(pages::register_form))
                .route(web::post().to(pages::register)),
        )
        .service(
            web::resource("/login")
                .route(web::get().to(pages::login_form))
                .route(web::post().to(pages::login)),
        )
        .service(web::resource("/logout").route(web::post().to(pages::logout)))
        .service(
            web::resource("/settings")
                .route(web::get().to(account::settings_form))
                .route(web::post().to(account::settings)),
        )
        .service(web::resource("/settings/language").route(web::post().to(account::set_language)))
        .service(web::resource("/settings/email").route(web::post().to(account::change_email)))
        .service(
            web::resource("/settings/verify-again").route(web::post().to(account::verify_again)),
        )
        .service(
            web::resource("/settings/notifications").route(web::post().to(account::notifications)),
        )
        .service(web::resource("/settings/replies").route(web::post().to(account::revoke_replies)))
        .service(web::resource("/settings/mail-again").route(web::post().to(account::mail_again)))
        .service(web::resource("/settings/api").route(web::get().to(connections::connections)))
        .service(
            web::resource("/settings/api/tokens").route(web::post().to(connections::create_token)),
        )
        .service(
            web::resource("/settings/api/tokens/{id}/revoke")
                .route(web::post().to(connections::revoke_token)),
        )
        .service(
            web::resource("/settings/api/webhooks").route(web::post().to(connections::add_webhook)),
        )
        .service(
            web::resource("/settings/api/webhooks/{id}/remove")
                .route(web::post().to(connections::remove_webhook)),
        )
        .service(
            web::resource("/settings/api/calendar")
                .route(web::post().to(connections::create_calendar)),
        )
        .service(
            web::resource("/settings/api/calendar/remove")
                .route(web::post().to(connections::remove_calendar)),
        )
        .service(
            web::resource("/settings/api/push").route(web::post().to(connections::subscribe_push)),
        )
        .service(
            web::resource("/settings/api/push/remove")
                .route(web::post().to(connections::unsubscribe_push)),
        )
        .service(web::resource("/calendar/{file}").route(web::get().to(connections::calendar_feed)))
        .service(
            web::resource("/verify/{token}")
                .route(web::get().to(account::verify_form))
                .route(web::post().to(account::verify)),
        )
        .service(
            web::resource("/forgot")
                .route(web::get().to(account::forgot_form))
                .route(web::post().to(account::forgot)),
        )
        .service(
            web::resource("/reset/{token}")
                .route(web::get().to(account::reset_form))
                .route(web::post().to(account::reset)),
        )
        .service(
            web::resource("/unsubscribe/{token}")
                .route(web::get().to(account::unsubscribe_form))
                .route(web::post().to(account::unsubscribe)),
        )
        .service(web::resource("/games/{id}/mail").route(web::post().to(account::seat_mail)))
        .service(
            web::resource("/games/new")
                .route(web::get().to(pages::new_game_form))
                .route(web::post().to(pages::new_game)),
        )
        .service(web::resource("/invite/{token}").route(web::get().to(pages::invite)))
        .service(web::resource("/games/{id}").route(web::get().to(game::game_page)))
        .service(web::resource("/games/{id}/join").route(web::post().to(pages::join)))
        .service(web::resource("/games/{id}/leave").route(web::post().to(pages::leave)))
        .service(web::resource("/games/{id}/start").route(web::post().to(pages::start)))
        .service(
            web::resource("/games/{id}/start-computer")
                .route(web::post().to(pages::start_computer)),
        )
        .service(
            web::resource("/games/{id}/computer-stand-in")
                .route(web::post().to(seats::computer_stand_in)),
        )
        .service(web::resource("/games/{id}/act").route(web::post().to(game::act)))
        .service(web::resource("/games/{id}/plan").route(web::post().to(game::plan_post)))
        .service(web::resource("/games/{id}/extend").route(web::post().to(game::extend)))
        .service(web::resource("/games/{id}/pause").route(web::post().to(game::pause)))
        .service(web::resource("/games/{id}/resume").route(web::post().to(game::resume)))
        .service(web::resource("/users/{name}").route(web::get().to(reliability::profile)))
        .service(web::resource("/leaderboard").route(web::get().to(public::leaderboard)))
        .service(web::resource("/matchmaking").route(web::post().to(matchmaking::ask)))
        .service(web::resource("/matchmaking/cancel").route(web::post().to(matchmaking::cancel)))
        .service(
            web::resource("/games/{id}/start-fewer")
                .route(web::post().to(matchmaking::start_fewer)),
        )
        .service(web::resource("/report").route(web::post().to(moderation::report)))
        .service(web::resource("/users/{name}/mute").route(web::post().to(moderation::mute)))
        .service(web::resource("/moderation").route(web::get().to(moderation::page)))
        .service(web::resource("/moderation/act").route(web::post().to(moderation::act)))
        .service(web::resource("/games/{id}/take").route(web::post().to(seats::take)))
        .service(web::resource("/games/{id}/absence").route(web::post().to(seats::absence)))
        .service(web::resource("/games/{id}/votes").route(web::post().to(votes::call)))
        .service(web::resource("/games/{id}/ballot").route(web::post().to(votes::ballot)))
        .service(web::resource("/games/{id}/log").route(web::get().to(game::log_page)))
        .service(web::resource("/games/{id}/map").route(web::get().to(game::map_page)))
        .service(web::resource("/games/{id}/board.svg").route(web::get().to(game::board_svg)))
        .service(web::resource("/games/{id}/export").route(web::get().to(history::export)))
        .service(web::resource("/games/{id}/history").route(web::get().to(history::history)))
        .service(web::resource("/games/{id}/rounds").route(web::get().to(history::rounds)))
        .service(web::resource("/games/{id}/revealed").route(web::get().to(history::revealed)))
        .service(web::resource("/games/{id}/ravens").route(web::get().to(ravens::ravens_page)))
        .service(web::resource("/games/{id}/ravens/new").route(web::post().to(ravens::start)))
        .service(
            web::resource("/games/{id}/ravens/{conversation}")
                .route(web::get().to(ravens::conversation_page))
                .route(web::post().to(ravens::post)),
        )
        .service(
            web::resource("/games/{id}/ravens/{conversation}/mute")
                .route(web::post().to(ravens::mute)),
        )
        .service(web::resource("/games/{id}/notes").route(web::post().to(ravens::save_notes)))
        .service(web::resource("/metrics").route(web::get().to(metrics::metrics)))
        .default_service(web::to(not_found));
}
