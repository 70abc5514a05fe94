//! The game state: everything replaying the input log produces.
//!
//! Most bookkeeping is *derived* rather than stored, so it can never drift: area control
//! (units, else a power token, else the printed home shield), the victory track (castles and
//! strongholds controlled), unused order tokens (15 minus those on the board), power in the Pool
//! (20 minus available minus on the board) and the holders of the dominance tokens (position 1
//! of each influence track). Areas are plain `Copy` data, which keeps cloning a state cheap.

use super::board::{Area, AreaId, AreaKind, Board};
use super::cards::HouseCardId;
use super::house::House;
use super::options::GameOptions;
use super::orders::{OrderToken, Restrictions};
use super::phase::Step;
use super::rng::Rng;
use super::setup::{supply_allowance, POWER_TOKENS_PER_HOUSE};
use super::unit::UnitKind;
use super::wildling::WildlingCard;
use serde::{Deserialize, Serialize};

/// Units of one house in one area, as counts per kind, standing and routed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCounts {
    /// Standing (not routed) units, indexed by [`UnitKind::index`].
    pub standing: [u8; 4],
    /// Routed units (§15.8), indexed the same way.
    pub routed: [u8; 4],
}

impl UnitCounts {
    pub fn total(&self) -> u8 {
        self.standing.iter().sum::<u8>() + self.routed.iter().sum::<u8>()
    }
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }
    pub fn standing_total(&self) -> u8 {
        self.standing.iter().sum()
    }
    pub fn count(&self, kind: UnitKind) -> u8 {
        self.standing[kind.index()] + self.routed[kind.index()]
    }
    pub fn standing(&self, kind: UnitKind) -> u8 {
        self.standing[kind.index()]
    }
    pub fn add(&mut self, kind: UnitKind, n: u8) {
        self.standing[kind.index()] += n;
    }
    pub fn add_routed(&mut self, kind: UnitKind, n: u8) {
        self.routed[kind.index()] += n;
    }
    /// Removes `n` standing units of `kind`; false (and no change) if there are not enough.
    pub fn take(&mut self, kind: UnitKind, n: u8) -> bool {
        if self.standing[kind.index()] < n {
            return false;
        }
        self.standing[kind.index()] -= n;
        true
    }
    pub fn rout_all(&mut self) {
        for k in 0..4 {
            self.routed[k] += self.standing[k];
            self.standing[k] = 0;
        }
    }
    pub fn stand_up(&mut self) {
        for k in 0..4 {
            self.standing[k] += self.routed[k];
            self.routed[k] = 0;
        }
    }
    /// The standing units as a list of kinds (footmen first), for plans and messages.
    pub fn standing_list(&self) -> Vec<UnitKind> {
        let mut v = Vec::new();
        for kind in UnitKind::ALL {
            for _ in 0..self.standing(kind) {
                v.push(kind);
            }
        }
        v
    }
}

/// A neutral force token (§13.2, §22).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Neutral {
    /// A token with a strength that must be matched to enter.
    Force(u8),
    /// A "~" token: the area is closed for the whole game.
    Impassable,
}

/// An order token on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedOrder {
    pub house: House,
    pub token: OrderToken,
}

/// One area of the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaState {
    /// The house whose units are here (at most one outside the moment of combat).
    pub house: Option<House>,
    pub units: UnitCounts,
    /// The revealed order on this area (orders being planned are kept in the Planning step).
    pub order: Option<PlacedOrder>,
    /// A power token establishing control (§18.2).
    pub power_token: Option<House>,
    /// Strength of the home garrison still here (0 = none). It belongs to the home area's house.
    pub garrison: u8,
    pub neutral: Option<Neutral>,
}

/// Per-house state that is not on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseState {
    pub house: House,
    /// Available power (in front of the player).
    pub power: u8,
    /// Position on the supply track (0..=6); only recalculated by Supply effects.
    pub supply: u8,
    pub hand: Vec<HouseCardId>,
    pub discard: Vec<HouseCardId>,
}

/// The three influence tracks, position 1 first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tracks {
    pub iron_throne: Vec<House>,
    pub fiefdoms: Vec<House>,
    pub kings_court: Vec<House>,
}

/// Which influence track.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    IronThrone,
    Fiefdoms,
    KingsCourt,
}

impl Tracks {
    pub fn get(&self, t: Track) -> &Vec<House> {
        match t {
            Track::IronThrone => &self.iron_throne,
            Track::Fiefdoms => &self.fiefdoms,
            Track::KingsCourt => &self.kings_court,
        }
    }
    pub fn get_mut(&mut self, t: Track) -> &mut Vec<House> {
        match t {
            Track::IronThrone => &mut self.iron_throne,
            Track::Fiefdoms => &mut self.fiefdoms,
            Track::KingsCourt => &mut self.kings_court,
        }
    }
    /// 0-based position of `h` on track `t`.
    pub fn position(&self, t: Track, h: House) -> usize {
        self.get(t)
            .iter()
            .position(|x| *x == h)
            .unwrap_or(usize::MAX)
    }
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub options: GameOptions,
    /// Houses in play, in a fixed order (the order of [`House::ALL`]).
    pub houses: Vec<House>,
    pub houses_state: Vec<HouseState>,
    pub areas: Vec<AreaState>,
    pub tracks: Tracks,
    /// Valyrian Steel Blade face down (used this round).
    pub blade_used: bool,
    /// Messenger Raven face down (used this round).
    pub raven_used: bool,
    pub round: u8,
    /// Wildling threat, 0..=12 in steps of 2.
    pub wildling_threat: u8,
    /// The wildling deck, top card first. Secret: never in a view.
    pub wildling_deck: Vec<WildlingCard>,
    /// Westeros decks I, II, III. Secret (draw order): never in a view.
    #[serde(default)]
    pub westeros_decks: [super::westeros_cards::WesterosDeck; 3],
    /// Order bans for this round's Planning phase.
    pub restrictions: Restrictions,
    /// Where the game is, and what it waits for.
    pub step: Step,
    /// The game's RNG. Secret: never in a view.
    pub rng: Rng,
    pub winner: Option<House>,
    /// Every house that shares the win, the winner among them, when the game ends tied after
    /// every tie-break (1st edition, agot1 §11.2 item 4: a draw); empty when one house won.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared_win: Vec<House>,
    /// The Westeros cards that carry a mammoth icon in this game, when not the edition's
    /// (set by a scenario file, to state a case's icons; the 1st edition's are provisional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mammoth_icons: Option<Vec<super::westeros_cards::WesterosCard>>,
    /// Game option `early_marches`: answers given early while the Messenger Raven's holder
    /// decides, kept for the first raid or march turns of the Action phase that follows
    /// ([`super::together::early::BeforeAction`]). Secret: never in a view. Not written when
    /// empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub early_before_action: Option<Box<super::together::early::BeforeAction>>,
}

impl GameState {
    /// The board of this game's edition.
    pub fn board(&self) -> &'static Board {
        self.rules().board
    }
    /// The static facts of an area on this game's board.
    pub fn info(&self, id: impl std::borrow::Borrow<AreaId>) -> &'static Area {
        self.board().area(*id.borrow())
    }
    /// This game's ruleset: its edition's data and rule values.
    pub fn rules(&self) -> &'static super::ruleset::Ruleset {
        super::ruleset::ruleset(self.options.edition)
    }
    /// This game's setup for its number of players.
    pub fn player_count_setup(&self) -> Option<&'static super::setup::PlayerCountSetup> {
        self.rules().setup.players(self.houses.len() as u8)
    }
    /// Castles (cities) and strongholds that win at once in this game (§19; agot1 §11.1).
    pub fn castles_to_win(&self) -> u8 {
        self.player_count_setup()
            .map_or(super::setup::CASTLES_TO_WIN, |s| s.castles_to_win)
    }
    /// The houses that won: the winner, or every house sharing a drawn game's win.
    pub fn winners(&self) -> Vec<House> {
        if self.shared_win.is_empty() {
            self.winner.into_iter().collect()
        } else {
            self.shared_win.clone()
        }
    }
    /// Whether a Westeros card carries a wildling (mammoth) icon in this game.
    pub fn westeros_icon(&self, card: super::westeros_cards::WesterosCard) -> bool {
        match &self.mammoth_icons {
            Some(icons) => icons.contains(&card),
            None => self.rules().westeros_icon(card),
        }
    }
    /// When the winner's "if you win" card effects resolve: the 2nd edition's fixed reading, or
    /// a 1st-edition game's option (its ruleset's reading unless stored before it existed).
    pub fn if_you_win(&self) -> super::options::IfYouWin {
        match self.options.edition {
            super::options::Edition::First => self.options.agot1.if_you_win,
            super::options::Edition::Second => self.rules().if_you_win,
        }
    }
    /// The order of the wildling penalty choices, likewise.
    pub fn wildling_penalties(&self) -> super::options::PenaltyOrder {
        match self.options.edition {
            super::options::Edition::First => self.options.agot1.wildling_penalties,
            super::options::Edition::Second => self.rules().wildling_penalties,
        }
    }
    /// A special raid removes two orders (1st edition) unless the game takes the 2nd edition's
    /// orders (option `agot1.second_edition_orders`).
    pub fn special_raid_removes_two(&self) -> bool {
        self.rules().special_raid_removes_two && !self.options.agot1.second_edition_orders
    }
    /// A raided Consolidate Power order costs its owner 1 Power (2nd edition, or the option).
    pub fn pillage_costs_victim(&self) -> bool {
        self.rules().pillage_costs_victim || self.options.agot1.second_edition_orders
    }
    /// A special Consolidate Power order may muster (2nd edition, or the option).
    pub fn special_consolidate_musters(&self) -> bool {
        self.rules().special_consolidate_musters || self.options.agot1.second_edition_orders
    }
    /// Consolidate Power orders may be placed at sea (2nd edition, or the option).
    pub fn consolidate_at_sea(&self) -> bool {
        self.rules().consolidate_at_sea || self.options.agot1.second_edition_orders
    }
    /// Whether every area with units must get an order (while legal tokens last): always in the
    /// 2nd edition; in the 1st unless its option `orders_mandatory` is off (agot1 §7.2).
    pub fn orders_mandatory(&self) -> bool {
        !self.rules().orders_optional || self.options.agot1.orders_mandatory
    }
    /// Whether a house may support the opponent of its own units: never in the 2nd edition
    /// (§15.2); in the 1st edition unless its option `no_support_against_self` (agot1 §9.4).
    pub fn may_support_against_self(&self) -> bool {
        self.rules().support_against_self && !self.options.agot1.no_support_against_self
    }
    pub fn area(&self, id: AreaId) -> &AreaState {
        &self.areas[id.index()]
    }
    pub fn area_mut(&mut self, id: AreaId) -> &mut AreaState {
        &mut self.areas[id.index()]
    }
    pub fn house(&self, h: House) -> &HouseState {
        self.houses_state
            .iter()
            .find(|s| s.house == h)
            .expect("house in play")
    }
    pub fn house_mut(&mut self, h: House) -> &mut HouseState {
        self.houses_state
            .iter_mut()
            .find(|s| s.house == h)
            .expect("house in play")
    }
    pub fn in_play(&self, h: House) -> bool {
        self.houses.contains(&h)
    }
    pub fn turn_order(&self) -> &[House] {
        &self.tracks.iron_throne
    }
    pub fn iron_throne_holder(&self) -> House {
        self.tracks.iron_throne[0]
    }
    pub fn blade_holder(&self) -> House {
        self.tracks.fiefdoms[0]
    }
    pub fn raven_holder(&self) -> House {
        self.tracks.kings_court[0]
    }

    /// Who controls an area (§18): land areas by land units, else a power token, else the printed
    /// home shield of a house in play; sea areas and ports by the ships in them.
    pub fn controller(&self, id: AreaId) -> Option<House> {
        let a = self.area(id);
        if a.house.is_some() && !a.units.is_empty() {
            return a.house;
        }
        let info = self.info(id);
        if info.kind != AreaKind::Land {
            return None;
        }
        if a.power_token.is_some() {
            return a.power_token;
        }
        info.home_of.filter(|h| self.in_play(*h))
    }

    /// The house that may use a port: the controller of its land area (§16.1).
    pub fn port_owner(&self, port: AreaId) -> Option<House> {
        self.info(port)
            .port_land
            .and_then(|land| self.controller(land))
    }

    /// Castle and stronghold areas controlled: the victory track (§18.6).
    pub fn victory_points(&self, h: House) -> u8 {
        self.board()
            .castle_areas()
            .iter()
            .filter(|id| self.controller(**id) == Some(h))
            .count() as u8
    }

    pub fn strongholds(&self, h: House) -> u8 {
        self.board()
            .ids()
            .filter(|id| {
                self.info(*id).fortification == super::board::Fortification::Stronghold
                    && self.controller(*id) == Some(h)
            })
            .count() as u8
    }

    pub fn land_areas_controlled(&self, h: House) -> u8 {
        self.board()
            .ids()
            .filter(|id| self.info(*id).is_land() && self.controller(*id) == Some(h))
            .count() as u8
    }

    /// Supply icons in land areas controlled (capped at 6): what a Supply card would set.
    pub fn supply_icons(&self, h: House) -> u8 {
        let n: u32 = self
            .board()
            .ids()
            .filter(|id| self.controller(*id) == Some(h))
            .map(|id| self.info(id).supply as u32)
            .sum();
        n.min(6) as u8
    }

    /// Power tokens of `h` placed on the board.
    pub fn power_on_board(&self, h: House) -> u8 {
        self.areas
            .iter()
            .filter(|a| a.power_token == Some(h))
            .count() as u8
    }

    /// Power tokens of `h` in the common Power Pool.
    pub fn power_in_pool(&self, h: House) -> u8 {
        POWER_TOKENS_PER_HOUSE - self.house(h).power - self.power_on_board(h)
    }

    /// Gain power from the Pool, limited by the 20 tokens of the house (§2.3). Returns the gain.
    pub fn gain_power(&mut self, h: House, n: u8) -> u8 {
        let gained = n.min(self.power_in_pool(h));
        self.house_mut(h).power += gained;
        gained
    }

    /// Discard available power to the Pool, as much as there is. Returns the amount discarded.
    pub fn discard_power(&mut self, h: House, n: u8) -> u8 {
        let hs = self.house_mut(h);
        let lost = n.min(hs.power);
        hs.power -= lost;
        lost
    }

    /// Units of `h` of `kind` on the board.
    pub fn units_on_board(&self, h: House, kind: UnitKind) -> u8 {
        self.areas
            .iter()
            .filter(|a| a.house == Some(h))
            .map(|a| a.units.count(kind))
            .sum()
    }

    /// Units of `kind` still in the house's reserve.
    pub fn reserve(&self, h: House, kind: UnitKind) -> u8 {
        self.rules()
            .unit_pool(kind)
            .saturating_sub(self.units_on_board(h, kind))
    }

    /// Tokens of `token` not on the board (nor in `extra`, e.g. a plan being checked).
    pub fn unused_tokens(&self, h: House, token: OrderToken) -> u8 {
        let used = self
            .areas
            .iter()
            .filter(|a| a.order == Some(PlacedOrder { house: h, token }))
            .count() as u8;
        token.copies().saturating_sub(used)
    }

    /// Special orders the house may place this Planning phase (§11.3).
    pub fn star_allowance(&self, h: House) -> u8 {
        let pos = self.tracks.position(Track::KingsCourt, h);
        self.player_count_setup()
            .and_then(|s| s.kings_court_stars.get(pos).copied())
            .unwrap_or(0)
    }

    /// Army sizes of `h` (areas with 2+ of its units), with `delta` applied per area first.
    pub fn army_sizes_with(&self, h: House, delta: &[(AreaId, i8)]) -> Vec<u8> {
        let mut sizes: Vec<i16> = self
            .areas
            .iter()
            .map(|a| {
                if a.house == Some(h) {
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
        armies
    }

    /// Whether `h`'s armies fit its supply level, after applying `delta` (§17.2).
    pub fn supply_ok_with(&self, h: House, delta: &[(AreaId, i8)]) -> bool {
        armies_fit(&self.army_sizes_with(h, delta), self.house(h).supply)
    }

    pub fn supply_ok(&self, h: House) -> bool {
        self.supply_ok_with(h, &[])
    }

    /// Areas holding units of `h`.
    pub fn areas_with_units(&self, h: House) -> impl Iterator<Item = AreaId> + '_ {
        self.board()
            .ids()
            .filter(move |id| self.area(*id).house == Some(h) && !self.area(*id).units.is_empty())
    }

    /// Removes an order token from an area, returning it to its owner's unused pool.
    pub fn remove_order(&mut self, id: AreaId) -> Option<PlacedOrder> {
        self.area_mut(id).order.take()
    }

    /// Keeps `house` consistent with `units`: an area without units belongs to nobody.
    pub fn tidy_area(&mut self, id: AreaId) {
        let a = self.area_mut(id);
        if a.units.is_empty() {
            a.house = None;
        }
    }
}

/// The supply check (§17.2): sorted army sizes against the allowance of the level.
pub fn armies_fit(sorted_desc: &[u8], level: u8) -> bool {
    let allowed = supply_allowance(level.min(6));
    sorted_desc.len() <= allowed.len() && sorted_desc.iter().zip(allowed).all(|(a, l)| a <= l)
}
