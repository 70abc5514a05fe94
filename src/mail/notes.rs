//! The sender's words for the service's notes (issue 26): an outbox row that holds a
//! [`Note`] and no words is worded here, for its reader, in the reader's language, when the
//! worker sends it — as a mail (subject, text and HTML from [`Notice`]), a webhook body or a
//! push message. Nothing here runs inside the transaction that recorded the note.
//!
//! A row written before notes existed (no `note`) holds its words already and is sent as it is.

use super::compose::{Action, Notice};
use crate::db::cached::WrittenLimit;
use crate::db::models::{GameRow, OutboxRow, User, VoteRow};
use crate::db::schema::{outbox, push_subscriptions, users, votes, webhooks};
use crate::db::AnyConnection;
use crate::engine::{Event, Game, House, Request};
use crate::i18n::{Lang, Tr};
use crate::service::notes::{
    Absence, Answer, Asked, ClockChange, Note, Standing, VoteOutcome, What,
};
use crate::service::Service;
use crate::wording;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use diesel::prelude::*;
use std::borrow::Cow;

/// `row` with its words: the row itself when it holds them already, else a copy with the
/// note worded for its channel (`Err`: the note cannot be worded, e.g. its reader is gone).
/// `Ok(None)`: nothing is left to tell: a raven mail every message of which a moderator hid,
/// or whose writer the reader muted, during its quiet window (issue 32).
pub fn worded<'a>(svc: &Service, row: &'a OutboxRow) -> Result<Option<Cow<'a, OutboxRow>>, String> {
    let Some(json) = row.note.as_deref() else {
        return Ok(Some(Cow::Borrowed(row)));
    };
    let note = Note::from_json(json)?;
    let mut c = svc.db.conn().map_err(|e| e.to_string())?;
    let c = &mut *c;
    let reader = Reader::read(c, &note)?;
    let tr = reader.tr();
    let mut out = row.clone();
    // The account mails have templates of their own (`mail::accounts`).
    if let Some(mail) = account_mail(svc, &note, &reader, tr, &row.to_address) {
        out.subject = mail.subject;
        out.body_text = mail.text;
        out.body_html = mail.html;
        return Ok(Some(Cow::Owned(out)));
    }
    let notice = notice_of(svc, c, &note, &reader, tr)?;
    if matches!(note.what, What::Raven { .. }) && notice.items.is_empty() {
        return Ok(None);
    }
    match row.channel.as_str() {
        "webhook" => {
            let game = reader
                .game
                .as_ref()
                .ok_or("a webhook note without a game")?;
            let format: Option<String> = webhooks::table
                .filter(webhooks::user_id.eq(note.user))
                .filter(webhooks::url.eq(&row.to_address))
                .select(webhooks::format)
                .limit_written(1)
                .get_result(c)
                .optional()
                .map_err(|e| e.to_string())?;
            let house = note.house.map(|h| h.key());
            out.subject = notice.subject.clone();
            out.body_text = super::webhook::body(
                format.as_deref().unwrap_or("json"),
                note.what.kind(),
                game,
                &notice,
                house,
            );
        }
        "push" => {
            let keys: Option<(String, String)> = push_subscriptions::table
                .filter(push_subscriptions::user_id.eq(note.user))
                .filter(push_subscriptions::endpoint.eq(&row.to_address))
                .select((push_subscriptions::p256dh, push_subscriptions::auth))
                .limit_written(1)
                .get_result(c)
                .optional()
                .map_err(|e| e.to_string())?;
            let (p256dh, auth) = keys.ok_or("the browser unsubscribed")?;
            let payload = serde_json::json!({
                "title": notice.subject,
                "body": notice.paragraphs.first().cloned().unwrap_or_default(),
                "url": notice.action.as_ref().map(|a| a.url.clone()),
                "event": note.what.kind().key(),
                "game": note.game,
            })
            .to_string();
            let (Ok(k), Ok(a)) = (B64.decode(&p256dh), B64.decode(&auth)) else {
                return Err("the browser's keys are not base64url".into());
            };
            let body = crate::service::push::encrypt(&k, &a, payload.as_bytes())?;
            out.subject = notice.subject.clone();
            out.body_text = B64.encode(body);
        }
        _ => {
            // A mail that asks a move and shows its fill-in template can be answered by
            // replying: its address is made (and the template recorded) at the first wording
            // and kept on the row for every retry.
            if let (What::Started(a) | What::YourMove(a), Some(template)) =
                (&note.what, &notice.pre)
            {
                if let (None, Some(request), Some(game)) = (&row.reply_to, &a.request, &reader.game)
                {
                    out.reply_to = svc
                        .move_reply_for_mail(
                            c, row.id, note.user, game.id, note.house, request, template,
                        )
                        .map_err(|e| e.to_string())?;
                }
            }
            // An answer that shows the template of a request its reply's token was not made
            // for gets an address for that request (and the template it shows) now.
            if let (
                What::Answer {
                    request: Some(request),
                    ..
                },
                Some(template),
                None,
                Some(game),
            ) = (&note.what, &notice.pre, &row.reply_to, &reader.game)
            {
                out.reply_to = svc
                    .move_reply_for_mail(
                        c, row.id, note.user, game.id, note.house, request, template,
                    )
                    .map_err(|e| e.to_string())?;
            }
            let mut notice = notice;
            // A raven mail can be answered by replying (its address made with the mail).
            if matches!(note.what, What::Raven { .. }) && row.reply_to.is_some() {
                notice.paragraphs.push(tr.t("mail-raven-reply-hint"));
            }
            let mail = framed(svc, &note, &reader, tr, notice, row).render();
            out.subject = mail.subject;
            out.body_text = mail.text;
            out.body_html = mail.html;
        }
    }
    Ok(Some(Cow::Owned(out)))
}

/// Rows as they are sent: each note worded (for tests and tools that read the outbox); a row
/// with nothing left to tell is left out, as the sender leaves it unsent.
pub fn worded_rows(svc: &Service, rows: Vec<OutboxRow>) -> Vec<OutboxRow> {
    rows.into_iter()
        .filter_map(|r| match worded(svc, &r) {
            Ok(Some(w)) => Some(w.into_owned()),
            Ok(None) => None,
            Err(_) => Some(r),
        })
        .collect()
}

/// The account mail a note is (`None` for the game's notes), to `address`: confirming it,
/// a new password, or its owner told that another account asked for it.
fn account_mail(
    svc: &Service,
    note: &Note,
    reader: &Reader,
    tr: Tr,
    address: &str,
) -> Option<super::compose::Mail> {
    let user = &reader.user;
    Some(match &note.what {
        What::ConfirmAddress {
            token,
            expires,
            others,
        } => super::accounts::verify_mail(
            tr,
            &user.name,
            address,
            &svc.site.link(&format!("/verify/{token}")),
            *expires,
            &user.time_zone,
            others,
        ),
        What::NewPassword { token, expires } => super::accounts::reset_mail(
            tr,
            &user.name,
            &svc.site.link(&format!("/reset/{token}")),
            *expires,
            &user.time_zone,
        ),
        What::AddressAsked { asker } => {
            super::accounts::in_use_mail(tr, &user.name, asker, address, &svc.site.link("/forgot"))
        }
        _ => return None,
    })
}

/// Who reads a note, and the game it is about, as they are when it is sent.
struct Reader {
    user: User,
    game: Option<GameRow>,
}

impl Reader {
    fn read(c: &mut AnyConnection, note: &Note) -> Result<Reader, String> {
        let user: User = users::table
            .find(note.user)
            .limit_written(1)
            .get_result(c)
            .map_err(|e| format!("the note's reader: {e}"))?;
        let game = match note.game {
            Some(g) => Some(
                crate::db::queries::game(c, g)
                    .map_err(|e| e.to_string())?
                    .ok_or("the note's game is gone")?,
            ),
            None => None,
        };
        Ok(Reader { user, game })
    }

    fn tr(&self) -> Tr {
        Tr(Lang::from_code(&self.user.language).unwrap_or_default())
    }

    fn game(&self) -> Result<&GameRow, String> {
        self.game
            .as_ref()
            .ok_or_else(|| "a game's note without its game".into())
    }
}

/// The frame of a mail: why it came, the settings and unsubscribe links, in the reader's
/// language.
fn framed(
    svc: &Service,
    note: &Note,
    reader: &Reader,
    tr: Tr,
    mut notice: Notice,
    row: &OutboxRow,
) -> Notice {
    notice.why = match (&note.what, &reader.game) {
        // Issue 32: told because a moderator acted on the reader's account, game or message.
        (What::Moderated { .. }, _) => tr.t("mail-moderated-why"),
        (What::Digest { .. }, _) | (_, None) => tr.t("mail-digest-why"),
        (What::Answer { .. }, _) => tr.t("mail-answer-why"),
        // A raven mail says how to stop it: mute the conversation.
        (What::Raven { .. }, Some(game)) => note
            .house
            .map(|h| {
                tr.t2(
                    "mail-raven-why",
                    "house",
                    crate::i18n::house_name(tr.lang(), h),
                    "game",
                    &game.name,
                )
            })
            .unwrap_or_default(),
        (_, Some(game)) => {
            let house = note
                .house
                .map(|h| {
                    tr.t2(
                        "mail-why-house",
                        "house",
                        crate::i18n::house_name(tr.lang(), h),
                        "game",
                        &game.name,
                    )
                })
                .unwrap_or_else(|| tr.t1("mail-why-game", "game", &game.name));
            format!("{house} {}", tr.t("mail-why-settings"))
        }
    };
    notice.lang = tr.lang();
    notice.settings_url = svc.site.link("/settings");
    notice.unsubscribe = row.unsubscribe_url.clone();
    notice
}

/// The words of a note (without the mail's frame).
fn notice_of(
    svc: &Service,
    c: &mut AnyConnection,
    note: &Note,
    reader: &Reader,
    tr: Tr,
) -> Result<Notice, String> {
    let hello = tr.t1("mail-greeting", "name", &reader.user.name);
    Ok(match &note.what {
        What::Started(asked) | What::YourMove(asked) => {
            asked_notice(svc, c, note, reader, tr, hello, asked)?
        }
        What::Clock {
            change,
            by,
            round,
            phase,
            deadline,
        } => {
            let game = reader.game()?;
            let creator = player_named(c, game, *by, reader, tr)?;
            clock_notice(
                svc, game, reader, tr, &creator, change, *round, phase, *deadline,
            )
        }
        What::Reminder {
            round,
            phase,
            hours,
            requests,
            deadline,
        } => {
            let game = reader.game()?;
            let house = note.house.ok_or("a reminder without its house")?;
            let asked: Vec<String> = requests.iter().map(|q| wording::request(tr, q)).collect();
            let due = wording::deadline(tr, *deadline, &reader.user.time_zone);
            let hname = crate::i18n::house_name(tr.lang(), house);
            Notice {
                subject: tr.t3(
                    "mail-reminder-subject",
                    "game",
                    &game.name,
                    "house",
                    &hname,
                    "hours",
                    *hours,
                ),
                greeting: hello,
                paragraphs: vec![
                    tr.t_args(
                        "mail-reminder-asked",
                        &[
                            ("game", game.name.clone().into()),
                            ("round", (*round).into()),
                            ("phase", wording::phase(tr, phase).into()),
                            ("house", hname.clone().into()),
                            ("needed", wording::join_and(tr, &asked).into()),
                        ],
                    ),
                    tr.t1("mail-deadline-default", "due", &due),
                ],
                action: Some(Action {
                    label: tr.t("mail-make-move"),
                    url: svc.site.link(&format!("/games/{}#decide", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::MissedDeadline {
            round,
            phase,
            filled,
            excused,
            count,
        } => {
            let game = reader.game()?;
            let house = note.house.ok_or("a missed deadline without its house")?;
            let phase = wording::phase(tr, phase);
            let hname = crate::i18n::house_name(tr.lang(), house);
            let mine: Vec<String> = filled
                .iter()
                .map(|i| wording::capitalize(&wording::input(tr, i)))
                .collect();
            let mut paragraphs = vec![tr.t_args(
                "mail-missed-passed",
                &[
                    ("game", game.name.clone().into()),
                    ("round", (*round).into()),
                    ("phase", phase.into()),
                    ("house", hname.clone().into()),
                ],
            )];
            if mine.is_empty() {
                paragraphs.push(tr.t("mail-missed-moved-on"));
            } else {
                paragraphs.push(tr.t("mail-missed-filled"));
            }
            let subject = if *excused {
                paragraphs.push(tr.t("mail-missed-excused"));
                tr.t2(
                    "mail-missed-excused-subject",
                    "game",
                    &game.name,
                    "house",
                    &hname,
                )
            } else {
                paragraphs.push(tr.t2("mail-missed-count", "house", &hname, "count", *count));
                tr.t2("mail-missed-subject", "game", &game.name, "house", &hname)
            };
            Notice {
                items: mine,
                ..Notice::open_game(
                    tr,
                    subject,
                    &reader.user.name,
                    paragraphs,
                    svc.site.link(&format!("/games/{}", game.id)),
                )
            }
        }
        What::CivilDisorder { house, after } => {
            let game = reader.game()?;
            let hname = crate::i18n::house_name(tr.lang(), *house);
            let (subject, paragraphs) = if note.house == Some(*house) {
                (
                    tr.t2(
                        "mail-disorder-yours-subject",
                        "game",
                        &game.name,
                        "house",
                        &hname,
                    ),
                    vec![
                        tr.t3(
                            "mail-disorder-yours",
                            "game",
                            &game.name,
                            "house",
                            &hname,
                            "count",
                            *after,
                        ),
                        tr.t("mail-disorder-return"),
                    ],
                )
            } else {
                (
                    tr.t2("mail-disorder-subject", "game", &game.name, "house", &hname),
                    vec![tr.t3(
                        "mail-disorder-others",
                        "game",
                        &game.name,
                        "house",
                        &hname,
                        "count",
                        *after,
                    )],
                )
            };
            Notice::open_game(
                tr,
                subject,
                &reader.user.name,
                paragraphs,
                svc.site.link(&format!("/games/{}", game.id)),
            )
        }
        What::SeatTaken {
            house,
            by,
            old,
            round,
            phase,
            deadline,
        } => {
            let game = reader.game()?;
            let name = player_named(c, game, *by, reader, tr)?;
            let due = wording::deadline(tr, *deadline, &reader.user.time_zone);
            let hname = crate::i18n::house_name(tr.lang(), *house);
            let (subject, paragraphs) = if reader.user.id == *by {
                (
                    tr.t2(
                        "mail-taken-you-subject",
                        "game",
                        &game.name,
                        "house",
                        &hname,
                    ),
                    vec![
                        tr.t_args(
                            "mail-taken-you",
                            &[
                                ("game", game.name.clone().into()),
                                ("house", hname.clone().into()),
                                ("round", (*round).into()),
                                ("phase", wording::phase(tr, phase).into()),
                            ],
                        ),
                        tr.t1("mail-taken-you-deadline", "due", &due),
                    ],
                )
            } else if *old == Some(reader.user.id) {
                (
                    tr.t2(
                        "mail-taken-old-subject",
                        "game",
                        &game.name,
                        "house",
                        &hname,
                    ),
                    vec![tr.t3(
                        "mail-taken-old",
                        "who",
                        &name,
                        "game",
                        &game.name,
                        "house",
                        &hname,
                    )],
                )
            } else {
                (
                    tr.t3(
                        "mail-taken-subject",
                        "game",
                        &game.name,
                        "who",
                        &name,
                        "house",
                        &hname,
                    ),
                    vec![
                        tr.t3(
                            "mail-taken",
                            "who",
                            &name,
                            "game",
                            &game.name,
                            "house",
                            &hname,
                        ),
                        tr.t1("mail-taken-deadline", "due", &due),
                    ],
                )
            };
            Notice::open_game(
                tr,
                subject,
                &reader.user.name,
                paragraphs,
                svc.site.link(&format!("/games/{}", game.id)),
            )
        }
        What::Absence {
            told,
            awaited,
            deadline,
        } => {
            let game = reader.game()?;
            let tz = reader.user.time_zone.as_str();
            let hname = crate::i18n::house_name(tr.lang(), note.house.unwrap_or(House::Stark));
            let due = || wording::deadline(tr, *deadline, tz);
            let (subject, paragraphs) = absence_words(tr, game, &hname, told, *awaited, tz, due);
            Notice::open_game(
                tr,
                subject,
                &reader.user.name,
                paragraphs,
                svc.site.link(&format!("/games/{}#decide", game.id)),
            )
        }
        What::Vote { vote, about_you } => {
            let game = reader.game()?;
            let v = vote_row(c, *vote)?;
            let what = crate::service::votes::Proposal::of(&v)
                .map(|p| wording::vote_proposal(tr, &p))
                .unwrap_or_else(|| v.kind.clone());
            let caller = House::from_key(&v.called_house)
                .map(|h| crate::i18n::house_name(tr.lang(), h))
                .unwrap_or_else(|| "?".into());
            let expires = wording::deadline(tr, Some(v.expires_at), &reader.user.time_zone);
            Notice {
                subject: tr.t2("mail-vote-subject", "game", &game.name, "what", &what),
                greeting: hello,
                paragraphs: vec![
                    tr.t3(
                        "mail-vote-called",
                        "house",
                        caller,
                        "game",
                        &game.name,
                        "what",
                        &what,
                    ),
                    if *about_you {
                        tr.t1("mail-vote-about-you", "expires", expires)
                    } else {
                        let rule = crate::service::votes::VoteKind::from_key(&v.kind)
                            .unwrap_or(crate::service::votes::VoteKind::Pause)
                            .rule_key();
                        tr.t2(
                            "mail-vote-rule",
                            "rule",
                            tr.t1("vote-rule", "rule", rule),
                            "expires",
                            expires,
                        )
                    },
                ],
                action: Some(Action {
                    label: tr.t("mail-vote-action"),
                    url: svc.site.link(&format!("/games/{}#votes", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::VoteResult {
            vote,
            status,
            outcome,
        } => {
            let game = reader.game()?;
            let v = vote_row(c, *vote)?;
            let what = crate::service::votes::Proposal::of(&v)
                .map(|p| wording::vote_proposal(tr, &p))
                .unwrap_or_else(|| v.kind.clone());
            let mut paragraphs = vec![tr.t3(
                "mail-vote-result",
                "game",
                &game.name,
                "what",
                &what,
                "status",
                status.as_str(),
            )];
            let done = outcome_words(outcome, tr, &reader.user.time_zone);
            if !done.is_empty() {
                paragraphs.push(done);
            }
            Notice::open_game(
                tr,
                tr.t3(
                    "mail-vote-result-subject",
                    "game",
                    &game.name,
                    "what",
                    &what,
                    "status",
                    status.as_str(),
                ),
                &reader.user.name,
                paragraphs,
                svc.site.link(&format!("/games/{}#votes", game.id)),
            )
        }
        What::LobbyFull { players } => {
            let game = reader.game()?;
            Notice {
                subject: tr.t1("mail-full-subject", "game", &game.name),
                greeting: hello,
                paragraphs: vec![
                    tr.t2("mail-full-seats", "count", *players, "game", &game.name),
                    tr.t("mail-full-start"),
                ],
                action: Some(Action {
                    label: tr.t("mail-open-lobby"),
                    url: svc.site.link(&format!("/games/{}", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::LobbyStale {
            days,
            seated,
            players,
            fewer,
        } => {
            let game = reader.game()?;
            let mut paragraphs = vec![tr.t_args(
                "mail-stale-waited",
                &[
                    ("game", game.name.clone().into()),
                    ("days", (*days).into()),
                    ("seated", (*seated).into()),
                    ("players", (*players).into()),
                ],
            )];
            paragraphs.push(match fewer {
                Some(n) => tr.t1("mail-stale-fewer", "count", *n),
                None => tr.t("mail-stale-computer"),
            });
            Notice {
                subject: tr.t2("mail-stale-subject", "game", &game.name, "days", *days),
                greeting: hello,
                paragraphs,
                action: Some(Action {
                    label: tr.t("mail-open-lobby"),
                    url: svc.site.link(&format!("/games/{}", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::Matched { started } => {
            let game = reader.game()?;
            Notice {
                subject: tr.t1("mail-matched-subject", "game", &game.name),
                greeting: hello,
                paragraphs: vec![
                    tr.t1("mail-matched-seated", "game", &game.name),
                    tr.t(if *started {
                        "mail-matched-started"
                    } else {
                        "mail-matched-waits"
                    }),
                ],
                action: Some(Action {
                    label: tr.t("mail-open-game"),
                    url: svc.site.link(&format!("/games/{}", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::Summary {
            round,
            ended,
            events,
        } => {
            let game = reader.game()?;
            let items: Vec<String> = events.iter().map(|e| wording::event(tr, e)).collect();
            let parts: Vec<String> = summary_parts(ended, events)
                .iter()
                .map(|id| tr.t(id))
                .collect();
            let title = if parts.is_empty() {
                tr.t("mail-summary-nothing")
            } else {
                wording::join_and(tr, &parts)
            };
            Notice {
                subject: tr.t3(
                    "mail-summary-subject",
                    "game",
                    &game.name,
                    "round",
                    *round,
                    "title",
                    title,
                ),
                greeting: hello,
                paragraphs: vec![tr.t2("mail-summary-intro", "game", &game.name, "round", *round)],
                items,
                action: Some(Action {
                    label: tr.t("mail-whole-log"),
                    url: svc.site.link(&format!("/games/{}/log", game.id)),
                }),
                ..Notice::default()
            }
        }
        What::GameOver {
            round,
            winner,
            shared,
            standings,
        } => game_over(
            svc,
            reader.game()?,
            note.house,
            tr,
            hello,
            *round,
            *winner,
            shared,
            standings,
        ),
        What::Raven {
            conversation,
            houses,
            after,
            upto,
        } => raven_notice(
            svc,
            c,
            reader,
            note.house,
            tr,
            hello,
            (*conversation, houses),
            (*after, *upto),
        )?,
        What::Answer { answer, .. } => answer_notice(svc, c, note, reader, tr, answer)?,
        What::Moderated {
            action,
            detail,
            until,
            reason,
        } => moderated_notice(svc, reader, tr, hello, action, detail, *until, reason),
        What::ConfirmAddress { .. } | What::NewPassword { .. } | What::AddressAsked { .. } => {
            let mail = account_mail(svc, note, reader, tr, "")
                .ok_or("an account mail without its words")?;
            Notice {
                subject: mail.subject,
                greeting: hello,
                ..Notice::default()
            }
        }
        What::Digest { held, at } => {
            let rows: Vec<OutboxRow> = outbox::table
                .filter(outbox::id.eq_any(held))
                .order(outbox::id.asc())
                .load(c)
                .map_err(|e| e.to_string())?;
            let mut items = Vec::with_capacity(rows.len());
            for m in &rows {
                // A held note is worded here, in the digest's reader's language.
                let subject = match m.note.as_deref().map(Note::from_json) {
                    Some(Ok(n)) => {
                        let r = Reader::read(c, &n)?;
                        notice_of(svc, c, &n, &r, tr)?.subject
                    }
                    _ => m.subject.clone(),
                };
                items.push(match m.game_id {
                    Some(g) => format!("{subject}: {}", svc.site.link(&format!("/games/{g}"))),
                    None => subject,
                });
            }
            Notice {
                subject: tr.t1("mail-digest-subject", "count", held.len()),
                greeting: hello,
                paragraphs: vec![tr.t1(
                    "mail-digest-intro",
                    "at",
                    wording::deadline(tr, Some(*at), &reader.user.time_zone),
                )],
                items,
                action: Some(Action {
                    label: tr.t("mail-digest-your-games"),
                    url: svc.site.link("/"),
                }),
                ..Notice::default()
            }
        }
    })
}

/// Rookery's answer to a reply: what became of it, and the decision's template again when
/// it can be answered anew (the house's forms as the game stood when the reply was read).
fn answer_notice(
    svc: &Service,
    c: &mut AnyConnection,
    note: &Note,
    reader: &Reader,
    tr: Tr,
    answer: &Answer,
) -> Result<Notice, String> {
    let game = reader.game()?;
    let house = note.house.ok_or("an answer without its house")?;
    let name = game.name.as_str();
    let hname = wording::house(tr, house);
    let decide = svc.site.link(&format!("/games/{}#decide", game.id));
    let forms = |c: &mut AnyConnection| -> Result<Vec<crate::decisions::FormView>, String> {
        let state = crate::service::history::game_at(c, game, note.log_len)
            .map_err(|e| format!("the game as the reply was read: {e}"))?;
        Ok(crate::decisions::forms_of(&state, house, tr))
    };
    let title = |c: &mut AnyConnection, form: usize| -> Result<String, String> {
        forms(c)?
            .get(form)
            .map(|f| f.title.clone())
            .ok_or_else(|| "the answer's form is gone".to_string())
    };
    let template = |c: &mut AnyConnection| -> Result<Option<String>, String> {
        Ok(Some(crate::decisions::text::template(tr, &forms(c)?)))
    };
    let (subject, paragraphs, pre, url) = match answer {
        Answer::Dead { why } => (
            tr.t1("mail-answer-dead-subject", "game", name),
            vec![tr.t1("mail-answer-dead", "why", why.as_str())],
            None,
            svc.site.link(&format!("/games/{}", game.id)),
        ),
        Answer::RavenRefused { conversation, why } => (
            tr.t1("mail-answer-raven-subject", "game", name),
            vec![tr.t1("mail-answer-raven", "why", why.words(tr))],
            None,
            svc.site
                .link(&format!("/games/{}/ravens/{conversation}", game.id)),
        ),
        Answer::NotAsked => (
            tr.t2("mail-answer-idle-subject", "game", name, "house", &hname),
            vec![tr.t1("mail-answer-idle", "house", &hname)],
            None,
            decide,
        ),
        Answer::MovedOn => (
            tr.t1("mail-answer-moved-on-subject", "game", name),
            vec![
                tr.t1("mail-answer-moved-on", "house", &hname),
                tr.t("mail-answer-again"),
            ],
            template(c)?,
            decide,
        ),
        Answer::Unreadable { why } => (
            tr.t1("mail-answer-unreadable-subject", "game", name),
            vec![
                tr.t1("mail-answer-unreadable", "why", why.as_str()),
                tr.t("mail-answer-again"),
            ],
            template(c)?,
            decide,
        ),
        Answer::Recorded { form, input } => (
            tr.t2(
                "mail-answer-recorded-subject",
                "game",
                name,
                "title",
                title(c, *form)?,
            ),
            vec![tr.t2(
                "mail-answer-recorded",
                "house",
                &hname,
                "what",
                wording::input(tr, input),
            )],
            None,
            decide,
        ),
        Answer::Refused { form, why } => (
            tr.t2(
                "mail-answer-refused-subject",
                "game",
                name,
                "title",
                title(c, *form)?,
            ),
            vec![
                tr.t1("mail-answer-refused", "why", why.words(tr)),
                tr.t("mail-answer-again"),
            ],
            template(c)?,
            decide,
        ),
    };
    Ok(Notice {
        subject,
        greeting: tr.t("mail-answer-greeting"),
        paragraphs,
        pre,
        action: Some(Action {
            label: tr.t("mail-open-game"),
            url,
        }),
        ..Notice::default()
    })
}

/// Player `user`'s name as `reader` reads it in a mail about `game`: "a player" while a
/// faceless game runs (issue 32), unless it is the reader.
fn player_named(
    c: &mut AnyConnection,
    game: &GameRow,
    user: i32,
    reader: &Reader,
    tr: Tr,
) -> Result<String, String> {
    if user != reader.user.id && faceless(c, game)? {
        return Ok(tr.t("faceless-someone"));
    }
    users::table
        .find(user)
        .select(users::name)
        .limit_written(1)
        .get_result(c)
        .map_err(|e| format!("a player's name: {e}"))
}

/// Whether `game` is a faceless game running (its players' names are not told: issue 32).
fn faceless(c: &mut AnyConnection, game: &GameRow) -> Result<bool, String> {
    crate::service::faceless::hidden(c, game).map_err(|e| format!("the game's options: {e}"))
}

/// A moderator's action told to the player it affects (issue 32): what was done, to what,
/// until when, and the moderator's reason.
#[expect(
    clippy::too_many_arguments,
    reason = "each is one value of the note or one fact of its reader"
)]
fn moderated_notice(
    svc: &Service,
    reader: &Reader,
    tr: Tr,
    greeting: String,
    action: &str,
    detail: &str,
    until: Option<chrono::NaiveDateTime>,
    reason: &str,
) -> Notice {
    let game = reader
        .game
        .as_ref()
        .map(|g| g.name.clone())
        .unwrap_or_default();
    let until = until
        .map(|u| wording::deadline(tr, Some(u), &reader.user.time_zone))
        .unwrap_or_default();
    let house = crate::engine::House::from_key(detail)
        .map(|h| crate::i18n::house_name(tr.lang(), h))
        .unwrap_or_default();
    let args = [
        ("game", game.into()),
        ("detail", detail.to_string().into()),
        ("until", until.into()),
        ("house", house.into()),
    ];
    Notice {
        subject: tr.t_args(&format!("mail-moderated-{action}-subject"), &args),
        greeting,
        paragraphs: vec![
            tr.t_args(&format!("mail-moderated-{action}"), &args),
            tr.t1("mail-moderated-reason", "reason", reason),
        ],
        action: reader.game.as_ref().map(|g| Action {
            label: tr.t("mail-moderated-open-game"),
            url: svc.site.link(&format!("/games/{}", g.id)),
        }),
        ..Notice::default()
    }
}

/// The raven mail: every message of `conversation` (among `houses`) with an id in
/// `after < id <= upto`, oldest first, each with its house, writer and time in the reader's
/// zone.
#[expect(
    clippy::too_many_arguments,
    reason = "each is one value of the note or one fact of its reader"
)]
fn raven_notice(
    svc: &Service,
    c: &mut AnyConnection,
    reader: &Reader,
    own: Option<House>,
    tr: Tr,
    greeting: String,
    (conversation, houses): (i32, &str),
    (after, upto): (i32, i32),
) -> Result<Notice, String> {
    let game = reader.game()?;
    let rows = crate::db::queries::ravens::ravens_between(c, conversation, after, upto)
        .map_err(|e| format!("the note's ravens: {e}"))?;
    // Issue 32: a message a moderator hid, or of a player the reader muted, is not mailed.
    let unshown = crate::db::queries::moderation::unshown_in(c, conversation, Some(reader.user.id))
        .map_err(|e| format!("the note's hidden ravens: {e}"))?;
    let rows: Vec<_> = rows
        .into_iter()
        .filter(|r| !unshown.contains(&r.id))
        .collect();
    let tz = reader.user.time_zone.as_str();
    let title = conversation_title(tr, houses, own);
    let count = rows.len();
    let faceless = faceless(c, game)?;
    let items: Vec<String> = rows
        .iter()
        .map(|r| {
            let (player, body) = (&r.player, &r.body);
            let house = House::from_key(&r.house)
                .map(|h| {
                    tr.t1(
                        "mail-raven-house",
                        "house",
                        crate::i18n::house_name(tr.lang(), h),
                    )
                })
                .unwrap_or_default();
            let when = crate::i18n::local_time(tr.lang(), r.at, tz);
            if faceless {
                format!("{house}, {when}:\n{body}")
            } else {
                format!("{house} ({player}), {when}:\n{body}")
            }
        })
        .collect();
    Ok(Notice {
        subject: tr.t3(
            "mail-raven-subject",
            "game",
            &game.name,
            "count",
            count,
            "title",
            &title,
        ),
        greeting,
        paragraphs: vec![tr.t3(
            "mail-raven-intro",
            "count",
            count,
            "game",
            &game.name,
            "title",
            &title,
        )],
        items,
        action: Some(Action {
            label: tr.t("mail-raven-open"),
            url: svc
                .site
                .link(&format!("/games/{}/ravens/{conversation}", game.id)),
        }),
        ..Notice::default()
    })
}

/// "the table" or "with House Lannister and House Tyrell" (the reader's own house left out).
pub fn conversation_title(tr: Tr, houses: &str, reader: Option<House>) -> String {
    use crate::service::ravens::{houses_of, TABLE};
    if houses == TABLE {
        return tr.t("mail-raven-table");
    }
    let others: Vec<String> = houses_of(houses)
        .into_iter()
        .filter(|h| Some(*h) != reader)
        .map(|h| {
            tr.t1(
                "mail-raven-house",
                "house",
                crate::i18n::house_name(tr.lang(), h),
            )
        })
        .collect();
    tr.t1("mail-raven-with", "houses", wording::join_and(tr, &others))
}

/// The start or "your move" mail: what the reader's house is asked, the scene that led to it
/// and the numbers it needs (from its own view of the game as it stood at the note's
/// `log_len`), the deadline, and the fill-in template when replies are on.
fn asked_notice(
    svc: &Service,
    c: &mut AnyConnection,
    note: &Note,
    reader: &Reader,
    tr: Tr,
    hello: String,
    asked: &Asked,
) -> Result<Notice, String> {
    let game = reader.game()?;
    let house = note.house.ok_or("a move's note without its house")?;
    let state = crate::service::history::game_at(c, game, note.log_len)
        .map_err(|e| format!("the game at the note's moment: {e}"))?;
    let due = wording::deadline(tr, asked.due, &reader.user.time_zone);
    let phase = wording::phase(tr, &asked.phase);
    let hname = crate::i18n::house_name(tr.lang(), house);
    let needed: Vec<String> = asked
        .requests
        .iter()
        .map(|q| wording::request(tr, q))
        .collect();
    let link = svc.site.link(&format!("/games/{}#decide", game.id));
    let round = asked.round;
    let mut notice = match &note.what {
        What::Started(_) => {
            let mut paragraphs =
                vec![tr.t2("mail-started-begun", "game", &game.name, "house", &hname)];
            if !needed.is_empty() {
                paragraphs.push(tr.t_args(
                    "mail-started-asked",
                    &[
                        ("round", round.into()),
                        ("phase", phase.clone().into()),
                        ("needed", wording::join_and(tr, &needed).into()),
                        ("due", due.clone().into()),
                    ],
                ));
            }
            let mut notice = Notice::open_game(
                tr,
                tr.t2("mail-started-subject", "game", &game.name, "house", &hname),
                &reader.user.name,
                paragraphs,
                link,
            );
            add_reply_template(svc, tr, &mut notice, &state, house);
            notice
                .paragraphs
                .splice(1..1, story_of(tr, &state, house, &asked.requests));
            return Ok(notice);
        }
        _ => {
            let mut paragraphs = vec![tr.t_args(
                "mail-move-asked",
                &[
                    ("game", game.name.clone().into()),
                    ("round", round.into()),
                    ("phase", phase.clone().into()),
                    ("house", hname.clone().into()),
                    ("needed", wording::join_and(tr, &needed).into()),
                ],
            )];
            paragraphs.extend(story_of(tr, &state, house, &asked.requests));
            // Asked ahead of its turn (issue 25): its answer stays sealed until its turn.
            if let Some(now) = crate::engine::together::asked_ahead_of(state.state(), house) {
                paragraphs.push(tr.t1(
                    "ask-asked-ahead",
                    "house",
                    crate::i18n::house_name(tr.lang(), now),
                ));
            }
            // Its answer given early dropped at its turn (option `early_marches`): why.
            if let Some(why) = crate::engine::together::early::dropped(state.state(), house) {
                paragraphs.push(wording::early_dropped(tr, why));
            }
            // Its answers filed ahead this change could not use, and why (issue 25).
            for (entry, why) in &asked.dropped {
                paragraphs.push(wording::plan_dropped(tr, entry, why));
            }
            // Asked early (option `early_marches`): no deadline of its own until its turn.
            let early = state.state().options.early_marches
                && crate::engine::together::answers_ahead(state.state(), house);
            if !early {
                paragraphs.push(tr.t1("mail-deadline-default", "due", &due));
            }
            // Issue 27: the default named, as on the form.
            if let Some(d) = state.default_input(house) {
                paragraphs.push(tr.t1("form-default", "answer", wording::input(tr, &d)));
            }
            Notice {
                subject: tr.t_args(
                    "mail-move-subject",
                    &[
                        ("game", game.name.clone().into()),
                        ("house", hname.clone().into()),
                        ("what", needed.first().cloned().unwrap_or_default().into()),
                        ("round", round.into()),
                        ("phase", phase.clone().into()),
                    ],
                ),
                greeting: hello,
                paragraphs,
                action: Some(Action {
                    label: tr.t("mail-make-move"),
                    url: link,
                }),
                ..Notice::default()
            }
        }
    };
    add_reply_template(svc, tr, &mut notice, &state, house);
    Ok(notice)
}

/// Adds the fill-in text of `house`'s current decision to a mail that asks for it, when
/// replies are on and every form of the decision can be answered by text.
fn add_reply_template(svc: &Service, tr: Tr, notice: &mut Notice, game: &Game, house: House) {
    if svc.site.reply_domain.is_none() {
        return;
    }
    let forms = crate::decisions::forms_of(game, house, tr);
    if forms.is_empty() || !forms.iter().all(crate::decisions::text::expressible) {
        return;
    }
    notice.paragraphs.push(tr.t("mail-reply-hint"));
    notice.pre = Some(crate::decisions::text::template(tr, &forms));
}

/// The scene of `house`'s new requests, in its own terms: what led to them and the numbers
/// they need, from its own view and options.
fn story_of(tr: Tr, game: &Game, house: House, requests: &[Request]) -> Vec<String> {
    let view = game.view_for(Some(house));
    let legal = game.legal(house);
    let mut lines: Vec<String> = Vec::new();
    for r in requests {
        for line in wording::story(tr, &view, house, r, legal.as_ref()) {
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

/// A change of the clock, with the deadline as it is now in the reader's time zone.
#[expect(
    clippy::too_many_arguments,
    reason = "each is one value of the note or one fact of its reader"
)]
fn clock_notice(
    svc: &Service,
    game: &GameRow,
    reader: &Reader,
    tr: Tr,
    creator: &str,
    change: &ClockChange,
    round: i32,
    phase: &str,
    deadline: Option<chrono::NaiveDateTime>,
) -> Notice {
    let phase = wording::phase(tr, phase);
    let due = wording::deadline(tr, deadline, &reader.user.time_zone);
    let about = |id: &str| {
        tr.t_args(
            id,
            &[
                ("who", creator.to_string().into()),
                ("game", game.name.clone().into()),
                ("round", round.into()),
                ("phase", phase.clone().into()),
            ],
        )
    };
    let (subject, paragraphs) = match change {
        ClockChange::Extended { hours } => (
            tr.t2(
                "mail-clock-extended-subject",
                "game",
                &game.name,
                "due",
                &due,
            ),
            vec![
                tr.t_args(
                    "mail-clock-extended",
                    &[
                        ("who", creator.to_string().into()),
                        ("game", game.name.clone().into()),
                        ("round", round.into()),
                        ("phase", phase.clone().into()),
                        ("hours", (*hours).into()),
                    ],
                ),
                tr.t1("mail-clock-new-deadline", "due", &due),
            ],
        ),
        ClockChange::Paused { remaining } => (
            tr.t1("mail-clock-paused-subject", "game", &game.name),
            vec![
                about("mail-clock-paused"),
                match remaining {
                    Some(s) => tr.t1("mail-clock-time-left", "left", wording::duration(tr, *s)),
                    None => tr.t("mail-clock-no-deadline"),
                },
                tr.t("mail-clock-game-goes-on"),
            ],
        ),
        ClockChange::Resumed => (
            tr.t2(
                "mail-clock-resumed-subject",
                "game",
                &game.name,
                "due",
                &due,
            ),
            vec![
                about("mail-clock-resumed"),
                tr.t1("mail-clock-deadline", "due", &due),
            ],
        ),
    };
    Notice::open_game(
        tr,
        subject,
        &reader.user.name,
        paragraphs,
        svc.site.link(&format!("/games/{}", game.id)),
    )
}

/// An absence's mail: its subject and paragraphs.
fn absence_words(
    tr: Tr,
    game: &GameRow,
    hname: &str,
    told: &Absence,
    awaited: bool,
    tz: &str,
    due: impl Fn() -> String,
) -> (String, Vec<String>) {
    type Args = Vec<(&'static str, fluent_bundle::FluentValue<'static>)>;
    let args = |name: &str, extra: Args| {
        let mut v: Args = vec![
            ("game", game.name.clone().into()),
            ("house", hname.to_string().into()),
            ("name", name.to_string().into()),
        ];
        v.extend(extra);
        v
    };
    match told {
        Absence::SitterEnded { absent } => (
            tr.t_args("mail-sitter-ended-subject", &args(absent, vec![])),
            vec![tr.t_args("mail-sitter-ended", &args(absent, vec![]))],
        ),
        Absence::SitterBegun { absent, until } => {
            let until = crate::i18n::local_time(tr.lang(), *until, tz);
            let mut paragraphs = vec![tr.t_args(
                "mail-sitter-begun",
                &args(absent, vec![("until", until.into())]),
            )];
            if awaited {
                paragraphs.push(tr.t1("mail-sitter-awaited", "due", due()));
            }
            (
                tr.t_args("mail-sitter-begun-subject", &args(absent, vec![])),
                paragraphs,
            )
        }
        Absence::Back {
            moves,
            sitter,
            round,
            phase,
        } => {
            let by = match sitter {
                Some(s) => s.clone(),
                None => tr.t("mail-back-defaults"),
            };
            let mut paragraphs = vec![tr.t_args(
                "mail-back",
                &[
                    ("game", game.name.clone().into()),
                    ("house", hname.to_string().into()),
                    ("moves", (*moves).into()),
                    ("by", by.into()),
                    ("round", (*round).into()),
                    ("phase", wording::phase(tr, phase).into()),
                ],
            )];
            if awaited {
                paragraphs.push(tr.t1("mail-back-awaited", "due", due()));
            }
            (
                tr.t2("mail-back-subject", "game", &game.name, "house", hname),
                paragraphs,
            )
        }
    }
}

/// The vote a note is about (its kind, house, hours and setting never change once called).
fn vote_row(c: &mut AnyConnection, id: i32) -> Result<VoteRow, String> {
    votes::table
        .find(id)
        .limit_written(1)
        .get_result(c)
        .map_err(|e| format!("the note's vote: {e}"))
}

/// What a vote did, in the reader's words and time zone.
fn outcome_words(outcome: &VoteOutcome, tr: Tr, tz: &str) -> String {
    let at = |t: Option<chrono::NaiveDateTime>| wording::deadline(tr, t, tz);
    match outcome {
        VoteOutcome::Nothing => String::new(),
        VoteOutcome::CouldNot { why } => tr.t1("vote-done-could-not", "why", why.words(tr)),
        VoteOutcome::Paused { hours, until } => tr.t2(
            "vote-done-paused",
            "hours",
            *hours,
            "until",
            at(Some(*until)),
        ),
        VoteOutcome::Resumed { deadline } => tr.t1("vote-done-resumed", "due", at(*deadline)),
        VoteOutcome::Extended { deadline } => {
            tr.t1("vote-done-extended", "due", at(Some(*deadline)))
        }
        VoteOutcome::Replaced { house, computer } => tr.t1(
            if *computer {
                "vote-done-replaced-computer"
            } else {
                "vote-done-replaced"
            },
            "house",
            crate::i18n::house_name(tr.lang(), *house),
        ),
        VoteOutcome::Cancelled => tr.t("vote-done-cancelled"),
        VoteOutcome::Ended { ranking } => {
            let names: Vec<String> = ranking
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{}. {}", i + 1, crate::i18n::house_name(tr.lang(), *h)))
                .collect();
            tr.t1("vote-done-ended", "ranking", names.join(", "))
        }
        VoteOutcome::Deadlines { deadlines } => tr.t1(
            "vote-done-deadlines",
            "deadlines",
            wording::deadlines(tr, deadlines),
        ),
    }
}

/// The phases a summary covers: one input can run through several (the last Raven decision
/// through an Action phase that asks nobody into the Westeros phase), and every one is named.
fn summary_parts(ended: &str, events: &[Event]) -> Vec<&'static str> {
    let mut parts = Vec::new();
    if ended == "planning" {
        parts.push("mail-summary-orders");
    }
    if ended == "action"
        || events
            .iter()
            .any(|e| matches!(e, Event::ActionStepStarted { .. }))
    {
        parts.push("mail-summary-action");
    }
    if ended == "westeros"
        || events
            .iter()
            .any(|e| matches!(e, Event::WesterosCardsRevealed { .. }))
    {
        parts.push("mail-summary-westeros");
    }
    parts
}

#[expect(
    clippy::too_many_arguments,
    reason = "each is one value of the note or one fact of its reader"
)]
fn game_over(
    svc: &Service,
    game: &GameRow,
    own: Option<House>,
    tr: Tr,
    greeting: String,
    round: u8,
    winner: Option<House>,
    shared: &[House],
    standings: &[Standing],
) -> Notice {
    let name = |h: House| crate::i18n::house_name(tr.lang(), h);
    let items: Vec<String> = standings
        .iter()
        .map(|s| {
            let player = if !s.player.is_empty() {
                s.player.clone()
            } else if s.computer {
                tr.t("computer-player")
            } else {
                String::new()
            };
            tr.t3(
                "mail-over-standing",
                "house",
                name(s.house),
                "player",
                player,
                "castles",
                s.castles,
            )
        })
        .collect();
    // A shared win (1st edition): every house sharing it is named, each winner's player
    // congratulated.
    let shared_names = shared
        .iter()
        .map(|h| name(*h))
        .collect::<Vec<_>>()
        .join(", ");
    let result = match winner {
        Some(_) if shared.len() > 1 => tr.t3(
            "mail-over-shared",
            "houses",
            &shared_names,
            "game",
            &game.name,
            "round",
            round,
        ),
        Some(w) => tr.t3(
            "mail-over-winner",
            "house",
            name(w),
            "game",
            &game.name,
            "round",
            round,
        ),
        None => tr.t1("mail-over-no-winner", "game", &game.name),
    };
    let you = match own {
        Some(h) if shared.len() > 1 && shared.contains(&h) => tr.t("mail-over-you-shared"),
        Some(h) if winner == Some(h) => tr.t("mail-over-you-won"),
        _ => tr.t("mail-over-thanks"),
    };
    Notice {
        subject: match winner {
            Some(_) if shared.len() > 1 => tr.t2(
                "mail-over-subject-shared",
                "game",
                &game.name,
                "houses",
                &shared_names,
            ),
            Some(w) => tr.t2("mail-over-subject", "game", &game.name, "house", name(w)),
            None => tr.t1("mail-over-subject-none", "game", &game.name),
        },
        greeting,
        paragraphs: vec![result, you],
        items,
        action: Some(Action {
            label: tr.t("mail-final-board"),
            url: svc.site.link(&format!("/games/{}", game.id)),
        }),
        ..Notice::default()
    }
}
