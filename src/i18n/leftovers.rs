//! English left for a reader of another language, and "1 castles" (issue 27, item 4): the check
//! the language tests run over every page, map and mail kind.
//!
//! - A word is *English only* for a language when a message of the English files uses it and
//!   no message of that language's files does. The proper names a language keeps (areas,
//!   houses, cards: "Winterfell", "Golden Sound") are in its own files, so they pass; names
//!   that come from users (games, players) are passed in as `allowed`.
//! - A *plural mismatch* is "1" followed by a word that only a plural form uses: a word of a
//!   selector's other variants (`few`, `many`, `other`) that none of its `one` variants uses,
//!   and in English also a word ending in "s" whose singular the English files use ("1 games").
//!
//! Words are runs of letters of two or more, compared in lower case; URLs, paths, time zone
//! names, mail addresses and markup are left out, while the text of `title`, `aria-label`, `alt` and `placeholder`
//! attributes counts (screen readers and tooltips say it).

use super::{resources, Lang};
use std::collections::BTreeSet;
use std::sync::LazyLock;

/// What a language's files say, for [`Leftovers::find`].
pub struct Leftovers {
    lang: Lang,
    /// Words of the English files that this language's files never use.
    english_only: BTreeSet<String>,
    /// Words only plural forms use.
    plural_only: BTreeSet<String>,
    /// The English files' words (for English plurals by "s").
    english: BTreeSet<String>,
}

/// The words of a text, in lower case, in order.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_lowercase)
}

/// One message line's text without its `[variant]` key, placeables and markup, and the words
/// that come right after a placeable (where a number stands: "{ $count } castles").
fn line_text(line: &str) -> (Option<&str>, String, Vec<String>) {
    let mut rest = line.trim_start();
    let mut key = None;
    let unstarred = rest.strip_prefix('*').unwrap_or(rest);
    if let Some(after) = unstarred.strip_prefix('[') {
        if let Some(end) = after.find(']') {
            key = Some(&after[..end]);
            rest = &after[end + 1..];
        }
    }
    let mut out = String::new();
    let mut after_placeable = vec![];
    let (mut braces, mut angle) = (0usize, false);
    for (i, c) in rest.char_indices() {
        match c {
            '{' => braces += 1,
            '}' => {
                braces = braces.saturating_sub(1);
                if braces == 0 {
                    let next = &rest[i + 1..];
                    if next.starts_with(' ') {
                        if let Some(w) = words(next.trim_start()).next() {
                            after_placeable.push(w);
                        }
                    }
                }
            }
            '<' if braces == 0 => angle = true,
            '>' if angle => angle = false,
            _ if braces == 0 && !angle => out.push(c),
            _ => {}
        }
    }
    (key, out, after_placeable)
}

/// Every word of a language's messages, and the words only plural variants put after a number:
/// after a placeable in a selector's other variants, never after one in a `one` variant.
fn vocabulary(lang: Lang) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut all = BTreeSet::new();
    let mut plural = BTreeSet::new();
    let mut singular = BTreeSet::new();
    for file in resources().into_iter().filter(|f| f.lang == lang) {
        for line in file.source.lines() {
            if line.trim_start().starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let body = if !line.starts_with(char::is_whitespace) {
                // A new message (or term): `id = text`.
                line.split_once('=').map_or("", |(_, v)| v)
            } else {
                line
            };
            let (key, text, after) = line_text(body);
            match key {
                Some("one") => singular.extend(after),
                Some(_) => plural.extend(after),
                None => {}
            }
            all.extend(words(&text));
        }
    }
    let plural_only = plural.difference(&singular).cloned().collect();
    (all, plural_only)
}

static CHECKERS: LazyLock<Vec<Leftovers>> = LazyLock::new(|| {
    let (english, english_plurals) = vocabulary(Lang::En);
    Lang::ALL
        .iter()
        .map(|&lang| {
            let (mine, plural_only) = if lang == Lang::En {
                (english.clone(), english_plurals.clone())
            } else {
                vocabulary(lang)
            };
            Leftovers {
                lang,
                english_only: english.difference(&mine).cloned().collect(),
                plural_only,
                english: english.clone(),
            }
        })
        .collect()
});

/// The check for readers of `lang`.
pub fn checker(lang: Lang) -> &'static Leftovers {
    CHECKERS
        .iter()
        .find(|c| c.lang == lang)
        .expect("every language has a checker")
}

/// What a reader sees and hears of an HTML page or mail: its text and its `title`,
/// `aria-label`, `alt` and `placeholder` attributes, without scripts, styles, markup and
/// entities (`&amp;` and the like become a space).
pub fn visible_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() / 2);
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tag_end = rest[start..]
            .find('>')
            .map_or(rest.len(), |e| start + e + 1);
        let tag = &rest[start..tag_end];
        let lower = tag.to_ascii_lowercase();
        // A block ends a line: "1" at the end of one is not counting the next one's words.
        let name: String = lower
            .trim_start_matches(['<', '/'])
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        let block = [
            "p",
            "li",
            "div",
            "h1",
            "h2",
            "h3",
            "h4",
            "tr",
            "td",
            "th",
            "dt",
            "dd",
            "br",
            "section",
            "summary",
            "label",
            "option",
            "title",
            "legend",
            "figcaption",
            "ul",
            "ol",
        ];
        out.push(if block.contains(&name.as_str()) {
            '\n'
        } else {
            ' '
        });
        for attr in ["title=\"", "aria-label=\"", "alt=\"", "placeholder=\""] {
            let mut from = 0;
            while let Some(i) = lower[from..].find(attr) {
                let at = from + i + attr.len();
                // ` title="` only, not `data-title="`.
                let before = lower[..from + i].chars().last();
                if let Some(end) = tag[at..].find('"') {
                    if before.is_some_and(char::is_whitespace) {
                        out.push_str(&tag[at..at + end]);
                        out.push(' ');
                    }
                    from = at + end;
                } else {
                    break;
                }
            }
        }
        rest = &rest[tag_end..];
        for skip in ["<script", "<style"] {
            if lower.starts_with(skip) {
                let close = format!("</{}", &skip[1..]);
                let end = rest.to_ascii_lowercase().find(&close).unwrap_or(rest.len());
                rest = &rest[end..];
            }
        }
    }
    out.push_str(rest);
    // Entities: a space, so that `&amp;` and `&#x27;` make no word.
    let mut text = String::with_capacity(out.len());
    let mut entity = false;
    for c in out.chars() {
        match c {
            '&' => entity = true,
            ';' if entity => {
                entity = false;
                text.push(' ');
            }
            c if entity && (c.is_alphanumeric() || c == '#') => {}
            c => {
                entity = false;
                text.push(c);
            }
        }
    }
    text
}

impl Leftovers {
    /// The English words and the plural mismatches of `text` (plain text: use
    /// [`visible_text`] for HTML), once each, with `allowed` names (games, players) left out.
    pub fn find(&self, text: &str, allowed: &[&str]) -> Vec<String> {
        let mut text = text.to_string();
        let mut names: Vec<&str> = allowed.to_vec();
        names.extend(Lang::ALL.iter().map(|l| l.native_name()));
        // Longest first: "Demo game 1" before "Demo".
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        for n in names.iter().filter(|n| !n.is_empty()) {
            text = text.replace(n, " ");
        }
        // URLs, paths, time zones ("America/Port_of_Spain") and mail addresses are no words.
        let lines: Vec<Vec<&str>> = text
            .lines()
            .map(|l| {
                l.split_whitespace()
                    .filter(|w| !w.contains('/') && !w.contains('@'))
                    .collect()
            })
            .collect();
        let text = lines
            .iter()
            .map(|l| l.join(" "))
            .collect::<Vec<_>>()
            .join("\n");
        let mut found = BTreeSet::new();
        for w in words(&text) {
            if self.english_only.contains(&w) {
                found.insert(format!("English word “{w}”"));
            }
        }
        // "1 castles": a lone 1 and the next word.
        for pair in lines.iter().flat_map(|l| l.windows(2)) {
            if pair[0] != "1" {
                continue;
            }
            let Some(next) = words(pair[1]).next() else {
                continue;
            };
            let english_plural = self.lang == Lang::En
                && next.len() > 3
                && next.ends_with('s')
                && self.english.contains(&next[..next.len() - 1]);
            if self.plural_only.contains(&next) || english_plural {
                found.insert(format!("plural mismatch “1 {}”", pair[1]));
            }
        }
        found.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_and_plural_mismatches_are_found() {
        let cs = checker(Lang::Cs);
        // Kept proper names pass; English words and an English article do not.
        assert!(cs.find("Winterfell a Golden Sound", &[]).is_empty());
        assert_eq!(
            cs.find("Winterfell, closed", &[]),
            vec!["English word “closed”"]
        );
        assert!(cs.find("Hra Demo game", &["Demo game"]).is_empty());
        // A plural form after 1, in Czech and in English.
        assert_eq!(
            cs.find("zbývá 1 hodin", &[]),
            vec!["plural mismatch “1 hodin”"]
        );
        assert!(cs.find("zbývá 1 hodinu", &[]).is_empty());
        let en = checker(Lang::En);
        assert_eq!(
            en.find("with 1 castles and 1 games.", &[]),
            vec!["plural mismatch “1 castles”", "plural mismatch “1 games.”"]
        );
        assert!(en.find("1 castle or stronghold, 2 games", &[]).is_empty());
    }

    #[test]
    fn the_visible_text_has_titles_and_labels_but_no_markup() {
        let html = r#"<p class="x" data-title="no">Hi &amp; <a href="/games/1" title="Tip">go</a><script>var closed;</script><svg aria-label="Map"><title>Pyke</title></svg></p>"#;
        let t = visible_text(html);
        for w in ["Hi", "Tip", "go", "Map", "Pyke"] {
            assert!(t.contains(w), "{w} in {t}");
        }
        for w in ["class", "href", "games", "closed", "no", "amp"] {
            assert!(!t.split_whitespace().any(|x| x == w), "{w} in {t}");
        }
    }
}
