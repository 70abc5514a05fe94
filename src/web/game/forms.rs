//! The viewer's forms on the game page: the decision awaited from its house, and its answers
//! filed ahead (issue 25).

use crate::decisions::{self, Asked, FormView};
use crate::engine::House;
use crate::i18n::{self};

/// The viewer's forms for the current decision, with their ids (none for a spectator or a
/// house not awaited).
pub(super) fn viewer_forms(
    r: &crate::service::cache::Replayed,
    me: Option<House>,
    view: &crate::engine::view::GameView,
    tr: i18n::Tr,
    plan: Option<&crate::service::plans::HousePlan>,
) -> Vec<FormView> {
    let mut forms = match me {
        Some(h) => match (r.game.legal(h), r.game.request_for(h)) {
            (Some(legal), Some(request)) => {
                let default = r.game.default_input(h);
                decisions::forms_for(&Asked {
                    legal: &legal,
                    view,
                    me: h,
                    request: &request,
                    default: default.as_ref(),
                    tr,
                })
            }
            _ => vec![],
        },
        None => vec![],
    };
    if let (Some(h), Some(plan)) = (me, plan) {
        add_plan_rows(&mut forms, r, view, h, &plan.filed, tr);
    }
    decisions::assign_ids(&mut forms);
    forms
}

/// Answers filed ahead (issue 25): one optional row per area on the orders form (the order
/// chosen there decides which answer is used), or once orders are revealed and before the
/// marches are done, a form of its own.
fn add_plan_rows(
    forms: &mut [FormView],
    r: &crate::service::cache::Replayed,
    view: &crate::engine::view::GameView,
    me: House,
    filed: &[crate::engine::plan::PlanEntry],
    tr: i18n::Tr,
) {
    let board = r.game.state().board();
    decisions::plans::add_to_orders_form(forms, tr, view, board, me, Some(filed));
}

/// The "Answer ahead" form of its own (posted to `/games/{id}/plan`): once orders are
/// revealed and until the marches are done, for the viewer's march, raid and support orders.
pub(super) fn plan_form(
    r: &crate::service::cache::Replayed,
    view: &crate::engine::view::GameView,
    me: House,
    filed: &[crate::engine::plan::PlanEntry],
    tr: i18n::Tr,
) -> Option<FormView> {
    if !matches!(view.phase.as_str(), "raven" | "raid" | "march") {
        return None;
    }
    decisions::plans::form(tr, view, r.game.state().board(), me, filed)
}
