//! Draws the map for one [`GameView`]: the shapes of [`super::shapes`], filled by kind and
//! tinted by controller, rivers, then each area's name and marks, the combat in progress and
//! the areas the viewer's decision is about. Only the view's data is drawn: another house's
//! sealed orders never reach this code.
//!
//! Styling is by presentation attributes, not CSS, so that `/games/N/board.svg` opened alone
//! looks the same as the map inside a page (and no inline style is needed under the CSP).

use super::shapes::shapes_of;
use super::Focus;
use crate::engine::board::{board_of, AreaId, AreaKind, Fortification};
use crate::engine::options::Edition;
use crate::engine::orders::OrderToken;
use crate::engine::state::{Neutral, UnitCounts};
use crate::engine::view::GameView;
use crate::engine::{House, UnitKind};
use crate::web::board::{esc, house_colour, house_ink};
use crate::wording;
use std::fmt::Write;

/// Font size of area names, in map units. At the narrowest crop ([`CROP_MAX_WIDTH`] map units
/// on a 358 CSS px column) this is 12 CSS px.
pub const NAME_SIZE: i32 = 17;
/// Height of a unit or order mark, in map units (15 CSS px at the narrowest crop).
pub const MARK_HEIGHT: i32 = 22;
/// The widest crop that keeps names at 11 CSS px or more on a phone without zooming; a crop
/// whose areas span more is wider (the reader pinch-zooms).
pub const CROP_MAX_WIDTH: i32 = 500;
/// The tallest a crop may be for its width: 390 × 844 shows the crop, the decision's heading,
/// deadline and first field on one screen (measured by `tests/browser_map.rs`).
pub const CROP_MAX_ASPECT: f64 = 0.85;
/// The narrowest and the lowest crop, in map units.
const CROP_MIN_WIDTH: i32 = 420;
const CROP_MIN_HEIGHT: i32 = 360;
/// Room kept around the areas a crop is about.
const CROP_MARGIN: i32 = 90;

/// A part of the map, in map units: x, y, width, height.
pub type Rect = (i32, i32, i32, i32);

/// Where the map is shown, which decides where a tap on an area leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On the game page, next to the decision: areas link to their form rows, other areas to
    /// the whole map.
    GamePage(i64),
    /// On the whole-map page: areas link to their form rows on the game page, other areas to
    /// themselves.
    MapPage(i64),
    /// Alone (`board.svg`, past positions): no links.
    Alone,
}

/// Everything the map needs besides the view.
pub struct Spec<'a> {
    pub view: &'a GameView,
    pub focus: &'a Focus,
    pub place: Place,
    /// The part of the map to show; `None`: all of it.
    pub crop: Option<Rect>,
    /// The reader's language: the areas' names.
    pub lang: crate::i18n::Lang,
    /// The game's edition: which board is drawn.
    pub edition: Edition,
}

/// Land nobody controls.
pub const LAND: &str = "#efe4c8";
const SEA: &str = "#a9c8dc";
const PORT: &str = "#7fa6c2";
/// An area not used with this many players: a dark grey that no house colour, and no house's
/// tint, comes near (`web::colour`'s tests).
pub const CLOSED: &str = "#5a5a5a";
/// A neutral force's mark.
pub const NEUTRAL: &str = "#666666";
/// How strongly a controller's colour (and pattern) tints its land: enough to tell every
/// house's land apart under the common colour-vision deficiencies, little enough for the
/// names on it to stay readable.
pub const TINT_OPACITY: f64 = 0.4;
const BORDER: &str = "#6b5a3e";
const SEA_BORDER: &str = "#6f94ad";
const RIVER: &str = "#2f6fb0";
const HIGHLIGHT: &str = "#c2185b";
const COMBAT: &str = "#d32f2f";

/// The letters on the marks, in the reader's language (`map-letter-…`, `map-mark-…`): each
/// language takes its own words' initials ("2F" footmen in English, "2P" pěšáci in Czech).
struct Letters {
    units: [String; 4],
    march: String,
    defense: String,
    support: String,
    raid: String,
    consolidate: String,
    garrison: String,
    neutral: String,
    power: String,
    versus: String,
    closed: String,
}

impl Letters {
    fn new(tr: crate::i18n::Tr) -> Letters {
        let t = |k: &str| tr.t(&format!("map-letter-{k}"));
        Letters {
            units: UnitKind::ALL.map(|k| t(k.key())),
            march: t("march"),
            defense: t("defense"),
            support: t("support"),
            raid: t("raid"),
            consolidate: t("consolidate"),
            garrison: t("garrison"),
            neutral: t("neutral"),
            power: t("power"),
            versus: tr.t("map-mark-versus"),
            closed: tr.t("map-mark-closed"),
        }
    }

    fn unit(&self, k: UnitKind) -> &str {
        &self.units[k.index()]
    }

    /// An order token's badge: its kind's letter, its bonus, a star when special ("M+1★").
    fn order(&self, t: OrderToken) -> String {
        let (letter, rest) = match t {
            OrderToken::MarchMinus1 => (&self.march, "-1"),
            OrderToken::March0 => (&self.march, "+0"),
            OrderToken::MarchPlus1 => (&self.march, "+1★"),
            OrderToken::Defense1 => (&self.defense, "+1"),
            OrderToken::Defense2 => (&self.defense, "+2★"),
            OrderToken::Support0 => (&self.support, ""),
            OrderToken::Support1 => (&self.support, "+1★"),
            OrderToken::Raid => (&self.raid, ""),
            OrderToken::SpecialRaid => (&self.raid, "★"),
            OrderToken::Consolidate => (&self.consolidate, ""),
            OrderToken::SpecialConsolidate => (&self.consolidate, "★"),
        };
        format!("{letter}{rest}")
    }
}

/// Each house's pattern, drawn over its colour on its marks and its land, so that a house is
/// told by more than its colour (lines in the house's ink, faint enough for the letters).
fn house_pattern(h: House) -> &'static str {
    match h {
        House::Stark => r#"<path d="M0 4h8" stroke-width="1.6"/>"#,
        House::Lannister => r#"<path d="M-1 9l10-10M-3 3l4-4M7 11l4-4" stroke-width="1.4"/>"#,
        House::Baratheon => r#"<circle cx="4" cy="4" r="1.6" stroke="none"/>"#,
        House::Greyjoy => r#"<path d="M4 0v8" stroke-width="1.6"/>"#,
        House::Tyrell => r#"<path d="M-1-1l10 10M-3 5l4 4M7-3l4 4" stroke-width="1.4"/>"#,
        House::Martell => r#"<path d="M0 4h8M4 0v8" stroke-width="1.1"/>"#,
    }
}

/// The patterns as SVG definitions, with ids `{prefix}-{house}`.
fn pattern_defs(prefix: &str) -> String {
    let mut s = String::from("<defs>");
    for h in House::ALL {
        let ink = house_ink(h);
        let _ = write!(
            s,
            r#"<pattern id="{prefix}-{key}" patternUnits="userSpaceOnUse" width="8" height="8"><rect width="8" height="8" fill="{fill}"/><g stroke="{ink}" fill="{ink}" opacity="0.4">{shape}</g></pattern>"#,
            key = h.key(),
            fill = house_colour(h),
            shape = house_pattern(h),
        );
    }
    s.push_str("</defs>");
    s
}

/// The paint of a house's marks: its pattern over its colour.
fn house_fill(prefix: &str, h: House) -> String {
    format!("url(#{prefix}-{})", h.key())
}

/// The patterns' prefix in a map, and in the legend (a page may hold both).
const MAP_PATTERNS: &str = "hp";
const LEGEND_PATTERNS: &str = "lhp";

/// The link of an area, if the map has links here.
fn href(spec: &Spec, area: AreaId) -> Option<String> {
    let key = area.key();
    let row = spec
        .focus
        .rows
        .get(&area)
        .or_else(|| spec.focus.targets.get(&area));
    match spec.place {
        Place::GamePage(game) => Some(match row {
            Some(id) => format!("#{id}"),
            None => format!("/games/{game}/map#map-{key}"),
        }),
        Place::MapPage(game) => Some(match row {
            Some(id) => format!("/games/{game}#{id}"),
            None => format!("#map-{key}"),
        }),
        Place::Alone => None,
    }
}

/// The crop that shows what the decision and the combat in progress (or else the viewer's own
/// areas) are about: it holds every one of those areas (issue 27: a player must see every area
/// the form names), no taller than [`CROP_MAX_ASPECT`] times its width so that it fits the
/// phone's first screen above the form (a crop spanning many areas is wider instead, and read by
/// pinch-zoom). `None`: nothing to focus on.
pub fn crop_for(view: &GameView, focus: &Focus, edition: Edition) -> Option<Rect> {
    let mut areas: Vec<AreaId> = focus
        .rows
        .keys()
        .chain(focus.targets.keys())
        .copied()
        .collect();
    // Every decision during a combat is about it: its areas are in view too.
    if let Some(c) = &view.combat {
        areas.push(c.area);
        areas.push(c.origin);
        areas.extend(c.support.iter().map(|s| s.area));
    }
    if areas.is_empty() {
        if let Some(me) = view.viewer {
            areas.extend(
                view.areas
                    .iter()
                    .filter(|a| a.house == Some(me) || a.controller == Some(me))
                    .map(|a| a.area),
            );
        }
    }
    if areas.is_empty() {
        return None;
    }
    let s = shapes_of(edition);
    Some(crop_around(
        areas.iter().map(|a| s.area(*a).label),
        s.width,
        s.height,
    ))
}

/// The box around `points` with [`CROP_MARGIN`] to spare, at least the smallest crop, widened
/// to at most [`CROP_MAX_ASPECT`] (height over width), inside the map.
fn crop_around(points: impl Iterator<Item = (i32, i32)>, width: i32, height: i32) -> Rect {
    let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for (x, y) in points {
        x0 = x0.min(x - CROP_MARGIN);
        x1 = x1.max(x + CROP_MARGIN);
        y0 = y0.min(y - CROP_MARGIN);
        y1 = y1.max(y + CROP_MARGIN);
    }
    let h = (y1 - y0).max(CROP_MIN_HEIGHT).min(height);
    let least_width = (f64::from(h) / CROP_MAX_ASPECT).ceil() as i32;
    let w = (x1 - x0).max(CROP_MIN_WIDTH).max(least_width).min(width);
    // Centred on the areas, then moved inside the map.
    let place = |lo: i32, hi: i32, len: i32, limit: i32| {
        ((lo + hi) / 2 - len / 2).clamp(0, (limit - len).max(0))
    };
    (place(x0, x1, w, width), place(y0, y1, h, height), w, h)
}

/// One mark in a row: its width and its SVG at a given left edge and top.
struct Mark {
    width: i32,
    draw: Box<dyn Fn(i32, i32) -> String>,
}

fn unit_mark(
    house: House,
    label: String,
    routed: bool,
    class: &'static str,
    patterns: &str,
) -> Mark {
    let width = 12 + 10 * label.chars().count() as i32;
    let fill = house_fill(patterns, house);
    let ink = house_ink(house);
    Mark {
        width,
        draw: Box::new(move |x, y| {
            let mut s = format!(
                r##"<g class="{class}"><rect x="{x}" y="{y}" width="{width}" height="{MARK_HEIGHT}" rx="4" fill="{fill}" stroke="#000"{dash}/><text x="{tx}" y="{ty}" font-size="16" font-weight="700" text-anchor="middle" fill="{ink}">{label}</text>"##,
                dash = if routed {
                    r#" stroke-dasharray="3 2" fill-opacity="0.45""#
                } else {
                    ""
                },
                tx = x + width / 2,
                ty = y + 17,
            );
            if routed {
                // Routed units lie on their side: struck through.
                let _ = write!(
                    s,
                    r##"<path d="M{} {}l{} {}" stroke="#000" stroke-width="2"/>"##,
                    x + 2,
                    y + MARK_HEIGHT - 3,
                    width - 4,
                    -(MARK_HEIGHT - 6)
                );
            }
            s.push_str("</g>");
            s
        }),
    }
}

fn order_mark(house: House, label: String, own_sealed: bool) -> Mark {
    let width = 14 + 10 * label.chars().count() as i32;
    let stroke = house_colour(house);
    Mark {
        width,
        draw: Box::new(move |x, y| {
            format!(
                r##"<g class="mark order{own}"><rect x="{x}" y="{y}" width="{width}" height="{MARK_HEIGHT}" rx="11" fill="{fill}" stroke="{stroke}" stroke-width="3"{dash}/><text x="{tx}" y="{ty}" font-size="15" font-weight="700" text-anchor="middle" fill="#1b1b1b">{label}</text></g>"##,
                own = if own_sealed { " own-sealed" } else { "" },
                fill = if own_sealed { "#fff3c4" } else { "#fffdf5" },
                dash = if own_sealed {
                    r#" stroke-dasharray="5 3""#
                } else {
                    ""
                },
                tx = x + width / 2,
                ty = y + 16,
            )
        }),
    }
}

fn power_mark(house: House, letter: String, patterns: &str) -> Mark {
    let fill = house_fill(patterns, house);
    let ink = house_ink(house);
    Mark {
        width: MARK_HEIGHT,
        draw: Box::new(move |x, y| {
            let r = MARK_HEIGHT / 2;
            format!(
                r##"<g class="mark power"><circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="#000" stroke-width="1.5"/><text x="{cx}" y="{ty}" font-size="14" font-weight="700" text-anchor="middle" fill="{ink}">{letter}</text></g>"##,
                cx = x + r,
                cy = y + r,
                ty = y + r + 5,
            )
        }),
    }
}

fn box_mark(class: &'static str, label: String, fill: &'static str, ink: &'static str) -> Mark {
    let width = 12 + 10 * label.chars().count() as i32;
    Mark {
        width,
        draw: Box::new(move |x, y| {
            format!(
                r##"<g class="mark {class}"><rect x="{x}" y="{y}" width="{width}" height="{MARK_HEIGHT}" rx="2" fill="{fill}" stroke="#222" stroke-width="1.5"/><text x="{tx}" y="{ty}" font-size="15" font-weight="700" text-anchor="middle" fill="{ink}">{label}</text></g>"##,
                tx = x + width / 2,
                ty = y + 16,
            )
        }),
    }
}

fn units_marks(
    house: House,
    units: &UnitCounts,
    class: &'static str,
    letters: &Letters,
    patterns: &str,
) -> Vec<Mark> {
    let mut marks = vec![];
    for k in UnitKind::ALL {
        let n = units.standing(k);
        if n > 0 {
            let label = format!("{n}{}", letters.unit(k));
            marks.push(unit_mark(house, label, false, class, patterns));
        }
        let r = units.routed[k.index()];
        if r > 0 {
            let label = format!("{r}{}", letters.unit(k));
            marks.push(unit_mark(house, label, true, class, patterns));
        }
    }
    marks
}

/// "2 footmen and a knight": units of one kind list per kind, standing or routed.
fn units_words(tr: crate::i18n::Tr, units: &UnitCounts, routed: bool) -> Option<String> {
    let parts: Vec<String> = UnitKind::ALL
        .iter()
        .map(|k| {
            let n = if routed {
                units.routed[k.index()]
            } else {
                units.standing(*k)
            };
            (*k, usize::from(n))
        })
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| wording::units_plural(tr, k, n))
        .collect();
    (!parts.is_empty()).then(|| wording::join_and(tr, &parts))
}

/// What a screen reader hears of an area besides its name: its units, order, tokens and the
/// combat in it, in the reader's language.
fn area_contents(
    tr: crate::i18n::Tr,
    view: &GameView,
    id: AreaId,
    av: &crate::engine::view::AreaView,
) -> Vec<String> {
    let house = |h: House| crate::i18n::house_name(tr.lang(), h);
    let mut parts = vec![];
    if let Some(h) = av.house {
        if let Some(u) = units_words(tr, &av.units, false) {
            parts.push(tr.t2("map-area-units", "units", u, "house", house(h)));
        }
        if let Some(u) = units_words(tr, &av.units, true) {
            parts.push(tr.t2("map-area-routed", "units", u, "house", house(h)));
        }
    }
    if let Some((h, t)) = av.order {
        let order = crate::i18n::order_name(tr.lang(), t);
        parts.push(tr.t2("map-area-order", "order", order, "house", house(h)));
    } else if let (Some(_), Some(mine)) = (view.viewer, &view.my_orders) {
        if let Some(t) = mine.get(&id) {
            let order = crate::i18n::order_name(tr.lang(), *t);
            parts.push(tr.t1("map-area-sealed", "order", order));
        }
    }
    if let Some(h) = av.power_token {
        parts.push(tr.t1("map-area-power", "house", house(h)));
    }
    if av.garrison > 0 {
        parts.push(tr.t1("arealine-garrison", "strength", av.garrison));
    }
    if let Some(Neutral::Force(n)) = av.neutral {
        parts.push(tr.t1("arealine-neutral-force", "strength", n));
    }
    if let Some(c) = view.combat.as_ref().filter(|c| c.area == id) {
        if let Some(u) = units_words(tr, &c.attacking, false) {
            parts.push(tr.t2("map-area-attacked", "units", u, "house", house(c.attacker)));
        }
    }
    parts
}

/// Draws marks side by side, centred on `cx`, with their tops at `y`.
fn row(s: &mut String, marks: &[Mark], cx: i32, y: i32) {
    const GAP: i32 = 4;
    let total: i32 = marks.iter().map(|m| m.width).sum::<i32>() + GAP * (marks.len() as i32 - 1);
    let mut x = cx - total / 2;
    for m in marks {
        s.push_str(&(m.draw)(x, y));
        x += m.width + GAP;
    }
}

/// An area's name broken into lines of about a dozen characters, so that it fits its shape.
fn name_lines(name: &str) -> Vec<String> {
    const LINE: usize = 12;
    let mut lines: Vec<String> = vec![];
    for word in name.split(' ') {
        match lines.last_mut() {
            Some(l) if l.chars().count() + 1 + word.chars().count() <= LINE => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// Castle or stronghold, supply barrels and power crowns: the printed icons, a small row above
/// the name, its top at `y`.
fn icons(s: &mut String, area: &crate::engine::board::Area, cx: i32, y: i32) {
    let towers = match area.fortification {
        Fortification::Castle => 1,
        Fortification::Stronghold => 2,
        Fortification::None => 0,
    };
    // (width, kind) of each icon, left to right.
    let mut parts: Vec<(i32, char)> = vec![];
    parts.extend((0..towers).map(|_| (11, 'T')));
    parts.extend((0..area.supply).map(|_| (9, 'B')));
    parts.extend((0..area.crowns).map(|_| (12, 'C')));
    if parts.is_empty() {
        return;
    }
    const GAP: i32 = 2;
    let total: i32 = parts.iter().map(|p| p.0 + GAP).sum::<i32>() - GAP;
    let mut x = cx - total / 2;
    let bottom = y + 14;
    for (w, kind) in parts {
        let _ = match kind {
            'T' => write!(
                s,
                r##"<path class="icon fort" d="M{x} {bottom}v-13h3v3h2v-3h1v3h2v-3h3v13z" fill="#5b4a32"/>"##
            ),
            'B' => write!(
                s,
                r##"<rect class="icon barrel" x="{x}" y="{}" width="9" height="13" rx="3" fill="#9c6b30" stroke="#4a3216"/>"##,
                y + 1
            ),
            _ => write!(
                s,
                r##"<path class="icon crown" d="M{x} {bottom}l0 -10 3 5 3 -7 3 7 3 -5 0 10z" fill="#e2b007" stroke="#6b5200"/>"##
            ),
        };
        x += w + GAP;
    }
}

/// The whole map (or the crop of `spec`) as one SVG element.
pub fn svg(spec: &Spec) -> String {
    let s = shapes_of(spec.edition);
    let b = board_of(spec.edition);
    let view = spec.view;
    let (vx, vy, vw, vh) = spec.crop.unwrap_or((0, 0, s.width, s.height));
    let mut out = String::with_capacity(48 * 1024);
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{vx} {vy} {vw} {vh}" width="{vw}" height="{vh}" class="map" aria-labelledby="the-map-title" font-family="system-ui, sans-serif"><title id="the-map-title">{title}</title>{defs}<rect x="{vx}" y="{vy}" width="{vw}" height="{vh}" fill="{SEA}"/>"##,
        title = esc(&crate::i18n::Tr(spec.lang).t1("map-svg-title", "round", view.round)),
        defs = pattern_defs(MAP_PATTERNS),
    );
    let letters = Letters::new(crate::i18n::Tr(spec.lang));
    // Shapes, each a link to its part of the decision: seas first, then ports, then land, so
    // that a coast takes the land's darker line and borders at sea stay light.
    let mut order: Vec<AreaId> = b.ids().collect();
    order.sort_by_key(|id| match b.area(*id).kind {
        AreaKind::Sea => 0,
        AreaKind::Port => 1,
        AreaKind::Land => 2,
    });
    for id in order {
        let area = b.area(id);
        let av = &view.areas[id.index()];
        let closed = matches!(av.neutral, Some(Neutral::Impassable));
        let fill = match (closed, area.kind) {
            (true, _) => CLOSED,
            (_, AreaKind::Land) => LAND,
            (_, AreaKind::Sea) => SEA,
            (_, AreaKind::Port) => PORT,
        };
        let tr = crate::i18n::Tr(spec.lang);
        let name = crate::i18n::area_name(spec.lang, id);
        let mut title = name.clone();
        if let Some(h) = av.controller {
            title = tr.t2(
                "map-area-controlled",
                "area",
                title,
                "house",
                crate::i18n::house_name(spec.lang, h),
            );
        }
        if closed {
            title = tr.t1("map-area-closed", "area", title);
        }
        let contents = area_contents(tr, view, id, av);
        if !contents.is_empty() {
            title = tr.t2(
                "map-area-contents",
                "area",
                title,
                "contents",
                contents.join("; "),
            );
        }
        let kind = match area.kind {
            AreaKind::Land => "land",
            AreaKind::Sea => "sea",
            AreaKind::Port => "port",
        };
        let (open, close) = match href(spec, id) {
            Some(h) => (
                format!(
                    r#"<a href="{h}" id="map-{key}" class="area {kind}""#,
                    key = id.key()
                ),
                "</a>",
            ),
            None => (
                format!(r#"<g id="map-{key}" class="area {kind}""#, key = id.key()),
                "</g>",
            ),
        };
        let stroke = if area.kind == AreaKind::Land {
            BORDER
        } else {
            SEA_BORDER
        };
        let _ = write!(
            out,
            r#"{open} fill="{fill}" stroke="{stroke}" stroke-width="1.5"><title>{title}</title><path id="s-{key}" d="{d}" fill-rule="evenodd"/>{close}"#,
            key = id.key(),
            d = s.area(id).d,
            title = esc(&title)
        );
    }
    // Controllers tint their land; closed areas are crossed out.
    for av in view.areas.iter().filter(|a| b.contains(a.area)) {
        let key = av.area.key();
        if let (Some(h), AreaKind::Land) = (av.controller, b.area(av.area).kind) {
            let _ = write!(
                out,
                r##"<use href="#s-{key}" fill="{}" fill-opacity="{TINT_OPACITY}" stroke="none" class="tint"/>"##,
                house_fill(MAP_PATTERNS, h)
            );
        }
    }
    for r in &s.rivers {
        let _ = write!(
            out,
            r#"<path class="river" d="{}" fill="none" stroke="{RIVER}" stroke-width="5" stroke-linecap="round"/>"#,
            r.d
        );
    }
    // The decision's areas, outlined on top of every shape.
    for (id, target) in spec.focus.rows.keys().map(|a| (a, false)).chain(
        spec.focus
            .targets
            .keys()
            .filter(|a| !spec.focus.rows.contains_key(a))
            .map(|a| (a, true)),
    ) {
        let _ = write!(
            out,
            r##"<use href="#s-{}" class="focus{}" fill="none" stroke="{HIGHLIGHT}" stroke-width="5"{}/>"##,
            id.key(),
            if target { " target" } else { "" },
            if target {
                r#" stroke-dasharray="10 6""#
            } else {
                ""
            }
        );
    }
    // The combat: its area outlined, the march into it and the support drawn as lines.
    if let Some(c) = &view.combat {
        let _ = write!(
            out,
            r##"<use href="#s-{}" class="combat" fill="none" stroke="{COMBAT}" stroke-width="7"/>"##,
            c.area.key()
        );
        let to = s.area(c.area).label;
        let line = |out: &mut String, from: AreaId, colour: &str, dash: &str, class: &str| {
            let (x1, y1) = s.area(from).label;
            let _ = write!(
                out,
                r#"<path class="{class}" d="M{x1} {y1}L{} {}" stroke="{colour}" stroke-width="5" stroke-linecap="round"{dash} fill="none"/>"#,
                to.0, to.1
            );
        };
        if c.origin != c.area {
            line(&mut out, c.origin, COMBAT, "", "march-line");
        }
        for sup in &c.support {
            let colour = if sup.refused {
                "#777"
            } else {
                house_colour(sup.house)
            };
            line(
                &mut out,
                sup.area,
                colour,
                r#" stroke-dasharray="9 6""#,
                "support-line",
            );
        }
    }
    // Names and marks, above every shape, each a link like its shape.
    for id in b.ids() {
        let area = b.area(id);
        let av = &view.areas[id.index()];
        let (cx, cy) = s.area(id).label;
        // The marks repeat what the area's own title says: hidden from screen readers and out
        // of the tab order, while a tap on them still goes where the area goes.
        let (open, close) = match href(spec, id) {
            Some(h) => (
                format!(r#"<a href="{h}" class="marks" aria-hidden="true" tabindex="-1">"#),
                "</a>",
            ),
            None => (
                r#"<g class="marks" aria-hidden="true">"#.to_string(),
                "</g>",
            ),
        };
        out.push_str(&open);
        let mut top = cy - 12;
        if area.kind != AreaKind::Port {
            let lines = name_lines(&crate::i18n::area_name(spec.lang, id));
            let height = NAME_SIZE * lines.len() as i32;
            let name_top = cy - 4 - height;
            icons(&mut out, area, cx, name_top - 16);
            let (ink, style) = match area.kind {
                AreaKind::Sea => ("#17405e", r#" font-style="italic""#),
                _ => ("#2d2417", ""),
            };
            let _ = write!(
                out,
                r#"<text class="name" x="{cx}" y="{y}" font-size="{NAME_SIZE}" font-weight="600" text-anchor="middle" fill="{ink}"{style}>"#,
                y = name_top + NAME_SIZE - 3
            );
            for (i, l) in lines.iter().enumerate() {
                let _ = write!(
                    out,
                    r#"<tspan x="{cx}" dy="{}">{}</tspan>"#,
                    if i == 0 { 0 } else { NAME_SIZE },
                    esc(l)
                );
            }
            out.push_str("</text>");
            top = cy;
        }
        // Units first, then the tokens on the area.
        let mut marks = match av.house {
            Some(h) => units_marks(h, &av.units, "mark unit", &letters, MAP_PATTERNS),
            None => vec![],
        };
        let mut tokens = vec![];
        if let Some((h, t)) = av.order {
            tokens.push(order_mark(h, letters.order(t), false));
        } else if let (Some(me), Some(mine)) = (view.viewer, &view.my_orders) {
            if let Some(t) = mine.get(&id) {
                tokens.push(order_mark(me, letters.order(*t), true));
            }
        }
        if let Some(h) = av.power_token {
            tokens.push(power_mark(h, letters.power.clone(), MAP_PATTERNS));
        }
        if av.garrison > 0 {
            tokens.push(box_mark(
                "garrison",
                format!("{}{}", letters.garrison, av.garrison),
                "#fff",
                "#3b2f1c",
            ));
        }
        match av.neutral {
            Some(Neutral::Force(n)) => tokens.push(box_mark(
                "neutral",
                format!("{}{n}", letters.neutral),
                NEUTRAL,
                "#fff",
            )),
            Some(Neutral::Impassable) => {
                tokens.push(box_mark("neutral", letters.closed.clone(), "#333", "#fff"))
            }
            None => {}
        }
        if area.kind == AreaKind::Port {
            marks.append(&mut tokens);
        }
        if !marks.is_empty() {
            row(&mut out, &marks, cx, top);
            top += MARK_HEIGHT + 4;
        }
        if !tokens.is_empty() {
            row(&mut out, &tokens, cx, top);
            top += MARK_HEIGHT + 4;
        }
        if let Some(c) = view.combat.as_ref().filter(|c| c.area == id) {
            // The attacker's marching units stand in the area they attack, outlined in red.
            let attacking = units_marks(
                c.attacker,
                &c.attacking,
                "mark unit attacking",
                &letters,
                MAP_PATTERNS,
            );
            if !attacking.is_empty() {
                let mut sword = vec![box_mark(
                    "attack",
                    letters.versus.clone(),
                    "#fff",
                    "#b71c1c",
                )];
                sword.extend(attacking);
                row(&mut out, &sword, cx, top);
            }
        }
        out.push_str(close);
    }
    out.push_str("</svg>");
    out
}

/// A swatch of every house's pattern over its colour, in the houses' order.
fn patterns_sample() -> String {
    let mut s = String::from(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 22" width="96" height="22" aria-hidden="true">"#,
    );
    for (i, h) in House::ALL.iter().enumerate() {
        let _ = write!(
            s,
            r##"<rect x="{}" y="3" width="15" height="16" fill="{}" stroke="#000" stroke-width="0.5"/>"##,
            1 + 16 * i,
            house_fill(LEGEND_PATTERNS, *h)
        );
    }
    s.push_str("</svg>");
    s
}

/// The legend: every mark the map uses, drawn by the same code, with its meaning in the
/// reader's language (`map-legend-…`). It depends on the language alone, so it is drawn once
/// per language and kept (issue 30: a page's render).
pub fn legend(lang: crate::i18n::Lang) -> String {
    static KEPT: [std::sync::OnceLock<String>; crate::i18n::Lang::ALL.len()] =
        [const { std::sync::OnceLock::new() }; crate::i18n::Lang::ALL.len()];
    let i = crate::i18n::Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .unwrap_or(0);
    KEPT[i].get_or_init(|| draw_legend(lang)).clone()
}

fn draw_legend(lang: crate::i18n::Lang) -> String {
    let h = House::Lannister;
    let tr = crate::i18n::Tr(lang);
    let letters = Letters::new(tr);
    let unit = |k: UnitKind, n: u8, routed: bool| {
        let label = format!("{n}{}", letters.unit(k));
        unit_mark(h, label, routed, "mark unit", LEGEND_PATTERNS)
    };
    let sample = |marks: Vec<Mark>| {
        let width: i32 = marks.iter().map(|m| m.width + 4).sum();
        let mut s = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {MARK_HEIGHT}" width="{width}" height="{MARK_HEIGHT}" aria-hidden="true">"#
        );
        row(&mut s, &marks, width / 2, 0);
        s.push_str("</svg>");
        s
    };
    let raw = |inner: &str, width: i32| {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 22" width="{width}" height="22" aria-hidden="true">{inner}</svg>"#
        )
    };
    let mut fort = String::new();
    icons(
        &mut fort,
        board_of(Edition::Second).area(AreaId::from_key("winterfell").expect("winterfell")),
        30,
        4,
    );
    let items: Vec<(String, &str)> = vec![
        (
            sample(vec![
                unit(UnitKind::Footman, 2, false),
                unit(UnitKind::Knight, 1, false),
                unit(UnitKind::Ship, 1, false),
                unit(UnitKind::SiegeEngine, 1, false),
            ]),
            "map-legend-units",
        ),
        (
            sample(vec![unit(UnitKind::Footman, 1, true)]),
            "map-legend-routed",
        ),
        (
            sample(vec![order_mark(
                h,
                letters.order(OrderToken::MarchPlus1),
                false,
            )]),
            "map-legend-order",
        ),
        (
            sample(vec![order_mark(
                h,
                letters.order(OrderToken::Defense1),
                true,
            )]),
            "map-legend-sealed",
        ),
        (
            sample(vec![power_mark(h, letters.power.clone(), LEGEND_PATTERNS)]),
            "map-legend-power",
        ),
        (
            sample(vec![box_mark(
                "garrison",
                format!("{}2", letters.garrison),
                "#fff",
                "#3b2f1c",
            )]),
            "map-legend-garrison",
        ),
        (
            sample(vec![
                box_mark("neutral", format!("{}5", letters.neutral), NEUTRAL, "#fff"),
                box_mark("neutral", letters.closed.clone(), "#333", "#fff"),
            ]),
            "map-legend-neutral",
        ),
        (raw(&fort, 60), "map-legend-icons"),
        (
            raw(
                &format!(
                    r##"<rect x="1" y="3" width="58" height="16" fill="{LAND}"/><rect x="1" y="3" width="58" height="16" fill="{}" fill-opacity="{TINT_OPACITY}"/>"##,
                    house_fill(LEGEND_PATTERNS, h)
                ),
                60,
            ),
            "map-legend-control",
        ),
        (patterns_sample(), "map-legend-patterns"),
        (
            raw(
                &format!(
                    r##"<rect x="1" y="3" width="30" height="16" fill="{LAND}" stroke="{BORDER}"/><rect x="31" y="3" width="28" height="16" fill="{SEA}"/><circle cx="36" cy="11" r="7" fill="{PORT}" stroke="{SEA_BORDER}"/>"##
                ),
                60,
            ),
            "map-legend-port",
        ),
        (
            raw(
                &format!(r#"<path d="M2 11h56" stroke="{RIVER}" stroke-width="5"/>"#),
                60,
            ),
            "map-legend-river",
        ),
        (
            raw(
                &format!(
                    r#"<rect x="3" y="3" width="54" height="16" fill="none" stroke="{HIGHLIGHT}" stroke-width="4"/>"#
                ),
                60,
            ),
            "map-legend-focus",
        ),
        (
            raw(
                &format!(
                    r#"<rect x="3" y="3" width="54" height="16" fill="none" stroke="{HIGHLIGHT}" stroke-width="4" stroke-dasharray="10 6"/>"#
                ),
                60,
            ),
            "map-legend-target",
        ),
        (
            raw(
                &format!(
                    r#"<rect x="3" y="3" width="54" height="16" fill="none" stroke="{COMBAT}" stroke-width="5"/>"#
                ),
                60,
            ),
            "map-legend-combat",
        ),
    ];
    let mut out = format!(
        r#"<svg width="0" height="0" aria-hidden="true" class="patterns">{}</svg><ul class="legend">"#,
        pattern_defs(LEGEND_PATTERNS)
    );
    for (icon, id) in items {
        let _ = write!(out, "<li>{icon} {}</li>", esc(&tr.t(id)));
    }
    out.push_str("</ul>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameOptions, Setup};
    use std::collections::BTreeMap;

    fn game(players: u8) -> Game {
        Game::new(&Setup {
            players,
            options: GameOptions::default(),
            seed: 3,
        })
        .unwrap()
    }

    fn focus_on(rows: &[&str], targets: &[&str]) -> Focus {
        let ids = |keys: &[&str]| -> BTreeMap<AreaId, String> {
            keys.iter()
                .map(|k| (AreaId::from_key(k).unwrap(), format!("decide-{k}")))
                .collect()
        };
        Focus {
            rows: ids(rows),
            targets: ids(targets),
        }
    }

    #[test]
    fn every_area_is_a_link_to_its_row_or_to_the_whole_map() {
        let view = game(6).view_for(Some(House::Stark));
        let focus = focus_on(&["winterfell"], &["karhold"]);
        let svg = svg(&Spec {
            view: &view,
            focus: &focus,
            place: Place::GamePage(7),
            crop: crop_for(&view, &focus, Edition::Second),
            lang: crate::i18n::Lang::En,
            edition: Edition::Second,
        });
        assert!(svg.contains(r##"<a href="#decide-winterfell" id="map-winterfell""##));
        assert!(svg.contains(r##"<a href="#decide-karhold" id="map-karhold""##));
        assert!(svg.contains(r#"<a href="/games/7/map#map-sunspear" id="map-sunspear""#));
        assert_eq!(
            svg.matches(r#" id="map-"#).count(),
            board_of(Edition::Second).areas.len()
        );
        assert_eq!(svg.matches(r#"class="focus""#).count(), 1);
        assert_eq!(svg.matches(r#"class="focus target""#).count(), 1);
    }

    #[test]
    fn a_crop_holds_every_area_it_is_about_and_fits_a_first_screen() {
        let view = game(6).view_for(Some(House::Stark));
        // From one end of the map to the other: every area is in view, and the crop is wider
        // rather than taller than the first screen allows.
        let focus = focus_on(&["bay_of_ice", "sunspear"], &["karhold"]);
        let (x, y, w, h) = crop_for(&view, &focus, Edition::Second).unwrap();
        assert!(f64::from(h) <= f64::from(w) * CROP_MAX_ASPECT + 1.0 || w == 1000);
        for a in focus.rows.keys().chain(focus.targets.keys()) {
            let (lx, ly) = shapes_of(Edition::Second).area(*a).label;
            assert!(
                (x..x + w).contains(&lx) && (y..y + h).contains(&ly),
                "{} in the crop",
                a.key()
            );
        }
        // One area: a small crop, names readable without zooming.
        let near = focus_on(&["winterfell"], &[]);
        let (_, _, w, h) = crop_for(&view, &near, Edition::Second).unwrap();
        assert!(w <= CROP_MAX_WIDTH && f64::from(h) <= f64::from(w) * CROP_MAX_ASPECT);
        // Nothing to decide: the viewer's own areas.
        assert!(crop_for(&view, &Focus::default(), Edition::Second).is_some());
        let spectator = game(6).view_for(None);
        assert!(crop_for(&spectator, &Focus::default(), Edition::Second).is_none());
    }

    #[test]
    fn areas_are_named_in_the_readers_language() {
        let view = game(6).view_for(None);
        let kings_landing = crate::engine::AreaId::from_key("kings_landing").unwrap();
        for lang in crate::i18n::Lang::ALL {
            let svg = svg(&Spec {
                view: &view,
                focus: &Focus::default(),
                place: Place::Alone,
                crop: None,
                lang,
                edition: Edition::Second,
            });
            let name = esc(&crate::i18n::area_name(lang, kings_landing));
            assert!(svg.contains(&format!("<title>{name}")), "{lang:?}: {name}");
            assert!(!svg.contains(crate::i18n::MISSING_OPEN), "{lang:?}");
        }
        let ro = crate::i18n::area_name(crate::i18n::Lang::Ro, kings_landing);
        assert_ne!(ro, "King's Landing", "the Romanian rulebook's name");
    }

    #[test]
    fn closed_areas_are_drawn_closed() {
        let view = game(3).view_for(None);
        let svg = svg(&Spec {
            view: &view,
            focus: &Focus::default(),
            place: Place::Alone,
            crop: None,
            lang: crate::i18n::Lang::En,
            edition: Edition::Second,
        });
        let closed = view
            .areas
            .iter()
            .filter(|a| matches!(a.neutral, Some(Neutral::Impassable)))
            .count();
        assert!(closed > 0);
        assert_eq!(svg.matches(", closed in this game").count(), closed);
        assert!(!svg.contains("<a "), "a map alone has no links");
    }

    /// Issue 27, item 4 and 6: every mark, title and legend line of the map is in the
    /// reader's language (no English word but the names the language keeps, no "1 castles"),
    /// the marks' letters are the ones the legend explains, and every area is named with
    /// what stands in it for screen readers while the marks themselves are hidden from them.
    #[test]
    fn the_map_speaks_the_readers_language_to_eyes_and_screen_readers() {
        use crate::i18n::leftovers::{checker, visible_text};
        let first = GameOptions {
            edition: Edition::First,
            ..GameOptions::default()
        };
        let games = [
            (game(3), Edition::Second),
            (game(6), Edition::Second),
            (
                Game::new(&Setup {
                    players: 4,
                    options: first,
                    seed: 5,
                })
                .unwrap(),
                Edition::First,
            ),
        ];
        for lang in crate::i18n::Lang::ALL {
            let tr = crate::i18n::Tr(lang);
            let legend = legend(lang);
            assert_eq!(
                legend,
                draw_legend(lang),
                "the kept legend is the one drawn"
            );
            let letters = Letters::new(tr);
            for k in UnitKind::ALL {
                let l = letters.unit(k);
                assert!(
                    tr.t("map-legend-units").contains(&format!("{l} ")),
                    "{lang:?}: the legend does not explain {l}"
                );
            }
            let mut problems = checker(lang).find(&visible_text(&legend), &[]);
            for (g, edition) in &games {
                let view = g.view_for(Some(House::Stark));
                let svg = svg(&Spec {
                    view: &view,
                    focus: &Focus::default(),
                    place: Place::GamePage(1),
                    crop: None,
                    lang,
                    edition: *edition,
                });
                problems.extend(checker(lang).find(&visible_text(&svg), &[]));
                assert!(!svg.contains(crate::i18n::MISSING_OPEN), "{lang:?}");
                // Every link on the map is an area's, named by its title; the marks repeat
                // it and are hidden from screen readers.
                let areas = board_of(*edition).ids().count();
                assert_eq!(svg.matches(r#"class="area "#).count(), areas);
                assert_eq!(
                    svg.matches(r#"class="marks" aria-hidden="true" tabindex="-1""#)
                        .count(),
                    areas
                );
                let winterfell = AreaId::from_key("winterfell").unwrap();
                let units = wording::units_plural(tr, UnitKind::Footman, 1);
                let title = format!(
                    "<title>{}",
                    esc(&tr.t2(
                        "map-area-contents",
                        "area",
                        tr.t2(
                            "map-area-controlled",
                            "area",
                            crate::i18n::area_name(lang, winterfell),
                            "house",
                            crate::i18n::house_name(lang, House::Stark)
                        ),
                        "contents",
                        tr.t2(
                            "map-area-units",
                            "units",
                            wording::join_and(
                                tr,
                                &[units, wording::units_plural(tr, UnitKind::Knight, 1)]
                            ),
                            "house",
                            crate::i18n::house_name(lang, House::Stark)
                        )
                    ))
                );
                assert!(svg.contains(&title), "{lang:?}: no {title}");
                // Every house's pattern is defined, and units are painted with it.
                for h in House::ALL {
                    assert!(svg.contains(&format!(r#"<pattern id="hp-{}""#, h.key())));
                }
                assert!(svg.contains(r##"fill="url(#hp-stark)""##));
            }
            assert!(problems.is_empty(), "{lang:?}: {problems:?}");
        }
    }

    /// A 1st-edition game is drawn on its own board: its 45 areas (the Summer Sea, no ports,
    /// no Boneway), its units where they start, and a crop around its areas.
    #[test]
    fn a_1st_edition_game_is_drawn_on_its_board() {
        let game = Game::new(&Setup {
            players: 5,
            options: GameOptions {
                edition: Edition::First,
                ..GameOptions::default()
            },
            seed: 3,
        })
        .unwrap();
        let view = game.view_for(Some(House::Tyrell));
        let focus = focus_on(&["highgarden"], &["summer_sea"]);
        let svg = svg(&Spec {
            view: &view,
            focus: &focus,
            place: Place::GamePage(7),
            crop: crop_for(&view, &focus, Edition::First),
            lang: crate::i18n::Lang::En,
            edition: Edition::First,
        });
        assert_eq!(svg.matches(r#" id="map-"#).count(), 45);
        assert!(svg.contains(r##"<a href="#decide-summer_sea" id="map-summer_sea""##));
        assert!(svg.contains("<title>Summer Sea"));
        assert!(!svg.contains("map-boneway") && !svg.contains("map-port_of_"));
        assert!(!svg.contains(r#"class="area port""#));
        let units = view.areas.iter().filter(|a| a.house.is_some()).count();
        assert!(units > 10 && svg.matches(r#"class="mark unit""#).count() >= units);
    }
}
