//! The settings page's connections (issue 14, items 4 and 5), `/settings/api`: personal API
//! tokens (a new token is shown once, on the page answering its creation), webhooks, and the
//! secret calendar feed.

use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::{render, run, run_post, AppState};
use crate::decisions::formdata::FormError;
use crate::service::webhooks::FORMATS;
use crate::service::GameId;
use crate::service::ServiceError;
use crate::service::UserId;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

pub struct TokenLine {
    pub id: i32,
    pub name: String,
    pub created: String,
    pub used: String,
}

#[derive(Template)]
#[template(path = "settings_api.html")]
struct ConnectionsPage {
    ctx: PageCtx,
    message: Option<String>,
    error: Option<String>,
    /// A token just made: shown this once.
    new_token: Option<String>,
    tokens: Vec<TokenLine>,
    token_name: String,
    hooks: Vec<HookLine>,
    formats: Vec<(&'static str, &'static str)>,
    games: Vec<(i32, String)>,
    hook_url: String,
    calendar: bool,
    /// A calendar feed URL just made: shown this once.
    calendar_url: Option<String>,
    /// The server's VAPID public key, when Web Push is set up.
    push_key: Option<String>,
    push_browsers: i64,
    push_js: String,
    push_worker: String,
}

pub struct HookLine {
    pub id: i32,
    pub url: String,
    pub format: &'static str,
    pub scope: String,
}

/// What the page shows besides the lists.
#[derive(Default)]
pub(crate) struct Shown {
    pub message: Option<String>,
    pub error: Option<String>,
    pub new_token: Option<String>,
    pub token_name: String,
    pub hook_url: String,
    pub calendar_url: Option<String>,
}

fn page(st: &AppState, ctx: &mut Ctx, status: StatusCode, shown: Shown) -> Result<Reply, WebError> {
    let user = ctx.user()?.clone();
    let tz = user.time_zone.clone();
    let tokens = st
        .svc
        .api_tokens(UserId(user.user_id))?
        .into_iter()
        .map(|t| TokenLine {
            id: t.id,
            name: t.name,
            created: crate::i18n::local_time(ctx.lang, t.created_at, &tz),
            used: t
                .last_used_at
                .map(|u| crate::i18n::local_time(ctx.lang, u, &tz))
                .unwrap_or_else(|| ctx.t("api-never")),
        })
        .collect();
    let games: Vec<(i32, String)> = st
        .svc
        .my_games(UserId(user.user_id))?
        .into_iter()
        .filter(|l| l.row.status != "over")
        .map(|l| (l.row.id, l.row.name))
        .collect();
    let hooks = st
        .svc
        .webhooks(UserId(user.user_id))?
        .into_iter()
        .map(|h| HookLine {
            id: h.id,
            format: FORMATS
                .iter()
                .find(|(k, _)| *k == h.format)
                .map_or("Generic JSON", |(_, l)| l),
            scope: match h.game_id {
                None => ctx.t("api-all-my-games"),
                Some(g) => games
                    .iter()
                    .find(|(id, _)| *id == g)
                    .map(|(_, n)| ctx.tr().t1("api-the-game", "game", n))
                    .unwrap_or_else(|| ctx.tr().t1("api-game-number", "id", g)),
            },
            url: h.url,
        })
        .collect();
    Ok(render(
        status,
        &ConnectionsPage {
            ctx: ctx.page(),
            message: shown.message,
            error: shown.error,
            new_token: shown.new_token,
            tokens,
            token_name: shown.token_name,
            hooks,
            formats: FORMATS.to_vec(),
            games,
            hook_url: shown.hook_url,
            calendar: st.svc.has_calendar_feed(UserId(user.user_id))?,
            calendar_url: shown.calendar_url,
            push_key: crate::service::push::Vapid::from_env().map(|v| v.public_key()),
            push_browsers: st.svc.push_subscriptions(UserId(user.user_id))?,
            push_js: super::assets::url("push.js"),
            push_worker: super::assets::url("sw.js"),
        },
    ))
}

#[derive(serde::Deserialize)]
pub struct DoneQuery {
    done: Option<String>,
}

/// `GET /settings/api`
pub async fn connections(
    st: web::Data<AppState>,
    req: HttpRequest,
    q: web::Query<DoneQuery>,
) -> HttpResponse {
    // Fixed words only: nothing from the URL is shown.
    let done = match q.done.as_deref() {
        Some("revoked") => Some("api-done-revoked"),
        Some("hook") => Some("api-done-hook"),
        Some("unhooked") => Some("api-done-unhooked"),
        Some("nopush") => Some("api-done-nopush"),
        Some("push") => Some("api-done-push"),
        Some("nocalendar") => Some("api-done-nocalendar"),
        _ => None,
    };
    run(st, &req, move |st, ctx| {
        let message = done.map(|id| ctx.t(id));
        page(
            st,
            ctx,
            StatusCode::OK,
            Shown {
                message,
                ..Shown::default()
            },
        )
    })
    .await
}

/// `POST /settings/api/tokens`: a new token, shown once on the page this answers with.
pub async fn create_token(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let name = form.get("name").unwrap_or("").to_string();
        match st.svc.create_api_token(UserId(user), &name) {
            Ok((_, token)) => page(
                st,
                ctx,
                StatusCode::OK,
                Shown {
                    message: Some(ctx.t("api-new-token-shown")),
                    new_token: Some(token),
                    ..Shown::default()
                },
            ),
            Err(
                crate::service::ServiceError::Invalid(e) | crate::service::ServiceError::Limit(e),
            ) => page(
                st,
                ctx,
                StatusCode::BAD_REQUEST,
                Shown {
                    error: Some(e.words(ctx.tr())),
                    token_name: name,
                    ..Shown::default()
                },
            ),
            Err(e) => Err(e.into()),
        }
    })
    .await
}

/// `POST /settings/api/tokens/{id}/revoke`
pub async fn revoke_token(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        let id: i32 = id.parse().map_err(|_| WebError::NotFound)?;
        st.svc.revoke_api_token(UserId(user), id)?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=revoked#tokens".into(),
        })
    })
    .await
}

/// `POST /settings/api/webhooks`: a webhook for every game of the account, or one game.
pub async fn add_webhook(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let url = form.get("url").unwrap_or("").to_string();
        let format = form.get("format").unwrap_or("json").to_string();
        let game = match form.get("game").unwrap_or("").trim() {
            "" => None,
            g => Some(
                g.parse::<i32>()
                    .map_err(|_| WebError::from(FormError::invalid("game", g)))?,
            ),
        };
        match st
            .svc
            .add_webhook(UserId(user), game.map(GameId), &url, &format)
        {
            Ok(_) => Ok(Reply::Redirect {
                to: "/settings/api?done=hook#webhooks".into(),
            }),
            Err(ServiceError::Invalid(e) | ServiceError::Limit(e)) => page(
                st,
                ctx,
                StatusCode::BAD_REQUEST,
                Shown {
                    error: Some(e.words(ctx.tr())),
                    hook_url: url,
                    ..Shown::default()
                },
            ),
            Err(e) => Err(e.into()),
        }
    })
    .await
}

/// `POST /settings/api/webhooks/{id}/remove`
pub async fn remove_webhook(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        let id: i32 = id.parse().map_err(|_| WebError::NotFound)?;
        st.svc.remove_webhook(UserId(user), id)?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=unhooked#webhooks".into(),
        })
    })
    .await
}

/// `POST /settings/api/calendar`: a new secret calendar URL (the old one stops), shown once.
pub async fn create_calendar(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        let token = st.svc.create_calendar_feed(UserId(user))?;
        let url = st.svc.site.link(&format!("/calendar/{token}.ics"));
        page(
            st,
            ctx,
            StatusCode::OK,
            Shown {
                message: Some(ctx.t("api-calendar-shown")),
                calendar_url: Some(url),
                ..Shown::default()
            },
        )
    })
    .await
}

/// `POST /settings/api/calendar/remove`
pub async fn remove_calendar(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        st.svc.remove_calendar_feed(UserId(ctx.user()?.user_id))?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=nocalendar#calendar".into(),
        })
    })
    .await
}

/// `GET /calendar/TOKEN.ics`: the account's deadlines as iCalendar (no log-in: the URL is the
/// secret).
pub async fn calendar_feed(st: web::Data<AppState>, path: web::Path<String>) -> HttpResponse {
    use actix_web::http::header;
    let file = path.into_inner();
    let Some(token) = file.strip_suffix(".ics").map(str::to_string) else {
        return HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("No such calendar.");
    };
    let svc = st.svc.clone();
    match web::block(move || {
        svc.calendar(&token)
            .map(|feed| super::calendar::ics(&feed, &svc))
    })
    .await
    {
        Ok(Ok(body)) => HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, "text/calendar; charset=utf-8"))
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(body),
        Ok(Err(ServiceError::NotFound)) => HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("No such calendar."),
        Ok(Err(e)) => {
            tracing::error!("calendar feed: {e}");
            HttpResponse::InternalServerError()
                .content_type("text/plain; charset=utf-8")
                .body("The calendar could not be made. Please try again later.")
        }
        Err(e) => {
            tracing::error!("calendar feed: {e}");
            HttpResponse::InternalServerError()
                .content_type("text/plain; charset=utf-8")
                .body("The calendar could not be made. Please try again later.")
        }
    }
}

/// `POST /settings/api/push` (from `static/push.js`): this browser's push subscription.
pub async fn subscribe_push(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let field = |k: &str| form.get(k).unwrap_or("").to_string();
        st.svc.add_push_subscription(
            UserId(user),
            &field("endpoint"),
            &field("p256dh"),
            &field("auth"),
        )?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=push#push".into(),
        })
    })
    .await
}

/// `POST /settings/api/push/remove`: no more notifications on any browser.
pub async fn unsubscribe_push(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        st.svc
            .remove_push_subscriptions(UserId(ctx.user()?.user_id))?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=nopush#push".into(),
        })
    })
    .await
}
