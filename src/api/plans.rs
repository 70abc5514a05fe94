//! Answers filed ahead over the API (issue 25): `GET` and `POST /api/v1/games/{id}/plan`, over
//! `Service::house_plan`, `file_plan` and `withdraw_plan`. Only the caller's own house's plan
//! is ever read or written: plans are sealed.

use super::{call, call_with_body, id_of, ApiError};
use crate::engine::plan::PlanEntry;
use crate::engine::House;
use crate::http::AppState;
use crate::service::api_tokens::ApiUser;
use crate::service::plans::HousePlan;
use crate::service::GameId;
use crate::service::Service;
use crate::service::UserId;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

/// The caller's house in game `id` (its seat or the one it sits for).
fn my_house(svc: &Service, user: &ApiUser, id: &str) -> Result<(i32, House), ApiError> {
    let id = id_of(id)?;
    svc.check_visible(GameId(id), Some(UserId(user.user_id)), None)?;
    let house = svc
        .acting_house(GameId(id), UserId(user.user_id))?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::FORBIDDEN,
                "forbidden",
                "You have no house in this game.",
            )
        })?;
    Ok((id, house))
}

fn plan_json(plan: &HousePlan) -> Value {
    json!({
        "filed": plan.filed,
        "dropped": plan
            .dropped
            .iter()
            .map(|(entry, why)| json!({"entry": entry, "why": why}))
            .collect::<Vec<_>>(),
    })
}

/// `GET /api/v1/games/{id}/plan`: my house's answers filed ahead and those dropped this round.
pub async fn get(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    call(st, &req, move |svc, user| {
        let (game, house) = my_house(svc, user, &id)?;
        Ok(plan_json(&svc.house_plan(
            GameId(game),
            UserId(user.user_id),
            house,
        )?))
    })
    .await
}

/// `POST /api/v1/games/{id}/plan` with `{"entries": [ENTRY...], "withdraw": [{"kind": K,
/// "key": KEY}...]}` (either may be left out): files entries (each replacing the one of the
/// same kind and key), withdraws others, and answers at once what my house is asked now if an
/// entry answers it.
pub async fn post(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    call_with_body(st, req, payload, move |svc, user, body| {
        let (game, house) = my_house(svc, user, &id)?;
        let entries: Vec<PlanEntry> = match body.get("entries") {
            None => vec![],
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "bad_input",
                    format!("\"entries\" is not a list of plan entries: {e}"),
                )
            })?,
        };
        #[derive(serde::Deserialize)]
        struct Withdraw {
            kind: String,
            #[serde(default)]
            key: String,
        }
        let withdraw: Vec<Withdraw> = match body.get("withdraw") {
            None => vec![],
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| {
                ApiError::bad_request(format!(
                    "\"withdraw\" is a list of {{\"kind\", \"key\"}}: {e}"
                ))
            })?,
        };
        if entries.is_empty() && withdraw.is_empty() {
            return Err(ApiError::bad_request(
                "The body needs \"entries\" to file or \"withdraw\" to take back.",
            ));
        }
        let mut plan = None;
        for w in &withdraw {
            plan = Some(svc.withdraw_plan(
                GameId(game),
                UserId(user.user_id),
                house,
                &w.kind,
                &w.key,
            )?);
        }
        if !entries.is_empty() {
            plan = Some(svc.file_plan(GameId(game), UserId(user.user_id), house, &entries)?);
        }
        Ok(plan_json(&plan.unwrap_or_default()))
    })
    .await
}
