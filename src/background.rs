//! Work that runs on a thread of its own with a single-threaded tokio runtime, beside the web
//! server's and the mail worker's threads: the database's `LISTEN` connections
//! (`db::changes::keep_listening`) and the mail worker's signal handler (`rookery worker`).

use std::future::Future;

/// Runs the future `make` returns to its end on a new thread named `name`, with a runtime of
/// its own (I/O and timers enabled). A thread or runtime that cannot be made is logged, and
/// the work does not run.
pub fn on_own_thread<F, Fut>(name: &str, make: F)
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()>,
{
    let thread = name.to_string();
    let spawned = std::thread::Builder::new()
        .name(name.into())
        .spawn(move || {
            match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(rt) => rt.block_on(make()),
                Err(e) => tracing::error!("cannot start the {thread} thread's runtime: {e}"),
            }
        });
    if let Err(e) = spawned {
        tracing::error!("cannot start the {name} thread: {e}");
    }
}
