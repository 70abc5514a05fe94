//! Answers filed ahead on the web (issue 25): one optional row per order, no script needed.
//!
//! The rows ride on the orders form while orders are placed (the order chosen in the same row's
//! area decides which of the row's answers is used), and make a form of their own ([`KIND`])
//! once the orders are revealed, until the house is asked. Each row is one select named
//! `plan.<area>`:
//!
//! - `""`: ask me (withdraws what was filed for the area's march, raid or support);
//! - `march:<to>`: march every unit of the area to `<to>`;
//! - `raid:<target>`: remove the order in `<target>`;
//! - `support:own`, `support:<house>` (my own house, else that house), `support:none`;
//! - `keep`: leave an answer filed another way (the JSON API, a mail) unchanged.
//!
//! The engine judges each answer when it is used; these options are only the likely ones
//! (adjacent areas open in this game, houses in play).

use super::{area, Choice, Field, FormView, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::board::Board;
use crate::engine::input::MarchMove;
use crate::engine::orders::OrderKind;
use crate::engine::plan::PlanEntry;
use crate::engine::view::GameView;
use crate::engine::{AreaId, House, UnitKind};
use crate::i18n::Tr;
use crate::wording;

/// The standalone form's kind (the `form` field).
pub const KIND: &str = "plan";
/// `plan.<area>`: the row of the order in that area.
pub const PLAN: &str = "plan.";

/// The kinds a row answers; "ask me" withdraws each of them for the area.
pub const ROW_KINDS: [&str; 3] = ["march", "raid", "support"];

/// One row per area: `(area, the order's kind when known)`. `filed`: the house's filed
/// entries, selected in their rows; `None` when they are not known here (a mail's fill-in
/// text, which is not sealed enough to show them): every row then keeps what is filed.
pub fn rows(
    tr: Tr,
    view: &GameView,
    board: &Board,
    me: House,
    areas: &[(AreaId, Option<OrderKind>)],
    filed: Option<&[PlanEntry]>,
) -> Vec<Field> {
    let mut out = Vec::new();
    for (a, kind) in areas {
        let is = |k: OrderKind| kind.is_none_or(|x| x == k);
        let mut options = vec![Choice::new("", tr.t("form-plan-ask"))];
        let info = board.area(*a);
        let units = view.areas[a.index()].units;
        let ships = units.standing_list().contains(&UnitKind::Ship);
        if is(OrderKind::March) {
            for to in &info.adjacent {
                let dest = board.area(*to);
                // An area closed for this game (fewer players) is never a march's destination.
                if matches!(
                    view.areas[to.index()].neutral,
                    Some(crate::engine::state::Neutral::Impassable)
                ) {
                    continue;
                }
                // Ships sail into seas and ports; armies walk into land.
                let fits = if ships {
                    !dest.is_land()
                } else {
                    dest.is_land()
                };
                if fits {
                    options.push(Choice::new(
                        format!("march:{}", to.key()),
                        tr.t1("form-plan-march", "area", wording::area(tr, *to)),
                    ));
                }
            }
        }
        if is(OrderKind::Raid) {
            for to in &info.adjacent {
                // A raid from land reaches land; from the sea, both (§12).
                if info.is_land() && !board.area(*to).is_land() {
                    continue;
                }
                options.push(Choice::new(
                    format!("raid:{}", to.key()),
                    tr.t1("form-plan-raid", "area", wording::area(tr, *to)),
                ));
            }
        }
        if is(OrderKind::Support) {
            options.push(Choice::new("support:own", tr.t("form-plan-support-own")));
            for h in view.houses.iter().map(|h| h.house).filter(|h| *h != me) {
                options.push(Choice::new(
                    format!("support:{}", h.key()),
                    tr.t1("form-plan-support-else", "house", wording::house(tr, h)),
                ));
            }
            options.push(Choice::new("support:none", tr.t("form-plan-support-none")));
        }
        if options.len() == 1 {
            continue;
        }
        // The filed answer for this area, selected (or kept as it is when no option shows it).
        let current = match filed {
            Some(filed) => filed.iter().find_map(|e| value_of(e, *a, me, view)),
            None => Some(None),
        };
        match current {
            Some(Some(v)) if options.iter().any(|o| o.value == v) => {
                for o in &mut options {
                    o.selected = o.value == v;
                }
            }
            Some(_) => {
                let mut keep = Choice::new("keep", tr.t("form-plan-keep"));
                keep.selected = true;
                options.insert(1, keep);
            }
            None => {}
        }
        out.push(Field::Select {
            name: format!("{PLAN}{}", a.key()),
            label: tr.t1("form-plan-row", "area", wording::area(tr, *a)),
            options,
            area: None,
            id: None,
        });
    }
    out
}

/// The row value that shows `entry` for the area `a`: `None` when the entry is about another
/// area, `Some(None)` when it is but no row option says it (filed through the API or by mail).
fn value_of(entry: &PlanEntry, a: AreaId, me: House, view: &GameView) -> Option<Option<String>> {
    match entry {
        PlanEntry::March {
            from,
            moves,
            leave_power_token,
        } if *from == a => Some(match moves.as_slice() {
            [m] if !leave_power_token
                && m.units.len() == view.areas[a.index()].units.standing_list().len() =>
            {
                Some(format!("march:{}", m.to.key()))
            }
            _ => None,
        }),
        PlanEntry::Raid { from, target } if *from == a => {
            Some(target.map(|t| format!("raid:{}", t.key())))
        }
        PlanEntry::Support { area: s, prefer } if *s == a => Some(match prefer.as_slice() {
            [] => Some("support:none".into()),
            [h] if *h == me => Some("support:own".into()),
            [h, o] if *h == me => Some(format!("support:{}", o.key())),
            _ => None,
        }),
        _ => None,
    }
}

/// Adds the rows to the orders form among `forms` (if any), one per area of `me` with units;
/// on a page the order already sealed there decides which answers the row offers. In a mail
/// (`filed` unknown) every row offers every kind of answer, so that the rows of the fill-in
/// text stay the same when the orders are sealed between the mail and its reply.
pub fn add_to_orders_form(
    forms: &mut [FormView],
    tr: Tr,
    view: &GameView,
    board: &Board,
    me: House,
    filed: Option<&[PlanEntry]>,
) {
    let Some(orders) = forms.iter_mut().find(|f| f.kind == super::orders::KIND) else {
        return;
    };
    let areas: Vec<(AreaId, Option<OrderKind>)> = view
        .areas
        .iter()
        .filter(|a| a.house == Some(me) && !a.units.standing_list().is_empty())
        .map(|a| {
            let sealed = view.my_orders.as_ref().and_then(|o| o.get(&a.area));
            (a.area, sealed.filter(|_| filed.is_some()).map(|t| t.kind()))
        })
        .collect();
    let rows = rows(tr, view, board, me, &areas, filed);
    if !rows.is_empty() {
        orders.notes.push(tr.t("form-plan-note"));
        orders.fields.extend(rows);
    }
}

/// The standalone form (orders revealed, the house not yet asked for them), if there is a row.
pub fn form(
    tr: Tr,
    view: &GameView,
    board: &Board,
    me: House,
    filed: &[PlanEntry],
) -> Option<FormView> {
    let areas: Vec<(AreaId, Option<OrderKind>)> = view
        .areas
        .iter()
        .filter_map(|a| match a.order {
            Some((h, t)) if h == me => {
                let k = t.kind();
                matches!(k, OrderKind::March | OrderKind::Raid | OrderKind::Support)
                    .then_some((a.area, Some(k)))
            }
            _ => None,
        })
        .collect();
    let fields = rows(tr, view, board, me, &areas, Some(filed));
    if fields.is_empty() {
        return None;
    }
    let mut f = FormView::new(KIND, tr.t("form-plan-title"), &tr.t("form-plan-submit"))
        .note(tr.t("form-plan-note"));
    f.request = KIND.into();
    f.fields = fields;
    Some(f)
}

/// What the rows of a submitted form file and withdraw: entries to file, and the areas whose
/// row says "ask me".
pub fn parse(form: &FormData, me: House, view: &GameView) -> P<(Vec<PlanEntry>, Vec<AreaId>)> {
    let mut file = Vec::new();
    let mut withdraw = Vec::new();
    for (k, v) in form.with_prefix(PLAN) {
        let a = area(k)?;
        let (kind, arg) = v.split_once(':').unwrap_or((v, ""));
        match (kind, arg) {
            ("", _) => withdraw.push(a),
            ("keep", _) => {}
            ("march", to) => {
                let to = area(to)?;
                let units = view.areas[a.index()].units.standing_list();
                file.push(PlanEntry::March {
                    from: a,
                    moves: vec![MarchMove { to, units }],
                    leave_power_token: false,
                });
            }
            ("raid", target) => file.push(PlanEntry::Raid {
                from: a,
                target: Some(area(target)?),
            }),
            ("support", who) => {
                let prefer = match who {
                    "none" => vec![],
                    "own" => vec![me],
                    h => vec![me, House::from_key(h).ok_or_else(|| FormError::value(h))?],
                };
                file.push(PlanEntry::Support { area: a, prefer });
            }
            _ => return Err(FormError::value(v)),
        }
    }
    Ok((file, withdraw))
}
