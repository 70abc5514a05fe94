//! Demo games (`rookery demo`, the web benchmark's `scripts/bench-web`, the browser tests): a game
//! played by random legal moves ([`crate::selfplay`]) up to a chosen point, then stored through
//! the service's use cases ([`Service::store_played`]). A tool above the service: the service
//! stores the inputs it is handed and never plays games itself.

use crate::engine::{Game, GameOptions, House, Input};
use crate::selfplay::{find_position, play_game, Config};
use crate::service::Service;

pub use crate::service::demo::DEMO_PASSWORD;

/// A demo game and how to log in as its players.
pub struct DemoGame {
    pub game_id: i32,
    /// Each house's account name.
    pub players: Vec<(House, String)>,
    /// The house awaited last, and the input it would submit next (its orders).
    pub next: Option<(House, Input)>,
    pub inputs: usize,
    pub round: u8,
}

/// Plays a `players`-player game from `seed` with random legal moves, and stores it up to the
/// Planning phase of round `round` when only one house has still to seal its orders (or up to
/// the end of the recorded game if it never gets there).
pub fn create_game(svc: &Service, players: u8, seed: u64, round: u8) -> Result<DemoGame, String> {
    let rec = play_game(players, seed, &Config::unchecked());
    if !rec.ok() {
        return Err(format!("self-play failed: {:?}", rec.failures));
    }
    let mut game = Game::new(&rec.setup).map_err(|e| e.to_string())?;
    let mut cut = rec.log.len();
    for (i, entry) in rec.log.iter().enumerate() {
        let view = game.view_for(None);
        // The last house's own orders (the recorded game also re-seals others' orders).
        if view.phase == "planning"
            && view.round >= round
            && view.awaiting.len() == 1
            && view.awaiting[0].house == entry.house
        {
            cut = i;
            break;
        }
        game.apply_trusted(entry.house, &entry.input)
            .map_err(|r| format!("the recorded game does not replay: {r}"))?;
    }
    let (id, accounts) = svc
        .store_played(&rec.setup, &rec.log[..cut])
        .map_err(|e| e.to_string())?;
    Ok(DemoGame {
        game_id: id,
        players: accounts,
        next: rec.log.get(cut).map(|e| (e.house, e.input.clone())),
        inputs: cut,
        round: game.view_for(None).round,
    })
}

/// A demo game stopped where a request of `kind` (`Request::kind`) is awaited, searched in
/// random games from `seed` on (up to 300 of them). `Ok(None)`: no game met it.
pub fn create_game_at(
    svc: &Service,
    players: u8,
    options: &GameOptions,
    kind: &str,
    seed: u64,
) -> Result<Option<DemoGame>, String> {
    let Some((rec, cut)) = find_position(players, options, kind, seed..seed + 300) else {
        return Ok(None);
    };
    let (game_id, players) = svc
        .store_played(&rec.setup, &rec.log[..cut])
        .map_err(|e| e.to_string())?;
    let game = Game::replay(&rec.setup, &rec.log[..cut]).map_err(|e| e.to_string())?;
    Ok(Some(DemoGame {
        game_id,
        players,
        next: rec.log.get(cut).map(|e| (e.house, e.input.clone())),
        inputs: cut,
        round: game.view_for(None).round,
    }))
}
