//! Seats on the web (issue 13): houses needing a player (front page, game page, invitation
//! link of an invite-only game), taking one over, and declaring an absence. Each form is built
//! and parsed here, side by side, with the same field names.

use super::ctx::{Ctx, PageCtx, Reply, WebError};
use super::pages::game_id;
use super::{render, run_post, AppState};
use crate::decisions::formdata::FormError;
use crate::engine::House;
use crate::service::play::Loaded;
use crate::service::GameId;
use crate::service::Reason;
use crate::service::UserId;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use chrono::{NaiveDateTime, TimeZone};

/// The take-over form's fields.
pub const TAKE_HOUSE: &str = "house";
pub const TAKE_INVITE: &str = "invite";
/// The absence form's fields.
pub const ABSENT_FROM: &str = "from";
pub const ABSENT_TO: &str = "to";
pub const ABSENT_SITTER: &str = "sitter";
/// How `from` and `to` are written (an HTML `datetime-local` value, in the viewer's zone).
const LOCAL_FORMAT: &str = "%Y-%m-%dT%H:%M";

/// The new-game form's fields about seats (issue 13), included by `new_game.html`.
pub const RULE_CLOCK: &str = "clock";
pub const RULE_DISORDER: &str = "civil_disorder_after";
pub const RULE_RELIABILITY: &str = "min_reliability";
/// Issue 28: what plays a house without a player: `computer` or `defaults`.
pub const RULE_DISORDER_PLAYER: &str = "disorder_player";

/// Those fields' values, kept when the form is shown again.
pub struct RulesValues {
    /// `creator` or `votes`.
    pub clock: String,
    pub civil_disorder_after: String,
    pub min_reliability: String,
    /// `computer` or `defaults`.
    pub disorder_player: String,
}

impl RulesValues {
    /// What the form proposes: the table runs the clock by votes, the default civil disorder.
    pub fn proposed() -> RulesValues {
        RulesValues {
            clock: "votes".into(),
            civil_disorder_after: crate::service::seats::DEFAULT_CIVIL_DISORDER_AFTER.to_string(),
            min_reliability: "0".into(),
            disorder_player: "computer".into(),
        }
    }
}

/// Reads the seat rules of the new-game form. A request without the fields (an older form, a
/// script) gets the defaults of a game stored before them: the creator runs the clock.
pub(crate) fn read_rules(
    form: &crate::decisions::formdata::FormData,
    tr: crate::i18n::Tr,
) -> (
    RulesValues,
    Result<crate::service::seats::SeatRules, String>,
) {
    let mut v = RulesValues::proposed();
    v.clock = form.get(RULE_CLOCK).unwrap_or("creator").to_string();
    if let Some(d) = form.get(RULE_DISORDER) {
        v.civil_disorder_after = d.trim().to_string();
    }
    if let Some(r) = form.get(RULE_RELIABILITY) {
        v.min_reliability = r.trim().to_string();
    }
    // Without the field, the defaults play a vacant house, as in a game stored before it.
    v.disorder_player = form
        .get(RULE_DISORDER_PLAYER)
        .unwrap_or("defaults")
        .to_string();
    let parsed = (|| {
        let creator_runs_clock = match v.clock.as_str() {
            "creator" => true,
            "votes" => false,
            other => {
                return Err(Reason::new("svc-clock-choice")
                    .with("value", other)
                    .words(tr))
            }
        };
        let civil_disorder_after = v.civil_disorder_after.parse::<i32>().map_err(|_| {
            Reason::new("svc-not-a-number-of-misses")
                .with("value", &v.civil_disorder_after)
                .words(tr)
        })?;
        let min_reliability = v.min_reliability.parse::<i32>().map_err(|_| {
            Reason::new("svc-not-a-percentage")
                .with("value", &v.min_reliability)
                .words(tr)
        })?;
        let computer_plays_vacant = match v.disorder_player.as_str() {
            "computer" => true,
            "defaults" => false,
            other => {
                return Err(Reason::new("svc-disorder-player")
                    .with("value", other)
                    .words(tr))
            }
        };
        crate::service::seats::SeatRules {
            civil_disorder_after,
            creator_runs_clock,
            min_reliability,
            computer_plays_vacant,
        }
        .checked()
        .map_err(|e| e.words(tr))
    })();
    (v, parsed)
}

/// "alice (98% in time, 3 games), bob (…)": a game's seated players and their reliability
/// (none of a faceless game's: issue 32).
pub(crate) fn players_line(
    st: &AppState,
    game: i32,
    tr: crate::i18n::Tr,
) -> Result<String, WebError> {
    let mut parts = Vec::new();
    // A faceless game's seats come without names (`Service::seats`).
    for s in st
        .svc
        .seats(GameId(game))?
        .into_iter()
        .filter(|s| !s.name.is_empty())
    {
        let r = st.svc.reliability(UserId(s.user_id))?;
        parts.push(tr.t3(
            "rel-player",
            "name",
            &s.name,
            "percent",
            r.percent_in_time(),
            "games",
            r.played,
        ));
    }
    Ok(parts.join(", "))
}

/// The lobby's lines about the table's seat rules.
pub(crate) fn rule_lines(r: &crate::service::seats::SeatRules, tr: crate::i18n::Tr) -> Vec<String> {
    let mut v = vec![
        tr.t(if r.creator_runs_clock {
            "rules-creator-clock"
        } else {
            "rules-table-clock"
        }),
        match r.civil_disorder_after {
            0 => tr.t("rules-no-civil-disorder"),
            n => tr.t1("rules-civil-disorder-after", "count", n),
        },
    ];
    if r.min_reliability > 0 {
        v.push(tr.t1("rules-min-reliability", "percent", r.min_reliability));
    }
    v.push(tr.t(if r.computer_plays_vacant {
        "rules-disorder-computer"
    } else {
        "rules-disorder-defaults"
    }));
    v
}

/// A "take over this house" button.
#[derive(Clone, Debug)]
pub struct TakeForm {
    pub action: String,
    pub house_key: String,
    pub house_name: String,
    pub game_name: String,
    pub why: String,
    /// The invitation token of an invite-only game (empty in a public one).
    pub invite: String,
}

impl TakeForm {
    fn new(
        game: i32,
        game_name: &str,
        house: House,
        why: &str,
        invite: Option<&str>,
        lang: crate::i18n::Lang,
    ) -> Self {
        TakeForm {
            action: format!("/games/{game}/take"),
            house_key: house.key().into(),
            house_name: crate::i18n::house_name(lang, house),
            game_name: game_name.into(),
            why: why.into(),
            invite: invite.unwrap_or_default().into(),
        }
    }
}

/// What the game page's seats section shows.
#[derive(Clone, Debug, Default)]
pub struct SeatBox {
    /// "House Stark is in civil disorder since …".
    pub notes: Vec<String>,
    /// Take-over buttons, for a logged-in visitor who does not play here.
    pub take: Vec<TakeForm>,
    /// The seated player may declare an absence.
    pub absence_form: bool,
    /// The default values of the absence form (now, and a week later, in the viewer's zone).
    pub absence_from: String,
    pub absence_to: String,
    /// The absence form asks for a sitter (not in a faceless game running: issue 32).
    pub sitter_field: bool,
    /// Issue 28: the seated player's choice "if I miss a deadline, let the computer play for
    /// me this step" (`None`: not a seated player of a running game).
    pub stand_in: Option<bool>,
    /// When what this box says changes without a write (issue 30): an absence begins or
    /// ends, or the minute of the absence form's defaults turns; `None`: not by itself.
    pub changes_at: Option<chrono::NaiveDateTime>,
}

/// The seats section of a started game's page, for `ctx`'s visitor.
pub(crate) fn seat_box(
    st: &AppState,
    ctx: &Ctx,
    g: &Loaded,
    tz: &str,
    notes: &crate::service::seats::SeatNotes,
) -> Result<SeatBox, WebError> {
    let mut out = SeatBox {
        changes_at: notes
            .absent
            .iter()
            .map(|a| a.1)
            .chain(notes.planned.iter().map(|p| p.1))
            .min(),
        ..SeatBox::default()
    };
    let me = ctx.user.as_ref().map(|u| u.user_id);
    let plays = me.is_some_and(|u| g.seats.iter().any(|s| s.user_id == u));
    let tr = ctx.tr();
    let name = |h: &House| crate::i18n::house_name(tr.lang(), *h);
    for (h, why, since) in &notes.vacant {
        // Issue 28: a computer seat says who plays it.
        if notes.computer.contains(h) {
            out.notes
                .push(tr.t1("seats-computer-seat", "house", name(h)));
        } else {
            // Issue 27: the note names what plays the house meanwhile.
            out.notes.push(tr.t3(
                if g.rules.computer_plays_vacant {
                    "seats-needs-player-computer"
                } else {
                    "seats-needs-player"
                },
                "house",
                name(h),
                "why",
                tr.t(why),
                "since",
                crate::i18n::local_time(tr.lang(), *since, tz),
            ));
        }
        if me.is_some() && !plays && g.row.status == "active" {
            out.take.push(TakeForm::new(
                g.row.id,
                &g.row.name,
                *h,
                why,
                None,
                tr.lang(),
            ));
        }
    }
    for (h, until, sitter) in &notes.absent {
        out.notes.push(match sitter {
            Some(s) => tr.t3(
                "seats-absent-sitter",
                "house",
                name(h),
                "until",
                crate::i18n::local_time(tr.lang(), *until, tz),
                "sitter",
                s,
            ),
            None => tr.t2(
                "seats-absent-defaults",
                "house",
                name(h),
                "until",
                crate::i18n::local_time(tr.lang(), *until, tz),
            ),
        });
    }
    for (h, from, until) in &notes.planned {
        out.notes.push(tr.t3(
            "seats-planned",
            "house",
            name(h),
            "from",
            crate::i18n::local_time(tr.lang(), *from, tz),
            "until",
            crate::i18n::local_time(tr.lang(), *until, tz),
        ));
    }
    if plays && g.row.status == "active" {
        out.absence_form = true;
        out.sitter_field = !g.faceless;
        if let Some(u) = me {
            out.stand_in = Some(g.stand_ins.contains(&u));
        }
        let zone: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
        let utc = st.svc.now();
        // The defaults are written to the minute: they change when it turns.
        let next_minute = utc.and_utc().timestamp().div_euclid(60) * 60 + 60;
        let next_minute = chrono::DateTime::from_timestamp(next_minute, 0).map(|t| t.naive_utc());
        out.changes_at = out.changes_at.into_iter().chain(next_minute).min();
        let now = zone.from_utc_datetime(&utc);
        out.absence_from = now.format(LOCAL_FORMAT).to_string();
        out.absence_to = (now + chrono::TimeDelta::days(7))
            .format(LOCAL_FORMAT)
            .to_string();
    }
    Ok(out)
}

/// A house needing a player, on the front page.
pub struct WantedLine {
    pub game_id: i32,
    pub round: i32,
    pub form: TakeForm,
}

/// The front page's "a house needs a player" list (public games), without the viewer's own.
pub(crate) fn wanted_lines(
    st: &AppState,
    mine: &[i32],
    lang: crate::i18n::Lang,
) -> Result<Vec<WantedLine>, WebError> {
    Ok(st
        .svc
        .houses_wanted()?
        .into_iter()
        .filter(|w| !mine.contains(&w.game_id))
        .map(|w| WantedLine {
            game_id: w.game_id,
            round: w.round,
            form: if w.computer {
                let why = crate::i18n::Tr(lang).t("wanted-computer-seat");
                TakeForm::new(w.game_id, &w.game_name, w.house, &why, None, lang)
            } else {
                let why = crate::i18n::Tr(lang).t(w.why);
                TakeForm::new(w.game_id, &w.game_name, w.house, &why, None, lang)
            },
        })
        .collect())
}

#[derive(Template)]
#[template(path = "take_invite.html")]
struct TakeInvitePage {
    ctx: PageCtx,
    name: String,
    take: Vec<TakeForm>,
    logged_in: bool,
}

/// The invitation link of a started invite-only game: its houses needing a player, to take
/// over (`None` when it has none: the link then works as before).
pub(crate) fn invite_page(
    st: &AppState,
    ctx: &mut Ctx,
    g: &Loaded,
    token: &str,
) -> Result<Option<Reply>, WebError> {
    if g.row.status != "active" {
        return Ok(None);
    }
    let me = ctx.user.as_ref().map(|u| u.user_id);
    if me.is_some_and(|u| g.is_seated(UserId(u))) {
        return Ok(None);
    }
    let notes = st.svc.seat_notes_of(g)?;
    if notes.vacant.is_empty() {
        return Ok(None);
    }
    let take = notes
        .vacant
        .iter()
        .map(|(h, why, _)| TakeForm::new(g.row.id, &g.row.name, *h, why, Some(token), ctx.lang))
        .collect();
    Ok(Some(render(
        StatusCode::OK,
        &TakeInvitePage {
            ctx: ctx.page(),
            name: g.row.name.clone(),
            take,
            logged_in: me.is_some(),
        },
    )))
}

/// Takes over a house (the take-over form).
pub async fn take(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let invite = form.get(TAKE_INVITE).filter(|t| !t.is_empty());
        let user = ctx.user()?.user_id;
        // A game the visitor may not see does not exist for them (the service checks the
        // invitation of an invite-only game).
        let key = form.required(TAKE_HOUSE).map_err(WebError::from)?;
        let house = House::from_key(key).ok_or_else(|| FormError::invalid(TAKE_HOUSE, key))?;
        st.svc.take_over(GameId(id), UserId(user), house, invite)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}?seat=taken#top"),
        })
    })
    .await
}

/// Parses a `datetime-local` value in the zone `tz` into UTC.
fn parse_local(value: &str, tz: &str) -> Result<NaiveDateTime, WebError> {
    let naive = NaiveDateTime::parse_from_str(value.trim(), LOCAL_FORMAT).map_err(|_| {
        WebError::BadRequest(Reason::new("svc-form-datetime").with("value", value.trim()))
    })?;
    let zone: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    zone.from_local_datetime(&naive)
        .earliest()
        .map(|t| t.naive_utc())
        .ok_or_else(|| {
            WebError::BadRequest(Reason::new("svc-form-no-such-time").with("value", value.trim()))
        })
}

/// Declares an absence (the absence form).
pub async fn absence(
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
        let u = ctx.user()?;
        let (user, tz) = (u.user_id, u.time_zone.clone());
        let field = |name: &str| form.required(name).map_err(WebError::from);
        let from = parse_local(field(ABSENT_FROM)?, &tz)?;
        let to = parse_local(field(ABSENT_TO)?, &tz)?;
        let sitter = form.get(ABSENT_SITTER);
        st.svc
            .declare_absence(GameId(id), UserId(user), from, to, sitter)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}?seat=absent#seats"),
        })
    })
    .await
}

/// The stand-in form's field: `1` lets the computer play a missed deadline (issue 28).
pub const STAND_IN: &str = "stand_in";

/// Sets the seated player's "if I miss a deadline, let the computer play for me" (issue 28).
pub async fn computer_stand_in(
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
        // The form sends a hidden `0` and, when ticked, the box's `1`.
        let values = form.all(STAND_IN);
        if let Some(bad) = values
            .iter()
            .find(|v| !matches!(**v, "" | "0" | "1" | "on"))
        {
            return Err(FormError::invalid(STAND_IN, bad).into());
        }
        let on = values.iter().any(|v| matches!(*v, "1" | "on"));
        st.svc.set_computer_stand_in(GameId(id), UserId(user), on)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}?seat=stand-in#seats"),
        })
    })
    .await
}
