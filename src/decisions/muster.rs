//! The mustering form (issue 27, item 5): for each castle or stronghold area, what to muster
//! there, picked point by point rather than from a list of every combination. A castle gives
//! one select (`muster.<area>`); a stronghold a second one for its second point
//! (`muster_second.<area>`). The first select offers every single thing the area can muster on
//! its own (a knight or a siege engine takes both points); the second offers the one-point
//! things the engine allows beside another. Both come from the engine's plans
//! (`Legal::Muster.plans`), so every choice is one the engine accepts on its own; what binds
//! the areas together (supply, reserves) is stated from `engine::bounds` in the form's notes.

use super::consolidate::{plan_from_value, plan_value, plan_words};
use super::{area, Choice, FormView, P};
use crate::decisions::formdata::FormData;
use crate::engine::input::{AreaMuster, MusterAction};
use crate::engine::unit::UnitKind;
use crate::engine::{AreaId, Input};
use crate::i18n::Tr;

/// `muster.<area>`: the area's first choice (or its only one, in a castle).
pub const FIRST: &str = "muster.";
/// `muster_second.<area>`: a stronghold's second point.
pub const SECOND: &str = "muster_second.";
/// A choice's hint naming the field that must stay on "nothing" beside it (a two-point choice
/// leaves no second point).
pub const EXCLUDES: &str = "excludes";

/// The mustering points an action uses.
fn cost(action: &MusterAction) -> u8 {
    match action {
        MusterAction::Recruit {
            unit: UnitKind::Knight | UnitKind::SiegeEngine,
            ..
        } => 2,
        _ => 1,
    }
}

/// What the area's first select offers: every plan of one action, in the engine's order.
pub fn first_options(plans: &[Vec<MusterAction>]) -> Vec<MusterAction> {
    plans
        .iter()
        .filter(|p| p.len() == 1)
        .map(|p| p[0])
        .collect()
}

/// What a stronghold's second select offers: each one-point action that is a legal plan on
/// its own (so it may be chosen with the first select left on "nothing") and the second part
/// of some legal plan of two.
pub fn second_options(plans: &[Vec<MusterAction>]) -> Vec<MusterAction> {
    let alone = first_options(plans);
    let mut out: Vec<MusterAction> = Vec::new();
    for p in plans.iter().filter(|p| p.len() == 2) {
        let a = p[1];
        if cost(&a) == 1 && alone.contains(&a) && !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// The area's selects, appended to `f`. `label` names the area and its points.
pub fn area_fields(
    tr: Tr,
    f: &mut FormView,
    a: AreaId,
    label: String,
    plans: &[Vec<MusterAction>],
) {
    let second = second_options(plans);
    let second_name = format!("{SECOND}{}", a.key());
    let mut first = vec![Choice::new("", tr.t("form-nothing"))];
    for action in first_options(plans) {
        let words = tr.t1("form-plan", "plan", plan_words(tr, &[action]));
        first.push(if cost(&action) == 2 && !second.is_empty() {
            Choice::new(
                plan_value(&[action]),
                tr.t1("form-muster-two-points", "plan", words),
            )
            .hint(EXCLUDES, second_name.clone())
        } else {
            Choice::new(plan_value(&[action]), words)
        });
    }
    f.select(format!("{FIRST}{}", a.key()), label, first, Some(a));
    if !second.is_empty() {
        let mut choices = vec![Choice::new("", tr.t("form-nothing"))];
        choices.extend(second.iter().map(|action| {
            Choice::new(
                plan_value(&[*action]),
                tr.t1("form-plan", "plan", plan_words(tr, &[*action])),
            )
        }));
        f.select(
            second_name,
            tr.t1("form-muster-second", "area", crate::wording::area(tr, a)),
            choices,
            Some(a),
        );
    }
}

/// The `Input::Muster` of a posted form: each area's choices joined into its plan, recruits
/// before upgrades (a footman mustered with one point may be upgraded with the other, never
/// the reverse).
pub fn parse(form: &FormData) -> P<Input> {
    let mut by_area: Vec<(AreaId, Vec<MusterAction>)> = Vec::new();
    for prefix in [FIRST, SECOND] {
        for (a, v) in form.with_prefix(prefix) {
            let a = area(a)?;
            let actions = plan_from_value(v)?;
            match by_area.iter_mut().find(|(x, _)| *x == a) {
                Some((_, plan)) => plan.extend(actions),
                None => by_area.push((a, actions)),
            }
        }
    }
    Ok(Input::Muster {
        areas: by_area
            .into_iter()
            .filter(|(_, actions)| !actions.is_empty())
            .map(|(area, mut actions)| {
                actions.sort_by_key(|a| matches!(a, MusterAction::Upgrade { .. }));
                AreaMuster { area, actions }
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recruit(unit: UnitKind, to: Option<u8>) -> MusterAction {
        MusterAction::Recruit {
            unit,
            to: to.map(AreaId),
        }
    }

    #[test]
    fn the_second_point_offers_only_one_point_things_legal_alone_and_beside_another() {
        let footman = recruit(UnitKind::Footman, None);
        let ship = recruit(UnitKind::Ship, Some(3));
        let knight = recruit(UnitKind::Knight, None);
        let upgrade = MusterAction::Upgrade {
            to: UnitKind::Knight,
        };
        let plans = vec![
            vec![footman],
            vec![ship],
            vec![knight],
            vec![footman, footman],
            vec![footman, ship],
            // Upgrading the footman just mustered: legal as a pair, not alone.
            vec![footman, upgrade],
        ];
        assert_eq!(first_options(&plans), vec![footman, ship, knight]);
        assert_eq!(second_options(&plans), vec![footman, ship]);
    }

    #[test]
    fn an_areas_two_selects_make_one_plan_with_recruits_first() {
        let form = FormData::parse(
            b"muster.winterfell=upgrade%3Aknight&muster_second.winterfell=recruit%3Afootman\
             &muster.white_harbor=&muster_second.white_harbor=recruit%3Aship%3Anarrow_sea\
             &muster.moat_cailin=",
        )
        .unwrap();
        let Input::Muster { areas } = parse(&form).unwrap() else {
            panic!("not a muster");
        };
        let winterfell = AreaId::from_key("winterfell").unwrap();
        let white_harbor = AreaId::from_key("white_harbor").unwrap();
        assert_eq!(areas.len(), 2, "an area left on nothing musters nothing");
        assert_eq!(areas[0].area, winterfell);
        assert_eq!(
            areas[0].actions,
            vec![
                recruit(UnitKind::Footman, None),
                MusterAction::Upgrade {
                    to: UnitKind::Knight
                }
            ]
        );
        assert_eq!(areas[1].area, white_harbor);
        assert_eq!(areas[1].actions.len(), 1);
    }
}
