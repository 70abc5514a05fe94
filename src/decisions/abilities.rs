//! House-card abilities and Tides of Battle (inputs C-4*, C-7s, C-8*, C-11, T-2): yes or no, a
//! card, an area, a track, a footman, or casualties of a skull.

use super::combat::{card_form, casualties_form};
use super::formdata::FormData;
use super::{
    card_choices, opt_area, opt_card, required, select_value, yes, yes_no, Asked, Choice, FormView,
    Parser, P,
};
use crate::engine::legal::{unit_choices, Legal};
use crate::engine::phase::Decision;
use crate::engine::state::Track;
use crate::engine::Input;
use crate::words;

pub const USE_ABILITY: &str = "use_ability";
pub const CHOOSE_CARD: &str = "choose_card";
pub const CHOOSE_AREA: &str = "choose_area";
pub const CHOOSE_TRACK: &str = "choose_track";
pub const CHOOSE_FOOTMAN: &str = "choose_footman";
/// `yes`: yes or no.
pub const YES: &str = "yes";
/// `card`: a house card key ("" to decline).
pub const CARD: &str = "card";
/// `area`: an area key ("" to decline).
pub const AREA: &str = "area";
/// `track`: iron_throne, fiefdoms or kings_court.
pub const TRACK: &str = "track";
/// `routed`: yes (a routed footman) or no (a standing one).
pub const ROUTED: &str = "routed";

pub const PARSERS: [(&str, Parser); 5] = [
    (USE_ABILITY, |f| Ok(Input::UseAbility { yes: yes(f, YES)? })),
    (CHOOSE_CARD, |f| {
        Ok(Input::ChooseCard {
            card: opt_card(f, CARD)?,
        })
    }),
    (CHOOSE_AREA, |f| {
        Ok(Input::ChooseArea {
            area: opt_area(f, AREA)?,
        })
    }),
    (CHOOSE_TRACK, parse_track),
    (CHOOSE_FOOTMAN, |f| {
        Ok(Input::ChooseFootman {
            routed: yes(f, ROUTED)?,
        })
    }),
];

/// A select of tracks (a form of its own: abilities and wildling cards both use it).
pub fn track_form(
    kind: &'static str,
    title: String,
    tracks: &[Track],
    default: Option<&Input>,
) -> FormView {
    let mut f = FormView::new(kind, title, "Confirm");
    let mut choices: Vec<Choice> = tracks
        .iter()
        .map(|t| {
            Choice::new(
                words::track_key(*t),
                words::track_name(crate::i18n::Tr::default(), *t),
            )
        })
        .collect();
    if let Some(Input::ChooseTrack { track }) = default {
        select_value(&mut choices, words::track_key(*track));
    }
    f.select(TRACK, "Track", choices, None);
    f
}

fn parse_track(form: &FormData) -> P<Input> {
    let t = required(form, TRACK)?;
    Ok(Input::ChooseTrack {
        track: words::track_from_key(t).ok_or_else(|| format!("{t:?} is not a track"))?,
    })
}

/// The opponent's revealed card in the combat, named for Tyrion's and Patchface's prompts.
fn opponent_card(asked: &Asked) -> Option<String> {
    let c = asked.view.combat.as_ref()?;
    let (a, d) = c.cards?;
    let card = if c.attacker == asked.me { d } else { a };
    Some(words::card(crate::i18n::Tr::default(), card))
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::Ability {
        decision,
        optional,
        cards,
        areas,
        tracks,
        units,
    } = asked.legal
    else {
        return vec![];
    };
    let title = words::capitalize(decision.describe());
    match decision {
        Decision::ChooseAgain => {
            return vec![card_form(
                asked,
                cards,
                &title,
                "Tyrion Lannister cancelled your card: choose another (not the cancelled one).",
            )]
        }
        Decision::SkullCasualties { count } => {
            return vec![casualties_form(
                asked,
                *count,
                &unit_choices(units, *count),
                &title,
            )]
        }
        Decision::MaceFootman => {
            let mut f = FormView::new(CHOOSE_FOOTMAN, title, "Confirm").note(
                "Mace Tyrell destroys one of the opponent's footmen in the battle: which one?",
            );
            f.radio(
                ROUTED,
                "Which footman?",
                vec![
                    Choice::new("no", "A standing footman"),
                    Choice::new("yes", "A routed footman"),
                ],
            );
            return vec![f];
        }
        Decision::TyrionCancel => {
            let mut f = FormView::new(USE_ABILITY, title, "Confirm");
            f.notes.push(match opponent_card(asked) {
                Some(c) => format!(
                    "Cancel your opponent's card, {c}? Your opponent then chooses another card."
                ),
                None => {
                    "Cancel your opponent's card? Your opponent then chooses another card.".into()
                }
            });
            let mut choices = yes_no("Yes, cancel it", "No");
            select_value(&mut choices, "no");
            f.radio(YES, "Use Tyrion Lannister?", choices);
            return vec![f];
        }
        Decision::TidesRedraw => {
            let mut f = FormView::new(USE_ABILITY, title, "Confirm").note(
                "You hold the Valyrian Steel Blade: discard your Tides of Battle card and draw another instead of using the Blade for +1?",
            );
            let mut choices = yes_no("Yes, draw again", "No, keep my card");
            select_value(&mut choices, "no");
            f.radio(YES, "Draw again?", choices);
            return vec![f];
        }
        _ => {}
    }
    if !cards.is_empty() {
        let mut f = FormView::new(CHOOSE_CARD, title, "Confirm");
        if *decision == Decision::Patchface {
            f.notes
                .push("Choose a card from your opponent's hand to discard.".into());
        }
        let mut choices = card_choices(cards);
        if *optional {
            choices.insert(0, Choice::new("", "none (decline)"));
        }
        f.radio(CARD, "Card", choices);
        vec![f]
    } else if !areas.is_empty() {
        let mut f = FormView::new(CHOOSE_AREA, title, "Confirm");
        let mut choices: Vec<Choice> = areas
            .iter()
            .map(|a| Choice::new(a.key(), super::order_label(asked.view, *a)))
            .collect();
        if *optional {
            choices.insert(0, Choice::new("", "none (decline)"));
        }
        if let Some(Input::ChooseArea { area: Some(a) }) = asked.default {
            select_value(&mut choices, a.key());
        }
        f.select(AREA, "Area", choices, None);
        vec![f]
    } else if !tracks.is_empty() {
        vec![track_form(CHOOSE_TRACK, title, tracks, asked.default)]
    } else {
        let mut f = FormView::new(USE_ABILITY, title, "Confirm");
        f.radio(YES, "Use it?", yes_no("Yes", "No"));
        vec![f]
    }
}
