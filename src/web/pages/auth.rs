//! Accounts: register, log in, log out (the rest of an account is in `web::account`).

use crate::service::Reason;
use crate::service::ServiceError;
use crate::web::ctx::{PageCtx, Reply};
use crate::web::{render, run, run_post, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// Common time zones first, then every other IANA name.
pub(crate) fn time_zone_choices(selected: &str) -> Vec<(String, bool)> {
    let mut v: Vec<String> = vec!["UTC".into()];
    v.extend(
        chrono_tz::TZ_VARIANTS
            .iter()
            .map(|t| t.name().to_string())
            .filter(|n| n.contains('/') && !n.starts_with("Etc/") && !n.starts_with("SystemV/")),
    );
    v.sort();
    v.dedup();
    v.into_iter().map(|n| (n.clone(), n == selected)).collect()
}

#[derive(Template)]
#[template(path = "register.html")]
struct RegisterPage {
    ctx: PageCtx,
    error: Option<String>,
    name: String,
    email: String,
    zones: Vec<(String, bool)>,
}

pub async fn register_form(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    run(st, &req, |_, ctx| {
        Ok(render(
            StatusCode::OK,
            &RegisterPage {
                ctx: ctx.page(),
                error: None,
                name: String::new(),
                email: String::new(),
                zones: time_zone_choices("UTC"),
            },
        ))
    })
    .await
}

pub async fn register(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let name = form.get("name").unwrap_or("").trim().to_string();
        let email = form.get("email").unwrap_or("").trim().to_string();
        let password = form.get("password").unwrap_or("");
        let confirm = form.get("password2").unwrap_or("");
        let tz = form.get("time_zone").unwrap_or("UTC").to_string();
        let result = if password != confirm {
            Err(ServiceError::Invalid(Reason::new(
                "register-passwords-differ",
            )))
        } else {
            st.svc
                // The new account reads in the language the visitor registered in (its
                // confirmation mail too).
                .register_with_email(&name, &email, password, &tz, ctx.lang.code(), &ctx.client)
        };
        match result {
            Ok(login) => {
                crate::web::moderation::log_in_seen(st, ctx, login);
                Ok(Reply::Redirect {
                    to: "/?registered=1".into(),
                })
            }
            Err(e @ (ServiceError::Invalid(_) | ServiceError::Limit(_))) => Ok(render(
                if matches!(e, ServiceError::Limit(_)) {
                    StatusCode::TOO_MANY_REQUESTS
                } else {
                    StatusCode::UNPROCESSABLE_ENTITY
                },
                &RegisterPage {
                    ctx: ctx.page(),
                    error: Some(e.words(ctx.tr())),
                    name,
                    // An overlong entry is not worth sending back.
                    email: email.chars().take(300).collect(),
                    zones: time_zone_choices(&tz),
                },
            )),
            Err(e) => Err(e.into()),
        }
    })
    .await
}

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    ctx: PageCtx,
    notice: Option<String>,
    error: Option<String>,
    name: String,
    next: String,
}

/// Only a path of this site is followed after logging in: `/`, or `/` and then anything but
/// another `/` or a `\` (which browsers read as `//`: another host), in printable ASCII only
/// (no control characters, no spaces; a browser sends paths percent-encoded anyway).
pub(crate) fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n)
            if n.len() < 200
                && n.starts_with('/')
                && !matches!(n.as_bytes().get(1), Some(b'/' | b'\\'))
                && n.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            n.to_string()
        }
        _ => "/".into(),
    }
}

#[derive(serde::Deserialize)]
pub struct NextQuery {
    next: Option<String>,
    /// Set by the redirect after an address was confirmed by a visitor not logged in.
    verified: Option<String>,
}

pub async fn login_form(
    st: web::Data<AppState>,
    req: HttpRequest,
    q: web::Query<NextQuery>,
) -> HttpResponse {
    let next = safe_next(q.next.as_deref());
    let verified = q.verified.is_some();
    run(st, &req, move |_, ctx| {
        let notice = verified.then(|| ctx.t("login-verified"));
        Ok(render(
            StatusCode::OK,
            &LoginPage {
                ctx: ctx.page(),
                notice,
                error: None,
                name: String::new(),
                next,
            },
        ))
    })
    .await
}

pub async fn login(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let name = form.get("name").unwrap_or("").trim().to_string();
        let password = form.get("password").unwrap_or("");
        let next = safe_next(form.get("next"));
        match st
            .svc
            .login(&name, password, &ctx.client, ctx.device.as_deref())
        {
            Ok(login) => {
                crate::web::moderation::log_in_seen(st, ctx, login);
                Ok(Reply::Redirect { to: next })
            }
            Err(
                e @ (ServiceError::Invalid(_)
                | ServiceError::Throttled
                | ServiceError::Limit(_)
                | ServiceError::Forbidden(_)),
            ) => {
                let status = match e {
                    ServiceError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
                    // Issue 32: a suspended or banned account.
                    ServiceError::Forbidden(_) => StatusCode::FORBIDDEN,
                    _ => StatusCode::TOO_MANY_REQUESTS,
                };
                Ok(render(
                    status,
                    &LoginPage {
                        ctx: ctx.page(),
                        notice: None,
                        error: Some(e.words(ctx.tr())),
                        name,
                        next,
                    },
                ))
            }
            Err(e) => Err(e.into()),
        }
    })
    .await
}

pub async fn logout(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, _form| {
        if let Some(t) = ctx.session_token.clone() {
            st.svc.logout(&t)?;
        }
        ctx.log_out();
        Ok(Reply::Redirect { to: "/".into() })
    })
    .await
}
