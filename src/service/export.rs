//! A finished game as a file (issue 14, item 3): its setup (the secret seed included: the game
//! is over), its seats and its whole input log, as JSON ([`Export`]); anyone can check it with
//! the engine ([`verify`]: `rookery verify FILE`), and another server can load it
//! ([`Service::import`]: `rookery import FILE`).
//!
//! Only a finished game is exported: before the end its log holds secrets (sealed orders and
//! bids, replaced ones too, the Raven's decision about the top wildling card) and its seed
//! decides every shuffle to come.

use super::lobby::{Deadlines, GameSpec, Seating};
use super::GameId;
use super::{random_token, Result, Service, ServiceError, ENGINE_VERSION};
use crate::db::models::NewInput;
use crate::db::queries;
use crate::engine::{Game, House, Input, LogEntry, Setup};
use crate::service::Reason;
use crate::service::UserId;
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The format name and version of an export.
pub const FORMAT: &str = "rookery-game/1";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Export {
    pub format: String,
    /// The Rookery version that played it.
    pub engine_version: String,
    pub name: String,
    pub setup: Setup,
    pub seats: Vec<ExportSeat>,
    pub created_at: NaiveDateTime,
    pub started_at: Option<NaiveDateTime>,
    pub log: Vec<ExportEntry>,
    /// What the server says happened; [`verify`] checks it against a replay.
    pub result: GameResult,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportSeat {
    pub house: House,
    pub player: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportEntry {
    pub seq: i32,
    pub house: House,
    pub input: Input,
    pub at: NaiveDateTime,
    /// Filled in by the server when a deadline passed.
    #[serde(default)]
    pub by_deadline: bool,
    /// How the input came. Exports made before it was recorded have only `by_deadline`
    /// ([`ExportEntry::origin`] reads both).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<super::Origin>,
    /// A raid or march given ahead of its house's turn (game option `early_marches`, issue 25):
    /// applied at that turn, or dropped there (its house asked again). Not written otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub early: Option<EarlyFate>,
}

/// What became of a raid or march given ahead of its house's turn (game option
/// `early_marches`): read from the replay, the answer's events (`answered_early`) at its turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EarlyFate {
    Applied,
    Dropped,
}

/// Marks each input given ahead of its house's turn with what became of it.
/// (A stored game always replays; should it not, the rest stays unmarked.)
fn mark_early(setup: &Setup, log: &mut [ExportEntry]) {
    use crate::engine::together;
    if !setup.options.early_marches {
        return;
    }
    let Ok(mut game) = Game::new(setup) else {
        return;
    };
    let mut held: BTreeMap<House, usize> = BTreeMap::new();
    for i in 0..log.len() {
        let house = log[i].house;
        let ahead = together::answers_ahead(game.state(), house);
        let Ok(events) = game.apply_trusted(house, &log[i].input) else {
            return;
        };
        if ahead {
            held.insert(house, i);
        }
        for e in &events {
            if let crate::engine::Event::AnsweredEarly { house } = e {
                if let Some(j) = held.remove(house) {
                    log[j].early = Some(EarlyFate::Applied);
                }
            }
        }
        let kept = together::kept(game.state());
        held.retain(|h, j| {
            let keep = kept.contains(h);
            if !keep {
                log[*j].early = Some(EarlyFate::Dropped);
            }
            keep
        });
    }
}

impl ExportEntry {
    /// How the input came, for exports old and new.
    pub fn origin(&self) -> super::Origin {
        self.origin.unwrap_or(if self.by_deadline {
            super::Origin::Deadline
        } else {
            super::Origin::Player
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Option<House>,
    /// Every house sharing the win when the game is a draw (1st edition), the winner among
    /// them; empty (and not written) when one house won.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared_win: Vec<House>,
    pub round: u8,
    /// Castle and stronghold areas each house held at the end.
    pub castles: BTreeMap<House, u8>,
}

impl GameResult {
    fn of(game: &Game) -> GameResult {
        let view = game.view_for(None);
        GameResult {
            winner: game.winner(),
            shared_win: view.shared_win.clone(),
            round: view.round,
            castles: view.houses.iter().map(|h| (h.house, h.victory)).collect(),
        }
    }
}

/// Reads an export: its setup's options as stored options, so that an export of a game played
/// before an option existed replays with the rule it was played with.
pub fn parse(text: &str) -> std::result::Result<Export, serde_json::Error> {
    let mut value: serde_json::Value = serde_json::from_str(text)?;
    if let Some(options) = value.get_mut("setup").and_then(|s| s.get_mut("options")) {
        crate::engine::options::GameOptions::fill_legacy(options);
    }
    serde_json::from_value(value)
}

/// Replays an export with the engine: every input must be accepted, the game must end, and it
/// must end as the export says. Returns the result of the replay.
pub fn verify(export: &Export) -> std::result::Result<GameResult, String> {
    if export.format != FORMAT {
        return Err(format!(
            "not a Rookery game export (format {:?}, expected {FORMAT:?})",
            export.format
        ));
    }
    let log: Vec<LogEntry> = export
        .log
        .iter()
        .map(|e| LogEntry {
            house: e.house,
            input: e.input.clone(),
        })
        .collect();
    for (i, e) in export.log.iter().enumerate() {
        if e.seq != i as i32 + 1 {
            return Err(format!("log entry {} has sequence number {}", i + 1, e.seq));
        }
    }
    Game::new(&export.setup).map_err(|e| e.to_string())?;
    let game = Game::replay(&export.setup, &log).map_err(|e| e.to_string())?;
    if !game.is_over() {
        return Err("the log does not finish the game".into());
    }
    let replayed = GameResult::of(&game);
    if replayed != export.result {
        return Err(format!(
            "the export says {:?}, the replay gives {replayed:?}",
            export.result
        ));
    }
    Ok(replayed)
}

impl Service {
    /// The export of game `id`, once it is over (`Conflict` before: it would reveal secrets).
    pub fn export(&self, id: GameId) -> Result<Export> {
        let id = i32::from(id);
        let g = self.load_game(GameId(id))?;
        if g.row.status != "over" {
            return Err(ServiceError::Conflict(Reason::new("svc-export-when-over")));
        }
        let r = g.replayed.as_ref().ok_or(ServiceError::NotFound)?;
        let mut c = self.db.conn()?;
        let rows = queries::inputs_between(&mut c, id, 0, g.row.log_len)?;
        let mut log = Vec::new();
        for row in &rows {
            let (house, input) = super::cache::parse_input(row)?;
            log.push(ExportEntry {
                seq: row.seq,
                house,
                input,
                at: row.created_at,
                by_deadline: row.by_deadline,
                origin: super::Origin::from_key(&row.origin),
                early: None,
            });
        }
        let setup = super::cache::setup_of(&g.row)?;
        mark_early(&setup, &mut log);
        Ok(Export {
            format: FORMAT.into(),
            engine_version: g.row.engine_version.clone(),
            name: g.row.name.clone(),
            setup,
            seats: g
                .seats
                .iter()
                .filter_map(|s| {
                    s.house.map(|house| ExportSeat {
                        house,
                        player: s.name.clone(),
                    })
                })
                .collect(),
            created_at: g.row.created_at,
            started_at: g.row.started_at,
            log,
            result: GameResult::of(&r.game),
        })
    }

    /// Loads a finished game exported elsewhere, after checking it with the engine. Its players
    /// become accounts of this server under their names (with `-imported`, `-imported-2`... when
    /// a name is taken here) and random passwords: they can claim them by resetting the
    /// password once an address is set by an operator. Returns the new game's id.
    pub fn import(&self, export: &Export) -> Result<GameId> {
        verify(export).map_err(|e| ServiceError::Invalid(Reason::from(e)))?;
        let mut accounts: Vec<(House, i32)> = Vec::new();
        for seat in &export.seats {
            let password = random_token();
            let mut name = seat.player.clone();
            let mut n = 1;
            let login = loop {
                match self.register(&name, &password, "UTC") {
                    Ok(l) => break l,
                    Err(ServiceError::Invalid(_)) if n < 50 => {
                        name = if n == 1 {
                            format!("{}-imported", seat.player)
                        } else {
                            format!("{}-imported-{n}", seat.player)
                        };
                        n += 1;
                    }
                    Err(e) => return Err(e),
                }
            };
            accounts.push((seat.house, login.user.user_id));
        }
        let (first_house, creator) = *accounts
            .first()
            .ok_or_else(|| ServiceError::Invalid(Reason::from("the export has no seats")))?;
        let spec = GameSpec {
            name: export.name.clone(),
            players: export.setup.players,
            seating: Seating::Choice,
            creator_house: Some(first_house),
            options: export.setup.options.clone(),
            deadlines: Deadlines::default(),
            public: true,
            start_when_full: false,
            press: Default::default(),
        };
        let id = self.create_game_seeded(UserId(creator), &spec, Some(export.setup.seed))?;
        for (h, user) in &accounts[1..] {
            self.join(id, UserId(*user), Some(*h), None)?;
        }
        self.start(id, UserId(creator))?;
        let id = i32::from(id);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            if queries::lock_game(c, id, self.now())?.is_none() {
                return Err(ServiceError::NotFound);
            }
            let user_of = |h: House| accounts.iter().find(|a| a.0 == h).map(|a| a.1);
            for e in &export.log {
                let payload = serde_json::to_string(&e.input)
                    .map_err(|err| ServiceError::Invalid(Reason::from(err.to_string())))?;
                queries::insert_input(
                    c,
                    &NewInput {
                        game_id: id,
                        seq: e.seq,
                        house: e.house.key(),
                        user_id: if e.origin().by_person() {
                            user_of(e.house)
                        } else {
                            None
                        },
                        payload: &payload,
                        created_at: e.at,
                        by_deadline: e.origin() == super::Origin::Deadline,
                        origin: e.origin().key(),
                    },
                )?;
            }
            let log: Vec<LogEntry> = export
                .log
                .iter()
                .map(|e| LogEntry {
                    house: e.house,
                    input: e.input.clone(),
                })
                .collect();
            let game = Game::replay(&export.setup, &log)
                .map_err(|err| ServiceError::Invalid(Reason::from(err.to_string())))?;
            let at = export.log.last().map_or(export.created_at, |e| e.at);
            let summary = super::play::summary_of(&game, export.log.len() as i32, None, at);
            queries::set_summary(c, id, &summary, None, None, at)?;
            // An imported game has started (it is its log): one without a start time starts when
            // it was created, so that it is listed among the games to watch.
            let started = export.started_at.or(Some(export.created_at));
            queries::set_imported(c, id, export.created_at, started, at)?;
            Ok::<_, ServiceError>(())
        })?;
        if export.engine_version != ENGINE_VERSION {
            tracing::info!(
                "imported game {id} was played with Rookery {}, this is {ENGINE_VERSION}; it replays the same (verified)",
                export.engine_version
            );
        }
        Ok(GameId(id))
    }
}

impl From<serde_json::Error> for ServiceError {
    fn from(e: serde_json::Error) -> ServiceError {
        ServiceError::Invalid(Reason::from(format!("not a game export: {e}")))
    }
}
