//! Ravens between houses (issue 12): a public table conversation and private conversations
//! among any two or more houses, a private notes pad per player, the game's press rules, and
//! the bundled mails that carry new messages to readers who are not reading them.
//!
//! **Who reads what.** Membership is by house, never by account: the player seated at a house
//! now reads that house's conversations (a player who takes a seat over reads them from then
//! on; one who left reads nothing). The public table is read by every player and, unless the
//! game's press rules hide it, by anyone who may see the game. A private conversation is read by
//! its houses only — and by every player once the game is over if the game was created with
//! "reveal private conversations at the end". Every read goes through [`Access`], computed once
//! per request from the seat.
//!
//! **Mails.** A new message goes to every other reader of its conversation who did not mute it
//! and wants mail (the seat's, else the account's, setting: at once, digest or off), bundled:
//! at most one mail per conversation and reader per quiet window
//! (`ROOKERY_RAVEN_MAIL_QUIET_SECONDS`, 10 minutes). A message sent while a reader's mail is still
//! waiting replaces that mail with one carrying every message since the last mail (newest last),
//! keeping its time; reading the conversation meanwhile cancels it. Each raven mail has a
//! Reply-To unique to the reader and the conversation (see [`super::replies`]).
//!
//! One file per concern:
//! - `press`: a game's press rules (who may talk), chosen at creation and stored per game;
//! - `access`: what one visitor may read and write ([`Access`]), from their seat, or as the
//!   sitter of an absent player's house;
//! - `conversations`: the public table and the private conversations, their messages, reading,
//!   posting and muting;
//! - `unread`: the unread counts of the front page and the game page;
//! - `notes_pad`: each player's private notes pad;
//! - `mail`: the bundled mails that carry new messages to readers who are not reading them.
//!
//! Their queries are `db::queries::ravens`.

mod access;
mod conversations;
mod mail;
mod notes_pad;
mod press;
mod unread;

pub use access::Access;
pub use conversations::{
    clean_body, houses_key, houses_of, ConversationInfo, ConversationView, Raven, Rookery,
    RAVEN_MAX_CHARS, TABLE,
};
pub use notes_pad::NOTES_MAX_CHARS;
pub use press::{press_of, press_of_row, store_press, Press, PressRule};

/// What a player wrote (a message, the notes pad) as it is stored: line ends as `\n`, and no
/// control character but line breaks and tabs (a NUL would not even store in PostgreSQL).
fn written_text(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect()
}
