//! House-card abilities and Tides of Battle (inputs C-4*, C-7s, C-8*, C-11, T-2): yes or no, a
//! card, an area, a track, a footman, or casualties of a skull.

use super::combat::{card_form, casualties_form};
use super::{
    card_choices, opt_area, opt_card, required, select_value, yes, yes_no, Asked, Choice, FormView,
    Parser, P,
};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::legal::{unit_choices, Legal};
use crate::engine::phase::Decision;
use crate::engine::state::Track;
use crate::engine::Input;
use crate::i18n::Tr;
use crate::wording;

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
    tr: Tr,
    kind: &'static str,
    title: String,
    tracks: &[Track],
    default: Option<&Input>,
) -> FormView {
    let mut f = FormView::new(kind, title, &tr.t("form-confirm"));
    let mut choices: Vec<Choice> = tracks
        .iter()
        .map(|t| Choice::new(wording::track_key(*t), wording::track_name(tr, *t)))
        .collect();
    if let Some(Input::ChooseTrack { track }) = default {
        select_value(&mut choices, wording::track_key(*track));
    }
    f.select(TRACK, tr.t("form-field-track"), choices, None);
    f
}

fn parse_track(form: &FormData) -> P<Input> {
    let t = required(form, TRACK)?;
    Ok(Input::ChooseTrack {
        track: wording::track_from_key(t).ok_or_else(|| FormError::value(t))?,
    })
}

/// The opponent's revealed card in the combat, named for Tyrion's and Patchface's prompts.
fn opponent_card(asked: &Asked) -> Option<String> {
    let c = asked.view.combat.as_ref()?;
    let (a, d) = c.cards?;
    let card = if c.attacker == asked.me { d } else { a };
    Some(wording::card(asked.tr, card))
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
    let tr = asked.tr;
    let title = wording::capitalize(&wording::decision(tr, decision, true));
    match decision {
        Decision::ChooseAgain => {
            return vec![card_form(
                asked,
                cards,
                &title,
                &tr.t("form-ability-choose-again-note"),
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
            let mut f = FormView::new(CHOOSE_FOOTMAN, title, &tr.t("form-confirm"))
                .note(tr.t("form-ability-mace-note"));
            f.radio(
                ROUTED,
                tr.t("form-ability-mace-label"),
                vec![
                    Choice::new("no", tr.t("form-ability-mace-standing")),
                    Choice::new("yes", tr.t("form-ability-mace-routed")),
                ],
            );
            return vec![f];
        }
        Decision::TyrionCancel => {
            let mut f = FormView::new(USE_ABILITY, title, &tr.t("form-confirm"));
            f.notes.push(match opponent_card(asked) {
                Some(c) => tr.t1("form-ability-tyrion-note-card", "card", c),
                None => tr.t("form-ability-tyrion-note"),
            });
            let mut choices = yes_no(&tr.t("form-ability-tyrion-yes"), &tr.t("form-no"));
            select_value(&mut choices, "no");
            f.radio(YES, tr.t("form-ability-tyrion-label"), choices);
            return vec![f];
        }
        Decision::TidesRedraw => {
            let mut f = FormView::new(USE_ABILITY, title, &tr.t("form-confirm"))
                .note(tr.t("form-ability-tides-note"));
            let mut choices = yes_no(
                &tr.t("form-ability-tides-yes"),
                &tr.t("form-ability-tides-no"),
            );
            select_value(&mut choices, "no");
            f.radio(YES, tr.t("form-ability-tides-label"), choices);
            return vec![f];
        }
        _ => {}
    }
    if !cards.is_empty() {
        let mut f = FormView::new(CHOOSE_CARD, title, &tr.t("form-confirm"));
        if *decision == Decision::Patchface {
            f.notes.push(tr.t("form-ability-patchface-note"));
        }
        let mut choices = card_choices(tr, cards);
        if *optional {
            choices.insert(0, Choice::new("", tr.t("form-none-decline")));
        }
        f.radio(CARD, tr.t("form-field-card"), choices);
        vec![f]
    } else if !areas.is_empty() {
        let mut f = FormView::new(CHOOSE_AREA, title, &tr.t("form-confirm"));
        let mut choices: Vec<Choice> = areas
            .iter()
            .map(|a| Choice::new(a.key(), super::order_label(tr, asked.view, *a)))
            .collect();
        if *optional {
            choices.insert(0, Choice::new("", tr.t("form-none-decline")));
        }
        if let Some(Input::ChooseArea { area: Some(a) }) = asked.default {
            select_value(&mut choices, a.key());
        }
        f.select(AREA, tr.t("form-field-area"), choices, None);
        vec![f]
    } else if !tracks.is_empty() {
        vec![track_form(tr, CHOOSE_TRACK, title, tracks, asked.default)]
    } else {
        let mut f = FormView::new(USE_ABILITY, title, &tr.t("form-confirm"));
        f.radio(
            YES,
            tr.t("form-ability-use-label"),
            yes_no(&tr.t("form-yes"), &tr.t("form-no")),
        );
        vec![f]
    }
}
