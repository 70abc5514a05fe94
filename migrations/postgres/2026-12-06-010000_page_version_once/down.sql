-- Back to a bump per row written (migration 2026-12-05-430000_page_version).
CREATE OR REPLACE FUNCTION page_version_own() RETURNS trigger AS $$
BEGIN
    IF NEW.page_version = OLD.page_version THEN
        NEW.page_version := OLD.page_version + 1;
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_game_id() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id;
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id;
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_ballots() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = OLD.vote_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = NEW.vote_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_hidden_ravens() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = OLD.raven_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = NEW.raven_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION page_version_by_raven_readers() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = OLD.conversation_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = NEW.conversation_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

DROP FUNCTION page_version_bump(integer);
