//! The winner at the end of round 10 (§19), with the tie-break list chosen by the options.

use super::house::House;
use super::options::TieBreaks;
use super::state::{GameState, Track};
use std::cmp::Reverse;

/// Houses from first to last place.
pub fn final_ranking(state: &GameState) -> Vec<House> {
    let mut houses = state.houses.clone();
    let ruleset = state
        .rules()
        .tie_breaks
        .filter(|_| !state.options.agot1.second_edition_tie_breaks);
    match ruleset.unwrap_or(state.options.tie_breaks) {
        // 1st edition (agot1 §11.2): cities and strongholds, supply, available power; the
        // houses still tied share the win (`shared_win`), listed in Iron Throne order (which
        // decides nothing else: §1.8 keeps the Iron Throne out of the end-game ranking).
        TieBreaks::FirstEdition => houses.sort_by_key(|h| {
            (
                Reverse(state.victory_points(*h)),
                Reverse(state.house(*h).supply),
                Reverse(state.house(*h).power),
                state.tracks.position(Track::IronThrone, *h),
            )
        }),
        // RO p16: castles, strongholds, supply, available power, Iron Throne position.
        TieBreaks::Printed => houses.sort_by_key(|h| {
            (
                Reverse(state.victory_points(*h)),
                Reverse(state.strongholds(*h)),
                Reverse(state.house(*h).supply),
                Reverse(state.house(*h).power),
                state.tracks.position(Track::IronThrone, *h),
            )
        }),
        // FFG errata v2.0: castles, land areas, supply, Iron Throne position.
        TieBreaks::ErrataV2 => houses.sort_by_key(|h| {
            (
                Reverse(state.victory_points(*h)),
                Reverse(state.land_areas_controlled(*h)),
                Reverse(state.house(*h).supply),
                state.tracks.position(Track::IronThrone, *h),
            )
        }),
    }
    houses
}

/// The houses sharing the win at the end of round 10: those tied with the first after every
/// tie-break of the 1st edition (agot1 §11.2 item 4), when there are two or more; else none.
pub fn shared_win(state: &GameState, ranking: &[House]) -> Vec<House> {
    let ruleset = state
        .rules()
        .tie_breaks
        .filter(|_| !state.options.agot1.second_edition_tie_breaks);
    if ruleset != Some(TieBreaks::FirstEdition) {
        return Vec::new();
    }
    let key = |h: House| {
        (
            state.victory_points(h),
            state.house(h).supply,
            state.house(h).power,
        )
    };
    let first = key(ranking[0]);
    let tied: Vec<House> = ranking
        .iter()
        .copied()
        .filter(|h| key(*h) == first)
        .collect();
    if tied.len() > 1 {
        tied
    } else {
        Vec::new()
    }
}
