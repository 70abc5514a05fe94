//! The HTTP service. For now it serves an honest "under construction" page, a health check and
//! the embedded static files; the game pages come with the service layer in a later issue.
//!
//! Templates (`templates/*.html`) and static files (`static/*`) are compiled into the binary, so
//! `rookery` runs from any working directory.

use actix_web::http::header::{self, ContentType};
use actix_web::http::StatusCode;
use actix_web::{middleware, web, App, HttpRequest, HttpResponse, HttpServer};
use askama::Template;
use std::net::SocketAddr;

/// A file served under `/static/`.
struct StaticFile {
    name: &'static str,
    content_type: &'static str,
    body: &'static str,
}

/// Every file under `/static/`, embedded at compile time.
const STATIC_FILES: &[StaticFile] = &[
    StaticFile {
        name: "style.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../../static/style.css"),
    },
    StaticFile {
        name: "favicon.svg",
        content_type: "image/svg+xml",
        body: include_str!("../../static/favicon.svg"),
    },
];

/// One command of the `rookery` binary, as listed on the front page.
pub struct CliCommand {
    pub usage: &'static str,
    pub what: &'static str,
}

/// The commands of the `rookery` binary.
pub const CLI_COMMANDS: &[CliCommand] = &[
    CliCommand {
        usage: "rookery serve",
        what: "run this web service (the default); set ROOKERY_BIND and DATABASE_URL",
    },
    CliCommand {
        usage: "rookery scenario FILE...",
        what: "run rule-test scenario files against the rules engine",
    },
    CliCommand {
        usage: "rookery selfplay --players N --games G --seed S",
        what: "play random games with invariant checks after every input",
    },
];

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage {
    version: &'static str,
    commands: &'static [CliCommand],
}

#[derive(Template)]
#[template(path = "not_found.html")]
struct NotFoundPage {
    path: String,
}

/// Render a page, or a plain 500 if the template fails.
fn html(status: StatusCode, page: &impl Template) -> HttpResponse {
    match page.render() {
        Ok(body) => HttpResponse::build(status)
            .content_type(ContentType::html())
            .body(body),
        Err(e) => HttpResponse::InternalServerError()
            .content_type(ContentType::plaintext())
            .body(format!("template error: {e}")),
    }
}

async fn index() -> HttpResponse {
    html(
        StatusCode::OK,
        &IndexPage {
            version: env!("CARGO_PKG_VERSION"),
            commands: CLI_COMMANDS,
        },
    )
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok()
        .content_type(ContentType::plaintext())
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body("ok")
}

async fn static_file(req: HttpRequest, name: web::Path<String>) -> HttpResponse {
    match STATIC_FILES.iter().find(|f| f.name == name.as_str()) {
        Some(f) => HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, f.content_type))
            .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
            .body(f.body),
        None => not_found(req).await,
    }
}

async fn not_found(req: HttpRequest) -> HttpResponse {
    html(
        StatusCode::NOT_FOUND,
        &NotFoundPage {
            path: req.path().to_string(),
        },
    )
}

/// The routes of the service; also usable with `actix_web::test::init_service`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/")
            .route(web::get().to(index))
            .route(web::head().to(index)),
    )
    .service(
        web::resource("/healthz")
            .route(web::get().to(healthz))
            .route(web::head().to(healthz)),
    )
    .service(
        web::resource("/static/{name}")
            .route(web::get().to(static_file))
            .route(web::head().to(static_file)),
    )
    .default_service(web::to(not_found));
}

/// Serve on `addr` until the process is stopped (Ctrl-C or SIGTERM shut down gracefully).
/// Prints the listening address once the socket is bound.
pub async fn serve(addr: SocketAddr) -> std::io::Result<()> {
    let server = HttpServer::new(|| {
        App::new()
            .wrap(
                middleware::DefaultHeaders::new()
                    .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                    .add((header::REFERRER_POLICY, "same-origin")),
            )
            .wrap(middleware::Compress::default())
            .configure(routes)
    })
    .bind(addr)?;
    for a in server.addrs() {
        println!("rookery: listening on http://{a}");
    }
    server.run().await
}

/// [`serve`] on its own actix runtime, for a synchronous `main`.
pub fn run_server(addr: SocketAddr) -> std::io::Result<()> {
    actix_web::rt::System::new().block_on(serve(addr))
}
