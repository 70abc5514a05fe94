//! Moderation on the web (issue 32, item 3): the report forms beside a raven message, a game's
//! name and a profile (`POST /report`), muting a player's ravens from their profile
//! (`POST /users/{name}/mute`), the moderators' page (`/moderation`: the open reports, the
//! actions, the hints of one person at two seats, the log; not found for anyone else) and its
//! actions (`POST /moderation/act`), and where an account logs in from ([`log_in_seen`]).

use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::{render, run, run_post, AppState};
use crate::engine::House;
use crate::i18n::Tr;
use crate::service::moderation::{Action, Subject};
use crate::service::{GameId, Reason, UserId};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// Starts the session of a log-in (or a registration) and records where the account logged
/// in from: the client's address, the browser's device cookie before and after (a new
/// account gets a new one).
pub(crate) fn log_in_seen(st: &AppState, ctx: &mut Ctx, login: crate::service::accounts::NewLogin) {
    let before = ctx.device.clone();
    let user = UserId(login.user.user_id);
    ctx.log_in(login);
    let mut seen = vec![before.clone()];
    if ctx.device != before {
        seen.push(ctx.device.clone());
    }
    for (i, device) in seen.into_iter().enumerate() {
        let client = if i == 0 { ctx.client.as_str() } else { "" };
        if let Err(e) = st.svc.note_sighting(user, client, device.as_deref()) {
            tracing::warn!("cannot record where an account logged in from: {e}");
        }
    }
}

/// A report's form, as `moderation_report.html` draws it.
pub struct ReportForm {
    /// `raven`, `game` or `profile`.
    pub kind: &'static str,
    pub target: String,
    /// The page to come back to.
    pub back: String,
}

impl ReportForm {
    pub fn new(kind: &'static str, target: impl ToString, back: impl Into<String>) -> ReportForm {
        ReportForm {
            kind,
            target: target.to_string(),
            back: back.into(),
        }
    }
}

/// The moderation box of a profile: report it, mute (or unmute) the player's ravens. Only for
/// a signed-in visitor looking at someone else.
pub struct ProfileBox {
    pub report: ReportForm,
    pub muted: bool,
}

/// The profile's box for this visitor, if any.
pub(crate) fn profile_box(
    st: &AppState,
    ctx: &Ctx,
    name: &str,
) -> Result<Option<ProfileBox>, WebError> {
    let Some(u) = &ctx.user else {
        return Ok(None);
    };
    if u.name.eq_ignore_ascii_case(name) {
        return Ok(None);
    }
    Ok(Some(ProfileBox {
        report: ReportForm::new("profile", name, format!("/users/{name}")),
        muted: st.svc.mutes(UserId(u.user_id), name)?,
    }))
}

/// A field of a moderation form missing or wrong.
fn bad(field: &'static str) -> WebError {
    WebError::BadRequest(Reason::new("svc-moderation-field").with("field", field))
}

fn bad_owned(field: &str) -> WebError {
    WebError::BadRequest(Reason::new("svc-moderation-field").with("field", field))
}

/// Only a path of this site is followed back.
fn back_to(form: &crate::decisions::formdata::FormData) -> String {
    super::pages::safe_next(form.get("back"))
}

/// `POST /report`: a signed-in player reports a raven message, a game's name or a profile.
pub async fn report(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = UserId(ctx.user()?.user_id);
        let target = form.get("target").unwrap_or("").trim();
        let subject = match form.get("kind") {
            Some("raven") => Subject::Raven(target.parse().map_err(|_| WebError::NotFound)?),
            Some("game") => Subject::Game(GameId(target.parse().map_err(|_| WebError::NotFound)?)),
            Some("profile") => Subject::Profile(target.to_string()),
            _ => return Err(WebError::NotFound),
        };
        st.svc
            .report(user, &subject, form.get("reason").unwrap_or(""))?;
        let back = back_to(&form);
        let path = back.split('#').next().unwrap_or("/");
        // The page again, at its report form's "thank you" (shown by CSS as the target).
        let fragment = match subject {
            Subject::Raven(id) => format!("reported-raven-{id}"),
            Subject::Game(g) => format!("reported-game-{}", i32::from(g)),
            Subject::Profile(_) => "reported-profile".into(),
        };
        Ok(Reply::Redirect {
            to: format!("{path}#{fragment}"),
        })
    })
    .await
}

/// `POST /users/{name}/mute`: mutes (`muted=1`) or unmutes (`muted=0`) a player's ravens.
pub async fn mute(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let name = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let user = UserId(ctx.user()?.user_id);
        let on = match form.get("muted") {
            Some("1") => true,
            Some("0") => false,
            _ => return Err(bad("muted")),
        };
        st.svc.set_mute(user, &name, on)?;
        Ok(Reply::Redirect {
            to: format!("/users/{name}"),
        })
    })
    .await
}

/// One open report on the page.
struct ReportLine {
    id: i32,
    head: String,
    reason: String,
    /// The message's text, for a message.
    raven: Option<(i32, String)>,
    game: Option<(i32, String)>,
    user: Option<String>,
}

/// One line of the log on the page.
struct LogLine {
    at: String,
    text: String,
    reason: String,
}

#[derive(Template)]
#[template(path = "moderation.html")]
struct ModerationPage {
    ctx: PageCtx,
    reports: Vec<ReportLine>,
    hints: Vec<String>,
    log: Vec<LogLine>,
    houses: Vec<(&'static str, String)>,
}

fn when(tr: Tr, at: chrono::NaiveDateTime, zone: &str) -> String {
    crate::i18n::local_time(tr.lang(), at, zone)
}

/// `/moderation`: the moderators' page (not found for anyone else).
pub async fn page(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    run(st, &req, move |st, ctx| {
        let Some(user) = ctx.user.as_ref().map(|u| UserId(u.user_id)) else {
            return Err(WebError::NotFound);
        };
        let m = st.svc.moderation(user)?;
        let tr = ctx.tr();
        let zone = ctx.time_zone();
        let reports = m
            .reports
            .into_iter()
            .map(|r| ReportLine {
                id: r.id,
                head: tr.t_args(
                    "mod-report-head",
                    &[
                        ("reporter", r.reporter.clone().into()),
                        (
                            "subject",
                            tr.t(&format!("mod-subject-{}", r.subject)).into(),
                        ),
                        ("at", when(tr, r.at, &zone).into()),
                    ],
                ),
                reason: r.reason,
                raven: r.raven,
                game: r.game,
                user: r.user,
            })
            .collect();
        let hints = m
            .hints
            .into_iter()
            .map(|h| {
                tr.t_args(
                    &format!("mod-hint-{}", h.kind),
                    &[
                        ("a", h.users.0.into()),
                        ("b", h.users.1.into()),
                        ("game", h.game.1.into()),
                        ("id", h.game.0.into()),
                    ],
                )
            })
            .collect();
        let log = m
            .log
            .into_iter()
            .map(|l| {
                let whom = match (&l.user, &l.game, l.raven) {
                    (u, _, Some(r)) => tr.t2(
                        "mod-whom-raven",
                        "id",
                        r,
                        "name",
                        u.clone().unwrap_or_default(),
                    ),
                    (Some(u), _, _) => u.clone(),
                    (None, Some((id, name)), _) => {
                        tr.t2("mod-whom-game", "game", name.clone(), "id", *id)
                    }
                    _ => String::new(),
                };
                LogLine {
                    at: when(tr, l.at, &zone),
                    text: tr.t_args(
                        "mod-log-line",
                        &[
                            ("moderator", l.moderator.into()),
                            ("action", tr.t(&format!("mod-action-{}", l.action)).into()),
                            ("whom", whom.into()),
                            ("detail", l.detail.into()),
                        ],
                    ),
                    reason: l.reason,
                }
            })
            .collect();
        let houses = House::ALL
            .iter()
            .map(|h| (h.key(), crate::i18n::house_name(tr.lang(), *h)))
            .collect();
        Ok(render(
            StatusCode::OK,
            &ModerationPage {
                ctx: ctx.page(),
                reports,
                hints,
                log,
                houses,
            },
        ))
    })
    .await
}

/// `POST /moderation/act`: a moderator's action, on a report or not.
pub async fn act(st: web::Data<AppState>, req: HttpRequest, payload: web::Payload) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let Some(user) = ctx.user.as_ref().map(|u| UserId(u.user_id)) else {
            return Err(WebError::NotFound);
        };
        let get = |k: &str| form.get(k).unwrap_or("").trim().to_string();
        let number =
            |k: &str| -> Result<u32, WebError> { get(k).parse::<u32>().map_err(|_| bad_owned(k)) };
        let game = || -> Result<GameId, WebError> {
            get("game")
                .parse::<i32>()
                .map(GameId)
                .map_err(|_| bad("game"))
        };
        let report = match get("report").as_str() {
            "" => None,
            s => Some(s.parse::<i32>().map_err(|_| WebError::NotFound)?),
        };
        let action = match get("action").as_str() {
            "hide" => Action::Hide {
                raven: get("raven").parse().map_err(|_| bad("raven"))?,
            },
            "rename" => Action::Rename {
                game: game()?,
                name: get("name"),
            },
            "warn" => Action::Warn { user: get("user") },
            "suspend" => Action::Suspend {
                user: get("user"),
                days: number("days")?,
            },
            "ban" => Action::Ban { user: get("user") },
            "extend" => Action::Extend {
                game: game()?,
                hours: number("hours")?,
            },
            "replace" => Action::Replace {
                game: game()?,
                house: House::from_key(&get("house")).ok_or_else(|| bad("house"))?,
            },
            "dismiss" => Action::Dismiss,
            _ => return Err(bad("action")),
        };
        st.svc
            .moderate(user, report, &action, form.get("reason").unwrap_or(""))?;
        Ok(Reply::Redirect {
            to: "/moderation".into(),
        })
    })
    .await
}
