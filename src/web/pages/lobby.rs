//! A game that has not started: the lobby page, invitations, joining, leaving, starting.

use super::new_game::{agot1_switch, AGOT1_KEYS};
use super::{game_id, ruleset_words};
use crate::decisions::formdata::FormError;
use crate::engine::options::{Edition, TieBreaks, WinterIsComing};
use crate::engine::ruleset::ruleset;
use crate::engine::{GameOptions, House};
use crate::i18n::{self, Tr};
use crate::service::lobby::{edition_of, houses_in, Deadlines};
use crate::service::play::Loaded;
use crate::service::ravens::{Press, PressRule};
use crate::service::GameId;
use crate::service::UserId;
use crate::web::ctx::{Ctx, PageCtx, Reply, WebError};
use crate::web::{render, run, run_post, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// One seat in the lobby.
struct SeatLine {
    house: String,
    house_key: String,
    player: String,
    mine: bool,
    /// The player's reliability in one line (issue 13), empty for a free seat.
    reliability: String,
    /// Mail to the player bounces and has stopped (issue 24).
    bounces: bool,
    /// Issue 32: another player's seat in a faceless game: `player` is "player N", without a
    /// link to a profile or a reliability figure.
    faceless: bool,
}

impl SeatLine {
    /// Another player's seat in a faceless game: "player N" (N its place among the seats).
    fn faceless(
        g: &Loaded,
        seat: &crate::service::play::SeatInfo,
        house_key: String,
        tr: Tr,
    ) -> SeatLine {
        let number = g
            .seats
            .iter()
            .position(|s| s.user_id == seat.user_id)
            .unwrap_or(0)
            + 1;
        let house = match seat.house.filter(|_| !house_key.is_empty()) {
            Some(h) => i18n::house_name(tr.lang(), h),
            None => tr.t("lobby-dealt-at-start"),
        };
        SeatLine {
            house,
            house_key,
            player: tr.t1("faceless-seat", "number", number),
            mine: false,
            reliability: String::new(),
            bounces: false,
            faceless: true,
        }
    }
}

#[derive(Template)]
#[template(path = "lobby.html")]
struct LobbyPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    players: i32,
    seating_random: bool,
    public: bool,
    options: Vec<String>,
    /// The reminders before a deadline, in words ("12 h and 1 h").
    reminders: String,
    /// The deadlines' hours as the message `lobby-deadlines` takes them.
    deadline_args: Vec<(&'static str, fluent_bundle::FluentValue<'static>)>,
    seats: Vec<SeatLine>,
    free_houses: Vec<(&'static str, String)>,
    seated: bool,
    full: bool,
    /// The visitor may start the game once it is full (see `Service::may_start`).
    may_start: bool,
    /// Who starts the game, in words ("The creator starts the game", ...).
    start_rule: String,
    /// The game starts by itself when full: the lobby says only that (issue 27).
    starts_when_full: bool,
    can_join: bool,
    invite: String,
    invite_link: String,
    created: String,
    message: Option<String>,
    /// A stale lobby's offers to whoever may start it (issue 32, `stale_box.html`).
    stale: Option<crate::web::matchmaking::StaleBox>,
}

/// A game's press rules in words (`Press::describe` in the reader's language).
pub(crate) fn press_words(p: &Press, tr: Tr) -> String {
    let mut parts = vec![tr.t(match p.rule {
        PressRule::Full => "press-full",
        PressRule::Public => "press-public",
        PressRule::None => "press-none",
    })];
    if p.rule == PressRule::Full {
        parts.push(tr.t(if p.reveal_at_end {
            "press-reveal"
        } else {
            "press-private"
        }));
    }
    if p.rule != PressRule::None && !p.spectators_read {
        parts.push(tr.t("press-no-spectators"));
    }
    parts.join("; ")
}

fn option_lines(options: &GameOptions, tr: Tr) -> Vec<String> {
    let mut v = vec![ruleset_words(options.edition, tr)];
    if options.edition == Edition::First {
        let mut o = options.agot1.clone();
        for k in AGOT1_KEYS {
            if *agot1_switch(&mut o, k) {
                v.push(tr.t(&format!("new-agot1-{k}")));
            }
        }
    }
    v.push(tr.t(if options.tides_of_battle {
        "option-tides-on"
    } else {
        "option-tides-off"
    }));
    v.push(tr.t(match options.winter_is_coming {
        WinterIsComing::Errata => "option-winter-errata",
        WinterIsComing::Literal => "option-winter-literal",
    }));
    if options.winter_reshuffles_discards {
        v.push(tr.t("option-winter-reshuffles"));
    }
    // The edition's own tie-breaks unless a switch takes the game's option instead (as
    // `engine::victory::final_ranking` reads them).
    let ties = ruleset(options.edition)
        .tie_breaks
        .filter(|_| !options.agot1.second_edition_tie_breaks)
        .unwrap_or(options.tie_breaks);
    v.push(tr.t(match ties {
        TieBreaks::Printed => "option-ties-printed",
        TieBreaks::ErrataV2 => "option-ties-errata",
        TieBreaks::FirstEdition => "option-ties-first-edition",
    }));
    if options.auto_accept_support && ruleset(options.edition).support_refusable {
        v.push(tr.t("option-auto-support"));
    }
    if options.sealed_support {
        v.push(tr.t("option-sealed-support"));
    }
    if options.early_marches {
        v.push(tr.t("option-early-marches"));
    }
    v
}

/// "time bank: 72 h per house, plus 2 h each time it is asked" (issue 25).
pub fn bank_line(d: &Deadlines, tr: Tr) -> String {
    tr.t2(
        "option-time-bank",
        "bank",
        d.bank_hours,
        "step",
        d.bank_step_hours,
    )
}

/// The lobby page of a game that has not started (`invite`: the token the visitor came with).
pub fn lobby_page(
    st: &AppState,
    ctx: &mut Ctx,
    g: &Loaded,
    invite: Option<&str>,
) -> Result<Reply, WebError> {
    let row = &g.row;
    let tr = ctx.tr();
    let me = ctx.user.as_ref().map(|u| u.user_id);
    let reader = ctx.user.as_ref().map(|u| (u.user_id, u.name.as_str()));
    let seated = me.is_some_and(|u| g.is_seated(UserId(u)));
    let houses = houses_in(edition_of(row), row.players as u8);
    let seating_random = row.seating == "random";
    let mut seats: Vec<SeatLine> = Vec::new();
    let bouncing = st.svc.bouncing_players(row.id)?;
    if seating_random {
        for s in &g.seats {
            let mine = Some(s.user_id) == me;
            if g.faceless && !mine {
                seats.push(SeatLine::faceless(g, s, String::new(), tr));
                continue;
            }
            seats.push(SeatLine {
                house: tr.t("lobby-dealt-at-start"),
                house_key: String::new(),
                player: g.name_for(s, reader),
                mine,
                reliability: crate::web::reliability::short_in(
                    &st.svc.reliability(UserId(s.user_id))?,
                    tr,
                ),
                bounces: bouncing.contains(&s.user_id),
                faceless: false,
            });
        }
    } else {
        for h in &houses {
            let s = g.player_of(*h);
            if let Some(s) = s.filter(|s| g.faceless && Some(s.user_id) != me) {
                seats.push(SeatLine::faceless(g, s, h.key().into(), tr));
                continue;
            }
            seats.push(SeatLine {
                house: i18n::house_name(tr.lang(), *h),
                house_key: h.key().into(),
                player: s.map(|s| g.name_for(s, reader)).unwrap_or_default(),
                mine: s.is_some_and(|s| Some(s.user_id) == me),
                reliability: match s {
                    Some(s) => crate::web::reliability::short_in(
                        &st.svc.reliability(UserId(s.user_id))?,
                        tr,
                    ),
                    None => String::new(),
                },
                bounces: s.is_some_and(|s| bouncing.contains(&s.user_id)),
                faceless: false,
            });
        }
    }
    let free_houses = houses
        .iter()
        .filter(|h| g.player_of(**h).is_none())
        .map(|h| (h.key(), i18n::house_name(tr.lang(), *h)))
        .collect();
    let full = g.seats.len() >= row.players as usize;
    let tz = ctx.time_zone();
    let options = GameOptions::from_stored_json(&row.options).unwrap_or_default();
    let deadlines: Deadlines = serde_json::from_str(&row.deadlines).unwrap_or_default();
    // Only seated players see the invitation (it is the key to an invite-only game).
    let invite_token = if seated {
        row.invite_token.clone()
    } else {
        invite.unwrap_or("").to_string()
    };
    Ok(render(
        StatusCode::OK,
        &LobbyPage {
            ctx: ctx.page(),
            id: row.id,
            name: row.name.clone(),
            players: row.players,
            seating_random,
            public: row.visibility == "public",
            options: {
                let mut lines = option_lines(&options, tr);
                lines.extend(crate::web::seats::rule_lines(&g.rules, tr));
                lines.extend(crate::web::public::lobby_lines(st, row.id, tr)?);
                if deadlines.has_bank() {
                    lines.push(bank_line(&deadlines, tr));
                }
                if let Ok(r) = st.svc.rookery(
                    GameId(row.id),
                    ctx.user.as_ref().map(|u| u.user_id).map(UserId),
                ) {
                    lines.push(tr.t1("lobby-ravens", "press", press_words(&r.access.press, tr)));
                }
                lines
            },
            reminders: if deadlines.reminder_hours.is_empty() {
                tr.t("lobby-reminders-none")
            } else {
                let hours: Vec<String> = deadlines
                    .reminder_hours
                    .iter()
                    .map(|h| tr.t1("rel-hours", "h", *h))
                    .collect();
                crate::web::ravens::join_and(&hours, tr)
            },
            deadline_args: vec![
                ("planning", deadlines.planning_hours.into()),
                ("action", deadlines.action_hours.into()),
                ("combat", deadlines.combat_hours.into()),
                ("westeros", deadlines.westeros_hours.into()),
            ],
            seats,
            free_houses,
            seated,
            full,
            may_start: me.is_some_and(|u| {
                let users: Vec<i32> = g.seats.iter().map(|s| s.user_id).collect();
                crate::service::Service::may_start(row, &users, u)
            }),
            starts_when_full: row.start_rule == "when_full",
            start_rule: tr.t(if row.start_rule == "when_full" {
                "lobby-starts-when-full"
            } else {
                "lobby-creator-starts"
            }),
            can_join: me.is_some() && !seated && !full,
            // The site's public address (ROOKERY_BASE_URL), never the request's Host or
            // X-Forwarded-Host: a link to share must not be steered by a header.
            invite_link: if seated {
                st.svc.site.link(&format!("/invite/{}", row.invite_token))
            } else {
                String::new()
            },
            invite: invite_token,
            created: i18n::local_time(tr.lang(), row.created_at, &tz),
            message: None,
            stale: crate::web::matchmaking::stale_box(st, ctx, row.id)?,
        },
    ))
}

pub async fn invite(
    st: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
) -> HttpResponse {
    let token = token.into_inner();
    run(st, &req, move |st, ctx| {
        if token.len() != 64 {
            return Err(WebError::NotFound);
        }
        let row = st.svc.game_by_invite(&token)?;
        let g = st.svc.load_game(GameId(row.id))?;
        if g.row.status != "lobby" {
            // Issue 13: a house needing a player is taken over through the invitation.
            if let Some(page) = crate::web::seats::invite_page(st, ctx, &g, &token)? {
                return Ok(page);
            }
            // A started invite-only game is for its players only.
            let user = ctx.user.as_ref().map(|u| u.user_id);
            st.svc.check_visible(g.id(), user.map(UserId), None)?;
            return Ok(Reply::Redirect {
                to: format!("/games/{}", g.row.id),
            });
        }
        lobby_page(st, ctx, &g, Some(&token))
    })
    .await
}

pub async fn join(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let invite = form.get("invite").filter(|t| !t.is_empty());
        let viewer = ctx.user.as_ref().map(|u| u.user_id);
        st.svc
            .check_visible(GameId(id), viewer.map(UserId), invite)?;
        let user = ctx.user()?.user_id;
        let house = match form.get("house") {
            None | Some("") => None,
            Some(k) => Some(
                House::from_key(k).ok_or_else(|| WebError::from(FormError::invalid("house", k)))?,
            ),
        };
        st.svc.join(GameId(id), UserId(user), house, invite)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}"),
        })
    })
    .await
}

/// A lobby's button (leave, start, start with the computer, start with fewer): `act` for the
/// logged-in player in a game they may see (a game they may not see is not found, before
/// anything is said about logging in), then to the game's page (`to_game`) or the front page.
pub(crate) async fn lobby_button<T: 'static>(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
    act: fn(&crate::service::Service, GameId, UserId) -> crate::service::Result<T>,
    to_game: bool,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, _form| {
        let id = game_id(&id)?;
        st.svc.check_visible(
            GameId(id),
            ctx.user.as_ref().map(|u| u.user_id).map(UserId),
            None,
        )?;
        let user = ctx.user()?.user_id;
        act(&st.svc, GameId(id), UserId(user))?;
        Ok(Reply::Redirect {
            to: if to_game {
                format!("/games/{id}")
            } else {
                "/".into()
            },
        })
    })
    .await
}

pub async fn leave(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let act = crate::service::Service::leave;
    lobby_button(st, req, path, payload, act, false).await
}

pub async fn start(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let act = crate::service::Service::start;
    lobby_button(st, req, path, payload, act, true).await
}

/// Issue 28: starts a game that is not full with the computer in its empty seats.
pub async fn start_computer(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let act = crate::service::Service::start_with_computer;
    lobby_button(st, req, path, payload, act, true).await
}
