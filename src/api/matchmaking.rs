//! Tables that fill over the API (issue 32, item 4): ask to be seated in the next game that
//! matches, see the request, cancel it, through the same service calls as the front page's
//! form (`service::matchmaking`).

use super::{call, call_with_body, ApiError};
use crate::http::AppState;
use crate::service::matchmaking::{Asked, SeatRequest, Wanted};
use crate::service::UserId;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

fn request_json(r: &SeatRequest) -> Value {
    json!({
        "edition": r.wanted.edition.key(),
        "players": r.wanted.players,
        "deadlines": r.wanted.deadlines.key(),
        "rated": r.wanted.rated,
        "asked_at": r.asked_at.and_utc().to_rfc3339(),
        "waiting": r.waiting,
    })
}

/// `GET /api/v1/matchmaking`: my waiting request (`null` when none).
pub async fn get(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    call(st, &req, |svc, user| {
        let r = svc.seat_request(UserId(user.user_id))?;
        Ok(json!({"request": r.as_ref().map(request_json)}))
    })
    .await
}

/// `POST /api/v1/matchmaking`: asks to be seated (replacing my request). Answers the game when
/// I was seated at once, else the request waiting.
pub async fn ask(st: web::Data<AppState>, req: HttpRequest, payload: web::Payload) -> HttpResponse {
    call_with_body(st, req, payload, |svc, user, body| {
        let wanted: Wanted = serde_json::from_value(body)
            .map_err(|e| ApiError::bad_request(format!("Not a kind of game: {e}")))?;
        Ok(match svc.ask_for_seat(UserId(user.user_id), wanted)? {
            Asked::Seated { game, started } => json!({
                "seated": {"id": game, "url": format!("/games/{game}"), "started": started},
                "request": null,
            }),
            Asked::Waiting(r) => json!({"seated": null, "request": request_json(&r)}),
        })
    })
    .await
}

/// `DELETE /api/v1/matchmaking`: cancels my request.
pub async fn cancel(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    call(st, &req, |svc, user| {
        let cancelled = svc.cancel_seat_request(UserId(user.user_id))?;
        Ok(json!({"cancelled": cancelled}))
    })
    .await
}
