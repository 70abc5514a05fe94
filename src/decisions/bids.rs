//! Bids (inputs W-6..W-8, wildling bids WA-1), ordering tied houses (W-6t..W-8t) and naming the
//! highest or lowest bidder among the tied (WA-2t).

use super::{
    count_choices, house, number, required, select_value, Asked, Choice, FormView, Parser, P,
};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::{House, Input};
use crate::wording;

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

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let view = asked.view;
    let tr = asked.tr;
    match asked.legal {
        Legal::Bid { max } => {
            let purpose = match asked.request {
                Request::Bid { purpose } => purpose.as_str(),
                _ => "",
            };
            let title = match (purpose, wording::track_from_key(purpose)) {
                (_, Some(t)) => tr.t1("form-bid-title-track", "track", wording::track(tr, t)),
                ("wildlings", None) => tr.t("form-bid-title-wildlings"),
                _ => tr.t("form-bid-title-other"),
            };
            let mut f = FormView::new(BID, title, &tr.t("form-bid-submit")).note(tr.t1(
                "form-bid-note",
                "max",
                *max,
            ));
            if purpose == "wildlings" {
                if let Some(s) = view.wildling_attack {
                    f.notes.push(tr.t1("story-bid-wildlings", "strength", s));
                }
            }
            let mut choices = count_choices(*max);
            if let Some(b) = view.my_bid {
                select_value(&mut choices, &b.to_string());
            }
            f.select(POWER, tr.t1("form-bid-label", "max", *max), choices, None);
            // The Iron Throne holder breaks ties: asked together with the bid (issue 25).
            if view.tracks.iron_throne.first() == Some(&asked.me) {
                f.notes.push(tr.t("form-bid-tie-note"));
                f.fields.extend(super::plans::tie_rows(tr, view));
            }
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
            let mut f = FormView::new(TIE_ORDER, tr.t("form-tie-title"), &tr.t("form-tie-submit"))
                .note(tr.t("form-tie-note"));
            f.hint("distinct", POS);
            for (i, h) in order.iter().enumerate() {
                let bid = bids.get(h).copied().unwrap_or(0);
                let tied: Vec<&House> = order
                    .iter()
                    .filter(|x| bids.get(x).copied().unwrap_or(0) == bid)
                    .collect();
                let mut choices: Vec<Choice> = tied
                    .iter()
                    .map(|x| {
                        Choice::new(
                            x.key(),
                            tr.t2(
                                "form-tie-choice",
                                "house",
                                wording::house(tr, **x),
                                "bid",
                                bid,
                            ),
                        )
                    })
                    .collect();
                select_value(&mut choices, h.key());
                f.select(
                    format!("{POS}{i}"),
                    tr.t1("form-tie-place", "n", i + 1),
                    choices,
                    None,
                );
            }
            vec![f]
        }
        Legal::ChooseBidder { candidates } => {
            let highest = matches!(asked.request, Request::ChooseBidder { highest: true });
            let (title, note) = if highest {
                ("form-bidder-highest-title", "form-bidder-highest-note")
            } else {
                ("form-bidder-lowest-title", "form-bidder-lowest-note")
            };
            let mut f =
                FormView::new(CHOOSE_BIDDER, tr.t(title), &tr.t("form-choose")).note(tr.t(note));
            let mut choices: Vec<Choice> = candidates
                .iter()
                .map(|h| Choice::new(h.key(), wording::house(tr, *h)))
                .collect();
            if let Some(Input::ChooseBidder { house }) = asked.default {
                select_value(&mut choices, house.key());
            }
            f.select(BIDDER, tr.t("form-field-house"), choices, None);
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
        let i: usize = i
            .parse()
            .map_err(|_| FormError::value(&format!("{POS}{i}")))?;
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
