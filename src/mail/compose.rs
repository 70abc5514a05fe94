//! The mails' words. Each kind of mail is a pair of askama templates in `templates/mail/`
//! (`NAME.txt` and `NAME.html`) that share one context struct; [`Mail`] holds the result.

use crate::db::models::NewOutbox;
use crate::i18n::{Lang, Tr};
use chrono::NaiveDateTime;

/// A composed mail: subject, plain text and HTML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mail {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Who a mail goes to.
#[derive(Clone, Debug)]
pub struct Recipient {
    pub user_id: i32,
    pub address: String,
}

impl Mail {
    /// The outbox row that sends this mail to `to` as soon as a worker gets to it.
    pub fn to_outbox(
        &self,
        to: &Recipient,
        game_id: Option<i32>,
        kind: &str,
        dedupe_key: Option<String>,
        unsubscribe_url: Option<String>,
        at: NaiveDateTime,
    ) -> NewOutbox {
        NewOutbox {
            user_id: Some(to.user_id),
            game_id,
            to_address: to.address.clone(),
            kind: kind.to_string(),
            dedupe_key,
            subject: self.subject.clone(),
            body_text: self.text.clone(),
            body_html: self.html.clone(),
            unsubscribe_url,
            status: "pending".into(),
            created_at: at,
            due_at: at,
            reply_to: None,
            // The return path's token (see `mail::bounce`): a report about this mail names it.
            bounce_token: Some(crate::service::hex(&rand::random::<[u8; 16]>())),
            in_reply_to: None,
        }
    }
}

/// A button (HTML) or a labelled link (text) to where the reader acts.
#[derive(Clone, Debug)]
pub struct Action {
    pub label: String,
    pub url: String,
}

/// The one layout of every notification mail: a greeting, paragraphs, a list, an action link,
/// and a footer that says why the mail came and how to stop it. Both parts are rendered from
/// the same values, so the text and the HTML never say different things.
#[derive(Clone, Debug, Default)]
pub struct Notice {
    pub subject: String,
    pub greeting: String,
    pub paragraphs: Vec<String>,
    pub items: Vec<String>,
    /// Preformatted text after the list (a decision's fill-in template), kept line by line.
    pub pre: Option<String>,
    pub action: Option<Action>,
    /// Why the reader gets this mail (e.g. "You play House Stark in “Friday game”.").
    pub why: String,
    pub settings_url: String,
    /// The unsubscribe link (notifications only).
    pub unsubscribe: Option<String>,
    /// The reader's language: the frame's own words (the footer, "Or open") are written in it,
    /// as the sender wrote the rest.
    pub lang: Lang,
}

#[derive(askama::Template)]
#[template(path = "mail/notice.txt")]
struct NoticeText<'a> {
    greeting: &'a str,
    paragraphs: &'a [String],
    items: &'a [String],
    pre: &'a Option<String>,
    action: &'a Option<Action>,
    why: &'a str,
    settings_url: &'a str,
    unsubscribe: &'a Option<String>,
    tr: Tr,
}

#[derive(askama::Template)]
#[template(path = "mail/notice.html")]
struct NoticeHtml<'a> {
    subject: &'a str,
    greeting: &'a str,
    paragraphs: &'a [String],
    items: &'a [String],
    pre: &'a Option<String>,
    action: &'a Option<Action>,
    why: &'a str,
    settings_url: &'a str,
    unsubscribe: &'a Option<String>,
    tr: Tr,
}

impl Notice {
    /// The notice most game mails are: `subject`, "Hello NAME,", `paragraphs`, and the link
    /// that opens the game at `url` — built here only, in the reader's language (`tr`).
    pub fn open_game(
        tr: Tr,
        subject: String,
        name: &str,
        paragraphs: Vec<String>,
        url: String,
    ) -> Notice {
        Notice {
            subject,
            greeting: tr.t1("mail-greeting", "name", name),
            paragraphs,
            action: Some(Action {
                label: tr.t("mail-open-game"),
                url,
            }),
            ..Notice::default()
        }
    }

    pub fn render(&self) -> Mail {
        use askama::Template;
        let text = NoticeText {
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            items: &self.items,
            pre: &self.pre,
            action: &self.action,
            why: &self.why,
            settings_url: &self.settings_url,
            unsubscribe: &self.unsubscribe,
            tr: Tr(self.lang),
        }
        .render()
        .unwrap_or_else(|e| format!("{}\n\n(could not render this mail: {e})", self.subject));
        let html = NoticeHtml {
            subject: &self.subject,
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            items: &self.items,
            pre: &self.pre,
            action: &self.action,
            why: &self.why,
            settings_url: &self.settings_url,
            unsubscribe: &self.unsubscribe,
            tr: Tr(self.lang),
        }
        .render()
        .unwrap_or_default();
        Mail {
            subject: self.subject.clone(),
            text,
            html,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_html_say_the_same_and_html_is_escaped() {
        let n = Notice {
            subject: "Your move".into(),
            greeting: "Hello Ann,".into(),
            paragraphs: vec!["Orders are needed from <House Stark>.".into()],
            items: vec!["Winterfell".into()],
            pre: None,
            action: Some(Action {
                label: "Place your orders".into(),
                url: "http://x/games/1#decide".into(),
            }),
            why: "You play House Stark.".into(),
            settings_url: "http://x/settings".into(),
            unsubscribe: Some("http://x/unsubscribe/t".into()),
            lang: Lang::En,
        };
        let m = n.render();
        assert!(m.text.contains("Orders are needed from <House Stark>."));
        assert!(m
            .text
            .contains("Place your orders: http://x/games/1#decide"));
        assert!(m.text.contains("Unsubscribe: http://x/unsubscribe/t"));
        assert!(
            m.html
                .contains("Orders are needed from &#60;House Stark&#62;.")
                || m.html.contains("&lt;House Stark&gt;"),
            "{}",
            m.html
        );
        assert!(m.html.contains("href=\"http://x/unsubscribe/t\""));
    }
}
