//! Ravens over the API: the conversations the account reads in a game, one conversation's
//! messages, starting a conversation and posting. The same rules as the pages
//! (`Service::raven_access`): nobody reads a conversation of other houses.

use super::{call, call_with_body, id_of, ApiError};
use crate::engine::House;
use crate::http::AppState;
use crate::service::ravens::{ConversationInfo, Raven};
use crate::service::GameId;
use crate::service::UserId;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

fn time(t: chrono::NaiveDateTime) -> Value {
    json!(t
        .and_utc()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

fn info(c: &ConversationInfo) -> Value {
    json!({
        "id": c.id,
        "houses": c.houses.iter().map(|h| h.key()).collect::<Vec<_>>(),
        "public": c.public,
        "messages": c.messages,
        "unread": c.unread,
        "muted": c.muted,
        "last_at": c.last_at.map(time),
    })
}

fn raven(r: &Raven) -> Value {
    json!({
        "id": r.id,
        "house": r.house.map(|h| h.key()),
        "player": (!r.player.is_empty()).then_some(&r.player),
        "body": r.body,
        "at": time(r.at),
        "round": r.round,
        "phase": r.phase,
        "via": r.via,
        "new": r.new,
    })
}

/// `GET /api/v1/games/{id}/ravens`
pub async fn list(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    call(st, &req, move |svc, user| {
        let r = svc.rookery(GameId(id_of(&id)?), Some(UserId(user.user_id)))?;
        Ok(json!({
            "press": r.access.press.rule.key(),
            "my_house": r.access.house.map(|h| h.key()),
            "may_start_private": r.access.may_start_private(),
            "conversations": r.conversations.iter().map(info).collect::<Vec<_>>(),
        }))
    })
    .await
}

/// `POST /api/v1/games/{id}/ravens` with `{"houses": [...]}`: starts (or finds) the
/// conversation of the account's house with those houses (`[]`: the public table).
pub async fn start(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    call_with_body(st, req, payload, move |svc, user, body| {
        let game = id_of(&id)?;
        let keys = body
            .get("houses")
            .and_then(Value::as_array)
            .ok_or_else(|| {
                ApiError::bad_request(
                    "The body needs \"houses\": a list of house keys ([] for the public table).",
                )
            })?;
        let mut houses = Vec::new();
        for k in keys {
            let k = k.as_str().unwrap_or("");
            houses.push(
                House::from_key(k)
                    .ok_or_else(|| ApiError::bad_request(format!("{k:?} is not a house")))?,
            );
        }
        let conversation = if houses.is_empty() {
            svc.table_conversation(GameId(game), Some(UserId(user.user_id)))?
        } else {
            svc.start_conversation(GameId(game), UserId(user.user_id), &houses)?
        };
        Ok(json!({"id": conversation}))
    })
    .await
}

/// `GET /api/v1/games/{id}/ravens/{conversation}`: its messages, oldest first (marks it read).
pub async fn read(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let (id, conversation) = path.into_inner();
    call(st, &req, move |svc, user| {
        let v = svc.conversation(
            GameId(id_of(&id)?),
            id_of(&conversation)?,
            Some(UserId(user.user_id)),
        )?;
        Ok(json!({
            "conversation": info(&v.info),
            "may_write": v.may_write,
            "ravens": v.ravens.iter().map(raven).collect::<Vec<_>>(),
        }))
    })
    .await
}

/// `POST /api/v1/games/{id}/ravens/{conversation}` with `{"body": "..."}`.
pub async fn post(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> HttpResponse {
    let (id, conversation) = path.into_inner();
    call_with_body(st, req, payload, move |svc, user, body| {
        let text = body
            .get("body")
            .and_then(Value::as_str)
            .ok_or_else(|| ApiError::bad_request("The body needs \"body\": the message's text."))?;
        let raven = svc.post_raven(
            GameId(id_of(&id)?),
            id_of(&conversation)?,
            UserId(user.user_id),
            text,
            "api",
        )?;
        Ok(json!({"id": raven}))
    })
    .await
}
