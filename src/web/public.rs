//! Public play on the web (issue 32): the new-game form's rated, minimum-rating and faceless
//! fields, the lobby's lines about them and the table's average rating, the ratings on a
//! profile, and the leaderboard page (`/leaderboard`, per edition).

use super::ctx::PageCtx;
use super::{render, run, AppState};
use crate::decisions::formdata::FormData;
use crate::engine::options::Edition;
use crate::i18n::Tr;
use crate::service::ratings::{PublicRules, Rating};
use crate::service::GameId;
use crate::service::Reason;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// The new-game form's fields (`public_fields.html`).
pub const FIELD_RATED: &str = "rated";
pub const FIELD_MIN_RATING: &str = "min_rating";
pub const FIELD_FACELESS: &str = "faceless";

/// How many players the leaderboard lists.
const LEADERBOARD_SIZE: i64 = 100;

/// The fields' values, kept when the form is shown again.
#[derive(Clone, Debug)]
pub struct PublicValues {
    pub rated: bool,
    pub min_rating: String,
    pub faceless: bool,
}

impl Default for PublicValues {
    fn default() -> PublicValues {
        PublicValues {
            rated: false,
            min_rating: "0".into(),
            faceless: false,
        }
    }
}

/// Reads the rated and minimum-rating fields of the new-game form (absent: unrated, no
/// minimum, as a game made before them).
pub(crate) fn read_public(form: &FormData, tr: Tr) -> (PublicValues, Result<PublicRules, String>) {
    let v = PublicValues {
        rated: form.get(FIELD_RATED).is_some(),
        min_rating: form
            .get(FIELD_MIN_RATING)
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "0".into()),
        faceless: form.get(FIELD_FACELESS).is_some(),
    };
    let parsed = v
        .min_rating
        .parse::<i32>()
        .map_err(|_| {
            Reason::new("svc-not-a-rating")
                .with("value", &v.min_rating)
                .words(tr)
        })
        .and_then(|min_rating| {
            PublicRules {
                rated: v.rated,
                min_rating,
                faceless: v.faceless,
            }
            .checked()
            .map_err(|e| e.words(tr))
        });
    (v, parsed)
}

/// The lobby's lines: rated or not, the minimum rating, the table's average rating.
pub(crate) fn lobby_lines(
    st: &AppState,
    game: i32,
    tr: Tr,
) -> Result<Vec<String>, crate::service::ServiceError> {
    let (rules, average) = st.svc.public_play(GameId(game))?;
    let mut v = vec![tr.t(if rules.rated {
        "rules-rated"
    } else {
        "rules-unrated"
    })];
    if rules.min_rating > 0 {
        v.push(tr.t1("rules-min-rating", "min", rules.min_rating));
    }
    if rules.faceless {
        v.push(tr.t("rules-faceless"));
    }
    if let Some(a) = average {
        v.push(tr.t1("lobby-table-rating", "rating", a));
    }
    Ok(v)
}

/// One edition's rating on a profile, in words.
pub(crate) fn rating_line(edition: Edition, r: &Rating, tr: Tr) -> String {
    tr.t3(
        "profile-rating-line",
        "edition",
        tr.t(&format!("edition-{}", edition.key())),
        "rating",
        r.shown(),
        "games",
        r.games,
    )
}

/// A profile's rating lines, one per edition with rated games.
pub(crate) fn profile_lines(
    st: &AppState,
    name: &str,
    tr: Tr,
) -> Result<Vec<String>, crate::service::ServiceError> {
    Ok(st
        .svc
        .ratings_named(name)?
        .iter()
        .map(|(e, r)| rating_line(*e, r, tr))
        .collect())
}

/// One line of the leaderboard.
struct BoardLine {
    place: usize,
    name: String,
    rating: f64,
    games: i32,
}

#[derive(Template)]
#[template(path = "leaderboard.html")]
struct LeaderboardPage {
    ctx: PageCtx,
    /// The editions, each a link: key, words, the one shown.
    editions: Vec<(&'static str, String, bool)>,
    lines: Vec<BoardLine>,
}

/// `/leaderboard` (`?edition=first` for the 1st edition's).
pub async fn leaderboard(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let edition = match web::Query::<std::collections::HashMap<String, String>>::from_query(
        req.query_string(),
    )
    .ok()
    .and_then(|q| q.get("edition").cloned())
    .as_deref()
    {
        Some("first") => Edition::First,
        _ => Edition::Second,
    };
    run(st, &req, move |st, ctx| {
        let tr = ctx.tr();
        let lines = st
            .svc
            .leaderboard(edition, LEADERBOARD_SIZE)?
            .into_iter()
            .enumerate()
            .map(|(i, r)| BoardLine {
                place: i + 1,
                name: r.name,
                rating: r.rating.shown(),
                games: r.rating.games,
            })
            .collect();
        let editions = [Edition::Second, Edition::First]
            .into_iter()
            .map(|e| (e.key(), tr.t(&format!("edition-{}", e.key())), e == edition))
            .collect();
        Ok(render(
            StatusCode::OK,
            &LeaderboardPage {
                ctx: ctx.page(),
                editions,
                lines,
            },
        ))
    })
    .await
}
