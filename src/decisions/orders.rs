//! Placing orders (Planning, inputs P-1): one select per area with units.

use super::{area, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::legal::Legal;
use crate::engine::orders::OrderKind;
use crate::engine::{Input, OrderToken};
use crate::wording;
use std::collections::BTreeMap;

pub const KIND: &str = "place_orders";
/// `order.<area>`: the token for that area ("" for none, where the rules allow none).
pub const ORDER: &str = "order.";

pub const PARSERS: [(&str, Parser); 1] = [(KIND, parse)];

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::PlaceOrders {
        areas,
        tokens,
        max_special,
        must_place,
        no_consolidate,
    } = asked.legal
    else {
        return vec![];
    };
    let view = asked.view;
    let tr = asked.tr;
    // Areas may go without an order only when the house has fewer tokens than areas (§11.5).
    let optional = (*must_place as usize) < areas.len();
    let mut f = FormView::new(KIND, tr.t("form-orders-title"), &tr.t("form-orders-submit")).note(
        if optional {
            tr.t1("form-orders-optional", "count", *must_place)
        } else {
            tr.t("form-orders-all")
        },
    );
    f.notes.push(match max_special {
        0 => tr.t("form-orders-no-special"),
        n => tr.t1("form-orders-max-special", "count", *n),
    });
    if !view.restrictions.is_empty() {
        f.notes.push(tr.t("form-orders-restricted"));
    }
    let sealed = view.my_orders.as_ref();
    f.notes.push(if sealed.is_some() {
        tr.t("form-orders-sealed")
    } else {
        tr.t("form-orders-default")
    });
    f.hint("max-special", max_special);
    if optional {
        f.hint("min-filled", must_place);
    }
    let default = match asked.default {
        Some(Input::PlaceOrders { orders }) => Some(orders),
        _ => None,
    };
    for a in areas {
        let current = match (sealed, default) {
            (Some(s), _) => s.get(a).copied(),
            (None, Some(d)) => d.get(a).copied(),
            (None, None) => None,
        };
        let mut options = Vec::new();
        if optional {
            options.push(Choice::new("", tr.t("form-orders-no-order")));
        }
        for (t, n) in tokens {
            // No Consolidate Power at sea in the 1st edition: the engine lists such areas.
            let refused = t.kind() == OrderKind::ConsolidatePower && no_consolidate.contains(a);
            if *n == 0 || refused {
                continue;
            }
            let mut c = Choice::new(t.key(), wording::order(tr, *t)).hint("copies", n.to_string());
            if t.is_special() {
                c = c.hint("special", "1");
            }
            c.selected = current == Some(*t);
            options.push(c);
        }
        let units = view.areas[a.index()].units.standing_list();
        f.select(
            format!("{ORDER}{}", a.key()),
            tr.t2(
                "form-orders-area",
                "area",
                wording::area(tr, *a),
                "units",
                wording::unit_list(tr, &units),
            ),
            options,
            Some(*a),
        );
    }
    vec![f]
}

pub fn parse(form: &FormData) -> P<Input> {
    let mut orders = BTreeMap::new();
    for (k, v) in form.with_prefix(ORDER) {
        let a = area(k)?;
        if v.is_empty() {
            continue;
        }
        let t = OrderToken::from_key(v).ok_or_else(|| FormError::value(v))?;
        orders.insert(a, t);
    }
    Ok(Input::PlaceOrders { orders })
}
