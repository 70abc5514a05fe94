//! A player's public profile (issue 13): their reliability figures
//! (`service::reliability`).

use super::ctx::{PageCtx, WebError};
use super::{render, run, AppState};
use crate::service::reliability::Reliability;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "profile.html")]
struct ProfilePage {
    ctx: PageCtx,
    name: String,
    r: Reliability,
}

/// `/users/{name}`.
pub async fn profile(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let name = path.into_inner();
    run(st, &req, move |st, ctx| {
        if name.chars().count() > 64 {
            return Err(WebError::NotFound);
        }
        let (name, r) = st.svc.profile(&name)?;
        Ok(render(
            StatusCode::OK,
            &ProfilePage {
                ctx: ctx.page(),
                name,
                r,
            },
        ))
    })
    .await
}
