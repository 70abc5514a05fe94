//! House-card abilities: the named places where they plug into combat (Appendix A).
//!
//! Cards already fight with their printed strength, swords and fortifications. Their text
//! abilities are the subject of the issue "Rules engine III"; each timing of §15.4 has one
//! function here, called by [`super::combat`] at that moment, so adding a card means filling in
//! these functions and nothing else.

use super::phase::Combat;
use super::state::GameState;

/// Side index: 0 attacker, 1 defender.
pub type SideIndex = usize;

/// Printed strength of the side's card, as modified by abilities (`STR` timing).
pub fn card_strength(_state: &GameState, c: &Combat, side: SideIndex) -> i16 {
    c.cards[side].map(|k| k.card().strength as i16).unwrap_or(0)
}

/// Swords of the side's card (printed, plus `STR` ability icons).
pub fn swords(_state: &GameState, c: &Combat, side: SideIndex) -> u8 {
    c.cards[side].map(|k| k.card().swords).unwrap_or(0)
}

/// Fortifications of the side's card (printed, plus `STR` ability icons).
pub fn fortifications(_state: &GameState, c: &Combat, side: SideIndex) -> u8 {
    c.cards[side].map(|k| k.card().fortifications).unwrap_or(0)
}

/// `CANCEL` and `IMM` abilities, right after both cards are revealed (Tyrion, Aeron, Doran,
/// Queen of Thorns, Mace Tyrell). Returns nothing yet: no card has a text ability here.
pub fn on_reveal(_state: &mut GameState, _c: &mut Combat) {}

/// Whether the side suffers no casualties at all (The Blackfish).
pub fn immune_to_casualties(_state: &GameState, _c: &Combat, _side: SideIndex) -> bool {
    false
}

/// `WIN` / `LOSE` abilities once the winner is known (Tywin, Renly, Cersei, Robb, Roose, Loras,
/// Arianne).
pub fn after_winner(_state: &mut GameState, _c: &mut Combat) {}

/// `POST` abilities during combat clean-up (Patchface).
pub fn post_combat(_state: &mut GameState, _c: &mut Combat) {}
