//! The rules engine: pure, deterministic, no I/O, no clock, no global RNG.
//!
//! A game is created from a [`Setup`] and advanced only by [`Input`]s: [`Game::apply`] returns
//! the [`Event`]s that followed or a [`Rejection`] saying why not (and leaves the game as it was).
//! [`Game::awaiting`] says who must act and how; [`view::GameView`] is what one viewer may see.
//!
//! Module map, in the order of a round:
//! - data: [`board`], [`setup`], [`cards`], [`wildling`]; pieces: [`house`], [`unit`], [`orders`]
//! - state: [`state`] (the position), [`phase`] (the step machine), [`rng`], [`options`]
//! - editions: [`ruleset`] (each edition's data and rule values: the 2nd edition's and the
//!   1st's, issue 16), reached from a game through `GameState::rules()` and `board()`
//! - rules: [`westeros`] (cards, mustering, supply, Clash of Kings), [`wildlings`], [`planning`], [`action`] (raids, CP, clean-up), [`march`],
//!   [`combat`], [`abilities`] (hooks), [`muster`], [`victory`]
//! - API: [`game`], [`input`], [`event`], [`rejection`], [`view`], [`legal`], [`checkpoint`]
//!   (moments inside an input's cascade a tool may observe)

pub mod abilities;
pub mod action;
pub mod board;
pub mod bounds;
pub mod cards;
pub mod checkpoint;
pub mod combat;
pub mod defaults;
pub mod event;
pub mod forced;
pub mod game;
pub mod house;
pub mod input;
pub mod legal;
pub mod march;
pub mod muster;
pub mod options;
pub mod orders;
pub mod phase;
pub mod plan;
pub mod planning;
pub mod rejection;
pub mod request_kind;
pub mod rng;
pub mod ruleset;
pub mod setup;
pub mod state;
pub mod tides;
pub mod together;
pub mod unit;
pub mod victory;
pub mod view;
pub mod westeros;
pub mod westeros_cards;
pub mod wildling;
pub mod wildlings;

pub use board::AreaId;

/// A fingerprint of this engine's code and data (every file of its package, by `build.rs`):
/// builds with the same one play and store every game alike. A stored snapshot names it, and
/// is used only by such a build.
pub const SOURCE_FINGERPRINT: &str = env!("ENGINE_SOURCE_FINGERPRINT");
pub use cards::HouseCardId;
pub use event::Event;
pub use game::{Awaited, Game, LogEntry, ReplayError, Request, Setup};
pub use house::House;
pub use input::Input;
pub use options::GameOptions;
pub use orders::OrderToken;
pub use rejection::Rejection;
pub use unit::UnitKind;
