//! Demo games: a game played by random legal moves up to a chosen point, stored through the
//! normal use cases (accounts, lobby, submit). For trying the site and for the web benchmark
//! (`rookery demo`, used by `scripts/bench-web`).

use super::lobby::{houses_in, Deadlines, GameSpec, Seating};
use super::{Result, Service, ServiceError};
use crate::engine::{Game, House, Input};
use crate::selfplay::{play_game, Config};
use crate::service::GameId;
use crate::service::Reason;
use crate::service::UserId;

/// The password of every demo account.
pub const DEMO_PASSWORD: &str = "demo-password";

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

impl Service {
    /// Plays a `players`-player game from `seed` with random legal moves, and stores it up to the
    /// Planning phase of round `round` when only one house has still to seal its orders (or up
    /// to the end of the recorded game if it never gets there).
    pub fn create_demo_game(&self, players: u8, seed: u64, round: u8) -> Result<DemoGame> {
        let rec = play_game(players, seed, &Config::unchecked());
        if !rec.ok() {
            return Err(ServiceError::Invalid(Reason::from(format!(
                "self-play failed: {:?}",
                rec.failures
            ))));
        }
        let mut game = Game::new(&rec.setup)
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
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
            game.apply_trusted(entry.house, &entry.input).map_err(|r| {
                ServiceError::Invalid(Reason::from(format!(
                    "the recorded game does not replay: {r}"
                )))
            })?;
        }
        let (id, accounts) = self.store_played(&rec, cut)?;
        Ok(DemoGame {
            game_id: id,
            players: accounts,
            next: rec.log.get(cut).map(|e| (e.house, e.input.clone())),
            inputs: cut,
            round: game.view_for(None).round,
        })
    }

    /// Stores the first `cut` inputs of a recorded game as a started game of new demo accounts
    /// (password [`DEMO_PASSWORD`]), through the normal use cases. Returns the game and each
    /// house's account name.
    pub fn store_played(
        &self,
        rec: &crate::selfplay::GameRecord,
        cut: usize,
    ) -> Result<(i32, Vec<(House, String)>)> {
        let players = rec.setup.players;
        let tag = super::random_token()[..6].to_string();
        let houses = houses_in(rec.setup.options.edition, players);
        let mut accounts = Vec::new();
        for h in &houses {
            let name = format!("demo-{}-{tag}", h.key());
            let login = self.register(&name, DEMO_PASSWORD, "UTC")?;
            accounts.push((*h, name, login.user.user_id));
        }
        let spec = GameSpec {
            name: format!("Demo game {tag}"),
            players,
            seating: Seating::Choice,
            creator_house: Some(houses[0]),
            options: rec.setup.options.clone(),
            deadlines: Deadlines::default(),
            public: true,
            start_when_full: false,
            press: Default::default(),
        };
        let id = i32::from(self.create_game_seeded(
            UserId(accounts[0].2),
            &spec,
            Some(rec.setup.seed),
        )?);
        for (h, _, user) in &accounts[1..] {
            self.join(GameId(id), UserId(*user), Some(*h), None)?;
        }
        self.start(GameId(id), UserId(accounts[0].2))?;
        let user_of = |h: House| accounts.iter().find(|a| a.0 == h).map(|a| a.2).unwrap_or(0);
        // The service answers requests with one possible answer itself, as self-play did: the
        // recorded answers it already gave are skipped.
        let mut stored = 0;
        for (i, entry) in rec.log[..cut].iter().enumerate() {
            if i < stored {
                continue;
            }
            let done = self.submit(
                GameId(id),
                UserId(user_of(entry.house)),
                entry.house,
                &entry.input,
                None,
            )?;
            stored = usize::try_from(done.seq).unwrap_or(0);
        }
        Ok((id, accounts.into_iter().map(|(h, n, _)| (h, n)).collect()))
    }

    /// A demo game stopped where a request of `kind` (`Request::kind`) is awaited, searched in
    /// random games from `seed` on (up to 300 of them). `None`: no game met it.
    pub fn create_demo_game_at(
        &self,
        players: u8,
        options: &crate::engine::GameOptions,
        kind: &str,
        seed: u64,
    ) -> Result<Option<DemoGame>> {
        let Some((rec, cut)) =
            crate::selfplay::find_position(players, options, kind, seed..seed + 300)
        else {
            return Ok(None);
        };
        let (game_id, players) = self.store_played(&rec, cut)?;
        let game = Game::replay(&rec.setup, &rec.log[..cut])
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        Ok(Some(DemoGame {
            game_id,
            players,
            next: rec.log.get(cut).map(|e| (e.house, e.input.clone())),
            inputs: cut,
            round: game.view_for(None).round,
        }))
    }
}
