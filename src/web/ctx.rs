//! Per-request context: who is visiting (session cookie), the CSRF token their forms carry,
//! cookies to set, and the errors a handler can end with.
//!
//! CSRF: a logged-in visitor's forms carry the session's random token (kept in the database
//! with the session); an anonymous visitor's (log-in and register forms) carry the value of a
//! random `rookery_anon` cookie (double submit). The token is never written into a page as it
//! is: each response masks it with fresh random bytes (`hex(mask ‖ token XOR mask)`), so that
//! a compressed page that also reflects input leaks nothing of it (BREACH); the check unmasks.
//! Cookies are HttpOnly and SameSite=Lax, and Secure when `ROOKERY_SECURE_COOKIES` is on.

use crate::decisions::formdata::FormData;
use crate::i18n::{IntoArg, Lang, Tr};
use crate::service::accounts::SessionUser;
use crate::service::Reason;
use crate::service::UserId;
use crate::service::{constant_time_eq, random_token, Service, ServiceError};
use actix_web::cookie::{time::Duration as CookieDuration, Cookie, SameSite};
use actix_web::http::StatusCode;

pub const SESSION_COOKIE: &str = "rookery_session";
pub const ANON_COOKIE: &str = "rookery_anon";
/// The language a visitor chose with the switch (issue 15), kept for a year.
pub const LANG_COOKIE: &str = "rookery_lang";
const LANG_COOKIE_DAYS: i64 = 365;
/// A browser that logged in before (see `service::accounts`): kept for a year.
pub const DEVICE_COOKIE: &str = "rookery_device";
const DEVICE_COOKIE_DAYS: i64 = 365;
/// A browser that wrote a moment ago (issue 30, `db::changes`): until the time it holds (Unix
/// milliseconds) its views wait for the change feed's barrier, so that another server behind
/// the same address shows it its own change at once. The time is in the value, not only in
/// the cookie's age, for clients that keep cookies past their age.
pub const WROTE_COOKIE: &str = "rookery_wrote";

/// Milliseconds since the Unix epoch by the system's clock (not the service's, which a test may
/// stop: the feed's lag is real time).
pub fn unix_millis() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Masks a token of 64 hex digits for one response: 64 hex digits of a fresh random mask, then
/// 64 of the token's bytes XOR the mask.
pub fn mask_token(token: &str) -> String {
    let Some(raw) = unhex32(token) else {
        return String::new();
    };
    let mask = rand::random::<[u8; 32]>();
    let mut out = [0u8; 64];
    out[..32].copy_from_slice(&mask);
    for i in 0..32 {
        out[32 + i] = raw[i] ^ mask[i];
    }
    crate::service::hex(&out)
}

/// The token inside a masked one (see [`mask_token`]), as 64 lower-case hex digits.
pub fn unmask_token(masked: &str) -> Option<String> {
    if masked.len() != 128 || !masked.is_ascii() {
        return None;
    }
    let (mask, xored) = (unhex32(&masked[..64])?, unhex32(&masked[64..])?);
    let raw: Vec<u8> = mask.iter().zip(xored.iter()).map(|(m, x)| m ^ x).collect();
    Some(crate::service::hex(&raw))
}

fn unhex32(text: &str) -> Option<[u8; 32]> {
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// How a handler ends.
pub enum Reply {
    Page {
        status: StatusCode,
        body: String,
    },
    Redirect {
        to: String,
    },
    Svg {
        body: String,
    },
    /// A JSON file to download (`name` in `Content-Disposition`).
    Download {
        name: String,
        body: String,
    },
    /// A page through the page cache (`page_cache`), with its `ETag`: its bytes, gzipped when
    /// `gzip`; `hit` when the compressed page came from the cache.
    CachedPage {
        body: crate::web::page_cache::Chunks,
        gzip: bool,
        etag: String,
        hit: bool,
        /// An SVG image (`board.svg`), not an HTML page.
        svg: bool,
    },
    /// `304 Not Modified`: the browser has this page (its `ETag`).
    NotModified {
        etag: String,
    },
}

/// Why a handler failed; each renders as an HTML error page with its status.
#[derive(Debug)]
pub enum WebError {
    BadRequest(Reason),
    Csrf,
    /// A form came without any cookie, so without the one its token is checked against.
    NoCookie,
    LoginNeeded,
    Forbidden(Reason),
    NotFound,
    Conflict(Reason),
    TooLarge,
    /// A form body sent in another encoding than a URL-encoded form's: its media type.
    UnsupportedType(String),
    Throttled,
    /// A limit on what one account, client or game may do: the reason.
    Limit(Reason),
    Busy(Reason),
    /// The request body did not arrive in time.
    Timeout,
    Internal(String),
}

impl WebError {
    pub fn status(&self) -> StatusCode {
        match self {
            WebError::BadRequest(_) => StatusCode::BAD_REQUEST,
            WebError::Csrf | WebError::NoCookie | WebError::Forbidden(_) => StatusCode::FORBIDDEN,
            WebError::LoginNeeded => StatusCode::UNAUTHORIZED,
            WebError::NotFound => StatusCode::NOT_FOUND,
            WebError::Conflict(_) => StatusCode::CONFLICT,
            WebError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            WebError::UnsupportedType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            WebError::Throttled | WebError::Limit(_) => StatusCode::TOO_MANY_REQUESTS,
            WebError::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            WebError::Timeout => StatusCode::REQUEST_TIMEOUT,
            WebError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The page title in the reader's language.
    pub fn title_in(&self, tr: Tr) -> String {
        tr.t(match self {
            WebError::BadRequest(_) => "error-bad-request",
            WebError::Csrf => "error-csrf",
            WebError::NoCookie => "error-no-cookie",
            WebError::LoginNeeded => "error-login-needed",
            WebError::Forbidden(_) => "error-forbidden",
            WebError::NotFound => "error-not-found",
            WebError::Conflict(_) => "error-conflict",
            WebError::TooLarge => "error-too-large",
            WebError::UnsupportedType(_) => "error-media-type",
            WebError::Throttled => "error-throttled",
            WebError::Limit(_) => "error-limit",
            WebError::Busy(_) => "error-busy",
            WebError::Timeout => "error-timeout",
            WebError::Internal(_) => "error-internal",
        })
    }

    /// The explanation in the reader's language (a reason the service gave in the reader's
    /// words too: `Reason::words`).
    pub fn message_in(&self, tr: Tr) -> String {
        match self {
            WebError::BadRequest(m) => tr.t1("error-bad-request-text", "detail", m.words(tr)),
            WebError::Csrf => tr.t("error-csrf-text"),
            WebError::NoCookie => tr.t("error-no-cookie-text"),
            WebError::LoginNeeded => tr.t("error-login-needed-text"),
            WebError::Forbidden(m)
            | WebError::Conflict(m)
            | WebError::Busy(m)
            | WebError::Limit(m) => m.words(tr),
            WebError::NotFound => tr.t("error-not-found-text"),
            WebError::TooLarge => tr.t("error-too-large-text"),
            WebError::UnsupportedType(t) => tr.t1("error-media-type-text", "type", t.clone()),
            WebError::Timeout => tr.t("error-timeout-text"),
            WebError::Throttled => tr.t("error-throttled-text"),
            WebError::Internal(_) => tr.t("error-internal-text"),
        }
    }

    /// The explanation in English, for the page shown when no reader's language could be chosen
    /// (the session could not be read): the English catalogue's words, not a second copy of them.
    pub fn message(&self) -> String {
        self.message_in(Tr(Lang::En))
    }
}

/// A form post not as its page made it: a bad request, in the reader's words.
impl From<crate::decisions::formdata::FormError> for WebError {
    fn from(e: crate::decisions::formdata::FormError) -> WebError {
        WebError::BadRequest(e.into())
    }
}

impl From<ServiceError> for WebError {
    fn from(e: ServiceError) -> WebError {
        match e {
            ServiceError::Invalid(m) => WebError::BadRequest(m),
            ServiceError::NotFound => WebError::NotFound,
            ServiceError::Forbidden(m) => WebError::Forbidden(m),
            ServiceError::Conflict(m) => WebError::Conflict(m),
            ServiceError::Throttled => WebError::Throttled,
            ServiceError::Limit(m) => WebError::Limit(m),
            ServiceError::Rejected(r) => WebError::Conflict(Reason::rejection(r)),
            ServiceError::Stale => WebError::Conflict(Reason::new("rej-stale")),
            ServiceError::Busy => WebError::Busy(Reason::new("rej-busy")),
            ServiceError::Db(e) => WebError::Internal(e.to_string()),
        }
    }
}

/// What a request says about the language to show (see [`Ctx::choose_language`]).
#[derive(Clone, Debug, Default)]
pub struct LangRequest {
    /// `?lang=CODE` on this request: the language switch.
    pub query: Option<String>,
    /// The `rookery_lang` cookie.
    pub cookie: Option<String>,
    /// The `Accept-Language` header.
    pub accept: Option<String>,
    /// Where the switch's links point: this page (a GET's path and query without `lang`).
    pub here: String,
}

/// One link of the language switch.
#[derive(Clone, Debug)]
pub struct LangLink {
    pub code: &'static str,
    pub name: &'static str,
    pub href: String,
    pub current: bool,
}

/// What the base template needs on every page.
#[derive(Clone, Debug)]
pub struct PageCtx {
    /// The reader's language: `<html lang>`, and every word through [`PageCtx::t`].
    pub lang: Lang,
    pub langs: Vec<LangLink>,
    pub user_name: Option<String>,
    /// This response's masked CSRF token.
    pub csrf: String,
    /// The versioned URLs of the stylesheet and the icon (see `assets`).
    pub css_url: String,
    pub icon_url: String,
}

/// A message as the page writes it: escaped here (`&`, `<`, `>`, `"`; an apostrophe is
/// harmless in text and in the double-quoted attributes of these templates, and the English
/// pages keep the plain apostrophes their literal text had), or as it is for an id ending in
/// `-html`, whose message carries its own markup and no variables.
pub type PageText = askama::filters::Safe<String>;

fn page_text(id: &str, text: String) -> PageText {
    if id.ends_with("-html") {
        return askama::filters::Safe(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    askama::filters::Safe(out)
}

impl PageCtx {
    pub fn tr(&self) -> Tr {
        Tr(self.lang)
    }

    /// The message `id` in the reader's language (see `i18n::tr`), for a template.
    pub fn t(&self, id: &str) -> PageText {
        page_text(id, self.tr().t(id))
    }

    pub fn t1(&self, id: &str, name: &str, value: impl IntoArg) -> PageText {
        page_text(id, self.tr().t1(id, name, value))
    }

    /// An area's name in the reader's language (a message's variable: not escaped yet).
    pub fn area_name(&self, area: &crate::engine::AreaId) -> String {
        crate::i18n::area_name(self.lang, *area)
    }

    pub fn t_args(
        &self,
        id: &str,
        args: &[(&str, fluent_bundle::FluentValue<'static>)],
    ) -> PageText {
        page_text(id, self.tr().t_args(id, args))
    }

    pub fn t2(&self, id: &str, n1: &str, v1: impl IntoArg, n2: &str, v2: impl IntoArg) -> PageText {
        page_text(id, self.tr().t2(id, n1, v1, n2, v2))
    }
}

/// The request's visitor and the cookies the response will set.
pub struct Ctx {
    pub user: Option<SessionUser>,
    pub session_token: Option<String>,
    anon: Option<String>,
    /// The client's address (see [`crate::http::guard::GuardConfig::client_ip`]).
    pub client: String,
    /// The browser's device cookie, if it has one.
    pub device: Option<String>,
    /// The request carried no cookie at all: a browser that blocks cookies (or a form posted
    /// from another site, whose cookies `SameSite` keeps back).
    pub sent_no_cookie: bool,
    /// This request's id (on 500 pages and in the log).
    pub request_id: String,
    pub cookies: Vec<Cookie<'static>>,
    pub secure: bool,
    /// The reader's language (see [`Ctx::choose_language`]).
    pub lang: Lang,
    /// This page's address for the language switch's links.
    lang_here: String,
    /// A game's page version read with the session (see [`Ctx::resolve`]), until taken.
    page_version: Option<(i32, Option<i64>)>,
}

impl Ctx {
    /// Resolves the session cookie (a database read); with `game`, reads that game's page
    /// version in the same query (issue 30: a view of a kept page), for
    /// [`Ctx::take_page_version`].
    pub fn resolve(
        svc: &Service,
        session_token: Option<String>,
        anon: Option<String>,
        client: String,
        secure: bool,
        game: Option<i32>,
    ) -> Result<Ctx, WebError> {
        let (user, page_version) = match game {
            Some(id) => {
                let (user, version) = svc.session_and_page_version(
                    session_token.as_deref(),
                    crate::service::GameId(id),
                )?;
                (user, Some((id, version)))
            }
            None => match &session_token {
                Some(t) => (svc.session(t)?, None),
                None => (None, None),
            },
        };
        Ok(Ctx::of(
            user,
            page_version,
            session_token,
            anon,
            client,
            secure,
        ))
    }

    /// [`Ctx::resolve`] for a page of game `game`, without waiting for anything (on an HTTP
    /// worker thread: see `Service::session_and_page_version_now`); `None`: resolve it the
    /// ordinary way.
    pub fn resolve_now(
        svc: &Service,
        session_token: Option<String>,
        anon: Option<String>,
        client: String,
        secure: bool,
        game: i32,
    ) -> Option<Ctx> {
        let (user, version) = svc
            .session_and_page_version_now(session_token.as_deref(), crate::service::GameId(game))?;
        Some(Ctx::at_page_version(
            user,
            game,
            version,
            session_token,
            anon,
            client,
            secure,
        ))
    }

    /// The context of a request whose session (`user`, of cookie `session_token`) was already
    /// found (the change feed's, `Service::session_fresh`).
    pub fn with_session(
        user: SessionUser,
        session_token: Option<String>,
        anon: Option<String>,
        client: String,
        secure: bool,
    ) -> Ctx {
        Ctx::of(Some(user), None, session_token, anon, client, secure)
    }

    /// The context of a view whose session (`user`, of cookie `session_token`) and game
    /// `game`'s page `version` were already found (`Ctx::resolve_now`, or the change feed).
    pub fn at_page_version(
        user: Option<SessionUser>,
        game: i32,
        version: i64,
        session_token: Option<String>,
        anon: Option<String>,
        client: String,
        secure: bool,
    ) -> Ctx {
        Ctx::of(
            user,
            Some((game, Some(version))),
            session_token,
            anon,
            client,
            secure,
        )
    }

    fn of(
        user: Option<SessionUser>,
        page_version: Option<(i32, Option<i64>)>,
        session_token: Option<String>,
        anon: Option<String>,
        client: String,
        secure: bool,
    ) -> Ctx {
        let stale = session_token.is_some() && user.is_none();
        let mut ctx = Ctx {
            session_token: if user.is_some() { session_token } else { None },
            user,
            anon: anon.filter(|a| a.len() == 64 && a.bytes().all(|b| b.is_ascii_hexdigit())),
            client,
            device: None,
            sent_no_cookie: false,
            request_id: String::new(),
            cookies: Vec::new(),
            secure,
            lang: Lang::En,
            lang_here: "/".into(),
            page_version,
        };
        if stale {
            // An unknown or expired session: drop the cookie.
            let mut c = ctx.cookie(SESSION_COOKIE, String::new(), None);
            c.make_removal();
            ctx.cookies.push(c);
        }
        ctx
    }

    /// The page version read with the session, to be put back with
    /// [`Ctx::restore_page_version`] after a look that took it (a kept page's lookup that
    /// missed: the render then uses the same version, read before anything the page shows).
    pub fn peek_page_version(&self) -> Option<(i32, Option<i64>)> {
        self.page_version
    }

    /// Puts back what [`Ctx::peek_page_version`] returned.
    pub fn restore_page_version(&mut self, version: Option<(i32, Option<i64>)>) {
        self.page_version = version;
    }

    /// Game `id`'s page version as read with the session (`None` inside: no such game), once;
    /// `None` when it was not read with it.
    pub fn take_page_version(&mut self, id: i32) -> Option<Option<i64>> {
        match self.page_version.take() {
            Some((game, version)) if game == id => Some(version),
            _ => None,
        }
    }

    /// The visitor's time zone (UTC for a visitor not logged in): times on pages are in it.
    pub fn time_zone(&self) -> String {
        self.user
            .as_ref()
            .map(|u| u.time_zone.clone())
            .unwrap_or_else(|| "UTC".into())
    }

    /// Settles the reader's language: the switch (`?lang=`) wins, is kept in a cookie and, for
    /// a logged-in visitor, saved as the account's language; then the account's language; then
    /// the cookie; then the best match of `Accept-Language`; then English.
    pub fn choose_language(&mut self, svc: &Service, req: LangRequest) {
        self.lang_here = req.here;
        let switched = req.query.as_deref().and_then(Lang::from_code);
        self.lang = if let Some(lang) = switched {
            let c = self.cookie(LANG_COOKIE, lang.code().into(), Some(LANG_COOKIE_DAYS));
            self.cookies.push(c);
            if let Some(u) = self.user.as_mut() {
                if u.language != lang.code()
                    && svc.set_language(UserId(u.user_id), lang.code()).is_ok()
                {
                    u.language = lang.code().into();
                }
            }
            lang
        } else if let Some(u) = &self.user {
            Lang::from_code(&u.language).unwrap_or_default()
        } else if let Some(lang) = req.cookie.as_deref().and_then(Lang::from_code) {
            lang
        } else {
            Lang::negotiate(req.accept.as_deref())
        };
    }

    pub fn tr(&self) -> Tr {
        Tr(self.lang)
    }

    /// The message `id` in the reader's language.
    pub fn t(&self, id: &str) -> String {
        self.tr().t(id)
    }

    pub fn user(&self) -> Result<&SessionUser, WebError> {
        self.user.as_ref().ok_or(WebError::LoginNeeded)
    }

    /// Tells the browser it has just written: for `lag` and a second more (for servers whose
    /// clocks differ a little), its views ask for every change committed before them
    /// ([`WROTE_COOKIE`]).
    pub fn note_wrote(&mut self, lag: std::time::Duration) {
        let window = u64::try_from(lag.as_millis()).unwrap_or(60_000) + 1000;
        let until = unix_millis().saturating_add(window);
        let mut c = self.cookie(WROTE_COOKIE, until.to_string(), None);
        c.set_max_age(CookieDuration::milliseconds(
            i64::try_from(window).unwrap_or(61_000),
        ));
        self.cookies.push(c);
    }

    fn cookie(
        &self,
        name: &'static str,
        value: String,
        max_age_days: Option<i64>,
    ) -> Cookie<'static> {
        let mut c = Cookie::build(name, value)
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(self.secure)
            .finish();
        if let Some(d) = max_age_days {
            c.set_max_age(CookieDuration::days(d));
        }
        c
    }

    /// The CSRF token this visitor's forms must carry, unmasked (an anonymous visitor gets a
    /// cookie).
    pub fn csrf(&mut self) -> String {
        if let Some(u) = &self.user {
            return u.csrf.clone();
        }
        if let Some(a) = &self.anon {
            return a.clone();
        }
        let token = random_token();
        self.anon = Some(token.clone());
        let c = self.cookie(ANON_COOKIE, token.clone(), None);
        self.cookies.push(c);
        token
    }

    /// Refuses a form that does not carry this visitor's CSRF token.
    pub fn check_csrf(&self, form: &FormData) -> Result<(), WebError> {
        let expected = match (&self.user, &self.anon) {
            (Some(u), _) => u.csrf.as_str(),
            (None, Some(a)) => a.as_str(),
            // Nothing to compare with: told apart from an old page, since reloading would not help
            // a browser that blocks cookies.
            (None, None) if self.sent_no_cookie => return Err(WebError::NoCookie),
            (None, None) => return Err(WebError::Csrf),
        };
        match form.get("csrf").and_then(unmask_token) {
            Some(sent) if constant_time_eq(&sent, &expected.to_ascii_lowercase()) => Ok(()),
            _ => Err(WebError::Csrf),
        }
    }

    /// Starts a session: sets the session cookie, and the device cookie when it is new.
    pub fn log_in(&mut self, login: crate::service::accounts::NewLogin) {
        let crate::service::accounts::NewLogin {
            token,
            user,
            device,
        } = login;
        if let Some(d) = device {
            let c = self.cookie(DEVICE_COOKIE, d.clone(), Some(DEVICE_COOKIE_DAYS));
            self.cookies.push(c);
            self.device = Some(d);
        }
        let c = self.cookie(
            SESSION_COOKIE,
            token.clone(),
            Some(crate::service::accounts::SESSION_IDLE_DAYS),
        );
        self.cookies.push(c);
        self.session_token = Some(token);
        self.user = Some(user);
    }

    /// Ends the session: clears the session cookie.
    pub fn log_out(&mut self) {
        let mut c = self.cookie(SESSION_COOKIE, String::new(), None);
        c.make_removal();
        self.cookies.push(c);
        self.session_token = None;
        self.user = None;
    }

    pub fn page(&mut self) -> PageCtx {
        let token = self.csrf();
        let sep = if self.lang_here.contains('?') {
            "&"
        } else {
            "?"
        };
        let langs = Lang::ALL
            .into_iter()
            .map(|l| LangLink {
                code: l.code(),
                name: l.native_name(),
                href: format!("{}{sep}lang={}", self.lang_here, l.code()),
                current: l == self.lang,
            })
            .collect();
        PageCtx {
            lang: self.lang,
            langs,
            user_name: self.user.as_ref().map(|u| u.name.clone()),
            csrf: mask_token(&token),
            css_url: super::assets::url("style.css"),
            icon_url: super::assets::url("favicon.svg"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masked_tokens_differ_every_time_and_unmask_to_the_token() {
        let token = crate::service::random_token();
        let (a, b) = (mask_token(&token), mask_token(&token));
        assert_ne!(a, b, "a fresh mask per response");
        assert!(!a.contains(&token) && !b.contains(&token));
        assert_eq!(unmask_token(&a).as_deref(), Some(token.as_str()));
        assert_eq!(unmask_token(&b).as_deref(), Some(token.as_str()));
        assert_eq!(unmask_token(&token), None, "the bare token is not accepted");
        assert_eq!(unmask_token(&"z".repeat(128)), None);
        assert_eq!(unmask_token("é".repeat(64).as_str()), None);
    }
}
