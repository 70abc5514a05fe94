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
//! The muster rows (one per castle or stronghold the house controls, named
//! `plan.muster.<area>`) together make the one mustering plan of the next Westeros phase that
//! asks the house to muster: `none`, `f` (a footman), `k` (a knight), `ff` (two footmen), `fk`
//! (a footman there becomes a knight), `s:<port>` (a ship into the area's port); short codes,
//! so that no English word is left in a page in another language. Rows left at "ask me" muster
//! nothing in their area once another row names a muster; all of them at "ask me" withdraw the
//! plan; any at `keep` leave the filed plan as it is.
//!
//! The engine judges each answer when it is used; these options are only the likely ones
//! (adjacent areas open in this game, houses in play).

use super::{area, Choice, Field, FormView, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::board::Board;
use crate::engine::input::{AreaMuster, MarchMove, MusterAction};
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
/// `plan.muster.<area>`, after [`PLAN`]: a muster row.
pub const MUSTER: &str = "muster.";
/// `plan.tie.<i>`, after [`PLAN`]: the house placed i+1 when bids tie, on the Iron Throne
/// holder's bid form ([`tie_rows`]).
pub const TIE: &str = "tie.";

/// What a submitted form's rows change: the entries to file, and the `(kind, key)` of those to
/// withdraw.
pub type RowChanges = crate::engine::plan::Changes;

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
    let mut rows = rows(tr, view, board, me, &areas, filed);
    rows.extend(muster_rows(tr, view, board, me, filed));
    if !rows.is_empty() {
        orders.notes.push(tr.t("form-plan-note"));
        orders.fields.extend(rows);
    }
}

/// The standalone form (orders revealed, the house not yet asked for them), if there is a row:
/// the rows of its march, raid and support orders, and the muster rows.
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
    let mut fields = rows(tr, view, board, me, &areas, Some(filed));
    fields.extend(muster_rows(tr, view, board, me, Some(filed)));
    if fields.is_empty() {
        return None;
    }
    let mut f = FormView::new(KIND, tr.t("form-plan-title"), &tr.t("form-plan-submit"))
        .note(tr.t("form-plan-note"));
    f.request = KIND.into();
    f.fields = fields;
    Some(f)
}

/// What the rows of a submitted form file and withdraw: entries to file, and the `(kind, key)`
/// of the entries withdrawn (every kind a row answers, for a row that says "ask me").
pub fn parse(form: &FormData, me: House, view: &GameView) -> P<RowChanges> {
    let mut file = Vec::new();
    let mut withdraw = Vec::new();
    // The muster rows: `None` while none was sent; `Some(false)` when one says "keep".
    let mut muster: Option<(bool, Vec<AreaMuster>)> = None;
    // The tie rows: `(place, house)`, "ask me" as `None`.
    let mut ties: Option<Vec<(usize, Option<House>)>> = None;
    for (k, v) in form.with_prefix(PLAN) {
        if let Some(i) = k.strip_prefix(TIE) {
            let i: usize = i.parse().map_err(|_| FormError::value(k))?;
            let h = match v {
                "" => None,
                h => Some(House::from_key(h).ok_or_else(|| FormError::value(h))?),
            };
            ties.get_or_insert_with(Vec::new).push((i, h));
            continue;
        }
        if let Some(m) = k.strip_prefix(MUSTER) {
            let a = area(m)?;
            let rows = muster.get_or_insert((true, Vec::new()));
            match v {
                "" | "none" => {}
                "keep" => rows.0 = false,
                _ => {
                    let actions = muster_actions(v).ok_or_else(|| FormError::value(v))?;
                    rows.1.push(AreaMuster { area: a, actions });
                }
            }
            if v == "none" {
                // Named: the plan musters nothing here (not the same as every row at "ask me").
                rows.1.push(AreaMuster {
                    area: a,
                    actions: vec![],
                });
            }
            continue;
        }
        let a = area(k)?;
        let (kind, arg) = v.split_once(':').unwrap_or((v, ""));
        match (kind, arg) {
            ("", _) => withdraw.extend(ROW_KINDS.iter().map(|k| (*k, a.key().to_string()))),
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
    match muster {
        Some((true, areas)) if areas.is_empty() => withdraw.push(("muster", String::new())),
        Some((true, mut areas)) => {
            // Areas that muster nothing are left out of the plan (they were only named).
            areas.retain(|m| !m.actions.is_empty());
            file.push(PlanEntry::Muster { areas });
        }
        _ => {}
    }
    if let Some(mut ties) = ties {
        ties.sort_by_key(|t| t.0);
        let ranking: Vec<House> = ties.into_iter().filter_map(|t| t.1).collect();
        // Every row at "ask me" files nothing (and withdraws nothing: the rows do not show a
        // ranking filed another way, through the API).
        if let Some(i) = (1..ranking.len()).find(|i| ranking[..*i].contains(&ranking[*i])) {
            return Err(FormError::value(ranking[i].key()));
        }
        if !ranking.is_empty() {
            file.push(PlanEntry::TieBreak { ranking });
        }
    }
    Ok((file, withdraw))
}

/// The tie rows of the Iron Throne holder's bid form (issue 25): the tie order asked together
/// with the bid that may cause it. The holder may rank the houses now (most favoured first);
/// a tie among ranked houses on this track, and on the next ones while it holds the throne,
/// is then broken at once, as a tie-breaking answer filed ahead. Left at "ask me", the holder
/// is asked when a tie comes, as before.
pub fn tie_rows(tr: Tr, view: &GameView) -> Vec<Field> {
    let houses: Vec<House> = view.tracks.iron_throne.clone();
    (0..houses.len())
        .map(|i| {
            let mut options = vec![Choice::new("", tr.t("form-plan-ask"))];
            options.extend(
                houses
                    .iter()
                    .map(|h| Choice::new(h.key(), wording::house(tr, *h))),
            );
            Field::Select {
                name: format!("{PLAN}{TIE}{i}"),
                label: tr.t1("form-bid-tie-place", "n", i + 1),
                options,
                area: None,
                id: None,
            }
        })
        .collect()
}

/// The actions a muster row's value stands for.
fn muster_actions(value: &str) -> Option<Vec<MusterAction>> {
    let recruit = |unit| MusterAction::Recruit { unit, to: None };
    Some(match value {
        "f" => vec![recruit(UnitKind::Footman)],
        "k" => vec![recruit(UnitKind::Knight)],
        "ff" => vec![recruit(UnitKind::Footman), recruit(UnitKind::Footman)],
        "fk" => vec![MusterAction::Upgrade {
            to: UnitKind::Knight,
        }],
        _ => {
            let to = area(value.strip_prefix("s:")?).ok()?;
            vec![MusterAction::Recruit {
                unit: UnitKind::Ship,
                to: Some(to),
            }]
        }
    })
}

/// The value of a muster row that shows `actions` (`None`: no row option says it).
fn muster_value(actions: &[MusterAction]) -> Option<String> {
    use MusterAction::{Recruit, Upgrade};
    let recruit = |a: &MusterAction, k: UnitKind| matches!(a, Recruit { unit, .. } if *unit == k);
    Some(match actions {
        [] => "none".into(),
        [a] if recruit(a, UnitKind::Footman) => "f".into(),
        [a] if recruit(a, UnitKind::Knight) => "k".into(),
        [Recruit {
            unit: UnitKind::Ship,
            to: Some(to),
        }] => format!("s:{}", to.key()),
        [a, b] if recruit(a, UnitKind::Footman) && recruit(b, UnitKind::Footman) => "ff".into(),
        [Upgrade {
            to: UnitKind::Knight,
        }] => "fk".into(),
        _ => return None,
    })
}

/// The muster rows: one per castle or stronghold `me` controls, its options those the area's
/// mustering points allow (a knight or two footmen only in a stronghold, a ship only where
/// there is a port, an upgrade only where a footman stands now). `filed`: as in [`rows`].
pub fn muster_rows(
    tr: Tr,
    view: &GameView,
    board: &Board,
    me: House,
    filed: Option<&[PlanEntry]>,
) -> Vec<Field> {
    let plan = filed.map(|f| {
        f.iter().find_map(|e| match e {
            PlanEntry::Muster { areas } => Some(areas.as_slice()),
            _ => None,
        })
    });
    let areas: Vec<AreaId> = view
        .areas
        .iter()
        .filter(|a| a.controller == Some(me) && board.area(a.area).muster_points() > 0)
        .map(|a| a.area)
        .collect();
    // Whether every row can show the filed plan (else each row offers to keep it).
    let shown = match plan {
        Some(Some(plan)) => plan
            .iter()
            .all(|m| areas.contains(&m.area) && muster_value(&m.actions).is_some()),
        Some(None) => true,
        None => false,
    };
    let mut out = Vec::new();
    for a in areas {
        let info = board.area(a);
        let points = info.muster_points();
        let mut options = vec![
            Choice::new("", tr.t("form-plan-ask")),
            Choice::new("none", tr.t("form-plan-muster-none")),
            Choice::new("f", tr.t("form-plan-muster-footman")),
        ];
        if points >= 2 {
            options.push(Choice::new("k", tr.t("form-plan-muster-knight")));
            options.push(Choice::new("ff", tr.t("form-plan-muster-two-footmen")));
        }
        if view.areas[a.index()].units.standing[UnitKind::Footman.index()] > 0 {
            options.push(Choice::new("fk", tr.t("form-plan-muster-upgrade")));
        }
        if let Some(port) = info.port {
            options.push(Choice::new(
                format!("s:{}", port.key()),
                tr.t("form-plan-muster-ship"),
            ));
        }
        match plan {
            Some(Some(plan)) if shown => {
                let v = plan
                    .iter()
                    .find(|m| m.area == a)
                    .and_then(|m| muster_value(&m.actions))
                    .unwrap_or_else(|| "none".into());
                for o in &mut options {
                    o.selected = o.value == v;
                }
            }
            Some(None) => {}
            _ => {
                let mut keep = Choice::new("keep", tr.t("form-plan-keep"));
                keep.selected = true;
                options.insert(1, keep);
            }
        }
        out.push(Field::Select {
            name: format!("{PLAN}{MUSTER}{}", a.key()),
            label: tr.t1("form-plan-muster-row", "area", wording::area(tr, a)),
            options,
            area: None,
            id: None,
        });
    }
    out
}
