//! A player's public profile (issue 13): their reliability figures
//! (`service::reliability`).

use super::ctx::{PageCtx, WebError};
use super::{render, run, AppState};
use crate::i18n::Tr;
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
    /// The median time to act, in the reader's words.
    median: String,
    /// Issue 32: the player's rating in each edition, in words.
    ratings: Vec<String>,
    /// Issue 32: report the profile, mute the player (a signed-in visitor, someone else).
    moderation: Option<super::moderation::ProfileBox>,
}

/// The median time to act in the reader's language (`Reliability::median_words`).
pub(crate) fn median_in(r: &Reliability, tr: Tr) -> String {
    match r.median_secs {
        None => "—".into(),
        Some(s) if s < 60 => tr.t("rel-under-a-minute"),
        Some(s) => {
            let (h, m) = (s / 3600, s % 3600 / 60);
            match (h, m) {
                (0, m) => tr.t1("rel-minutes", "m", m),
                (h, 0) => tr.t1("rel-hours", "h", h),
                (h, m) => tr.t2("rel-hours-minutes", "h", h, "m", m),
            }
        }
    }
}

/// For lists: "98% in time, 12 games, median time to act 3 h, 0 civil disorders"
/// (`Reliability::short` in the reader's language).
pub(crate) fn short_in(r: &Reliability, tr: Tr) -> String {
    tr.t_args(
        "rel-short",
        &[
            ("percent", r.percent_in_time().into()),
            ("games", r.played.into()),
            ("median", median_in(r, tr).into()),
            ("disorders", r.civil_disorders.into()),
        ],
    )
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
        let ratings = super::public::profile_lines(st, &name, ctx.tr())?;
        let moderation = super::moderation::profile_box(st, ctx, &name)?;
        Ok(render(
            StatusCode::OK,
            &ProfilePage {
                ctx: ctx.page(),
                ratings,
                moderation,
                name,
                median: median_in(&r, ctx.tr()),
                r,
            },
        ))
    })
    .await
}
