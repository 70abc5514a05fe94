//! The `rookery` binary: the web service (`rookery serve`, the default), the scenario runner
//! (`rookery scenario FILE...`) and random self-play (`rookery selfplay`).

use clap::{Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

/// The address `rookery serve` listens on when `ROOKERY_BIND` is unset or empty.
const DEFAULT_BIND: &str = "127.0.0.1:8080";
/// The database `rookery serve` will use when `DATABASE_URL` is unset or empty.
const DEFAULT_DATABASE_URL: &str = "./rookery.db";

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
    /// Environment: ROOKERY_BIND (IP:PORT to listen on, default 127.0.0.1:8080) and
    /// DATABASE_URL (default ./rookery.db; not used yet).
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
    }
}

/// The value of an environment variable, `None` when unset or empty.
fn env_var(name: &str) -> Result<Option<String>, String> {
    match std::env::var(name) {
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => Ok(Some(v)),
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not valid UTF-8")),
    }
}

/// Parse the listening address from `ROOKERY_BIND`.
fn bind_address() -> Result<SocketAddr, String> {
    let raw = env_var("ROOKERY_BIND")?;
    let text = raw.as_deref().unwrap_or(DEFAULT_BIND).trim();
    text.parse().map_err(|_| {
        format!(
            "ROOKERY_BIND={text:?} is not an address to listen on; \
             expected IP:PORT, e.g. 127.0.0.1:8080, 0.0.0.0:8080 or [::1]:8080"
        )
    })
}

/// What `DATABASE_URL` names, without echoing a password that a PostgreSQL URL may carry.
fn describe_database(url: &str) -> String {
    match url.split_once("://") {
        Some((scheme, _)) => format!("a {scheme}:// URL"),
        None => format!("the SQLite file {url}"),
    }
}

fn serve() -> ExitCode {
    let addr = match bind_address() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    let database = match env_var("DATABASE_URL") {
        Ok(v) => v.unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
        Err(e) => {
            eprintln!("rookery: {e}");
            return ExitCode::from(2);
        }
    };
    // Storage comes in a later issue: accept the setting, create nothing.
    println!(
        "rookery: DATABASE_URL is {}; storage is not built yet, so nothing is stored or created",
        describe_database(&database)
    );
    match rookery::web::run_server(addr) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("rookery: cannot serve on {addr}: {e}");
            ExitCode::FAILURE
        }
    }
}
