//! The new-game form: its values, the fields of each edition, reading it back into a
//! `GameSpec`.

use crate::decisions::formdata::FormData;
use crate::engine::options::{Edition, FirstEditionOptions, TieBreaks, WinterIsComing};
use crate::engine::ruleset::ruleset;
use crate::engine::{GameOptions, House};
use crate::i18n::{self, Tr};
use crate::service::lobby::{houses_in, Deadlines, GameSpec, Seating, MAX_DEADLINE_HOURS};
use crate::service::new_game::{default_players, DEFAULT_HOUSE};
use crate::service::ravens::{Press, PressRule};
use crate::service::Reason;
use crate::service::ServiceError;
use crate::service::UserId;
use crate::web::ctx::{Ctx, PageCtx, Reply};
use crate::web::{render, run, run_post, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "new_game.html")]
struct NewGamePage {
    ctx: PageCtx,
    error: Option<String>,
    v: NewGameValues,
    /// The rulesets offered, each a link to its form: key, words, the one shown.
    editions: Vec<(&'static str, String, bool)>,
    /// The player counts of the edition.
    player_counts: Vec<u8>,
    /// The houses of the edition.
    houses: Vec<(&'static str, String)>,
    /// The houses each player count adds, in words.
    houses_by_count: String,
    /// The 1st edition's options (empty for the 2nd edition's form).
    agot1_fields: Vec<Agot1Line>,
    /// Whether the edition lets a house refuse support (else "always accept" is moot).
    support_refusable: bool,
    max_hours: u32,
    /// The largest time bank (issue 25).
    max_bank_hours: u32,
    /// Issue 13: civil disorder, who runs the clock, reliability (`seat_rules_fields.html`).
    rules: crate::web::seats::RulesValues,
    /// Issue 32: rated, the minimum rating (`public_fields.html`).
    public: crate::web::public::PublicValues,
}

/// The new-game form's values (kept when it is shown again).
struct NewGameValues {
    edition: Edition,
    /// The 1st edition's options (shown and read only for the 1st edition).
    agot1: FirstEditionOptions,
    name: String,
    players: u8,
    seating: String,
    house: String,
    public: bool,
    tides: bool,
    winter_literal: bool,
    winter_reshuffles: bool,
    tie_breaks_v2: bool,
    auto_accept_support: bool,
    /// Sealed support declarations, revealed together (issue 25: faster by mail).
    sealed_support: bool,
    /// Raids and marches asked early (issue 25: faster by mail).
    early_marches: bool,
    start_when_full: bool,
    /// The press rule's key (`full`, `public`, `none`).
    press: String,
    press_reveal: bool,
    press_spectators: bool,
    deadlines: Deadlines,
}

impl Default for NewGameValues {
    fn default() -> Self {
        NewGameValues {
            edition: Edition::Second,
            agot1: FirstEditionOptions::default(),
            name: String::new(),
            players: 6,
            seating: "choice".into(),
            house: "stark".into(),
            public: true,
            tides: false,
            winter_literal: false,
            winter_reshuffles: false,
            tie_breaks_v2: false,
            auto_accept_support: false,
            sealed_support: false,
            early_marches: false,
            start_when_full: false,
            press: "full".into(),
            press_reveal: false,
            press_spectators: true,
            deadlines: Deadlines::default(),
        }
    }
}

/// The new-game form's field naming the ruleset, and its values.
const EDITION_FIELD: &str = "edition";
const EDITIONS: [Edition; 2] = [Edition::Second, Edition::First];

/// The 1st edition's options on the new-game form (spec agot1 §16.4, and the per-rule switches
/// toward the 2nd edition): the form shows a checkbox per key, named `agot1_KEY`, with the words
/// `new-agot1-KEY` and `new-agot1-KEY-help`, and reads it back through the same table.
pub(super) const AGOT1_KEYS: [&str; 6] = [
    "kc_start_fix",
    "orders_mandatory",
    "no_support_against_self",
    "random_house_assignment",
    "second_edition_orders",
    "second_edition_tie_breaks",
];

pub(super) fn agot1_switch<'a>(o: &'a mut FirstEditionOptions, key: &str) -> &'a mut bool {
    match key {
        "kc_start_fix" => &mut o.kc_start_fix,
        "orders_mandatory" => &mut o.orders_mandatory,
        "no_support_against_self" => &mut o.no_support_against_self,
        "random_house_assignment" => &mut o.random_house_assignment,
        "second_edition_orders" => &mut o.second_edition_orders,
        "second_edition_tie_breaks" => &mut o.second_edition_tie_breaks,
        other => unreachable!("no 1st-edition option {other}"),
    }
}

/// One 1st-edition option's checkbox.
pub struct Agot1Line {
    pub name: String,
    pub label: String,
    pub help: String,
    pub checked: bool,
}

/// The 1st-edition option that the seating radio ("players choose" / "deal at random") sets:
/// no checkbox of its own, so that the form cannot say both (issue 27).
const SEATING_KEY: &str = "random_house_assignment";

fn agot1_lines(o: &FirstEditionOptions, tr: Tr) -> Vec<Agot1Line> {
    let mut o = o.clone();
    AGOT1_KEYS
        .iter()
        .filter(|k| **k != SEATING_KEY)
        .map(|k| Agot1Line {
            name: format!("agot1_{k}"),
            label: tr.t(&format!("new-agot1-{k}")),
            help: tr.t(&format!("new-agot1-{k}-help")),
            checked: *agot1_switch(&mut o, k),
        })
        .collect()
}

fn edition_from_key(key: &str) -> Option<Edition> {
    EDITIONS.into_iter().find(|e| e.key() == key)
}

/// "3 players: Stark, Lannister, Baratheon; 4 adds Greyjoy; …": the houses each player count of
/// the edition adds, from its setup data.
fn houses_by_count(edition: Edition, tr: Tr) -> String {
    let rules = ruleset(edition);
    let mut before: Vec<House> = vec![];
    let mut parts = vec![];
    for n in rules.min_players..=rules.max_players {
        let houses = houses_in(edition, n);
        let names: Vec<String> = houses
            .iter()
            .filter(|h| !before.contains(h))
            .map(|h| i18n::house_name(tr.lang(), *h))
            .collect();
        parts.push(if before.is_empty() {
            tr.t2("new-count-houses", "count", n, "houses", names.join(", "))
        } else {
            tr.t2("new-count-adds", "count", n, "houses", names.join(", "))
        });
        before = houses;
    }
    parts.join("; ")
}

impl NewGamePage {
    fn new(
        ctx: &mut Ctx,
        error: Option<String>,
        v: NewGameValues,
        rules: crate::web::seats::RulesValues,
    ) -> NewGamePage {
        let tr = ctx.tr();
        let edition = v.edition;
        let r = ruleset(edition);
        let houses = houses_in(edition, r.max_players)
            .into_iter()
            .map(|h| (h.key(), i18n::house_name(tr.lang(), h)))
            .collect();
        NewGamePage {
            editions: EDITIONS
                .iter()
                .map(|e| {
                    (
                        e.key(),
                        tr.t(&format!("edition-{}", e.key())),
                        *e == edition,
                    )
                })
                .collect(),
            player_counts: (r.min_players..=r.max_players).collect(),
            support_refusable: r.support_refusable,
            houses,
            houses_by_count: houses_by_count(edition, tr),
            agot1_fields: match edition {
                Edition::First => agot1_lines(&v.agot1, tr),
                Edition::Second => vec![],
            },
            ctx: ctx.page(),
            error,
            v,
            max_hours: MAX_DEADLINE_HOURS,
            max_bank_hours: crate::service::lobby::MAX_BANK_HOURS,
            rules,
            public: Default::default(),
        }
    }
}

pub async fn new_game_form(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    // `?edition=first`: the form of that ruleset (its player counts, houses and options).
    let edition =
        web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
            .ok()
            .and_then(|q| q.get(EDITION_FIELD).and_then(|k| edition_from_key(k)))
            .unwrap_or_default();
    run(st, &req, move |_, ctx| {
        ctx.user()?;
        let mut v = NewGameValues {
            edition,
            ..NewGameValues::default()
        };
        if !plays_with(edition, v.players) {
            v.players = ruleset(edition).max_players;
        }
        // Issue 27: one control for the seating. The 1st edition deals houses at random by
        // default (spec agot1 §1.1): its radio starts there.
        if edition == Edition::First && v.agot1.random_house_assignment {
            v.seating = "random".into();
        }
        Ok(render(
            StatusCode::OK,
            &NewGamePage::new(ctx, None, v, crate::web::seats::RulesValues::proposed()),
        ))
    })
    .await
}

/// Whether an edition is played with this many players.
fn plays_with(edition: Edition, players: u8) -> bool {
    !houses_in(edition, players).is_empty()
}

fn hours(form: &FormData, name: &str, default: u32, tr: Tr) -> Result<u32, String> {
    match form.get(name).map(str::trim) {
        None | Some("") => Ok(default),
        Some(v) => v
            .parse::<u32>()
            .map_err(|_| tr.t1("new-error-deadline", "value", format!("{v:?}"))),
    }
}

/// "12, 1" → [12, 1]; empty: none.
fn reminder_hours(form: &FormData, default: &[u32], tr: Tr) -> Result<Vec<u32>, String> {
    let Some(v) = form.get("reminder_hours") else {
        return Ok(default.to_vec());
    };
    v.split([',', ' '])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.parse::<u32>()
                .map_err(|_| tr.t1("new-error-reminder", "value", format!("{p:?}")))
        })
        .collect()
}

fn read_new_game(form: &FormData, tr: Tr) -> (NewGameValues, Result<GameSpec, String>) {
    let d = Deadlines::default();
    let edition = form.get(EDITION_FIELD).map(edition_from_key);
    let mut agot1 = FirstEditionOptions::default();
    for k in AGOT1_KEYS {
        *agot1_switch(&mut agot1, k) = form.checked(&format!("agot1_{k}"));
    }
    let chosen_edition = edition.flatten().unwrap_or_default();
    // A field left out (a script's post, issue 31) takes its documented default
    // (`service::new_game`); one sent but unreadable is refused.
    let mut v = NewGameValues {
        edition: chosen_edition,
        agot1,
        name: form.get("name").unwrap_or("").trim().to_string(),
        players: match form.get("players") {
            None => default_players(chosen_edition),
            Some(p) => p.parse().unwrap_or(0),
        },
        seating: form.get("seating").unwrap_or("choice").to_string(),
        house: form.get("house").unwrap_or(DEFAULT_HOUSE.key()).to_string(),
        public: form.get("visibility") != Some("invite"),
        tides: form.checked("tides_of_battle"),
        winter_literal: form.get("winter_is_coming") == Some("literal"),
        winter_reshuffles: form.checked("winter_reshuffles_discards"),
        tie_breaks_v2: form.get("tie_breaks") == Some("errata_v2"),
        auto_accept_support: form.checked("auto_accept_support"),
        sealed_support: form.checked("sealed_support"),
        early_marches: form.checked("early_marches"),
        start_when_full: form.get("start") == Some("when_full"),
        press: form.get("press").unwrap_or("full").to_string(),
        press_reveal: form.checked("press_reveal"),
        press_spectators: form.checked("press_spectators"),
        deadlines: d.clone(),
    };
    let spec = (|| {
        let deadlines = Deadlines {
            planning_hours: hours(form, "planning_hours", d.planning_hours, tr)?,
            action_hours: hours(form, "action_hours", d.action_hours, tr)?,
            combat_hours: hours(form, "combat_hours", d.combat_hours, tr)?,
            westeros_hours: hours(form, "westeros_hours", d.westeros_hours, tr)?,
            reminder_hours: reminder_hours(form, &d.reminder_hours, tr)?,
            bank_hours: hours(form, "bank_hours", d.bank_hours, tr)?,
            bank_step_hours: hours(form, "bank_step_hours", d.bank_step_hours, tr)?,
        }
        .checked()
        .map_err(|e| e.words(tr))?;
        if edition == Some(None) {
            return Err(tr.t("new-error-edition"));
        }
        if !plays_with(v.edition, v.players) {
            return Err(tr.t(match v.edition {
                Edition::Second => "new-error-players",
                Edition::First => "new-error-players-first",
            }));
        }
        let seating = match v.seating.as_str() {
            "choice" => Seating::Choice,
            "random" => Seating::Random,
            other => return Err(tr.t1("new-error-seating", "value", format!("{other:?}"))),
        };
        // The 1st edition's random house assignment (spec agot1 §1.1) is the seating radio:
        // the option is stored as the game is seated.
        v.agot1.random_house_assignment = seating == Seating::Random;
        let creator_house = match seating {
            Seating::Random => None,
            Seating::Choice => Some(House::from_key(&v.house).ok_or(tr.t("new-error-house"))?),
        };
        if let Some(h) = creator_house {
            if !houses_in(v.edition, v.players).contains(&h) {
                return Err(tr.t2(
                    "new-error-house-count",
                    "house",
                    i18n::house_name(tr.lang(), h),
                    "count",
                    v.players,
                ));
            }
        }
        // The engine may grow options: they keep their defaults here.
        let options = GameOptions {
            edition: v.edition,
            agot1: match v.edition {
                Edition::First => v.agot1.clone(),
                Edition::Second => FirstEditionOptions::default(),
            },
            tides_of_battle: v.tides,
            winter_is_coming: if v.winter_literal {
                WinterIsComing::Literal
            } else {
                WinterIsComing::Errata
            },
            winter_reshuffles_discards: v.winter_reshuffles,
            tie_breaks: if v.tie_breaks_v2 {
                TieBreaks::ErrataV2
            } else {
                TieBreaks::Printed
            },
            auto_accept_support: v.auto_accept_support,
            sealed_support: v.sealed_support,
            early_marches: v.early_marches,
            // New games ask houses whose answers cannot interact at the same time (issue 25).
            ask_together: true,
            ..GameOptions::default()
        };
        Ok(GameSpec {
            name: v.name.clone(),
            players: v.players,
            seating,
            creator_house,
            options,
            deadlines,
            public: v.public,
            start_when_full: v.start_when_full,
            press: Press {
                rule: PressRule::from_key(&v.press)
                    .ok_or_else(|| format!("{:?} is not a press rule.", v.press))?,
                reveal_at_end: v.press_reveal,
                spectators_read: v.press_spectators,
            },
        })
    })();
    if let Ok(s) = &spec {
        v.deadlines = s.deadlines.clone();
    }
    (v, spec)
}

pub async fn new_game(
    st: web::Data<AppState>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    run_post(st, req, payload, |st, ctx, form| {
        let user = ctx.user()?.user_id;
        let (values, spec) = read_new_game(&form, ctx.tr());
        let (rules_values, rules) = crate::web::seats::read_rules(&form, ctx.tr());
        let (public_values, public) = crate::web::public::read_public(&form, ctx.tr());
        let result = spec
            .and_then(|s| Ok((s, rules?, public?)))
            .map_err(|e| ServiceError::Invalid(Reason::from(e)))
            .and_then(|(s, r, p)| st.svc.create_game_public(UserId(user), &s, &r, &p));
        match result {
            Ok(id) => Ok(Reply::Redirect {
                to: format!("/games/{id}"),
            }),
            Err(ServiceError::Invalid(msg)) => {
                let mut page =
                    NewGamePage::new(ctx, Some(msg.words(ctx.tr())), values, rules_values);
                page.public = public_values;
                Ok(render(StatusCode::UNPROCESSABLE_ENTITY, &page))
            }
            Err(e) => Err(e.into()),
        }
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 1st-edition option of the form is a field of its own: each key turns exactly one
    /// option, and all of them together are every switch `FirstEditionOptions` has (its
    /// serialized form names each one).
    #[test]
    fn the_form_s_1st_edition_keys_are_the_options() {
        let default = FirstEditionOptions::default();
        let mut seen = std::collections::BTreeSet::new();
        for k in AGOT1_KEYS {
            let mut o = default.clone();
            let flag = agot1_switch(&mut o, k);
            *flag = !*flag;
            assert_ne!(o, default, "{k}");
            assert!(
                seen.insert(format!("{o:?}")),
                "{k} turns another key's option"
            );
        }
        // The switches; the two orders (`if_you_win`, `wildling_penalties`) are not offered: a
        // new game plays the spec's readings, the other values exist for games stored before.
        let json = serde_json::to_value(&default).unwrap();
        let fields: Vec<&String> = json
            .as_object()
            .unwrap()
            .iter()
            .filter(|(_, v)| v.is_boolean())
            .map(|(k, _)| k)
            .collect();
        assert_eq!(fields.len(), AGOT1_KEYS.len(), "{fields:?}");
        for k in AGOT1_KEYS {
            assert!(fields.iter().any(|f| f.as_str() == k), "{k}");
        }
    }

    #[test]
    fn houses_by_count_follow_the_edition_s_setup() {
        let tr = Tr(i18n::Lang::En);
        assert_eq!(
            houses_by_count(Edition::Second, tr),
            "3 players: Stark, Lannister, Baratheon; 4 adds Greyjoy; 5 adds Tyrell; 6 adds Martell"
        );
        assert_eq!(
            houses_by_count(Edition::First, tr),
            "3 players: Stark, Lannister, Baratheon; 4 adds Tyrell; 5 adds Greyjoy"
        );
    }
}
