//! The board as SVG, drawn on the server from the engine's map and a redacted [`GameView`].
//!
//! Every area is a circle at its approximate place (see [`super::layout`]), land beige, sea
//! blue, ports small; borders are lines between centres. Each area shows its name, its castle
//! or stronghold, its units (one badge per house colour: F footman, K knight, S ship, E siege
//! engine; routed units struck through), a revealed order, a power token, a garrison, a neutral
//! force, and a ring in the controlling house's colour. Only the view's data is drawn: sealed
//! orders of other houses never reach this code.

use super::layout::{place, CANVAS};
use super::words;
use crate::engine::board::{board, AreaKind, Fortification};
use crate::engine::state::Neutral;
use crate::engine::view::GameView;
use crate::engine::{House, UnitKind};
use std::fmt::Write;

/// A house's colour on the board and in the tables.
pub fn house_colour(h: House) -> &'static str {
    match h {
        House::Stark => "#8a9aa8",
        House::Lannister => "#b3262e",
        House::Baratheon => "#e3b505",
        House::Greyjoy => "#2b2b2b",
        House::Tyrell => "#2e7d32",
        House::Martell => "#e0701a",
    }
}

/// Text colour that reads on [`house_colour`].
pub fn house_ink(h: House) -> &'static str {
    match h {
        House::Baratheon | House::Stark => "#111",
        _ => "#fff",
    }
}

/// Escapes text for SVG/HTML content and attribute values.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn unit_letter(k: UnitKind) -> char {
    match k {
        UnitKind::Footman => 'F',
        UnitKind::Knight => 'K',
        UnitKind::Ship => 'S',
        UnitKind::SiegeEngine => 'E',
    }
}

/// The whole board for one view.
pub fn svg(view: &GameView) -> String {
    let (w, h) = CANVAS;
    let mut s = String::with_capacity(64 * 1024);
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" class="board" role="img" aria-labelledby="board-title" font-family="system-ui, sans-serif"><title id="board-title">The board, round {round}</title><rect width="{w}" height="{h}" fill="#cfe0ea"/>"##,
        round = view.round
    );
    let b = board();
    // Borders first, under the markers.
    s.push_str(r##"<g stroke-linecap="round">"##);
    for a in &b.areas {
        let Some((x1, y1, _)) = place(a.key) else {
            continue;
        };
        for other in &a.adjacent {
            if other.index() <= a.id.index() {
                continue;
            }
            let o = other.area();
            let Some((x2, y2, _)) = place(o.key) else {
                continue;
            };
            let style = if a.is_land() && o.is_land() {
                r##"stroke="#8c7b5f" stroke-width="3""##
            } else {
                r##"stroke="#6f94ad" stroke-width="2" stroke-dasharray="6 5""##
            };
            let _ = write!(
                s,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" {style}/>"#
            );
        }
        if let (Some(port), true) = (a.port, a.is_land()) {
            if let Some((x2, y2, _)) = place(port.key()) {
                let _ = write!(
                    s,
                    r##"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#4d6f86" stroke-width="2"/>"##
                );
            }
        }
    }
    s.push_str("</g>");
    for av in &view.areas {
        let a = av.area.area();
        let Some((x, y, r)) = place(a.key) else {
            continue;
        };
        let fill = match a.kind {
            AreaKind::Land => "#efe4c8",
            AreaKind::Sea => "#a9c8dc",
            AreaKind::Port => "#bcd3e2",
        };
        let (ring, ring_w) = match av.controller {
            Some(hh) => (house_colour(hh), 6),
            None => ("#7d6b4f", 2),
        };
        let mut title = a.name.to_string();
        if let Some(hh) = av.controller {
            let _ = write!(title, ", controlled by {hh}");
        }
        let _ = write!(
            s,
            r#"<g class="area" id="area-{key}"><title>{title}</title>"#,
            key = a.key,
            title = esc(&title)
        );
        let _ = write!(
            s,
            r#"<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}" stroke="{ring}" stroke-width="{ring_w}"/>"#
        );
        if matches!(av.neutral, Some(Neutral::Impassable)) {
            let _ = write!(
                s,
                r##"<path d="M{} {} L{} {} M{} {} L{} {}" stroke="#555" stroke-width="4"/>"##,
                x - r / 2,
                y - r / 2,
                x + r / 2,
                y + r / 2,
                x + r / 2,
                y - r / 2,
                x - r / 2,
                y + r / 2
            );
        }
        // Castle (one square) or stronghold (two), top left of the marker.
        match a.fortification {
            Fortification::Castle => {
                let _ = write!(
                    s,
                    r##"<rect x="{}" y="{}" width="10" height="10" fill="#5b4a32"/>"##,
                    x - r,
                    y - r
                );
            }
            Fortification::Stronghold => {
                let _ = write!(
                    s,
                    r##"<rect x="{}" y="{}" width="10" height="10" fill="#5b4a32"/><rect x="{}" y="{}" width="10" height="10" fill="#5b4a32"/>"##,
                    x - r,
                    y - r,
                    x - r + 12,
                    y - r
                );
            }
            Fortification::None => {}
        }
        if a.kind != AreaKind::Port {
            let size = if a.kind == AreaKind::Sea { 17 } else { 16 };
            let _ = write!(
                s,
                r##"<text x="{x}" y="{}" font-size="{size}" text-anchor="middle" fill="#2d2417">{}</text>"##,
                y - r + 27,
                esc(a.name)
            );
        }
        // Units: one badge, in the house's colour.
        if let Some(hh) = av.house {
            let mut label = String::new();
            for k in UnitKind::ALL {
                let n = av.units.standing(k);
                if n > 0 {
                    let _ = write!(label, "{n}{}", unit_letter(k));
                }
            }
            let routed: u8 = av.units.routed.iter().sum();
            if routed > 0 {
                let _ = write!(label, " +{routed}r");
            }
            if !label.is_empty() {
                let bw = 12 + 13 * label.chars().count() as i32;
                let by = if a.kind == AreaKind::Port {
                    y - 11
                } else {
                    y - 6
                };
                let _ = write!(
                    s,
                    r##"<rect x="{}" y="{by}" width="{bw}" height="24" rx="5" fill="{}" stroke="#000" stroke-width="1"/><text x="{x}" y="{}" font-size="19" font-weight="700" text-anchor="middle" fill="{}">{}</text>"##,
                    x - bw / 2,
                    house_colour(hh),
                    by + 19,
                    house_ink(hh),
                    esc(&label)
                );
            }
        }
        // Revealed order, below the units.
        if let Some((hh, token)) = av.order {
            let label = words::order_badge(token);
            let bw = 12 + 11 * label.chars().count() as i32;
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="{bw}" height="21" rx="10" fill="#fffdf5" stroke="{}" stroke-width="3"/><text x="{x}" y="{}" font-size="15" font-weight="700" text-anchor="middle" fill="#1b1b1b">{}</text>"##,
                x - bw / 2,
                y + 20,
                house_colour(hh),
                y + 36,
                esc(label)
            );
        }
        // Power token (bottom left), garrison (bottom right), neutral force (top right).
        if let Some(hh) = av.power_token {
            let _ = write!(
                s,
                r##"<circle cx="{}" cy="{}" r="8" fill="{}" stroke="#000"/><text x="{}" y="{}" font-size="10" text-anchor="middle" fill="{}">P</text>"##,
                x - r + 8,
                y + r - 8,
                house_colour(hh),
                x - r + 8,
                y + r - 4,
                house_ink(hh)
            );
        }
        if av.garrison > 0 {
            let _ = write!(
                s,
                r##"<text x="{}" y="{}" font-size="12" font-weight="700" text-anchor="end" fill="#3b2f1c">G{}</text>"##,
                x + r - 2,
                y + r - 2,
                av.garrison
            );
        }
        if let Some(Neutral::Force(n)) = av.neutral {
            let _ = write!(
                s,
                r##"<rect x="{}" y="{}" width="24" height="18" rx="3" fill="#777" stroke="#222"/><text x="{}" y="{}" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">{n}</text>"##,
                x + r - 24,
                y - r,
                x + r - 12,
                y - r + 14
            );
        }
        s.push_str("</g>");
    }
    s.push_str("</svg>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameOptions, Setup};

    #[test]
    fn draws_every_area_and_the_starting_units() {
        let game = Game::new(&Setup {
            players: 6,
            options: GameOptions::default(),
            seed: 3,
        })
        .unwrap();
        let svg = svg(&game.view_for(None));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(
            svg.matches(r#"<g class="area""#).count(),
            board().areas.len()
        );
        assert!(svg.contains("Winterfell") && svg.contains("King&#39;s Landing"));
        assert!(svg.contains(house_colour(House::Stark)));
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(
            esc(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
