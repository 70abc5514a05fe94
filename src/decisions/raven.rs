//! The Messenger Raven (inputs P-3): replace one order, look at the top wildling card, or pass;
//! after a look, keep the card on top or bury it.

use super::{area, required, yes, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::legal::Legal;
use crate::engine::{Input, OrderToken};
use crate::wording;

pub const REPLACE: &str = "raven_replace";
pub const PEEK: &str = "raven_peek";
pub const PASS: &str = "raven_pass";
pub const DECIDE: &str = "raven_decide";
/// `swap`: `<area>:<token>`, the order to replace and its replacement.
pub const SWAP: &str = "swap";
/// `bury`: yes (to the bottom) or no (keep on top).
pub const BURY: &str = "bury";

pub const PARSERS: [(&str, Parser); 4] = [
    (REPLACE, parse_replace),
    (PEEK, |_| Ok(Input::RavenPeek)),
    (PASS, |_| Ok(Input::RavenPass)),
    (DECIDE, parse_decide),
];

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let view = asked.view;
    let tr = asked.tr;
    match asked.legal {
        Legal::Raven { swaps, peek, .. } => {
            let mut out = Vec::new();
            let choices: Vec<Choice> = swaps
                .iter()
                .flat_map(|(a, tokens)| {
                    let old = view.areas[a.index()]
                        .order
                        .map(|(_, t)| wording::order(tr, t))
                        .unwrap_or_else(|| "?".into());
                    tokens.iter().map(move |t| {
                        Choice::new(
                            format!("{}:{}", a.key(), t.key()),
                            tr.t3(
                                "form-raven-swap",
                                "area",
                                wording::area(tr, *a),
                                "old",
                                old.clone(),
                                "new",
                                wording::order(tr, *t),
                            ),
                        )
                    })
                })
                .collect();
            if !choices.is_empty() {
                let mut f = FormView::new(
                    REPLACE,
                    tr.t("form-raven-replace-title"),
                    &tr.t("form-raven-replace-submit"),
                )
                .note(tr.t("form-raven-replace-note"));
                f.select(SWAP, tr.t("form-raven-swap-label"), choices, None);
                out.push(f);
            }
            // Only where there is a wildling deck (not in the 1st edition).
            if *peek {
                out.push(
                    FormView::new(
                        PEEK,
                        tr.t("form-raven-peek-title"),
                        &tr.t("form-raven-peek-submit"),
                    )
                    .note(tr.t("form-raven-peek-note")),
                );
            }
            out.push(FormView::new(
                PASS,
                tr.t("form-raven-pass-title"),
                &tr.t("form-raven-pass-submit"),
            ));
            out
        }
        Legal::RavenDecide { top } => {
            let name = top
                .map(|c| wording::wildling_card(tr, c))
                .unwrap_or_else(|| tr.t("form-raven-no-card"));
            let mut f = FormView::new(
                DECIDE,
                tr.t("form-raven-decide-title"),
                &tr.t("form-decide"),
            )
            .note(tr.t1("form-raven-decide-note", "card", name));
            f.radio(
                BURY,
                tr.t("form-raven-bury-label"),
                vec![
                    Choice::new("no", tr.t("form-raven-keep")),
                    Choice::new("yes", tr.t("form-raven-bury")),
                ],
            );
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_replace(form: &FormData) -> P<Input> {
    let v = required(form, SWAP)?;
    let (a, t) = v.split_once(':').ok_or_else(|| FormError::value(v))?;
    Ok(Input::RavenReplace {
        area: area(a)?,
        token: OrderToken::from_key(t).ok_or_else(|| FormError::value(t))?,
    })
}

fn parse_decide(form: &FormData) -> P<Input> {
    Ok(Input::RavenDecide {
        bury: yes(form, BURY)?,
    })
}
