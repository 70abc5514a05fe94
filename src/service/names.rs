//! Names people can trust (issue 18): user names are compared by a confusable-resistant key,
//! and user and game names refuse text that hides what it says.
//!
//! - [`name_skeleton`]: the key two user names may not share. NFKC (so that fullwidth and
//!   other compatibility forms fold to their plain letters), full lower-casing, then the
//!   UTS #39 confusable skeleton (from the `unicode-security` crate's copy of Unicode's
//!   `confusables.txt`), lower-cased again because some prototypes are capitals (`0` → `O`).
//!   "vіctimacct" with a Cyrillic і and "victimacct" get the same key, as do "Bob" and "B0b".
//! - [`check_user_name`]: 3 to 32 characters, letters and digits allowed in identifiers by
//!   UTS #39's General Security Profile, space, `_`, `-`, `.`; one script (UTS #39's
//!   "single script": Latin with Common digits is one; Latin mixed with Cyrillic is not).
//! - [`check_display_text`]: for game names and other free text shown to others: no control
//!   characters, no bidirectional controls (which reorder what follows, "Trojan Source"), and
//!   not invisible-only (only spaces and default-ignorable characters such as U+200B or the
//!   Hangul filler).
//!
//! Names are public (game pages, lobbies): that a name is taken may be said. See docs/web.md's
//! security section for how registration keeps that from becoming a harvest.

use super::Reason;
use unicode_normalization::UnicodeNormalization;
use unicode_security::{GeneralSecurityProfile, MixedScript};

/// The confusable-resistant key of a user name (see the module documentation).
pub fn name_skeleton(name: &str) -> String {
    let folded: String = name.trim().nfkc().collect::<String>().to_lowercase();
    unicode_security::skeleton(&folded)
        .collect::<String>()
        .nfkc()
        .collect::<String>()
        .to_lowercase()
}

/// Unicode's Bidi_Control characters: they reorder the text around them.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether `text` shows nothing: only white space and default-ignorable characters (the
/// skeleton drops the latter).
fn invisible_only(text: &str) -> bool {
    !unicode_security::skeleton(text).any(|c| !c.is_whitespace())
}

/// Checks free text shown to other people (a game's name). `what` names it in the message
/// (`name` or `game_name`, a selector of the `svc-text-…` messages).
pub fn check_display_text(text: &str, what: &'static str) -> Result<(), Reason> {
    if text.chars().any(char::is_control) {
        return Err(Reason::new("svc-text-control").with("what", what));
    }
    if text.chars().any(is_bidi_control) {
        return Err(Reason::new("svc-text-bidi").with("what", what));
    }
    if invisible_only(text) {
        return Err(Reason::new("svc-text-invisible").with("what", what));
    }
    Ok(())
}

/// Checks a new user name (see the module documentation).
pub fn check_user_name(name: &str) -> Result<(), Reason> {
    let n = name.chars().count();
    if !(3..=32).contains(&n) {
        return Err(Reason::new("svc-name-length"));
    }
    check_display_text(name, "name")?;
    if !name.chars().all(|c| {
        matches!(c, ' ' | '_' | '-' | '.') || (c.is_alphanumeric() && c.identifier_allowed())
    }) {
        return Err(Reason::new("svc-name-characters"));
    }
    if name.trim() != name || name.contains("  ") {
        return Err(Reason::new("svc-name-spaces"));
    }
    if !name.is_single_script() {
        return Err(Reason::new("svc-name-one-script"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confusable_names_share_a_skeleton() {
        let victim = name_skeleton("victimacct");
        for look_alike in [
            "vіctimacct",           // Cyrillic і
            "VictimAcct",           // case
            "ｖｉｃｔｉｍａｃｃｔ", // fullwidth
            "victimacct ",          // trailing space
            "vict1macct",           // the digit one looks like an l, not like an i
        ] {
            let same = name_skeleton(look_alike) == victim;
            assert_eq!(same, look_alike != "vict1macct", "{look_alike:?}");
        }
        assert_eq!(name_skeleton("B0b"), name_skeleton("bob"));
        assert_eq!(name_skeleton("a1ice"), name_skeleton("alice"));
        assert_eq!(name_skeleton("rnallory"), name_skeleton("mallory"));
        assert_ne!(name_skeleton("alice"), name_skeleton("alicia"));
    }

    #[test]
    fn user_names_are_checked() {
        for ok in [
            "alice",
            "Jon Snow",
            "jörg_1",
            "Éowyn-2.0",
            "山田太郎",
            "ゆうき",
            "Αθηνά",
        ] {
            assert!(
                check_user_name(ok).is_ok(),
                "{ok:?}: {:?}",
                check_user_name(ok)
            );
        }
        for bad in [
            "al",
            "<script>",
            " bob",
            "bo  b",
            "vіctimacct", // Latin with one Cyrillic letter
            "bob\u{202E}kcil",
            "bo\u{200B}b",
            "\u{3164}\u{3164}\u{3164}",
            "bob\u{7}",
        ] {
            assert!(check_user_name(bad).is_err(), "{bad:?} passed");
        }
    }

    #[test]
    fn display_text_refuses_what_hides_itself() {
        assert!(check_display_text("The Long Night", "A game's name").is_ok());
        assert!(check_display_text("Nuit • 夜 🐉", "A game's name").is_ok());
        for bad in [
            "\u{200B}\u{200B}",
            " \u{2060} ",
            "\u{3164}",
            "\u{FEFF}",
            "abc\u{202E}fed",
            "abc\u{2067}x",
            "a\u{0}b",
            "a\nb",
            "a\u{7F}b",
        ] {
            assert!(check_display_text(bad, "A game's name").is_err(), "{bad:?}");
        }
    }
}
