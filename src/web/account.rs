//! Account pages around mail: the settings page (address, verification, mail preferences,
//! time zone), `/verify/TOKEN`, "forgot your password?" (`/forgot`, `/reset/TOKEN`),
//! `/unsubscribe/TOKEN` and a seat's mail preference (`/games/N/mail`).
//!
//! Links from mails are opened by mail scanners too, so their GET pages change nothing: the
//! button on the page (a POST) uses the token. `/unsubscribe` needs neither a log-in nor a
//! CSRF token (the token in the path is the credential) and takes RFC 8058 one-click POSTs.

use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::pages::{game_id, time_zone_choices};
use super::{render, run, run_post, AppState};
use crate::decisions::formdata::{FormData, FormError};
use crate::service::email::{Notifications, Unsubscribe, MOVES_CHOICES};
use crate::service::GameId;
use crate::service::Reason;
use crate::service::ServiceError;
use crate::service::UserId;
use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

// ------------------------------------------------------------------------------- settings

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    ctx: PageCtx,
    message: Option<String>,
    error: Option<String>,
    email: Option<String>,
    verified: bool,
    email_input: String,
    move_choices: Vec<(&'static str, String)>,
    moves: String,
    summaries: bool,
    reminders: bool,
    digest_hour: i32,
    hours: Vec<i32>,
    zones: Vec<(String, bool)>,
    now: String,
    /// The languages (code, name in itself, the account's).
    languages: Vec<(&'static str, &'static str, bool)>,
    /// Mail to the address bounces (issue 24): how much, and whether it has stopped.
    bouncing: Option<crate::service::mail_trust::Bouncing>,
}

fn move_label(choice: &str) -> &'static str {
    match choice {
        "immediate" => "settings-moves-immediate",
        "digest" => "settings-moves-digest",
        _ => "settings-moves-off",
    }
}

/// The settings page; `email_input`: what was typed into the address form, if it is shown again.
fn settings_reply(
    st: &AppState,
    ctx: &mut Ctx,
    status: StatusCode,
    message: Option<String>,
    error: Option<String>,
    email_input: Option<String>,
) -> Result<Reply, WebError> {
    let user = st.svc.account(UserId(ctx.user()?.user_id))?;
    let bouncing = st.svc.bouncing(UserId(user.id))?;
    Ok(render(
        status,
        &SettingsPage {
            ctx: ctx.page(),
            message,
            error,
            verified: user.email_verified_at.is_some(),
            email_input: email_input.unwrap_or_else(|| user.email.clone().unwrap_or_default()),
            email: user.email,
            move_choices: MOVES_CHOICES
                .iter()
                .map(|c| (*c, ctx.t(move_label(c))))
                .collect(),
            moves: user.notify_moves,
            summaries: user.notify_summaries,
            reminders: user.notify_reminders,
            digest_hour: user.digest_hour,
            hours: (0..24).collect(),
            zones: time_zone_choices(&user.time_zone),
            now: crate::i18n::local_time(ctx.lang, st.svc.now(), &user.time_zone),
            languages: crate::i18n::Lang::ALL
                .into_iter()
                .map(|l| (l.code(), l.native_name(), l.code() == user.language))
                .collect(),
            bouncing,
        },
    ))
}

#[derive(serde::Deserialize)]
pub struct DoneQuery {
    done: Option<String>,
}

pub async fn settings_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    q: web::Query<DoneQuery>,
) -> HttpResponse {
    // Fixed words only: nothing from the URL is shown.
    let done = match q.done.as_deref() {
        Some("tz") => Some("settings-done-tz"),
        Some("email") => Some("settings-done-email"),
        Some("sent") => Some("settings-done-sent"),
        Some("mail") => Some("settings-done-mail"),
        Some("verified") => Some("settings-done-verified"),
        Some("replies") => Some("settings-done-replies"),
        Some("mail-again") => Some("settings-done-mail-again"),
        Some("password") => Some("settings-done-password"),
        Some("language") => Some("settings-done-language"),
        _ => None,
    };
    run(st, &req, move |st, ctx| {
        let message = done.map(|id| ctx.t(id));
        settings_reply(st, ctx, StatusCode::OK, message, None, None)
    })
    .await
}

/// The language form (issue 15): the account's language, and the cookie of the switch.
pub async fn set_language(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let code = form.get("language").unwrap_or("");
        let lang = crate::i18n::Lang::from_code(code)
            .filter(|l| l.code() == code)
            .ok_or_else(|| WebError::from(FormError::invalid("language", code)))?;
        st.svc.set_language(UserId(user), lang.code())?;
        Ok(Reply::Redirect {
            to: format!("/settings?done=language&lang={}#language", lang.code()),
        })
    })
    .await
}

/// The time zone form.
pub async fn settings(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let tz = form.get("time_zone").unwrap_or("").to_string();
        st.svc.set_time_zone(UserId(user), &tz)?;
        Ok(Reply::Redirect {
            to: "/settings?done=tz".into(),
        })
    })
    .await
}

pub async fn change_email(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let email = form.get("email").unwrap_or("").to_string();
        let password = form.get("password").unwrap_or("");
        match st.svc.change_email(UserId(user), &email, password) {
            Ok(()) => Ok(Reply::Redirect {
                to: "/settings?done=email".into(),
            }),
            Err(e @ (ServiceError::Invalid(_) | ServiceError::Throttled)) => {
                let status = match e {
                    ServiceError::Throttled => StatusCode::TOO_MANY_REQUESTS,
                    _ => StatusCode::UNPROCESSABLE_ENTITY,
                };
                let typed = email.trim().chars().take(300).collect();
                settings_reply(st, ctx, status, None, Some(e.words(ctx.tr())), Some(typed))
            }
            Err(e) => Err(e.into()),
        }
    })
    .await
}

pub async fn verify_again(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        match st.svc.resend_verification(UserId(user)) {
            Ok(()) => Ok(Reply::Redirect {
                to: "/settings?done=sent".into(),
            }),
            Err(ServiceError::Conflict(m)) => settings_reply(
                st,
                ctx,
                StatusCode::TOO_MANY_REQUESTS,
                None,
                Some(m.words(ctx.tr())),
                None,
            ),
            Err(ServiceError::Invalid(m)) => settings_reply(
                st,
                ctx,
                StatusCode::UNPROCESSABLE_ENTITY,
                None,
                Some(m.words(ctx.tr())),
                None,
            ),
            Err(e) => Err(e.into()),
        }
    })
    .await
}

/// Revokes every reply address (`reply+TOKEN@…`) of the account's mails (issue 12).
pub async fn revoke_replies(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        st.svc.revoke_reply_addresses(UserId(user))?;
        Ok(Reply::Redirect {
            to: "/settings?done=replies#mail".into(),
        })
    })
    .await
}

/// "Mail me again" (issue 24): forgets the bounces of the account's address.
pub async fn mail_again(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        st.svc.clear_bounces(UserId(user))?;
        Ok(Reply::Redirect {
            to: "/settings?done=mail-again#email".into(),
        })
    })
    .await
}

pub async fn notifications(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let moves = form.required("moves").map_err(WebError::from)?.to_string();
        let hour = form.required("digest_hour").map_err(WebError::from)?;
        let digest_hour = hour
            .trim()
            .parse::<i32>()
            .map_err(|_| WebError::BadRequest(Reason::new("svc-digest-hour")))?;
        let n = Notifications {
            moves,
            summaries: form.checked("summaries"),
            reminders: form.checked("reminders"),
            digest_hour,
        };
        match st.svc.set_notifications(UserId(user), &n) {
            Ok(()) => Ok(Reply::Redirect {
                to: "/settings?done=mail#mail".into(),
            }),
            Err(ServiceError::Invalid(m)) => settings_reply(
                st,
                ctx,
                StatusCode::UNPROCESSABLE_ENTITY,
                None,
                Some(m.words(ctx.tr())),
                None,
            ),
            Err(e) => Err(e.into()),
        }
    })
    .await
}

// ---------------------------------------------------------------------------- mail links

#[derive(Template)]
#[template(path = "link_problem.html")]
struct LinkProblemPage {
    ctx: PageCtx,
    title: String,
    message: String,
}

/// A link that cannot be used: unknown (404) or used, expired, or for an old address (410).
/// Other errors are the usual error pages.
fn link_problem(ctx: &mut Ctx, e: ServiceError) -> Result<Reply, WebError> {
    let (status, title, message) = match e {
        ServiceError::NotFound => (
            StatusCode::NOT_FOUND,
            ctx.t("link-not-valid"),
            ctx.t("link-not-valid-text"),
        ),
        ServiceError::Conflict(m) => (StatusCode::GONE, ctx.t("link-used"), m.words(ctx.tr())),
        e => return Err(e.into()),
    };
    Ok(render(
        status,
        &LinkProblemPage {
            ctx: ctx.page(),
            title,
            message,
        },
    ))
}

#[derive(Template)]
#[template(path = "verify.html")]
struct VerifyPage {
    ctx: PageCtx,
    token: String,
    name: String,
    email: String,
}

pub async fn verify_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> HttpResponse {
    let token = token.into_inner();
    run(st, &req, move |st, ctx| {
        let viewer = ctx.user.as_ref().map(|u| u.user_id);
        match st.svc.check_verify_link(&token, viewer.map(UserId)) {
            Ok(info) => Ok(render(
                StatusCode::OK,
                &VerifyPage {
                    ctx: ctx.page(),
                    token,
                    name: info.name,
                    email: info.email,
                },
            )),
            Err(e) => link_problem(ctx, e),
        }
    })
    .await
}

pub async fn verify(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let token = token.into_inner();
    run_post(st, req, payload, move |st, ctx, _form| {
        let viewer = ctx.user.as_ref().map(|u| u.user_id);
        match st.svc.verify_email(&token, viewer.map(UserId)) {
            Ok(info) => Ok(Reply::Redirect {
                to: if ctx.user.as_ref().is_some_and(|u| u.user_id == info.user_id) {
                    "/settings?done=verified".into()
                } else {
                    "/login?verified=1".into()
                },
            }),
            Err(e) => link_problem(ctx, e),
        }
    })
    .await
}

// ------------------------------------------------------------------------- password reset

#[derive(Template)]
#[template(path = "forgot.html")]
struct ForgotPage {
    ctx: PageCtx,
    error: Option<String>,
    sent: bool,
    who: String,
}

#[derive(serde::Deserialize)]
pub struct SentQuery {
    sent: Option<String>,
}

pub async fn forgot_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    q: web::Query<SentQuery>,
) -> HttpResponse {
    let sent = q.sent.is_some();
    run(st, &req, move |_, ctx| {
        Ok(render(
            StatusCode::OK,
            &ForgotPage {
                ctx: ctx.page(),
                error: None,
                sent,
                who: String::new(),
            },
        ))
    })
    .await
}

pub async fn forgot(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let who = form.get("who").unwrap_or("").to_string();
        // The same answer whether or not an account matched.
        match st.svc.request_password_reset(&who, &ctx.client) {
            Ok(()) => Ok(Reply::Redirect {
                to: "/forgot?sent=1".into(),
            }),
            Err(e @ (ServiceError::Invalid(_) | ServiceError::Throttled)) => {
                let (status, error) = match e {
                    ServiceError::Throttled => {
                        (StatusCode::TOO_MANY_REQUESTS, ctx.t("forgot-throttled"))
                    }
                    e => (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()),
                };
                Ok(render(
                    status,
                    &ForgotPage {
                        ctx: ctx.page(),
                        error: Some(error),
                        sent: false,
                        who: who.trim().chars().take(300).collect(),
                    },
                ))
            }
            Err(e) => Err(e.into()),
        }
    })
    .await
}

#[derive(Template)]
#[template(path = "reset.html")]
struct ResetPage {
    ctx: PageCtx,
    error: Option<String>,
    token: String,
    name: String,
}

pub async fn reset_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> HttpResponse {
    let token = token.into_inner();
    run(st, &req, move |st, ctx| {
        match st.svc.check_reset_link(&token) {
            Ok(info) => Ok(render(
                StatusCode::OK,
                &ResetPage {
                    ctx: ctx.page(),
                    error: None,
                    token,
                    name: info.name,
                },
            )),
            Err(e) => link_problem(ctx, e),
        }
    })
    .await
}

pub async fn reset(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let token = token.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let password = form.get("password").unwrap_or("");
        let result = if password != form.get("password2").unwrap_or("") {
            Err(ServiceError::Invalid(Reason::new(
                "register-passwords-differ",
            )))
        } else {
            st.svc.reset_password(&token, password)
        };
        match result {
            Ok(login) => {
                ctx.log_in(login);
                Ok(Reply::Redirect {
                    to: "/settings?done=password".into(),
                })
            }
            Err(ServiceError::Invalid(m)) => {
                let info = match st.svc.check_reset_link(&token) {
                    Ok(info) => info,
                    Err(e) => return link_problem(ctx, e),
                };
                Ok(render(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    &ResetPage {
                        ctx: ctx.page(),
                        error: Some(m.words(ctx.tr())),
                        token,
                        name: info.name,
                    },
                ))
            }
            Err(e) => link_problem(ctx, e),
        }
    })
    .await
}

// ---------------------------------------------------------------------------- unsubscribe

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    ctx: PageCtx,
    token: String,
    name: String,
    game: Option<(i32, String, String)>,
    all_off: bool,
    done: Option<String>,
}

#[derive(serde::Deserialize)]
pub struct UnsubscribeQuery {
    game: Option<String>,
    done: Option<String>,
}

/// The `game` of an unsubscribe link: absent, or a game id (anything else: 404).
fn query_game(game: Option<&str>) -> Result<Option<i32>, WebError> {
    match game {
        None | Some("") => Ok(None),
        Some(g) => game_id(g).map(Some),
    }
}

pub async fn unsubscribe_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    q: web::Query<UnsubscribeQuery>,
) -> HttpResponse {
    let token = token.into_inner();
    let q = q.into_inner();
    run(st, &req, move |st, ctx| {
        let game = query_game(q.game.as_deref())?;
        let info = st.svc.unsubscribe_info(&token, game.map(GameId))?;
        let done = match q.done.as_deref() {
            Some("game") => Some(ctx.t("unsub-done-game")),
            Some("all") => Some(ctx.t("unsub-done-all")),
            _ => None,
        };
        Ok(render(
            StatusCode::OK,
            &UnsubscribePage {
                ctx: ctx.page(),
                token,
                name: info.name,
                game: info.game,
                all_off: info.all_off,
                done,
            },
        ))
    })
    .await
}

/// Reads a POST body up to the configured limit.
async fn read_body(
    st: &AppState,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<web::Bytes, WebError> {
    let limit = st.cfg.max_body;
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(WebError::TooLarge);
    }
    super::read_body_in_time(st, payload, limit).await
}

/// Whether a body is RFC 8058's one-click unsubscribe (`List-Unsubscribe=One-Click`, sent
/// as a URL-encoded form or as multipart/form-data).
fn is_one_click(content_type: &str, body: &[u8]) -> bool {
    if crate::http::media_type(content_type).eq_ignore_ascii_case("multipart/form-data") {
        let text = String::from_utf8_lossy(body);
        return text.contains("name=\"List-Unsubscribe\"") && text.contains("One-Click");
    }
    FormData::parse(body).is_ok_and(|f| f.get("List-Unsubscribe") == Some("One-Click"))
}

pub async fn unsubscribe(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    q: web::Query<UnsubscribeQuery>,
    payload: web::Payload,
) -> HttpResponse {
    let token = token.into_inner();
    let q = q.into_inner();
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let body = read_body(&st, &req, payload).await;
    run(st, &req, move |st, ctx| {
        let body = body?;
        let game = query_game(q.game.as_deref())?;
        // The token, and the game when the link names one, must be known (else 404).
        st.svc.unsubscribe_info(&token, game.map(GameId))?;
        if is_one_click(&content_type, &body) {
            // One-click: the mail's game if it names one, else everything.
            let what = game.map(Unsubscribe::Game).unwrap_or(Unsubscribe::All);
            st.svc.unsubscribe(&token, what)?;
            let info = st.svc.unsubscribe_info(&token, game.map(GameId))?;
            return Ok(render(
                StatusCode::OK,
                &UnsubscribePage {
                    ctx: ctx.page(),
                    token,
                    name: info.name,
                    game: info.game,
                    all_off: info.all_off,
                    done: Some(ctx.t("unsub-done")),
                },
            ));
        }
        let form = FormData::parse(&body)?;
        let (what, done) =
            match form.get("what") {
                Some("all") => (Unsubscribe::All, "all"),
                Some("game") => (
                    Unsubscribe::Game(game.ok_or_else(|| {
                        WebError::BadRequest(Reason::new("svc-unsubscribe-no-game"))
                    })?),
                    "game",
                ),
                Some(other) => return Err(FormError::invalid("what", other).into()),
                None => return Err(FormError::missing("what").into()),
            };
        st.svc.unsubscribe(&token, what)?;
        let game_part = game.map(|g| format!("game={g}&")).unwrap_or_default();
        Ok(Reply::Redirect {
            to: format!("/unsubscribe/{token}?{game_part}done={done}"),
        })
    })
    .await
}

// ------------------------------------------------------------------------ a seat's mail

/// The choices of the game page's small mail form.
pub const SEAT_MAIL_CHOICES: [(&str, &str); 4] = [
    ("default", "seat-mail-default"),
    ("immediate", "seat-mail-immediate"),
    ("digest", "seat-mail-digest"),
    ("off", "seat-mail-off"),
];

pub async fn seat_mail(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        st.svc.check_visible(
            GameId(id),
            ctx.user.as_ref().map(|u| u.user_id).map(UserId),
            None,
        )?;
        let user = ctx.user()?.user_id;
        let mail = form.required("mail").map_err(WebError::from)?;
        if st.svc.seat_mail(GameId(id), UserId(user))?.is_none() {
            return Err(WebError::NotFound);
        }
        st.svc.set_seat_mail(GameId(id), UserId(user), mail)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}#mail"),
        })
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_click_bodies_are_recognised() {
        assert!(is_one_click(
            "application/x-www-form-urlencoded",
            b"List-Unsubscribe=One-Click"
        ));
        let multipart = b"--b\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--b--\r\n";
        assert!(is_one_click("multipart/form-data; boundary=b", multipart));
        assert!(!is_one_click(
            "application/x-www-form-urlencoded",
            b"what=all"
        ));
        assert!(!is_one_click("application/x-www-form-urlencoded", b""));
    }
}
