//! Wake-ups across processes on PostgreSQL: every transaction that writes a mail notifies
//! `rookery_mail` (a trigger on the outbox's INSERT, migration `2026-12-06-150000_outbox_notify`;
//! PostgreSQL delivers it at commit), and every mail worker keeps one connection that `LISTEN`s
//! on that channel ([`listen`]) and pokes its worker when a notification arrives. So a mail
//! written by one app server leaves from a worker in another process within the notification's
//! round trip, not at the worker's next tick. On SQLite (one server process) the in-process
//! poke does the same.

use super::outbox::Wakeup;
use futures_util::StreamExt;

/// The channel mail workers listen on (named in the outbox's trigger too).
pub const CHANNEL: &str = "rookery_mail";

/// Listens on `url` (a PostgreSQL URL) for [`CHANNEL`] on a thread of its own, poking `wake` for
/// every notification, and once on every (re)connection (mail may have been written while it
/// was away). Reconnects after a second when the connection is lost.
pub fn listen(url: String, wake: Wakeup) {
    crate::db::changes::keep_listening("mail-listen", move || {
        let (url, wake) = (url.clone(), wake.clone());
        async move {
            if let Err(e) = listen_once(&url, &wake).await {
                tracing::warn!("mail: LISTEN {CHANNEL}: {e}; reconnecting");
            }
        }
    });
}

async fn listen_once(url: &str, wake: &Wakeup) -> Result<(), tokio_postgres::Error> {
    let (client, mut connection) = tokio_postgres::connect(url, tokio_postgres::NoTls).await?;
    // The connection's messages (notifications among them) come through this stream; it must be
    // polled for the client's queries to make progress too.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
    let driver = tokio::spawn(async move {
        let mut messages = Box::pin(messages);
        while let Some(m) = messages.next().await {
            match m {
                Ok(tokio_postgres::AsyncMessage::Notification(_)) => {
                    let _ = tx.send(());
                }
                Ok(_) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    wake.poke();
    while rx.recv().await.is_some() {
        wake.poke();
    }
    match driver.await {
        Ok(r) => r,
        Err(_) => Ok(()),
    }
}
