//! The game boards: each edition's areas, their icons and which areas border which (rules §3,
//! §16; 1st edition: spec agot1 §1.2, §14).
//!
//! A board never changes during a game, so it is data, not state: each edition's board lives in
//! its own file (`data/board.toml` for the 2nd edition, `data/agot1_board.toml` for the 1st, in
//! the same one-line-per-area format), is compiled into the binary with `include_str!`, and is
//! parsed once, on first use, into a process-wide [`Board`] ([`board_of`]). Everything that
//! changes (units, orders, tokens) is in the game state, which refers to areas by [`AreaId`].
//!
//! ## Two boards, one set of area ids (issue 16)
//!
//! The 1st-edition board has 45 areas; 44 of them have a 2nd-edition namesake (same place, same
//! key, but other borders and icons in the south: no ports, a larger Dornish Marches, one Summer
//! Sea). The design:
//!
//! - **One registry of area keys for both editions** ([`AreaId`] is an index into it). It holds
//!   the 2nd-edition areas first, in the order of `board.toml`, so every 2nd-edition `AreaId`
//!   keeps the index it always had; then the keys only the 1st edition has (`summer_sea`),
//!   appended. The union (59 areas) still fits a `u64` mask. An `AreaId` is therefore
//!   edition-independent: serde writes and reads it as its key exactly as before, so logs, saves,
//!   scenario files and the web API are unchanged, and a key means the same place in both
//!   editions.
//! - **One [`Board`] per edition**, holding the *facts* (kind, icons, borders, home areas) of its
//!   areas, indexed by the shared `AreaId`. An area of the registry that is not on an edition's
//!   board (e.g. `boneway` in the 1st edition) has a placeholder entry there with no borders, and
//!   [`Board::ids`] / [`Board::contains`] leave it out; so no rule ever reaches it (nothing
//!   borders it), and an input or scenario naming it is refused. A board's table is as long as
//!   its highest area index + 1, so the 2nd-edition table keeps its 58 entries and the per-area
//!   vectors of a 2nd-edition game state (and so its serialization) are exactly as before.
//! - **A game reaches its board through its state** (`GameState::board()`, from the edition in
//!   its options), never through a global: the rules code asks `state.board()` /
//!   `state.info(id)`. [`board()`] is the 2nd-edition board, kept for the web map (whose drawing
//!   is 2nd-edition only until the map issue lands) and the 2nd-edition data tests.
//!
//! The alternative, the board as a field of the game state, would have put the whole table into
//! every saved state and every clone; the registry keeps the board static and the state small.
//!
//! An [`AreaId`] is a dense index, so per-area tables are plain `Vec`s and a set of areas fits
//! in a `u64` bit mask. Outside the process (saves, logs, scenarios, the web API) an area is
//! always written as its stable key, e.g. `"winterfell"`, never as its index.

use super::house::House;
use super::options::Edition;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

/// Strength a home-area garrison adds to its defender (rules §15.10).
pub const GARRISON_STRENGTH: u8 = 2;

/// One area: a dense index into the registry of both editions' areas (`0..59`; the
/// 2nd-edition areas are `0..58`). Serialized as the area's key, e.g. `"winterfell"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AreaId(pub u8);

impl AreaId {
    /// The stable key, e.g. `"kings_landing"`.
    pub fn key(self) -> &'static str {
        registry().keys[self.index()]
    }

    /// The English name, e.g. `"King's Landing"`.
    pub fn name(self) -> &'static str {
        registry().names[self.index()]
    }

    /// The area with this key, on either edition's board, if there is one.
    pub fn from_key(key: &str) -> Option<AreaId> {
        registry().by_key.get(key).copied()
    }

    /// The dense index, for per-area tables and bit masks.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// This area as a one-bit mask, to test against [`Area::adjacent_mask`] and the like.
    pub fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for AreaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for AreaId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for AreaId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AreaId, D::Error> {
        struct KeyVisitor;

        impl Visitor<'_> for KeyVisitor {
            type Value = AreaId;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an area key such as \"winterfell\"")
            }

            fn visit_str<E: de::Error>(self, key: &str) -> Result<AreaId, E> {
                AreaId::from_key(key).ok_or_else(|| E::custom(format!("unknown area \"{key}\"")))
            }
        }

        deserializer.deserialize_str(KeyVisitor)
    }
}

/// What an area can hold.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AreaKind {
    /// Land units only.
    Land,
    /// Ships only.
    Sea,
    /// Ships only, at most 3, owned by whoever controls its land area (§16).
    Port,
}

/// The castle icon of a land area, if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fortification {
    None,
    /// One mustering point; counts for victory.
    Castle,
    /// Two mustering points; counts for victory.
    Stronghold,
}

/// The static facts of one area.
#[derive(Debug)]
pub struct Area {
    pub id: AreaId,
    /// Stable key, e.g. `"winterfell"`.
    pub key: &'static str,
    /// English name as printed on the board.
    pub name: &'static str,
    pub kind: AreaKind,
    /// Always [`Fortification::None`] for seas and ports.
    pub fortification: Fortification,
    /// Supply barrels.
    pub supply: u8,
    /// Power crowns.
    pub crowns: u8,
    /// The house whose home area this is (printed shield and garrison).
    pub home_of: Option<House>,
    /// Land units can enter or leave only by ship transport.
    pub island: bool,
    /// For a land area: its port, if it has one.
    pub port: Option<AreaId>,
    /// For a port: the land area that owns it.
    pub port_land: Option<AreaId>,
    /// For a port: the one sea area it opens onto.
    pub port_sea: Option<AreaId>,
    /// Bit `i` is set iff this area borders `AreaId(i)`.
    pub adjacent_mask: u64,
    /// The bordering areas, sorted by index (the same set as `adjacent_mask`).
    pub adjacent: Vec<AreaId>,
}

impl Area {
    pub fn is_land(&self) -> bool {
        self.kind == AreaKind::Land
    }

    pub fn is_sea(&self) -> bool {
        self.kind == AreaKind::Sea
    }

    pub fn is_port(&self) -> bool {
        self.kind == AreaKind::Port
    }

    /// Counts toward victory (rules §19).
    pub fn has_castle_or_stronghold(&self) -> bool {
        self.fortification != Fortification::None
    }

    /// Mustering points the area gives (rules §7): 2 for a stronghold, 1 for a castle.
    pub fn muster_points(&self) -> u8 {
        match self.fortification {
            Fortification::None => 0,
            Fortification::Castle => 1,
            Fortification::Stronghold => 2,
        }
    }
}

/// One edition's board. Get it with [`board_of`] (or a game's `GameState::board()`).
#[derive(Debug)]
pub struct Board {
    pub edition: Edition,
    /// The areas' facts, indexed by [`AreaId::index`]. Entries of areas not on this board
    /// (see [`Board::contains`]) are placeholders without borders.
    pub areas: Vec<Area>,
    /// Bit `i` is set iff `AreaId(i)` is on this board.
    present: u64,
    homes: [Option<AreaId>; 6],
    /// The castle (city) and stronghold areas: the victory check runs after every input.
    castles: Vec<AreaId>,
}

impl Board {
    pub fn area(&self, id: AreaId) -> &Area {
        &self.areas[id.index()]
    }

    /// Whether the area is on this board.
    pub fn contains(&self, id: AreaId) -> bool {
        id.index() < 64 && self.present & id.bit() != 0
    }

    /// Whether `a` and `b` share a border (for marches, support, raids and retreats).
    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.area(a).adjacent_mask & b.bit() != 0
    }

    /// Every area of this board, in index order.
    pub fn ids(&self) -> impl Iterator<Item = AreaId> + '_ {
        (0..self.areas.len())
            .map(|i| AreaId(i as u8))
            .filter(|id| self.contains(*id))
    }

    /// The home area of a house (panics for a house without one on this board: Martell in the
    /// 1st edition).
    pub fn home_of(&self, h: House) -> AreaId {
        self.homes[h.index()].unwrap_or_else(|| panic!("no home area for {h}"))
    }

    /// The home area of a house, if it has one on this board.
    pub fn home(&self, h: House) -> Option<AreaId> {
        self.homes[h.index()]
    }

    /// The areas with a castle (city) or stronghold, in index order.
    pub fn castle_areas(&self) -> &[AreaId] {
        &self.castles
    }

    /// Length of the per-area tables (58 for the 2nd edition): not the number of areas on the
    /// board for the 1st edition, whose table has placeholders (use `ids().count()`).
    pub fn len(&self) -> usize {
        self.areas.len()
    }

    /// Always false; here because clippy expects it next to `len`.
    pub fn is_empty(&self) -> bool {
        self.areas.is_empty()
    }
}

/// The 2nd-edition board (the map drawing and the 2nd-edition data tests use it; rules code asks
/// the game's own board, `GameState::board()`).
pub fn board() -> &'static Board {
    board_of(Edition::Second)
}

/// The board of an edition, parsed from its data file on first use.
///
/// # Panics
/// On first use, if the embedded data is malformed; the unit tests below make sure it is not.
pub fn board_of(edition: Edition) -> &'static Board {
    static SECOND: OnceLock<Board> = OnceLock::new();
    static FIRST: OnceLock<Board> = OnceLock::new();
    match edition {
        Edition::Second => SECOND.get_or_init(|| load(Edition::Second, SECOND_TEXT)),
        Edition::First => FIRST.get_or_init(|| load(Edition::First, FIRST_TEXT)),
    }
}

const SECOND_TEXT: &str = include_str!("data/board.toml");
const FIRST_TEXT: &str = include_str!("data/agot1_board.toml");

/// The keys and names of both editions' areas: the 2nd edition's in file order, then those only
/// the 1st edition has.
struct Registry {
    keys: Vec<&'static str>,
    names: Vec<&'static str>,
    by_key: HashMap<&'static str, AreaId>,
}

fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut r = Registry {
            keys: Vec::new(),
            names: Vec::new(),
            by_key: HashMap::new(),
        };
        for (file, text) in [
            ("data/board.toml", SECOND_TEXT),
            ("data/agot1_board.toml", FIRST_TEXT),
        ] {
            let raw: RawBoard = toml::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}"));
            let names = raw
                .land
                .iter()
                .map(|l| (&l.key, &l.name))
                .chain(raw.sea.iter().map(|s| (&s.key, &s.name)))
                .chain(raw.port.iter().map(|p| (&p.key, &p.name)));
            for (key, name) in names {
                if r.by_key.contains_key(key.as_str()) {
                    continue;
                }
                let id = AreaId(r.keys.len() as u8);
                assert!(id.index() < 64, "more than 64 areas do not fit a u64 mask");
                let key = leak(key);
                r.keys.push(key);
                r.names.push(leak(name));
                r.by_key.insert(key, id);
            }
        }
        r
    })
}

// ---------------------------------------------------------------------------------------------
// Loading. The raw structs mirror the data file; `load` turns keys into ids and checks them.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    land: Vec<RawLand>,
    sea: Vec<RawSea>,
    port: Vec<RawPort>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLand {
    key: String,
    name: String,
    #[serde(default)]
    fort: Option<String>,
    #[serde(default)]
    supply: u8,
    #[serde(default)]
    crowns: u8,
    #[serde(default)]
    home: Option<House>,
    #[serde(default)]
    island: bool,
    adj: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSea {
    key: String,
    name: String,
    adj: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPort {
    key: String,
    name: String,
    land: String,
    sea: String,
}

/// The board's strings live as long as the process; leaking them once gives the `&'static str`
/// that keys and names are handed out as.
fn leak(s: &str) -> &'static str {
    s.to_owned().leak()
}

/// An area with only its identity filled in (a placeholder until its line is read).
fn new_area(id: AreaId, name: &str, kind: AreaKind) -> Area {
    Area {
        id,
        key: id.key(),
        name: leak(name),
        kind,
        fortification: Fortification::None,
        supply: 0,
        crowns: 0,
        home_of: None,
        island: false,
        port: None,
        port_land: None,
        port_sea: None,
        adjacent_mask: 0,
        adjacent: Vec::new(),
    }
}

fn load(edition: Edition, text: &str) -> Board {
    let file = match edition {
        Edition::Second => "data/board.toml",
        Edition::First => "data/agot1_board.toml",
    };
    let raw: RawBoard = toml::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let id = |key: &str| -> AreaId {
        AreaId::from_key(key).unwrap_or_else(|| panic!("{file}: unknown area \"{key}\""))
    };

    // The table runs up to the highest index on this board; areas of the registry not on this
    // board stay placeholders.
    let all_keys = raw
        .land
        .iter()
        .map(|l| &l.key)
        .chain(raw.sea.iter().map(|s| &s.key))
        .chain(raw.port.iter().map(|p| &p.key));
    let mut present = 0u64;
    for key in all_keys {
        let bit = id(key).bit();
        assert!(present & bit == 0, "{file}: area \"{key}\" twice");
        present |= bit;
    }
    let len = 64 - present.leading_zeros() as usize;
    let mut areas: Vec<Area> = (0..len)
        .map(|i| {
            let a = AreaId(i as u8);
            new_area(a, a.name(), AreaKind::Sea)
        })
        .collect();

    // First pass: every area with its own facts.
    for land in &raw.land {
        let a = id(&land.key);
        let mut area = new_area(a, &land.name, AreaKind::Land);
        area.fortification = match land.fort.as_deref() {
            None => Fortification::None,
            Some("castle") => Fortification::Castle,
            Some("stronghold") => Fortification::Stronghold,
            Some(other) => panic!("{file}: {}: unknown fort \"{other}\"", land.key),
        };
        area.supply = land.supply;
        area.crowns = land.crowns;
        area.home_of = land.home;
        area.island = land.island;
        areas[a.index()] = area;
    }
    for sea in &raw.sea {
        let a = id(&sea.key);
        areas[a.index()] = new_area(a, &sea.name, AreaKind::Sea);
    }
    for port in &raw.port {
        let a = id(&port.key);
        areas[a.index()] = new_area(a, &port.name, AreaKind::Port);
    }

    // Second pass: borders as written, then the two links of each port.
    let mut masks = vec![0u64; areas.len()];
    let written = raw
        .land
        .iter()
        .map(|l| (&l.key, &l.adj))
        .chain(raw.sea.iter().map(|s| (&s.key, &s.adj)));
    for (key, adj) in written {
        for other in adj {
            let o = id(other);
            assert!(
                present & o.bit() != 0,
                "{file}: {key} borders \"{other}\", not on this board"
            );
            masks[id(key).index()] |= o.bit();
        }
    }
    for port in &raw.port {
        let (p, land, sea) = (id(&port.key), id(&port.land), id(&port.sea));
        for other in [land, sea] {
            masks[p.index()] |= other.bit();
            masks[other.index()] |= p.bit();
        }
        areas[p.index()].port_land = Some(land);
        areas[p.index()].port_sea = Some(sea);
        assert!(
            areas[land.index()].port.is_none(),
            "{file}: {} has two ports",
            port.land
        );
        areas[land.index()].port = Some(p);
    }
    for (area, mask) in areas.iter_mut().zip(masks) {
        area.adjacent_mask = mask;
        area.adjacent = (0..64u8)
            .filter(|i| mask & (1 << i) != 0)
            .map(AreaId)
            .collect();
    }

    let mut homes = [None; 6];
    for area in &areas {
        if let Some(h) = area.home_of {
            assert!(homes[h.index()].is_none(), "{file}: two homes for {h}");
            homes[h.index()] = Some(area.id);
        }
    }
    let castles = areas
        .iter()
        .filter(|a| present & a.id.bit() != 0 && a.has_castle_or_stronghold())
        .map(|a| a.id)
        .collect();

    Board {
        edition,
        areas,
        present,
        homes,
        castles,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 2nd-edition facts of an area, for these 2nd-edition tests.
    trait Info {
        fn area(self) -> &'static Area;
    }
    impl Info for AreaId {
        fn area(self) -> &'static Area {
            board().area(self)
        }
    }

    fn id(key: &str) -> AreaId {
        AreaId::from_key(key).unwrap_or_else(|| panic!("no area {key}"))
    }

    fn keys(ids: &[AreaId]) -> Vec<&'static str> {
        let mut keys: Vec<_> = ids.iter().map(|a| a.key()).collect();
        keys.sort_unstable();
        keys
    }

    #[test]
    fn counts_by_kind() {
        let b = board();
        assert_eq!(b.len(), 58);
        assert_eq!(b.areas.iter().filter(|a| a.is_land()).count(), 38);
        assert_eq!(b.areas.iter().filter(|a| a.is_sea()).count(), 12);
        assert_eq!(b.areas.iter().filter(|a| a.is_port()).count(), 8);
        assert_eq!(
            b.areas
                .iter()
                .filter(|a| a.fortification == Fortification::Castle)
                .count(),
            10
        );
        assert_eq!(
            b.areas
                .iter()
                .filter(|a| a.fortification == Fortification::Stronghold)
                .count(),
            10
        );
        assert_eq!(
            b.areas
                .iter()
                .filter(|a| a.has_castle_or_stronghold())
                .count(),
            20
        );
        assert_eq!(
            keys(&b.ids().filter(|a| a.area().island).collect::<Vec<_>>()),
            ["arbor", "dragonstone", "pyke"]
        );
        // Board totals of the icons (rules data notes: 24 barrels, 19 crowns).
        assert_eq!(b.areas.iter().map(|a| u32::from(a.supply)).sum::<u32>(), 24);
        assert_eq!(b.areas.iter().map(|a| u32::from(a.crowns)).sum::<u32>(), 19);
    }

    #[test]
    fn ids_are_dense_and_keys_round_trip() {
        let b = board();
        for (i, area) in b.areas.iter().enumerate() {
            assert_eq!(area.id.index(), i);
            assert_eq!(AreaId::from_key(area.key), Some(area.id));
        }
        assert_eq!(AreaId::from_key("westeros"), None);
    }

    #[test]
    fn adjacency_is_symmetric_irreflexive_and_consistent() {
        let b = board();
        for a in b.ids() {
            let area = a.area();
            assert!(!b.adjacent(a, a), "{a} borders itself");
            assert!(!area.adjacent.is_empty(), "{a} has no neighbour");
            assert!(
                area.adjacent.windows(2).all(|w| w[0] < w[1]),
                "{a}: neighbours not sorted"
            );
            let from_list = area.adjacent.iter().fold(0u64, |m, n| m | n.bit());
            assert_eq!(from_list, area.adjacent_mask, "{a}: list and mask differ");
            for c in b.ids() {
                assert_eq!(
                    b.adjacent(a, c),
                    b.adjacent(c, a),
                    "{a} / {c} not symmetric"
                );
            }
        }
    }

    #[test]
    fn only_icons_on_land_and_kinds_border_sensibly() {
        for area in &board().areas {
            if !area.is_land() {
                assert_eq!(area.fortification, Fortification::None, "{}", area.key);
                assert_eq!(
                    (area.supply, area.crowns, area.island),
                    (0, 0, false),
                    "{}",
                    area.key
                );
                assert_eq!(area.home_of, None, "{}", area.key);
            }
            // Islands touch no land area; seas and ports touch any kind but a port only via its sea.
            if area.island {
                assert!(
                    area.adjacent.iter().all(|n| !n.area().is_land()),
                    "{}",
                    area.key
                );
            }
        }
    }

    #[test]
    fn ports_link_exactly_their_land_and_sea() {
        let b = board();
        let mut ports = 0;
        for p in b.ids().filter(|a| a.area().is_port()) {
            ports += 1;
            let area = p.area();
            let land = area.port_land.expect("port has a land area");
            let sea = area.port_sea.expect("port has a sea");
            assert!(land.area().is_land() && sea.area().is_sea(), "{p}");
            assert_eq!(area.adjacent, {
                let mut v = vec![land, sea];
                v.sort();
                v
            });
            assert_eq!(
                land.area().port,
                Some(p),
                "{land} does not point back to {p}"
            );
            assert!(b.adjacent(land, sea), "{land} should border {sea}");
            assert!(area.port.is_none());
        }
        assert_eq!(ports, 8);
        for a in b.ids() {
            let area = a.area();
            if !area.is_port() {
                assert!(area.port_land.is_none() && area.port_sea.is_none(), "{a}");
            }
            if let Some(p) = area.port {
                assert_eq!(p.area().port_land, Some(a));
            }
        }
        let with_port = keys(
            &b.ids()
                .filter(|a| a.area().port.is_some())
                .collect::<Vec<_>>(),
        );
        assert_eq!(
            with_port,
            [
                "dragonstone",
                "lannisport",
                "oldtown",
                "pyke",
                "storms_end",
                "sunspear",
                "white_harbor",
                "winterfell"
            ]
        );
        assert_eq!(
            id("port_of_storms_end").area().port_sea,
            Some(id("shipbreaker_bay"))
        );
        assert_eq!(
            id("port_of_dragonstone").area().port_sea,
            Some(id("shipbreaker_bay"))
        );
        assert_eq!(
            id("port_of_oldtown").area().port_sea,
            Some(id("redwyne_straights"))
        );
        assert_eq!(
            id("port_of_sunspear").area().port_sea,
            Some(id("east_summer_sea"))
        );
    }

    #[test]
    fn homes() {
        let b = board();
        let expected = [
            (House::Stark, "winterfell"),
            (House::Lannister, "lannisport"),
            (House::Baratheon, "dragonstone"),
            (House::Greyjoy, "pyke"),
            (House::Tyrell, "highgarden"),
            (House::Martell, "sunspear"),
        ];
        for (h, key) in expected {
            let home = b.home_of(h);
            assert_eq!(home.key(), key);
            assert_eq!(home.area().home_of, Some(h));
            assert_eq!(home.area().fortification, Fortification::Stronghold);
        }
        assert_eq!(b.areas.iter().filter(|a| a.home_of.is_some()).count(), 6);
    }

    #[test]
    fn fortifications_match_the_rulebook() {
        let forts = |f: Fortification| {
            keys(
                &board()
                    .ids()
                    .filter(|a| a.area().fortification == f)
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(
            forts(Fortification::Stronghold),
            [
                "dragonstone",
                "highgarden",
                "kings_landing",
                "lannisport",
                "oldtown",
                "pyke",
                "riverrun",
                "seagard",
                "sunspear",
                "winterfell",
            ]
        );
        assert_eq!(
            forts(Fortification::Castle),
            [
                "crackclaw_point",
                "eyrie",
                "flints_finger",
                "harrenhal",
                "moat_cailin",
                "reach",
                "starfall",
                "storms_end",
                "white_harbor",
                "yronwood",
            ]
        );
        assert_eq!(id("harrenhal").area().muster_points(), 1);
        assert_eq!(id("lannisport").area().muster_points(), 2);
        assert_eq!(id("stoney_sept").area().muster_points(), 0);
        assert_eq!(id("narrow_sea").area().muster_points(), 0);
    }

    /// Key, kind, fortification, supply, crowns, neighbours other than ports (the 1st
    /// edition's tests check its board with the same rows).
    pub(super) type Fact = (
        &'static str,
        AreaKind,
        Fortification,
        u8,
        u8,
        &'static [&'static str],
    );

    /// Every land and sea area checked once more against the map facts, written out by hand.
    #[test]
    fn spot_check_every_area() {
        use AreaKind::{Land as L, Sea as S};
        use Fortification::{Castle as C, None as N, Stronghold as H};
        #[rustfmt::skip]
        let facts: &[Fact] = &[
            ("castle_black", L, N, 0, 1, &["bay_of_ice", "karhold", "shivering_sea", "winterfell"]),
            ("karhold", L, N, 0, 1, &["castle_black", "shivering_sea", "winterfell"]),
            ("winterfell", L, H, 1, 1, &["bay_of_ice", "castle_black", "karhold", "moat_cailin", "shivering_sea", "stony_shore", "white_harbor"]),
            ("stony_shore", L, N, 1, 0, &["bay_of_ice", "winterfell"]),
            ("white_harbor", L, C, 0, 0, &["moat_cailin", "narrow_sea", "shivering_sea", "widows_watch", "winterfell"]),
            ("widows_watch", L, N, 1, 0, &["narrow_sea", "shivering_sea", "white_harbor"]),
            ("moat_cailin", L, C, 0, 0, &["greywater_watch", "narrow_sea", "seagard", "twins", "white_harbor", "winterfell"]),
            ("greywater_watch", L, N, 1, 0, &["bay_of_ice", "flints_finger", "ironmans_bay", "moat_cailin", "seagard"]),
            ("flints_finger", L, C, 0, 0, &["bay_of_ice", "greywater_watch", "ironmans_bay", "sunset_sea"]),
            ("pyke", L, H, 1, 1, &["ironmans_bay"]),
            ("seagard", L, H, 1, 1, &["greywater_watch", "ironmans_bay", "moat_cailin", "riverrun", "twins"]),
            ("twins", L, N, 0, 1, &["fingers", "moat_cailin", "mountains_of_the_moon", "narrow_sea", "seagard"]),
            ("fingers", L, N, 1, 0, &["mountains_of_the_moon", "narrow_sea", "twins"]),
            ("mountains_of_the_moon", L, N, 1, 0, &["crackclaw_point", "eyrie", "fingers", "narrow_sea", "twins"]),
            ("eyrie", L, C, 1, 1, &["mountains_of_the_moon", "narrow_sea"]),
            ("riverrun", L, H, 1, 1, &["golden_sound", "harrenhal", "ironmans_bay", "lannisport", "seagard", "stoney_sept"]),
            ("lannisport", L, H, 2, 0, &["golden_sound", "riverrun", "searoad_marches", "stoney_sept"]),
            ("stoney_sept", L, N, 0, 1, &["blackwater", "harrenhal", "lannisport", "riverrun", "searoad_marches"]),
            ("harrenhal", L, C, 0, 1, &["blackwater", "crackclaw_point", "riverrun", "stoney_sept"]),
            ("crackclaw_point", L, C, 0, 0, &["blackwater", "blackwater_bay", "harrenhal", "kings_landing", "mountains_of_the_moon", "narrow_sea", "shipbreaker_bay"]),
            ("dragonstone", L, H, 1, 1, &["shipbreaker_bay"]),
            ("searoad_marches", L, N, 1, 0, &["blackwater", "golden_sound", "highgarden", "lannisport", "reach", "stoney_sept", "sunset_sea", "west_summer_sea"]),
            ("blackwater", L, N, 2, 0, &["crackclaw_point", "harrenhal", "kings_landing", "reach", "searoad_marches", "stoney_sept"]),
            ("kings_landing", L, H, 0, 2, &["blackwater", "blackwater_bay", "crackclaw_point", "kingswood", "reach"]),
            ("kingswood", L, N, 1, 1, &["blackwater_bay", "boneway", "kings_landing", "reach", "shipbreaker_bay", "storms_end"]),
            ("reach", L, C, 0, 0, &["blackwater", "boneway", "dornish_marches", "highgarden", "kings_landing", "kingswood", "searoad_marches"]),
            ("highgarden", L, H, 2, 0, &["dornish_marches", "oldtown", "reach", "redwyne_straights", "searoad_marches", "west_summer_sea"]),
            ("storms_end", L, C, 0, 0, &["boneway", "east_summer_sea", "kingswood", "sea_of_dorne", "shipbreaker_bay"]),
            ("boneway", L, N, 0, 1, &["dornish_marches", "kingswood", "princes_pass", "reach", "sea_of_dorne", "storms_end", "yronwood"]),
            ("dornish_marches", L, N, 0, 1, &["boneway", "highgarden", "oldtown", "princes_pass", "reach", "three_towers"]),
            ("oldtown", L, H, 0, 0, &["dornish_marches", "highgarden", "redwyne_straights", "three_towers"]),
            ("three_towers", L, N, 1, 0, &["dornish_marches", "oldtown", "princes_pass", "redwyne_straights", "west_summer_sea"]),
            ("princes_pass", L, N, 1, 1, &["boneway", "dornish_marches", "starfall", "three_towers", "yronwood"]),
            ("arbor", L, N, 0, 1, &["redwyne_straights", "west_summer_sea"]),
            ("starfall", L, C, 1, 0, &["east_summer_sea", "princes_pass", "salt_shore", "west_summer_sea", "yronwood"]),
            ("yronwood", L, C, 0, 0, &["boneway", "princes_pass", "salt_shore", "sea_of_dorne", "starfall", "sunspear"]),
            ("salt_shore", L, N, 1, 0, &["east_summer_sea", "starfall", "sunspear", "yronwood"]),
            ("sunspear", L, H, 1, 1, &["east_summer_sea", "salt_shore", "sea_of_dorne", "yronwood"]),
            ("bay_of_ice", S, N, 0, 0, &["castle_black", "flints_finger", "greywater_watch", "stony_shore", "sunset_sea", "winterfell"]),
            ("shivering_sea", S, N, 0, 0, &["castle_black", "karhold", "narrow_sea", "white_harbor", "widows_watch", "winterfell"]),
            ("narrow_sea", S, N, 0, 0, &["crackclaw_point", "eyrie", "fingers", "moat_cailin", "mountains_of_the_moon", "shipbreaker_bay", "shivering_sea", "twins", "white_harbor", "widows_watch"]),
            ("sunset_sea", S, N, 0, 0, &["bay_of_ice", "flints_finger", "golden_sound", "ironmans_bay", "searoad_marches", "west_summer_sea"]),
            ("ironmans_bay", S, N, 0, 0, &["flints_finger", "golden_sound", "greywater_watch", "pyke", "riverrun", "seagard", "sunset_sea"]),
            ("golden_sound", S, N, 0, 0, &["ironmans_bay", "lannisport", "riverrun", "searoad_marches", "sunset_sea"]),
            ("blackwater_bay", S, N, 0, 0, &["crackclaw_point", "kings_landing", "kingswood", "shipbreaker_bay"]),
            ("shipbreaker_bay", S, N, 0, 0, &["blackwater_bay", "crackclaw_point", "dragonstone", "east_summer_sea", "kingswood", "narrow_sea", "storms_end"]),
            ("sea_of_dorne", S, N, 0, 0, &["boneway", "east_summer_sea", "storms_end", "sunspear", "yronwood"]),
            ("east_summer_sea", S, N, 0, 0, &["salt_shore", "sea_of_dorne", "shipbreaker_bay", "starfall", "storms_end", "sunspear", "west_summer_sea"]),
            ("west_summer_sea", S, N, 0, 0, &["arbor", "east_summer_sea", "highgarden", "redwyne_straights", "searoad_marches", "starfall", "sunset_sea", "three_towers"]),
            ("redwyne_straights", S, N, 0, 0, &["arbor", "highgarden", "oldtown", "three_towers", "west_summer_sea"]),
        ];
        assert_eq!(facts.len(), 50, "every land and sea area is listed");
        for &(key, kind, fort, supply, crowns, neighbours) in facts {
            let area = id(key).area();
            assert_eq!(
                (area.kind, area.fortification, area.supply, area.crowns),
                (kind, fort, supply, crowns),
                "{key}"
            );
            let mut expected: Vec<&str> = neighbours.to_vec();
            expected.extend(area.port.map(|p| p.key()));
            if area.is_sea() {
                let ports = board().ids().filter(|p| p.area().port_sea == Some(area.id));
                expected.extend(ports.map(|p| p.key()));
            }
            expected.sort_unstable();
            assert_eq!(keys(&area.adjacent), expected, "{key}");
        }
        // The border count of the map facts: 143 undirected pairs, ports included.
        let pairs: u32 = board()
            .areas
            .iter()
            .map(|a| a.adjacent_mask.count_ones())
            .sum();
        assert_eq!(pairs, 2 * 143);
    }

    #[test]
    fn rulebook_examples() {
        let b = board();
        assert_eq!(id("riverrun").area().supply, 1);
        assert_eq!(id("seagard").area().supply, 1);
        assert!(id("dragonstone").area().crowns >= 1);
        assert!(b.adjacent(id("riverrun"), id("golden_sound")));
        // Rivers: Three Towers and Starfall are not neighbours.
        assert!(!b.adjacent(id("three_towers"), id("starfall")));
        // A port is not adjacent to other land or sea areas.
        assert!(!b.adjacent(id("port_of_winterfell"), id("castle_black")));
        assert!(!b.adjacent(id("port_of_winterfell"), id("shivering_sea")));
    }

    #[test]
    fn serde_uses_keys() {
        let wf = id("winterfell");
        assert_eq!(serde_json::to_string(&wf).unwrap(), "\"winterfell\"");
        assert_eq!(
            serde_json::from_str::<AreaId>("\"port_of_pyke\"").unwrap(),
            id("port_of_pyke")
        );
        let err = serde_json::from_str::<AreaId>("\"casterly_rock\"")
            .unwrap_err()
            .to_string();
        assert!(err.contains("casterly_rock"), "{err}");
        assert_eq!(wf.to_string(), "Winterfell");
        assert_eq!(id("kings_landing").name(), "King's Landing");
    }
}

/// The 1st-edition board (issue 16; spec agot1 §1.2, §14; data `data/agot1_board.toml`).
#[cfg(test)]
mod agot1_tests {
    use super::*;

    fn b() -> &'static Board {
        board_of(Edition::First)
    }

    fn id(key: &str) -> AreaId {
        let a = AreaId::from_key(key).unwrap_or_else(|| panic!("no area {key}"));
        assert!(b().contains(a), "{key} is not on the 1st-edition board");
        a
    }

    fn keys(ids: &[AreaId]) -> Vec<&'static str> {
        let mut keys: Vec<_> = ids.iter().map(|a| a.key()).collect();
        keys.sort_unstable();
        keys
    }

    #[test]
    fn counts_by_kind() {
        let areas: Vec<&Area> = b().ids().map(|a| b().area(a)).collect();
        assert_eq!(areas.len(), 45);
        assert_eq!(areas.iter().filter(|a| a.is_land()).count(), 34);
        assert_eq!(areas.iter().filter(|a| a.is_sea()).count(), 11);
        assert_eq!(areas.iter().filter(|a| a.is_port()).count(), 0, "no ports");
        let forts = |f| areas.iter().filter(|a| a.fortification == f).count();
        assert_eq!(forts(Fortification::Stronghold), 8);
        assert_eq!(forts(Fortification::Castle), 10, "cities");
        assert_eq!(b().castle_areas().len(), 18);
        assert_eq!(areas.iter().map(|a| u32::from(a.supply)).sum::<u32>(), 21);
        assert_eq!(areas.iter().map(|a| u32::from(a.crowns)).sum::<u32>(), 17);
    }

    /// The registry: 2nd-edition areas keep their indices; the one 1st-edition-only area comes
    /// after them; the 2nd-edition-only areas are not on this board.
    #[test]
    fn shared_ids() {
        assert_eq!(board().len(), 58);
        assert_eq!(id("summer_sea").index(), 58);
        assert_eq!(b().len(), 59);
        for key in [
            "boneway",
            "princes_pass",
            "three_towers",
            "salt_shore",
            "west_summer_sea",
            "east_summer_sea",
            "port_of_pyke",
        ] {
            let a = AreaId::from_key(key).unwrap();
            assert!(!b().contains(a), "{key}");
            assert_eq!(b().area(a).adjacent_mask, 0, "{key}: nothing borders it");
            assert!(board().contains(a));
        }
        assert!(!board().contains(id("summer_sea")));
        assert_eq!(
            serde_json::to_string(&id("summer_sea")).unwrap(),
            "\"summer_sea\""
        );
        assert_eq!(b().home(House::Martell), None);
        assert_eq!(b().home_of(House::Greyjoy), id("pyke"));
    }

    #[test]
    fn adjacency_is_symmetric_irreflexive_and_stays_on_the_board() {
        for a in b().ids() {
            let area = b().area(a);
            assert!(!b().adjacent(a, a), "{a} borders itself");
            assert!(!area.adjacent.is_empty(), "{a} has no neighbour");
            let from_list = area.adjacent.iter().fold(0u64, |m, n| m | n.bit());
            assert_eq!(from_list, area.adjacent_mask, "{a}: list and mask differ");
            for c in &area.adjacent {
                assert!(b().contains(*c), "{a} borders {c}, not on the board");
                assert!(b().adjacent(*c, a), "{a} / {c} not symmetric");
            }
            if area.island {
                assert!(area.adjacent.iter().all(|n| !b().area(*n).is_land()), "{a}");
            }
        }
    }

    use super::tests::Fact;

    /// Every area against the spec's data (`../shared/rules/data/agot1.toml`, written out here
    /// as a table, a second copy independent of the converter and the loader).
    #[test]
    fn every_area_matches_the_spec_data() {
        use AreaKind::{Land as L, Sea as S};
        use Fortification::{Castle as C, None as N, Stronghold as H};
        #[rustfmt::skip]
        let facts: &[Fact] = &[
            ("castle_black", L, N, 0, 1, &["bay_of_ice", "karhold", "shivering_sea", "winterfell"]),
            ("karhold", L, N, 0, 1, &["castle_black", "shivering_sea", "winterfell"]),
            ("winterfell", L, H, 1, 1, &["bay_of_ice", "castle_black", "karhold", "moat_cailin", "shivering_sea", "stony_shore", "white_harbor"]),
            ("stony_shore", L, N, 1, 0, &["bay_of_ice", "winterfell"]),
            ("white_harbor", L, C, 0, 0, &["moat_cailin", "narrow_sea", "shivering_sea", "widows_watch", "winterfell"]),
            ("widows_watch", L, N, 1, 0, &["narrow_sea", "shivering_sea", "white_harbor"]),
            ("moat_cailin", L, C, 0, 0, &["greywater_watch", "narrow_sea", "seagard", "twins", "white_harbor", "winterfell"]),
            ("greywater_watch", L, N, 1, 0, &["bay_of_ice", "flints_finger", "ironmans_bay", "moat_cailin", "seagard"]),
            ("flints_finger", L, C, 0, 0, &["bay_of_ice", "greywater_watch", "ironmans_bay", "sunset_sea"]),
            ("pyke", L, H, 1, 1, &["ironmans_bay"]),
            ("seagard", L, H, 1, 1, &["greywater_watch", "ironmans_bay", "moat_cailin", "riverrun", "twins"]),
            ("twins", L, N, 0, 1, &["fingers", "moat_cailin", "mountains_of_the_moon", "narrow_sea", "seagard"]),
            ("fingers", L, N, 1, 0, &["mountains_of_the_moon", "narrow_sea", "twins"]),
            ("mountains_of_the_moon", L, N, 1, 0, &["crackclaw_point", "eyrie", "fingers", "narrow_sea", "twins"]),
            ("eyrie", L, C, 1, 1, &["mountains_of_the_moon", "narrow_sea"]),
            ("riverrun", L, H, 1, 1, &["golden_sound", "harrenhal", "ironmans_bay", "lannisport", "seagard", "stoney_sept"]),
            ("lannisport", L, H, 2, 0, &["golden_sound", "riverrun", "searoad_marches", "stoney_sept"]),
            ("stoney_sept", L, N, 0, 1, &["blackwater", "harrenhal", "lannisport", "riverrun", "searoad_marches"]),
            ("harrenhal", L, C, 0, 1, &["blackwater", "crackclaw_point", "riverrun", "stoney_sept"]),
            ("crackclaw_point", L, C, 0, 0, &["blackwater", "blackwater_bay", "harrenhal", "kings_landing", "mountains_of_the_moon", "narrow_sea", "shipbreaker_bay"]),
            ("dragonstone", L, H, 1, 1, &["shipbreaker_bay"]),
            ("searoad_marches", L, N, 1, 0, &["blackwater", "golden_sound", "highgarden", "lannisport", "reach", "stoney_sept", "sunset_sea"]),
            ("blackwater", L, N, 2, 0, &["crackclaw_point", "harrenhal", "kings_landing", "reach", "searoad_marches", "stoney_sept"]),
            ("kings_landing", L, H, 0, 2, &["blackwater", "blackwater_bay", "crackclaw_point", "kingswood", "reach"]),
            ("kingswood", L, N, 0, 1, &["blackwater_bay", "dornish_marches", "kings_landing", "reach", "shipbreaker_bay", "storms_end"]),
            ("reach", L, C, 0, 0, &["blackwater", "dornish_marches", "highgarden", "kings_landing", "kingswood", "searoad_marches"]),
            ("highgarden", L, H, 2, 0, &["dornish_marches", "oldtown", "reach", "redwyne_straights", "searoad_marches", "sunset_sea"]),
            ("storms_end", L, C, 0, 0, &["dornish_marches", "kingswood", "sea_of_dorne", "shipbreaker_bay"]),
            ("dornish_marches", L, N, 1, 0, &["highgarden", "kingswood", "oldtown", "reach", "sea_of_dorne", "starfall", "storms_end", "yronwood"]),
            ("oldtown", L, C, 0, 0, &["dornish_marches", "highgarden", "redwyne_straights", "sunset_sea"]),
            ("arbor", L, N, 0, 1, &["redwyne_straights"]),
            ("starfall", L, N, 1, 0, &["dornish_marches", "redwyne_straights", "yronwood"]),
            ("yronwood", L, N, 0, 1, &["dornish_marches", "redwyne_straights", "sea_of_dorne", "starfall", "summer_sea", "sunspear"]),
            ("sunspear", L, C, 1, 1, &["sea_of_dorne", "summer_sea", "yronwood"]),
            ("bay_of_ice", S, N, 0, 0, &["castle_black", "flints_finger", "greywater_watch", "stony_shore", "sunset_sea", "winterfell"]),
            ("shivering_sea", S, N, 0, 0, &["castle_black", "karhold", "narrow_sea", "white_harbor", "widows_watch", "winterfell"]),
            ("narrow_sea", S, N, 0, 0, &["crackclaw_point", "eyrie", "fingers", "moat_cailin", "mountains_of_the_moon", "shipbreaker_bay", "shivering_sea", "twins", "white_harbor", "widows_watch"]),
            ("sunset_sea", S, N, 0, 0, &["bay_of_ice", "flints_finger", "golden_sound", "highgarden", "ironmans_bay", "oldtown", "redwyne_straights", "searoad_marches"]),
            ("ironmans_bay", S, N, 0, 0, &["flints_finger", "golden_sound", "greywater_watch", "pyke", "riverrun", "seagard", "sunset_sea"]),
            ("golden_sound", S, N, 0, 0, &["ironmans_bay", "lannisport", "riverrun", "searoad_marches", "sunset_sea"]),
            ("blackwater_bay", S, N, 0, 0, &["crackclaw_point", "kings_landing", "kingswood", "shipbreaker_bay"]),
            ("shipbreaker_bay", S, N, 0, 0, &["blackwater_bay", "crackclaw_point", "dragonstone", "kingswood", "narrow_sea", "sea_of_dorne", "storms_end", "summer_sea"]),
            ("sea_of_dorne", S, N, 0, 0, &["dornish_marches", "shipbreaker_bay", "storms_end", "summer_sea", "sunspear", "yronwood"]),
            ("summer_sea", S, N, 0, 0, &["redwyne_straights", "sea_of_dorne", "shipbreaker_bay", "sunspear", "yronwood"]),
            ("redwyne_straights", S, N, 0, 0, &["arbor", "highgarden", "oldtown", "starfall", "summer_sea", "sunset_sea", "yronwood"]),
        ];
        assert_eq!(facts.len(), 45);
        for &(key, kind, fort, supply, crowns, neighbours) in facts {
            let area = b().area(id(key));
            assert_eq!(
                (area.kind, area.fortification, area.supply, area.crowns),
                (kind, fort, supply, crowns),
                "{key}"
            );
            let mut expected = neighbours.to_vec();
            expected.sort_unstable();
            assert_eq!(keys(&area.adjacent), expected, "{key}");
        }
    }

    /// Map facts of the rulebooks' text and examples (spec agot1 §14, §8.2.4).
    #[test]
    fn rulebook_facts() {
        let adj = |a: &str, c: &str| b().adjacent(id(a), id(c));
        assert_eq!(b().area(id("blackwater")).supply, 2);
        assert_eq!(b().area(id("riverrun")).supply, 1);
        assert_eq!(b().area(id("seagard")).supply, 1);
        assert!(b().area(id("dragonstone")).crowns >= 1);
        assert_eq!(b().area(id("lannisport")).muster_points(), 2);
        assert_eq!(b().area(id("riverrun")).muster_points(), 2);
        assert_eq!(b().area(id("harrenhal")).muster_points(), 1);
        assert_eq!(b().area(id("stoney_sept")).muster_points(), 0);
        for island in ["dragonstone", "pyke", "arbor"] {
            assert!(b().area(id(island)).island, "{island}");
        }
        for (a, list) in [
            (
                "ironmans_bay",
                &[
                    "pyke",
                    "flints_finger",
                    "greywater_watch",
                    "seagard",
                    "riverrun",
                ][..],
            ),
            (
                "sunset_sea",
                &[
                    "ironmans_bay",
                    "highgarden",
                    "searoad_marches",
                    "oldtown",
                    "golden_sound",
                    "redwyne_straights",
                ],
            ),
            ("golden_sound", &["lannisport", "riverrun"]),
            ("redwyne_straights", &["summer_sea"]),
            ("summer_sea", &["sunspear"]),
            (
                "blackwater",
                &["reach", "stoney_sept", "harrenhal", "kings_landing"],
            ),
            ("reach", &["searoad_marches"]),
            ("harrenhal", &["riverrun"]),
            ("lannisport", &["stoney_sept", "searoad_marches"]),
            ("kingswood", &["storms_end"]),
            ("yronwood", &["sunspear"]),
        ] {
            for c in list {
                assert!(adj(a, c), "{a} - {c}");
            }
        }
        // Dragonstone and Storm's End share a sea (the transport example).
        assert!(b()
            .area(id("dragonstone"))
            .adjacent
            .iter()
            .any(|s| b().adjacent(*s, id("storms_end"))));
    }
}
