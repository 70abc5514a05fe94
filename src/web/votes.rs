//! Votes on the web (issue 13): the game page's votes section (open votes with yes / no
//! buttons, recent results, the form to call one), calling a vote and casting a ballot. The
//! forms are built and parsed here with the same field names.

use super::ctx::{Ctx, Reply, WebError};
use super::pages::game_id;
use super::{run_post, AppState};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::House;
use crate::service::lobby::Deadlines;
use crate::service::play::Loaded;
use crate::service::votes::{Call, VoteKind};
use crate::service::GameId;
use crate::service::Reason;
use crate::service::UserId;
use actix_web::{web, HttpRequest, HttpResponse};

/// The call form's fields.
pub const CALL_KIND: &str = "kind";
pub const CALL_HOURS: &str = "hours";
pub const CALL_HOUSE: &str = "house";
pub const CALL_PLANNING: &str = "planning_hours";
pub const CALL_ACTION: &str = "action_hours";
pub const CALL_COMBAT: &str = "combat_hours";
pub const CALL_WESTEROS: &str = "westeros_hours";
/// The ballot form's fields.
pub const BALLOT_VOTE: &str = "vote";
pub const BALLOT_YES: &str = "yes";

/// One vote as the page shows it.
pub struct VoteLine {
    pub id: i32,
    pub text: String,
    pub open: bool,
    /// The viewer may still vote on it.
    pub may_vote: bool,
    /// The vote is about the viewer's seat (replace), who may still object or agree.
    pub may_object: bool,
}

/// The call form of one kind of vote: only the fields that kind reads (issue 27, item 5), so
/// that without JavaScript a player sees what each vote asks for.
pub struct KindForm {
    /// The `kind` field's value.
    pub key: &'static str,
    pub label: String,
    /// Pause and extend: how many hours.
    pub hours: bool,
    /// Replace: whose player.
    pub house: bool,
    /// Deadlines: the four steps' hours.
    pub deadlines: bool,
}

/// The votes section of a game page.
#[derive(Default)]
pub struct VotesBox {
    pub lines: Vec<VoteLine>,
    /// The viewer may call votes (a player whose house has a player).
    pub may_call: bool,
    /// The kinds a vote may be called for, each with its own small form (issue 27).
    pub kinds: Vec<KindForm>,
    /// Houses whose player may be voted out (value, label).
    pub houses: Vec<(String, String)>,
    /// The current deadlines, to start the deadlines form from.
    pub deadlines: Deadlines,
    /// A game the table stopped by vote: what happened.
    pub ended: Option<String>,
}

pub(crate) fn votes_box(
    st: &AppState,
    ctx: &Ctx,
    g: &Loaded,
    tz: &str,
    notes: &crate::service::seats::SeatNotes,
) -> Result<VotesBox, WebError> {
    let tr = ctx.tr();
    let lang = tr.lang();
    let name = |h: House| crate::i18n::house_name(lang, h);
    let mut out = VotesBox {
        ended: match g.row.status.as_str() {
            "cancelled" => Some(tr.t("votes-cancelled")),
            // Ended early by a vote: no winner (issue 23).
            "ended" => Some(tr.t("votes-ended")),
            _ => None,
        },
        ..VotesBox::default()
    };
    // A game with no vote at all (the load said so) has none to read.
    let views = if g.has_votes {
        st.svc.votes_of(g.id())?
    } else {
        Vec::new()
    };
    let me = ctx.user.as_ref().map(|u| u.user_id);
    let my_house = me.and_then(|u| {
        g.seats
            .iter()
            .find(|s| s.user_id == u)
            .and_then(|s| s.house)
    });
    for v in views {
        let open = v.status == "open";
        let names = |yes: bool| {
            let v: Vec<String> = v
                .ballots
                .iter()
                .filter(|b| b.1 == yes)
                .map(|b| name(b.0))
                .collect();
            if v.is_empty() {
                tr.t("votes-nobody")
            } else {
                v.join(", ")
            }
        };
        let state = match v.status.as_str() {
            "open" => tr.t1(
                "votes-open-until",
                "when",
                crate::i18n::local_time(lang, v.expires_at, tz),
            ),
            "passed" => tr.t("votes-passed"),
            "failed" => tr.t("votes-failed"),
            _ => tr.t("votes-expired"),
        };
        out.lines.push(VoteLine {
            id: v.id,
            text: tr.t_args(
                "votes-line",
                &[
                    ("house", name(v.caller).into()),
                    (
                        "what",
                        crate::wording::vote_proposal(tr, &v.proposal).into(),
                    ),
                    ("state", state.into()),
                    ("rule", tr.t1("vote-rule", "rule", v.kind.rule_key()).into()),
                    ("yes", names(true).into()),
                    ("no", names(false).into()),
                ],
            ),
            open,
            may_object: open
                && v.kind == VoteKind::Replace
                && my_house
                    .is_some_and(|h| v.subject == Some(h) && !v.ballots.iter().any(|b| b.0 == h)),
            may_vote: open
                && my_house
                    .is_some_and(|h| v.voters.contains(&h) && !v.ballots.iter().any(|b| b.0 == h)),
        });
    }
    let vacant: Vec<House> = notes.vacant.iter().map(|v| v.0).collect();
    out.may_call = g.row.status == "active" && my_house.is_some_and(|h| !vacant.contains(&h));
    if out.may_call {
        let houses: Vec<(String, String)> = g
            .seats
            .iter()
            .filter_map(|s| s.house)
            .filter(|h| Some(*h) != my_house && !vacant.contains(h))
            .map(|h| (h.key().to_string(), name(h)))
            .collect();
        out.kinds = VoteKind::ALL
            .iter()
            // No form to replace a player when no other house has one.
            .filter(|k| **k != VoteKind::Replace || !houses.is_empty())
            .map(|k| KindForm {
                key: k.key(),
                label: tr.t(match k {
                    VoteKind::Pause => "votes-kind-pause",
                    VoteKind::Resume => "votes-kind-resume",
                    VoteKind::Extend => "votes-kind-extend",
                    VoteKind::Replace => "votes-kind-replace",
                    VoteKind::Cancel => "votes-kind-cancel",
                    VoteKind::End => "votes-kind-end",
                    VoteKind::Deadlines => "votes-kind-deadlines",
                }),
                hours: matches!(k, VoteKind::Pause | VoteKind::Extend),
                house: *k == VoteKind::Replace,
                deadlines: *k == VoteKind::Deadlines,
            })
            .collect();
        out.houses = houses;
        out.deadlines = serde_json::from_str(&g.row.deadlines).unwrap_or_default();
    }
    Ok(out)
}

fn hours_field(form: &FormData, name: &str) -> Result<Option<u32>, WebError> {
    match form.get(name).map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(v) => v
            .parse::<u32>()
            .map(Some)
            .map_err(|_| WebError::BadRequest(Reason::new("svc-form-hours").with("value", v))),
    }
}

/// Parses the call form.
fn parse_call(form: &FormData) -> Result<Call, WebError> {
    let k = form.required(CALL_KIND).map_err(WebError::from)?;
    let kind =
        VoteKind::from_key(k).ok_or_else(|| WebError::from(FormError::invalid(CALL_KIND, k)))?;
    let house = match form.get(CALL_HOUSE).filter(|h| !h.is_empty()) {
        None => None,
        Some(h) => Some(
            House::from_key(h).ok_or_else(|| WebError::from(FormError::invalid(CALL_HOUSE, h)))?,
        ),
    };
    let deadlines = if kind == VoteKind::Deadlines {
        let need = |name: &str| -> Result<u32, WebError> {
            hours_field(form, name)?.ok_or_else(|| WebError::from(FormError::missing(name)))
        };
        Some(Deadlines {
            planning_hours: need(CALL_PLANNING)?,
            action_hours: need(CALL_ACTION)?,
            combat_hours: need(CALL_COMBAT)?,
            westeros_hours: need(CALL_WESTEROS)?,
            ..Deadlines::default()
        })
    } else {
        None
    };
    Ok(Call {
        kind,
        hours: hours_field(form, CALL_HOURS)?,
        house,
        deadlines,
    })
}

/// Calls a vote (the call form).
pub async fn call(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let viewer = ctx.user.as_ref().map(|u| u.user_id);
        st.svc.check_visible(GameId(id), viewer.map(UserId), None)?;
        let user = ctx.user()?.user_id;
        let call = parse_call(&form)?;
        st.svc.call_vote(GameId(id), UserId(user), &call)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}#votes"),
        })
    })
    .await
}

/// Casts a ballot (the yes / no buttons).
pub async fn ballot(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let viewer = ctx.user.as_ref().map(|u| u.user_id);
        st.svc.check_visible(GameId(id), viewer.map(UserId), None)?;
        let user = ctx.user()?.user_id;
        let v = form.required(BALLOT_VOTE).map_err(WebError::from)?;
        let vote = v
            .parse::<i32>()
            .ok()
            .filter(|v| *v > 0)
            .ok_or_else(|| WebError::from(FormError::invalid(BALLOT_VOTE, v)))?;
        let yes = match form.required(BALLOT_YES).map_err(WebError::from)? {
            "yes" => true,
            "no" => false,
            other => return Err(FormError::invalid(BALLOT_YES, other).into()),
        };
        st.svc.cast_ballot(GameId(id), vote, UserId(user), yes)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}#votes"),
        })
    })
    .await
}
