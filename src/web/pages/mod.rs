//! The pages around the games: one module per page.
//!
//! - `home`: the front page (the visitor's games, open games, games to watch, houses wanting a
//!   player);
//! - `auth`: registering, logging in and out (the rest of an account is in `super::account`);
//! - `new_game`: the new-game form, per edition;
//! - `lobby`: a game that has not started (its page, invitations, joining, leaving, starting).
//!
//! Beside them, what several pages use: a game's id in a path, its ruleset in words.

mod auth;
mod home;
mod lobby;
mod new_game;

pub use auth::{login, login_form, logout, register, register_form, NextQuery};
pub(crate) use auth::{safe_next, time_zone_choices};
pub use home::{home, GameLine, HomeQuery};
pub use lobby::{bank_line, invite, join, leave, lobby_page, start, start_computer};
pub(crate) use lobby::{lobby_button, press_words};
pub use new_game::{new_game, new_game_form, Agot1Line};

use super::ctx::WebError;
use crate::engine::options::Edition;
use crate::i18n::Tr;

/// A game's ruleset in words: its edition, and for the 1st edition that its Westeros decks are
/// provisional (issue 16).
pub(crate) fn ruleset_words(edition: Edition, tr: Tr) -> String {
    match edition {
        Edition::Second => tr.t("edition-second"),
        Edition::First => format!(
            "{} · {}",
            tr.t("edition-first"),
            tr.t("edition-decks-provisional")
        ),
    }
}

/// The game id in a URL path: a positive integer, else 404.
pub(crate) fn game_id(path: &str) -> Result<i32, WebError> {
    path.parse::<i32>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or(WebError::NotFound)
}
