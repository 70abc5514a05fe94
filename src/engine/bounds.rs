//! What binds the parts of an answer together (issue 29, item 4): the supply limit, the reserves
//! and a port's three ships. A muster over several areas, a march's units and a reconciliation's
//! removals are offered part by part ([`super::legal::Legal`]); each part fits on its own, and
//! these bounds are what the parts must respect together. Forms state them before the player
//! chooses, and a player (or self-play) who keeps within them is never refused.

use super::board::{AreaId, AreaKind};
use super::house::House;
use super::setup::supply_allowance;
use super::state::GameState;
use super::unit::UnitKind;
use serde::{Deserialize, Serialize};

/// How many ships a port holds (§8.2).
pub const PORT_CAPACITY: u8 = 3;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounds {
    /// The house's supply level.
    pub supply: u8,
    /// The army sizes that level allows, largest first (an army is two or more units).
    pub allowed: Vec<u8>,
    /// The house's units in each area where it has some.
    pub units: Vec<(AreaId, u8)>,
    /// Units of each kind the edition has, with how many are left in the house's reserve.
    pub reserve: Vec<(UnitKind, u8)>,
    /// The board's ports (each holds at most [`PORT_CAPACITY`] ships; the 1st edition has none).
    #[serde(default)]
    pub ports: Vec<AreaId>,
}

impl Bounds {
    /// The bounds of `h` now.
    pub fn of(state: &GameState, h: House) -> Bounds {
        let supply = state.house(h).supply;
        Bounds {
            supply,
            allowed: supply_allowance(supply.min(6)).to_vec(),
            units: state
                .board()
                .ids()
                .filter(|id| state.area(*id).house == Some(h) && !state.area(*id).units.is_empty())
                .map(|id| (id, state.area(id).units.total()))
                .collect(),
            reserve: UnitKind::ALL
                .iter()
                .filter(|k| state.rules().unit_pool(**k) > 0)
                .map(|k| (*k, state.reserve(h, *k)))
                .collect(),
            ports: state
                .board()
                .ids()
                .filter(|id| state.info(*id).kind == AreaKind::Port)
                .collect(),
        }
    }

    /// The house's units in `area`.
    pub fn units_in(&self, area: AreaId) -> u8 {
        self.units
            .iter()
            .find(|(a, _)| *a == area)
            .map_or(0, |(_, n)| *n)
    }

    /// Units of `kind` left in the reserve.
    pub fn reserve_of(&self, kind: UnitKind) -> u8 {
        self.reserve
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |(_, n)| *n)
    }

    /// Whether `area` is a port (it holds at most [`PORT_CAPACITY`] ships).
    pub fn is_port(&self, area: AreaId) -> bool {
        self.ports.contains(&area)
    }

    /// Whether the armies fit the supply limit once each area's count changes by its delta: the
    /// armies, largest first, are no more and no larger than the sizes allowed.
    pub fn fits(&self, delta: &[(AreaId, i8)]) -> bool {
        let mut sizes: Vec<(AreaId, i16)> =
            self.units.iter().map(|(a, n)| (*a, *n as i16)).collect();
        for (area, d) in delta {
            match sizes.iter_mut().find(|(a, _)| a == area) {
                Some((_, n)) => *n += *d as i16,
                None => sizes.push((*area, *d as i16)),
            }
        }
        let mut armies: Vec<i16> = sizes
            .into_iter()
            .map(|(_, n)| n)
            .filter(|n| *n >= 2)
            .collect();
        armies.sort_unstable_by(|a, b| b.cmp(a));
        armies.len() <= self.allowed.len()
            && armies
                .iter()
                .zip(&self.allowed)
                .all(|(a, l)| *a <= *l as i16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bounds(allowed: &[u8], units: &[(u8, u8)]) -> Bounds {
        Bounds {
            supply: 0,
            allowed: allowed.to_vec(),
            units: units.iter().map(|(a, n)| (AreaId(*a), *n)).collect(),
            reserve: vec![],
            ports: vec![],
        }
    }

    #[test]
    fn armies_are_compared_largest_first_and_single_units_are_no_army() {
        let b = bounds(&[3, 2], &[(1, 3), (2, 1), (3, 1)]);
        assert!(b.fits(&[]));
        // A second unit in area 2 makes an army of two: still within [3, 2].
        assert!(b.fits(&[(AreaId(2), 1)]));
        // A third army is one too many.
        assert!(!b.fits(&[(AreaId(2), 1), (AreaId(3), 1)]));
        // A unit leaving the army of three for area 2 gives armies of 2 and 2.
        assert!(b.fits(&[(AreaId(1), -1), (AreaId(2), 1)]));
        // An army of four is too large, wherever it is.
        assert!(!b.fits(&[(AreaId(4), 4)]));
    }
}
