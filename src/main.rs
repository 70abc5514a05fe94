//! The `rookery` binary: the web service (`rookery serve`, the default, with the mail worker on
//! a thread), the mail worker alone (`rookery worker`), the scenario runner
//! (`rookery scenario FILE...`), random self-play (`rookery selfplay`), `rookery demo`, and the
//! operators' commands (`rookery ratings`, `rookery moderator add|remove NAME`).

use clap::{Parser, Subcommand};
use rookery::db::{Db, DbConfig};
use rookery::mail::config::MailConfig;
use rookery::mail::transport::Transport;
use rookery::mail::worker::{Worker, WorkerSettings};
use rookery::service::clock::Clock;
use rookery::service::Service;
use rookery::web::config::ServeConfig;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "rookery",
    version,
    about = "A slow, asynchronous server for A Game of Thrones: The Board Game (2nd edition, and the \
             1st edition as a second ruleset)"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web service (the default when no command is given).
    ///
    /// Environment: ROOKERY_BIND (IP:PORT to listen on, default 127.0.0.1:8080),
    /// DATABASE_URL (a SQLite file, default ./rookery.db, created on first start; or
    /// postgres://...), ROOKERY_SECURE_COOKIES (true behind HTTPS), ROOKERY_DB_POOL (2 per CPU, 4 to 16),
    /// ROOKERY_WORKERS (CPU count), ROOKERY_MAX_BODY (65536 bytes); mail: ROOKERY_SMTP_URL
    /// (unset: into the folder ROOKERY_MAIL_DIR, default ./mail), ROOKERY_MAIL_FROM,
    /// ROOKERY_BASE_URL, ROOKERY_MAIL_WORKER (off: send no mail from this process),
    /// ROOKERY_MAIL_TICK_MS (2000); clients and limits: ROOKERY_TRUSTED_PROXIES,
    /// ROOKERY_HEADER_TIMEOUT_MS, ROOKERY_BODY_TIMEOUT_MS, ROOKERY_MAX_CONNECTIONS_PER_CLIENT,
    /// ROOKERY_REGISTRATIONS_PER_CLIENT, ROOKERY_REGISTRATIONS_PER_HOUR,
    /// ROOKERY_ADDRESS_CHANGES_PER_DAY, ROOKERY_MAILS_PER_ADDRESS_PER_DAY,
    /// ROOKERY_MAX_OPEN_LOBBIES, ROOKERY_MAX_GAMES_PER_DAY, ROOKERY_MAX_SEALS_PER_STEP,
    /// ROOKERY_MAX_EXTEND_HOURS_PER_STEP, ROOKERY_MAX_EXTEND_HOURS_PER_GAME,
    /// ROOKERY_CLOCK_MAIL_MINUTES; replies: ROOKERY_REPLY_DOMAIN, ROOKERY_INBOUND_BIND (set:
    /// this server also receives the replies, as `rookery inbound` does) (see docs/settings.md's
    /// settings table).
    Serve,
    /// Receive mail: an SMTP listener at ROOKERY_INBOUND_BIND (default 127.0.0.1:2525) to which
    /// the site's mail server delivers replies to reply+TOKEN@ROOKERY_REPLY_DOMAIN.
    ///
    /// Environment: DATABASE_URL, the mail settings of `serve`, ROOKERY_REPLY_DOMAIN (required),
    /// ROOKERY_INBOUND_AUTHSERV_ID (required, or ROOKERY_INBOUND_UNAUTHENTICATED=on on a test
    /// server), ROOKERY_INBOUND_SESSIONS, ROOKERY_INBOUND_PER_ADDRESS,
    /// ROOKERY_INBOUND_IDLE_SECONDS, ROOKERY_INBOUND_RELAYS, ROOKERY_INBOUND_PER_HOUR,
    /// ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR.
    Inbound,
    /// Run only the mail worker (deliver the outbox, run deadlines, reminders and digests), e.g.
    /// beside several `ROOKERY_MAIL_WORKER=off` servers on one PostgreSQL database.
    ///
    /// Environment: DATABASE_URL and the mail settings of `serve`.
    Worker,
    /// Run scenario files (rule tests); a directory means every *.toml file in it.
    Scenario {
        /// Scenario files or directories.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
    },
    /// Play random games with invariant checks after every input.
    Selfplay {
        /// Players per game: 3 to 6 in the 2nd edition, 3 to 5 in the 1st (default: the
        /// edition's largest table).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(3..=6))]
        players: Option<u8>,
        /// Number of games.
        #[arg(long, value_name = "G", default_value_t = 10,
              value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the first game; game i uses seed S + i.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Play with the Tides of Battle module.
        #[arg(long)]
        tides: bool,
        /// Chance (percent) that a house is absent in a game: it never answers, and only the
        /// deadline defaults move it on.
        #[arg(long, value_name = "P", default_value_t = 0,
              value_parser = clap::value_parser!(u32).range(0..=100))]
        absent: u32,
        /// Play the 1st edition (2003), 3 to 5 players.
        #[arg(long)]
        first_edition: bool,
    },
    /// Measure the computer player: games between kinds of player (one seat of the first kind,
    /// rotated, against each other kind), and a house in civil disorder from round 3 played on
    /// by the computer and by the defaults.
    Arena {
        /// Players per game (3 to 6; 3 to 5 in the 1st edition).
        #[arg(long, value_name = "N", default_value_t = 6,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Games per match-up; game i uses seed S + i.
        #[arg(long, value_name = "G", default_value_t = 100,
              value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Play the 1st edition (2003).
        #[arg(long)]
        first_edition: bool,
        /// Kinds of player, the first one taking one seat: computer, random, defaults.
        #[arg(long, value_name = "LIST", default_value = "computer,random,defaults")]
        kinds: String,
        /// Games of the civil-disorder comparison (default: G).
        #[arg(long, value_name = "D")]
        disorder_games: Option<u32>,
        /// The computer without its look-ahead (its rules of thumb alone), for comparison.
        #[arg(long)]
        rules_only: bool,
    },
    /// Measure the pace of slow games (issue 25): whole games through the service on a temporary
    /// SQLite database and a simulated clock. Each answer comes after a log-normal delay (median
    /// 4 h, sigma 1; slow players: median 16 h); the game's default deadlines fill in the rest.
    /// Prints waits per round (median, p90), answers per round, calendar days per game and the
    /// request kinds that cause the waits, read from the games' logs.
    Pace {
        /// Players per game: 3 to 6 in the 2nd edition, 3 to 5 in the 1st.
        #[arg(long, value_name = "N", default_value_t = 6,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Number of games.
        #[arg(long, value_name = "G", default_value_t = 10,
              value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the first game; game i uses seed S + i.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Play the 1st edition (2003).
        #[arg(long)]
        first_edition: bool,
        /// Percent of the players who file answers ahead (plans).
        #[arg(long, value_name = "P", default_value_t = 0,
              value_parser = clap::value_parser!(u32).range(0..=100))]
        plan_share: u32,
        /// Percent of the players who are slow (median 16 h instead of 4 h).
        #[arg(long, value_name = "P", default_value_t = 20,
              value_parser = clap::value_parser!(u32).range(0..=100))]
        slow_share: u32,
        /// Play with the game option of sealed support declarations, revealed together.
        #[arg(long)]
        sealed_support: bool,
        /// Play with the game option of raids and marches asked early (sealed, applied at
        /// their turn when nothing their house could see changed).
        #[arg(long)]
        early_marches: bool,
        /// A time bank of H hours per house instead of the per-step deadlines (0: none).
        #[arg(long, value_name = "H", default_value_t = 0)]
        bank_hours: u32,
        /// With a time bank: hours added each time a house is asked something new.
        #[arg(long, value_name = "H", default_value_t = 0)]
        bank_step_hours: u32,
    },
    /// Play whole games through the web pages of a running server, reading the forms from its
    /// HTML (a test of the server: it registers accounts and creates games there).
    Webplay {
        /// Players per game: 3 to 6 in the 2nd edition, 3 to 5 in the 1st.
        #[arg(long, value_name = "N", default_value_t = 3,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Number of games.
        #[arg(long, value_name = "G", default_value_t = 1,
              value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the players' choices; game i uses seed S + i.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// Play with the Tides of Battle module.
        #[arg(long)]
        tides: bool,
        /// Play the 1st edition (2003), 3 to 5 players, created through the new-game form.
        #[arg(long)]
        first_edition: bool,
        /// Chance (percent) that a seat never answers: deadlines then move it on, which needs
        /// the server's clock file (--clock-file).
        #[arg(long, value_name = "P", default_value_t = 0,
              value_parser = clap::value_parser!(u32).range(0..=100))]
        absent: u32,
        /// The server's ROOKERY_CLOCK_FILE, to move its time past deadlines.
        #[arg(long, value_name = "FILE")]
        clock_file: Option<PathBuf>,
        /// The server's address, e.g. http://127.0.0.1:8080
        #[arg(value_name = "URL")]
        url: String,
    },
    /// Check a finished game exported from a server (`/games/N/export`): replay it with the
    /// engine and compare the result with the one the file states.
    Verify {
        /// The export (JSON).
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Load a finished game exported from a server into DATABASE_URL (after checking it with
    /// the engine); its players become accounts here.
    Import {
        /// The export (JSON), as `/games/N/export` gives it.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Store a demo game in DATABASE_URL: random legal moves up to the Planning phase of a round,
    /// with one house's orders still to come (for trying the site and for scripts/bench-web).
    Demo {
        /// Players (3 to 6).
        #[arg(long, value_name = "N", default_value_t = 6,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Stop in the Planning phase of this round (1 to 10).
        #[arg(long, value_name = "R", default_value_t = 4,
              value_parser = clap::value_parser!(u8).range(1..=10))]
        round: u8,
        /// Seed of the game and of its random moves.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Print a new VAPID key for Web Push (set it as ROOKERY_VAPID_KEY).
    VapidKey,
    /// Copy the SQLite database of DATABASE_URL into a new file while servers run on it (a
    /// consistent snapshot, checked after it is written); on PostgreSQL use pg_dump.
    Backup {
        /// The new file (it must not exist).
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Ratings of public games (issue 32) in DATABASE_URL.
    Ratings {
        /// Start every rating afresh and count every finished rated game again, in order.
        #[arg(long)]
        recompute: bool,
    },
    /// Give or take the moderator role (issue 32) of an account in DATABASE_URL: moderators
    /// see the players' reports at /moderation and act on them.
    Moderator {
        /// add: make the account a moderator; remove: take the role back.
        #[arg(value_name = "ACTION")]
        action: ModeratorAction,
        /// The account's name.
        #[arg(value_name = "NAME")]
        name: String,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ModeratorAction {
    /// Make the account a moderator.
    Add,
    /// Take the role back.
    Remove,
}

fn main() -> ExitCode {
    rookery::telemetry::memory::limit_arenas();
    let cli = Cli::parse();
    let command = cli.command.unwrap_or(Command::Serve);
    if !matches!(command, Command::Serve | Command::Worker | Command::Inbound) {
        die_quietly_on_a_closed_pipe();
    }
    // Log lines (RUST_LOG, ROOKERY_LOG_FORMAT) go to standard error; a command's own output
    // (addresses, results) stays on standard output.
    rookery::telemetry::logging::init();
    match command {
        Command::Serve => serve(),
        Command::Worker => worker(),
        Command::Inbound => inbound(),
        Command::Scenario { files } => rookery::scenario::cli_main(&files),
        Command::Selfplay {
            players,
            games,
            seed,
            tides,
            absent,
            first_edition,
        } => {
            let edition = edition_of(first_edition);
            let players = players.unwrap_or(rookery::engine::ruleset::ruleset(edition).max_players);
            if let Err(e) = check_players("selfplay", edition, players) {
                return fail(e);
            }
            let mut config = rookery::selfplay::Config::default();
            config.options.tides_of_battle = tides;
            config.options.edition = edition;
            config.absent_percent = absent;
            rookery::selfplay::cli_main(players, games, seed, &config)
        }
        Command::Arena {
            players,
            games,
            seed,
            first_edition,
            kinds,
            disorder_games,
            rules_only,
        } => match check_players("arena", edition_of(first_edition), players).and_then(|()| {
            rookery::arena::parse_kinds(&kinds).map_err(|e| format!("arena: --kinds {kinds}: {e}"))
        }) {
            Ok(kinds) => rookery::arena::cli_main(&rookery::arena::Arena {
                players,
                games,
                seed,
                edition: edition_of(first_edition),
                kinds,
                disorder_games: disorder_games.unwrap_or(games),
                rules_only,
            }),
            // A usage error, as the other commands' (exit status 2, one "rookery:" prefix).
            Err(e) => fail(e),
        },
        Command::Pace {
            players,
            games,
            seed,
            first_edition,
            plan_share,
            slow_share,
            sealed_support,
            early_marches,
            bank_hours,
            bank_step_hours,
        } => {
            let edition = edition_of(first_edition);
            if let Err(e) = check_players("pace", edition, players) {
                return fail(e);
            }
            rookery::pace::cli_main(&rookery::pace::Run {
                players,
                games,
                seed,
                edition,
                model: rookery::pace::Model {
                    plan_share,
                    slow_share,
                    ..Default::default()
                },
                sealed_support,
                early_marches,
                bank: (bank_hours, bank_step_hours),
            })
        }
        Command::Webplay {
            players,
            games,
            seed,
            tides,
            first_edition,
            absent,
            clock_file,
            url,
        } => {
            if absent > 0 && clock_file.is_none() {
                return fail("webplay: --absent needs the server's --clock-file");
            }
            let edition = edition_of(first_edition);
            if let Err(e) = check_players("webplay", edition, players) {
                return fail(e);
            }
            let config = rookery::webplay::Config {
                players,
                tides_of_battle: tides,
                edition,
                absent_percent: absent,
                clock_file,
                ..Default::default()
            };
            rookery::webplay::cli_main(&url, games, seed, &config)
        }
        Command::Verify { file } => verify(&file),
        Command::Import { file } => import(&file),
        Command::Ratings { recompute } => ratings(recompute),
        Command::Moderator { action, name } => moderator(action, &name),
        Command::Demo {
            players,
            round,
            seed,
        } => demo(players, round, seed),
        Command::Backup { file } => backup(&file),
        Command::VapidKey => {
            println!("{}", rookery::service::push::generate_key());
            ExitCode::SUCCESS
        }
    }
}

/// The service on the database the environment names, for a command that sends no mail.
fn service_from_env() -> Result<Service, String> {
    let config = DbConfig::from_env()?;
    Db::open(config.target, config.pool_size).and_then(|db| open_service(db, None))
}

/// The service over `db`, on `Clock::from_env()`, with the mail settings' site and the limits
/// of the environment. Accounts made before names had a confusable-resistant key get theirs
/// now.
fn open_service(db: Db, mail: Option<&MailConfig>) -> Result<Service, String> {
    let mut svc = Service::with_clock(db, Clock::from_env());
    if let Some(m) = mail {
        svc.site = m.site.clone();
    }
    svc.limits = rookery::service::limits::Limits::from_env()?;
    svc.trust = rookery::service::mail_trust::Trust::from_env()?;
    let cache_mb = match std::env::var("ROOKERY_CACHE_MB") {
        Ok(v) if !v.trim().is_empty() => v
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| *n <= 65_536)
            .ok_or_else(|| {
                format!("ROOKERY_CACHE_MB={v:?} is not a whole number from 0 to 65536")
            })?,
        _ => rookery::service::cache::DEFAULT_CACHE_MB,
    };
    svc.cache = rookery::service::cache::GameCache::new(cache_mb);
    svc.backfill_name_skeletons()
        .map_err(|e| format!("cannot fill in the name keys of older accounts: {e}"))?;
    Ok(svc)
}

fn edition_of(first_edition: bool) -> rookery::engine::options::Edition {
    if first_edition {
        rookery::engine::options::Edition::First
    } else {
        rookery::engine::options::Edition::Second
    }
}

/// For the commands that print and end (not the services): `rookery selfplay | head` ends
/// quietly when `head` has read enough, as other command-line tools do, instead of panicking
/// at the next `println!` into a closed pipe. Rust ignores SIGPIPE for every program so that a
/// server sees a write error on a closed socket instead of dying; the services keep that.
fn die_quietly_on_a_closed_pipe() {
    // SAFETY: restores the default disposition of one signal before any thread is started;
    // no handler runs Rust code.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Refuses a player count the edition has no setup for, before anything runs.
fn check_players(
    command: &str,
    edition: rookery::engine::options::Edition,
    players: u8,
) -> Result<(), String> {
    let rules = rookery::engine::ruleset::ruleset(edition);
    if (rules.min_players..=rules.max_players).contains(&players) {
        Ok(())
    } else {
        Err(format!(
            "{command}: --players {players}: the {} edition is played by {} to {} players",
            edition.key(),
            rules.min_players,
            rules.max_players
        ))
    }
}

fn fail(e: impl std::fmt::Display) -> ExitCode {
    eprintln!("rookery: {e}");
    ExitCode::from(2)
}

fn worker_settings(mail: &MailConfig) -> WorkerSettings {
    WorkerSettings {
        tick: mail.tick,
        ..WorkerSettings::default()
    }
}

fn serve() -> ExitCode {
    let database = match DbConfig::from_env() {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    let config = match ServeConfig::from_env() {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    let mail = match MailConfig::from_env() {
        Ok(m) => m,
        Err(e) => return fail(e),
    };
    let transport = if mail.worker_in_server {
        match Transport::open(&mail.delivery) {
            Ok(t) => Some(t),
            Err(e) => return fail(e),
        }
    } else {
        None
    };
    println!(
        "rookery: DATABASE_URL is the {}",
        database.target.describe()
    );
    let svc = match Db::open(database.target.clone(), database.pool_size)
        .and_then(|db| open_service(db, Some(&mail)))
    {
        Ok(mut svc) => {
            // PostgreSQL: views learn what other servers changed from the database's notices.
            if database.change_feed {
                svc.follow_changes(database.change_feed_lag);
            }
            Arc::new(svc)
        }
        Err(e) => return fail(e),
    };
    match inbound_bind(None) {
        Ok(Some(listener)) => {
            if let Err(e) = start_inbound(svc.clone(), listener) {
                return fail(e);
            }
        }
        Ok(None) => {}
        Err(e) => return fail(e),
    }
    let stop = Arc::new(AtomicBool::new(false));
    let worker_thread = match transport {
        Some(t) => {
            println!("rookery: mail goes to {}", t.describe());
            if let rookery::db::Target::Postgres(url) = &database.target {
                rookery::mail::listen::listen(url.clone(), svc.mail_wake.clone());
            }
            let worker = Worker::with_settings(svc.clone(), t, worker_settings(&mail));
            let stop = stop.clone();
            match std::thread::Builder::new()
                .name("mail-worker".into())
                .spawn(move || worker.run(&stop))
            {
                Ok(h) => Some(h),
                Err(e) => return fail(format!("cannot start the mail worker: {e}")),
            }
        }
        None => {
            println!(
                "rookery: ROOKERY_MAIL_WORKER=off: this server sends no mail (run `rookery worker`)"
            );
            None
        }
    };
    let addr = config.bind;
    let served = rookery::http::run_server(
        addr,
        svc.clone(),
        config.web.clone(),
        config.workers,
        &[rookery::api::routes, rookery::web::routes],
    );
    stop.store(true, Ordering::SeqCst);
    svc.mail_wake.poke();
    if let Some(h) = worker_thread {
        let _ = h.join();
    }
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rookery: cannot serve on {addr}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The address `rookery inbound` (or `serve`, when set) receives mail on.
fn inbound_bind(default: Option<&str>) -> Result<Option<std::net::TcpListener>, String> {
    let bind = match rookery::settings::env_var("ROOKERY_INBOUND_BIND")? {
        Some(b) => b,
        None => match default {
            Some(d) => d.to_string(),
            None => return Ok(None),
        },
    };
    std::net::TcpListener::bind(bind.trim())
        .map(Some)
        .map_err(|e| format!("ROOKERY_INBOUND_BIND={bind:?}: cannot listen there: {e}"))
}

/// Starts receiving mail on `listener` in a thread of its own.
fn start_inbound(svc: Arc<Service>, listener: std::net::TcpListener) -> Result<(), String> {
    if svc.site.reply_domain.is_none() {
        return Err("ROOKERY_INBOUND_BIND is set but ROOKERY_REPLY_DOMAIN is not: set the domain whose reply+TOKEN@ addresses this listener receives".into());
    }
    if let Some(problem) = svc.trust.listener_problem() {
        return Err(problem.into());
    }
    rookery::mail::smtp_server::ListenerSettings::from_env()?;
    let addr = listener
        .local_addr()
        .map(|a| a.to_string())
        .unwrap_or_default();
    println!("rookery: receiving replies by SMTP on {addr}");
    std::thread::Builder::new()
        .name("inbound-smtp".into())
        .spawn(move || {
            if let Err(e) = rookery::mail::inbound::serve(svc, listener) {
                eprintln!("rookery: {e}");
            }
        })
        .map(|_| ())
        .map_err(|e| format!("cannot start the inbound SMTP listener: {e}"))
}

fn inbound() -> ExitCode {
    let database = match rookery::db::Target::from_env() {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    let mail = match MailConfig::from_env() {
        Ok(m) => m,
        Err(e) => return fail(e),
    };
    if mail.site.reply_domain.is_none() {
        return fail("rookery inbound needs ROOKERY_REPLY_DOMAIN: the domain whose reply+TOKEN@ addresses it receives");
    }
    let listener = match inbound_bind(Some("127.0.0.1:2525")) {
        Ok(Some(l)) => l,
        Ok(None) => unreachable!("a default was given"),
        Err(e) => return fail(e),
    };
    let svc = match Db::open(database, 4).and_then(|db| open_service(db, Some(&mail))) {
        Ok(svc) => Arc::new(svc),
        Err(e) => return fail(e),
    };
    let addr = listener
        .local_addr()
        .map(|a| a.to_string())
        .unwrap_or_default();
    println!("rookery: receiving replies by SMTP on {addr}");
    match rookery::mail::inbound::serve(svc, listener) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

fn worker() -> ExitCode {
    let database = match rookery::db::Target::from_env() {
        Ok(d) => d,
        Err(e) => return fail(e),
    };
    let mail = match MailConfig::from_env() {
        Ok(m) => m,
        Err(e) => return fail(e),
    };
    let transport = match Transport::open(&mail.delivery) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    println!("rookery: DATABASE_URL is the {}", database.describe());
    let listen_url = match &database {
        rookery::db::Target::Postgres(url) => Some(url.clone()),
        rookery::db::Target::Sqlite(_) => None,
    };
    // One connection per sender (they record outcomes) and one to claim with.
    let pool = 1 + WorkerSettings::default().senders as u32;
    let svc = match Db::open(database, pool).and_then(|db| open_service(db, Some(&mail))) {
        Ok(svc) => Arc::new(svc),
        Err(e) => return fail(e),
    };
    println!(
        "rookery: mail worker; mail goes to {}",
        transport.describe()
    );
    let stop = Arc::new(AtomicBool::new(false));
    stop_on_signal(stop.clone(), svc.mail_wake.clone());
    if let Some(url) = listen_url {
        rookery::mail::listen::listen(url, svc.mail_wake.clone());
    }
    Worker::with_settings(svc, transport, worker_settings(&mail)).run(&stop);
    println!("rookery: mail worker stopped");
    ExitCode::SUCCESS
}

/// Sets `stop` (and wakes the worker) on SIGINT or SIGTERM, so that it finishes the mail in
/// hand and releases the rest of its claim instead of dying mid-batch.
fn stop_on_signal(stop: Arc<AtomicBool>, wake: rookery::mail::outbox::Wakeup) {
    rookery::background::on_own_thread("signals", move || async move {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            match signal(SignalKind::terminate()) {
                Ok(mut term) => {
                    tokio::select! {
                        _ = tokio::signal::ctrl_c() => {}
                        _ = term.recv() => {}
                    }
                }
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                }
            }
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
        stop.store(true, Ordering::SeqCst);
        wake.poke();
    });
}

fn read_export(file: &std::path::Path) -> Result<rookery::service::export::Export, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    rookery::service::export::parse(&text)
        .map_err(|e| format!("{}: not a game export: {e}", file.display()))
}

fn verify(file: &std::path::Path) -> ExitCode {
    let export = match read_export(file) {
        Ok(e) => e,
        Err(e) => return fail(e),
    };
    match rookery::service::export::verify(&export) {
        Ok(result) => {
            println!(
                "verified: \"{}\", {} players, {} inputs replayed with the engine from seed {}",
                export.name,
                export.setup.players,
                export.log.len(),
                export.setup.seed
            );
            match result.winner {
                Some(_) if !result.shared_win.is_empty() => println!(
                    "shared win: {}, in round {}",
                    result
                        .shared_win
                        .iter()
                        .map(|h| h.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    result.round
                ),
                Some(w) => println!("winner: {w}, in round {}", result.round),
                None => println!("no winner, round {}", result.round),
            }
            for (h, n) in &result.castles {
                println!("  {h}: {n} castles and strongholds");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: NOT verified: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `rookery ratings --recompute`: the ratings recounted from the stored games.
fn ratings(recompute: bool) -> ExitCode {
    if !recompute {
        return fail("ratings: say --recompute to recount every rating from the stored games");
    }
    let svc = match service_from_env() {
        Ok(svc) => svc,
        Err(e) => return fail(e),
    };
    match svc.recompute_ratings() {
        Ok(n) => {
            println!("ratings recomputed from {n} rated games");
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

/// `rookery backup FILE`: the SQLite database of `DATABASE_URL` copied into `FILE`.
fn backup(file: &std::path::Path) -> ExitCode {
    use rookery::db::backup::{copy_sqlite, BackupError};
    let path = match rookery::db::Target::from_env() {
        Ok(rookery::db::Target::Sqlite(path)) => path,
        Ok(rookery::db::Target::Postgres(_)) => {
            return fail(
                "backup: DATABASE_URL names a PostgreSQL database: back it up with \
                 pg_dump (docs/settings.md, \"Back up the database\")",
            )
        }
        Err(e) => return fail(e),
    };
    match copy_sqlite(std::path::Path::new(&path), file) {
        Ok(copy) => {
            println!(
                "{path} copied into {}: {} bytes, {} games, {} accounts; the copy checked",
                file.display(),
                copy.bytes,
                copy.games,
                copy.accounts
            );
            ExitCode::SUCCESS
        }
        // Nothing was written: a usage error, as a bad argument.
        Err(
            e @ (BackupError::NoDatabase(_) | BackupError::Exists(_) | BackupError::BadPath(_)),
        ) => fail(format!("backup: {e}")),
        Err(e) => {
            eprintln!("rookery: backup: {e}");
            ExitCode::FAILURE
        }
    }
}

fn moderator(action: ModeratorAction, name: &str) -> ExitCode {
    let svc = match service_from_env() {
        Ok(svc) => svc,
        Err(e) => return fail(e),
    };
    let on = matches!(action, ModeratorAction::Add);
    match svc.set_moderator(name, on) {
        Ok(()) if on => {
            println!("{name} is a moderator");
            ExitCode::SUCCESS
        }
        Ok(()) => {
            println!("{name} is no longer a moderator");
            ExitCode::SUCCESS
        }
        Err(rookery::service::ServiceError::NotFound) => {
            fail(format!("moderator: no account is named {name:?}"))
        }
        Err(e) => fail(format!("moderator: {e}")),
    }
}

fn import(file: &std::path::Path) -> ExitCode {
    let export = match read_export(file) {
        Ok(e) => e,
        Err(e) => return fail(e),
    };
    let svc = match service_from_env() {
        Ok(svc) => svc,
        Err(e) => return fail(e),
    };
    match svc.import(&export) {
        Ok(id) => {
            println!("imported \"{}\" as game {id}", export.name);
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

fn demo(players: u8, round: u8, seed: u64) -> ExitCode {
    let svc = match service_from_env() {
        Ok(svc) => svc,
        Err(e) => return fail(e),
    };
    match rookery::demo::create_game(&svc, players, seed, round) {
        Ok(d) => {
            // Shell-friendly KEY=VALUE lines (scripts/bench-web reads them).
            println!("GAME_ID={}", d.game_id);
            println!("ROUND={}", d.round);
            println!("INPUTS={}", d.inputs);
            println!("PASSWORD={}", rookery::service::demo::DEMO_PASSWORD);
            for (h, name) in &d.players {
                println!("PLAYER_{}={name}", h.key().to_uppercase());
            }
            if let Some((h, input)) = &d.next {
                let name = d
                    .players
                    .iter()
                    .find(|p| p.0 == *h)
                    .map(|p| p.1.clone())
                    .unwrap_or_default();
                println!("NEXT_HOUSE={}", h.key());
                println!("NEXT_PLAYER={name}");
                if let rookery::engine::Input::PlaceOrders { orders } = input {
                    let fields: Vec<String> = orders
                        .iter()
                        .map(|(a, t)| format!("order.{}={}", a.key(), t.key().replace('+', "%2B")))
                        .collect();
                    println!(
                        "NEXT_FORM=form=place_orders&house={}&{}",
                        h.key(),
                        fields.join("&")
                    );
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("rookery: {e}");
            ExitCode::FAILURE
        }
    }
}
