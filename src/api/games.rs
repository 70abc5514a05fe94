//! Games over the API: my games and what each awaits from me, a game as my house (the engine's
//! redacted view, the same the game page draws) with the options of my current decision, the
//! decision itself (the log's `Input` encoding, through `Service::submit` like the forms), the
//! log's public events and the history.

use super::{call, call_with_body, id_of, ApiError};
use crate::engine::{Game, House, Input};
use crate::http::AppState;
use crate::service::api_tokens::ApiUser;
use crate::service::play::Loaded;
use crate::service::{GameId, Service, ServiceError, UserId};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

fn time(t: Option<chrono::NaiveDateTime>) -> Value {
    match t {
        Some(t) => json!(t
            .and_utc()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
        None => Value::Null,
    }
}

fn to_value<T: serde::Serialize>(v: &T) -> Result<Value, ApiError> {
    serde_json::to_value(v).map_err(|e| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            format!("cannot encode the answer: {e}"),
        )
    })
}

/// A game the token's account may see (a public game, or one it sits at), with its state.
fn visible(svc: &Service, user: &ApiUser, id: &str) -> Result<Loaded, ApiError> {
    let id = id_of(id)?;
    svc.check_visible(GameId(id), Some(UserId(user.user_id)), None)?;
    Ok(svc.load_game(GameId(id))?)
}

/// "You have no house in this game."
fn no_house() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        "forbidden",
        "You have no house in this game.",
    )
}

/// The seats: each player's, then each computer seat's (issue 28: `"computer": true`, no player).
/// A faceless game running (issue 32) names only the reader's own player (`"faceless": true`,
/// the others' `"player": null`).
fn seats_json(g: &Loaded, user: &ApiUser) -> Value {
    let players = g.seats.iter().map(|s| {
        let name = g.name_for(s, Some((user.user_id, user.name.as_str())));
        let player = if name.is_empty() {
            Value::Null
        } else {
            Value::from(name)
        };
        json!({"house": s.house.map(|h| h.key()), "player": player, "computer": false})
    });
    let computer = g
        .computer
        .iter()
        .filter(|h| g.player_of(**h).is_none())
        .map(|h| json!({"house": h.key(), "player": null, "computer": true}));
    Value::Array(players.chain(computer).collect())
}

/// `GET /api/v1/me`
pub async fn me(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    call(st, &req, |_, user| {
        Ok(json!({"id": user.user_id, "name": user.name, "time_zone": user.time_zone}))
    })
    .await
}

/// `GET /api/v1/games`: the account's games, those awaiting it first.
pub async fn my_games(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    call(st, &req, |svc, user| {
        let games = svc.my_games(UserId(user.user_id))?;
        Ok(json!({
            "games": games.iter().map(|l| json!({
                "id": l.row.id,
                "name": l.row.name,
                "status": l.row.status,
                "players": l.row.players,
                "seated": l.seated,
                "round": l.row.round,
                "phase": l.row.phase,
                "log_len": l.row.log_len,
                "my_house": l.my_house.map(|h| h.key()),
                "awaits_me": l.awaits_me,
                "awaiting": l.row.awaiting.split(',').filter(|k| !k.is_empty()).collect::<Vec<_>>(),
                "deadline_at": time(l.row.deadline_at),
                "winner": first_winner(&l.row.winner),
                "winners": winners(&l.row.winner),
            })).collect::<Vec<_>>()
        }))
    })
    .await
}

/// The stored winner column: one house's key, or the keys of the houses sharing the win.
fn winners(column: &Option<String>) -> Vec<&str> {
    column
        .as_deref()
        .map(|w| w.split(',').filter(|k| !k.is_empty()).collect())
        .unwrap_or_default()
}

/// The winner the engine records (the first of a shared win, in Iron Throne order).
fn first_winner(column: &Option<String>) -> Option<&str> {
    winners(column).first().copied()
}

/// What the game asks of `house` now: the request, its options and the default answer.
fn my_decision(game: &Game, house: Option<House>) -> Result<Value, ApiError> {
    let Some(h) = house else {
        return Ok(json!({"awaits_me": false, "request": null, "legal": null, "default": null}));
    };
    let awaits_me = game.awaiting().iter().any(|a| a.house == h);
    let legal = game.legal(h);
    let default = legal.as_ref().and_then(|_| game.default_input(h));
    Ok(json!({
        "awaits_me": awaits_me,
        // Asked ahead of its turn (issue 25): the house whose turn it is now; the answer is
        // kept sealed and applied at this house's turn, in turn order.
        "ahead_of_turn": crate::engine::together::asked_ahead_of(game.state(), h).map(|x| x.key()),
        // Its answer given early was dropped at its turn (option `early_marches`), and why:
        // `changed` or `no_longer_legal`.
        "early_dropped": crate::engine::together::early::dropped(game.state(), h).map(|x| x.key()),
        "request": to_value(&game.request_for(h))?,
        "legal": to_value(&legal)?,
        "default": to_value(&default)?,
    }))
}

/// `GET /api/v1/games/{id}`: the game as the account's house sees it (a spectator's view for
/// anyone else), with the options of its current decision.
pub async fn game(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    call(st, &req, move |svc, user| {
        let g = visible(svc, user, &id)?;
        let me = g.house_of(UserId(user.user_id));
        let mut out = json!({
            "id": g.row.id,
            "name": g.row.name,
            "status": g.row.status,
            "players": g.row.players,
            "seats": seats_json(&g, user),
            "faceless": g.faceless,
            "my_house": me.map(|h| h.key()),
            "log_len": g.row.log_len,
            "deadline_at": time(g.row.deadline_at),
            "paused": g.row.paused_at.is_some(),
            "winner": first_winner(&g.row.winner),
            "winners": winners(&g.row.winner),
        });
        if let Some(r) = &g.replayed {
            let view = r.game.view_for(me);
            out["view"] = to_value(&view)?;
            let decision = my_decision(&r.game, me)?;
            if let (Value::Object(o), Value::Object(d)) = (&mut out, decision) {
                o.extend(d);
            }
        }
        Ok(out)
    })
    .await
}

/// `POST /api/v1/games/{id}/decisions` with `{"input": INPUT, "expected_seq": N}`.
pub async fn decide(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    call_with_body(st, req, payload, move |svc, user, body| {
        // The caller's house is resolved by `submit_for`, under the game's lock, from the
        // move's one reading of the seats (issue 26); it is looked up here only on the way to a
        // refusal, which comes in the order it always did (not found, no house, the body).
        let refused = |why: ApiError| -> ApiError {
            match visible(svc, user, &id) {
                Err(e) => e,
                Ok(g) if g.house_of(UserId(user.user_id)).is_none() => no_house(),
                Ok(_) => why,
            }
        };
        let game = GameId(id_of(&id)?);
        let input = body.get("input").ok_or_else(|| {
            refused(ApiError::bad_request(
                "The body needs \"input\": the decision, encoded as in the game's log.",
            ))
        })?;
        let input: Input = serde_json::from_value(input.clone()).map_err(|e| {
            refused(ApiError::new(
                StatusCode::BAD_REQUEST,
                "bad_input",
                format!("\"input\" is not a decision: {e}"),
            ))
        })?;
        let expected_seq = match body.get("expected_seq") {
            Some(v) => v
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .ok_or_else(|| {
                    refused(ApiError::bad_request(
                        "\"expected_seq\" is the game's log_len you decided on, a whole number.",
                    ))
                })?,
            None => {
                return Err(refused(ApiError::bad_request(
                    "The body needs \"expected_seq\": the game's log_len you decided on.",
                )))
            }
        };
        let done =
            match svc.submit_for(game, UserId(user.user_id), None, &input, Some(expected_seq)) {
                Ok(done) => done,
                Err(e @ (ServiceError::Forbidden(_) | ServiceError::NotFound)) => {
                    return Err(refused(e.into()))
                }
                Err(e) => return Err(e.into()),
            };
        Ok(json!({"seq": done.seq, "events": to_value(&done.events)?}))
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct LogQuery {
    /// Only the inputs after this sequence number.
    since: Option<i32>,
}

/// `GET /api/v1/games/{id}/log?since=K`: the public events of each input, oldest first.
pub async fn log(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    q: Result<web::Query<LogQuery>, actix_web::Error>,
) -> HttpResponse {
    let id = path.into_inner();
    let since = q
        .map(|q| q.since.unwrap_or(0))
        .map_err(|e| ApiError::bad_request(format!("Bad query: {e}")));
    call(st, &req, move |svc, user| {
        let since = since?;
        let g = visible(svc, user, &id)?;
        let entries: Vec<Value> = match &g.replayed {
            None => vec![],
            Some(r) => r
                .events
                .iter()
                .filter(|e| e.seq > since)
                .map(|e| {
                    Ok(json!({
                        "seq": e.seq,
                        "house": e.house.key(),
                        "at": time(Some(e.at)),
                        "by_deadline": e.by_deadline(),
                        "origin": e.origin.key(),
                        "events": to_value(&e.events())?,
                    }))
                })
                .collect::<Result<_, ApiError>>()?,
        };
        Ok(json!({"log_len": g.row.log_len, "entries": entries}))
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct HistoryQuery {
    at: Option<usize>,
    /// After the end: whose view (a house key, or `spectator`).
    #[serde(rename = "as")]
    as_house: Option<String>,
}

/// `GET /api/v1/games/{id}/history?at=K`: the game after K inputs as the account's house saw
/// it then (after the end, as any house: `as=HOUSE`), and the moments worth jumping to.
pub async fn history(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    q: Result<web::Query<HistoryQuery>, actix_web::Error>,
) -> HttpResponse {
    let id = path.into_inner();
    let q = q
        .map(|q| q.into_inner())
        .map_err(|e| ApiError::bad_request(format!("Bad query: {e}")));
    call(st, &req, move |svc, user| {
        let q = q?;
        let g = visible(svc, user, &id)?;
        if g.replayed.is_none() {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "conflict",
                "The game has not started yet.",
            ));
        }
        let over = g.row.status == "over";
        let at = q.at.unwrap_or(g.row.log_len as usize);
        let (timeline, game, _) = svc.history_at(g.id(), at)?;
        let len = timeline.log.len();
        let me = g.house_of(UserId(user.user_id));
        let viewer = match (over, q.as_house.as_deref()) {
            (true, Some("spectator")) => None,
            (true, Some(k)) => Some(House::from_key(k).ok_or_else(|| {
                ApiError::bad_request(format!("\"as\": {k:?} is not a house"))
            })?),
            _ => me,
        };
        Ok(json!({
            "at": at.min(len),
            "len": len,
            "over": over,
            "viewer": viewer.map(|h| h.key()),
            "view": to_value(&game.view_for(viewer))?,
            "moments": timeline.moments.iter().map(|m| json!({
                "at": m.at, "round": m.round, "kind": m.kind, "area": serde_json::to_value(m.area).unwrap_or(Value::Null),
            })).collect::<Vec<_>>(),
        }))
    })
    .await
}
