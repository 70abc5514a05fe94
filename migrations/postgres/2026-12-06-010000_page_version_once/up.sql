-- A game's page version bumped once per transaction (issue 30), not once per row written: a
-- move wrote five bumps (the game's lock, its input, its turn rows, its summary), each a new
-- version of the game's row and a trigger's work (about 14 µs of the backend's CPU each),
-- and one is all a reader can see (the transaction's writes commit together). The first bump
-- of a game in a transaction notes it in a transaction-local setting
-- (`rookery.page_bumped`: the game's id); the later writes of the same transaction see it and
-- leave the row alone. The setting ends with the transaction, and a rolled-back savepoint takes
-- its change back with the bump. A transaction that writes several games bumps each at least
-- once (the setting holds the last). SQLite's triggers cannot see the transaction and still
-- bump per row; the version is an opaque number on both.

-- The game's own row: bumped by its first UPDATE in the transaction.
CREATE OR REPLACE FUNCTION page_version_own() RETURNS trigger AS $$
BEGIN
    IF current_setting('rookery.page_bumped', true) IS DISTINCT FROM NEW.id::text THEN
        IF NEW.page_version = OLD.page_version THEN
            NEW.page_version := OLD.page_version + 1;
        END IF;
        PERFORM set_config('rookery.page_bumped', NEW.id::text, true);
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- A bump of game `game` for a row written elsewhere, unless this transaction made one.
CREATE FUNCTION page_version_bump(game integer) RETURNS void AS $$
BEGIN
    IF game IS NOT NULL
        AND current_setting('rookery.page_bumped', true) IS DISTINCT FROM game::text THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = game;
    END IF;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_game_id() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM page_version_bump(OLD.game_id);
    ELSE
        PERFORM page_version_bump(NEW.game_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_ballots() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM page_version_bump((SELECT game_id FROM votes WHERE id = OLD.vote_id));
    ELSE
        PERFORM page_version_bump((SELECT game_id FROM votes WHERE id = NEW.vote_id));
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_hidden_ravens() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM page_version_bump((SELECT game_id FROM ravens WHERE id = OLD.raven_id));
    ELSE
        PERFORM page_version_bump((SELECT game_id FROM ravens WHERE id = NEW.raven_id));
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_raven_readers() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM page_version_bump((SELECT game_id FROM conversations WHERE id = OLD.conversation_id));
    ELSE
        PERFORM page_version_bump((SELECT game_id FROM conversations WHERE id = NEW.conversation_id));
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
