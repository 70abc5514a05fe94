//! A wildling card's decisions (inputs WC-*): units to destroy or replace, a card to discard or
//! take back, a track. The Horde Descends' muster is a mustering form ([`super::westeros`]).

use super::abilities::{track_form, CHOOSE_TRACK};
use super::westeros::{parse_units, unit_checks};
use super::{card_choices, opt_card, required, select_value, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::FormData;
use crate::engine::game::Request;
use crate::engine::input::UnitAt;
use crate::engine::legal::Legal;
use crate::engine::wildling::WildlingCard;
use crate::engine::wildlings::Effect;
use crate::engine::{Input, UnitKind};
use crate::i18n::Tr;
use crate::wording;
use fluent_bundle::FluentValue;

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
            leave_power_token: false,
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
    tr: Tr,
    kind: &'static str,
    title: String,
    note: String,
    units: &[UnitAt],
    pick: (u8, u8),
    ticked: &[UnitAt],
) -> FormView {
    let mut f = FormView::new(kind, title, &tr.t("form-confirm")).note(note);
    f.hint("pick-min", pick.0);
    f.hint("pick-max", pick.1);
    unit_checks(tr, &mut f, units, ticked);
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

fn count_words(tr: Tr, pick: (u8, u8)) -> String {
    if pick.0 == pick.1 {
        format!("{}", pick.0)
    } else {
        tr.t2("form-count-range", "min", pick.0, "max", pick.1)
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
    let tr = asked.tr;
    let card = match asked.request {
        Request::Wildling { card, .. } => *card,
        _ => WildlingCard::SilenceAtTheWall,
    };
    let name = wording::wildling_card(tr, card);
    let outcome = match effect {
        Effect::FootmenToKnights | Effect::FirstOnTrack | Effect::TakeBackCard | Effect::Muster => {
            "form-wild-held"
        }
        _ => "form-wild-won",
    };
    let lead = tr.t1(outcome, "card", name.clone());
    let default_units: Vec<UnitAt> = match asked.default {
        Some(Input::DestroyUnits { units, .. }) | Some(Input::ReplaceUnits { units }) => {
            units.clone()
        }
        _ => vec![],
    };
    let n = count_words(tr, *pick);
    // The words of one message with the card, the lead sentence, the count and its words.
    let say = |id: &str, extra: &[(&str, FluentValue<'static>)]| {
        let mut args: Vec<(&str, FluentValue<'static>)> = vec![
            ("card", name.clone().into()),
            ("lead", lead.clone().into()),
            ("n", n.clone().into()),
            ("count", pick.1.into()),
        ];
        args.extend(extra.iter().cloned());
        tr.t_args(id, &args)
    };
    match effect {
        Effect::DestroyValue(v) => vec![units_form(
            tr,
            DESTROY,
            say("form-wild-destroy-value-title", &[("value", (*v).into())]),
            say("form-wild-destroy-value-note", &[("value", (*v).into())]),
            units,
            *pick,
            &default_units,
        )],
        Effect::Destroy(_) => vec![units_form(
            tr,
            DESTROY,
            say("form-wild-destroy-title", &[]),
            say("form-wild-destroy-note", &[]),
            units,
            *pick,
            &default_units,
        )],
        Effect::HordeLowest => vec![units_form(
            tr,
            DESTROY,
            say("form-wild-horde-title", &[]),
            say("form-wild-horde-note", &[]),
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
                tr,
                DESTROY,
                say("form-wild-raid-title", &[]),
                say("form-wild-raid-note", &[]),
                units,
                *pick,
                &cheapest,
            );
            let mut t = track_form(
                tr,
                CHOOSE_TRACK,
                say("form-wild-raid-track-title", &[]),
                tracks,
                asked.default,
            );
            t.notes.push(say("form-wild-raid-track-note", &[]));
            t.submit = tr.t("form-wild-raid-track-submit");
            vec![destroy, t]
        }
        Effect::KnightsToFootmen(m) => vec![units_form(
            tr,
            REPLACE,
            say("form-wild-knights-title", &[]),
            if *m == u8::MAX {
                say("form-wild-knights-all-note", &[])
            } else {
                say("form-wild-knights-note", &[])
            },
            units,
            *pick,
            &default_units,
        )],
        Effect::FootmenToKnights => vec![units_form(
            tr,
            REPLACE,
            say("form-wild-footmen-title", &[]),
            say("form-wild-footmen-note", &[("max", pick.1.into())]),
            units,
            *pick,
            &default_units,
        )],
        Effect::DiscardCard => {
            let mut f = FormView::new(
                DISCARD,
                say("form-wild-discard-title", &[]),
                &tr.t("form-wild-discard-submit"),
            )
            .note(say("form-wild-discard-note", &[]));
            let mut choices = card_choices(tr, hand);
            if let Some(Input::DiscardHouseCard { card }) = asked.default {
                select_value(&mut choices, card.key());
            }
            f.radio(CARD, tr.t("form-field-card"), choices);
            vec![f]
        }
        Effect::TakeBackCard => {
            let mut f = FormView::new(
                TAKE_BACK,
                say("form-wild-take-back-title", &[]),
                &tr.t("form-confirm"),
            )
            .note(say("form-wild-take-back-note", &[]));
            let mut choices = vec![Choice::new("", tr.t("form-none"))];
            choices.extend(card_choices(tr, discard));
            f.radio(CARD, tr.t("form-field-card"), choices);
            vec![f]
        }
        Effect::LastOnTrack | Effect::FirstOnTrack => {
            let (title, note) = if *effect == Effect::LastOnTrack {
                ("form-wild-last-title", "form-wild-last-note")
            } else {
                ("form-wild-first-title", "form-wild-first-note")
            };
            let mut f = track_form(tr, CHOOSE_TRACK, say(title, &[]), tracks, asked.default);
            f.notes.push(say(note, &[]));
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
