//! What the player wrote in a reply (issue 24, item 1): a received mail turned into the player's
//! own lines, without the mail they replied to. Pure: no I/O, no clock.
//!
//! **Decoding.** MIME, quoted-printable, base64 and the charset are undone by `mail-parser`;
//! `format=flowed` (RFC 3676, with `delsp=yes`) is undone here, quote depth by quote depth. An
//! HTML-only mail is read from its tree (the `scraper` crate): block elements and `<br>` end a
//! line, and what the client marked as the quoted mail is left out whole — `<blockquote>`,
//! Gmail's `gmail_quote` (with its attribution), Thunderbird's `moz-cite-prefix`, Yahoo's
//! `yahoo_quoted`, and everything from Outlook web's reply header (`divRplyFwdMsg`,
//! `appendonsend`, `mail-editor-reference-message-container`) on; signature blocks
//! (`gmail_signature`, `moz-signature`) too.
//!
//! **Cutting.** Line by line, the text then loses:
//! - `>` quoted lines (a bottom-posted or inline reply keeps the lines around them);
//! - attribution lines ("On … wrote:", "Am … schrieb …:", "Dne … napsal(a):", … see
//!   [`ATTRIBUTION_VERBS`]), also wrapped over two lines; an attribution not followed by `>`
//!   quoting starts an unquoted original, so everything after it goes;
//! - everything from an Outlook header block on ("From:" followed by "Sent:"/"To:"/"Subject:"
//!   in any of the languages of [`FROM_WORDS`] and [`HEADER_WORDS`]), from
//!   "-----Original Message-----" (in any language) or a line of underscores;
//! - everything from a signature on: "-- ", or a client's own line ("Sent from my iPhone",
//!   "Get Outlook for Android", "Trimis de pe iPhone", … see [`CLIENT_SIGNATURES`]).
//!
//! **Orders edited in place.** A reply to a "your move" mail may change the template's lines
//! inside the quote (or inside an Outlook original): [`Reply::with_template_edits`] adds to the
//! player's own lines those quoted or cut lines that name a field of the template that was sent
//! and say something else than it did — an unedited quoted line is never an answer.
//!
//! **What still looks quoted.** [`looks_quoted`] tells whether a text, after all this, still
//! holds something of a mail (an attribution, a header block, an address or a line it was
//! given): a raven with such a text is refused, never posted.

use ego_tree::{iter::Edge, NodeId};
use mail_parser::{Message, MimeHeaders};
use scraper::{ElementRef, Html, Node};

/// The verbs of attribution lines ("On Tue, … Ann <a@x> wrote:"), lower case: English and the
/// service's languages (ro, pt, cs, it) first, then the big clients' interface languages.
pub const ATTRIBUTION_VERBS: &[&str] = &[
    "wrote",
    "a scris",
    "escreveu",
    "napsal",
    "napsala",
    "ha scritto",
    "scrisse",
    "schrieb",
    "a écrit",
    "escribió",
    "schreef",
    "napisał",
    "napisała",
    "skrev",
    "kirjoitti",
    "napísal",
    "írta",
    "yazdı",
    "написал",
    "написала",
    "έγραψε",
    "scrise",
];

/// The first field of an Outlook header block ("From:"), in the clients' languages.
pub const FROM_WORDS: &[&str] = &[
    "from",
    "de",
    "de la",
    "od",
    "von",
    "da",
    "van",
    "från",
    "fra",
    "expéditeur",
    "remitente",
    "feladó",
    "kimden",
    "от",
    "lähettäjä",
];

/// The other fields of an Outlook header block ("Sent:", "To:", "Subject:", …).
pub const HEADER_WORDS: &[&str] = &[
    // en
    "sent",
    "date",
    "to",
    "cc",
    "subject",
    // ro
    "trimis",
    "data",
    "către",
    "catre",
    "subiect",
    // pt
    "enviado",
    "enviada",
    "para",
    "assunto",
    "data",
    // cs
    "odesláno",
    "komu",
    "předmět",
    "kopie",
    "datum",
    // it
    "inviato",
    "a",
    "oggetto",
    // de
    "gesendet",
    "an",
    "betreff",
    // fr
    "envoyé",
    "à",
    "objet",
    // es
    "fecha",
    "asunto",
    // nl
    "verzonden",
    "aan",
    "onderwerp",
    // pl
    "wysłano",
    "do",
    "temat",
    // sv, da, no
    "skickat",
    "till",
    "ämne",
    "sendt",
    "til",
    "emne",
];

/// Lines a mail client adds under the player's words, by how they begin (lower case).
pub const CLIENT_SIGNATURES: &[&str] = &[
    "sent from my ",
    "sent from outlook",
    "sent from mail for windows",
    "sent from yahoo mail",
    "sent with proton mail",
    "get outlook for ",
    // ro
    "trimis de pe ",
    "trimis din ",
    "obțineți outlook pentru",
    "descărcați outlook pentru",
    // pt
    "enviado do meu ",
    "enviado de meu ",
    "enviado do ",
    "obter o outlook para",
    "obtenha o outlook para",
    // cs
    "odesláno z ",
    "odesláno ze ",
    "získat outlook pro",
    "získejte outlook pro",
    // it
    "inviato da ",
    "inviato dal mio ",
    "scarica outlook per",
    "ottieni outlook per",
    // de, fr, es, nl, pl
    "von meinem ",
    "gesendet von ",
    "outlook für ",
    "envoyé de mon ",
    "envoyé depuis ",
    "télécharger outlook pour",
    "obtenir outlook pour",
    "enviado desde mi ",
    "obtener outlook para",
    "verzonden vanaf ",
    "verstuurd vanaf ",
    "outlook voor ",
    "wysłane z ",
    "pobierz outlook dla",
];

/// The separator lines Outlook writes above the original ("-----Original Message-----").
const ORIGINAL_MESSAGE: &[&str] = &[
    "original message",
    "ursprüngliche nachricht",
    "message d'origine",
    "mensaje original",
    "mensagem original",
    "messaggio originale",
    "původní zpráva",
    "mesaj original",
    "původní e-mail",
    "e-mail original",
    "mesajul original",
    "oorspronkelijk bericht",
    "wiadomość oryginalna",
    "originalmeddelande",
    "forwarded message",
];

/// What became of one line of the reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The player's own words.
    Own,
    /// Inside `>` quoting.
    Quoted,
    /// An attribution, header block, separator or signature, or anything after one.
    Cut,
}

/// A reply read: its lines and what each is.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    lines: Vec<(Kind, String)>,
}

impl Reply {
    /// The player's own words, trimmed (blank lines at the start and end dropped).
    pub fn text(&self) -> String {
        let own: Vec<&str> = self
            .lines
            .iter()
            .filter(|(k, _)| *k == Kind::Own)
            .map(|(_, l)| l.as_str())
            .collect();
        join_trimmed(&own)
    }

    /// The text to read a "your move" reply from: the player's own lines and, in order among
    /// them, the quoted (or cut) lines that change a line of `sent_template` (the template the
    /// mail the player answered showed), with the quoted section headers when there are any.
    pub fn with_template_edits(&self, sent_template: &str) -> String {
        let template: Vec<String> = sent_template
            .lines()
            .map(|l| l.trim().to_string())
            .collect();
        let edits: Vec<bool> = self
            .lines
            .iter()
            .map(|(k, l)| *k != Kind::Own && edits_template(l, &template))
            .collect();
        if !edits.contains(&true) {
            return self.text();
        }
        let mut out: Vec<&str> = Vec::new();
        for ((kind, line), edit) in self.lines.iter().zip(&edits) {
            let header = unquote(line).trim_start().starts_with("##");
            if *kind == Kind::Own || *edit || (*kind != Kind::Own && header) {
                out.push(if *kind == Kind::Own {
                    line.as_str()
                } else {
                    unquote(line)
                });
            }
        }
        join_trimmed(&out)
    }
}

/// Reads `msg` (see the module documentation).
pub fn read(msg: &Message) -> Reply {
    cut(&body_lines(msg))
}

/// The body as lines: the first plain-text part (flowed text undone), else the HTML part
/// turned into lines with the quoted mail left out. A byte order mark some Windows mail
/// programs write before the text is left out: it hid an answer's first line (`## 1.`) from
/// the form's reader, since it is not white space.
pub fn body_lines(msg: &Message) -> Vec<String> {
    let mut lines = part_lines(msg);
    if let Some(first) = lines.first_mut() {
        if let Some(rest) = first.strip_prefix('\u{feff}') {
            *first = rest.to_string();
        }
    }
    lines
}

/// The lines of the part [`body_lines`] reads, as the part has them.
fn part_lines(msg: &Message) -> Vec<String> {
    for part in msg.text_bodies() {
        if part.is_text_html() {
            continue;
        }
        let Some(text) = part.text_contents() else {
            continue;
        };
        let ct = part.content_type();
        let flowed = ct
            .and_then(|c| c.attribute("format"))
            .is_some_and(|f| f.eq_ignore_ascii_case("flowed"));
        let delsp = ct
            .and_then(|c| c.attribute("delsp"))
            .is_some_and(|d| d.eq_ignore_ascii_case("yes"));
        return if flowed {
            unflow(text, delsp)
        } else {
            text.lines().map(str::to_string).collect()
        };
    }
    msg.html_bodies()
        .chain(msg.text_bodies())
        .find(|p| p.is_text_html())
        .and_then(|p| p.text_contents())
        .map(html_lines)
        .unwrap_or_default()
}

/// Undoes `format=flowed` (RFC 3676): a line ending in a space continues on the next line of
/// the same quote depth (the space removed too with `delsp=yes`); space-stuffing is removed.
/// Quoted lines come out as `> ` per level.
pub fn unflow(text: &str, delsp: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // The logical line being joined: its depth and text.
    let mut open: Option<(usize, String)> = None;
    for raw in text.lines() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let depth = raw.chars().take_while(|c| *c == '>').count();
        let mut body = &raw[depth..];
        if let Some(stripped) = body.strip_prefix(' ') {
            body = stripped;
        }
        let flowed = body.ends_with(' ') && body != "-- ";
        let piece = if flowed && delsp {
            &body[..body.len() - 1]
        } else {
            body
        };
        match &mut open {
            Some((d, acc)) if *d == depth => acc.push_str(piece),
            _ => {
                if let Some((d, acc)) = open.take() {
                    out.push(with_depth(d, &acc));
                }
                open = Some((depth, piece.to_string()));
            }
        }
        if !flowed {
            if let Some((d, acc)) = open.take() {
                out.push(with_depth(d, &acc));
            }
        }
    }
    if let Some((d, acc)) = open.take() {
        out.push(with_depth(d, &acc));
    }
    out
}

fn with_depth(depth: usize, text: &str) -> String {
    if depth == 0 {
        text.trim_end_matches(' ').to_string()
    } else {
        format!("{} {}", ">".repeat(depth), text.trim_end_matches(' '))
    }
}

/// An HTML body as lines: block elements and `<br>` end lines; the quoted mail and signature
/// blocks are left out (see the module documentation).
pub fn html_lines(html: &str) -> Vec<String> {
    let doc = Html::parse_document(html);
    let mut out = String::new();
    walk(doc.root_element(), &mut out);
    out.lines()
        .map(|l| {
            l.replace('\u{a0}', " ")
                .split(' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .split(|l| l.is_empty())
        .map(|para| para.to_vec())
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(&[String::new()][..])
}

/// Appends the text under `root` to `out`, until Outlook web's reply header (all that follows
/// it is the original mail). A walk of the tree's edges, not a recursion: a mail's HTML may nest
/// as deep as its size allows (30 KB of `<table><tr><td>` overflowed a thread's stack).
fn walk(root: ElementRef, out: &mut String) {
    // The element whose content is passed over, and whether its end still ends its block.
    let mut skipping: Option<(NodeId, bool)> = None;
    for edge in root.traverse() {
        match edge {
            Edge::Open(node) if skipping.is_none() && node.id() != root.id() => {
                match node.value() {
                    Node::Text(t) => out.extend(t.chars().map(|c| {
                        if c.is_whitespace() && c != '\u{a0}' {
                            ' '
                        } else {
                            c
                        }
                    })),
                    Node::Element(e) => match open(e, out) {
                        Open::Enter => {}
                        Open::Skip => skipping = Some((node.id(), false)),
                        Open::Text => {
                            out.extend(ElementRef::wrap(node).into_iter().flat_map(|e| e.text()));
                            skipping = Some((node.id(), true));
                        }
                        Open::Stop => {
                            // The elements around it still end their lines, innermost first.
                            for a in node.ancestors().take_while(|a| a.id() != root.id()) {
                                if let Node::Element(e) = a.value() {
                                    close(e.name(), out);
                                }
                            }
                            return;
                        }
                    },
                    _ => {}
                }
            }
            Edge::Open(_) => {}
            Edge::Close(node) => {
                let ends = match skipping {
                    Some((id, then_end)) if id == node.id() => {
                        skipping = None;
                        then_end
                    }
                    Some(_) => false,
                    None => node.id() != root.id(),
                };
                if let (true, Node::Element(e)) = (ends, node.value()) {
                    close(e.name(), out);
                }
            }
        }
    }
}

/// What the walk does on entering an element.
enum Open {
    /// Its content is read.
    Enter,
    /// Its content is left out, and its end ends nothing.
    Skip,
    /// Its text is taken whole (`<pre>`), and its end ends its block.
    Text,
    /// Outlook web's reply header: nothing from here on is the player's.
    Stop,
}

/// Enters element `e`: what its start writes to `out`, and what is done with its content.
fn open(e: &scraper::node::Element, out: &mut String) -> Open {
    let name = e.name();
    let id = e.id().unwrap_or("");
    if matches!(
        id,
        "divRplyFwdMsg" | "appendonsend" | "mail-editor-reference-message-container"
    ) || id.starts_with("divRplyFwdMsg")
    {
        return Open::Stop;
    }
    let skipped_class = e.classes().any(|c| {
        matches!(
            c,
            "gmail_quote"
                | "gmail_quote_container"
                | "gmail_attr"
                | "gmail_signature"
                | "moz-cite-prefix"
                | "moz-signature"
                | "yahoo_quoted"
                | "protonmail_quote"
                | "zmail_extra"
        )
    });
    let quote = name == "blockquote"
        || e.classes().any(|c| {
            matches!(
                c,
                "gmail_quote" | "gmail_quote_container" | "yahoo_quoted" | "protonmail_quote"
            )
        });
    if quote {
        // A quote left out leaves a quoted line, so that an attribution before it is known for
        // one and the words after it are read.
        line_break(out);
        out.push_str(">\n");
        return Open::Skip;
    }
    if skipped_class || matches!(name, "head" | "script" | "style" | "title" | "template") {
        line_break(out);
        return Open::Skip;
    }
    if name == "br" {
        out.push('\n');
        return Open::Skip;
    }
    if is_block(name) {
        line_break(out);
    }
    if name == "pre" {
        Open::Text
    } else {
        Open::Enter
    }
}

/// Leaves an element named `name` whose content was read: a block ends its line, a paragraph
/// is apart from the next.
fn close(name: &str, out: &mut String) {
    if is_block(name) {
        line_break(out);
    }
    if name == "p" && !out.ends_with("\n\n") {
        out.push('\n');
    }
}

/// Whether an element ends the line before and after it.
fn is_block(name: &str) -> bool {
    matches!(
        name,
        "p" | "div"
            | "li"
            | "ul"
            | "ol"
            | "tr"
            | "table"
            | "h1"
            | "h2"
            | "h3"
            | "h4"
            | "h5"
            | "h6"
            | "pre"
            | "hr"
            | "section"
            | "article"
            | "header"
            | "footer"
            | "body"
    )
}

/// Ends the current line, unless it is ended already (nested blocks make one break).
fn line_break(out: &mut String) {
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

/// Whether `line` (not quoted) is an attribution line.
pub fn is_attribution(line: &str) -> bool {
    let l = line.trim().to_lowercase();
    if l.len() > 300 || !(l.ends_with(':') || l.ends_with(": ")) {
        return false;
    }
    ATTRIBUTION_VERBS.iter().any(|v| contains_word(&l, v))
}

/// Whether `line` could be the first of an attribution wrapped over two lines.
fn attribution_start(line: &str) -> bool {
    let l = line.trim();
    !l.is_empty()
        && l.len() < 200
        && l.chars()
            .any(|c| c.is_ascii_digit() || c == '@' || c == '<')
}

/// Whether `second` continues `first` where a client wrapped an attribution at the address
/// ("… Rookery <" / "r@x.org> wrote:").
fn wrapped_at_address(first: &str, second: &str) -> bool {
    let (first, second) = (first.trim(), second.trim());
    first.ends_with('<')
        || second.starts_with('<')
        || second
            .split_whitespace()
            .next()
            .is_some_and(|w| w.contains('@'))
}

fn contains_word(haystack: &str, word: &str) -> bool {
    haystack.match_indices(word).any(|(i, _)| {
        let before = haystack[..i].chars().next_back();
        let after = haystack[i + word.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// The field name of a header-like line ("From: x" → "from"; "*Von:* x" → "von").
fn header_word(line: &str) -> Option<String> {
    let l = line.trim().trim_start_matches('*');
    // "From:" with nothing after it is still a header (the value may be on the next line).
    let (name, _) = l.split_once(':')?;
    let name = name.trim().trim_end_matches('*').trim().to_lowercase();
    if name.is_empty() || name.split_whitespace().count() > 2 {
        return None;
    }
    Some(name)
}

/// Whether an Outlook header block starts at line `i`: a "From:" line followed, within the next
/// four lines, by another header field.
fn header_block_at(lines: &[String], i: usize) -> bool {
    let Some(first) = header_word(&lines[i]) else {
        return false;
    };
    if !FROM_WORDS.contains(&first.as_str()) {
        return false;
    }
    lines[i + 1..]
        .iter()
        .take(4)
        .filter_map(|l| header_word(l))
        .any(|w| HEADER_WORDS.contains(&w.as_str()))
}

/// "-----Original Message-----", in any language, or a line of underscores.
fn is_separator(line: &str) -> bool {
    let l = line.trim();
    if l.len() >= 10 && l.chars().all(|c| c == '_') {
        return true;
    }
    if l.starts_with("---") && l.ends_with("---") {
        let inner = l.trim_matches('-').trim().to_lowercase();
        return ORIGINAL_MESSAGE.iter().any(|w| inner.contains(w));
    }
    false
}

/// A signature separator or a client's own signature line.
fn is_signature(line: &str) -> bool {
    let t = line.trim_end();
    if t == "--" || t == "-- " || line == "-- " {
        return true;
    }
    let l = line.trim().to_lowercase();
    l.chars().count() <= 70 && CLIENT_SIGNATURES.iter().any(|s| l.starts_with(s))
}

fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

/// A quoted line without its quote marks.
fn unquote(line: &str) -> &str {
    let mut l = line.trim_start();
    while let Some(rest) = l.strip_prefix('>') {
        l = rest.trim_start_matches(' ');
    }
    l
}

/// The next line at or after `i` that is not blank.
fn next_filled(lines: &[String], i: usize) -> Option<usize> {
    (i..lines.len()).find(|&j| !lines[j].trim().is_empty())
}

/// Classifies the lines (see the module documentation).
fn cut(lines: &[String]) -> Reply {
    let mut out: Vec<(Kind, String)> = Vec::with_capacity(lines.len());
    let mut i = 0;
    let mut rest_cut = false;
    while i < lines.len() {
        let line = &lines[i];
        if rest_cut {
            out.push((Kind::Cut, line.clone()));
            i += 1;
            continue;
        }
        if is_quoted(line) {
            out.push((Kind::Quoted, line.clone()));
            i += 1;
            continue;
        }
        if is_signature(line) || is_separator(line) || header_block_at(lines, i) {
            rest_cut = true;
            continue;
        }
        // An attribution on one line, or wrapped over this line and the next.
        let span = if is_attribution(line) {
            Some(1)
        } else if i + 1 < lines.len()
            && !is_quoted(&lines[i + 1])
            && attribution_start(line)
            && (!is_attribution(&lines[i + 1]) || wrapped_at_address(line, &lines[i + 1]))
            && is_attribution(&format!("{} {}", line.trim(), lines[i + 1].trim()))
        {
            Some(2)
        } else {
            None
        };
        if let Some(n) = span {
            for l in &lines[i..i + n] {
                out.push((Kind::Cut, l.clone()));
            }
            i += n;
            // Quoting follows: the reply goes on after it (bottom-posting). Anything else is an
            // unquoted original: nothing after it is the player's.
            if !next_filled(lines, i).is_some_and(|j| is_quoted(&lines[j])) {
                rest_cut = true;
            }
            continue;
        }
        out.push((Kind::Own, line.clone()));
        i += 1;
    }
    Reply { lines: out }
}

/// Lines joined with `\n`, trailing spaces and blank lines at both ends dropped.
fn join_trimmed(lines: &[&str]) -> String {
    let lines: Vec<&str> = lines.iter().map(|l| l.trim_end()).collect();
    let start = lines.iter().position(|l| !l.trim().is_empty());
    let end = lines.iter().rposition(|l| !l.trim().is_empty());
    match (start, end) {
        (Some(s), Some(e)) => lines[s..=e].join("\n"),
        _ => String::new(),
    }
}

/// How template lines compare: spaces collapsed, case ignored, `★`/`*` and `−`/`-` alike.
fn norm(s: &str) -> String {
    s.replace('★', "*")
        .replace('−', "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Whether `quoted` says the same as `template`, a `?` standing for a character the reply's
/// charset could not write.
fn same_line(quoted: &str, template: &str) -> bool {
    if norm(quoted) == norm(template) {
        return true;
    }
    let plain = |s: &str| {
        s.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let (q, t): (Vec<char>, Vec<char>) = (
        plain(quoted).chars().collect(),
        plain(template).chars().collect(),
    );
    q.len() == t.len()
        && q.iter()
            .zip(&t)
            .all(|(a, b)| a == b || (*a == '?' && !b.is_ascii()))
}

/// The label of a template line: `[x] LABEL` → LABEL, `LABEL: CHOICE` → LABEL.
fn template_label(line: &str) -> Option<(bool, String)> {
    let l = line.trim();
    for mark in ["[x]", "[X]", "[ ]", "[]"] {
        if let Some(rest) = l.strip_prefix(mark) {
            return Some((true, norm(rest)));
        }
    }
    if l.starts_with('(') || l.starts_with("##") {
        return None;
    }
    l.split_once(':').map(|(a, _)| (false, norm(a)))
}

/// Whether a quoted or cut `line` changes a line of `template` (same field, other words).
fn edits_template(line: &str, template: &[String]) -> bool {
    let l = unquote(line).trim();
    let Some((check, label)) = template_label(l) else {
        return false;
    };
    if label.is_empty() {
        return false;
    }
    let mut same_field = template
        .iter()
        .filter(|t| template_label(t).is_some_and(|(c, tl)| c == check && tl == label));
    let Some(sent) = same_field.next() else {
        return false;
    };
    !same_line(l, sent)
}

/// Whether `text` still holds something of a mail: an attribution line, a header block, a
/// separator, or one of `known` (addresses, links, lines of the mail replied to; compared
/// case-insensitively, lines of at least 16 characters as whole lines).
pub fn looks_quoted(text: &str, known: &[String]) -> bool {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let lower = text.to_lowercase();
    for (i, line) in lines.iter().enumerate() {
        if is_attribution(line) || header_block_at(&lines, i) || is_separator(line) {
            return true;
        }
    }
    known.iter().any(|k| {
        let k = k.trim().to_lowercase();
        if k.is_empty() {
            return false;
        }
        if k.contains('@') || k.contains("://") {
            lower.contains(&k)
        } else {
            k.chars().count() >= 16 && lines.iter().any(|l| norm(l) == norm(&k))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(raw: &str) -> Message<'_> {
        mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap()
    }

    fn plain(body: &str) -> String {
        let raw = format!("From: a@x\r\nTo: b@y\r\nSubject: Re: x\r\n\r\n{body}");
        read(&parse(&raw)).text()
    }

    #[test]
    fn quotes_attribution_and_signature_are_left_out() {
        assert_eq!(
            plain("I accept.\r\nMeet me at the Reach.\r\n\r\nOn Tue, 24 Nov 2026, Rookery wrote:\r\n> A new raven\r\n> more\r\n-- \r\nAnn\r\n"),
            "I accept.\nMeet me at the Reach."
        );
    }

    #[test]
    fn attributions_in_many_languages_and_wrapped() {
        for attribution in [
            "On Tue, 24 Nov 2026 at 10:00, Rookery <r@x.org> wrote:",
            "Pe mar., 24 nov. 2026 la 10:00, Rookery <r@x.org> a scris:",
            "Em ter., 24 de nov. de 2026 às 10:00, Rookery <r@x.org> escreveu:",
            "út 24. 11. 2026 v 10:00 odesílatel Rookery <r@x.org> napsal:",
            "Dne 24. 11. 2026 v 10:00 Rookery napsal(a):",
            "Il giorno mar 24 nov 2026 alle ore 10:00 Rookery <r@x.org> ha scritto:",
            "Am Di., 24. Nov. 2026 um 10:00 Uhr schrieb Rookery <r@x.org>:",
            "Le mar. 24 nov. 2026 à 10:00, Rookery <r@x.org> a écrit :",
            "El mar, 24 nov 2026 a las 10:00, Rookery (<r@x.org>) escribió:",
            "Op di 24 nov 2026 om 10:00 schreef Rookery <r@x.org>:",
            "wt., 24 lis 2026 o 10:00 Rookery <r@x.org> napisał(a):",
            "On Tue, 24 Nov 2026 at 10:00, Rookery <\r\nr@x.org> wrote:",
            "Il giorno mar 24 nov 2026 alle ore 10:00 Rookery\r\n<r@x.org> ha scritto:",
        ] {
            assert_eq!(
                plain(&format!(
                    "Yes, agreed.\r\n\r\n{attribution}\r\n\r\n> the raven\r\n"
                )),
                "Yes, agreed.",
                "{attribution}"
            );
        }
    }

    #[test]
    fn bottom_posting_and_inline_answers_are_kept() {
        assert_eq!(
            plain("On Tue, 24 Nov 2026, Rookery wrote:\r\n> Will you help?\r\n\r\nYes, with two ships.\r\n"),
            "Yes, with two ships."
        );
        assert_eq!(
            plain("> Question one?\r\nAnswer one.\r\n> Question two?\r\nAnswer two.\r\n"),
            "Answer one.\nAnswer two."
        );
    }

    #[test]
    fn outlook_header_blocks_and_separators_cut_the_rest() {
        for block in [
            "From: Rookery <r@x.org>\r\nSent: Tuesday, November 24, 2026 10:00 AM\r\nTo: Ann <a@x>\r\nSubject: x",
            "Od: Rookery <r@x.org>\r\nOdesláno: úterý 24. listopadu 2026 10:00\r\nKomu: a@x\r\nPředmět: x",
            "Von: Rookery <r@x.org>\r\nGesendet: Dienstag, 24. November 2026 10:00\r\nAn: a@x",
            "De: Rookery <r@x.org>\r\nEnviado: terça-feira, 24 de novembro de 2026 10:00\r\nPara: a@x",
            "Da: Rookery <r@x.org>\r\nInviato: martedì 24 novembre 2026 10:00\r\nA: a@x",
            "De: Rookery <r@x.org>\r\nTrimis: marți, 24 noiembrie 2026 10:00\r\nCătre: a@x",
            "-----Original Message-----\r\nFrom: r@x.org",
            "-----Původní zpráva-----",
            "________________________________\r\nFrom: r@x.org",
        ] {
            assert_eq!(
                plain(&format!("Deal.\r\n\r\n{block}\r\n\r\nThe raven said: ann@x.org\r\n")),
                "Deal.",
                "{block}"
            );
        }
    }

    #[test]
    fn client_signatures_are_cut() {
        for sig in [
            "Sent from my iPhone",
            "Get Outlook for Android",
            "Trimis de pe iPhone",
            "Enviado do meu iPhone",
            "Odesláno z iPhonu",
            "Inviato da iPhone",
            "Von meinem iPhone gesendet",
        ] {
            assert_eq!(plain(&format!("Deal.\r\n\r\n{sig}\r\n")), "Deal.", "{sig}");
        }
    }

    #[test]
    fn flowed_text_is_joined_with_and_without_delsp() {
        assert_eq!(
            unflow(
                "Winterfell (1 footman): \r\nMarch +1\r\n> quoted \r\n> more\r\n",
                false
            ),
            vec!["Winterfell (1 footman): March +1", "> quoted more"]
        );
        assert_eq!(
            unflow("Winter fell \r\nMarch\r\n -- not a sig\r\n-- \r\n", true),
            vec!["Winter fellMarch", "-- not a sig", "--"]
        );
    }

    #[test]
    fn html_blocks_are_lines_and_quotes_are_left_out() {
        let html = r#"<html><body><div dir="ltr">Deal.<div>Two ships.</div></div><br><div class="gmail_quote"><div class="gmail_attr">On Tue, Rookery &lt;r@x.org&gt; wrote:<br></div><blockquote>the raven</blockquote></div></body></html>"#;
        assert_eq!(cut(&html_lines(html)).text(), "Deal.\nTwo ships.");
        let outlook = r#"<div>Fine.</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> r@x.org</div><div>the raven</div>"#;
        assert_eq!(cut(&html_lines(outlook)).text(), "Fine.");
        let bottom = r#"<blockquote type="cite">question?</blockquote><p>answer</p>"#;
        assert_eq!(cut(&html_lines(bottom)).text(), "answer");
        let attributed = r#"<div>Dne 24. 11. 2026 10:00, Rookery napsal(a):</div><blockquote>q</blockquote><div><br></div><div>odpověď</div>"#;
        assert_eq!(cut(&html_lines(attributed)).text(), "odpověď");
    }

    /// HTML as deep as a mail's size allows (the listener takes 256 KiB: 17,000 nested tables,
    /// 70,000 elements deep) is read on a thread with a small stack: the walk keeps its place in
    /// the tree, not on the stack (a recursive walk overflowed a 2 MiB stack at 2,000 tables,
    /// which aborts the whole process).
    #[test]
    fn html_nested_as_deep_as_a_mail_allows_is_read() {
        let depth = crate::service::replies::MAX_MAIL_BYTES / "<table><tr><td>".len();
        let html = format!(
            "<div><div>Two ships.</div></div><blockquote>the raven</blockquote>{}Deal.{}",
            "<table><tr><td>".repeat(depth),
            "</td></tr></table>".repeat(depth / 2),
        );
        let text = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || cut(&html_lines(&html)).text())
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(text, "Two ships.\nDeal.");
    }

    #[test]
    fn quoted_template_edits_are_found_and_unedited_lines_ignored() {
        let template = "## 1. Place your orders\nWinterfell (1 footman): March +1 ★\n  (one of: March +0 | March +1 ★ | Defence +1)\nThe Eyrie (1 footman): March +0\n[ ] Footman in Winterfell\n";
        let body = "Thanks.\r\n\r\nOn Tue, Rookery wrote:\r\n> ## 1. Place your orders\r\n> Winterfell (1 footman): March +1 ?\r\n>   (one of: March +0 | March +1 ?\r\n> | Defence +1)\r\n> The Eyrie (1 footman): Defence +1\r\n> [x] Footman in Winterfell\r\n";
        let raw = format!("From: a@x\r\n\r\n{body}");
        let reply = read(&parse(&raw));
        assert_eq!(reply.text(), "Thanks.");
        assert_eq!(
            reply.with_template_edits(template),
            "Thanks.\n\n## 1. Place your orders\nThe Eyrie (1 footman): Defence +1\n[x] Footman in Winterfell"
        );
        let unedited = format!(
            "From: a@x\r\n\r\nOk\r\n> {}",
            template.replace('\n', "\r\n> ")
        );
        assert_eq!(read(&parse(&unedited)).with_template_edits(template), "Ok");
    }

    /// A reply whose text begins with a byte order mark reads as without it: the answer's first
    /// line is the form's heading, not an unknown line.
    #[test]
    fn a_byte_order_mark_before_the_reply_is_left_out() {
        for body in [
            "\u{feff}## 1. Place your orders\r\nThe Eyrie (1 footman): Defence +1\r\n",
            "\u{feff}<html><body><div>## 1. Place your orders</div><div>The Eyrie (1 footman): Defence +1</div></body></html>",
        ] {
            let kind = if body.contains("<html>") { "html" } else { "plain" };
            let raw = format!(
                "From: a@x\r\nContent-Type: text/{kind}; charset=utf-8\r\n\r\n{body}"
            );
            assert_eq!(
                read(&parse(&raw)).text(),
                "## 1. Place your orders\nThe Eyrie (1 footman): Defence +1",
                "{kind}"
            );
        }
    }

    #[test]
    fn what_still_looks_quoted_is_found() {
        let known = vec![
            "ann@x.org".to_string(),
            "Bring all your ships to the Reach now".to_string(),
        ];
        assert!(looks_quoted("hi\nann@X.org", &known));
        assert!(looks_quoted(
            "hi\nbring all your ships  to the reach now",
            &known
        ));
        assert!(looks_quoted("hi\nOn Tue, Rookery wrote:", &[]));
        assert!(!looks_quoted("Bring ships.\nI will: yes", &known));
    }
}
