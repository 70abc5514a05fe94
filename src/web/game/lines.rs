//! The game page's words: what it shows of the engine's redacted view, each part built in the
//! reader's language (houses, tracks, areas, the combat, events, the clock). The handlers in
//! `super` only gather the data and hand it here.

use crate::engine::board::AreaKind;
use crate::engine::input::Side;
use crate::engine::options::Edition;
use crate::engine::state::{Neutral, Track};
use crate::engine::view::GameView;
use crate::engine::{House, UnitKind};
use crate::i18n::{self, Lang, Tr};
use crate::service::play::Loaded;
use crate::web::ctx::Ctx;
use crate::wording;

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
    /// The first line of its input: the one that shows the input's number and time (the
    /// others of the input share them; on a phone the repeated date was half of each line).
    pub first_of_input: bool,
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
            wording::unit_list(tr, &attacking),
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
            wording::tides(tr, a),
            wording::tides(tr, d),
        ));
    }
    if let Some(t) = c.my_tides {
        lines.push(tr.t1("combat-your-tides", "card", wording::tides(tr, t)));
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
pub(super) fn sealed_summary(view: &GameView, tr: Tr) -> Option<String> {
    if let Some(orders) = &view.my_orders {
        // The orders in words are the words module's (English until its step of issue 15).
        return Some(tr.t1(
            "sealed-orders",
            "what",
            wording::input(
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
                    units.push(wording::units_plural(tr, k, n));
                }
                let r = av.units.routed[k.index()] as usize;
                if r > 0 {
                    units.push(tr.t1("arealine-routed", "units", wording::units_plural(tr, k, r)));
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

pub(super) fn event_lines(
    g: &Loaded,
    tz: &str,
    last: Option<usize>,
    tr: Tr,
) -> (Vec<EventLine>, usize) {
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
    let total: usize = entries.iter().map(|le| le.event_count()).sum();
    let limit = last.unwrap_or(total);
    let zone: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    let mut all: Vec<EventLine> = Vec::with_capacity(limit.min(total));
    for le in entries.iter().rev() {
        if all.len() >= limit {
            break;
        }
        let when = i18n::local_time_in(tr.lang(), le.at, &zone);
        for (i, e) in le.events().iter().take(limit - all.len()).enumerate() {
            all.push(EventLine {
                seq: le.seq,
                when: when.clone(),
                text: wording::event(tr, e),
                by_deadline: le.by_deadline(),
                forced: le.origin == crate::service::Origin::Forced,
                first_of_input: i == 0,
            });
        }
    }
    let more = total - all.len();
    (all, more)
}

/// The clock of the step awaited now: the deadline (in the viewer's time zone), or paused.
pub(super) fn clock_box(
    g: &Loaded,
    ctx: &Ctx,
    tz: &str,
    awaited: bool,
    pause_ends: Option<chrono::NaiveDateTime>,
) -> Option<ClockBox> {
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
            Some(s) => tr.t1("clock-left", "left", crate::wording::duration(tr, s)),
            None => tr.t("clock-no-deadline-on-step"),
        };
        let paused = tr.t1("clock-paused", "left", left);
        // Issue 27: when the clock runs again by itself (a voted pause), the banner says so.
        match pause_ends {
            Some(t) => format!(
                "{} {paused}",
                tr.t1(
                    "clock-runs-again",
                    "when",
                    i18n::local_time(ctx.lang, t, tz)
                )
            ),
            None => paused,
        }
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

/// Who plays `house`, as the game page names it to `reader` (user id, name): its player
/// (nobody in a faceless game running, but the reader's own seat: issue 32), "computer" for a
/// computer seat (issue 28), else nobody.
pub(super) fn player_name(g: &Loaded, house: House, reader: Option<(i32, &str)>, tr: Tr) -> String {
    match g.player_of(house) {
        Some(s) => g.name_for(s, reader),
        None if g.is_computer(house) => tr.t("computer-player"),
        None => String::new(),
    }
}

/// The facts of the position in a line each: the ruleset, the round, the wildling threat, the
/// Blade and the raven, what is sealed, the Westeros cards, the orders banned this round.
pub(super) fn facts(view: &GameView, edition: Edition, tr: Tr) -> Vec<String> {
    let lang = tr.lang();
    let ready = |used: bool| tr.t(if used { "fact-used" } else { "fact-ready" });
    let house_list = |hs: &[House]| {
        hs.iter()
            .map(|h| i18n::house_name(lang, *h))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut facts = vec![
        crate::web::pages::ruleset_words(edition, tr),
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
        facts.push(tr.t1("fact-raven-peek", "card", wording::wildling_card(tr, c)));
    }
    if !view.westeros_cards.is_empty() {
        let names: Vec<String> = view
            .westeros_cards
            .iter()
            .map(|c| wording::westeros_card(tr, *c))
            .collect();
        facts.push(tr.t1("fact-westeros-cards", "cards", names.join(", ")));
    }
    for (i, pile) in view.westeros_discards.iter().enumerate() {
        if !pile.is_empty() {
            let names: Vec<String> = pile
                .iter()
                .map(|c| wording::westeros_card(tr, *c))
                .collect();
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
    facts
}

/// The winner's name, or the names of the houses sharing the win; none while the game runs.
pub(super) fn winner_words(view: &GameView, lang: Lang) -> Option<String> {
    view.winner.map(|h| {
        if view.shared_win.is_empty() {
            i18n::house_name(lang, h)
        } else {
            view.shared_win
                .iter()
                .map(|h| i18n::house_name(lang, *h))
                .collect::<Vec<_>>()
                .join(", ")
        }
    })
}
