//! The game board: its 58 areas, their icons and which areas border which (rules §3, §16).
//!
//! The board never changes during a game, so it is data, not state: it lives in
//! `data/board.toml` (our own one-line-per-area format), is compiled into the binary with
//! `include_str!`, and is parsed once, on first use, into a process-wide [`Board`] (see
//! [`board()`]). Everything that changes (units, orders, tokens) is in the game state, which
//! refers to areas by [`AreaId`].
//!
//! An [`AreaId`] is a dense index, so per-area tables are plain `Vec`s and a set of areas fits
//! in a `u64` bit mask. Outside the process (saves, logs, scenarios, the web API) an area is
//! always written as its stable key, e.g. `"winterfell"`, never as its index: the index is just
//! the line order of the data file.

use super::house::House;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

/// Strength a home-area garrison adds to its defender (rules §15.10).
pub const GARRISON_STRENGTH: u8 = 2;

/// One area of the board: a dense index `0..58`. Serialized as the area's key, e.g.
/// `"winterfell"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AreaId(pub u8);

impl AreaId {
    /// The stable key, e.g. `"kings_landing"`.
    pub fn key(self) -> &'static str {
        self.area().key
    }

    /// The English name, e.g. `"King's Landing"`.
    pub fn name(self) -> &'static str {
        self.area().name
    }

    /// The area with this key, if there is one.
    pub fn from_key(key: &str) -> Option<AreaId> {
        board().by_key.get(key).copied()
    }

    /// The dense index, for per-area tables and bit masks.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// This area's static facts.
    pub fn area(self) -> &'static Area {
        board().area(self)
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

/// The whole board. Get it with [`board()`].
#[derive(Debug)]
pub struct Board {
    /// All areas, indexed by [`AreaId::index`].
    pub areas: Vec<Area>,
    by_key: HashMap<&'static str, AreaId>,
    homes: [AreaId; 6],
}

impl Board {
    pub fn area(&self, id: AreaId) -> &Area {
        &self.areas[id.index()]
    }

    /// Whether `a` and `b` share a border (for marches, support, raids and retreats).
    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.area(a).adjacent_mask & b.bit() != 0
    }

    /// Every area, in index order.
    pub fn ids(&self) -> impl Iterator<Item = AreaId> + '_ {
        (0..self.areas.len()).map(|i| AreaId(i as u8))
    }

    /// The home area of a house.
    pub fn home_of(&self, h: House) -> AreaId {
        self.homes[h.index()]
    }

    /// Number of areas (58).
    pub fn len(&self) -> usize {
        self.areas.len()
    }

    /// Always false; here because clippy expects it next to `len`.
    pub fn is_empty(&self) -> bool {
        self.areas.is_empty()
    }
}

/// The board, parsed from `data/board.toml` on first use.
///
/// # Panics
/// On first use, if the embedded data is malformed; the unit tests below make sure it is not.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| load(include_str!("data/board.toml")))
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

/// An area with only its identity filled in.
fn new_area(index: usize, key: &str, name: &str, kind: AreaKind) -> Area {
    assert!(
        index < 64,
        "data/board.toml: more than 64 areas do not fit a u64 mask"
    );
    Area {
        id: AreaId(index as u8),
        key: leak(key),
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

fn load(text: &str) -> Board {
    let raw: RawBoard = toml::from_str(text).unwrap_or_else(|e| panic!("data/board.toml: {e}"));

    // First pass: every area with its own facts, so that keys can be resolved.
    let mut areas: Vec<Area> = Vec::new();
    for land in &raw.land {
        let mut area = new_area(areas.len(), &land.key, &land.name, AreaKind::Land);
        area.fortification = match land.fort.as_deref() {
            None => Fortification::None,
            Some("castle") => Fortification::Castle,
            Some("stronghold") => Fortification::Stronghold,
            Some(other) => panic!("data/board.toml: {}: unknown fort \"{other}\"", land.key),
        };
        area.supply = land.supply;
        area.crowns = land.crowns;
        area.home_of = land.home;
        area.island = land.island;
        areas.push(area);
    }
    for sea in &raw.sea {
        areas.push(new_area(areas.len(), &sea.key, &sea.name, AreaKind::Sea));
    }
    for port in &raw.port {
        areas.push(new_area(areas.len(), &port.key, &port.name, AreaKind::Port));
    }

    let mut by_key = HashMap::new();
    for area in &areas {
        let dup = by_key.insert(area.key, area.id);
        assert!(
            dup.is_none(),
            "data/board.toml: area \"{}\" twice",
            area.key
        );
    }
    let id = |key: &str| -> AreaId {
        *by_key
            .get(key)
            .unwrap_or_else(|| panic!("data/board.toml: unknown area \"{key}\""))
    };

    // Second pass: borders as written, then the two links of each port.
    let mut masks = vec![0u64; areas.len()];
    let written = raw
        .land
        .iter()
        .map(|l| (&l.key, &l.adj))
        .chain(raw.sea.iter().map(|s| (&s.key, &s.adj)));
    for (key, adj) in written {
        for other in adj {
            masks[id(key).index()] |= id(other).bit();
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
            "data/board.toml: {} has two ports",
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
            assert!(
                homes[h.index()].is_none(),
                "data/board.toml: two homes for {h}"
            );
            homes[h.index()] = Some(area.id);
        }
    }
    let homes = homes.map(|h| h.expect("data/board.toml: every house needs a home area"));

    Board {
        areas,
        by_key,
        homes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Key, kind, fortification, supply, crowns, neighbours other than ports.
    type Fact = (
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
