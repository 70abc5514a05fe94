//! Properties of every form built in whole random games: no decision field is named like a
//! field every form carries, every kind of form has a parser, and a form submitted with any of
//! its options posts nothing its parser does not read.

use super::*;
use crate::engine::{Game, Setup};
use crate::i18n::{Lang, Tr};
use crate::selfplay::{play_game, Config};

/// Every form of every awaited house, after every input of a few random games of each size,
/// each in one of the five languages in turn, with the same form in English beside it.
fn all_forms() -> Vec<(Lang, FormView, FormView)> {
    let mut turn = 0usize;
    let mut out = Vec::new();
    use crate::engine::options::Edition;
    // Both editions (issue 16): the 2nd with 3 to 6 players, the 1st with 3 to 5.
    let games = (3..=6u8)
        .map(|p| (Edition::Second, p))
        .chain((3..=5u8).map(|p| (Edition::First, p)));
    for (edition, players) in games {
        let mut config = Config::unchecked();
        config.options.edition = edition;
        config.options.tides_of_battle = players % 2 == 1;
        for seed in 0..3u64 {
            let rec = play_game(players, 500 + seed, &config);
            let setup = Setup {
                players,
                options: rec.setup.options.clone(),
                seed: rec.setup.seed,
            };
            let mut game = Game::new(&setup).unwrap();
            for entry in &rec.log {
                for a in game.awaiting() {
                    let legal = game.legal(a.house).unwrap();
                    let view = game.view_for(Some(a.house));
                    let default = game.default_input(a.house);
                    let lang = Lang::ALL[turn % Lang::ALL.len()];
                    turn += 1;
                    let build = |lang: Lang| {
                        forms_for(&Asked {
                            legal: &legal,
                            view: &view,
                            me: a.house,
                            request: &a.request,
                            default: default.as_ref(),
                            tr: Tr(lang),
                        })
                    };
                    let english = build(Lang::En);
                    out.extend(
                        build(lang)
                            .into_iter()
                            .zip(english)
                            .map(|(f, e)| (lang, f, e)),
                    );
                }
                game.apply(entry.house, &entry.input).unwrap();
            }
        }
    }
    out
}

/// What a browser would post for `f`: the common fields, the hidden ones, the selected option of
/// every select and radio group, the ticked boxes, plus (for `variant`) another option.
fn submission(f: &FormView, variant: usize) -> FormData {
    let mut pairs: Vec<(String, String)> = vec![
        ("csrf".into(), "t".into()),
        ("house".into(), "stark".into()),
        ("seq".into(), "1".into()),
        (FORM.into(), f.kind.into()),
    ];
    for (i, field) in f.fields.iter().enumerate() {
        match field {
            Field::Hidden { name, value } => pairs.push((name.clone(), value.clone())),
            Field::Select { name, options, .. } | Field::Radio { name, options, .. } => {
                let pick = if options.is_empty() {
                    continue;
                } else if (i + variant).is_multiple_of(3) {
                    &options[(i + variant) % options.len()]
                } else {
                    options.iter().find(|o| o.selected).unwrap_or(&options[0])
                };
                pairs.push((name.clone(), pick.value.clone()));
            }
            Field::Check {
                name,
                value,
                checked,
                ..
            } => {
                if *checked || (i + variant).is_multiple_of(2) {
                    pairs.push((name.clone(), value.clone()));
                }
            }
        }
    }
    FormData::from_pairs(pairs)
}

#[test]
fn forms_use_no_common_field_name_and_every_kind_has_one_parser() {
    let kinds: Vec<&str> = parsers().iter().map(|(k, _)| *k).collect();
    let mut unique = kinds.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(
        unique.len(),
        kinds.len(),
        "a kind of form has two parsers: {kinds:?}"
    );
    let forms = all_forms();
    assert!(forms.len() > 1000, "only {} forms built", forms.len());
    let mut seen_kinds: Vec<&str> = Vec::new();
    for (_, f, _) in &forms {
        assert!(
            kinds.contains(&f.kind),
            "no parser for the form {:?}",
            f.kind
        );
        assert!(!f.request.is_empty(), "{} names no request", f.kind);
        for field in &f.fields {
            assert!(
                !COMMON_FIELDS.contains(&field.name()),
                "the {} form uses the common field name {:?}",
                f.kind,
                field.name()
            );
        }
        if !seen_kinds.contains(&f.kind) {
            seen_kinds.push(f.kind);
        }
    }
    // Random games meet nearly every kind of form (the rare ones are proven by the web-play
    // tests); at least these.
    for k in [
        "place_orders",
        "raven_replace",
        "raid",
        "march",
        "support",
        "house_card",
        "bid",
        "tie_order",
        "muster",
        "consolidate",
        "destroy_units",
        "choose_track",
    ] {
        assert!(seen_kinds.contains(&k), "no {k} form was built");
    }
}

#[test]
fn no_form_posts_a_field_its_parser_ignores() {
    for (_, f, _) in all_forms() {
        for variant in 0..3 {
            let posted = submission(&f, variant);
            // The parse may fail (a combination the engine judges); what matters is that it
            // looked at every field the form posts. The rows of answers filed ahead (`plan.…`,
            // on the bid form the holder's tie rows) are read by `plans::parse`, which the edges
            // call beside it (tests/pace.rs posts them through a real server).
            let _ = parse(&posted);
            let unread: Vec<&str> = posted
                .unread()
                .into_iter()
                .filter(|n| !["csrf", "house", "seq"].contains(n))
                .filter(|n| !n.starts_with(super::plans::PLAN))
                .collect();
            assert!(
                unread.is_empty(),
                "the {} form posts {unread:?}, which its parser never reads",
                f.kind
            );
        }
    }
}

/// Issue 23: whatever a browser posts from a form (its options changed or not) is a post that
/// form could have sent, so a parse failure of it is the site's fault; the same post with only
/// its hidden fields (a form with something to choose) is not, and excuses nothing.
#[test]
fn only_what_a_form_could_send_counts_as_the_sites_fault() {
    let mut hidden_refused = 0;
    for (_, f, _) in all_forms() {
        for variant in 0..3 {
            assert!(
                f.could_have_sent(&submission(&f, variant)),
                "the {} form's own post (variant {variant}) is not one it could send",
                f.kind
            );
        }
        let hidden: Vec<(String, String)> = submission(&f, 0)
            .pairs()
            .iter()
            .filter(|(n, _)| {
                COMMON_FIELDS.contains(&n.as_str())
                    || f.fields
                        .iter()
                        .any(|x| matches!(x, Field::Hidden { name, .. } if name == n))
            })
            .cloned()
            .collect();
        let chooses = f.fields.iter().any(|x| {
            matches!(x, Field::Select { options, .. } | Field::Radio { options, .. } if !options.is_empty())
        });
        if chooses {
            assert!(
                !f.could_have_sent(&FormData::from_pairs(hidden)),
                "the {} form's hidden fields alone pass for the form",
                f.kind
            );
            hidden_refused += 1;
        }
    }
    assert!(
        hidden_refused > 50,
        "only {hidden_refused} forms with choices"
    );
}

#[test]
fn an_unchanged_form_is_accepted_by_the_engine() {
    // Forms open with the player's sealed answer or the engine's default selected: posting one
    // as it is must always work (the single-option changes are proven by self-play's probes and
    // by the web-play driver).
    // 2nd-edition games of 3 to 6 players, and 1st-edition ones of 3 to 5 (issue 16).
    let mut first = Config::unchecked();
    first.options.edition = crate::engine::options::Edition::First;
    let games = (0..24u64)
        .map(|i| (3 + (i % 4) as u8, 70 + i, Config::unchecked()))
        .chain((0..9u64).map(|i| (3 + (i % 3) as u8, 170 + i, first.clone())));
    for (players, seed, config) in games {
        let rec = play_game(players, seed, &config);
        let mut game = Game::new(&rec.setup).unwrap();
        for entry in &rec.log {
            for a in game.awaiting() {
                let legal = game.legal(a.house).unwrap();
                let view = game.view_for(Some(a.house));
                let default = game.default_input(a.house);
                let forms = forms_for(&Asked {
                    legal: &legal,
                    view: &view,
                    me: a.house,
                    request: &a.request,
                    default: default.as_ref(),
                    tr: Tr::default(),
                });
                // Where a decision has several forms (one per order, Raven choices, Preemptive
                // Raid's units or track), each of them unchanged.
                assert!(
                    !forms.is_empty(),
                    "{} is awaited for {} with no form",
                    a.house,
                    a.request.kind()
                );
                for f in &forms {
                    let mut posted = submission(f, 1);
                    // Variant 1 changes some fields; build the untouched submission instead.
                    posted = FormData::from_pairs(
                        posted
                            .pairs()
                            .iter()
                            .filter(|(k, _)| COMMON_FIELDS.contains(&k.as_str()))
                            .cloned()
                            .chain(untouched(f))
                            .collect(),
                    );
                    let input = parse(&posted).unwrap_or_else(|e| panic!("{}: {e}", f.kind));
                    if let Err(r) = game.clone().apply(a.house, &input) {
                        panic!(
                        "{} posted the {} form unchanged for {} and was refused: {r} ({input:?})",
                        a.house,
                        f.kind,
                        a.request.kind()
                    );
                    }
                }
            }
            game.apply(entry.house, &entry.input).unwrap();
        }
    }
}

fn untouched(f: &FormView) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for field in &f.fields {
        match field {
            Field::Hidden { name, value } => out.push((name.clone(), value.clone())),
            Field::Select { name, options, .. } | Field::Radio { name, options, .. } => {
                if let Some(o) = options.iter().find(|o| o.selected) {
                    out.push((name.clone(), o.value.clone()));
                }
            }
            Field::Check {
                name,
                value,
                checked,
                ..
            } => {
                if *checked {
                    out.push((name.clone(), value.clone()));
                }
            }
        }
    }
    out
}

/// Mail (issue 12): every form of every decision met in the random games, written as its
/// fill-in text and read back, is the same input as the form posted unchanged; and each choice
/// of each select or radio group, written as a line, is the same input as that choice posted.
#[test]
fn every_form_as_text_reads_back_as_the_same_input() {
    let mut expressible = 0usize;
    let mut not_expressible: Vec<&'static str> = Vec::new();
    for (lang, f, english) in all_forms() {
        let tr = Tr(lang);
        if !text::expressible(&f) {
            not_expressible.push(f.kind);
            continue;
        }
        expressible += 1;
        let forms = std::slice::from_ref(&f);
        let twins = std::slice::from_ref(&english);
        let posted = |pairs: Vec<(String, String)>| {
            let mut all = vec![(FORM.to_string(), f.kind.to_string())];
            all.extend(pairs);
            parse(&FormData::from_pairs(all))
        };
        let (i, data) =
            text::read(tr, forms, twins, &text::template(tr, forms)).unwrap_or_else(|e| {
                panic!(
                    "{} ({lang}): the template does not read back: {e}\n{}",
                    f.kind,
                    text::template(tr, forms)
                )
            });
        assert_eq!(i, 0);
        assert_eq!(parse(&data), posted(untouched(&f)), "{} unchanged", f.kind);
        for (n, field) in f.fields.iter().enumerate() {
            let (Field::Select {
                name,
                label,
                options,
                ..
            }
            | Field::Radio {
                name,
                label,
                options,
                ..
            }) = field
            else {
                continue;
            };
            if options.len() < 2 {
                continue;
            }
            let o = (n * 7 + 1) % options.len();
            let pick = &options[o];
            let mut expected = untouched(&f);
            for p in expected.iter_mut() {
                if &p.0 == name {
                    p.1 = pick.value.clone();
                }
            }
            // The line in the reader's words, and in English (players mix them).
            let line = format!("{label}: {}", pick.label);
            let english_line = match &english.fields[n] {
                Field::Select { label, options, .. } | Field::Radio { label, options, .. } => {
                    format!("{label}: {}", options[o].label)
                }
                _ => unreachable!("the English twin has the same fields"),
            };
            for line in [line, english_line] {
                let (_, data) = text::read(tr, forms, twins, &line)
                    .unwrap_or_else(|e| panic!("{} ({lang}): {line:?} does not read: {e}", f.kind));
                assert_eq!(
                    parse(&data),
                    posted(expected.clone()),
                    "{} ({lang}): {line}",
                    f.kind
                );
            }
        }
    }
    not_expressible.sort_unstable();
    not_expressible.dedup();
    eprintln!("forms by mail: {expressible} expressible; kinds with a form that is not: {not_expressible:?}");
    assert!(
        expressible > 1000,
        "only {expressible} forms could be written as text"
    );
}

/// Issue 15: every form met in the random games, in each of the five languages, has every word
/// from its language's messages (no `⟦id⟧` marker), and a form in another language than
/// English shows none of the English words: its title and button differ from the English
/// form's, and no English phrase of the forms is left in any of its words.
#[test]
fn every_form_reads_in_its_readers_language() {
    // Phrases of the English forms that no translation keeps.
    const ENGLISH: [&str; 24] = [
        "Place your orders",
        "Seal my",
        "order tokens",
        "Resolve your",
        "no order —",
        "Declare support",
        "support nobody",
        "support the attacker",
        "Choose your house card",
        "strength ",
        "Units lost",
        "Retreat to",
        "Power to bid",
        "Leave a power token",
        "gain power",
        "muster ",
        "nothing",
        " attack",
        "stay",
        "footman",
        "knight",
        "Messenger Raven",
        "The Night's Watch",
        "The wildlings",
    ];
    let mut checked = [0usize; 5];
    for (lang, f, english) in all_forms() {
        let mut words: Vec<&str> = vec![f.title.as_str(), f.submit.as_str()];
        words.extend(f.notes.iter().map(String::as_str));
        for field in &f.fields {
            match field {
                Field::Hidden { .. } => {}
                Field::Select { label, options, .. } | Field::Radio { label, options, .. } => {
                    words.push(label);
                    words.extend(options.iter().map(|o| o.label.as_str()));
                }
                Field::Check { label, .. } => words.push(label),
            }
        }
        for w in &words {
            assert!(
                !w.contains(crate::i18n::MISSING_OPEN),
                "{} ({lang}) shows a missing message: {w}",
                f.kind
            );
        }
        checked[Lang::ALL.iter().position(|l| *l == lang).unwrap()] += 1;
        if lang == Lang::En {
            continue;
        }
        assert_ne!(f.title, english.title, "{} ({lang}): the title", f.kind);
        assert_ne!(f.submit, english.submit, "{} ({lang}): the button", f.kind);
        for w in &words {
            // Card abilities a language has no text for yet are the card's own English words.
            if w.contains("): ") {
                continue;
            }
            for e in ENGLISH {
                assert!(!w.contains(e), "{} ({lang}) still says {e:?}: {w}", f.kind);
            }
        }
    }
    assert!(
        checked.iter().all(|n| *n > 100),
        "too few forms in some language: {checked:?}"
    );
}

/// A malformed post (no kind, an unknown kind, a missing field, a value no field takes) is
/// refused as data, worded in each language without a marker and naming the form's own field.
#[test]
fn a_malformed_post_is_refused_in_the_readers_words() {
    let posts: [&[(&str, &str)]; 4] = [
        &[("house", "stark")],
        &[("form", "no_such_form")],
        &[("form", "raid")],
        &[("form", "raid"), ("from", "nowhere")],
    ];
    for post in posts {
        let form = FormData::from_pairs(
            post.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        );
        let e = parse(&form).expect_err("a malformed post");
        assert!(e.id.starts_with("svc-form-"), "{e:?}");
        let english = e.to_string();
        for lang in Lang::ALL {
            let w = e.words(Tr(lang));
            assert!(!w.contains(crate::i18n::MISSING_OPEN), "{lang}: {w}");
            for (_, v) in &e.args {
                assert!(w.contains(v.as_str()), "{lang}: {w} lacks {v}");
            }
            if lang != Lang::En {
                assert_ne!(w, english, "{lang}");
            }
        }
    }
}

/// The `r`-th place (modulo their count) between the characters of `l`, as a byte offset.
fn char_boundary(l: &str, r: usize) -> usize {
    let places = l.chars().count() + 1;
    l.char_indices()
        .map(|(k, _)| k)
        .nth(r % places)
        .unwrap_or(l.len())
}

/// A reply's text is whatever a player (or their phone's keyboard, or a griefer) wrote: every
/// form's template, broken at random three ways (lines dropped, repeated, swapped, cut, or
/// given stray words, marks, numbers and invisible characters), reads as an answer the parser
/// takes or refuses, or as a reason in the reader's words; never a panic.
#[test]
fn every_template_broken_at_random_reads_as_an_answer_or_a_reason() {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| -> usize {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    const STRAY: [&str; 38] = [
        "",
        " ",
        ":",
        "::",
        "[x]",
        "[ ]",
        "[",
        "]",
        "(",
        ")",
        "##",
        "## 9.",
        "## 0.",
        "## 1.",
        "x",
        "★",
        "−",
        "|",
        "…",
        "\u{200b}",
        "\u{feff}",
        "é",
        "ǅ",
        "İ",
        "ß",
        "ﬁ",
        "\t",
        ">",
        "=",
        "0",
        "-1",
        "999999999999999999999",
        "March",
        "Defence +1",
        "one of:",
        "Footman",
        "+",
        "\u{301}",
    ];
    let (mut read, mut refused) = (0usize, 0usize);
    for (lang, f, english) in all_forms() {
        let tr = Tr(lang);
        let forms = std::slice::from_ref(&f);
        let twins = std::slice::from_ref(&english);
        let template = text::template(tr, forms);
        for _ in 0..3 {
            let mut lines: Vec<String> = template.lines().map(str::to_string).collect();
            for _ in 0..1 + next(5) {
                let i = next(lines.len() + 1);
                match (next(6), i < lines.len()) {
                    (0, true) => {
                        lines.remove(i);
                    }
                    (1, true) => lines.insert(i, lines[i].clone()),
                    (2, true) => {
                        let at = char_boundary(&lines[i], next(usize::MAX));
                        lines[i].insert_str(at, STRAY[next(STRAY.len())]);
                    }
                    (3, true) => {
                        let at = char_boundary(&lines[i], next(usize::MAX));
                        lines[i].truncate(at);
                    }
                    (4, _) => {
                        let stray = (0..next(8)).map(|_| STRAY[next(STRAY.len())]).collect();
                        lines.insert(i, stray);
                    }
                    _ => {
                        let (a, b) = (next(lines.len()), next(lines.len()));
                        if a < lines.len() && b < lines.len() {
                            lines.swap(a, b);
                        }
                    }
                }
            }
            let text = lines.join(if next(2) == 0 { "\n" } else { "\r\n" });
            match text::read(tr, forms, twins, &text) {
                Ok((i, data)) => {
                    assert_eq!(i, 0, "{}: one form, answered by the first", f.kind);
                    read += 1;
                    if let Err(e) = parse(&data) {
                        assert!(
                            !e.words(tr).trim().is_empty(),
                            "{}: a refusal says why",
                            f.kind
                        );
                    }
                }
                Err(why) => {
                    refused += 1;
                    assert!(
                        !why.trim().is_empty(),
                        "{} ({lang}): a reason\n{text}",
                        f.kind
                    );
                }
            }
        }
    }
    assert!(read > 0 && refused > 0, "{read} read, {refused} refused");
}
