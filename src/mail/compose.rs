//! The mails' words. Each kind of mail is a pair of askama templates in `templates/mail/`
//! (`NAME.txt` and `NAME.html`) that share one context struct; [`Mail`] holds the result.

use crate::db::models::NewOutbox;
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
        }
    }
}
