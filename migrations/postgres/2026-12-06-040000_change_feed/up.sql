-- The change feed (issue 30; src/db/changes.rs): every server LISTENs, and the database tells
-- it at commit what moved, so that a view of a kept page needs no query of its own. A
-- notification is delivered only if its transaction commits (a rolled-back savepoint takes
-- its notifications back), and PostgreSQL folds identical ones of one transaction into one.

-- `rookery_pages`: "<game> <page version>" whenever a game's page version moves (once per
-- transaction, migration 2026-12-06-010000_page_version_once), "<game> gone" when it is deleted.
CREATE FUNCTION notify_page_version() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('rookery_pages', OLD.id || ' gone');
    ELSE
        PERFORM pg_notify('rookery_pages', NEW.id || ' ' || NEW.page_version);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER notify_page_version AFTER UPDATE ON games FOR EACH ROW
    WHEN (NEW.page_version IS DISTINCT FROM OLD.page_version)
    EXECUTE FUNCTION notify_page_version();
CREATE TRIGGER notify_game_gone AFTER DELETE ON games FOR EACH ROW
    EXECUTE FUNCTION notify_page_version();

-- `rookery_sessions`: "s <session>" when a session is updated (its activity noted) or ended,
-- "u <user>" when what every page shows of an account changes or the account is deleted.
CREATE FUNCTION notify_session() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rookery_sessions', 's ' || OLD.id);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION notify_account() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rookery_sessions', 'u ' || OLD.id);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER notify_session AFTER UPDATE OR DELETE ON sessions FOR EACH ROW
    EXECUTE FUNCTION notify_session();
CREATE TRIGGER notify_account AFTER UPDATE OF name, time_zone, language OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION notify_account();
