-- A mail written wakes every mail worker (issue 30): the outbox's INSERT notifies
-- `rookery_mail` (`mail::listen::CHANNEL`) from the database itself, once per statement, and
-- PostgreSQL folds a transaction's identical notifications into one at its commit. The server
-- sent a `NOTIFY` statement after every row instead: a round trip each, a dozen for a move
-- that ends a phase at six players. SQLite has no notifications (a worker there is woken by
-- its own process, or by its tick).
CREATE FUNCTION notify_mail() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rookery_mail', '');
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER notify_mail AFTER INSERT ON outbox FOR EACH STATEMENT
    EXECUTE FUNCTION notify_mail();
