//! The documentation tells the truth about the code (issue 31): every `ROOKERY_*` setting the
//! code reads is documented and every documented one is read; every `rookery` command and flag
//! the docs show exists; every subcommand's `--help` works and describes each of its arguments.
//!
//! The docs are `README.md` and every Markdown file under `docs/`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_rookery");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The files under `dir` (recursively) whose name ends with one of `exts`.
fn files(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, exts, out);
        } else if exts
            .iter()
            .any(|x| p.file_name().unwrap().to_string_lossy().ends_with(x))
        {
            out.push(p);
        }
    }
}

fn docs() -> Vec<(PathBuf, String)> {
    let mut paths = vec![Path::new(ROOT).join("README.md")];
    files(&Path::new(ROOT).join("docs"), &[".md"], &mut paths);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// Every `ROOKERY_NAME` in `text` (a name ends at the first character that cannot be part of
/// it; a trailing `_` is a prefix in prose such as `ROOKERY_TEST_*`, not a name).
fn settings_in(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find("ROOKERY_") {
        let tail = &rest[i..];
        let end = tail
            .find(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
            .unwrap_or(tail.len());
        let name = tail[..end].trim_end_matches('_');
        if name.len() > "ROOKERY_".len() {
            out.insert(name.to_string());
        }
        rest = &tail[end..];
    }
    out
}

#[test]
fn every_setting_the_code_reads_is_documented_and_every_documented_one_is_read() {
    let mut documented = BTreeSet::new();
    for (_, text) in docs() {
        documented.extend(settings_in(&text));
    }
    // What the server and the commands read.
    let mut src = Vec::new();
    files(&Path::new(ROOT).join("src"), &[".rs"], &mut src);
    let mut read = BTreeSet::new();
    for p in &src {
        read.extend(settings_in(&std::fs::read_to_string(p).unwrap()));
    }
    // What the tests, benchmarks and scripts read (their own settings: ROOKERY_TEST_PG_URL…).
    let mut tooling = Vec::new();
    for dir in ["tests", "benches", "scripts"] {
        files(&Path::new(ROOT).join(dir), &[".rs", ""], &mut tooling);
    }
    let mut used = read.clone();
    for p in &tooling {
        if p.ends_with("docs.rs") {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(p) {
            used.extend(settings_in(&text));
        }
    }
    let undocumented: Vec<_> = read.difference(&documented).collect();
    assert!(
        undocumented.is_empty(),
        "read by the code but in no doc: {undocumented:?}"
    );
    let unread: Vec<_> = documented.difference(&used).collect();
    assert!(
        unread.is_empty(),
        "documented but read by nothing: {unread:?}"
    );
}

/// The subcommands `rookery --help` lists.
fn subcommands() -> Vec<String> {
    let out = Command::new(BIN).arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let mut in_commands = false;
    let mut subs = Vec::new();
    for line in text.lines() {
        if line.starts_with("Commands:") {
            in_commands = true;
            continue;
        }
        if in_commands {
            if !line.starts_with("  ") {
                break;
            }
            let name = line.split_whitespace().next().unwrap();
            if name != "help" {
                subs.push(name.to_string());
            }
        }
    }
    assert!(subs.len() >= 8, "too few commands in --help: {text}");
    subs
}

/// `rookery SUB -h`: each line of its Arguments and Options sections, as (the argument, its
/// description).
fn arguments_of(sub: &str) -> Vec<(String, String)> {
    let out = Command::new(BIN).args([sub, "-h"]).output().unwrap();
    assert!(out.status.success(), "rookery {sub} -h failed");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut args = Vec::new();
    let mut in_section = false;
    for line in text.lines() {
        if line == "Arguments:" || line == "Options:" {
            in_section = true;
            continue;
        }
        if line.is_empty() || !line.starts_with("  ") {
            in_section = false;
            continue;
        }
        if in_section {
            let body = line.trim_start();
            // "  --players <N>  Players per game": the argument ends at the first run of two
            // spaces (clap's column), the description is what follows it.
            let (arg, desc) = match body.find("  ") {
                Some(i) => (&body[..i], body[i..].trim()),
                None => (body, ""),
            };
            args.push((arg.to_string(), desc.to_string()));
        }
    }
    args
}

/// Each command's one-line summary in `rookery --help` (the text after its name).
fn summaries() -> BTreeMap<String, String> {
    let out = Command::new(BIN).arg("--help").output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let subs: BTreeSet<String> = subcommands().into_iter().collect();
    text.lines()
        .filter_map(|line| {
            let body = line.strip_prefix("  ")?;
            let (name, rest) = body.split_once(' ').unwrap_or((body, ""));
            subs.contains(name)
                .then(|| (name.to_string(), rest.trim().to_string()))
        })
        .collect()
}

#[test]
fn every_command_has_a_help_that_describes_each_argument() {
    let mut missing = Vec::new();
    let summaries = summaries();
    for sub in subcommands() {
        let out = Command::new(BIN).args([&sub, "--help"]).output().unwrap();
        assert!(out.status.success(), "rookery {sub} --help failed");
        let long = String::from_utf8(out.stdout).unwrap();
        // clap starts a command's help with its description, or with "Usage:" when it has none.
        assert!(
            long.lines()
                .next()
                .is_some_and(|l| !l.trim().is_empty() && !l.starts_with("Usage:")),
            "rookery {sub} --help has no description:\n{long}"
        );
        let summary = summaries.get(&sub).map(String::as_str).unwrap_or("");
        assert!(
            !summary.is_empty(),
            "rookery --help lists {sub} without a summary"
        );
        // A description pasted onto the wrong command: its first sentence is another command's.
        let first_sentence = |text: &str| text.split(". ").next().unwrap_or("").to_string();
        for (other, text) in summaries.iter().filter(|(_, t)| !t.is_empty()) {
            assert!(
                other == &sub || first_sentence(text) != first_sentence(summary),
                "rookery {sub} and rookery {other} begin with the same description"
            );
            assert!(
                other == &sub || !summary.contains(&first_sentence(text)),
                "rookery {sub}'s description holds rookery {other}'s: {summary}"
            );
        }
        for (arg, desc) in arguments_of(&sub) {
            if desc.is_empty() {
                missing.push(format!("rookery {sub} {arg}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "arguments without a description: {missing:?}"
    );
}

#[test]
fn every_command_and_flag_the_docs_show_exists() {
    let subs: BTreeSet<String> = subcommands().into_iter().collect();
    let mut flags_of: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for sub in &subs {
        let flags = arguments_of(sub)
            .into_iter()
            .flat_map(|(arg, _)| {
                arg.split([',', ' '])
                    .filter(|w| w.starts_with("--"))
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect();
        flags_of.insert(sub.clone(), flags);
    }
    let mut wrong = Vec::new();
    for (path, text) in docs() {
        // Commands are shown in code: fenced blocks and `inline code`.
        let mut code: Vec<&str> = Vec::new();
        let mut fenced = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                code.push(line);
            } else {
                code.extend(line.split('`').skip(1).step_by(2));
            }
        }
        for snippet in code {
            let words: Vec<&str> = snippet.split_whitespace().collect();
            let Some(at) = words
                .iter()
                .position(|w| *w == "rookery" || w.ends_with("/rookery"))
            else {
                continue;
            };
            // Only a command line: `rookery` followed by a word that names a command.
            let Some(sub) = words.get(at + 1) else {
                continue;
            };
            if sub.starts_with('-') || sub.starts_with('#') {
                continue;
            }
            if !sub.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                continue;
            }
            let Some(flags) = flags_of.get(*sub) else {
                wrong.push(format!(
                    "{}: unknown command `rookery {sub}`",
                    path.display()
                ));
                continue;
            };
            for w in &words[at + 2..] {
                if *w == "#" {
                    break;
                }
                if let Some(flag) = w.strip_prefix("--") {
                    let flag = format!("--{}", flag.split('=').next().unwrap());
                    let flag = flag.trim_end_matches([',', ';', ')', '.', ':']);
                    if flag != "--" && !flags.contains(flag) {
                        wrong.push(format!("{}: `rookery {sub}` has no {flag}", path.display()));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// A command's required positional arguments (from [`arguments_of`]), each given something
/// harmless, for a call that must be refused before anything runs: a URL where nothing
/// listens, else a word.
fn harmless_positionals(args: &[(String, String)]) -> Vec<&'static str> {
    args.iter()
        .filter(|(a, _)| a.starts_with('<'))
        .map(|(a, _)| match a.as_str() {
            "<URL>" => "http://127.0.0.1:9",
            _ => "nothing",
        })
        .collect()
}

/// Every command that plays games of either edition (`--players` and `--first-edition` in its
/// help) refuses a table the edition has no setup for before anything runs: exit status 2, the
/// edition's own range in one line, and no file written.
#[test]
fn every_command_refuses_a_table_its_edition_does_not_have() {
    let mut checked = Vec::new();
    for sub in subcommands() {
        let args = arguments_of(&sub);
        let has = |flag: &str| {
            args.iter()
                .any(|(a, _)| a.split([',', ' ']).any(|w| w == flag))
        };
        if !(has("--players") && has("--first-edition")) {
            continue;
        }
        let positional = harmless_positionals(&args);
        let dir = std::env::temp_dir().join(format!("rookery-docs-{sub}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (players, range) in [("6", "3 to 5"), ("2", "3 to 5")] {
            let mut command = Command::new(BIN);
            command
                .current_dir(&dir)
                .env("TMPDIR", &dir)
                .args([sub.as_str(), "--first-edition", "--players", players])
                .args(if has("--games") {
                    &["--games", "1"][..]
                } else {
                    &[]
                })
                .args(&positional);
            let out = command.output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(
                out.status.code(),
                Some(2),
                "rookery {sub} --first-edition --players {players}: {stderr}"
            );
            // clap's own refusal (outside 3 to 6) names the flag; ours also the edition's range.
            let ours = players == "6";
            assert!(
                stderr.contains(&format!("--players {players}"))
                    || stderr.contains(&format!("'{players}' for '--players")),
                "rookery {sub} --players {players}: {stderr}"
            );
            if ours {
                assert!(
                    stderr.contains(range) && stderr.lines().count() == 1,
                    "rookery {sub}: {stderr}"
                );
                assert_eq!(
                    stderr.matches(&format!("{sub}:")).count(),
                    1,
                    "rookery {sub}: the command named once: {stderr}"
                );
            }
            assert!(
                std::fs::read_dir(&dir).unwrap().next().is_none(),
                "rookery {sub} --players {players} wrote a file"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
        checked.push(sub);
    }
    // selfplay, arena, pace and webplay today; a new one is checked as soon as it has both flags.
    assert!(checked.len() >= 4, "checked only {checked:?}");
}

/// Every command with a number of games refuses none (`--games 0`), as a usage error naming the
/// flag, rather than printing figures over no game.
#[test]
fn every_command_refuses_zero_games() {
    let mut checked = Vec::new();
    for sub in subcommands() {
        let args = arguments_of(&sub);
        if !args.iter().any(|(a, _)| a.starts_with("--games ")) {
            continue;
        }
        let out = Command::new(BIN)
            .args([sub.as_str(), "--games", "0"])
            .args(harmless_positionals(&args))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(2),
            "rookery {sub} --games 0: {stderr}"
        );
        assert!(
            stderr.contains("--games"),
            "rookery {sub} --games 0: {stderr}"
        );
        checked.push(sub);
    }
    assert!(checked.len() >= 4, "checked only {checked:?}");
}

/// A count of the 2nd edition's scenario files stated in the docs ("260 scenario files") is the
/// number of files in `tests/scenarios/` (the 1st edition's are in `agot1/`, counted apart).
#[test]
fn the_scenario_count_the_docs_state_is_the_number_of_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let files = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "toml")
        })
        .count();
    let mut stated = Vec::new();
    for (path, text) in docs() {
        let words: Vec<&str> = text.split_whitespace().collect();
        for w in words.windows(3) {
            if w[1] == "scenario" && w[2].starts_with("files") {
                if let Ok(n) = w[0].parse::<usize>() {
                    stated.push((path.display().to_string(), n));
                }
            }
        }
    }
    assert!(
        !stated.is_empty(),
        "no doc states the count any more: drop this test"
    );
    for (path, n) in stated {
        assert_eq!(
            n, files,
            "{path} says {n} scenario files; tests/scenarios/ has {files}"
        );
    }
}

/// Every script under `scripts/` and every Fluent file of the reference language is named in
/// the docs, so that a newcomer can find what each is for (issue 31 found `scripts/check-ftl`
/// and `edition.ftl` in no doc).
#[test]
fn every_script_and_fluent_file_is_named_in_the_docs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let all: String = docs().into_iter().map(|(_, text)| text).collect();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("scripts")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !all.contains(&format!("scripts/{name}")) {
            missing.push(format!("scripts/{name}"));
        }
    }
    let languages = std::fs::read_to_string(root.join("docs/languages.md")).unwrap();
    for entry in std::fs::read_dir(root.join("src/i18n/locales/en")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".ftl") && !languages.contains(&format!("`{name}`")) {
            missing.push(format!("{name} (in docs/languages.md)"));
        }
    }
    assert!(missing.is_empty(), "named in no doc: {missing:?}");
}

/// The build profiles the docs name exist, and the benches build what a public server runs:
/// `--release` is the short first build and `production` the server's (Cargo.toml; issue 31),
/// and every speed figure in docs/benchmarks.md is `production`'s, measured by `cargo bench`,
/// so the `bench` profile must set what `production` sets over `release`.
#[test]
fn the_benches_build_what_the_production_profile_builds_and_the_docs_name_real_profiles() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest: toml::Table = std::fs::read_to_string(root.join("Cargo.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let profiles = manifest["profile"].as_table().unwrap();
    let mut production = profiles["production"].as_table().unwrap().clone();
    assert_eq!(
        production
            .remove("inherits")
            .and_then(|v| v.as_str().map(str::to_string)),
        Some("release".to_string()),
        "the production profile is the release profile with its own settings"
    );
    let bench = profiles["bench"].as_table().unwrap();
    assert_eq!(
        &production, bench,
        "[profile.bench] must set what [profile.production] sets, so `cargo bench` measures it"
    );
    assert_ne!(
        profiles["release"].get("lto"),
        production.get("lto"),
        "production differs from release by its link-time optimization"
    );
    let mut unknown = Vec::new();
    for (path, text) in docs() {
        for (i, _) in text.match_indices("--profile ") {
            let name: String = text[i + "--profile ".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if !profiles.contains_key(&name) {
                unknown.push(format!("{}: --profile {name}", path.display()));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "profiles the docs name that Cargo.toml has not: {unknown:?}"
    );
}

/// The routes `web::routes` registers, each with its methods (`GET`, `HEAD`, `POST`), read
/// from `src/web/mod.rs`: each `web::resource("PATH")` up to the next.
fn web_routes() -> BTreeMap<String, BTreeSet<String>> {
    let code = std::fs::read_to_string(Path::new(ROOT).join("src/web/mod.rs")).unwrap();
    let start = code
        .find("pub fn routes(")
        .expect("src/web/mod.rs has web::routes");
    let body = &code[start..];
    let body = &body[..body.find("\n}\n").unwrap_or(body.len())];
    let mut routes = BTreeMap::new();
    for part in body.split("web::resource(\"").skip(1) {
        let path = part[..part.find('"').unwrap()].to_string();
        let methods: BTreeSet<String> = ["get", "head", "post", "put", "delete", "patch"]
            .into_iter()
            .filter(|m| part.contains(&format!("web::{m}()")))
            .map(str::to_uppercase)
            .collect();
        routes.insert(path, methods);
    }
    routes
}

/// docs/web.md's table of routes names every route of the web service with its methods, and
/// nothing else, so that the next person finds each page and form there.
#[test]
fn the_route_table_names_every_route_with_its_methods() {
    let code = web_routes();
    assert!(code.len() > 60, "{} routes read from the code", code.len());
    let doc = std::fs::read_to_string(Path::new(ROOT).join("docs/web.md")).unwrap();
    let table = &doc[doc.find("## Routes").expect("docs/web.md has ## Routes")..];
    let mut documented = BTreeMap::new();
    for line in table
        .lines()
        .skip_while(|l| !l.starts_with("| methods"))
        .skip(2)
    {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let methods: BTreeSet<String> = cells[1].split(", ").map(str::to_string).collect();
        let path = cells[2].trim_matches('`').to_string();
        assert!(
            documented.insert(path.clone(), methods).is_none(),
            "{path} twice"
        );
    }
    let missing: Vec<_> = code
        .keys()
        .filter(|p| !documented.contains_key(*p))
        .collect();
    assert!(missing.is_empty(), "routes not in docs/web.md: {missing:?}");
    let extra: Vec<_> = documented
        .keys()
        .filter(|p| !code.contains_key(*p))
        .collect();
    assert!(
        extra.is_empty(),
        "docs/web.md names routes that do not exist: {extra:?}"
    );
    for (path, methods) in &code {
        assert_eq!(&documented[path], methods, "the methods of {path}");
    }
}
