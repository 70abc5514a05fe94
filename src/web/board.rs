//! House colours, escaping, and the whole board as one SVG (the map of [`super::map`] without
//! links), for `board.svg` and past positions.

use crate::engine::view::GameView;
use crate::engine::House;

/// A house's colour on the board and in the tables.
pub fn house_colour(h: House) -> &'static str {
    match h {
        House::Stark => "#4f638c",
        House::Lannister => "#8e2e26",
        House::Baratheon => "#fcd101",
        House::Greyjoy => "#0c0c0d",
        House::Tyrell => "#4fa27c",
        House::Martell => "#ea4f01",
    }
}

/// Text colour that reads on [`house_colour`].
pub fn house_ink(h: House) -> &'static str {
    match h {
        House::Baratheon | House::Tyrell | House::Martell => "#111",
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

/// The whole map for one view, without links: for `board.svg` and past positions.
pub fn svg(
    view: &GameView,
    edition: crate::engine::options::Edition,
    lang: crate::i18n::Lang,
) -> String {
    super::map::svg(&super::map::Spec {
        view,
        focus: &super::map::Focus::default(),
        place: super::map::Place::Alone,
        crop: None,
        lang,
        edition,
    })
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
        let svg = svg(
            &game.view_for(None),
            game.state().options.edition,
            crate::i18n::Lang::En,
        );
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(
            svg.matches(r#"class="area "#).count(),
            crate::engine::board::board().areas.len()
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
