//! The past of a game (issue 14): any earlier moment on the map with its log and "previous /
//! next" links (`/games/N/history?at=K`), a round-by-round summary with a chart
//! (`/games/N/rounds`), and once the game is over everything it kept secret
//! (`/games/N/revealed`) and its export (`/games/N/export`).
//!
//! A past moment is drawn from the engine's redacted view of the game at that moment, for the
//! viewer's own house (a spectator's view for everyone else): exactly what that seat could see
//! then. Once the game is over, anyone may look at any house's view of any moment (`as=HOUSE`).

use super::board;
use super::ctx::{PageCtx, Reply, WebError};
use super::game::{
    area_lines, combat_box, lines_of, load_visible, viewer_house, AreaLine, CombatBox, EventLine,
    HouseBadge,
};
use super::pages::game_id;
use super::{render, run, AppState};
use crate::engine::House;
use crate::service::history::{Moment, RoundSummary};
use crate::service::GameId;
use crate::wording;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// One link of the moment list.
pub struct MomentLink {
    pub at: usize,
    pub label: String,
    pub current: bool,
}

#[derive(Template)]
#[template(path = "history.html")]
struct HistoryPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    at: usize,
    len: usize,
    round: u8,
    phase: String,
    /// Whose view this is: "House Stark's view", "a spectator's view".
    seen_as: String,
    over: bool,
    /// After the end: the houses whose view may be chosen.
    views: Vec<HouseBadge>,
    as_key: String,
    prev: Option<usize>,
    next: Option<usize>,
    moments: Vec<MomentLink>,
    awaiting: Vec<String>,
    combat: Option<CombatBox>,
    board_svg: String,
    /// The map cropped at the area the step is about (its combat), issue 27; else empty.
    step_svg: String,
    areas: Vec<AreaLine>,
    events: Vec<EventLine>,
    more_events: usize,
}

#[derive(serde::Deserialize)]
pub struct HistoryQuery {
    at: Option<usize>,
    /// After the end: whose view (a house key), or `spectator`.
    #[serde(rename = "as")]
    as_house: Option<String>,
}

fn moment_label(m: &Moment, tr: crate::i18n::Tr) -> String {
    match (m.kind, m.area) {
        ("combat", Some(a)) => tr.t2(
            "moment-combat",
            "round",
            m.round,
            "area",
            crate::i18n::area_name(tr.lang(), a),
        ),
        ("planning", _) => tr.t1("moment-planning", "round", m.round),
        ("action", _) => tr.t1("moment-action", "round", m.round),
        ("westeros", _) => tr.t1("moment-westeros", "round", m.round),
        ("over", _) => tr.t("moment-end"),
        _ => tr.t1("game-round", "round", m.round),
    }
}

/// `/games/N/history?at=K`: the game after K inputs.
pub async fn history(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    q: web::Query<HistoryQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let q = q.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = load_visible(st, ctx, id)?;
        if g.replayed.is_none() {
            return Err(WebError::NotFound);
        }
        let over = g.row.status == "over";
        let at = q.at.unwrap_or(g.row.log_len as usize);
        let (timeline, game, events) = st.svc.history_at(GameId(id), at)?;
        let len = timeline.log.len();
        let at = at.min(len);
        // Before the end a viewer sees its own house's view only; after, anyone's.
        let me = viewer_house(&g, ctx);
        let viewer: Option<House> = match (over, q.as_house.as_deref()) {
            (true, Some("spectator")) => None,
            (true, Some(k)) => House::from_key(k).or(me),
            _ => me,
        };
        let view = game.view_for(viewer);
        let tz = ctx.time_zone();
        let (events, more_events) = lines_of(&events, &tz, Some(60), ctx.tr());
        let moments = timeline
            .moments
            .iter()
            .map(|m| MomentLink {
                at: m.at,
                label: moment_label(m, ctx.tr()),
                current: m.at == at,
            })
            .collect();
        let page = HistoryPage {
            ctx: ctx.page(),
            id,
            name: g.row.name.clone(),
            at,
            len,
            round: view.round,
            phase: wording::phase(ctx.tr(), &view.phase),
            seen_as: match viewer {
                Some(h) => ctx.tr().t1(
                    "history-house-view",
                    "house",
                    crate::i18n::house_name(ctx.lang, h),
                ),
                None => ctx.t("history-spectator-view"),
            },
            over,
            views: if over {
                view.houses
                    .iter()
                    .map(|h| HouseBadge::of(h.house, ctx.lang))
                    .collect()
            } else {
                vec![]
            },
            as_key: match (over, viewer) {
                (true, Some(h)) => h.key().into(),
                (true, None) => "spectator".into(),
                _ => String::new(),
            },
            prev: at.checked_sub(1),
            next: (at < len).then_some(at + 1),
            moments,
            awaiting: view
                .awaiting
                .iter()
                .map(|a| {
                    format!(
                        "{}: {}",
                        crate::i18n::house_name(ctx.lang, a.house),
                        wording::request(ctx.tr(), &a.request)
                    )
                })
                .collect(),
            combat: combat_box(&view, ctx.tr()),
            board_svg: board::svg(&view, game.state().options.edition, ctx.lang),
            step_svg: step_map(&view, game.state().options.edition, ctx.lang),
            areas: area_lines(&view, game.state().options.edition, ctx.tr()),
            events,
            more_events,
        };
        Ok(render(StatusCode::OK, &page))
    })
    .await
}

/// One row of the summary table.
pub struct RoundRow {
    pub label: String,
    pub cells: Vec<String>,
}

#[derive(Template)]
#[template(path = "rounds.html")]
struct RoundsPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    houses: Vec<HouseBadge>,
    rows: Vec<RoundRow>,
    chart: String,
}

fn round_label(r: &RoundSummary, tr: crate::i18n::Tr) -> String {
    if r.end {
        tr.t1("rounds-end", "round", r.round)
    } else {
        tr.t1("game-round", "round", r.round)
    }
}

/// `/games/N/rounds`: where each house stood at the start of each round, as a table and as a
/// chart of castles per house per round.
pub async fn rounds(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = load_visible(st, ctx, id)?;
        if g.replayed.is_none() {
            return Err(WebError::NotFound);
        }
        let t = st.svc.timeline(GameId(id))?;
        let houses: Vec<House> = t
            .rounds
            .first()
            .map(|r| r.castles.keys().copied().collect())
            .unwrap_or_default();
        let rows = t
            .rounds
            .iter()
            .map(|r| RoundRow {
                label: round_label(r, ctx.tr()),
                cells: houses
                    .iter()
                    .map(|h| {
                        let throne = r
                            .iron_throne
                            .iter()
                            .position(|x| x == h)
                            .map_or(0, |p| p + 1);
                        ctx.tr().t_args(
                            "rounds-cell",
                            &[
                                ("castles", r.castles[h].into()),
                                ("power", r.power[h].into()),
                                ("supply", r.supply[h].into()),
                                ("throne", throne.into()),
                            ],
                        )
                    })
                    .collect(),
            })
            .collect();
        Ok(render(
            StatusCode::OK,
            &RoundsPage {
                ctx: ctx.page(),
                id,
                name: g.row.name.clone(),
                houses: houses
                    .iter()
                    .map(|h| HouseBadge::of(*h, ctx.lang))
                    .collect(),
                rows,
                chart: castles_chart(&t.rounds, ctx.lang),
            },
        ))
    })
    .await
}

/// Castles per house per round as a small SVG line chart, drawn on the server.
pub fn castles_chart(rounds: &[RoundSummary], lang: crate::i18n::Lang) -> String {
    let tr = crate::i18n::Tr(lang);
    let title = crate::web::board::esc(&tr.t("rounds-chart-title"));
    let end = tr.t("rounds-chart-end");
    use std::fmt::Write;
    let (w, h, left, bottom, top) = (360.0, 200.0, 28.0, 24.0, 10.0);
    let max_castles = rounds
        .iter()
        .flat_map(|r| r.castles.values())
        .copied()
        .max()
        .unwrap_or(7)
        .max(7) as f64;
    let n = rounds.len().max(2) as f64;
    let x = |i: usize| left + (w - left - 8.0) * i as f64 / (n - 1.0);
    let y = |c: u8| top + (h - top - bottom) * (1.0 - c as f64 / max_castles);
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" class="chart" role="img" aria-labelledby="chart-title"><title id="chart-title">{title}</title>"##
    );
    for c in 0..=(max_castles as u8) {
        let yy = y(c);
        let _ = write!(
            s,
            r##"<line x1="{left}" y1="{yy:.1}" x2="{}" y2="{yy:.1}" stroke="#ddd" stroke-width="0.5"/><text x="{}" y="{:.1}" font-size="9" text-anchor="end" fill="#555">{c}</text>"##,
            w - 8.0,
            left - 4.0,
            yy + 3.0
        );
    }
    for (i, r) in rounds.iter().enumerate() {
        let label = if r.end {
            crate::web::board::esc(&end)
        } else {
            r.round.to_string()
        };
        let _ = write!(
            s,
            r##"<text x="{:.1}" y="{}" font-size="9" text-anchor="middle" fill="#555">{label}</text>"##,
            x(i),
            h - 8.0
        );
    }
    let houses: Vec<House> = rounds
        .first()
        .map(|r| r.castles.keys().copied().collect())
        .unwrap_or_default();
    for house in houses {
        let points: Vec<String> = rounds
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(r.castles[&house])))
            .collect();
        let _ = write!(
            s,
            r##"<polyline points="{}" fill="none" stroke="{}" stroke-width="2"><title>{}</title></polyline>"##,
            points.join(" "),
            board::house_colour(house),
            crate::web::board::esc(&tr.t1(
                "named-house",
                "house",
                crate::i18n::house_name(lang, house)
            ))
        );
    }
    s.push_str("</svg>");
    s
}

/// One sealed answer in words.
pub struct SealedLine {
    pub round: u8,
    pub house: HouseBadge,
    pub what: String,
}

#[derive(Template)]
#[template(path = "revealed.html")]
struct RevealedPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    seed: u64,
    decks: Vec<(String, String)>,
    wildlings: String,
    sealed: Vec<SealedLine>,
    peeks: Vec<String>,
}

/// `/games/N/revealed`: once the game is over, everything it kept secret: the seed, the decks as
/// shuffled, every sealed answer (replaced ones too) and every look at the wildling deck.
pub async fn revealed(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = load_visible(st, ctx, id)?;
        if g.row.status != "over" {
            return Err(WebError::NotFound);
        }
        let r = st.svc.revealed(GameId(id))?;
        let names = |v: Vec<String>| v.join(", ");
        Ok(render(
            StatusCode::OK,
            &RevealedPage {
                ctx: ctx.page(),
                id,
                name: g.row.name.clone(),
                seed: r.seed,
                decks: r
                    .westeros_decks
                    .iter()
                    .enumerate()
                    .map(|(i, d)| {
                        (
                            ["I", "II", "III"][i].to_string(),
                            names(
                                d.iter()
                                    .map(|c| wording::westeros_card(ctx.tr(), *c))
                                    .collect(),
                            ),
                        )
                    })
                    .collect(),
                wildlings: names(
                    r.wildling_deck
                        .iter()
                        .map(|c| wording::wildling_card(ctx.tr(), *c))
                        .collect(),
                ),
                sealed: r
                    .sealed
                    .iter()
                    .map(|(round, house, input)| SealedLine {
                        round: *round,
                        house: HouseBadge::of(*house, ctx.lang),
                        what: wording::capitalize(&wording::input(ctx.tr(), input)),
                    })
                    .collect(),
                peeks: r
                    .raven_peeks
                    .iter()
                    .map(|(round, h, card, bury)| {
                        let tr = ctx.tr();
                        tr.t_args(
                            "revealed-peek",
                            &[
                                ("round", (*round).into()),
                                ("house", crate::i18n::house_name(ctx.lang, *h).into()),
                                (
                                    "card",
                                    card.map_or_else(
                                        || tr.t("revealed-no-card"),
                                        |c| wording::wildling_card(tr, c),
                                    )
                                    .into(),
                                ),
                                ("bury", if *bury { "yes" } else { "no" }.into()),
                            ],
                        )
                    })
                    .collect(),
            },
        ))
    })
    .await
}

/// `/games/N/export`: the finished game as JSON (setup with its seed, seats, the whole log), for
/// `rookery verify` and `rookery import`. Before the end: 409, since it would reveal secrets.
pub async fn export(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        load_visible(st, ctx, id)?;
        let export = st.svc.export(GameId(id))?;
        let body =
            serde_json::to_string_pretty(&export).map_err(|e| WebError::Internal(e.to_string()))?;
        Ok(Reply::Download {
            name: format!("rookery-game-{id}.json"),
            body,
        })
    })
    .await
}

/// The map at the area a step is about (issue 27): a step during a combat opens on the combat
/// (its area, where the attack came from, its supporters), not on the top of the board.
fn step_map(
    view: &crate::engine::view::GameView,
    edition: crate::engine::options::Edition,
    lang: crate::i18n::Lang,
) -> String {
    if view.combat.is_none() {
        return String::new();
    }
    let focus = super::map::Focus::default();
    super::map::svg(&super::map::Spec {
        view,
        focus: &focus,
        place: super::map::Place::Alone,
        crop: super::map::crop_for(view, &focus, edition),
        lang,
        edition,
    })
}
