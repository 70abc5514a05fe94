//! The game page, built only from the engine's redacted view for the viewer
//! (`view_for(Some(house))` for a seated player, `view_for(None)` for everyone else), the
//! submission of its forms, the full event log and the board alone.
//!
//! - this module: the handlers (the page, a decision's POST, answers filed ahead, the clock, the
//!   log, the map and the board) and the assembly of the page;
//! - `lines`: the page's words, each part of the view in the reader's language;
//! - `forms`: the viewer's forms (the awaited decision, answers filed ahead).

mod forms;
mod lines;

pub(crate) use lines::{area_lines, combat_box, lines_of, track_name};
pub use lines::{
    AreaLine, AwaitLine, ClockBox, CombatBox, EventLine, HouseBadge, HouseLine, PageError,
    TrackLine,
};

use crate::decisions::formdata::{FormData, FormError};
use crate::decisions::{self, FormView};
use crate::engine::state::Track;
use crate::engine::House;
use crate::i18n::{self, Tr};
use crate::service::play::Loaded;
use crate::service::GameId;
use crate::service::Reason;
use crate::service::ServiceError;
use crate::service::UserId;
use crate::web::board;
use crate::web::ctx::{Ctx, PageCtx, Reply, WebError};
use crate::web::map;
use crate::web::page_cache::Kind;
use crate::web::pages::{game_id, lobby_page};
use crate::web::{render, run, run_kept, run_post, AppState};
use crate::wording;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use forms::{plan_form, viewer_forms};
use lines::{clock_box, event_lines, facts, player_name, sealed_summary, winner_words};

/// How many of the latest events the game page shows (the log page has them all).
const RECENT_EVENTS: usize = 40;

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    ctx: PageCtx,
    id: i32,
    /// The ravens link: shown unless the game has no press; the visitor's unread count.
    ravens: Option<i64>,
    name: String,
    round: u8,
    phase: String,
    my_house: Option<HouseBadge>,
    /// The winner's name, or the names of the houses sharing the win.
    winner: Option<String>,
    /// The win is shared (a 1st-edition draw).
    shared_win: bool,
    message: Option<String>,
    /// The viewer's own sealed answer, in one line ("Your sealed orders: ...").
    sealed: Option<String>,
    error: Option<PageError>,
    awaiting: Vec<AwaitLine>,
    forms: Vec<FormView>,
    house_key: String,
    seq: i32,
    /// The map, cropped around what the viewer's decision (or the combat, or the viewer's own
    /// areas) is about: next to the forms when there are any, else in the board section.
    map_svg: std::sync::Arc<str>,
    legend: String,
    combat: Option<CombatBox>,
    houses: Vec<HouseLine>,
    tracks: Vec<TrackLine>,
    facts: Vec<String>,
    areas: Vec<AreaLine>,
    events: Vec<EventLine>,
    more_events: usize,
    /// The seated viewer's mail preference for this game (the small form at the bottom).
    seat_mail: Option<String>,
    seat_mail_choices: &'static [(&'static str, &'static str)],
    clock: Option<ClockBox>,
    /// Issue 13: houses needing a player, absences (`templates/seats_box.html`).
    seat_box: crate::web::seats::SeatBox,
    votes_box: crate::web::votes::VotesBox,
    /// The viewer's answers filed ahead that were not used this round, and why (issue 25).
    plan_notes: Vec<String>,
    /// The viewer's raid or march asked, or answered, ahead of its turn (issue 25).
    turn_note: Option<String>,
    /// The "Answer ahead" form of its own, when there is one (issue 25).
    plan_form: Option<FormView>,
    /// After a decision was sent: the next game that awaits the viewer (id, name), issue 27.
    next_game: Option<(i32, String)>,
}

#[derive(Template)]
#[template(path = "log.html")]
struct LogPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    events: Vec<EventLine>,
}

/// Whether the visitor may see this game at all: public games are visible to everyone,
/// invite-only games to their players only.
fn visible(g: &Loaded, ctx: &Ctx) -> bool {
    g.row.visibility == "public"
        || ctx
            .user
            .as_ref()
            .is_some_and(|u| g.is_seated(UserId(u.user_id)))
}

/// Loads a game the viewer may see: a public one, or one it has a seat in; otherwise 404.
pub(crate) fn load_visible(st: &AppState, ctx: &Ctx, id: i32) -> Result<Loaded, WebError> {
    let g = st.svc.load_game(GameId(id))?;
    if !visible(&g, ctx) {
        return Err(WebError::NotFound);
    }
    Ok(g)
}

pub(crate) fn viewer_house(g: &Loaded, ctx: &Ctx) -> Option<House> {
    ctx.user
        .as_ref()
        .and_then(|u| g.house_of(UserId(u.user_id)))
}

/// After a decision was sent in game `current`: the next game that awaits `user` (issue 27).
fn next_awaiting(
    st: &AppState,
    user: i32,
    current: i32,
) -> Result<Option<(i32, String)>, WebError> {
    Ok(st
        .svc
        .next_game_awaiting(UserId(user), GameId(current))?
        .map(|(id, name)| (i32::from(id), name)))
}

/// again; `next_game`: the game to offer after a decision was sent.
#[expect(clippy::too_many_arguments, reason = "each is one part of the page")]
fn game_page_reply(
    st: &AppState,
    ctx: &mut Ctx,
    g: &Loaded,
    status: StatusCode,
    error: Option<PageError>,
    submitted: Option<&FormData>,
    message: Option<String>,
    next_game: Option<(i32, String)>,
) -> Result<Reply, WebError> {
    let (reply, _) = game_page_render(st, ctx, g, status, error, submitted, message, next_game)?;
    Ok(reply)
}

/// [`game_page_reply`], and when the page will read differently by time alone (issue 30: a
/// running time bank's minutes, an absence or a voted pause beginning or ending, the absence
/// form's defaults); `None`: only a write changes it.
#[expect(clippy::too_many_arguments, reason = "each is one part of the page")]
fn game_page_render(
    st: &AppState,
    ctx: &mut Ctx,
    g: &Loaded,
    status: StatusCode,
    error: Option<PageError>,
    submitted: Option<&FormData>,
    message: Option<String>,
    next_game: Option<(i32, String)>,
) -> Result<(Reply, Option<chrono::NaiveDateTime>), WebError> {
    let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
    let me = viewer_house(g, ctx);
    // The redacted view is all this page is built from.
    let view = r.game.view_for(me);
    let edition = r.game.state().options.edition;
    let tz = ctx.time_zone();
    let tr = ctx.tr();
    let lang = tr.lang();
    let due = g.row.deadline_at.map(|t| i18n::local_time(lang, t, &tz));
    let crate::service::faults::MissedAndFaulted {
        missed,
        faulted: faults,
    } = st.svc.missed_and_faulted(g)?;
    // Issue 25: with a time bank each awaited house has its own deadline.
    let banks = st.svc.time_banks(g)?;
    let bank_of = |h: House| banks.iter().find(|b| b.house == h);
    let now = st.svc.now();
    let pause_ends = match g.row.paused_at {
        Some(_) => st.svc.pause_ends_at(g.id())?,
        None => None,
    };
    let clock = clock_box(g, ctx, &tz, !view.awaiting.is_empty(), pause_ends);
    // A seat reads "NAME, played by SITTER" while its player is away (issue 27).
    // Read once for the seats box, the votes box and the sitters (issue 30: it was read twice
    // or three times per render).
    let notes = st.svc.seat_notes_of(g)?;
    let sitting: Vec<(House, String)> = if g.sitters.is_empty() {
        vec![]
    } else {
        notes
            .absent
            .iter()
            .filter_map(|(h, _, sitter)| Some((*h, sitter.clone()?)))
            .collect()
    };
    let reader = ctx.user.as_ref().map(|u| (u.user_id, u.name.as_str()));
    let seat_words = |house: House| -> String {
        let name = player_name(g, house, reader, tr);
        match sitting.iter().find(|(h, _)| *h == house) {
            Some((_, sitter)) => tr.t2("game-played-by", "name", name, "sitter", sitter),
            None => name,
        }
    };
    // A game the table stopped by a vote (issue 13) awaits nobody and takes no more decisions.
    let stopped = matches!(g.row.status.as_str(), "ended" | "cancelled");
    let awaiting = view
        .awaiting
        .iter()
        .filter(|_| !stopped)
        .map(|a| AwaitLine {
            kind: a.request.kind(),
            house: HouseBadge::of(a.house, lang),
            player: seat_words(a.house),
            what: match view.turn_of.filter(|_| view.asked_ahead.contains(&a.house)) {
                // Asked ahead of its turn (issue 25): applied at its turn, in turn order.
                Some(now) => tr.t2(
                    "ask-ahead-of-turn",
                    "what",
                    wording::request(Tr(lang), &a.request),
                    "house",
                    i18n::house_name(lang, now),
                ),
                None => wording::request(Tr(lang), &a.request),
            },
            secret: a.secret,
            me: Some(a.house) == me,
            due: match bank_of(a.house).and_then(|b| b.runs_out_at()) {
                Some(t) if g.row.paused_at.is_none() => i18n::local_time(lang, t, &tz),
                _ => due.clone().unwrap_or_default(),
            },
        })
        .collect();
    // A stopped game (cancelled or ended by a vote) asks nobody anything.
    // The viewer's own answers filed ahead (sealed: only its house's, issue 25).
    let plan = match (me.filter(|_| !stopped), ctx.user.as_ref()) {
        (Some(h), Some(u)) if g.row.status == "active" => {
            Some(st.svc.house_plan_of(g, UserId(u.user_id), h)?)
        }
        _ => None,
    };
    let plan_notes: Vec<String> = plan
        .iter()
        .flat_map(|p| p.dropped.iter())
        .map(|(entry, why)| wording::plan_dropped(tr, entry, why))
        .collect();
    // A raid or march asked, or answered, ahead of the viewer's turn (issue 25).
    let turn_note = match (me.filter(|_| !stopped), view.turn_of) {
        (Some(h), Some(now)) if view.asked_ahead.contains(&h) => {
            Some(tr.t1("ask-asked-ahead", "house", i18n::house_name(lang, now)))
        }
        (Some(h), Some(now)) if view.answered_ahead.contains(&h) => {
            Some(tr.t1("ask-answered-ahead", "house", i18n::house_name(lang, now)))
        }
        // Its answer given early was dropped at its turn (option `early_marches`): why.
        (Some(_), _) => view
            .early_dropped
            .map(|why| wording::early_dropped(tr, why)),
        _ => None,
    };
    let mut forms = viewer_forms(r, me.filter(|_| !stopped), &view, tr, plan.as_ref());
    let plan_form = match (me, &plan) {
        (Some(h), Some(p)) => plan_form(r, &view, h, &p.filed, tr),
        _ => None,
    };
    if let Some(sub) = submitted {
        for f in &mut forms {
            if f.matches(sub) {
                f.prefill(sub);
            }
        }
    }
    let houses = view
        .houses
        .iter()
        .map(|hv| HouseLine {
            house: HouseBadge::of(hv.house, lang),
            player: seat_words(hv.house),
            me: Some(hv.house) == me,
            power: hv.power,
            power_on_board: hv.power_on_board,
            supply: hv.supply,
            victory: hv.victory,
            hand: hv
                .hand
                .iter()
                .map(|c| i18n::house_card_name(lang, *c))
                .collect(),
            discard: hv
                .discard
                .iter()
                .map(|c| i18n::house_card_name(lang, *c))
                .collect(),
            unused_orders: hv
                .unused_orders
                .as_ref()
                .map(|v| {
                    v.iter()
                        .filter(|(_, n)| *n > 0)
                        .map(|(t, n)| {
                            if *n > 1 {
                                format!("{} ×{n}", i18n::order_name(lang, *t))
                            } else {
                                i18n::order_name(lang, *t)
                            }
                        })
                        .collect()
                })
                .unwrap_or_default(),
            missed: missed
                .iter()
                .find(|(h, _)| *h == hv.house)
                .map_or(0, |(_, n)| *n),
            faults: faults
                .iter()
                .find(|(h, _)| *h == hv.house)
                .map_or(0, |(_, n)| *n),
            bank: bank_of(hv.house).map(|b| {
                let left = crate::wording::duration(tr, b.left_at(now));
                let running = b.asked_at.is_some() && g.row.paused_at.is_none();
                tr.t1(
                    if running {
                        "game-time-bank-running"
                    } else {
                        "game-time-bank"
                    },
                    "left",
                    left,
                )
            }),
        })
        .collect();
    let tracks = [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]
        .into_iter()
        .map(|t| TrackLine {
            name: track_name(t, lang),
            houses: view
                .tracks
                .get(t)
                .iter()
                .map(|h| HouseBadge::of(*h, lang))
                .collect(),
        })
        .collect();
    let facts = facts(&view, edition, tr);
    let (events, more_events) = event_lines(g, &tz, Some(RECENT_EVENTS), tr);
    let user = ctx.user.as_ref().map(|u| u.user_id);
    let ravens = st.svc.unread_in_game(
        g,
        user.map(UserId),
        me,
        user.is_some_and(|u| g.is_seated(UserId(u))),
    )?;
    let focus = map::Focus::of(&forms);
    // Drawn once per position, seat, decision and language, and shared by the page's
    // variants (issue 30; `map::kept`).
    let drawn = map::kept::Drawn {
        seed: r.seed,
        log_len: r.log_len,
        focus: focus.clone(),
    };
    let map_svg = map::kept::map(i64::from(g.row.id), me, ctx.lang, drawn, || {
        map::svg(&map::Spec {
            view: &view,
            focus: &focus,
            place: map::Place::GamePage(i64::from(g.row.id)),
            crop: map::crop_for(&view, &focus, edition),
            lang: ctx.lang,
            edition,
        })
    });
    // A running bank's "N minutes left" turns when its whole minutes do: `left_at` counts the
    // whole seconds waited, so the minute shown now (`left / 60`) lasts until the wait reaches
    // `remaining - 60 * (left / 60) + 1` seconds.
    let bank_turns = banks.iter().filter_map(|b| {
        let asked = b.asked_at?;
        let left = b.left_at(now);
        (left > 0)
            .then(|| asked + chrono::TimeDelta::seconds(b.remaining_secs - 60 * (left / 60) + 1))
    });
    let seat_box = crate::web::seats::seat_box(st, ctx, g, &tz, &notes)?;
    let until = bank_turns
        .chain(pause_ends)
        .chain(seat_box.changes_at)
        .min();
    let page = GamePage {
        ctx: ctx.page(),
        id: g.row.id,
        ravens,
        name: g.row.name.clone(),
        round: view.round,
        phase: wording::phase(Tr(lang), &view.phase),
        my_house: me.map(|h| HouseBadge::of(h, lang)),
        winner: winner_words(&view, lang),
        shared_win: !view.shared_win.is_empty(),
        message,
        sealed: sealed_summary(&view, tr),
        error,
        awaiting,
        forms,
        house_key: me.map(|h| h.key().to_string()).unwrap_or_default(),
        seq: r.log_len,
        map_svg,
        legend: map::legend(lang),
        combat: combat_box(&view, tr),
        houses,
        tracks,
        facts,
        areas: area_lines(&view, edition, tr),
        events,
        more_events,
        seat_mail: ctx
            .user
            .as_ref()
            .and_then(|u| g.seats.iter().find(|s| s.user_id == u.user_id))
            .map(|s| s.mail.clone()),
        seat_mail_choices: &crate::web::account::SEAT_MAIL_CHOICES,
        clock,
        seat_box,
        votes_box: crate::web::votes::votes_box(st, ctx, g, &tz, &notes)?,
        plan_notes,
        turn_note,
        plan_form,
        next_game,
    };
    Ok((render(status, &page), until))
}

#[derive(serde::Deserialize)]
pub struct InviteQuery {
    invite: Option<String>,
    /// Set by the redirect after an accepted decision.
    done: Option<String>,
    /// Set by the redirect after the creator changed the clock.
    clock: Option<String>,
    /// Set by the redirect after a takeover or an absence (issue 13).
    seat: Option<String>,
}

pub async fn game_page(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    q: web::Query<InviteQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let q = q.into_inner();
    let invite = q.invite;
    let done = q.done.is_some();
    let clock = q.clock;
    let seat = q.seat;
    let asked = PageRequest::of(&req);
    let game = asked.game(&id);
    let kept =
        |st: &AppState, ctx: &mut Ctx| kept_reply(st, ctx, Kind::Game, game?, &asked).ok()?.1;
    let asked2 = asked.clone();
    run_kept(st, &req, game, kept, move |st, ctx| {
        let asked = asked2;
        let id = game_id(&id)?;
        // The version first, then the page's data (see `service::page_version`).
        let (key, kept) = kept_reply(st, ctx, Kind::Game, id, &asked)?;
        if let Some(reply) = kept {
            return Ok(reply);
        }
        let g = st.svc.load_game(GameId(id))?;
        if g.row.status == "lobby" {
            let invited = invite
                .as_deref()
                .is_some_and(|t| crate::service::constant_time_eq(t, &g.row.invite_token));
            if !visible(&g, ctx) && !invited {
                return Err(WebError::NotFound);
            }
            return lobby_page(st, ctx, &g, invite.as_deref().filter(|_| invited));
        }
        if !visible(&g, ctx) {
            return Err(WebError::NotFound);
        }
        let message = match clock.as_deref() {
            Some("extended") => Some("done-extended"),
            Some("paused") => Some("done-paused"),
            Some("resumed") => Some("done-resumed"),
            _ => match seat.as_deref() {
                Some("taken") => Some("done-taken"),
                Some("absent") => Some("done-absent"),
                _ => done.then_some("done-decision"),
            },
        }
        .map(|id| ctx.t(id));
        let next = match &ctx.user {
            Some(u) if done => next_awaiting(st, u.user_id, id)?,
            _ => None,
        };
        let (reply, until) =
            game_page_render(st, ctx, &g, StatusCode::OK, None, None, message, next)?;
        Ok(match key {
            Some(key) => keep(ctx, key, reply, until, &asked),
            None => reply,
        })
    })
    .await
}

/// What a GET of a page the cache keeps (issue 30, see `page_cache`) says about it: whether it
/// is a plain view, the encoding the client takes, and the `ETag` it already has.
#[derive(Clone)]
struct PageRequest {
    /// Only the page as such is kept: not one that answers a query (`?done=1`, a language
    /// switch, an invitation), which says more than the game.
    plain_view: bool,
    encoding: crate::web::page_cache::Encoding,
    if_none_match: Option<String>,
}

impl PageRequest {
    fn of(req: &HttpRequest) -> PageRequest {
        let header = |name| {
            req.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        PageRequest {
            plain_view: req.query_string().is_empty(),
            encoding: crate::web::page_cache::encoding_for(
                header(actix_web::http::header::ACCEPT_ENCODING).as_deref(),
            ),
            if_none_match: header(actix_web::http::header::IF_NONE_MATCH),
        }
    }

    /// The game whose page version is read with the session (`web::run_boxed`): the game of
    /// path `id` when the view is one the cache keeps.
    fn game(&self, id: &str) -> Option<i32> {
        self.plain_view.then(|| game_id(id).ok()).flatten()
    }

    /// `kept` as this request asked for it: its body, or `304 Not Modified`.
    fn send(
        &self,
        kept: &crate::web::page_cache::Entry,
        token: &str,
        session: &str,
    ) -> crate::web::page_cache::Sent {
        kept.send(token, session, self.encoding, self.if_none_match.as_deref())
    }
}

/// The page cache's look-up before rendering (issue 30): for a plain view (no query string),
/// the key of `ctx`'s view of game `id`'s `kind` at the game's current page version, and the
/// reply made from the page kept under it, if one is. A page kept for this viewer at this
/// version is one they could see then, and nothing it shows (who sits where, the visibility)
/// changed since. A view with a query string is never kept: no key.
fn kept_reply(
    st: &AppState,
    ctx: &mut Ctx,
    kind: Kind,
    id: i32,
    asked: &PageRequest,
) -> Result<(Option<crate::web::page_cache::Key>, Option<Reply>), WebError> {
    if !asked.plain_view {
        return Ok((None, None));
    }
    let version = match ctx.take_page_version(id) {
        Some(read_with_the_session) => read_with_the_session,
        None => st.svc.page_version(GameId(id))?,
    }
    .ok_or(WebError::NotFound)?;
    let key = page_key(ctx, kind, id, version);
    let reply = crate::web::page_cache::PAGES
        .get(&key, st.svc.now())
        .map(|kept| {
            let page = matches!(kind, Kind::Game);
            send_kept(ctx, &kept, asked, page)
        });
    Ok((Some(key), reply))
}

/// The page cache's key for `ctx`'s view of game `id`'s page `kind` at page version `version`.
fn page_key(ctx: &Ctx, kind: Kind, id: i32, version: i64) -> crate::web::page_cache::Key {
    crate::web::page_cache::Key {
        kind,
        game: id,
        version,
        viewer: ctx.user.as_ref().map(|u| crate::web::page_cache::Viewer {
            user_id: u.user_id,
            name: u.name.clone(),
            time_zone: u.time_zone.clone(),
        }),
        lang: ctx.lang,
    }
}

/// A rendered game page kept under `key` (issue 30, see `page_cache`), and sent from it.
fn keep(
    ctx: &mut Ctx,
    key: crate::web::page_cache::Key,
    reply: Reply,
    until: Option<chrono::NaiveDateTime>,
    asked: &PageRequest,
) -> Reply {
    let Reply::Page {
        status: StatusCode::OK,
        body,
    } = &reply
    else {
        return reply;
    };
    // A visitor who is not logged in sees no form, hence no token.
    let token = crate::web::page_cache::token_of(body).unwrap_or("");
    let kept = crate::web::page_cache::PAGES.put(key, body, token, until);
    let session = if kept.has_token() {
        ctx.csrf()
    } else {
        String::new()
    };
    to_reply(asked.send(&kept, token, &session), false, false)
}

/// A kept game page with this response's own masked token; `page`: an HTML page, which gives
/// a visitor without a token one now, as a render would (`Ctx::page`).
fn send_kept(
    ctx: &mut Ctx,
    kept: &crate::web::page_cache::Entry,
    asked: &PageRequest,
    page: bool,
) -> Reply {
    let session = if page || kept.has_token() {
        ctx.csrf()
    } else {
        String::new()
    };
    let token = crate::web::ctx::mask_token(&session);
    to_reply(asked.send(kept, &token, &session), true, !page)
}

fn to_reply(sent: crate::web::page_cache::Sent, hit: bool, svg: bool) -> Reply {
    use crate::web::page_cache::{Encoding, Sent};
    match sent {
        Sent::NotModified { etag } => Reply::NotModified { etag },
        Sent::Body {
            body,
            encoding,
            etag,
        } => Reply::CachedPage {
            body,
            gzip: encoding == Encoding::Gzip,
            etag,
            hit,
            svg,
        },
    }
}

/// The house the logged-in user acts for in game `id`, and the user. Only the acting house is
/// read (a move's POST is the hottest write: `submit` reads the game under its lock anyway).
/// Refused in the order a full load would: a game one may not see is not found, then one must
/// log in, then one must play in it.
fn acting_player(st: &AppState, ctx: &Ctx, id: i32) -> Result<(House, i32), WebError> {
    let me = match &ctx.user {
        Some(u) => st.svc.acting_house(GameId(id), UserId(u.user_id))?,
        None => None,
    };
    let Some(me) = me else {
        load_visible(st, ctx, id)?;
        ctx.user()?;
        return Err(WebError::Forbidden(Reason::new("act-not-a-player")));
    };
    Ok((me, ctx.user()?.user_id))
}

/// Submits one of the game page's forms (PRG: 303 back to the page on success; the page again
/// with the engine's reason and the player's entries on a rejection).
pub async fn act(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        // The house the form names is checked by `submit_for`, under the game's lock, from the
        // move's one reading of the seats (issue 26): the acting house is looked up here only on
        // the way to a refusal, which is worded as a full load would word it.
        let Some(user) = ctx.user.as_ref().map(|u| u.user_id) else {
            return Err(refusal(st, ctx, id, None, WebError::NotFound));
        };
        let named = match form.required("house") {
            Ok(h) => h.to_string(),
            Err(e) => return Err(refusal(st, ctx, id, None, e.into())),
        };
        let Some(house) = House::from_key(&named) else {
            return Err(refusal(st, ctx, id, Some(&named), WebError::NotFound));
        };
        let seq = match form.get("seq") {
            Some(s) => match s.parse::<i32>() {
                Ok(n) => Some(n),
                Err(_) => {
                    let why = WebError::from(FormError::invalid("seq", s));
                    return Err(refusal(st, ctx, id, Some(&named), why));
                }
            },
            None => None,
        };
        // Answers filed ahead (issue 25): the rows of the orders form, read against the game
        // by the service under its lock (no reading of the game before the move); the bid
        // form's tie rows (the Iron Throne holder's) are answers filed ahead too.
        let has_plan_rows = matches!(
            form.get(decisions::FORM),
            Some(decisions::orders::KIND | decisions::bids::BID)
        );
        let read_plan_rows = |view: &crate::engine::view::GameView| {
            decisions::plans::parse(&form, house, view).map_err(Reason::from)
        };
        let input = match decisions::parse(&form) {
            Ok(i) => i,
            Err(why) => {
                let (me, _) = acting_player(st, ctx, id)?;
                if me != house {
                    return Err(other_house(me));
                }
                // The page's own form should always parse: if it did not, the site failed the
                // player, and the step's deadline will not count against them. A post its form
                // could not have sent (only hidden fields, say) excuses nothing (issue 23).
                let _ = record_unreadable_form(&st.svc, id, user, me, &form);
                return Err(why.into());
            }
        };
        // The form's plan rows go in the input's own transaction (a tie order before the bid,
        // so that the tie it completes is broken at once; the rest after it).
        let mv = crate::service::play::Move {
            input: &input,
            expected_seq: seq,
            plan: has_plan_rows.then_some(crate::service::play::PlanRows::Form(&read_plan_rows)),
        };
        match st
            .svc
            .submit_with_plan(GameId(id), UserId(user), Some(house), &mv)
        {
            Ok(_) => Ok(Reply::Redirect {
                to: format!("/games/{id}?done=1#top"),
            }),
            Err(e @ (ServiceError::Rejected(_) | ServiceError::Stale | ServiceError::Busy)) => {
                let status = match e {
                    ServiceError::Rejected(_) => StatusCode::UNPROCESSABLE_ENTITY,
                    ServiceError::Stale => StatusCode::CONFLICT,
                    _ => StatusCode::SERVICE_UNAVAILABLE,
                };
                let g = st.svc.load_game(GameId(id))?;
                let keep = matches!(e, ServiceError::Rejected(_) | ServiceError::Busy);
                game_page_reply(
                    st,
                    ctx,
                    &g,
                    status,
                    Some(PageError {
                        text: match &e {
                            ServiceError::Rejected(r) => wording::rejection(ctx.tr(), r),
                            ServiceError::Stale => ctx.t("rej-stale"),
                            _ => ctx.t("rej-busy"),
                        },
                        kind: match &e {
                            ServiceError::Rejected(r) => r.kind(),
                            ServiceError::Stale => "stale".into(),
                            _ => "busy".into(),
                        },
                    }),
                    keep.then_some(&form),
                    None,
                    None,
                )
            }
            Err(e @ ServiceError::Forbidden(_)) => {
                Err(refusal(st, ctx, id, Some(&named), e.into()))
            }
            Err(e) => {
                if matches!(e, ServiceError::Db(_)) {
                    let _ = st
                        .svc
                        .record_fault(GameId(id), UserId(user), house, "server_error");
                }
                Err(e.into())
            }
        }
    })
    .await
}

/// Why a move's POST is refused, in the order a full load would say it: a game one may not
/// see is not found, then one must log in, then one must play in it, then play the house the
/// form `named`; else `why`. Only asked on the way to a refusal.
fn refusal(st: &AppState, ctx: &Ctx, id: i32, named: Option<&str>, why: WebError) -> WebError {
    match acting_player(st, ctx, id) {
        Err(e) => e,
        Ok((me, _)) if named.is_some_and(|n| n != me.key()) => other_house(me),
        Ok(_) => why,
    }
}

/// "You play House X": the form named another house.
fn other_house(me: House) -> WebError {
    WebError::Forbidden(Reason::new("act-other-house").house("house", me))
}

/// Files and withdraws what a form's plan rows say (issue 25).
fn file_plan_rows(
    st: &AppState,
    id: i32,
    user: i32,
    me: House,
    rows: &decisions::plans::RowChanges,
) -> Result<(), ServiceError> {
    let withdraw: Vec<(&str, String)> = rows.1.iter().map(|(k, a)| (*k, a.clone())).collect();
    st.svc
        .update_plan(GameId(id), UserId(user), me, &rows.0, &withdraw)
}

/// `POST /games/{id}/plan`: the "Answer ahead" form of its own (issue 25).
pub async fn plan_post(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let (me, user) = acting_player(st, ctx, id)?;
        let g = st.svc.load_game(GameId(id))?;
        let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
        let view = r.game.view_for(Some(me));
        let rows = decisions::plans::parse(&form, me, &view).map_err(WebError::from)?;
        file_plan_rows(st, id, user, me, &rows)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}?done=1#top"),
        })
    })
    .await
}

/// What the creator's clock forms do.
#[derive(Clone, Copy)]
enum ClockAction {
    Extend,
    Pause,
    Resume,
}

async fn clock_post(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
    action: ClockAction,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        // A game the visitor may not see does not exist for them.
        let visible_to = ctx.user.as_ref().map(|u| u.user_id);
        st.svc
            .check_visible(GameId(id), visible_to.map(UserId), None)?;
        let user = ctx.user()?.user_id;
        let done = match action {
            ClockAction::Extend => {
                let hours = form.required("hours").map_err(WebError::from)?;
                let hours = hours.trim().parse::<u32>().map_err(|_| {
                    WebError::BadRequest(Reason::new("svc-form-hours").with("value", hours))
                })?;
                st.svc.extend_deadline(GameId(id), UserId(user), hours)?;
                "extended"
            }
            ClockAction::Pause => {
                st.svc.pause(GameId(id), UserId(user))?;
                "paused"
            }
            ClockAction::Resume => {
                st.svc.resume(GameId(id), UserId(user))?;
                "resumed"
            }
        };
        Ok(Reply::Redirect {
            to: format!("/games/{id}?clock={done}#clock"),
        })
    })
    .await
}

/// The creator extends the current deadline by `hours`.
pub async fn extend(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    clock_post(st, req, path, payload, ClockAction::Extend).await
}

/// The creator stops the clock.
pub async fn pause(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    clock_post(st, req, path, payload, ClockAction::Pause).await
}

/// The creator starts the clock again.
pub async fn resume(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    clock_post(st, req, path, payload, ClockAction::Resume).await
}

pub async fn log_page(
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
        let tz = ctx.time_zone();
        let (events, _) = event_lines(&g, &tz, None, ctx.tr());
        Ok(render(
            StatusCode::OK,
            &LogPage {
                ctx: ctx.page(),
                id,
                name: g.row.name.clone(),
                events,
            },
        ))
    })
    .await
}

#[derive(Template)]
#[template(path = "map.html")]
struct MapPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    round: u8,
    map_svg: String,
    legend: String,
}

/// The whole map at a size to read by scrolling, each area a link to its part of the viewer's
/// decision on the game page.
pub async fn map_page(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = load_visible(st, ctx, id)?;
        let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
        let me = viewer_house(&g, ctx);
        let view = r.game.view_for(me);
        let focus = map::Focus::of(&viewer_forms(r, me, &view, ctx.tr(), None));
        let map_svg = map::svg(&map::Spec {
            view: &view,
            focus: &focus,
            place: map::Place::MapPage(i64::from(id)),
            crop: None,
            lang: ctx.lang,
            edition: r.game.state().options.edition,
        });
        Ok(render(
            StatusCode::OK,
            &MapPage {
                ctx: ctx.page(),
                id,
                name: g.row.name.clone(),
                round: view.round,
                map_svg,
                legend: map::legend(ctx.tr().lang()),
            },
        ))
    })
    .await
}

pub async fn board_svg(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> HttpResponse {
    let id = path.into_inner();
    // Kept as the game page is (issue 30, see `page_cache`): a repeat view is a lookup.
    let asked = PageRequest::of(&req);
    let game = asked.game(&id);
    let kept =
        |st: &AppState, ctx: &mut Ctx| kept_reply(st, ctx, Kind::Board, game?, &asked).ok()?.1;
    let asked2 = asked.clone();
    run_kept(st, &req, game, kept, move |st, ctx| {
        let asked = asked2;
        let id = game_id(&id)?;
        let (key, kept) = kept_reply(st, ctx, Kind::Board, id, &asked)?;
        if let Some(reply) = kept {
            return Ok(reply);
        }
        let g = load_visible(st, ctx, id)?;
        let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
        let view = r.game.view_for(viewer_house(&g, ctx));
        let body = board::svg(&view, r.game.state().options.edition, ctx.lang);
        Ok(match key {
            // The board is the engine's view alone: only a write changes it.
            Some(key) => {
                let kept = crate::web::page_cache::PAGES.put(key, &body, "", None);
                to_reply(asked.send(&kept, "", ""), false, true)
            }
            None => Reply::Svg { body },
        })
    })
    .await
}

/// A game form of `house` could not be read: records a `bad_form` fault (issue 23, see
/// `service::faults`) only if the house's current form could have sent `form`. Returns whether
/// a fault was recorded.
fn record_unreadable_form(
    svc: &crate::service::Service,
    game: i32,
    user: i32,
    house: House,
    form: &FormData,
) -> Result<bool, ServiceError> {
    let g = svc.load_game(GameId(game))?;
    let Some(r) = g.replayed.as_ref() else {
        return Ok(false);
    };
    let ours = decisions::forms_of(&r.game, house, crate::i18n::Tr::default())
        .iter()
        .any(|f| f.could_have_sent(form));
    if !ours {
        return Ok(false);
    }
    svc.record_fault(GameId(game), UserId(user), house, "bad_form")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::board;
    use crate::web::board::{house_colour, house_ink};

    #[test]
    fn the_stylesheet_has_every_house_colour() {
        let css = include_str!("../../../static/style.css");
        for h in House::ALL {
            let rule = format!(
                ".h-{} {{ background: {}; color: {}; }}",
                h.key(),
                house_colour(h),
                house_ink(h)
            );
            assert!(css.contains(&rule), "style.css lacks {rule}");
        }
        assert!(board().areas.len() > 50);
    }
}
