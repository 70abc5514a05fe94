use super::*;

#[test]
fn codes_round_trip_and_regions_match_their_language() {
    for l in Lang::ALL {
        assert_eq!(Lang::from_code(l.code()), Some(l));
        assert_eq!(l.langid().to_string(), l.code());
    }
    assert_eq!(Lang::from_code("pt-BR"), Some(Lang::Pt));
    assert_eq!(Lang::from_code("CS_cz"), Some(Lang::Cs));
    assert_eq!(Lang::from_code("de"), None);
    assert_eq!(Lang::from_code(""), None);
}

#[test]
fn accept_language_picks_the_best_known_language() {
    assert_eq!(Lang::negotiate(None), Lang::En);
    assert_eq!(Lang::negotiate(Some("")), Lang::En);
    assert_eq!(Lang::negotiate(Some("ro-RO,ro;q=0.9,en;q=0.8")), Lang::Ro);
    assert_eq!(
        Lang::negotiate(Some("de-DE,de;q=0.9,it;q=0.5,en;q=0.4")),
        Lang::It
    );
    assert_eq!(Lang::negotiate(Some("en;q=0.5, cs;q=0.8")), Lang::Cs);
    assert_eq!(Lang::negotiate(Some("pt-BR")), Lang::Pt);
    assert_eq!(Lang::negotiate(Some("fr, *;q=0.1")), Lang::En);
    assert_eq!(Lang::negotiate(Some("it;q=0, ro;q=0.2")), Lang::Ro);
    assert_eq!(Lang::negotiate(Some(";;;q=,,,x")), Lang::En);
}

#[test]
fn every_file_parses() {
    let files = resources();
    assert!(
        files.len() >= Lang::ALL.len(),
        "a file per language at least"
    );
    for f in &files {
        assert!(f.errors.is_empty(), "{}: {:?}", f.path, f.errors);
    }
    for l in Lang::ALL {
        assert!(
            files
                .iter()
                .any(|f| f.lang == l && f.path.ends_with("ui.ftl")),
            "{l} has ui.ftl"
        );
    }
}

#[test]
fn every_ftl_file_on_disk_is_embedded() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/locales");
    let embedded: Vec<String> = resources().into_iter().map(|f| f.path).collect();
    for l in Lang::ALL {
        let dir = root.join(l.code());
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let rel = format!(
                    "{}/{}",
                    l.code(),
                    path.file_name().unwrap().to_string_lossy()
                );
                assert!(
                    embedded.contains(&rel),
                    "{rel} is on disk but not in the binary: touch src/i18n/mod.rs and rebuild"
                );
            }
        }
    }
}

#[test]
fn every_message_is_in_every_language_with_the_english_variables_only() {
    let en = catalog(Lang::En);
    assert!(
        en.duplicates.is_empty(),
        "en defines twice: {:?}",
        en.duplicates
    );
    for l in Lang::ALL.into_iter().skip(1) {
        let other = catalog(l);
        assert!(
            other.duplicates.is_empty(),
            "{l} defines twice: {:?}",
            other.duplicates
        );
        let missing: Vec<_> = en
            .messages
            .keys()
            .filter(|k| !other.messages.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{l} lacks {missing:?}");
        let extra: Vec<_> = other
            .messages
            .keys()
            .filter(|k| !en.messages.contains_key(*k))
            .collect();
        assert!(extra.is_empty(), "{l} has ids English does not: {extra:?}");
        for (id, vars) in &other.messages {
            let english = &en.messages[id];
            let unknown: Vec<_> = vars.difference(english).collect();
            assert!(
                unknown.is_empty(),
                "{l} {id} uses {unknown:?}, which English does not pass"
            );
        }
    }
}

#[test]
fn every_message_formats_in_every_language_with_its_english_variables() {
    let en = catalog(Lang::En);
    for l in Lang::ALL {
        for (id, vars) in &en.messages {
            if id.starts_with('-') {
                continue;
            }
            for n in [1i64, 2, 5, 21] {
                let args: Vec<(&str, FluentValue<'static>)> = vars
                    .iter()
                    .map(|v| (v.as_str(), FluentValue::from(n)))
                    .collect();
                let text = tr(l, id, &args);
                assert!(!text.contains(MISSING_OPEN), "{l} {id}: {text}");
                assert!(!text.trim().is_empty(), "{l} {id} is empty");
            }
        }
    }
}

#[test]
fn a_missing_message_shows_a_marker_and_never_panics() {
    assert_eq!(tr(Lang::Ro, "no-such-message", &[]), "⟦no-such-message⟧");
    let t = Tr(Lang::Cs);
    assert!(t.t("no-such-message").contains(MISSING_OPEN));
}

#[test]
fn czech_plurals_have_three_forms_and_no_isolation_marks() {
    let t = Tr(Lang::Cs);
    let one = t.t1("games-count", "count", 1);
    let few = t.t1("games-count", "count", 3);
    let many = t.t1("games-count", "count", 5);
    assert_eq!(one, "1 hra");
    assert_eq!(few, "3 hry");
    assert_eq!(many, "5 her");
    let en = Tr(Lang::En);
    assert_eq!(en.t1("games-count", "count", 1), "1 game");
    assert_eq!(en.t1("games-count", "count", 5), "5 games");
    assert!(!en.t1("games-count", "count", 5).contains('\u{2068}'));
}

#[test]
fn every_vocabulary_id_is_in_every_language() {
    use crate::engine::{board::board, cards::all_house_cards, AreaId, House, OrderToken};
    let mut ids: Vec<String> = Vec::new();
    ids.extend((0..board().areas.len()).map(|i| format!("area-{}", AreaId(i as u8).key())));
    ids.extend(House::ALL.iter().map(|h| format!("house-{}", h.key())));
    ids.extend(
        all_house_cards()
            .iter()
            .map(|c| format!("house-card-{}", c.key())),
    );
    ids.extend(OrderToken::ALL.iter().map(|o| order_id(*o)));
    ids.extend(TRACKS.iter().map(|t| format!("track-{t}")));
    for p in [
        "planning",
        "raven",
        "raid",
        "march",
        "consolidate_power",
        "westeros",
        "game_over",
        "not_started",
    ] {
        ids.push(format!("phase-{p}"));
    }
    for w in crate::engine::wildling::WildlingCard::ALL {
        ids.push(format!("wildling-card-{}", serde_key(&w)));
    }
    for card in [
        "supply",
        "winter_is_coming",
        "game_of_thrones",
        "clash_of_kings",
        "feast_for_crows",
    ] {
        ids.push(format!("westeros-card-{card}"));
    }
    use crate::engine::tides::TidesCard;
    for t in [TidesCard::Blank, TidesCard::Skull, TidesCard::PlusOneSword] {
        ids.push(format!("tides-card-{}", serde_key(&t)));
    }
    assert!(ids.len() > 58 + 6 + 42 + 11);
    for l in Lang::ALL {
        for id in &ids {
            assert!(has(l, id), "{l} lacks {id}");
        }
        assert_eq!(area_name(Lang::En, AreaId(0)), AreaId(0).name());
        assert!(!phase_name(l, "").contains(MISSING_OPEN));
    }
}

#[test]
fn order_ids_spell_out_signs_before_digits() {
    use crate::engine::OrderToken;
    assert_eq!(order_id(OrderToken::MarchMinus1), "order-march-minus1");
    assert_eq!(order_id(OrderToken::March0), "order-march-plus0");
    assert_eq!(order_id(OrderToken::Defense2), "order-defense-plus2");
    assert_eq!(order_id(OrderToken::Support0), "order-support");
    assert_eq!(order_id(OrderToken::SpecialRaid), "order-special_raid");
}

#[test]
fn times_read_in_the_readers_language() {
    let t = chrono::NaiveDate::from_ymd_opt(2026, 11, 28)
        .unwrap()
        .and_hms_opt(12, 29, 0)
        .unwrap();
    assert_eq!(
        local_time(Lang::En, t, "Europe/Paris"),
        "Sat 28 Nov 2026, 13:29 CET"
    );
    assert_eq!(
        local_time(Lang::Cs, t, "Europe/Prague"),
        "so 28. listopadu 2026, 13:29 CET"
    );
    assert_eq!(
        local_time(Lang::Ro, t, "UTC"),
        "sâm. 28 nov. 2026, 12:29 UTC"
    );
    for l in Lang::ALL {
        for m in 1..=12 {
            assert!(!tr(l, &format!("date-month-{m}"), &[]).contains(MISSING_OPEN));
        }
        for d in 1..=7 {
            assert!(!tr(l, &format!("date-weekday-{d}"), &[]).contains(MISSING_OPEN));
        }
    }
}

/// Every house card with an ability, of either edition, has its text in every language
/// (`house-card-KEY-text`, what a decision form shows by the card's name).
#[test]
fn every_house_card_ability_is_in_every_language() {
    use crate::engine::cards::all_house_cards_of;
    use crate::engine::options::Edition;
    let mut n = 0;
    for edition in [Edition::Second, Edition::First] {
        for c in all_house_cards_of(edition) {
            if c.card().ability.is_empty() {
                continue;
            }
            n += 1;
            for l in Lang::ALL {
                let id = format!("house-card-{}-text", c.key());
                assert!(has(l, &id), "{l} lacks {id}");
            }
        }
    }
    assert!(n >= 24 + 15, "{n} cards with an ability");
}

/// Each glossary (`src/i18n/glossary/LANG.toml`, its README) holds exactly the ids of its
/// language's `game.ftl`, each with a term and a source, a plain message's term its text, and
/// its `# Counts:` line agrees with its sources: what `scripts/check-ftl` checks too, here on
/// every test run (the glossaries had fallen behind the 1st edition's words unnoticed, since
/// that script runs by hand).
#[test]
fn each_glossary_holds_the_game_words_of_its_language_and_counts_them() {
    use fluent_syntax::ast;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/glossary");
    for l in Lang::ALL {
        let game = resources()
            .into_iter()
            .find(|f| f.lang == l && f.path.ends_with("game.ftl"))
            .unwrap_or_else(|| panic!("{l} has game.ftl"));
        let parsed = fluent_syntax::parser::parse(game.source).unwrap_or_else(|(r, _)| r);
        // Each message's id, with its text when it is plain (no placeable, no selector).
        let mut messages = std::collections::BTreeMap::new();
        for entry in &parsed.body {
            if let ast::Entry::Message(m) = entry {
                let text = m.value.as_ref().and_then(|p| {
                    p.elements
                        .iter()
                        .map(|e| match e {
                            ast::PatternElement::TextElement { value } => Some(*value),
                            ast::PatternElement::Placeable { .. } => None,
                        })
                        .collect::<Option<String>>()
                });
                messages.insert(m.id.name.to_string(), text);
            }
        }
        let path = dir.join(format!("{}.toml", l.code()));
        let raw = std::fs::read_to_string(&path).unwrap();
        let glossary: toml::Table = raw
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let lacking: Vec<&String> = messages
            .keys()
            .filter(|id| !glossary.contains_key(*id))
            .collect();
        assert!(lacking.is_empty(), "{} lacks {lacking:?}", path.display());
        let extra: Vec<&String> = glossary
            .keys()
            .filter(|id| !messages.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{}: {extra:?} in no game.ftl",
            path.display()
        );
        let mut counts = std::collections::BTreeMap::new();
        for (id, entry) in &glossary {
            let (Some(term), Some(source)) = (
                entry.get("term").and_then(|t| t.as_str()),
                entry.get("source").and_then(|s| s.as_str()),
            ) else {
                panic!("{}: {id} needs a term and a source", path.display());
            };
            if let Some(Some(text)) = messages.get(id) {
                assert_eq!(term, text.trim(), "{}: {id}'s term", path.display());
            }
            let kind = ["seed", "translated", "kept"]
                .into_iter()
                .find(|k| source.starts_with(k))
                .unwrap_or("code");
            *counts.entry(kind).or_insert(0usize) += 1;
        }
        let named = [
            ("seed", "from the seed"),
            ("translated", "translated"),
            ("kept", "kept"),
            ("code", "from the code"),
        ];
        let parts: Vec<String> = named
            .iter()
            .filter_map(|(k, words)| counts.get(k).map(|n| format!("{n} {words}")))
            .collect();
        let want = format!("# Counts: {}; {} in all.", parts.join(", "), glossary.len());
        assert!(
            raw.lines().any(|line| line == want),
            "{}: the counts line should read '{want}'",
            path.display()
        );
    }
}
