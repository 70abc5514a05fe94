//! Tables that fill on the web (issue 32, item 4): the front page's "Seat me in the next game"
//! form and the visitor's waiting request (`matchmaking_box.html`), its two posts
//! (`/matchmaking`, `/matchmaking/cancel`), and the stale lobby's offers (`stale_box.html`,
//! `/games/{id}/start-fewer`). The rules are `service::matchmaking`'s.

use super::ctx::{Ctx, Reply, WebError};
use super::pages::ruleset_words;
use super::{run_post, AppState};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::options::Edition;
use crate::engine::ruleset::ruleset;
use crate::i18n::{self, Tr};
use crate::service::matchmaking::{
    Asked, Pace, SeatRequest, StaleOffers, Wanted, STALE_AFTER_DAYS,
};
use crate::service::{GameId, UserId};
use actix_web::{web, HttpRequest, HttpResponse};

/// The form's fields.
pub const FIELD_EDITION: &str = "edition";
pub const FIELD_PLAYERS: &str = "players";
pub const FIELD_DEADLINES: &str = "deadlines";
pub const FIELD_RATED: &str = "rated";

/// The front page's box: the visitor's request, or the form to make one.
pub struct MatchBox {
    /// "You are waiting for a seat since …: …" and how many wait for the same (empty: none).
    pub waiting: String,
    pub others: String,
    /// The form's choices: (value, words).
    pub editions: Vec<(&'static str, String)>,
    pub player_counts: Vec<u8>,
    pub paces: Vec<(&'static str, String)>,
}

/// A deadlines preset in words.
pub fn pace_words(p: Pace, tr: Tr) -> String {
    tr.t(&format!("match-pace-{}", p.key()))
}

/// A request in one line.
pub fn wanted_words(w: &Wanted, tr: Tr) -> String {
    let pace = pace_words(w.deadlines, tr);
    // The preset's name alone (the hours are in the form's choices).
    let pace = pace.split(" (").next().unwrap_or(&pace).to_string();
    tr.t_args(
        "match-what",
        &[
            ("edition", ruleset_words(w.edition, tr).into()),
            ("players", w.players.into()),
            ("pace", pace.into()),
            (
                "rated",
                tr.t(if w.rated {
                    "match-rated-yes"
                } else {
                    "match-rated-no"
                })
                .into(),
            ),
        ],
    )
}

/// The box for a logged-in visitor (`zone`: their time zone).
pub fn match_box(st: &AppState, user: i32, zone: &str, tr: Tr) -> Result<MatchBox, WebError> {
    let request: Option<SeatRequest> = st.svc.seat_request(UserId(user))?;
    let (waiting, others) = match &request {
        Some(r) => (
            tr.t2(
                "match-waiting",
                "since",
                i18n::local_time(tr.lang(), r.asked_at, zone),
                "what",
                wanted_words(&r.wanted, tr),
            ),
            tr.t1("match-others", "count", r.waiting),
        ),
        None => (String::new(), String::new()),
    };
    let low = ruleset(Edition::First)
        .min_players
        .min(ruleset(Edition::Second).min_players);
    let high = ruleset(Edition::First)
        .max_players
        .max(ruleset(Edition::Second).max_players);
    Ok(MatchBox {
        waiting,
        others,
        editions: [Edition::Second, Edition::First]
            .into_iter()
            .map(|e| (e.key(), ruleset_words(e, tr)))
            .collect(),
        player_counts: (low..=high).rev().collect(),
        paces: [Pace::Standard, Pace::Quick, Pace::Relaxed]
            .into_iter()
            .map(|p| (p.key(), pace_words(p, tr)))
            .collect(),
    })
}

/// Reads the form into a request.
fn read_wanted(form: &FormData) -> Result<Wanted, FormError> {
    let edition = match form.required(FIELD_EDITION)? {
        "second" => Edition::Second,
        "first" => Edition::First,
        other => return Err(FormError::invalid(FIELD_EDITION, other)),
    };
    let players = form.required(FIELD_PLAYERS)?;
    let players = players
        .parse::<u8>()
        .map_err(|_| FormError::invalid(FIELD_PLAYERS, players))?;
    let pace = form.required(FIELD_DEADLINES)?;
    let deadlines =
        Pace::from_key(pace).ok_or_else(|| FormError::invalid(FIELD_DEADLINES, pace))?;
    Ok(Wanted {
        edition,
        players,
        deadlines,
        rated: form.get(FIELD_RATED).is_some(),
    })
}

/// `POST /matchmaking`: asks to be seated; to the game when seated at once, else back to the
/// front page, which shows the request.
pub async fn ask(st: web::Data<AppState>, req: HttpRequest, payload: web::Payload) -> HttpResponse {
    run_post(st, req, payload, move |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let wanted = read_wanted(&form)?;
        Ok(match st.svc.ask_for_seat(UserId(user), wanted)? {
            Asked::Seated { game, .. } => Reply::Redirect {
                to: format!("/games/{game}"),
            },
            Asked::Waiting(_) => Reply::Redirect {
                to: "/#matchmaking".into(),
            },
        })
    })
    .await
}

/// `POST /matchmaking/cancel`: cancels the visitor's request.
pub async fn cancel(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, move |st, ctx, _form| {
        let user = ctx.user()?.user_id;
        st.svc.cancel_seat_request(UserId(user))?;
        Ok(Reply::Redirect {
            to: "/#matchmaking".into(),
        })
    })
    .await
}

/// The stale lobby's offers, as the lobby page shows them (`stale_box.html`).
pub struct StaleBox {
    pub title: String,
    pub text: String,
    /// The "start with fewer" button's words (empty: not offered), else why not.
    pub fewer: String,
    pub no_fewer: String,
    pub computer: bool,
}

/// The box for the visitor of lobby `game`, when it is stale and they may start it.
pub fn stale_box(st: &AppState, ctx: &Ctx, game: i32) -> Result<Option<StaleBox>, WebError> {
    let Some(user) = ctx.user.as_ref().map(|u| u.user_id) else {
        return Ok(None);
    };
    let tr = ctx.tr();
    let offers: Option<StaleOffers> = st.svc.stale_offers(GameId(game), UserId(user))?;
    Ok(offers.map(|o| StaleBox {
        title: tr.t1("lobby-stale-title", "days", o.waited_days),
        text: tr.t1("lobby-stale-text", "stale", STALE_AFTER_DAYS),
        fewer: o
            .fewer
            .map(|n| tr.t1("lobby-start-fewer", "count", n))
            .unwrap_or_default(),
        no_fewer: if o.fewer.is_none() {
            tr.t1("lobby-stale-no-fewer", "min", o.min_players)
        } else {
            String::new()
        },
        computer: o.computer,
    }))
}

/// `POST /games/{id}/start-fewer`: starts a stale lobby with the players seated.
pub async fn start_fewer(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let act = crate::service::Service::start_with_fewer;
    super::pages::lobby_button(st, req, path, payload, act, true).await
}
