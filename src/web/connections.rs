//! The settings page's connections (issue 14, items 4 and 5), `/settings/api`: personal API
//! tokens (a new token is shown once, on the page answering its creation), webhooks, and the
//! secret calendar feed.

use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::pages::local_time;
use super::{render, run, run_post, AppState};
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
}

/// What the page shows besides the lists.
#[derive(Default)]
pub(crate) struct Shown {
    pub message: Option<String>,
    pub error: Option<String>,
    pub new_token: Option<String>,
    pub token_name: String,
}

fn page(st: &AppState, ctx: &mut Ctx, status: StatusCode, shown: Shown) -> Result<Reply, WebError> {
    let user = ctx.user()?.clone();
    let tz = user.time_zone.clone();
    let tokens = st
        .svc
        .api_tokens(user.user_id)?
        .into_iter()
        .map(|t| TokenLine {
            id: t.id,
            name: t.name,
            created: local_time(t.created_at, &tz),
            used: t
                .last_used_at
                .map(|u| local_time(u, &tz))
                .unwrap_or_else(|| "never".into()),
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
    let message = match q.done.as_deref() {
        Some("revoked") => Some("The token is revoked: requests with it are refused from now on."),
        _ => None,
    }
    .map(str::to_string);
    run(st, &req, move |st, ctx| {
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
        match st.svc.create_api_token(user, &name) {
            Ok((_, token)) => page(
                st,
                ctx,
                StatusCode::OK,
                Shown {
                    message: Some(
                        "Your new API token is below. Copy it now: it is shown only this once."
                            .into(),
                    ),
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
                    error: Some(e),
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
        st.svc.revoke_api_token(user, id)?;
        Ok(Reply::Redirect {
            to: "/settings/api?done=revoked#tokens".into(),
        })
    })
    .await
}
