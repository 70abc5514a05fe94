//! What the computer reads off its view: who holds what, how strong each area is, what an area is
//! worth and how threatened it is. Estimates only: the engine stays the judge.

use super::Seat;
use crate::engine::board::{AreaId, AreaKind, Board, Fortification};
use crate::engine::cards::HouseCardId;
use crate::engine::house::House;
use crate::engine::options::GameOptions;
use crate::engine::orders::OrderKind;
use crate::engine::state::{armies_fit, Neutral, UnitCounts};
use crate::engine::unit::UnitKind;
use crate::engine::view::{AreaView, GameView, HouseView};

pub(super) struct World<'a> {
    pub me: House,
    pub view: &'a GameView,
    pub board: &'static Board,
    pub options: &'a GameOptions,
}

/// Strength of units in combat, without cards: siege engines count only against a castle.
pub(super) fn unit_strength(units: &UnitCounts, against_castle: bool) -> i16 {
    let mut s = 0i16;
    for kind in UnitKind::ALL {
        let n = units.standing(kind) as i16;
        s += n * match kind {
            UnitKind::Footman | UnitKind::Ship => 1,
            UnitKind::Knight => 2,
            UnitKind::SiegeEngine => {
                if against_castle {
                    4
                } else {
                    0
                }
            }
        };
    }
    s
}

/// What a unit is worth to keep (cheapest first when something must go).
pub(super) fn unit_worth(kind: UnitKind) -> u8 {
    match kind {
        UnitKind::Footman => 0,
        UnitKind::Ship => 1,
        UnitKind::SiegeEngine => 2,
        UnitKind::Knight => 3,
    }
}

pub(super) fn card_strength(c: HouseCardId) -> i16 {
    c.card().strength as i16
}

impl<'a> World<'a> {
    pub fn new(seat: &'a Seat) -> World<'a> {
        World {
            me: seat.house,
            view: &seat.view,
            board: crate::engine::board::board_of(seat.options.edition),
            options: &seat.options,
        }
    }

    pub fn area(&self, id: AreaId) -> &AreaView {
        &self.view.areas[id.index()]
    }

    pub fn house(&self, h: House) -> Option<&HouseView> {
        self.view.houses.iter().find(|x| x.house == h)
    }

    pub fn mine(&self) -> &HouseView {
        self.house(self.me).expect("the seat's house is in play")
    }

    pub fn is_land(&self, id: AreaId) -> bool {
        self.board.area(id).kind == AreaKind::Land
    }

    /// The house with units in `id`, if any.
    pub fn occupant(&self, id: AreaId) -> Option<House> {
        let a = self.area(id);
        if a.units.is_empty() {
            None
        } else {
            a.house
        }
    }

    pub fn is_castle(&self, id: AreaId) -> bool {
        self.board.area(id).fortification != Fortification::None
    }

    /// What holding `id` is worth to this house: castles and strongholds above all (they win
    /// the game), then supply barrels and power crowns; its own home most of all.
    pub fn value(&self, id: AreaId) -> i32 {
        let info = self.board.area(id);
        let mut v = match info.fortification {
            Fortification::Stronghold => 10,
            Fortification::Castle => 7,
            Fortification::None => 1,
        };
        v += 2 * info.supply as i32 + 2 * info.crowns as i32;
        if info.home_of == Some(self.me) {
            v += 8;
        }
        if info.kind != AreaKind::Land {
            v = 2;
        }
        v
    }

    /// How strongly `id` is held against an attack by this house: units, garrison, a revealed
    /// defense order, a neutral force.
    pub fn held_strength(&self, id: AreaId) -> i16 {
        let a = self.area(id);
        let mut s = unit_strength(&a.units, false);
        if let Some(home) = self.board.area(id).home_of {
            if a.house.is_none() || a.house == Some(home) {
                s += a.garrison as i16;
            }
        }
        if let Some((h, t)) = a.order {
            if Some(h) == a.house && t.kind() == OrderKind::Defense {
                s += t.modifier() as i16;
            }
        }
        if let Some(Neutral::Force(f)) = a.neutral {
            s += f as i16;
        }
        s
    }

    /// Whether `id` is open to this house's units at all.
    pub fn passable(&self, id: AreaId) -> bool {
        self.board.contains(id) && self.area(id).neutral != Some(Neutral::Impassable)
    }

    /// Every area next to `id` on this board.
    pub fn neighbours(&self, id: AreaId) -> impl Iterator<Item = AreaId> + '_ {
        self.board
            .area(id)
            .adjacent
            .iter()
            .copied()
            .filter(|a| self.board.contains(*a))
    }

    /// The greatest strength another house could bring against `id` next round: its strongest
    /// neighbouring army, plus half of the others of that house around.
    pub fn threat(&self, id: AreaId) -> i16 {
        let land = self.is_land(id);
        let mut by_house = [0i16; 6];
        let mut best_single = [0i16; 6];
        for n in self.neighbours(id) {
            let Some(h) = self.occupant(n) else { continue };
            if h == self.me {
                continue;
            }
            let a = self.area(n);
            let s = if self.is_land(n) == land {
                unit_strength(&a.units, land && self.is_castle(id))
            } else if land {
                // Ships next to a land area can only support.
                unit_strength(&a.units, false) / 2
            } else {
                continue;
            };
            by_house[h.index()] += s;
            best_single[h.index()] = best_single[h.index()].max(s);
        }
        (0..6)
            .map(|i| best_single[i] + (by_house[i] - best_single[i]) / 2)
            .max()
            .unwrap_or(0)
    }

    /// This house's units on the board, by kind.
    pub fn units_on_board(&self, kind: UnitKind) -> u8 {
        self.view
            .areas
            .iter()
            .filter(|a| a.house == Some(self.me))
            .map(|a| a.units.count(kind))
            .sum()
    }

    pub fn reserve(&self, kind: UnitKind) -> u8 {
        crate::engine::ruleset::ruleset(self.options.edition)
            .unit_pool(kind)
            .saturating_sub(self.units_on_board(kind))
    }

    /// Whether this house's armies fit its supply after `delta` (units added per area).
    pub fn supply_ok_with(&self, delta: &[(AreaId, i8)]) -> bool {
        let mut sizes: Vec<i16> = self
            .view
            .areas
            .iter()
            .map(|a| {
                if a.house == Some(self.me) {
                    a.units.total() as i16
                } else {
                    0
                }
            })
            .collect();
        for (id, d) in delta {
            sizes[id.index()] += *d as i16;
        }
        let mut armies: Vec<u8> = sizes
            .into_iter()
            .filter(|s| *s >= 2)
            .map(|s| s as u8)
            .collect();
        armies.sort_unstable_by(|a, b| b.cmp(a));
        armies_fit(&armies, self.mine().supply)
    }

    /// The house leading the race to the castles (not this one), if one leads.
    pub fn leader(&self) -> Option<House> {
        let best = self
            .view
            .houses
            .iter()
            .filter(|h| h.house != self.me)
            .max_by_key(|h| (h.victory, h.power))?;
        (best.victory >= self.mine().victory).then_some(best.house)
    }

    /// Whether `a` is above `b` on the Fiefdoms track (which breaks ties in combat).
    pub fn fiefdoms_above(&self, a: House, b: House) -> bool {
        let pos = |h: House| {
            self.view
                .tracks
                .fiefdoms
                .iter()
                .position(|x| *x == h)
                .unwrap_or(usize::MAX)
        };
        pos(a) < pos(b)
    }

    /// This house's areas with units.
    pub fn my_areas(&self) -> Vec<AreaId> {
        self.view
            .areas
            .iter()
            .filter(|a| a.house == Some(self.me) && !a.units.is_empty())
            .map(|a| a.area)
            .collect()
    }

    /// This house's revealed support orders next to `target`, with the strength they add.
    pub fn my_support_into(&self, target: AreaId) -> i16 {
        let castle = self.is_castle(target);
        self.neighbours(target)
            .filter(|n| {
                matches!(self.area(*n).order, Some((h, t)) if h == self.me && t.kind() == OrderKind::Support)
            })
            .map(|n| {
                let a = self.area(n);
                let t = a.order.map(|(_, t)| t.modifier() as i16).unwrap_or(0);
                unit_strength(&a.units, castle) + t
            })
            .sum()
    }

    /// Revealed support orders of `h` next to `target`, with the strength they could add.
    pub fn support_of_into(&self, h: House, target: AreaId) -> i16 {
        self.neighbours(target)
            .filter(|n| {
                matches!(self.area(*n).order, Some((o, t)) if o == h && t.kind() == OrderKind::Support)
            })
            .map(|n| {
                let a = self.area(n);
                unit_strength(&a.units, false) + a.order.map(|(_, t)| t.modifier() as i16).unwrap_or(0)
            })
            .sum()
    }
}
