//! Web play: whole games played only through the web pages of a real `rookery serve`, as
//! players would (`rookery webplay`, and the tests in `tests/webplay.rs`).
//!
//! For each seat the driver fetches the game page, reads the decision forms from the HTML (not
//! from the engine: [`html`]), picks among the options they offer ([`choose`]), posts, and checks
//! the redirect. It fails a game on any 5xx, on a page that awaits a player but offers no form,
//! on an offered option refused by the server (the form's own selection with one field changed
//! must be accepted; a random combination of several fields may be refused for what only the
//! engine can judge, such as supply across several moves, and is counted apart), and on a game
//! that stops moving. Seats can be absent: they never answer, and the driver moves the server's
//! clock (its `ROOKERY_CLOCK_FILE`) past the deadline so that the defaults move them on.
//!
//! The report counts every kind of request met (`data-request` of the forms posted) so that a
//! run can say which kinds it never met.

pub mod choose;
pub mod html;
pub mod http;

use crate::selfplay::dice::Dice;
use choose::{fill, is_single_change, Mode};
use html::{game_page, GamePage, PageField, PageForm};
use http::{Browser, Response};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// How games are played.
#[derive(Clone, Debug)]
pub struct Config {
    pub players: u8,
    pub tides_of_battle: bool,
    /// The ruleset chosen on the new-game form.
    pub edition: crate::engine::options::Edition,
    /// Chance (percent) that each seat is absent (never answers). Needs `clock_file`.
    pub absent_percent: u32,
    /// The server's `ROOKERY_CLOCK_FILE`, to move its time past a deadline.
    pub clock_file: Option<PathBuf>,
    /// Chance (percent) of filling a whole form at random rather than changing one field of it.
    pub random_percent: u32,
    /// Chance (percent) of replacing a sealed answer (orders, bid, card) right after sealing it.
    pub reseal_percent: u32,
    /// A game still running after this many posts has stalled.
    pub max_posts: u32,
    pub password: String,
    /// The players' language (a code such as `ro`): chosen with the page's switch before they
    /// register or after they log in, and checked on every game page they read. The forms are
    /// read by their field names and hints, never their words, so play is the same in any.
    pub language: Option<String>,
    /// Chance (percent) that a seat plans ahead (issue 25): it fills the orders form's
    /// answer-ahead rows at random, and posts the "Answer ahead" form while not asked. The
    /// others leave every row at "ask me".
    pub plan_percent: u32,
    /// Ticks "raids and marches asked early" (game option `early_marches`) on the new-game
    /// form: seats are then also asked their raids and marches ahead of their turn.
    pub early_marches: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 3,
            tides_of_battle: false,
            edition: Default::default(),
            absent_percent: 0,
            clock_file: None,
            random_percent: 75,
            reseal_percent: 10,
            max_posts: 5_000,
            language: None,
            plan_percent: 0,
            early_marches: false,
            password: "webplay-password".into(),
        }
    }
}

/// What a run of games did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub games: u32,
    /// The games played, by id.
    pub game_ids: Vec<i32>,
    pub winners: Vec<String>,
    /// Forms posted and accepted, by the kind of request they answered.
    pub met: BTreeMap<String, u64>,
    /// Random combinations of several fields the server refused, by rejection kind.
    pub combinations_refused: BTreeMap<String, u64>,
    /// Deadlines passed with an absent seat awaited.
    pub deadlines_passed: u64,
    pub posts: u64,
    /// "Answer ahead" forms posted by seats that plan ahead (issue 25).
    pub plan_posts: u64,
    pub requests: u64,
    pub request_time: Duration,
    pub failures: Vec<String>,
}

impl Report {
    pub fn merge(&mut self, other: &Report) {
        self.games += other.games;
        self.game_ids.extend(&other.game_ids);
        self.winners.extend(other.winners.iter().cloned());
        for (k, n) in &other.met {
            *self.met.entry(k.clone()).or_default() += n;
        }
        for (k, n) in &other.combinations_refused {
            *self.combinations_refused.entry(k.clone()).or_default() += n;
        }
        self.deadlines_passed += other.deadlines_passed;
        self.posts += other.posts;
        self.plan_posts += other.plan_posts;
        self.requests += other.requests;
        self.request_time += other.request_time;
        self.failures.extend(other.failures.iter().cloned());
    }

    /// The kinds of request (out of every kind the engine can make) never met.
    pub fn never_met(&self, tides_of_battle: bool) -> Vec<String> {
        crate::engine::request_kind::all_kinds(tides_of_battle)
            .into_iter()
            .filter(|k| !self.met.contains_key(k))
            .collect()
    }

    /// The coverage table and totals, for the terminal: every kind of both editions.
    pub fn table(&self) -> String {
        let mut out = String::from("| request kind | times met over HTTP |\n|---|---|\n");
        let kinds = crate::engine::request_kind::all_kinds(true)
            .into_iter()
            .chain(crate::engine::request_kind::first_edition_kinds());
        for k in kinds {
            out += &format!("| {k} | {} |\n", self.met.get(&k).copied().unwrap_or(0));
        }
        out += &format!(
            "games: {}; winners: {}; posts: {}; requests: {} ({:.1} ms each on average); deadlines passed for absent seats: {}\n",
            self.games,
            self.winners.join(", "),
            self.posts,
            self.requests,
            self.request_time.as_secs_f64() * 1000.0 / self.requests.max(1) as f64,
            self.deadlines_passed
        );
        let refused: Vec<String> = self
            .combinations_refused
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        out += &format!(
            "random combinations refused by the engine (then one field changed instead): {}\n",
            if refused.is_empty() {
                "none".into()
            } else {
                refused.join(", ")
            }
        );
        out += &format!("failures: {}\n", self.failures.len());
        for f in &self.failures {
            out += &format!("  {f}\n");
        }
        out
    }
}

/// A player at the table: a name, a browser, whether they ever answer.
pub struct Seat {
    pub name: String,
    pub browser: Browser,
    pub absent: bool,
}

/// The path of a redirect target, without the site.
fn path_of(location: &str) -> String {
    match location.find("://") {
        Some(i) => {
            let rest = &location[i + 3..];
            rest.find('/').map_or("/".into(), |j| rest[j..].to_owned())
        }
        None => location.to_owned(),
    }
}

fn with_csrf(page: &str, fields: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut out = vec![("csrf".to_owned(), html::csrf(page).unwrap_or_default())];
    out.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    out
}

fn expect_redirect(what: &str, r: Response) -> Result<String, String> {
    match (r.status, r.location) {
        (303, Some(l)) => Ok(path_of(&l)),
        (s, _) => Err(format!(
            "{what}: expected a 303, got {s}: {}",
            first_error(&r.body)
        )),
    }
}

fn first_error(body: &str) -> String {
    match game_page(body).error {
        Some((text, _)) => text,
        None => body.chars().take(300).collect(),
    }
}

/// Registers a new account in `browser` (which stays logged in).
pub fn register(browser: &mut Browser, name: &str, password: &str) -> Result<(), String> {
    let form = browser.get("/register")?;
    let fields = with_csrf(
        &form.body,
        &[
            ("name", name),
            ("email", &format!("{name}@webplay.example")),
            ("password", password),
            ("password2", password),
            ("time_zone", "UTC"),
        ],
    );
    let r = browser.post("/register", &fields)?;
    if r.status == 429 {
        // A server with the default limits takes 10 accounts an hour from one address.
        return Err(
            "registering: the server takes no more accounts from this address for now \
                    (429): each game registers an account per seat, so start the server with \
                    ROOKERY_REGISTRATIONS_PER_CLIENT and ROOKERY_REGISTRATIONS_PER_HOUR above \
                    the seats of all the games (docs/settings.md)"
                .into(),
        );
    }
    expect_redirect("registering", r).map(|_| ())
}

/// Switches `browser` to the language `code` with the switch every page has (`?lang=`): a
/// visitor keeps it in a cookie (and a new account takes it), a logged-in player's account
/// saves it.
pub fn choose_language(browser: &mut Browser, code: &str) -> Result<(), String> {
    let r = browser.get(&format!("/?lang={code}"))?;
    if r.body.contains(&format!("<html lang=\"{code}\">")) {
        Ok(())
    } else {
        Err(format!("the switch to {code} did not take"))
    }
}

/// Logs `browser` in.
pub fn log_in(browser: &mut Browser, name: &str, password: &str) -> Result<(), String> {
    let form = browser.get("/login")?;
    let fields = with_csrf(
        &form.body,
        &[("name", name), ("password", password), ("next", "/")],
    );
    expect_redirect("logging in", browser.post("/login", &fields)?).map(|_| ())
}

/// Creates a game with random seating from `seats[0]`, seats everyone, and starts it: the
/// creator presses "Start", or (`when_full`) the game starts by itself with the last seat.
pub fn create_and_start(
    seats: &mut [Seat],
    name: &str,
    config: &Config,
    when_full: bool,
) -> Result<i32, String> {
    let creator = &mut seats[0].browser;
    let edition = config.edition.key();
    let form = creator.get(&format!("/games/new?edition={edition}"))?;
    let players = config.players.to_string();
    let mut fields = vec![
        ("edition", edition),
        ("name", name),
        ("players", players.as_str()),
        ("seating", "random"),
        ("winter_is_coming", "errata"),
        ("tie_breaks", "printed"),
        ("planning_hours", "48"),
        ("action_hours", "24"),
        ("combat_hours", "12"),
        ("westeros_hours", "24"),
        ("reminder_hours", ""),
        ("visibility", "public"),
        ("start", if when_full { "when_full" } else { "creator" }),
    ];
    if config.tides_of_battle {
        fields.push(("tides_of_battle", "1"));
    }
    if config.early_marches {
        fields.push(("early_marches", "1"));
    }
    // The 1st edition's options as the form proposes them (its checked boxes).
    let proposed: Vec<String> = html::checked_boxes(&form.body)
        .into_iter()
        .filter(|name| name.starts_with("agot1_"))
        .collect();
    for name in &proposed {
        fields.push((name.as_str(), "1"));
    }
    let to = expect_redirect(
        "creating the game",
        creator.post("/games/new", &with_csrf(&form.body, &fields))?,
    )?;
    let id: i32 = to
        .trim_start_matches("/games/")
        .split(['?', '#', '/'])
        .next()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no game id in the redirect to {to}"))?;
    let path = format!("/games/{id}");
    for seat in seats.iter_mut().skip(1) {
        let lobby = seat.browser.get(&path)?;
        let join = html::forms_posting_to(&lobby.body, &format!("{path}/join"));
        let form = join
            .first()
            .ok_or_else(|| format!("{} sees no join button", seat.name))?;
        let mut fields = form.common.clone();
        fields.extend(fill(form, Mode::Unchanged, &mut Dice::new(0)));
        expect_redirect(
            "joining",
            seat.browser.post(&format!("{path}/join"), &fields)?,
        )?;
    }
    if when_full {
        return Ok(id);
    }
    let lobby = seats[0].browser.get(&path)?;
    let start = html::forms_posting_to(&lobby.body, &format!("{path}/start"));
    let form = start
        .first()
        .ok_or("the creator sees no start button on a full lobby")?;
    expect_redirect(
        "starting",
        seats[0]
            .browser
            .post(&format!("{path}/start"), &form.common)?,
    )?;
    Ok(id)
}

/// The error of a refused post: the engine's rejection kind (the page's `data-kind`), or text.
fn refusal(r: &Response) -> (String, String) {
    game_page(&r.body)
        .error
        .unwrap_or_else(|| (first_error(&r.body), String::new()))
}

struct Table<'a> {
    id: i32,
    seats: &'a mut [Seat],
    config: &'a Config,
    dice: Dice,
    report: Report,
    /// The seats that plan ahead (`Config::plan_percent`).
    planners: Vec<bool>,
}

/// The answers (the non-empty option values, "ask me" left out) of the first select of `form`
/// whose name `matches`.
fn answers_of(form: &PageForm, matches: impl Fn(&str) -> bool) -> Vec<String> {
    form.fields
        .iter()
        .find_map(|f| match f {
            PageField::Select { name, options } if matches(name) => Some(
                options
                    .iter()
                    .map(|o| o.value.clone())
                    .filter(|v| !v.is_empty())
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}

impl Table<'_> {
    fn fail(&mut self, msg: String) {
        self.report
            .failures
            .push(format!("game {}: {msg}", self.id));
    }

    fn page(&mut self, seat: usize) -> Result<(GamePage, String), String> {
        let path = format!("/games/{}", self.id);
        let r = self.seats[seat].browser.get(&path)?;
        if r.status != 200 {
            return Err(format!(
                "{} got {} for the game page",
                self.seats[seat].name, r.status
            ));
        }
        if let Some(lang) = &self.config.language {
            if !r.body.contains(&format!("<html lang=\"{lang}\">")) {
                return Err(format!(
                    "{} reads the game page in another language than {lang}",
                    self.seats[seat].name
                ));
            }
        }
        Ok((game_page(&r.body), r.body))
    }

    fn post_form(
        &mut self,
        seat: usize,
        form: &PageForm,
        fields: Vec<(String, String)>,
    ) -> Result<Response, String> {
        let mut all = form.common.clone();
        all.extend(fields);
        self.report.posts += 1;
        self.seats[seat].browser.post(&form.action, &all)
    }

    /// One decision of `seat`, from its page. Ok(false): the game cannot go on.
    fn act(&mut self, seat: usize, page: &GamePage) -> Result<bool, String> {
        let form = self
            .dice
            .pick(&page.forms)
            .cloned()
            .ok_or("no form to act on")?;
        let mode = if self.dice.chance(self.config.random_percent) {
            Mode::Random
        } else {
            Mode::OneChange
        };
        let mut fields = fill(&form, mode, &mut self.dice);
        let single = is_single_change(&form, &fields);
        self.plan_rows(seat, &form, &mut fields);
        let r = self.post_form(seat, &form, fields.clone())?;
        match r.status {
            303 => {
                self.accepted(&form);
                self.maybe_reseal(seat, &form)?;
                return Ok(true);
            }
            s if s >= 500 => {
                self.fail(format!(
                    "{} posted a {} form and got a {s}: {}",
                    self.seats[seat].name,
                    form.kind,
                    first_error(&r.body)
                ));
                return Ok(false);
            }
            422 if !single => {
                let (_, kind) = refusal(&r);
                *self
                    .report
                    .combinations_refused
                    .entry(format!(
                        "{}: {}",
                        form.kind,
                        if kind.is_empty() { "?" } else { &kind }
                    ))
                    .or_default() += 1;
            }
            s => {
                let (text, kind) = refusal(&r);
                self.fail(format!(
                    "{} posted an option the {} form offered ({fields:?}) and got {s} {kind}: {text}",
                    self.seats[seat].name, form.kind
                ));
            }
        }
        // Refused: one field changed from the form's own selection, on a fresh page.
        let (fresh, _) = self.page(seat)?;
        let Some(again) = fresh
            .forms
            .iter()
            .find(|f| f.id == form.id && f.kind == form.kind)
            .cloned()
        else {
            return Ok(true);
        };
        for mode in [Mode::OneChange, Mode::Unchanged] {
            let fields = fill(&again, mode, &mut self.dice);
            let r = self.post_form(seat, &again, fields.clone())?;
            if r.status == 303 {
                self.accepted(&again);
                return Ok(true);
            }
            let (text, kind) = refusal(&r);
            self.fail(format!(
                "{} posted the {} form with {} ({fields:?}) and got {} {kind}: {text}",
                self.seats[seat].name,
                again.kind,
                if mode == Mode::Unchanged {
                    "its own selection"
                } else {
                    "one field changed"
                },
                r.status
            ));
        }
        Ok(false)
    }

    /// The answer-ahead rows of a form: a random answer from a seat that plans ahead, "ask me"
    /// from the others (issue 25).
    fn plan_rows(&mut self, seat: usize, form: &PageForm, fields: &mut [(String, String)]) {
        let planner = self.planners.get(seat).copied().unwrap_or(false);
        for (name, value) in fields.iter_mut() {
            if !name.starts_with(crate::decisions::plans::PLAN) {
                continue;
            }
            *value = String::new();
            if !planner {
                continue;
            }
            let options = answers_of(form, |n| n == name);
            if let Some(v) = self.dice.pick(&options) {
                *value = v.clone();
            }
        }
        // The tie rows of the Iron Throne holder's bid form rank each house once: a planner
        // fills them with the houses in a random order.
        let tie = format!(
            "{}{}",
            crate::decisions::plans::PLAN,
            crate::decisions::plans::TIE
        );
        let rows: Vec<usize> = (0..fields.len())
            .filter(|i| fields[*i].0.starts_with(&tie))
            .collect();
        if planner && !rows.is_empty() {
            let mut houses = answers_of(form, |n| n.starts_with(&tie));
            for i in (1..houses.len()).rev() {
                houses.swap(i, self.dice.below(i + 1));
            }
            for (row, house) in rows.iter().zip(houses) {
                fields[*row].1 = house;
            }
        }
    }

    /// A seat that plans ahead and is not asked now fills the rows of its "Answer ahead" form
    /// still at "ask me", and posts it. Ok(true): it posted.
    fn plan_ahead(&mut self, seat: usize, page: &GamePage) -> Result<bool, String> {
        let Some(form) = &page.plan_form else {
            return Ok(false);
        };
        let open = form.fields.iter().any(|f| {
            matches!(f, PageField::Select { options, .. }
                if options.iter().any(|o| o.selected && o.value.is_empty()))
        });
        if !self.planners.get(seat).copied().unwrap_or(false) || !open {
            return Ok(false);
        }
        let mut fields = fill(form, Mode::Unchanged, &mut self.dice);
        self.plan_rows(seat, form, &mut fields);
        let r = self.post_form(seat, form, fields.clone())?;
        self.report.plan_posts += 1;
        if r.status != 303 {
            let (text, kind) = refusal(&r);
            self.fail(format!(
                "{} posted its answer-ahead form ({fields:?}) and got {} {kind}: {text}",
                self.seats[seat].name, r.status
            ));
            return Ok(false);
        }
        Ok(true)
    }

    fn accepted(&mut self, form: &PageForm) {
        *self.report.met.entry(form.request.clone()).or_default() += 1;
    }

    /// Sometimes replaces a sealed answer at once, as players change their minds.
    fn maybe_reseal(&mut self, seat: usize, form: &PageForm) -> Result<(), String> {
        let sealed = matches!(form.kind.as_str(), "place_orders" | "bid" | "house_card");
        if !sealed || !self.dice.chance(self.config.reseal_percent) {
            return Ok(());
        }
        let (page, _) = self.page(seat)?;
        let Some(again) = page.forms.iter().find(|f| f.kind == form.kind).cloned() else {
            return Ok(()); // the last one in: nothing left to replace
        };
        let fields = fill(&again, Mode::OneChange, &mut self.dice);
        let r = self.post_form(seat, &again, fields.clone())?;
        if r.status != 303 {
            let (text, kind) = refusal(&r);
            self.fail(format!(
                "{} could not replace its sealed {} with {fields:?}: {} {kind} {text}",
                self.seats[seat].name, form.kind, r.status
            ));
        }
        Ok(())
    }

    /// Moves the server's clock past the deadline shown on the page, and waits until the sweep
    /// has filled in the defaults (the page's log position moves).
    fn pass_deadline(&mut self, seat: usize, page: &GamePage) -> Result<bool, String> {
        let Some(file) = self.config.clock_file.clone() else {
            self.fail("an absent seat is awaited but no clock file was given".into());
            return Ok(false);
        };
        let Some(deadline) = page.deadline.clone() else {
            self.fail(format!(
                "{} is awaited but the page shows no deadline",
                self.seats[seat].name
            ));
            return Ok(false);
        };
        let due = chrono::DateTime::parse_from_rfc3339(&deadline)
            .map_err(|e| format!("deadline {deadline:?}: {e}"))?;
        let now = std::fs::read_to_string(&file)
            .ok()
            .and_then(|t| chrono::DateTime::parse_from_rfc3339(t.trim()).ok());
        let to = match now {
            Some(n) if n > due => n + chrono::TimeDelta::seconds(1),
            _ => due + chrono::TimeDelta::seconds(1),
        };
        // Written aside and renamed over it: a server reading the file while a plain write had
        // truncated it found it empty and fell back to the system clock (mails due days later
        // in the file's time, which multi_server then waited for in vain).
        let aside = file.with_extension("next");
        std::fs::write(&aside, to.to_rfc3339())
            .and_then(|()| std::fs::rename(&aside, &file))
            .map_err(|e| format!("the clock file: {e}"))?;
        self.report.deadlines_passed += 1;
        let before = page.seq.clone();
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
            let (now, _) = self.page(seat)?;
            if now.seq != before || now.winner.is_some() || !now.awaited {
                return Ok(true);
            }
        }
        self.fail(format!(
            "the deadline {deadline} passed (clock set to {to}) but the game did not move for 30 s"
        ));
        Ok(false)
    }

    fn play(&mut self) -> Result<(), String> {
        let n = self.seats.len();
        let mut start = 0;
        loop {
            if self.report.posts >= self.config.max_posts as u64 {
                self.fail(format!(
                    "still running after {} posts",
                    self.config.max_posts
                ));
                return Ok(());
            }
            let mut acted = false;
            let mut absent_awaited: Option<(usize, GamePage)> = None;
            for k in 0..n {
                let seat = (start + k) % n;
                let (page, _) = self.page(seat)?;
                if let Some(w) = &page.winner {
                    self.report.winners.push(w.clone());
                    return Ok(());
                }
                if page.awaited && page.forms.is_empty() {
                    self.fail(format!(
                        "{} is awaited ({:?}) but the page offers no form",
                        self.seats[seat].name, page.awaited_kinds
                    ));
                    return Ok(());
                }
                if !page.awaited {
                    if self.plan_ahead(seat, &page)? {
                        acted = true;
                    }
                    continue;
                }
                if self.seats[seat].absent {
                    absent_awaited.get_or_insert((seat, page));
                    continue;
                }
                if !self.act(seat, &page)? {
                    return Ok(());
                }
                acted = true;
            }
            start = (start + 1) % n;
            if acted {
                continue;
            }
            match absent_awaited {
                Some((seat, page)) => {
                    if !self.pass_deadline(seat, &page)? {
                        return Ok(());
                    }
                }
                None => {
                    self.fail("nobody is awaited, yet the game has no winner".into());
                    return Ok(());
                }
            }
        }
    }
}

/// Plays game `id` to its end with `seats` (logged in), from wherever it stands.
pub fn play_to_the_end(id: i32, seats: &mut [Seat], config: &Config, seed: u64) -> Report {
    let mut table = Table {
        id,
        seats,
        config,
        dice: Dice::new(seed ^ 0x7EB_91A7),
        report: Report::default(),
        planners: Vec::new(),
    };
    let count = table.seats.len();
    table.planners = (0..count)
        .map(|_| table.dice.chance(config.plan_percent))
        .collect();
    if let Err(e) = table.play() {
        table.fail(e);
    }
    table.report.games = 1;
    table.report.game_ids.push(id);
    for s in table.seats.iter() {
        table.report.requests += s.browser.requests;
        table.report.request_time += s.browser.elapsed;
    }
    table.report
}

/// Registers `config.players` new accounts, creates and starts a game, and plays it to the end.
pub fn play_new_game(base: &str, config: &Config, seed: u64) -> Report {
    play_new_game_on(&[base.to_string()], config, seed)
}

/// [`play_new_game`] with every player's requests going to each of `bases` in turn (several app
/// servers on one database).
pub fn play_new_game_on(bases: &[String], config: &Config, seed: u64) -> Report {
    let mut dice = Dice::new(seed);
    let tag = format!("{:06x}", rand::random::<u32>() & 0xff_ffff);
    let mut seats: Vec<Seat> = (0..config.players)
        .map(|i| Seat {
            name: format!("wp{seed}-{tag}-{i}"),
            browser: Browser::round_robin(bases),
            absent: config.absent_percent > 0 && dice.chance(config.absent_percent),
        })
        .collect();
    let setup = (|| -> Result<i32, String> {
        for s in seats.iter_mut() {
            if let Some(lang) = &config.language {
                choose_language(&mut s.browser, lang)?;
            }
            register(&mut s.browser, &s.name, &config.password)?;
        }
        create_and_start(
            &mut seats,
            &format!("Web play {seed}"),
            config,
            seed % 2 == 1,
        )
    })();
    match setup {
        Ok(id) => play_to_the_end(id, &mut seats, config, seed),
        Err(e) => Report {
            games: 1,
            failures: vec![format!("setting up game {seed}: {e}")],
            ..Report::default()
        },
    }
}

/// `rookery webplay --players N --games G --seed S [--tides] [--absent P --clock-file F] URL`.
pub fn cli_main(base: &str, games: u32, seed: u64, config: &Config) -> ExitCode {
    let started = Instant::now();
    let mut report = Report::default();
    for i in 0..games {
        report.merge(&play_new_game(base, config, seed.wrapping_add(i as u64)));
    }
    println!(
        "webplay: {} players, {games} games against {base} ({:.1} s)",
        config.players,
        started.elapsed().as_secs_f64()
    );
    print!("{}", report.table());
    let never = report.never_met(config.tides_of_battle);
    println!(
        "request kinds never met: {}",
        if never.is_empty() {
            "none".into()
        } else {
            never.join(", ")
        }
    );
    if report.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
