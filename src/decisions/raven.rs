//! The Messenger Raven (inputs P-3): replace one order, look at the top wildling card, or pass;
//! after a look, keep the card on top or bury it.

use super::formdata::FormData;
use super::{area, required, yes, Asked, Choice, FormView, Parser, P};
use crate::engine::legal::Legal;
use crate::engine::{Input, OrderToken};

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
    match asked.legal {
        Legal::Raven { swaps, peek, .. } => {
            let mut out = Vec::new();
            let choices: Vec<Choice> = swaps
                .iter()
                .flat_map(|(a, tokens)| {
                    let old = view.areas[a.index()]
                        .order
                        .map(|(_, t)| t.label())
                        .unwrap_or("?");
                    tokens.iter().map(move |t| {
                        Choice::new(
                            format!("{}:{}", a.key(), t.key()),
                            format!("{a}: {old} → {}", t.label()),
                        )
                    })
                })
                .collect();
            if !choices.is_empty() {
                let mut f = FormView::new(
                    REPLACE,
                    "Messenger Raven: replace one of your orders",
                    "Replace the order",
                )
                .note("Your unused order tokens that the rules allow here are offered.");
                f.select(SWAP, "Order and its replacement", choices, None);
                out.push(f);
            }
            // Only where there is a wildling deck (not in the 1st edition).
            if *peek {
                out.push(
                    FormView::new(
                        PEEK,
                        "Messenger Raven: look at the top wildling card",
                        "Look at the card",
                    )
                    .note("Only you will see it; you then keep it on top or put it at the bottom."),
                );
            }
            out.push(FormView::new(
                PASS,
                "Messenger Raven: do nothing",
                "Do nothing",
            ));
            out
        }
        Legal::RavenDecide { top } => {
            let name = top.map(|c| c.name()).unwrap_or("(no card)");
            let mut f = FormView::new(DECIDE, "The top wildling card", "Decide").note(format!(
                "The top card of the wildling deck is {name}. Only you know this."
            ));
            f.radio(
                BURY,
                "Where does it go?",
                vec![
                    Choice::new("no", "Leave it on top"),
                    Choice::new("yes", "Put it at the bottom of the deck"),
                ],
            );
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_replace(form: &FormData) -> P<Input> {
    let v = required(form, SWAP)?;
    let (a, t) = v
        .split_once(':')
        .ok_or_else(|| format!("{v:?} does not name an order and its replacement"))?;
    Ok(Input::RavenReplace {
        area: area(a)?,
        token: OrderToken::from_key(t).ok_or_else(|| format!("{t:?} is not an order"))?,
    })
}

fn parse_decide(form: &FormData) -> P<Input> {
    Ok(Input::RavenDecide {
        bury: yes(form, BURY)?,
    })
}
