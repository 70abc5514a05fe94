//! The `rookery` binary: the web service (`rookery serve`, the default), the scenario runner
//! (`rookery scenario FILE...`) and random self-play (`rookery selfplay`).

use clap::{Parser, Subcommand};
use rookery::db::Db;
use rookery::service::Service;
use rookery::web::config::ServeConfig;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "rookery",
    version,
    about = "A slow, asynchronous server for A Game of Thrones: The Board Game (2nd edition)"
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
    /// ROOKERY_WORKERS (CPU count), ROOKERY_MAX_BODY (65536 bytes).
    Serve,
    /// Run scenario files (rule tests); a directory means every *.toml file in it.
    Scenario {
        /// Scenario files or directories.
        #[arg(value_name = "FILE", required = true)]
        files: Vec<PathBuf>,
    },
    /// Play random games with invariant checks after every input.
    Selfplay {
        /// Players per game (3 to 6).
        #[arg(long, value_name = "N", default_value_t = 6,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Number of games.
        #[arg(long, value_name = "G", default_value_t = 10)]
        games: u32,
        /// Seed of the first game; game i uses seed S + i.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Store a demo game in DATABASE_URL: random legal moves up to the Planning phase of a round,
    /// with one house's orders still to come (for trying the site and for scripts/bench-web).
    Demo {
        /// Players (3 to 6).
        #[arg(long, value_name = "N", default_value_t = 6,
              value_parser = clap::value_parser!(u8).range(3..=6))]
        players: u8,
        /// Stop in the Planning phase of this round.
        #[arg(long, value_name = "R", default_value_t = 4)]
        round: u8,
        /// Seed of the game and of its random moves.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(),
        Command::Scenario { files } => rookery::scenario::cli_main(&files),
        Command::Selfplay {
            players,
            games,
            seed,
        } => rookery::selfplay::cli_main(players, games, seed),
        Command::Demo {
            players,
            round,
            seed,
        } => demo(players, round, seed),
    }
}

fn open_service(config: &ServeConfig) -> Result<Service, String> {
    let db = Db::open(config.database.clone(), config.pool_size)?;
    // ROOKERY_CLOCK_FILE (tests): the time is read from that file.
    Ok(Service::with_clock(
        db,
        rookery::service::clock::Clock::from_env(),
    ))
}

fn serve() -> ExitCode {
    let config = match ServeConfig::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "rookery: DATABASE_URL is the {}",
        config.database.describe()
    );
    let svc = match open_service(&config) {
        Ok(s) => Arc::new(s),
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    let addr = config.bind;
    match rookery::web::run_server(addr, svc, config.web.clone(), config.workers) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rookery: cannot serve on {addr}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn demo(players: u8, round: u8, seed: u64) -> ExitCode {
    let config = match ServeConfig::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    let svc = match open_service(&config) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    match svc.create_demo_game(players, seed, round) {
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
