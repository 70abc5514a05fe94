//! The computer player (issue 28): answers every request the engine can ask of a house, for both
//! editions, from what that house may see and nothing else.
//!
//! It is pure and deterministic: the same [`Seat`] always gives the same [`Input`] (no clock; the
//! look-ahead's samples are drawn from a seed made of the view), so a game it plays in is still
//! reproduced from its seed and log.
//!
//! **What it sees.** [`decide`] takes a [`Seat`]: the house's own [`GameView`] (the view its pages
//! are built from), the request and its legal options, and the game's public options. A `Seat`
//! holds no [`crate::engine::state::GameState`] and no reference to one, so the other houses'
//! sealed orders, bids and cards, the deck order and the seed are out of its reach by
//! construction; `tests::answers_depend_only_on_the_view` checks it on self-played games.
//!
//! **How it plays** (rules of thumb, one module per part of a round):
//! - [`planning`]: orders (defend what is threatened, take what is weakly held, consolidate where
//!   safe, support its own attacks, special orders within the King's Court allowance) and the
//!   Messenger Raven;
//! - [`action`]: raids, marches (attack where it is stronger, spread into empty land, leave power
//!   tokens), support (its own side, never against itself), Consolidate Power and its musters;
//! - [`combat`]: house cards weighed against the opponent's known hand, the Blade, casualties,
//!   retreats and every card ability;
//! - [`westeros`]: bids by need and means, musters within supply, tie orders, the Westeros
//!   choices and every wildling decision;
//! - [`lookahead`]: the orders the rules of thumb chose and variations of them, and at each march
//!   the rules of thumb's and other ways to resolve it, each played out to the end of the Action
//!   phase in a game rebuilt from the house's view (every house playing by the rules of thumb),
//!   the best kept.
//!
//! Where a rule of thumb has nothing to say it falls back to a sensible legal answer, never to a
//! refusal: `tests::computer_seats_answer_every_request` plays many games of both editions and
//! every player count with computer seats only, and the engine must accept every answer.

mod action;
mod combat;
mod lookahead;
mod planning;
mod westeros;
mod world;

#[cfg(test)]
mod tests;

use crate::engine::game::{Game, Request};
use crate::engine::house::House;
use crate::engine::input::Input;
use crate::engine::legal::Legal;
use crate::engine::options::GameOptions;
use crate::engine::view::GameView;

/// Everything the computer may know when it answers for one house: that house's view, what it is
/// asked and its options, and the game's public rules. Never the game's state.
#[derive(Clone, Debug)]
pub struct Seat {
    house: House,
    request: Request,
    legal: Legal,
    view: GameView,
    options: GameOptions,
}

impl Seat {
    /// The seat of `house` in `game`, if the house is asked something now.
    pub fn of(game: &Game, house: House) -> Option<Seat> {
        let request = game
            .awaiting()
            .into_iter()
            .find(|a| a.house == house)?
            .request;
        let legal = game.legal(house)?;
        Some(Seat {
            house,
            request,
            legal,
            view: game.view_for(Some(house)),
            options: game.state().options.clone(),
        })
    }

    /// A seat from its parts (the view must be `house`'s own).
    pub fn from_parts(
        house: House,
        request: Request,
        legal: Legal,
        view: GameView,
        options: GameOptions,
    ) -> Seat {
        Seat {
            house,
            request,
            legal,
            view,
            options,
        }
    }

    pub fn house(&self) -> House {
        self.house
    }

    pub fn request(&self) -> &Request {
        &self.request
    }
}

/// The computer's answer for the seat: the rules of thumb, and for the orders and the marches a
/// look-ahead over alternatives to theirs (see [`lookahead`]).
pub fn decide(seat: &Seat) -> Input {
    match by_rules(seat) {
        Input::PlaceOrders { orders } => Input::PlaceOrders {
            orders: lookahead::orders(seat, orders),
        },
        m @ Input::March { .. } => lookahead::march(seat, m),
        other => other,
    }
}

/// The rules of thumb's answer for the seat (what the look-ahead plays every house by).
pub fn by_rules(seat: &Seat) -> Input {
    let w = world::World::new(seat);
    match &seat.legal {
        Legal::PlaceOrders { .. } => planning::orders(&w, &seat.legal),
        Legal::Raven { .. } | Legal::RavenDecide { .. } => planning::raven(&w, &seat.legal),
        Legal::Raid { .. } => action::raid(&w, &seat.legal),
        Legal::March { .. } => action::march(&w, &seat.legal),
        Legal::Support { .. } | Legal::RefuseSupport { .. } => action::support(&w, &seat.legal),
        Legal::Consolidate { .. } => action::consolidate(&w, &seat.legal),
        Legal::HouseCard { .. }
        | Legal::Blade
        | Legal::Casualties { .. }
        | Legal::Retreat { .. }
        | Legal::PortCapture { .. }
        | Legal::Ability { .. } => combat::decide(&w, &seat.legal),
        Legal::WesterosChoice { .. }
        | Legal::Muster { .. }
        | Legal::Reconcile { .. }
        | Legal::Bid { .. }
        | Legal::TieOrder { .. }
        | Legal::ChooseBidder { .. }
        | Legal::Wildling { .. } => westeros::decide(&w, &seat.legal, &seat.request),
    }
}

/// The computer's answer for `house` in `game`, if the house is asked something now.
pub fn answer(game: &Game, house: House) -> Option<Input> {
    Seat::of(game, house).map(|seat| decide(&seat))
}

/// The rules of thumb's answer for `house` in `game`, without the look-ahead (for comparisons).
pub fn answer_by_rules(game: &Game, house: House) -> Option<Input> {
    Seat::of(game, house).map(|seat| by_rules(&seat))
}
