//! Delivering a webhook call (an outbox row with `channel = 'webhook'`): an HTTP POST of the
//! row's body to its URL, by the mail worker, with the mail's retries (see [`super::worker`]).
//!
//! The URL is checked again before each call and the call connects only to the addresses that
//! check resolved and admitted ([`crate::outbound`]): a URL that now leads off the public
//! internet is given up. A 2xx answer is delivered. A 408, 429 or 5xx answer, or no answer (a
//! refused connection, a time-out, a name that does not resolve), is retried with the worker's
//! backoff. Any other answer (a 3xx: redirects are not followed; a 4xx: the hook is gone or
//! refuses the body) gives the call up.
//!
//! Exactly once: as with SMTP, a call is sent again only if the worker dies (or loses its
//! lease) between the receiver's 2xx and the commit of `sent`. The `X-Rookery-Delivery` header
//! (the outbox row's id) lets a receiver recognise such a duplicate.

use super::compose::Notice;
use super::transport::{Failure, SendError};
use crate::db::models::GameRow;
use crate::db::models::OutboxRow;
use crate::outbound::{self, Refused};
use crate::service::notify::Kind;
use serde_json::json;

/// Calls the webhook of `row`.
pub fn send(row: &OutboxRow) -> Result<(), SendError> {
    call(
        "webhook",
        &row.to_address,
        &[
            ("Content-Type", "application/json".to_string()),
            ("X-Rookery-Delivery", row.id.to_string()),
            (
                "X-Rookery-Event",
                row.kind.trim_start_matches("webhook_").to_string(),
            ),
        ],
        row.body_text.as_bytes(),
    )
}

/// One outbound POST of a webhook or a push (`what` names it in the log): checked, then sent to
/// the checked addresses; the answer read as the worker's outcome.
pub(crate) fn call(
    what: &str,
    url: &str,
    headers: &[(&str, String)],
    body: &[u8],
) -> Result<(), SendError> {
    let target = outbound::check(url, outbound::Policy::current(), &outbound::SystemDns).map_err(
        |refused| {
            let failure = match refused {
                Refused::Unresolved { .. } => Failure::Transient,
                Refused::Url(_) | Refused::NotPublic { .. } => Failure::Permanent,
            };
            SendError::new(failure, format!("{what}: {refused}"))
        },
    )?;
    let answer = outbound::post(&target, &format!("Rookery {what}"), headers, body)
        .map_err(|e| SendError::new(Failure::Transient, format!("{what} not reached: {e}")))?;
    let status = answer.status;
    let said = match answer.snippet() {
        s if s.is_empty() => String::new(),
        s => format!(": {s}"),
    };
    match status {
        200..=299 => Ok(()),
        408 | 429 | 500..=599 => Err(SendError::new(
            Failure::Transient,
            format!("{what} answered {status}{said}"),
        )),
        _ => Err(SendError::new(
            Failure::Permanent,
            format!("{what} answered {status}{said}"),
        )),
    }
}

/// The request body of one notification in `format`.
pub fn body(
    format: &str,
    kind: Kind,
    game: &GameRow,
    notice: &Notice,
    house: Option<&str>,
) -> String {
    let url = notice
        .action
        .as_ref()
        .map(|a| a.url.clone())
        .unwrap_or_default();
    let mut text = notice.paragraphs.join("\n");
    for item in &notice.items {
        text.push_str("\n• ");
        text.push_str(item);
    }
    match format {
        "discord" => {
            let content = discord_content(&notice.subject, &text, &url);
            json!({"content": content, "allowed_mentions": {"parse": []}}).to_string()
        }
        "slack" => json!({"text": slack_text(&notice.subject, &text, &url)}).to_string(),
        _ => json!({
            "event": kind.key(),
            "game": {"id": game.id, "name": game.name},
            "house": house,
            "subject": notice.subject,
            "text": text,
            "url": url,
        })
        .to_string(),
    }
}

/// Characters of a Discord message's `content` Rookery writes at most: Discord refuses a
/// message over 2,000 (and counts some characters as two), so with a margin.
const DISCORD_CONTENT_CHARS: usize = 1900;

/// A Discord message: the subject in bold, the text, and the link to act. A text too long for
/// one message is cut (ended with "…") so that the subject and the link stay whole: cutting the
/// message's end had cut the link, which is what the reader needs most.
fn discord_content(subject: &str, text: &str, url: &str) -> String {
    let head = format!("**{subject}**\n");
    let tail = format!("\n{url}");
    let room = DISCORD_CONTENT_CHARS.saturating_sub(head.chars().count() + tail.chars().count());
    let body = if text.chars().count() > room {
        let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
        cut.push('…');
        cut
    } else {
        text.to_string()
    };
    format!("{head}{body}{tail}")
}

/// A Slack message: the subject in bold, the text, the link. Slack reads `<…>` in a message as a
/// link or a mention (`<!channel>` notifies everyone in the channel) and `&` as the start of an
/// entity, so the players' words (a game's name, a raven) are escaped as Slack asks: a game
/// named `<!channel>` must not ping a whole workspace channel.
fn slack_text(subject: &str, text: &str, url: &str) -> String {
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    format!("*{}*\n{}\n{}", escape(subject), escape(text), escape(url))
}

#[cfg(test)]
mod tests {
    use super::{discord_content, slack_text, DISCORD_CONTENT_CHARS};

    #[test]
    fn a_slack_message_cannot_mention_or_link_by_the_players_words() {
        let text = slack_text(
            "Your move in “<!channel> & co”",
            "<@U024BE7LH> wrote: <https://evil.example|click>",
            "https://rookery.example/games/3#decide",
        );
        assert_eq!(
            text,
            "*Your move in “&lt;!channel&gt; &amp; co”*\n&lt;@U024BE7LH&gt; wrote: &lt;https://evil.example|click&gt;\nhttps://rookery.example/games/3#decide"
        );
    }

    #[test]
    fn a_long_discord_message_keeps_its_subject_and_link_whole() {
        let url = "https://rookery.example/games/12#decide";
        let short = discord_content("Your move", "Place your orders.", url);
        assert_eq!(short, format!("**Your move**\nPlace your orders.\n{url}"));
        for len in [1800, 1850, 1900, 5000] {
            let text = "Winterfell: March +1 ★\n".repeat(len / 20);
            let long = discord_content("Your move in “Friday game”", &text, url);
            assert!(long.chars().count() <= DISCORD_CONTENT_CHARS, "{len}");
            assert!(
                long.starts_with("**Your move in “Friday game”**\nWinterfell"),
                "{len}"
            );
            assert!(long.ends_with(&format!("…\n{url}")), "{len}: {long}");
        }
    }
}
