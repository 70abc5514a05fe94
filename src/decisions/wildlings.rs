//! A wildling card's decisions (inputs WC-*): units to destroy or replace, a card to discard or
//! take back, a track. The Horde Descends' muster is a mustering form ([`super::westeros`]).

use super::abilities::{track_form, CHOOSE_TRACK};
use super::formdata::FormData;
use super::westeros::{parse_units, unit_checks};
use super::{card_choices, opt_card, required, select_value, Asked, Choice, FormView, Parser, P};
use crate::engine::game::Request;
use crate::engine::input::UnitAt;
use crate::engine::legal::Legal;
use crate::engine::wildling::WildlingCard;
use crate::engine::wildlings::Effect;
use crate::engine::{Input, UnitKind};

pub const DESTROY: &str = "destroy_units";
pub const REPLACE: &str = "replace_units";
pub const DISCARD: &str = "discard_house_card";
pub const TAKE_BACK: &str = "take_back_house_card";
/// `card`: a house card key ("" for none where none is allowed).
pub const CARD: &str = "card";

pub const PARSERS: [(&str, Parser); 4] = [
    (DESTROY, |f| {
        Ok(Input::DestroyUnits {
            units: parse_units(f)?,
        })
    }),
    (REPLACE, |f| {
        Ok(Input::ReplaceUnits {
            units: parse_units(f)?,
        })
    }),
    (DISCARD, parse_discard),
    (TAKE_BACK, |f| {
        Ok(Input::TakeBackHouseCard {
            card: opt_card(f, CARD)?,
        })
    }),
];

fn units_form(
    kind: &'static str,
    title: String,
    note: String,
    units: &[UnitAt],
    pick: (u8, u8),
    ticked: &[UnitAt],
) -> FormView {
    let mut f = FormView::new(kind, title, "Confirm").note(note);
    f.hint("pick-min", pick.0);
    f.hint("pick-max", pick.1);
    unit_checks(&mut f, units, ticked);
    f
}

/// Cheapest first: footmen, ships, siege engines, knights.
fn cost(kind: UnitKind) -> u8 {
    match kind {
        UnitKind::Footman => 0,
        UnitKind::Ship => 1,
        UnitKind::SiegeEngine => 2,
        UnitKind::Knight => 3,
    }
}

fn count_words(pick: (u8, u8)) -> String {
    if pick.0 == pick.1 {
        format!("{}", pick.0)
    } else {
        format!("{} to {}", pick.0, pick.1)
    }
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::Wildling {
        effect,
        units,
        hand,
        discard,
        tracks,
        pick,
    } = asked.legal
    else {
        return vec![];
    };
    let card = match asked.request {
        Request::Wildling { card, .. } => *card,
        _ => WildlingCard::SilenceAtTheWall,
    };
    let outcome = match effect {
        Effect::FootmenToKnights | Effect::FirstOnTrack | Effect::TakeBackCard | Effect::Muster => {
            "The Night's Watch held"
        }
        _ => "The wildlings won",
    };
    let lead = format!("{outcome}: the wildling card is {}.", card.name());
    let default_units: Vec<UnitAt> = match asked.default {
        Some(Input::DestroyUnits { units }) | Some(Input::ReplaceUnits { units }) => units.clone(),
        _ => vec![],
    };
    let n = count_words(*pick);
    match effect {
        Effect::DestroyValue(v) => vec![units_form(
            DESTROY,
            format!("{}: destroy units worth {v} mustering points", card.name()),
            format!("{lead} Tick units worth {v} mustering points (a footman or a ship 1, a knight 2), no more than needed."),
            units,
            *pick,
            &default_units,
        )],
        Effect::Destroy(_) => vec![units_form(
            DESTROY,
            format!("{}: destroy {n} of your units", card.name()),
            format!("{lead} Tick {n} of your units to destroy."),
            units,
            *pick,
            &default_units,
        )],
        Effect::HordeLowest => vec![units_form(
            DESTROY,
            format!("{}: destroy 2 units", card.name()),
            format!("{lead} Destroy 2 units in one of your castle or stronghold areas if you can (those are offered), otherwise any 2."),
            units,
            *pick,
            &default_units,
        )],
        Effect::PreemptiveRaid => {
            // The default drops on a track; this form opens with the cheapest units ticked, so
            // that it too can be sent as it is.
            let mut cheapest = units.clone();
            cheapest.sort_by_key(|u| cost(u.unit));
            cheapest.truncate(pick.0 as usize);
            let destroy = units_form(
                DESTROY,
                format!("{}: destroy {n} units", card.name()),
                format!("{lead} Either destroy {n} of your units, or drop 2 places on your highest influence track (the other form)."),
                units,
                *pick,
                &cheapest,
            );
            let mut t = track_form(
                CHOOSE_TRACK,
                format!("{}: or drop 2 places on a track", card.name()),
                tracks,
                asked.default,
            );
            t.notes.push(format!("{lead} Instead of losing units, drop 2 places on the track where you stand highest."));
            t.submit = "Drop on this track".into();
            vec![destroy, t]
        }
        Effect::KnightsToFootmen(m) => vec![units_form(
            REPLACE,
            format!("{}: knights become footmen", card.name()),
            if *m == u8::MAX {
                format!("{lead} Every knight of yours goes: tick the {n} knight(s) replaced by your free footmen; the others are destroyed.")
            } else {
                format!("{lead} Tick {n} knight(s) to replace with footmen.")
            },
            units,
            *pick,
            &default_units,
        )],
        Effect::FootmenToKnights => vec![units_form(
            REPLACE,
            format!("{}: footmen become knights", card.name()),
            format!("{lead} Tick up to {} footmen to replace with knights.", pick.1),
            units,
            *pick,
            &default_units,
        )],
        Effect::DiscardCard => {
            let mut f = FormView::new(DISCARD, format!("{}: discard a card", card.name()), "Discard")
                .note(format!("{lead} Discard one house card from your hand."));
            let mut choices = card_choices(hand);
            if let Some(Input::DiscardHouseCard { card }) = asked.default {
                select_value(&mut choices, card.key());
            }
            f.radio(CARD, "Card", choices);
            vec![f]
        }
        Effect::TakeBackCard => {
            let mut f = FormView::new(TAKE_BACK, format!("{}: take a card back", card.name()), "Confirm")
                .note(format!("{lead} You may take one card from your discard pile back into your hand."));
            let mut choices = vec![Choice::new("", "none")];
            choices.extend(card_choices(discard));
            f.radio(CARD, "Card", choices);
            vec![f]
        }
        Effect::LastOnTrack | Effect::FirstOnTrack => {
            let (title, note) = if *effect == Effect::LastOnTrack {
                ("go to the bottom of a track", "Choose the track where you drop to the last place.")
            } else {
                ("go to the top of a track", "Choose the track where you take the first place.")
            };
            let mut f = track_form(CHOOSE_TRACK, format!("{}: {title}", card.name()), tracks, asked.default);
            f.notes.push(format!("{lead} {note}"));
            vec![f]
        }
        // The Horde Descends, Night's Watch: a mustering form (Legal::Muster).
        Effect::Muster => vec![],
    }
}

fn parse_discard(form: &FormData) -> P<Input> {
    Ok(Input::DiscardHouseCard {
        card: super::card(required(form, CARD)?)?,
    })
}
