//! Bids (inputs W-6..W-8, wildling bids WA-1), ordering tied houses (W-6t..W-8t) and naming the
//! highest or lowest bidder among the tied (WA-2t).

use super::formdata::FormData;
use super::{
    count_choices, house, number, required, select_value, Asked, Choice, FormView, Parser, P,
};
use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::{House, Input};

pub const BID: &str = "bid";
pub const TIE_ORDER: &str = "tie_order";
pub const CHOOSE_BIDDER: &str = "choose_bidder";
/// `power`: the sealed bid.
pub const POWER: &str = "power";
/// `pos.<i>`: the house at place i+1 of the track.
pub const POS: &str = "pos.";
/// `bidder`: the house named among the tied bidders.
pub const BIDDER: &str = "bidder";

pub const PARSERS: [(&str, Parser); 3] = [
    (BID, parse_bid),
    (TIE_ORDER, parse_tie),
    (CHOOSE_BIDDER, parse_bidder),
];

/// "the Iron Throne", "the wildlings".
pub fn purpose_words(purpose: &str) -> &'static str {
    match purpose {
        "iron_throne" => "the Iron Throne track",
        "fiefdoms" => "the Fiefdoms track",
        "kings_court" => "the King's Court track",
        "wildlings" => "the Night's Watch against the wildlings",
        _ => "the bidding",
    }
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let view = asked.view;
    match asked.legal {
        Legal::Bid { max } => {
            let purpose = match asked.request {
                Request::Bid { purpose } => purpose.as_str(),
                _ => "",
            };
            let title = format!("Your bid for {}", purpose_words(purpose));
            let mut f = FormView::new(BID, title, "Seal my bid").note(format!(
                "You have {max} power available. Your bid stays secret until every bid is in; you can change it until then."
            ));
            if purpose == "wildlings" {
                if let Some(s) = view.wildling_attack {
                    f.notes.push(format!(
                        "The wildlings attack with strength {s}: the Night's Watch holds if the bids together reach it."
                    ));
                }
            }
            let mut choices = count_choices(*max);
            if let Some(b) = view.my_bid {
                select_value(&mut choices, &b.to_string());
            }
            f.select(
                POWER,
                format!("Power to bid (you have {max})"),
                choices,
                None,
            );
            vec![f]
        }
        Legal::TieOrder { bids } => {
            let order: Vec<House> = match asked.default {
                Some(Input::TieOrder { order }) => order.clone(),
                _ => {
                    let mut v: Vec<House> = bids.keys().copied().collect();
                    v.sort_by_key(|h| std::cmp::Reverse(bids[h]));
                    v
                }
            };
            let mut f = FormView::new(TIE_ORDER, "Break the ties", "Set the track")
                .note("You hold the Iron Throne: put the houses that bid the same in the order you choose. Higher bids stay ahead; each house goes in one place.");
            f.hint("distinct", POS);
            for (i, h) in order.iter().enumerate() {
                let bid = bids.get(h).copied().unwrap_or(0);
                let tied: Vec<&House> = order
                    .iter()
                    .filter(|x| bids.get(x).copied().unwrap_or(0) == bid)
                    .collect();
                let mut choices: Vec<Choice> = tied
                    .iter()
                    .map(|x| Choice::new(x.key(), format!("{x} (bid {bid})")))
                    .collect();
                select_value(&mut choices, h.key());
                f.select(
                    format!("{POS}{i}"),
                    format!("Place {}", i + 1),
                    choices,
                    None,
                );
            }
            vec![f]
        }
        Legal::ChooseBidder { candidates } => {
            let highest = matches!(asked.request, Request::ChooseBidder { highest: true });
            let mut f = FormView::new(
                CHOOSE_BIDDER,
                if highest {
                    "Name the highest bidder among the tied"
                } else {
                    "Name the lowest bidder among the tied"
                },
                "Choose",
            )
            .note(if highest {
                "Several houses bid the most against the wildlings: as holder of the Iron Throne, you name the one who gets the card's reward."
            } else {
                "Several houses bid the least against the wildlings: as holder of the Iron Throne, you name the one who suffers the card's worst penalty."
            });
            let mut choices: Vec<Choice> = candidates
                .iter()
                .map(|h| Choice::new(h.key(), h.name()))
                .collect();
            if let Some(Input::ChooseBidder { house }) = asked.default {
                select_value(&mut choices, house.key());
            }
            f.select(BIDDER, "House", choices, None);
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_bid(form: &FormData) -> P<Input> {
    Ok(Input::Bid {
        power: number(form, POWER)?,
    })
}

fn parse_tie(form: &FormData) -> P<Input> {
    let mut pos: Vec<(usize, House)> = Vec::new();
    for (i, v) in form.with_prefix(POS) {
        let i: usize = i.parse().map_err(|_| format!("{POS}{i} is not a field"))?;
        pos.push((i, house(v)?));
    }
    pos.sort_by_key(|p| p.0);
    Ok(Input::TieOrder {
        order: pos.into_iter().map(|p| p.1).collect(),
    })
}

fn parse_bidder(form: &FormData) -> P<Input> {
    Ok(Input::ChooseBidder {
        house: house(required(form, BIDDER)?)?,
    })
}
