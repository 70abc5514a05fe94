//! The ravens of a game on the web (issue 12): the list of conversations with unread counts
//! and the notes pad (`/games/N/ravens`), one conversation with its messages and the form to
//! write (`/games/N/ravens/C`), starting a private conversation, muting, saving notes. No
//! JavaScript; every message is escaped and its links made clickable here, at the edge.
//!
//! Each form is built in its template and read by the handler below it, sharing the field
//! names of [`fields`].

use super::board::esc;
use super::ctx::{PageCtx, Reply, WebError};
use super::pages::game_id;
use super::{render, run, run_post, AppState};
use crate::decisions::formdata::FormError;
use crate::engine::House;
use crate::i18n::Tr;
use crate::service::ravens::{ConversationInfo, RAVEN_MAX_CHARS};
use crate::service::GameId;
use crate::service::UserId;
use crate::wording;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

/// The field names the raven forms post.
pub mod fields {
    /// A message's text.
    pub const BODY: &str = "body";
    /// A house to start a private conversation with (one per ticked box).
    pub const WITH: &str = "with";
    /// `1` to mute a conversation, `0` to unmute it.
    pub const MUTED: &str = "muted";
    /// The notes pad's text.
    pub const NOTES: &str = "notes";
}

/// A conversation in the list.
pub struct ConversationLink {
    pub id: i32,
    pub title: String,
    pub messages: i64,
    pub unread: i64,
    pub muted: bool,
    pub last: String,
}

/// A house one may start a conversation with.
pub struct HouseChoice {
    pub key: &'static str,
    pub name: String,
}

/// One message as shown.
pub struct RavenLine {
    pub id: i32,
    pub house: String,
    pub player: String,
    pub when: String,
    pub moment: String,
    /// The text, escaped, links made clickable, line breaks kept.
    pub html: String,
    pub new: bool,
    pub by_mail: bool,
}

#[derive(Template)]
#[template(path = "ravens.html")]
struct RavensPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    press: String,
    conversations: Vec<ConversationLink>,
    may_start: bool,
    others: Vec<HouseChoice>,
    notes: Option<String>,
    saved: bool,
}

#[derive(Template)]
#[template(path = "conversation.html")]
struct ConversationPage {
    ctx: PageCtx,
    id: i32,
    name: String,
    conversation: i32,
    title: String,
    ravens: Vec<RavenLine>,
    may_write: bool,
    muted: bool,
    seated: bool,
    max_chars: usize,
}

/// "at the table (all houses)", "with House Stark and House Tyrell" (`mail::notes::
/// conversation_title` in the reader's language): the table has no houses.
fn title_in(houses: &[House], me: Option<House>, tr: Tr) -> String {
    if houses.is_empty() {
        return tr.t("ravens-at-table");
    }
    let others: Vec<String> = houses
        .iter()
        .filter(|h| Some(**h) != me)
        .map(|h| {
            tr.t1(
                "named-house",
                "house",
                crate::i18n::house_name(tr.lang(), *h),
            )
        })
        .collect();
    tr.t1("ravens-with", "houses", join_and(&others, tr))
}

/// "A, B and C" with the reader's "and".
pub(crate) fn join_and(parts: &[String], tr: Tr) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), tr.t("list-and")),
    }
}

fn link_of(c: &ConversationInfo, me: Option<House>, tz: &str, tr: Tr) -> ConversationLink {
    ConversationLink {
        id: c.id,
        title: title_in(&c.houses, me, tr),
        messages: c.messages,
        unread: c.unread,
        muted: c.muted,
        last: c
            .last_at
            .map(|t| crate::i18n::local_time(tr.lang(), t, tz))
            .unwrap_or_else(|| tr.t("ravens-none-yet")),
    }
}

/// `/games/N/ravens`: the conversations the visitor reads, and their notes pad.
pub async fn ravens_page(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    q: web::Query<SavedQuery>,
) -> HttpResponse {
    let id = path.into_inner();
    let saved = q.saved.is_some();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let user = ctx.user.as_ref().map(|u| u.user_id);
        // The table exists from the first visit of anyone who reads it.
        let _ = st.svc.table_conversation(GameId(id), user.map(UserId));
        let r = st.svc.rookery(GameId(id), user.map(UserId))?;
        let tz = ctx.time_zone();
        let me = r.access.house;
        let loaded = st.svc.load_game(GameId(id))?;
        let others = loaded
            .seats
            .iter()
            .filter_map(|s| s.house)
            .filter(|h| Some(*h) != me)
            .map(|h| HouseChoice {
                key: h.key(),
                name: ctx
                    .tr()
                    .t1("named-house", "house", crate::i18n::house_name(ctx.lang, h)),
            })
            .collect();
        let page = RavensPage {
            ctx: ctx.page(),
            id,
            name: r.access.game.name.clone(),
            press: super::pages::press_words(&r.access.press, ctx.tr()),
            conversations: r
                .conversations
                .iter()
                .map(|c| link_of(c, me, &tz, ctx.tr()))
                .collect(),
            may_start: r.access.may_start_private(),
            others,
            notes: r.notes.clone(),
            saved,
        };
        Ok(render(StatusCode::OK, &page))
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct SavedQuery {
    saved: Option<String>,
}

/// `/games/N/ravens/C`: one conversation (reading it marks it read).
pub async fn conversation_page(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let (id, conv) = path.into_inner();
    run(st, &req, move |st, ctx| {
        let id = game_id(&id)?;
        let conv = game_id(&conv)?;
        let user = ctx.user.as_ref().map(|u| u.user_id);
        let access = st.svc.raven_access(GameId(id), user.map(UserId))?;
        let v = st.svc.conversation(GameId(id), conv, user.map(UserId))?;
        let tz = wording::zone(&ctx.time_zone());
        let ravens = v
            .ravens
            .iter()
            .map(|r| RavenLine {
                id: r.id,
                house: r
                    .house
                    .map(|h| {
                        ctx.tr()
                            .t1("named-house", "house", crate::i18n::house_name(ctx.lang, h))
                    })
                    .unwrap_or_default(),
                player: r.player.clone(),
                when: crate::i18n::local_time_in(ctx.lang, r.at, &tz),
                moment: ctx.tr().t2(
                    "ravens-moment",
                    "round",
                    r.round,
                    "phase",
                    wording::phase(ctx.tr(), &r.phase),
                ),
                html: message_html(&r.body),
                new: r.new,
                by_mail: r.via == "mail",
            })
            .collect();
        let page = ConversationPage {
            ctx: ctx.page(),
            id,
            name: access.game.name.clone(),
            conversation: conv,
            title: title_in(&v.info.houses, access.house, ctx.tr()),
            ravens,
            may_write: v.may_write,
            muted: v.info.muted,
            seated: access.seated,
            max_chars: RAVEN_MAX_CHARS,
        };
        Ok(render(StatusCode::OK, &page))
    })
    .await
}

/// Posts a message to a conversation.
pub async fn post(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> HttpResponse {
    let (id, conv) = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let conv = game_id(&conv)?;
        let user = ctx.user()?.user_id;
        let body = form.required(fields::BODY).map_err(WebError::from)?;
        let raven = st
            .svc
            .post_raven(GameId(id), conv, UserId(user), body, "web")?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}/ravens/{conv}#raven-{raven}"),
        })
    })
    .await
}

/// Starts (or opens) a private conversation with the ticked houses.
pub async fn start(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let user = ctx.user()?.user_id;
        let mut with = Vec::new();
        for k in form.all(fields::WITH) {
            with.push(
                House::from_key(k)
                    .ok_or_else(|| WebError::from(FormError::invalid(fields::WITH, k)))?,
            );
        }
        let conv = st.svc.start_conversation(GameId(id), UserId(user), &with)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}/ravens/{conv}#write"),
        })
    })
    .await
}

/// Mutes or unmutes a conversation.
pub async fn mute(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<(String, String)>,
    payload: web::Payload,
) -> HttpResponse {
    let (id, conv) = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let conv = game_id(&conv)?;
        let user = ctx.user()?.user_id;
        let muted = match form.get(fields::MUTED) {
            Some("1") => true,
            Some("0") => false,
            Some(other) => return Err(FormError::invalid(fields::MUTED, other).into()),
            None => return Err(FormError::missing(fields::MUTED).into()),
        };
        st.svc
            .mute_conversation(GameId(id), conv, UserId(user), muted)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}/ravens/{conv}"),
        })
    })
    .await
}

/// Saves the notes pad.
pub async fn save_notes(
    st: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
) -> HttpResponse {
    let id = path.into_inner();
    run_post(st, req, payload, move |st, ctx, form| {
        let id = game_id(&id)?;
        let user = ctx.user()?.user_id;
        let notes = form.get(fields::NOTES).unwrap_or("");
        st.svc.save_notes(GameId(id), UserId(user), notes)?;
        Ok(Reply::Redirect {
            to: format!("/games/{id}/ravens?saved=1#notes"),
        })
    })
    .await
}

/// A message as HTML: escaped, `http(s)://` links made clickable (never another scheme), line
/// breaks kept by the page's CSS.
pub fn message_html(body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 16);
    let mut rest = body;
    while let Some(start) = find_link(rest) {
        out.push_str(&esc(&rest[..start]));
        let tail = &rest[start..];
        let end = tail
            .find(|c: char| c.is_whitespace() || c == '<' || c == '>' || c == '"')
            .unwrap_or(tail.len());
        // A sentence's full stop or closing bracket is not part of the link.
        let link = tail[..end].trim_end_matches(['.', ',', ')', ';', ':', '!', '?']);
        let e = esc(link);
        out.push_str(&format!(
            "<a href=\"{e}\" rel=\"nofollow noopener noreferrer\">{e}</a>"
        ));
        rest = &tail[link.len()..];
    }
    out.push_str(&esc(rest));
    out
}

fn find_link(s: &str) -> Option<usize> {
    match (s.find("https://"), s.find("http://")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_escaped_and_only_web_links_are_clickable() {
        assert_eq!(
            message_html("<b>hi</b> see https://example.org/x?a=1&b=2."),
            "&lt;b&gt;hi&lt;/b&gt; see <a href=\"https://example.org/x?a=1&amp;b=2\" rel=\"nofollow noopener noreferrer\">https://example.org/x?a=1&amp;b=2</a>."
        );
        assert!(!message_html("javascript:alert(1)").contains("<a"));
        assert!(!message_html("\"><script>").contains('<'));
    }
}
