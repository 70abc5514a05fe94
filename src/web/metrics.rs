//! `/metrics`: the process's counters (`telemetry::metrics`) and the database's figures
//! (`Service::operations_figures`) in the Prometheus text format, for an operator's scraper.
//!
//! Off unless `ROOKERY_METRICS_TOKEN` is set (then a plain 404, as for any unknown path); with
//! it, only requests that send `Authorization: Bearer TOKEN` get the figures, others a 401.

use super::AppState;
use crate::telemetry::metrics::{gauge_text, METRICS};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};

pub async fn metrics(st: web::Data<AppState>, req: HttpRequest) -> HttpResponse {
    let Some(token) = st.cfg.metrics_token.clone() else {
        return HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("Not found.");
    };
    let sent = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if !crate::service::constant_time_eq(sent.trim(), &token) {
        return HttpResponse::Unauthorized()
            .insert_header((header::WWW_AUTHENTICATE, "Bearer"))
            .content_type("text/plain; charset=utf-8")
            .body("Send the metrics token as \"Authorization: Bearer TOKEN\".");
    }
    let svc = st.svc.clone();
    let span = super::request_span(&req);
    let figures = web::block(move || {
        let _in_request = span.enter();
        svc.operations_figures()
    })
    .await;
    let up = |answered: bool| {
        gauge_text(
            "rookery_up",
            "1 when the database answered",
            if answered { 1.0 } else { 0.0 },
        )
    };
    let extra = match figures {
        Ok(Ok(f)) => {
            METRICS.cache_games.set(f.cache_games as i64);
            METRICS.cache_bytes.set(f.cache_bytes as i64);
            [
                gauge_text(
                    "rookery_mails_pending",
                    "Mails waiting in the outbox to be sent",
                    f.mails_pending as f64,
                ),
                gauge_text(
                    "rookery_mail_oldest_due_seconds",
                    "Seconds since the oldest pending mail fell due",
                    f.oldest_due_mail_seconds as f64,
                ),
                gauge_text(
                    "rookery_mails_held",
                    "Mails held for a daily digest",
                    f.mails_held as f64,
                ),
                up(true),
            ]
            .concat()
        }
        Ok(Err(e)) => {
            tracing::error!("metrics: the database figures failed: {e}");
            up(false)
        }
        Err(e) => {
            tracing::error!("metrics: {e}");
            up(false)
        }
    };
    // Issue 30: game page views answered from a kept page, and pages rendered to be kept.
    let (hits, renders) = super::page_cache::PAGES.counts();
    let extra = [
        extra,
        gauge_text(
            "rookery_game_page_hits",
            "Game page views answered from a kept page (no render), since the start",
            hits as f64,
        ),
        gauge_text(
            "rookery_game_page_renders",
            "Game pages rendered and kept, since the start",
            renders as f64,
        ),
    ]
    .concat();
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(METRICS.render(&extra))
}
