//! The layering of the modules holds (issue 26): every `crate::…` path in `src/` is read and
//! checked against [`LAYERS`], the one table of what each top-level module may use. The engine
//! uses nothing; the service uses neither the edges (`web`, `api`, `http`) nor the wording
//! (`i18n`, `wording`, `decisions`) nor the mail senders; `api` never uses `web`; nothing uses a
//! layer above it. A new module must take its place in the table first.
//!
//! What still runs against the table today is listed in [`OWED`], file by file, with the item of
//! issue 26 that removes it. The list may only shrink: an import against the table that is not
//! in it fails the test, and so does an entry that no longer happens (strike it out).
//!
//! Test code (a `tests.rs` file, everything after a file's `#[cfg(test)]`) and comments are not
//! read: tests may reach anywhere, and a doc link is not an arrow.
//!
//! The engine is a package of its own (issue 31: `src/engine/Cargo.toml`, named `engine` in the
//! main crate by `pub use rookery_engine as engine;`), so inside `src/engine` a `crate::` path
//! names the engine itself; it cannot reach the main crate at all, and what it may depend on is
//! checked in its manifest ([`ENGINE_DEPENDENCIES`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Each top-level module of `src/` and what it may use (besides itself and the standard and
/// external crates). Read from the bottom layer up. `mail::outbox`, `mail::listen` and
/// `mail::Site` are the recording side of the outbox, which the service writes into; the rest of
/// `mail` (composing, sending, receiving) is above the service.
const LAYERS: &[(&str, &[&str])] = &[
    // The pure rules, and what plays them without I/O.
    ("engine", &[]),
    ("bot", &["engine"]),
    ("selfplay", &["engine", "bot"]),
    ("scenario", &["engine", "bot"]),
    ("arena", &["engine", "bot", "selfplay"]),
    // The process's settings and what operators see; the caches' map by recent use; a thread
    // with a runtime of its own.
    ("settings", &[]),
    ("lru", &[]),
    ("background", &[]),
    ("telemetry", &["settings"]),
    // Storage and outbound calls.
    ("db", &["settings", "telemetry", "engine", "background"]),
    ("outbound", &["settings"]),
    // The use cases.
    (
        "service",
        &[
            "engine",
            "bot",
            "db",
            "settings",
            "telemetry",
            "outbound",
            "lru",
            "mail::outbox",
            "mail::listen",
            "mail::Site",
        ],
    ),
    // Words in the reader's language, above the service: `i18n` holds the languages' message
    // catalogues and looks a message up; `wording` says the engine's and the service's data
    // (events, requests, reasons, votes, the clock) with them; `decisions` builds and reads the
    // forms of every decision. Pages and mails use all three.
    ("i18n", &["engine"]),
    ("wording", &["engine", "i18n", "service"]),
    ("decisions", &["engine", "i18n", "wording", "service"]),
    // The edges: mail out and in, HTTP shared by the pages and the JSON API.
    (
        "mail",
        &[
            "engine",
            "db",
            "settings",
            "telemetry",
            "outbound",
            "service",
            "i18n",
            "wording",
            "decisions",
        ],
    ),
    // The 503 for a client over its connections is worded in its language.
    ("http", &["service", "settings", "telemetry", "i18n"]),
    (
        "web",
        &[
            "http",
            "service",
            "engine",
            "i18n",
            "wording",
            "decisions",
            "telemetry",
            "settings",
            "lru",
        ],
    ),
    (
        "api",
        &["http", "service", "engine", "telemetry", "settings"],
    ),
    // Tools that drive the whole.
    (
        "pace",
        &[
            "engine",
            "bot",
            "selfplay",
            "db",
            "service",
            "decisions",
            "i18n",
        ],
    ),
    ("webplay", &["engine", "bot", "selfplay", "decisions"]),
    // Demo games: self-played, then stored through the service.
    ("demo", &["engine", "selfplay", "service"]),
];

/// Imports against [`LAYERS`] still in the code: (file under `src/`, what it uses). Each group
/// says which part of issue 26 removes it.
const OWED: &[(&str, &str)] = &[];

/// The files under `dir`, recursively, that end in `.rs`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The files under `src/DIR` for each of `dirs` (`""`: all of `src/`) that are not test files
/// (a `tests.rs`, a `tests/` folder), each as its path under `src/` and its code ([`code_of`]).
fn code_files(dirs: &[&str]) -> Vec<(String, String)> {
    let src = Path::new(ROOT).join("src");
    let mut files = Vec::new();
    for dir in dirs {
        rust_files(&src.join(dir), &mut files);
    }
    files
        .into_iter()
        .filter_map(|path| {
            let rel = path
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if rel.ends_with("/tests.rs") || rel.contains("/tests/") {
                return None;
            }
            Some((rel, code_of(&std::fs::read_to_string(&path).unwrap())))
        })
        .collect()
}

/// The top-level module a file under `src/` belongs to (`None` for the crate root and `main`).
fn module_of(rel: &str) -> Option<&str> {
    match rel.split_once('/') {
        Some((dir, _)) => Some(dir),
        None => match rel.trim_end_matches(".rs") {
            "lib" | "main" => None,
            m => Some(m),
        },
    }
}

/// The code of a file that is not test code nor comment.
fn code_of(text: &str) -> String {
    let mut code = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") {
            break;
        }
        if t.starts_with("//") {
            continue;
        }
        code.push_str(line);
        code.push('\n');
    }
    code
}

/// The name a path segment starts with (`engine` of `engine::Game`), and the rest after `::`.
fn ident(s: &str) -> (&str, &str) {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    let rest = &s[end..];
    (&s[..end], rest.strip_prefix("::").unwrap_or(""))
}

/// How a path used from outside a module names its targets: the module, or for `mail` (whose
/// outbox the service writes into but whose senders it must not call) `mail::PART`, one for each
/// part of a group (`mail::{outbox, Site}`).
fn target(path: &str) -> Vec<String> {
    let (first, rest) = ident(path);
    if first.is_empty() {
        return Vec::new();
    }
    if first == "mail" {
        let parts: Vec<String> = match rest.strip_prefix('{') {
            Some(group) => group_items(group)
                .into_iter()
                .map(|item| ident(item).0.to_string())
                .collect(),
            None => vec![ident(rest).0.to_string()],
        };
        let parts: Vec<String> = parts
            .into_iter()
            .filter(|p| !p.is_empty() && p != "self")
            .map(|p| format!("mail::{p}"))
            .collect();
        if !parts.is_empty() {
            return parts;
        }
    }
    vec![first.to_string()]
}

/// The top-level items of a `{…}` group whose opening brace was just read.
fn group_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (j, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(group[start..j].trim());
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(group[start..j].trim());
                start = j + 1;
            }
            _ => {}
        }
    }
    items
}

/// Every module (or `mail::PART`) that `code` reaches by a `crate::` path, braces included
/// (`use crate::{db::X, engine::{A, B}}`).
fn targets(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        // `rookery_crate::`, say, is not ours.
        let before = rest[..i].chars().next_back();
        rest = &rest[i + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        match rest.strip_prefix('{') {
            Some(group) => {
                for item in group_items(group) {
                    out.extend(target(item));
                }
            }
            None => out.extend(target(rest)),
        }
    }
    out
}

/// Every (file, target) of `src/` that the table does not admit.
fn violations() -> BTreeSet<(String, String)> {
    let layers: BTreeMap<&str, &[&str]> = LAYERS.iter().copied().collect();
    let mut out = BTreeSet::new();
    for (rel, code) in code_files(&[""]) {
        let Some(module) = module_of(&rel) else {
            continue;
        };
        let allowed = layers.get(module).unwrap_or_else(|| {
            panic!("src/{rel}: the module `{module}` has no place in LAYERS (tests/layering.rs)")
        });
        for t in targets(&code) {
            let top = t.split("::").next().unwrap();
            let admitted = top == module
                || allowed.contains(&t.as_str())
                || allowed.contains(&top)
                // A name of the crate root that is not a module (`crate::VERSION`).
                || !layers.contains_key(top);
            if !admitted {
                out.insert((rel.clone(), t));
            }
        }
    }
    out
}

#[test]
fn no_import_runs_against_the_layers() {
    let found = violations();
    let owed: BTreeSet<(String, String)> = OWED
        .iter()
        .map(|(f, t)| (f.to_string(), t.to_string()))
        .collect();
    let new: Vec<String> = found
        .difference(&owed)
        .map(|(f, t)| format!("src/{f} uses `crate::{t}`"))
        .collect();
    assert!(
        new.is_empty(),
        "imports against the layering (see LAYERS in tests/layering.rs):\n  {}",
        new.join("\n  ")
    );
    let paid: Vec<String> = owed
        .difference(&found)
        .map(|(f, t)| format!("(\"{f}\", \"{t}\")"))
        .collect();
    assert!(
        paid.is_empty(),
        "these OWED entries no longer happen; strike them out of tests/layering.rs:\n  {}",
        paid.join("\n  ")
    );
}

#[test]
fn every_module_of_the_crate_has_a_place() {
    let lib = std::fs::read_to_string(Path::new(ROOT).join("src/lib.rs")).unwrap();
    // `pub mod x;`, and a package of the workspace named as a module: `pub use rookery_x as x;`.
    let declared: Vec<&str> = lib
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("pub mod ").or_else(|| {
                l.strip_prefix("pub use rookery_")
                    .and_then(|u| u.split_once(" as "))
                    .map(|(_, m)| m)
            })
        })
        .map(|m| m.trim_end_matches(';'))
        .collect();
    assert!(declared.contains(&"engine"), "src/lib.rs was not read");
    let placed: BTreeSet<&str> = LAYERS.iter().map(|(m, _)| *m).collect();
    for m in declared {
        assert!(
            placed.contains(m),
            "`{m}` (src/lib.rs) has no place in LAYERS"
        );
    }
}

/// What the engine's package (`src/engine/Cargo.toml`) may depend on: serialization and the
/// TOML of its data files, nothing that does I/O, keeps time or draws random numbers.
const ENGINE_DEPENDENCIES: &[&str] = &["serde", "serde_json", "toml"];

/// The engine stays pure as a package of its own (issue 31): its manifest names no other
/// dependency (build and test ones included), and no file of the main crate reaches it but by
/// `crate::engine` (the name src/lib.rs gives it), so that [`LAYERS`] sees every use of it.
#[test]
fn the_engine_depends_on_nothing_but_serialization() {
    let manifest: toml::Table =
        std::fs::read_to_string(Path::new(ROOT).join("src/engine/Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
    assert_eq!(manifest["package"]["name"].as_str(), Some("rookery-engine"));
    let mut deps = BTreeSet::new();
    for table in [
        "dependencies",
        "dev-dependencies",
        "build-dependencies",
        "target",
    ] {
        if let Some(t) = manifest.get(table).and_then(|t| t.as_table()) {
            assert_ne!(
                table, "target",
                "no dependencies by target in src/engine/Cargo.toml"
            );
            deps.extend(t.keys().cloned());
        }
    }
    let allowed: BTreeSet<String> = ENGINE_DEPENDENCIES.iter().map(|d| d.to_string()).collect();
    assert!(
        deps.contains("serde"),
        "src/engine/Cargo.toml was not read: {deps:?}"
    );
    let extra: Vec<&String> = deps.difference(&allowed).collect();
    assert!(
        extra.is_empty(),
        "the engine must stay pure; src/engine/Cargo.toml depends on {extra:?}"
    );
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    let direct: Vec<String> = files
        .iter()
        .filter(|p| !p.ends_with("src/lib.rs"))
        .filter(|p| {
            std::fs::read_to_string(p)
                .unwrap()
                .contains("rookery_engine")
        })
        .map(|p| p.display().to_string())
        .collect();
    assert!(
        direct.is_empty(),
        "use `crate::engine::...`, not `rookery_engine::...` (tests/layering.rs): {direct:?}"
    );
}

/// The reader itself: it sees what it must, and nothing in comments or tests.
#[test]
fn the_reader_finds_paths_in_braces_and_skips_comments_and_tests() {
    let code = code_of(
        "use crate::{db::X, engine::{A, B}, mail::compose::Notice};\n\
         use crate::mail::{self, outbox as o, Site};\n\
         // use crate::web::Page;\n\
         /// [`crate::api`]\n\
         fn f() { crate::i18n::Lang::En; rookery_crate::x(); }\n\
         #[cfg(test)]\n\
         mod tests { use crate::selfplay::Dice; }\n",
    );
    let found: Vec<String> = targets(&code).into_iter().collect();
    assert_eq!(
        found,
        [
            "db",
            "engine",
            "i18n",
            "mail::Site",
            "mail::compose",
            "mail::outbox"
        ]
    );
}

/// Files of the service and the edges that still write SQL themselves (diesel's query builder,
/// `db::schema`, raw SQL) instead of calling a query of `db::queries` (issue 26 item 2: "the
/// service's queries live in `db`"). The list may only shrink, like [`OWED`].
const OWED_SQL: &[&str] = &[];

/// What marks a file as writing SQL of its own.
const SQL_MARKS: &[&str] = &["diesel", "db::schema", "sql_query", "cached::sql"];

#[test]
fn the_service_and_the_edges_leave_sql_to_db() {
    let found: BTreeSet<String> = code_files(&["service", "web", "api", "http"])
        .into_iter()
        .filter(|(_, code)| SQL_MARKS.iter().any(|m| code.contains(m)))
        .map(|(rel, _)| rel)
        .collect();
    let owed: BTreeSet<String> = OWED_SQL.iter().map(|f| f.to_string()).collect();
    let new: Vec<&String> = found.difference(&owed).collect();
    assert!(
        new.is_empty(),
        "these files write SQL themselves; add a query to db::queries instead: {new:?}"
    );
    let paid: Vec<&String> = owed.difference(&found).collect();
    assert!(
        paid.is_empty(),
        "these files no longer write SQL; strike them out of OWED_SQL in tests/layering.rs: {paid:?}"
    );
}

/// Issue 26 item 5: the crate root and the big modules' documentation lists their modules: each
/// module a file declares (`mod x;` or `pub mod x;`, tests aside) is named in the file's `//!`
/// lines, as `` `x` `` or [`x`].
#[test]
fn module_docs_list_their_modules() {
    let mut unlisted = Vec::new();
    for file in [
        "lib.rs",
        "service/mod.rs",
        "mail/mod.rs",
        "web/mod.rs",
        "db/mod.rs",
        "i18n/mod.rs",
        "wording/mod.rs",
    ] {
        let text = std::fs::read_to_string(Path::new(ROOT).join("src").join(file)).unwrap();
        let doc: String = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        let code = code_of(&text);
        let declared: Vec<&str> = code
            .lines()
            .map(str::trim)
            .filter_map(|l| {
                l.strip_prefix("pub mod ")
                    .or_else(|| l.strip_prefix("pub(crate) mod "))
                    .or_else(|| l.strip_prefix("mod "))
            })
            .filter_map(|l| l.strip_suffix(';'))
            .collect();
        assert!(!declared.is_empty(), "src/{file} declares no module");
        for m in declared {
            if !doc.contains(&format!("`{m}`")) {
                unlisted.push(format!("src/{file}: `{m}`"));
            }
        }
    }
    assert!(
        unlisted.is_empty(),
        "modules their parent's documentation does not name:\n  {}",
        unlisted.join("\n  ")
    );
}

/// Issue 26 item 5: a lint is silenced only where it fires, and says why: `#[expect(…, reason =
/// "…")]`, never `#[allow(…)]` (which stays silent after the code it excused is gone).
#[test]
fn lints_are_expected_with_a_reason_never_allowed() {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join("src"), &mut files);
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with("#[allow(") || t.starts_with("#![allow(") {
                found.push(format!("{}:{}", path.display(), n + 1));
            }
        }
        let mut rest = text.as_str();
        while let Some(i) = rest.find("#[expect(") {
            rest = &rest[i..];
            let end = rest.find(")]").unwrap_or(rest.len());
            if !rest[..end].contains("reason = ") {
                found.push(format!("{}: an #[expect] without a reason", path.display()));
            }
            rest = &rest[end..];
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
