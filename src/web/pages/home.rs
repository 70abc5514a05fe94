//! The front page: the visitor's games, the open games, the games to watch and the houses
//! wanting a player.

use super::ruleset_words;
use crate::engine::House;
use crate::i18n::{self, Tr};
use crate::service::lobby::{edition_of, Listed};
use crate::service::UserId;
use crate::web::ctx::PageCtx;
use crate::web::{render, run, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// A game in a list, as the templates show it.
pub struct GameLine {
    pub id: i32,
    pub name: String,
    /// The status's key (`lobby`, `play`, `over`, `ended`, `cancelled`) and its words.
    pub status_key: &'static str,
    pub status: String,
    pub players: i32,
    pub seated: usize,
    pub round: i32,
    pub phase: String,
    pub my_house: String,
    pub awaits_me: bool,
    pub awaiting: String,
    /// The seated players and their reliability (open games, issue 13).
    pub seated_players: String,
    /// Unread ravens of the visitor in this game (their own games only).
    pub new_ravens: i64,
    /// The ruleset in words ("1st edition (2003) · Westeros decks: provisional").
    pub ruleset: String,
    /// The deadline of a game awaiting the visitor, in their zone (issue 27); else empty.
    pub due: String,
    /// The absent player this visitor sits for ("sitting for NAME", issue 27); else empty.
    pub sitting_for: String,
    /// Seats still free in an open game (issue 32).
    pub seats_left: usize,
}

impl GameLine {
    fn from(l: &Listed, tr: Tr) -> GameLine {
        let lang = tr.lang();
        let awaiting: Vec<String> = l
            .row
            .awaiting
            .split(',')
            .filter_map(House::from_key)
            .map(|h| i18n::house_name(lang, h))
            .collect();
        let status_key = match l.row.status.as_str() {
            "lobby" => "lobby",
            "over" => "over",
            "ended" => "ended",
            "cancelled" => "cancelled",
            _ => "play",
        };
        GameLine {
            id: l.row.id,
            name: l.row.name.clone(),
            status_key,
            status: tr.t(&format!("game-status-{status_key}")),
            players: l.row.players,
            seated: l.seated,
            round: l.row.round,
            phase: i18n::phase_name(lang, &l.row.phase),
            my_house: l
                .my_house
                .map(|h| i18n::house_name(lang, h))
                .unwrap_or_default(),
            awaits_me: l.awaits_me,
            seated_players: String::new(),
            awaiting: awaiting.join(", "),
            new_ravens: 0,
            ruleset: ruleset_words(edition_of(&l.row), tr),
            due: String::new(),
            sitting_for: l.sitting_for.clone().unwrap_or_default(),
            seats_left: 0,
        }
    }
}

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: PageCtx,
    mine: Vec<GameLine>,
    open: Vec<GameLine>,
    watch: Vec<GameLine>,
    awaiting_count: usize,
    /// Just registered: the page says that a confirmation mail was sent.
    registered: bool,
    /// Houses needing a player (issue 13).
    wanted: Vec<crate::web::seats::WantedLine>,
    /// "Seat me in the next game" and the visitor's request (issue 32).
    matchmaking: Option<crate::web::matchmaking::MatchBox>,
}

#[derive(serde::Deserialize)]
pub struct HomeQuery {
    registered: Option<String>,
}

pub async fn home(
    st: web::Data<AppState>,
    req: HttpRequest,
    q: web::Query<HomeQuery>,
) -> HttpResponse {
    let registered = q.registered.is_some();
    run(st, &req, move |st, ctx| {
        let tr = ctx.tr();
        let mine: Vec<GameLine> = match &ctx.user {
            Some(u) => {
                let unread = st.svc.unread_ravens(UserId(u.user_id))?;
                st.svc
                    .my_games(UserId(u.user_id))?
                    .iter()
                    .map(|l| {
                        let mut line = GameLine::from(l, tr);
                        if let Some(t) = l.row.deadline_at.filter(|_| l.awaits_me) {
                            line.due = i18n::local_time(tr.lang(), t, &u.time_zone);
                        }
                        line.new_ravens = unread
                            .iter()
                            .find(|(g, _)| *g == line.id)
                            .map(|(_, n)| *n)
                            .unwrap_or(0);
                        line
                    })
                    .collect()
            }
            None => vec![],
        };
        let my_ids: Vec<i32> = mine.iter().map(|g| g.id).collect();
        // Issue 32: in the order they will start, with their seats left.
        let mut open: Vec<GameLine> = st
            .svc
            .open_tables(&my_ids)?
            .iter()
            .map(|t| GameLine {
                seats_left: t.seats_left,
                ..GameLine::from(&t.listed, tr)
            })
            .collect();
        for g in &mut open {
            g.seated_players = crate::web::seats::players_line(st, g.id, tr)?;
        }
        let watch = st
            .svc
            .watchable_games()?
            .iter()
            .filter(|l| !my_ids.contains(&l.row.id))
            .map(|l| GameLine::from(l, tr))
            .collect();
        let awaiting_count = mine.iter().filter(|g| g.awaits_me).count();
        let wanted = crate::web::seats::wanted_lines(st, &my_ids, tr.lang())?;
        let matchmaking = match &ctx.user {
            Some(u) => Some(crate::web::matchmaking::match_box(
                st,
                u.user_id,
                &u.time_zone,
                tr,
            )?),
            None => None,
        };
        Ok(render(
            StatusCode::OK,
            &HomePage {
                ctx: ctx.page(),
                mine,
                open,
                watch,
                awaiting_count,
                registered: registered && ctx.user.is_some(),
                wanted,
                matchmaking,
            },
        ))
    })
    .await
}
