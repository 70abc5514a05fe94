//! The lobby over the API (issue 31, item 4), so that a group can script its table: create a
//! game (every field but its name optional, see [`crate::service::new_game`]), take a seat, and
//! start a full game, through the same service calls as the pages' forms.

use super::{call, call_with_body, id_of, ApiError};
use crate::engine::House;
use crate::http::AppState;
use crate::service::new_game::NewGameRequest;
use crate::service::GameId;
use crate::service::UserId;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::json;

/// `POST /api/v1/games`: a new game, the token's account seated in it. Answers the game's id,
/// its invite token (for an invite-only table, the others join with it) and what was chosen,
/// defaults included.
pub async fn create(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    call_with_body(st, req, payload, |svc, user, body| {
        let request: NewGameRequest = serde_json::from_value(body)
            .map_err(|e| ApiError::bad_request(format!("Not a new game: {e}")))?;
        let created = svc.create_requested_game(UserId(user.user_id), &request)?;
        let spec = &created.spec;
        Ok(json!({
            "id": created.id,
            "url": format!("/games/{}", created.id),
            "invite": created.invite,
            "invite_url": format!("/invite/{}", created.invite),
            "name": spec.name.trim(),
            "edition": spec.options.edition.key(),
            "players": spec.players,
            "seating": spec.seating.key(),
            "house": spec.creator_house.map(House::key),
            "visibility": if spec.public { "public" } else { "invite" },
            "start": if spec.start_when_full { "when_full" } else { "creator" },
            "rated": request.rated,
            "min_rating": request.min_rating,
            "faceless": request.faceless,
        }))
    })
    .await
}

/// The body of a join: the house (when the game's houses are chosen) and, for an invite-only
/// game, its invite token.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinRequest {
    #[serde(default)]
    house: Option<House>,
    #[serde(default)]
    invite: Option<String>,
}

/// `POST /api/v1/games/{id}/join`: takes a seat (the game starts by itself with its last seat
/// when it was made to).
pub async fn join(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    call_with_body(st, req, payload, move |svc, user, body| {
        let id = id_of(&id)?;
        let join: JoinRequest = serde_json::from_value(body)
            .map_err(|e| ApiError::bad_request(format!("Not a seat to take: {e}")))?;
        svc.join(
            GameId(id),
            UserId(user.user_id),
            join.house,
            join.invite.as_deref(),
        )?;
        Ok(json!({"id": id, "house": join.house.map(House::key)}))
    })
    .await
}

/// `POST /api/v1/games/{id}/start`: starts a full game (its creator, or any player once the
/// creator has left the lobby).
/// It needs no body.
pub async fn start(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    call(st, &req, move |svc, user| {
        let id = id_of(&id)?;
        svc.start(GameId(id), UserId(user.user_id))?;
        Ok(json!({"id": id, "started": true}))
    })
    .await
}
