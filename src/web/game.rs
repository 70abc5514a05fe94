//! The game page, built only from the engine's redacted view for the viewer
//! (`view_for(Some(house))` for a seated player, `view_for(None)` for everyone else), the
//! submission of its forms, the full event log and the board alone.

use super::board;
use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::decisions::{self, Asked, FormView};
use super::formdata::{FormData, FormError};
use super::map;
use super::pages::{game_id, lobby_page};
use super::{render, run, run_post, words, AppState};
use crate::engine::board::AreaKind;
use crate::engine::input::Side;
use crate::engine::state::{Neutral, Track};
use crate::engine::view::GameView;
use crate::engine::{House, UnitKind};
use crate::i18n::{self, Lang, Tr};
use crate::service::play::Loaded;
use crate::service::Reason;
use crate::service::ServiceError;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// How many of the latest events the game page shows (the log page has them all).
const RECENT_EVENTS: usize = 40;

pub struct HouseBadge {
    pub name: String,
    pub key: &'static str,
}

impl HouseBadge {
    pub(crate) fn of(h: House, lang: Lang) -> HouseBadge {
        HouseBadge {
            name: i18n::house_name(lang, h),
            key: h.key(),
        }
    }
}

pub struct AwaitLine {
    /// The kind of request (`Request::kind`), for the `data-request` attribute.
    pub kind: String,
    pub house: HouseBadge,
    pub player: String,
    pub what: String,
    pub secret: bool,
    pub me: bool,
    pub due: String,
}

pub struct HouseLine {
    pub house: HouseBadge,
    pub player: String,
    pub me: bool,
    pub power: u8,
    pub power_on_board: u8,
    pub supply: u8,
    pub victory: u8,
    pub hand: Vec<String>,
    pub discard: Vec<String>,
    pub unused_orders: Vec<String>,
    /// Deadlines this house has missed in this game.
    pub missed: i64,
    /// Steps on which the site failed this house's submission (a miss excused), issue 23.
    pub faults: i64,
    /// The house's time bank, in words, in a game with a bank (issue 25).
    pub bank: Option<String>,
}

impl HouseLine {
    /// The steps per player and game on which the site may excuse a miss.
    pub fn max_faults(&self) -> i64 {
        crate::service::faults::MAX_FAULTS_PER_PLAYER_PER_GAME
    }

    /// The variables of `game-house-figures`.
    pub fn figures(&self) -> Vec<(&'static str, fluent_bundle::FluentValue<'static>)> {
        vec![
            ("power", self.power.into()),
            ("board", self.power_on_board.into()),
            ("supply", self.supply.into()),
            ("castles", self.victory.into()),
        ]
    }
}

pub struct TrackLine {
    pub name: String,
    pub houses: Vec<HouseBadge>,
}

pub struct AreaLine {
    pub name: String,
    pub text: String,
}

pub struct EventLine {
    pub seq: i32,
    pub when: String,
    pub text: String,
    /// Filled in by Rookery when a deadline passed.
    pub by_deadline: bool,
    /// The only possible answer, given by Rookery without asking (issue 25).
    pub forced: bool,
}

/// The step's clock as the page shows it.
pub struct ClockBox {
    /// "Deadline: …", "The clock is paused …", or "No deadline for this step."
    pub text: String,
    /// The running deadline: in words in the viewer's zone, and as RFC 3339 (UTC) for the
    /// `<time datetime>` element.
    pub deadline: Option<(String, String)>,
    pub paused: bool,
    /// The viewer holds the clock powers (`service::deadlines::has_clock_powers`).
    pub creator: bool,
    /// A deadline is running (it can be extended).
    pub running: bool,
}

pub struct CombatBox {
    pub title: String,
    pub lines: Vec<String>,
}

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
    map_svg: String,
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
    seat_box: super::seats::SeatBox,
    votes_box: super::votes::VotesBox,
    /// The viewer's answers filed ahead that were not used this round, and why (issue 25).
    plan_notes: Vec<String>,
    /// The "Answer ahead" form of its own, when there is one (issue 25).
    plan_form: Option<FormView>,
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
    g.row.visibility == "public" || ctx.user.as_ref().is_some_and(|u| g.is_seated(u.user_id))
}

/// Loads a game the viewer may see: a public one, or one it has a seat in; otherwise 404.
pub(crate) fn load_visible(st: &AppState, ctx: &Ctx, id: i32) -> Result<Loaded, WebError> {
    let g = st.svc.load_game(id)?;
    if !visible(&g, ctx) {
        return Err(WebError::NotFound);
    }
    Ok(g)
}

pub(crate) fn viewer_house(g: &Loaded, ctx: &Ctx) -> Option<House> {
    ctx.user.as_ref().and_then(|u| g.house_of(u.user_id))
}

pub(crate) fn track_name(t: Track, lang: Lang) -> String {
    i18n::track_name(
        lang,
        match t {
            Track::IronThrone => "iron_throne",
            Track::Fiefdoms => "fiefdoms",
            Track::KingsCourt => "kings_court",
        },
    )
}

pub(crate) fn combat_box(view: &GameView, tr: Tr) -> Option<CombatBox> {
    let c = view.combat.as_ref()?;
    let lang = tr.lang();
    let house = |h: House| i18n::house_name(lang, h);
    let area = |a: crate::engine::AreaId| i18n::area_name(lang, a);
    let card = |k: crate::engine::HouseCardId| i18n::house_card_name(lang, k);
    let title = match c.defender {
        Some(d) => tr.t3(
            "combat-title",
            "area",
            area(c.area),
            "attacker",
            house(c.attacker),
            "defender",
            house(d),
        ),
        None => tr.t2(
            "combat-title-neutral",
            "area",
            area(c.area),
            "attacker",
            house(c.attacker),
        ),
    };
    let mut lines = Vec::new();
    // After a retreat (or casualties) the attackers may be gone: say so, not "with no units".
    let attacking = c.attacking.standing_list();
    if attacking.is_empty() {
        lines.push(tr.t1("combat-came-from", "area", area(c.origin)));
    } else {
        // The units' words are the words module's (English until its step of issue 15).
        lines.push(tr.t2(
            "combat-attacking-from",
            "area",
            area(c.origin),
            "units",
            words::unit_list(tr, &attacking),
        ));
    }
    lines.push(tr.t1("combat-stage", "stage", c.stage.replace('_', " ")));
    let both = |id: &str, a: String, d: String| tr.t2(id, "attacker", a, "defender", d);
    lines.push(both(
        "combat-strength-before",
        c.initial_strengths[0].to_string(),
        c.initial_strengths[1].to_string(),
    ));
    for s in &c.support {
        let side = match s.side {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        };
        lines.push(tr.t_args(
            "combat-support",
            &[
                ("house", house(s.house).into()),
                ("side", side.into()),
                ("area", area(s.area).into()),
                ("refused", if s.refused { "yes" } else { "no" }.into()),
            ],
        ));
    }
    match c.cards {
        Some((a, d)) => lines.push(both("combat-cards", card(a), card(d))),
        None if c.revealed[0].is_some() || c.revealed[1].is_some() => {
            // Revealed once already (a card being replaced after Tyrion Lannister, say): what is
            // known is known, and the side choosing again is not "secret".
            for (i, side) in [(0, "attacker"), (1, "defender")] {
                match c.revealed[i] {
                    Some(k) => {
                        lines.push(tr.t2("combat-side-plays", "side", side, "card", card(k)))
                    }
                    None => lines.push(tr.t1("combat-side-choosing", "side", side)),
                }
            }
        }
        None => {
            let who = match c.sealed {
                [true, true] => Some("both"),
                [true, false] => Some("attacker"),
                [false, true] => Some("defender"),
                [false, false] => None,
            };
            if let Some(who) = who {
                lines.push(tr.t1("combat-card-chosen", "who", who));
            }
        }
    }
    if let Some(k) = c.my_card {
        lines.push(tr.t1("combat-your-card", "card", card(k)));
    }
    let blade = blade_line(view, c, tr);
    if !blade.is_empty() {
        lines.push(blade);
    }
    if let Some((a, d)) = c.tides {
        lines.push(both(
            "combat-tides",
            words::tides(tr, a),
            words::tides(tr, d),
        ));
    }
    if let Some(t) = c.my_tides {
        lines.push(tr.t1("combat-your-tides", "card", words::tides(tr, t)));
    }
    if let Some(s) = c.strengths {
        lines.push(both("combat-final", s[0].to_string(), s[1].to_string()));
    }
    if let Some(w) = c.winner {
        lines.push(tr.t1("combat-wins", "house", house(w)));
    }
    Some(CombatBox { title, lines })
}

/// The viewer's sealed answer still open to change, in one line.
fn sealed_summary(view: &GameView, tr: Tr) -> Option<String> {
    if let Some(orders) = &view.my_orders {
        // The orders in words are the words module's (English until its step of issue 15).
        return Some(tr.t1(
            "sealed-orders",
            "what",
            words::input(
                tr,
                &crate::engine::Input::PlaceOrders {
                    orders: orders.clone(),
                },
            ),
        ));
    }
    if let Some(card) = view.combat.as_ref().and_then(|c| c.my_card) {
        return Some(tr.t1(
            "sealed-card",
            "card",
            i18n::house_card_name(tr.lang(), card),
        ));
    }
    view.my_bid.map(|b| tr.t1("sealed-bid", "power", b))
}

/// The Valyrian Steel Blade in this combat: asked, used, or why not.
fn blade_line(view: &GameView, c: &crate::engine::view::CombatView, tr: Tr) -> String {
    let holder = view.tracks.fiefdoms.first().copied();
    let Some(h) = holder else {
        return String::new();
    };
    let in_combat = h == c.attacker || Some(h) == c.defender;
    let name = i18n::house_name(tr.lang(), h);
    if view.blade_used {
        tr.t1("blade-used", "house", name)
    } else if !in_combat {
        tr.t1("blade-not-fighting", "house", name)
    } else if c.defender.is_none() {
        tr.t("blade-neutral")
    } else {
        tr.t1("blade-may-use", "house", name)
    }
}

pub(crate) fn area_lines(
    view: &GameView,
    edition: crate::engine::options::Edition,
    tr: Tr,
) -> Vec<AreaLine> {
    let lang = tr.lang();
    let mut out = Vec::new();
    let board = crate::engine::board::board_of(edition);
    for av in view.areas.iter().filter(|a| board.contains(a.area)) {
        let a = board.area(av.area);
        let mut parts: Vec<String> = Vec::new();
        if let Some(h) = av.house {
            // The units' words are the words module's (English until its step of issue 15).
            let mut units: Vec<String> = Vec::new();
            for k in UnitKind::ALL {
                let n = av.units.standing(k) as usize;
                if n > 0 {
                    units.push(words::units_plural(tr, k, n));
                }
                let r = av.units.routed[k.index()] as usize;
                if r > 0 {
                    units.push(tr.t1("arealine-routed", "units", words::units_plural(tr, k, r)));
                }
            }
            parts.push(format!(
                "{}: {}",
                i18n::house_name(lang, h),
                units.join(", ")
            ));
        }
        if let Some((h, t)) = av.order {
            parts.push(tr.t2(
                "arealine-order",
                "house",
                i18n::house_name(lang, h),
                "order",
                i18n::order_name(lang, t),
            ));
        }
        if let Some(h) = av.power_token {
            parts.push(tr.t1("arealine-power-token", "house", i18n::house_name(lang, h)));
        }
        if av.garrison > 0 {
            parts.push(tr.t1("arealine-garrison", "strength", av.garrison));
        }
        match av.neutral {
            Some(Neutral::Force(n)) => parts.push(tr.t1("arealine-neutral-force", "strength", n)),
            Some(Neutral::Impassable) => parts.push(tr.t("arealine-closed")),
            None => {}
        }
        if parts.is_empty() {
            continue;
        }
        if let Some(c) = av.controller {
            if av.house != Some(c) {
                parts.push(tr.t1("arealine-controlled-by", "house", i18n::house_name(lang, c)));
            }
        }
        let kind = match a.kind {
            AreaKind::Port => format!(" {}", tr.t("arealine-port")),
            _ => String::new(),
        };
        out.push(AreaLine {
            name: i18n::area_name(lang, av.area),
            text: format!("{}{kind}", parts.join("; ")),
        });
    }
    out
}

fn event_lines(g: &Loaded, tz: &str, last: Option<usize>, tr: Tr) -> (Vec<EventLine>, usize) {
    match &g.replayed {
        Some(r) => lines_of(&r.events, tz, last, tr),
        None => (vec![], 0),
    }
}

/// The events of `entries` in words, newest input first, at most `last` of them; and how many
/// were left out.
pub(crate) fn lines_of(
    entries: &[std::sync::Arc<crate::service::cache::LoggedEvents>],
    tz: &str,
    last: Option<usize>,
    tr: Tr,
) -> (Vec<EventLine>, usize) {
    // Newest input first; the events of one input in the order they happened. Only the lines
    // shown are put into words (and their times into the viewer's zone): a game has thousands.
    let total: usize = entries.iter().map(|le| le.events.len()).sum();
    let limit = last.unwrap_or(total);
    let zone: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    let mut all: Vec<EventLine> = Vec::with_capacity(limit.min(total));
    for le in entries.iter().rev() {
        if all.len() >= limit {
            break;
        }
        let when = i18n::local_time_in(tr.lang(), le.at, &zone);
        for e in le.events.iter().take(limit - all.len()) {
            all.push(EventLine {
                seq: le.seq,
                when: when.clone(),
                text: words::event(tr, e),
                by_deadline: le.by_deadline(),
                forced: le.origin == crate::service::Origin::Forced,
            });
        }
    }
    let more = total - all.len();
    (all, more)
}

/// The clock of the step awaited now: the deadline (in the viewer's time zone), or paused.
fn clock_box(g: &Loaded, ctx: &Ctx, tz: &str, awaited: bool) -> Option<ClockBox> {
    if g.row.status != "active" {
        return None;
    }
    let creator = g.rules.creator_runs_clock
        && ctx.user.as_ref().is_some_and(|u| {
            crate::service::deadlines::has_clock_powers(
                &g.row,
                g.seats.iter().map(|s| s.user_id),
                u.user_id,
            )
        });
    let paused = g.row.paused_at.is_some();
    let tr = ctx.tr();
    let text = if paused {
        let left = match g.row.paused_remaining_secs {
            Some(s) => tr.t1(
                "clock-left",
                "left",
                crate::service::deadlines::duration_words(tr, s),
            ),
            None => tr.t("clock-no-deadline-on-step"),
        };
        tr.t1("clock-paused", "left", left)
    } else {
        match g.row.deadline_at {
            Some(_) => tr.t("clock-when-it-passes"),
            None if awaited => tr.t("clock-no-deadline"),
            None => return None,
        }
    };
    let deadline = g.row.deadline_at.filter(|_| !paused).map(|t| {
        (
            i18n::local_time(ctx.lang, t, tz),
            t.and_utc()
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        )
    });
    Some(ClockBox {
        text,
        deadline,
        paused,
        creator,
        running: !paused && g.row.deadline_at.is_some(),
    })
}

/// Why a submission was refused: the reason in words, and the engine's rejection kind (the
/// error paragraph's `data-kind`, for scripts and the web-play driver).
pub struct PageError {
    pub text: String,
    pub kind: String,
}

/// The viewer's forms for the current decision, with their ids (none for a spectator or a
/// house not awaited).
fn viewer_forms(
    r: &crate::service::cache::Replayed,
    me: Option<House>,
    view: &crate::engine::view::GameView,
    tr: i18n::Tr,
    plan: Option<&crate::service::plans::HousePlan>,
) -> Vec<FormView> {
    let mut forms = match me {
        Some(h) => match (r.game.legal(h), r.game.request_for(h)) {
            (Some(legal), Some(request)) => {
                let default = r.game.default_input(h);
                decisions::forms_for(&Asked {
                    legal: &legal,
                    view,
                    me: h,
                    request: &request,
                    default: default.as_ref(),
                    tr,
                })
            }
            _ => vec![],
        },
        None => vec![],
    };
    if let (Some(h), Some(plan)) = (me, plan) {
        add_plan_rows(&mut forms, r, view, h, &plan.filed, tr);
    }
    decisions::assign_ids(&mut forms);
    forms
}

/// Answers filed ahead (issue 25): one optional row per area on the orders form (the order
/// chosen there decides which answer is used), or once orders are revealed and before the
/// marches are done, a form of its own.
fn add_plan_rows(
    forms: &mut [FormView],
    r: &crate::service::cache::Replayed,
    view: &crate::engine::view::GameView,
    me: House,
    filed: &[crate::engine::plan::PlanEntry],
    tr: i18n::Tr,
) {
    let board = r.game.state().board();
    decisions::plans::add_to_orders_form(forms, tr, view, board, me, Some(filed));
}

/// The "Answer ahead" form of its own (posted to `/games/{id}/plan`): once orders are
/// revealed and until the marches are done, for the viewer's march, raid and support orders.
fn plan_form(
    r: &crate::service::cache::Replayed,
    view: &crate::engine::view::GameView,
    me: House,
    filed: &[crate::engine::plan::PlanEntry],
    tr: i18n::Tr,
) -> Option<FormView> {
    if !matches!(view.phase.as_str(), "raven" | "raid" | "march") {
        return None;
    }
    decisions::plans::form(tr, view, r.game.state().board(), me, filed)
}

/// Everything the game page shows, for `ctx`'s visitor. `submitted`: a rejected form to show again.
fn game_page_reply(
    st: &AppState,
    ctx: &mut Ctx,
    g: &Loaded,
    status: StatusCode,
    error: Option<PageError>,
    submitted: Option<&FormData>,
    message: Option<String>,
) -> Result<Reply, WebError> {
    let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
    let me = viewer_house(g, ctx);
    // The redacted view is all this page is built from.
    let view = r.game.view_for(me);
    let edition = r.game.state().options.edition;
    let tz = ctx.time_zone();
    let tr = ctx.tr();
    let lang = tr.lang();
    let due = g.row.deadline_at.map(|t| i18n::local_time(lang, t, &tz));
    let missed = st.svc.missed_deadlines(g.row.id)?;
    // Issue 25: with a time bank each awaited house has its own deadline.
    let banks = st.svc.time_banks(g.row.id)?;
    let bank_of = |h: House| banks.iter().find(|b| b.house == h);
    let now = st.svc.now();
    let faults = st.svc.faults_of(g.row.id)?;
    let clock = clock_box(g, ctx, &tz, !view.awaiting.is_empty());
    // A game the table stopped by a vote (issue 13) awaits nobody and takes no more decisions.
    let stopped = matches!(g.row.status.as_str(), "ended" | "cancelled");
    let awaiting = view
        .awaiting
        .iter()
        .filter(|_| !stopped)
        .map(|a| AwaitLine {
            kind: a.request.kind(),
            house: HouseBadge::of(a.house, lang),
            player: player_name(g, a.house, tr),
            what: words::request(Tr(lang), &a.request),
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
            Some(st.svc.house_plan(g.row.id, u.user_id, h)?)
        }
        _ => None,
    };
    let plan_notes: Vec<String> = plan
        .iter()
        .flat_map(|p| p.dropped.iter())
        .map(|(entry, why)| words::plan_dropped(tr, entry, why))
        .collect();
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
            player: player_name(g, hv.house, tr),
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
                let left = crate::service::deadlines::duration_words(tr, b.left_at(now));
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
    let ready = |used: bool| tr.t(if used { "fact-used" } else { "fact-ready" });
    let house_list = |hs: &[House]| {
        hs.iter()
            .map(|h| i18n::house_name(lang, *h))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut facts = vec![
        super::pages::ruleset_words(edition, tr),
        tr.t1("fact-round", "round", view.round),
        tr.t1("fact-wildling-threat", "threat", view.wildling_threat),
        tr.t1("fact-blade", "state", ready(view.blade_used)),
        tr.t1("fact-raven", "state", ready(view.raven_used)),
    ];
    if !view.sealed_orders.is_empty() {
        facts.push(tr.t1(
            "fact-orders-sealed",
            "houses",
            house_list(&view.sealed_orders),
        ));
    }
    if !view.sealed_bids.is_empty() {
        facts.push(tr.t1("fact-bids-sealed", "houses", house_list(&view.sealed_bids)));
    }
    if let Some(s) = view.wildling_attack {
        facts.push(tr.t1("fact-wildling-attack", "strength", s));
    }
    if let Some(c) = view.raven_peek {
        facts.push(tr.t1("fact-raven-peek", "card", words::wildling_card(tr, c)));
    }
    if !view.westeros_cards.is_empty() {
        let names: Vec<String> = view
            .westeros_cards
            .iter()
            .map(|c| words::westeros_card(tr, *c))
            .collect();
        facts.push(tr.t1("fact-westeros-cards", "cards", names.join(", ")));
    }
    for (i, pile) in view.westeros_discards.iter().enumerate() {
        if !pile.is_empty() {
            let names: Vec<String> = pile.iter().map(|c| words::westeros_card(tr, *c)).collect();
            facts.push(tr.t2(
                "fact-westeros-discards",
                "deck",
                ["I", "II", "III"][i],
                "cards",
                names.join(", "),
            ));
        }
    }
    let r_ = &view.restrictions;
    let mut banned: Vec<String> = vec![];
    if r_.no_march_plus1 {
        banned.push(i18n::order_name(
            lang,
            crate::engine::OrderToken::MarchPlus1,
        ));
    }
    if r_.no_defense {
        banned.push(tr.t("order-kind-defense"));
    }
    if r_.no_support {
        banned.push(tr.t("order-kind-support"));
    }
    if r_.no_raid {
        banned.push(tr.t("order-kind-raid"));
    }
    if r_.no_consolidate {
        banned.push(tr.t("order-kind-consolidate_power"));
    }
    if !banned.is_empty() {
        facts.push(tr.t1("fact-banned", "orders", banned.join(", ")));
    }
    // The 1st edition has no wildling deck (its attack is fixed): nothing to count.
    if view.wildling_deck_size > 0 {
        facts.push(tr.t1("fact-wildling-deck", "count", view.wildling_deck_size));
    }
    let (events, more_events) = event_lines(g, &tz, Some(RECENT_EVENTS), tr);
    let user = ctx.user.as_ref().map(|u| u.user_id);
    let ravens = st
        .svc
        .unread_in_game(&g.row, user, me, user.is_some_and(|u| g.is_seated(u)))?;
    let focus = map::Focus::of(&forms);
    let map_svg = map::svg(&map::Spec {
        view: &view,
        focus: &focus,
        place: map::Place::GamePage(i64::from(g.row.id)),
        crop: map::crop_for(&view, &focus, edition),
        lang: ctx.lang,
        edition,
    });
    let page = GamePage {
        ctx: ctx.page(),
        id: g.row.id,
        ravens,
        name: g.row.name.clone(),
        round: view.round,
        phase: words::phase(Tr(lang), &view.phase),
        my_house: me.map(|h| HouseBadge::of(h, lang)),
        winner: view.winner.map(|h| {
            if view.shared_win.is_empty() {
                i18n::house_name(lang, h)
            } else {
                view.shared_win
                    .iter()
                    .map(|h| i18n::house_name(lang, *h))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        }),
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
        seat_mail_choices: &super::account::SEAT_MAIL_CHOICES,
        clock,
        seat_box: super::seats::seat_box(st, ctx, g, &tz)?,
        votes_box: super::votes::votes_box(st, ctx, g, &tz)?,
        plan_notes,
        plan_form,
    };
    Ok(render(status, &page))
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
    let header = |name| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let encoding = super::page_cache::encoding_for(
        header(actix_web::http::header::ACCEPT_ENCODING).as_deref(),
    );
    let if_none_match = header(actix_web::http::header::IF_NONE_MATCH);
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = st.svc.load_game(id)?;
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
        let reply = game_page_reply(st, ctx, &g, StatusCode::OK, None, None, message)?;
        Ok(through_page_cache(ctx, &g, reply, encoding, if_none_match))
    })
    .await
}

/// The game page through the page cache (issue 30): compressed once per change, `ETag` and
/// `304 Not Modified` (see `page_cache`).
fn through_page_cache(
    ctx: &mut Ctx,
    g: &Loaded,
    reply: Reply,
    encoding: super::page_cache::Encoding,
    if_none_match: Option<String>,
) -> Reply {
    use super::page_cache::{Key, Sent, PAGES};
    let Reply::Page {
        status: StatusCode::OK,
        body,
    } = &reply
    else {
        return reply;
    };
    let Some(r) = g.replayed.as_ref() else {
        return reply;
    };
    // A visitor who is not logged in sees no form, hence no token.
    let token = super::page_cache::token_of(body).unwrap_or("");
    let key = Key {
        game: g.row.id,
        log_len: r.log_len,
        viewer: viewer_house(g, ctx),
        lang: ctx.lang,
        encoding,
    };
    let session = if token.is_empty() {
        String::new()
    } else {
        ctx.csrf()
    };
    match PAGES.send(key, body, token, &session, if_none_match.as_deref()) {
        Sent::NotModified { etag } => Reply::NotModified { etag },
        Sent::Body {
            body,
            encoding,
            etag,
            hit,
        } => Reply::CachedPage {
            body,
            gzip: encoding == super::page_cache::Encoding::Gzip,
            etag,
            hit,
        },
    }
}

/// The house the logged-in user acts for in game `id`, and the user. Only the acting house is
/// read (a move's POST is the hottest write: `submit` reads the game under its lock anyway).
/// Refused in the order a full load would: a game one may not see is not found, then one must
/// log in, then one must play in it.
fn acting_player(st: &AppState, ctx: &Ctx, id: i32) -> Result<(House, i32), WebError> {
    let me = match &ctx.user {
        Some(u) => st.svc.acting_house(id, u.user_id)?,
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
        let (me, user) = acting_player(st, ctx, id)?;
        let house = form.required("house").map_err(WebError::from)?;
        if house != me.key() {
            return Err(WebError::Forbidden(
                Reason::new("act-other-house").house("house", me),
            ));
        }
        let seq = match form.get("seq") {
            Some(s) => Some(
                s.parse::<i32>()
                    .map_err(|_| WebError::from(FormError::invalid("seq", s)))?,
            ),
            None => None,
        };
        // Answers filed ahead (issue 25): the rows of the orders form.
        let plan_rows = if form.get(decisions::FORM) == Some(decisions::orders::KIND) {
            let g = st.svc.load_game(id)?;
            let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
            let view = r.game.view_for(Some(me));
            Some(decisions::plans::parse(&form, me, &view).map_err(WebError::from)?)
        } else {
            None
        };
        let input = match decisions::parse(&form) {
            Ok(i) => i,
            Err(why) => {
                // The page's own form should always parse: if it did not, the site failed the
                // player, and the step's deadline will not count against them. A post its form
                // could not have sent (only hidden fields, say) excuses nothing (issue 23).
                let _ = st.svc.record_unreadable_form(id, user, me, &form);
                return Err(why.into());
            }
        };
        match st.svc.submit(id, user, me, &input, seq) {
            Ok(_) => {
                if let Some(rows) = &plan_rows {
                    file_plan_rows(st, id, user, me, rows)?;
                }
                Ok(Reply::Redirect {
                    to: format!("/games/{id}?done=1#top"),
                })
            }
            Err(e @ (ServiceError::Rejected(_) | ServiceError::Stale | ServiceError::Busy)) => {
                let status = match e {
                    ServiceError::Rejected(_) => StatusCode::UNPROCESSABLE_ENTITY,
                    ServiceError::Stale => StatusCode::CONFLICT,
                    _ => StatusCode::SERVICE_UNAVAILABLE,
                };
                let g = st.svc.load_game(id)?;
                let keep = matches!(e, ServiceError::Rejected(_) | ServiceError::Busy);
                game_page_reply(
                    st,
                    ctx,
                    &g,
                    status,
                    Some(PageError {
                        text: match &e {
                            ServiceError::Rejected(r) => words::rejection(ctx.tr(), r),
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
                )
            }
            Err(e) => {
                if matches!(e, ServiceError::Db(_)) {
                    let _ = st.svc.record_fault(id, user, me, "server_error");
                }
                Err(e.into())
            }
        }
    })
    .await
}

/// Files and withdraws what a form's plan rows say (issue 25).
fn file_plan_rows(
    st: &AppState,
    id: i32,
    user: i32,
    me: House,
    rows: &(
        Vec<crate::engine::plan::PlanEntry>,
        Vec<crate::engine::AreaId>,
    ),
) -> Result<(), ServiceError> {
    let withdraw: Vec<(&str, String)> = rows
        .1
        .iter()
        .flat_map(|a| {
            decisions::plans::ROW_KINDS
                .iter()
                .map(move |k| (*k, a.key().to_string()))
        })
        .collect();
    st.svc.update_plan(id, user, me, &rows.0, &withdraw)
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
        let g = st.svc.load_game(id)?;
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
        st.svc.check_visible(id, visible_to, None)?;
        let user = ctx.user()?.user_id;
        let done = match action {
            ClockAction::Extend => {
                let hours = form.required("hours").map_err(WebError::from)?;
                let hours = hours.trim().parse::<u32>().map_err(|_| {
                    WebError::BadRequest(Reason::new("svc-form-hours").with("value", hours))
                })?;
                st.svc.extend_deadline(id, user, hours)?;
                "extended"
            }
            ClockAction::Pause => {
                st.svc.pause(id, user)?;
                "paused"
            }
            ClockAction::Resume => {
                st.svc.resume(id, user)?;
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
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let g = load_visible(st, ctx, id)?;
        let r = g.replayed.as_ref().ok_or(WebError::NotFound)?;
        let view = r.game.view_for(viewer_house(&g, ctx));
        Ok(Reply::Svg {
            body: board::svg(&view, r.game.state().options.edition, ctx.lang),
        })
    })
    .await
}

/// Who plays `house`, as the game page names it: its player, "computer" for a computer seat
/// (issue 28), else nobody.
fn player_name(g: &Loaded, house: House, tr: Tr) -> String {
    match g.player_of(house) {
        Some(s) => s.name.clone(),
        None if g.is_computer(house) => tr.t("computer-player"),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::board;
    use crate::web::board::{house_colour, house_ink};

    #[test]
    fn the_stylesheet_has_every_house_colour() {
        let css = include_str!("../../static/style.css");
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
