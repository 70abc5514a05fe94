//! Demo games stored through the normal use cases (accounts, lobby, submit): the caller hands
//! the service a setup and the inputs to store (the `rookery demo` tool and the tests play them
//! with [`crate::demo`], above the service).

use super::lobby::{houses_in, Deadlines, GameSpec, Seating};
use super::{GameId, Result, Service, UserId};
use crate::engine::{House, LogEntry, Setup};

/// The password of every demo account.
pub const DEMO_PASSWORD: &str = "demo-password";

impl Service {
    /// Stores `log` (inputs played from `setup`) as a started game of new demo accounts
    /// (password [`DEMO_PASSWORD`]), through the normal use cases. Returns the game and each
    /// house's account name.
    pub fn store_played(
        &self,
        setup: &Setup,
        log: &[LogEntry],
    ) -> Result<(i32, Vec<(House, String)>)> {
        let players = setup.players;
        let tag = super::random_token()[..6].to_string();
        let houses = houses_in(setup.options.edition, players);
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
            options: setup.options.clone(),
            deadlines: Deadlines::default(),
            public: true,
            start_when_full: false,
            press: Default::default(),
        };
        let id =
            i32::from(self.create_game_seeded(UserId(accounts[0].2), &spec, Some(setup.seed))?);
        for (h, _, user) in &accounts[1..] {
            self.join(GameId(id), UserId(*user), Some(*h), None)?;
        }
        self.start(GameId(id), UserId(accounts[0].2))?;
        let user_of = |h: House| accounts.iter().find(|a| a.0 == h).map(|a| a.2).unwrap_or(0);
        // The service answers requests with one possible answer itself, as self-play did: the
        // recorded answers it already gave are skipped.
        let mut stored = 0;
        for (i, entry) in log.iter().enumerate() {
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
}
