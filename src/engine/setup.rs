//! How a game starts (rules §4, §4.1), what changes with fewer than six players (§22), and the
//! game's fixed numbers.
//!
//! What the house screens and the fewer-players rules print is data: `data/setup.toml`,
//! compiled into the binary and parsed once on first use. From it we derive, rather than store,
//! what the rules derive: the influence-track orders for N players (the houses in play keep
//! their printed order, slid to the front) and the ports closed along with their land area.
//!
//! One choice is ours: with three players the Lannister ship in the Port of Lannisport is not
//! placed (`omit_units`). Our rulebooks are silent on it; Swords and Ravens does it, so we follow
//! it until a printed source says otherwise. It is data, so changing it is a one-line edit.

use super::board::{board_of, AreaId};
use super::house::House;
use super::options::Edition;
use super::unit::UnitKind;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Power tokens each house takes at setup (§4 step 11).
pub const STARTING_POWER: u8 = 5;
/// Power tokens a house owns; available plus on the board never exceeds this (§2.3).
pub const POWER_TOKENS_PER_HOUSE: u8 = 20;
/// The game ends after this round (§19).
pub const ROUNDS: u8 = 10;
/// Controlling this many castles and strongholds wins at once (§19).
pub const CASTLES_TO_WIN: u8 = 7;

/// The supply track (§17.1): for each level, the largest armies allowed, largest first.
const SUPPLY_TRACK: [&[u8]; 7] = [
    &[2, 2],
    &[3, 2],
    &[3, 2, 2],
    &[3, 2, 2, 2],
    &[3, 3, 2, 2],
    &[4, 3, 2, 2],
    &[4, 3, 2, 2, 2],
];

/// Supply track: max army sizes allowed per supply level 0..=6 (rules §17.1), descending.
/// Levels above 6 are treated as 6, the top of the track.
pub fn supply_allowance(level: u8) -> &'static [u8] {
    SUPPLY_TRACK[usize::from(level).min(SUPPLY_TRACK.len() - 1)]
}

/// What one house's screen shows: where it starts.
#[derive(Debug)]
pub struct HouseStart {
    pub house: House,
    pub home: AreaId,
    /// Printed Iron Throne position (1 = first) in a six-player game.
    pub iron_throne: u8,
    /// Printed Fiefdoms position in a six-player game.
    pub fiefdoms: u8,
    /// Printed King's Court position in a six-player game.
    pub kings_court: u8,
    /// Starting Supply track level.
    pub supply: u8,
    /// Starting Victory track level.
    pub victory: u8,
    /// Available Power at start (always [`STARTING_POWER`]).
    pub power: u8,
    /// Starting units: area, kind, how many.
    pub units: Vec<(AreaId, UnitKind, u8)>,
}

/// What differs with the number of players (§22).
#[derive(Debug)]
pub struct PlayerCountSetup {
    pub players: u8,
    /// The houses in play.
    pub houses: Vec<House>,
    /// Starting orders of the three influence tracks, first place first.
    pub iron_throne: Vec<House>,
    pub fiefdoms: Vec<House>,
    pub kings_court: Vec<House>,
    /// Special orders allowed per King's Court position; one entry per player.
    pub kings_court_stars: Vec<u8>,
    /// Neutral force tokens: area and strength, in area order.
    pub neutral_forces: Vec<(AreaId, u8)>,
    /// Land areas closed for the whole game.
    pub impassable: Vec<AreaId>,
    /// Ports of the closed areas, unusable as well.
    pub unusable_ports: Vec<AreaId>,
    /// Starting units not placed at this player count: all of that house's units in that area.
    pub omit_units: Vec<(House, AreaId)>,
    /// Castles (cities) and strongholds that win at once: 7, or 8 in a 3-player 1st-edition
    /// game (agot1 §11.1).
    pub castles_to_win: u8,
    /// The starting King's Court order under the 1st edition's `kc_start_fix` option, if this
    /// player count has one (agot1 §3.1).
    pub kings_court_fix: Option<Vec<House>>,
}

/// The starting position of a house in the 2nd edition.
pub fn house_start(h: House) -> &'static HouseStart {
    setup_of(Edition::Second)
        .house(h)
        .expect("every house has a 2nd-edition screen")
}

/// The 2nd-edition setup for 3 to 6 players; `None` for other counts.
pub fn player_count_setup(players: u8) -> Option<&'static PlayerCountSetup> {
    setup_of(Edition::Second).players(players)
}

/// One edition's starting positions (`data/setup.toml`, `data/agot1_setup.toml`).
#[derive(Debug)]
pub struct SetupData {
    /// Indexed by [`House::index`]; `None` for a house not in this edition (Martell in the 1st).
    houses: Vec<Option<HouseStart>>,
    counts: Vec<PlayerCountSetup>,
}

impl SetupData {
    /// The starting position of a house, if it is in this edition.
    pub fn house(&self, h: House) -> Option<&HouseStart> {
        self.houses[h.index()].as_ref()
    }

    /// The setup for this many players, if the edition has one.
    pub fn players(&self, players: u8) -> Option<&PlayerCountSetup> {
        self.counts.iter().find(|s| s.players == players)
    }

    /// The player counts this edition is played with.
    pub fn player_counts(&self) -> impl Iterator<Item = u8> + '_ {
        self.counts.iter().map(|c| c.players)
    }
}

/// An edition's setup data, parsed on first use.
pub fn setup_of(edition: Edition) -> &'static SetupData {
    static SECOND: OnceLock<SetupData> = OnceLock::new();
    static FIRST: OnceLock<SetupData> = OnceLock::new();
    match edition {
        Edition::Second => SECOND.get_or_init(|| {
            load(
                Edition::Second,
                "data/setup.toml",
                include_str!("data/setup.toml"),
            )
        }),
        Edition::First => FIRST.get_or_init(|| {
            load(
                Edition::First,
                "data/agot1_setup.toml",
                include_str!("data/agot1_setup.toml"),
            )
        }),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSetup {
    house: BTreeMap<House, RawHouse>,
    players: Vec<RawPlayers>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHouse {
    home: AreaId,
    /// Iron Throne, Fiefdoms, King's Court.
    tracks: [u8; 3],
    supply: u8,
    victory: u8,
    units: Vec<(AreaId, UnitKind, u8)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlayers {
    count: u8,
    houses: Vec<House>,
    stars: Vec<u8>,
    #[serde(default)]
    neutral: BTreeMap<AreaId, u8>,
    #[serde(default)]
    closed: Vec<AreaId>,
    #[serde(default)]
    omit: Vec<(House, AreaId)>,
    #[serde(default = "default_castles_to_win")]
    castles_to_win: u8,
    #[serde(default)]
    kings_court_fix: Option<Vec<House>>,
}

fn default_castles_to_win() -> u8 {
    CASTLES_TO_WIN
}

fn load(edition: Edition, file: &str, text: &str) -> SetupData {
    let board = board_of(edition);
    let raw: RawSetup = toml::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let houses: Vec<Option<HouseStart>> = House::ALL
        .into_iter()
        .map(|h| {
            let r = raw.house.get(&h)?;
            for (area, _, _) in r.units.iter().chain(std::iter::empty()) {
                assert!(
                    board.contains(*area),
                    "{file}: {area:?} is not on the board"
                );
            }
            Some(HouseStart {
                house: h,
                home: r.home,
                iron_throne: r.tracks[0],
                fiefdoms: r.tracks[1],
                kings_court: r.tracks[2],
                supply: r.supply,
                victory: r.victory,
                power: STARTING_POWER,
                units: r.units.clone(),
            })
        })
        .collect();

    let counts = raw
        .players
        .into_iter()
        .map(|p| {
            assert_eq!(
                p.houses.len(),
                usize::from(p.count),
                "{file}: {} players",
                p.count
            );
            assert!(
                p.stars.len() >= p.houses.len(),
                "{file}: {} players: too few stars",
                p.count
            );
            for h in &p.houses {
                assert!(houses[h.index()].is_some(), "{file}: no [house.{}]", h.key());
            }
            for area in p.neutral.keys().chain(&p.closed) {
                assert!(board.contains(*area), "{file}: {area:?} is not on the board");
            }
            // The houses in play keep their printed order, slid to the front (§4 step 8).
            let track = |position: fn(&HouseStart) -> u8| {
                let mut order = p.houses.clone();
                order.sort_by_key(|h| houses[h.index()].as_ref().map(position));
                order
            };
            let unusable_ports = board
                .ids()
                .filter(
                    |port| matches!(board.area(*port).port_land, Some(land) if p.closed.contains(&land)),
                )
                .collect();
            if let Some(fix) = &p.kings_court_fix {
                let mut a = fix.clone();
                let mut b = p.houses.clone();
                a.sort();
                b.sort();
                assert_eq!(a, b, "{file}: kings_court_fix names the houses in play");
            }
            PlayerCountSetup {
                players: p.count,
                iron_throne: track(|s| s.iron_throne),
                fiefdoms: track(|s| s.fiefdoms),
                kings_court: track(|s| s.kings_court),
                kings_court_stars: p.stars[..p.houses.len()].to_vec(),
                houses: p.houses,
                neutral_forces: p.neutral.into_iter().collect(),
                impassable: p.closed,
                unusable_ports,
                omit_units: p.omit,
                castles_to_win: p.castles_to_win,
                kings_court_fix: p.kings_court_fix,
            }
        })
        .collect();

    SetupData { houses, counts }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{board, AreaKind};
    use House::*;

    fn id(key: &str) -> AreaId {
        AreaId::from_key(key).unwrap_or_else(|| panic!("no area {key}"))
    }

    /// The areas a house controls at the start: its home plus every area holding its units.
    fn controlled(s: &HouseStart) -> Vec<AreaId> {
        let mut areas: Vec<AreaId> = s.units.iter().map(|u| u.0).chain([s.home]).collect();
        areas.sort();
        areas.dedup();
        areas
    }

    #[test]
    fn constants() {
        assert_eq!(
            (
                STARTING_POWER,
                POWER_TOKENS_PER_HOUSE,
                ROUNDS,
                CASTLES_TO_WIN
            ),
            (5, 20, 10, 7)
        );
    }

    #[test]
    fn supply_track() {
        assert_eq!(supply_allowance(0), [2, 2]);
        assert_eq!(supply_allowance(3), [3, 2, 2, 2]);
        assert_eq!(supply_allowance(5), [4, 3, 2, 2]);
        assert_eq!(supply_allowance(6), [4, 3, 2, 2, 2]);
        assert_eq!(supply_allowance(9), supply_allowance(6));
        for level in 0..=6 {
            let armies = supply_allowance(level);
            assert!(
                armies.windows(2).all(|w| w[0] >= w[1]),
                "level {level} not descending"
            );
            if level > 0 {
                // Each level allows at least what the one below it allows.
                let below = supply_allowance(level - 1);
                assert!(armies.len() >= below.len());
                assert!(
                    below.iter().zip(armies).all(|(b, a)| a >= b),
                    "level {level}"
                );
            }
        }
    }

    #[test]
    fn house_screens() {
        let mut positions = [[false; 6]; 3];
        for h in House::ALL {
            let s = house_start(h);
            assert_eq!(s.house, h);
            assert_eq!(s.home, board().home_of(h), "{h}");
            assert_eq!(s.power, STARTING_POWER);
            for (track, pos) in [s.iron_throne, s.fiefdoms, s.kings_court]
                .into_iter()
                .enumerate()
            {
                assert!((1..=6).contains(&pos), "{h}");
                assert!(
                    !positions[track][usize::from(pos - 1)],
                    "{h}: position {pos} taken twice"
                );
                positions[track][usize::from(pos - 1)] = true;
            }
        }
        let (b, l, st) = (
            house_start(Baratheon),
            house_start(Lannister),
            house_start(Stark),
        );
        assert_eq!(
            (
                b.iron_throne,
                b.fiefdoms,
                b.kings_court,
                b.supply,
                b.victory
            ),
            (1, 5, 4, 2, 1)
        );
        assert_eq!(
            (
                l.iron_throne,
                l.fiefdoms,
                l.kings_court,
                l.supply,
                l.victory
            ),
            (2, 6, 1, 2, 1)
        );
        assert_eq!(
            (
                st.iron_throne,
                st.fiefdoms,
                st.kings_court,
                st.supply,
                st.victory
            ),
            (3, 4, 2, 1, 2)
        );
    }

    #[test]
    fn starting_units_fit_pools_areas_and_supply() {
        for h in House::ALL {
            let s = house_start(h);
            let mut used = [0u8; 4];
            for &(area, kind, n) in &s.units {
                assert!(n > 0, "{h}: empty entry");
                used[kind.index()] += n;
                let a = board().area(area);
                match kind {
                    UnitKind::Ship => assert!(!a.is_land(), "{h}: ship on land in {area}"),
                    _ => assert!(a.is_land(), "{h}: {kind:?} at sea in {area}"),
                }
                if a.is_port() {
                    assert_eq!(
                        a.port_land,
                        Some(s.home),
                        "{h}: ship in a port it does not own"
                    );
                    assert!(n <= 3, "{h}: port holds at most 3 ships");
                }
                let dups = s
                    .units
                    .iter()
                    .filter(|u| u.0 == area && u.1 == kind)
                    .count();
                assert_eq!(dups, 1, "{h}: {area} {kind:?} listed twice");
            }
            for kind in UnitKind::ALL {
                assert!(
                    used[kind.index()] <= kind.pool_size(),
                    "{h}: too many {kind:?}"
                );
            }

            let areas = controlled(s);
            let supply: u8 = areas.iter().map(|a| board().area(*a).supply).sum();
            let victory = areas
                .iter()
                .filter(|a| board().area(**a).has_castle_or_stronghold())
                .count() as u8;
            assert_eq!(s.supply, supply, "{h}: starting supply");
            assert_eq!(s.victory, victory, "{h}: starting victory");

            // The starting armies are legal at the starting supply level.
            let mut armies: Vec<u8> = areas
                .iter()
                .map(|a| {
                    s.units
                        .iter()
                        .filter(|u| u.0 == *a)
                        .map(|u| u.2)
                        .sum::<u8>()
                })
                .filter(|&n| n >= 2)
                .collect();
            armies.sort_unstable_by(|a, b| b.cmp(a));
            let allowed = supply_allowance(s.supply);
            assert!(armies.len() <= allowed.len(), "{h}: too many armies");
            assert!(
                armies.iter().zip(allowed).all(|(a, l)| a <= l),
                "{h}: army too big"
            );
        }
        // Every screen shows a Footman and a Knight at home.
        for h in House::ALL {
            let s = house_start(h);
            for kind in [UnitKind::Footman, UnitKind::Knight] {
                assert!(
                    s.units.contains(&(s.home, kind, 1)),
                    "{h}: {kind:?} at home"
                );
            }
        }
        assert!(house_start(Stark)
            .units
            .contains(&(id("white_harbor"), UnitKind::Footman, 1)));
        let lannister = &house_start(Lannister).units;
        assert!(lannister.contains(&(id("port_of_lannisport"), UnitKind::Ship, 1)));
        assert!(house_start(Baratheon)
            .units
            .contains(&(id("shipbreaker_bay"), UnitKind::Ship, 2)));
    }

    #[test]
    fn player_counts() {
        assert!(player_count_setup(2).is_none());
        assert!(player_count_setup(7).is_none());
        for players in 3..=6u8 {
            let s = player_count_setup(players).expect("3 to 6 players");
            assert_eq!(s.players, players);
            assert_eq!(
                s.houses,
                House::ALL[..usize::from(players)],
                "houses for {players}"
            );
            let mut houses = s.houses.clone();
            houses.sort();
            for track in [&s.iron_throne, &s.fiefdoms, &s.kings_court] {
                let mut sorted = track.clone();
                sorted.sort();
                assert_eq!(
                    sorted, houses,
                    "{players} players: track is not a permutation"
                );
            }
            assert_eq!(s.kings_court_stars.len(), usize::from(players));
            assert!(s.kings_court_stars.windows(2).all(|w| w[0] >= w[1]));
        }
    }

    /// Players, Iron Throne, Fiefdoms, King's Court, stars.
    type Orders = (
        u8,
        &'static [House],
        &'static [House],
        &'static [House],
        &'static [u8],
    );

    #[test]
    fn track_orders_match_the_rules() {
        #[rustfmt::skip]
        let expected: [Orders; 4] = [
            (3, &[Baratheon, Lannister, Stark], &[Stark, Baratheon, Lannister], &[Lannister, Stark, Baratheon], &[3, 2, 1]),
            (4, &[Baratheon, Lannister, Stark, Greyjoy], &[Greyjoy, Stark, Baratheon, Lannister], &[Lannister, Stark, Baratheon, Greyjoy], &[3, 2, 1, 0]),
            (5, &[Baratheon, Lannister, Stark, Greyjoy, Tyrell], &[Greyjoy, Tyrell, Stark, Baratheon, Lannister], &[Lannister, Stark, Baratheon, Tyrell, Greyjoy], &[3, 3, 2, 1, 0]),
            (6, &[Baratheon, Lannister, Stark, Martell, Greyjoy, Tyrell], &[Greyjoy, Tyrell, Martell, Stark, Baratheon, Lannister], &[Lannister, Stark, Martell, Baratheon, Tyrell, Greyjoy], &[3, 3, 2, 1, 0, 0]),
        ];
        for (players, it, fi, kc, stars) in expected {
            let s = player_count_setup(players).unwrap();
            assert_eq!(s.iron_throne, it, "{players}");
            assert_eq!(s.fiefdoms, fi, "{players}");
            assert_eq!(s.kings_court, kc, "{players}");
            assert_eq!(s.kings_court_stars, stars, "{players}");
        }
    }

    #[test]
    fn neutral_forces_and_closed_areas() {
        // Tokens per player count (§22): 14, 12, 9, 2.
        for (players, tokens) in [(3, 14), (4, 12), (5, 9), (6, 2)] {
            let s = player_count_setup(players).unwrap();
            assert_eq!(
                s.neutral_forces.len() + s.impassable.len(),
                tokens,
                "{players} players"
            );
            let in_play_homes: Vec<AreaId> = s.houses.iter().map(|&h| board().home_of(h)).collect();
            let starting: Vec<AreaId> = s
                .houses
                .iter()
                .flat_map(|&h| house_start(h).units.iter().map(|u| u.0))
                .collect();
            let blocked = s
                .neutral_forces
                .iter()
                .map(|n| n.0)
                .chain(s.impassable.iter().copied());
            for area in blocked {
                assert_eq!(board().area(area).kind, AreaKind::Land, "{area}");
                assert!(
                    !in_play_homes.contains(&area),
                    "{players} players: {area} is a home in play"
                );
                assert!(
                    !starting.contains(&area),
                    "{players} players: units start in {area}"
                );
            }
            assert!(
                s.neutral_forces.windows(2).all(|w| w[0].0 < w[1].0),
                "sorted, no duplicates"
            );
            assert!(s.neutral_forces.contains(&(id("kings_landing"), 5)));
            assert!(s.neutral_forces.contains(&(id("eyrie"), 6)));
            for port in &s.unusable_ports {
                assert!(s
                    .impassable
                    .contains(&board().area(*port).port_land.unwrap()));
            }
            for &(h, area) in &s.omit_units {
                assert!(s.houses.contains(&h));
                assert!(
                    house_start(h).units.iter().any(|u| u.0 == area),
                    "nothing to omit in {area}"
                );
            }
        }
        let three = player_count_setup(3).unwrap();
        assert_eq!(three.impassable.len(), 12);
        let mut ports: Vec<&str> = three.unusable_ports.iter().map(|p| p.key()).collect();
        ports.sort_unstable();
        assert_eq!(
            ports,
            [
                "port_of_oldtown",
                "port_of_pyke",
                "port_of_storms_end",
                "port_of_sunspear"
            ]
        );
        assert_eq!(three.omit_units, [(Lannister, id("port_of_lannisport"))]);
        let four = player_count_setup(4).unwrap();
        assert!(four.neutral_forces.contains(&(id("storms_end"), 4)));
        assert!(four.neutral_forces.iter().all(|n| n.0 != id("highgarden")));
        let five = player_count_setup(5).unwrap();
        assert!(five.neutral_forces.contains(&(id("sunspear"), 5)));
        for players in 4..=6 {
            let s = player_count_setup(players).unwrap();
            assert!(
                s.impassable.is_empty() && s.unusable_ports.is_empty() && s.omit_units.is_empty()
            );
        }
    }
}

/// The 1st edition's starting positions (issue 16; spec agot1 §3, §12; `data/agot1_setup.toml`).
#[cfg(test)]
mod agot1_tests {
    use super::*;
    use House::*;

    fn data() -> &'static SetupData {
        setup_of(Edition::First)
    }

    fn id(key: &str) -> AreaId {
        AreaId::from_key(key).unwrap()
    }

    #[test]
    fn player_counts_and_houses() {
        assert_eq!(data().player_counts().collect::<Vec<_>>(), [3, 4, 5]);
        assert!(data().house(Martell).is_none());
        assert_eq!(
            data().players(3).unwrap().houses,
            [Stark, Lannister, Baratheon]
        );
        assert_eq!(
            data().players(4).unwrap().houses,
            [Stark, Lannister, Baratheon, Tyrell],
            "Greyjoy sits out with four"
        );
        assert_eq!(data().players(3).unwrap().castles_to_win, 8);
        assert_eq!(data().players(4).unwrap().castles_to_win, 7);
        assert_eq!(data().players(5).unwrap().castles_to_win, 7);
        assert!(data().players(6).is_none());
        assert!(data().players(2).is_none());
    }

    /// The track orders of agot1.toml's [[player_count]] (derived there by sliding up).
    #[test]
    fn tracks_slide_up() {
        let five = data().players(5).unwrap();
        assert_eq!(
            five.iron_throne,
            [Baratheon, Lannister, Stark, Tyrell, Greyjoy]
        );
        assert_eq!(
            five.fiefdoms,
            [Greyjoy, Tyrell, Stark, Baratheon, Lannister]
        );
        assert_eq!(
            five.kings_court,
            [Lannister, Stark, Baratheon, Greyjoy, Tyrell]
        );
        assert_eq!(
            five.kings_court_fix.as_deref(),
            Some(&[Lannister, Stark, Baratheon, Tyrell, Greyjoy][..])
        );
        assert_eq!(five.kings_court_stars, [3, 3, 2, 1, 0]);
        let four = data().players(4).unwrap();
        assert_eq!(four.iron_throne, [Baratheon, Lannister, Stark, Tyrell]);
        assert_eq!(four.fiefdoms, [Tyrell, Stark, Baratheon, Lannister]);
        assert_eq!(four.kings_court, [Lannister, Stark, Baratheon, Tyrell]);
        assert_eq!(four.kings_court_stars, [3, 3, 2, 1]);
        assert!(four.kings_court_fix.is_none());
        let three = data().players(3).unwrap();
        assert_eq!(three.iron_throne, [Baratheon, Lannister, Stark]);
        assert_eq!(three.fiefdoms, [Stark, Baratheon, Lannister]);
        assert_eq!(three.kings_court, [Lannister, Stark, Baratheon]);
        assert_eq!(three.kings_court_stars, [3, 3, 2]);
    }

    /// The FAQ: starting supply = barrels of the areas controlled at the start (Stark 1,
    /// Baratheon 1, Lannister 2, Greyjoy 2, Tyrell 3); Lannister's screen from the rulebook.
    #[test]
    fn screens() {
        let b = board_of(Edition::First);
        for (h, supply) in [
            (Stark, 1),
            (Baratheon, 1),
            (Lannister, 2),
            (Greyjoy, 2),
            (Tyrell, 3),
        ] {
            let s = data().house(h).unwrap();
            assert_eq!(s.supply, supply, "{h}");
            assert_eq!(s.home, b.home_of(h), "{h}");
            let mut land: Vec<AreaId> = s
                .units
                .iter()
                .map(|u| u.0)
                .filter(|a| b.area(*a).is_land())
                .chain([s.home])
                .collect();
            land.sort();
            land.dedup();
            let barrels: u8 = land.iter().map(|a| b.area(*a).supply).sum();
            assert_eq!(barrels, supply, "{h}: barrels of its areas");
            let castles = land
                .iter()
                .filter(|a| b.area(**a).has_castle_or_stronghold())
                .count() as u8;
            assert_eq!(castles, s.victory, "{h}");
            for (area, kind, _) in &s.units {
                assert!(b.contains(*area));
                assert_eq!(
                    *kind == UnitKind::Ship,
                    !b.area(*area).is_land(),
                    "{h} {area}"
                );
            }
        }
        let l = data().house(Lannister).unwrap();
        assert_eq!((l.iron_throne, l.fiefdoms, l.kings_court), (2, 5, 1));
        assert_eq!(
            l.units,
            [
                (id("lannisport"), UnitKind::Footman, 1),
                (id("lannisport"), UnitKind::Knight, 1),
                (id("stoney_sept"), UnitKind::Footman, 1),
                (id("golden_sound"), UnitKind::Ship, 1),
            ]
        );
    }

    /// With 3 and 4 players the absent houses' starting units are neutral forces, per area
    /// (footman 1, knight 2, ship 1), besides the three printed tokens (spec agot1 §12).
    #[test]
    fn absent_houses_become_neutral_forces() {
        for players in [3, 4, 5] {
            let pcs = data().players(players).unwrap();
            let mut expected: BTreeMap<AreaId, u8> =
                [("kings_landing", 5), ("eyrie", 6), ("sunspear", 5)]
                    .into_iter()
                    .map(|(k, v)| (id(k), v))
                    .collect();
            for h in [Greyjoy, Tyrell] {
                if pcs.houses.contains(&h) {
                    continue;
                }
                for (area, kind, n) in &data().house(h).unwrap().units {
                    let value = match kind {
                        UnitKind::Knight => 2,
                        _ => 1,
                    };
                    *expected.entry(*area).or_default() += value * n;
                }
            }
            let got: BTreeMap<AreaId, u8> = pcs.neutral_forces.iter().copied().collect();
            assert_eq!(got, expected, "{players} players");
        }
    }
}
