//! The game page's map drawn once per position and seat, and shared by the page's variants
//! (issue 30, item 2: "cut the rendering's own cost").
//!
//! The map on the game page is a function of the game's position (its log), of whose eyes it
//! is drawn with (the viewer's house, or a spectator's: `GameView::view_for`), of the
//! viewer's decision (its [`Focus`]: the rows and choices its areas link to, and the crop), of
//! the language and of the game (the links). The page itself is rendered anew on every change
//! of its page version and per reader (a raven, a vote, a deadline, another reader's name or
//! time zone change the page, not the map), so the map is kept here under all of those
//! together ([`Drawn`]) and drawn again only when one of them differs. A house's map is kept
//! for that house alone: a spectator's or another house's never shares its entry, so hidden
//! information (the house's own orders, its cards) stays on its own seat's pages.
//!
//! One entry per (game, seat, language): a newer position's map replaces the older one. At
//! most [`BUDGET`] bytes of maps are kept, the least recently used dropped first.

use super::Focus;
use crate::engine::House;
use crate::i18n::Lang;
use crate::lru::Lru;
use std::sync::{Arc, Mutex};

/// Bytes of maps kept, all games together (a cropped mid-game map is 30–50 KB).
pub const BUDGET: usize = 16 << 20;

/// The slot a map is kept in: the game page of game `game` as seen from `seat` (`None`: a
/// spectator) in `lang`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Slot {
    game: i64,
    seat: Option<House>,
    lang: Lang,
}

/// Everything else a kept map was drawn from: the game (its seed: an id is never a proof
/// that the game is the same one), its position (inputs in the log) and the decision's focus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub seed: i64,
    pub log_len: i32,
    pub focus: Focus,
}

struct Entry {
    drawn: Drawn,
    svg: Arc<str>,
}

static MAPS: std::sync::LazyLock<Mutex<Lru<Slot, Entry>>> =
    std::sync::LazyLock::new(Mutex::default);

fn state() -> std::sync::MutexGuard<'static, Lru<Slot, Entry>> {
    MAPS.lock().unwrap_or_else(|p| p.into_inner())
}

/// The map of game `game` as `seat` sees it in `lang` at `drawn`: the one kept, or `draw()`'s,
/// then kept.
pub fn map(
    game: i64,
    seat: Option<House>,
    lang: Lang,
    drawn: Drawn,
    draw: impl FnOnce() -> String,
) -> Arc<str> {
    let slot = Slot { game, seat, lang };
    // (A map of another position is marked used too: it is replaced just below.)
    if let Some(e) = state().get(&slot).filter(|e| e.drawn == drawn) {
        return e.svg.clone();
    }
    // Drawn outside the lock: two first views at once may both draw; either is kept.
    let svg: Arc<str> = draw().into();
    let mut s = state();
    let size = svg.len() + 256;
    s.insert(
        slot,
        Entry {
            drawn,
            svg: svg.clone(),
        },
        size,
    );
    if s.bytes() > BUDGET {
        // Down to three quarters, so that the next maps do not each evict again.
        s.evict_while(0, |m| m.bytes() > BUDGET / 4 * 3);
    }
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawn(log_len: i32) -> Drawn {
        Drawn {
            seed: 7,
            log_len,
            focus: Focus::default(),
        }
    }

    #[test]
    fn a_map_is_drawn_once_per_position_seat_and_language() {
        // A game id no other test uses: the maps are kept per process.
        let game = -30_001;
        let draw = |text: &'static str| move || text.to_string();
        let first = map(
            game,
            Some(House::Stark),
            Lang::En,
            drawn(5),
            draw("stark at 5"),
        );
        assert_eq!(&*first, "stark at 5");
        // The same position and seat: the kept map, not drawn again.
        let again = map(
            game,
            Some(House::Stark),
            Lang::En,
            drawn(5),
            draw("drawn again"),
        );
        assert_eq!(&*again, "stark at 5");
        // Another seat, a spectator, another language, another position, another focus or
        // another game behind the same id: each its own map.
        let other = map(
            game,
            Some(House::Lannister),
            Lang::En,
            drawn(5),
            draw("lannister"),
        );
        assert_eq!(&*other, "lannister");
        let spectator = map(game, None, Lang::En, drawn(5), draw("spectator"));
        assert_eq!(&*spectator, "spectator");
        let czech = map(game, Some(House::Stark), Lang::Cs, drawn(5), draw("cs"));
        assert_eq!(&*czech, "cs");
        let later = map(
            game,
            Some(House::Stark),
            Lang::En,
            drawn(6),
            draw("stark at 6"),
        );
        assert_eq!(&*later, "stark at 6");
        let mut focus = Focus::default();
        focus
            .rows
            .insert(crate::engine::board::AreaId(3), "decide-x".into());
        let focused = Drawn { focus, ..drawn(6) };
        let with_focus = map(game, Some(House::Stark), Lang::En, focused, draw("focused"));
        assert_eq!(&*with_focus, "focused");
        let reseeded = Drawn {
            seed: 8,
            ..drawn(6)
        };
        let new_game = map(
            game,
            Some(House::Stark),
            Lang::En,
            reseeded,
            draw("new game"),
        );
        assert_eq!(&*new_game, "new game");
        // Nothing of one seat's was sent to another.
        assert_eq!(
            &*map(game, Some(House::Lannister), Lang::En, drawn(5), draw("x")),
            "lannister"
        );
    }
}
