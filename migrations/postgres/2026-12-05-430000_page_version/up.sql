-- The game page's version (issue 30, item 2): every write that can change what a game page
-- shows, to any viewer, bumps `games.page_version` in the same transaction, so that a rendered
-- page kept under (game, version, viewer, language) is never sent once it is out of date, on
-- any app server sharing this database (`web::page_cache`, docs/web.md). The bumps are
-- triggers, so no write path of the service can forget one: any UPDATE of the game's row, and
-- any row written or deleted in a table the page reads. Tables the page does not read (the
-- outbox, notes, reply tokens, the replay snapshots, ...) do not bump it; a test
-- (tests/page_cache.rs) checks that every table is in one list or the other. Keep in step with the other
-- backend's migration.
ALTER TABLE games ADD COLUMN page_version BIGINT NOT NULL DEFAULT 0;

-- The game's own row (its status, clock, visibility, name, ... and `lock_game`, which every
-- transaction that changes a game begins with), unless the UPDATE is one of the bumps below.
CREATE FUNCTION page_version_own() RETURNS trigger AS $$
BEGIN
    IF NEW.page_version = OLD.page_version THEN
        NEW.page_version := OLD.page_version + 1;
    END IF;
    RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_games BEFORE UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION page_version_own();

-- Tables with the game's id.
CREATE FUNCTION page_version_by_game_id() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id;
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id;
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_seats AFTER INSERT OR UPDATE OR DELETE ON seats
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_inputs AFTER INSERT OR UPDATE OR DELETE ON inputs
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_missed_deadlines AFTER INSERT OR UPDATE OR DELETE ON missed_deadlines
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_submission_faults AFTER INSERT OR UPDATE OR DELETE ON submission_faults
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_time_banks AFTER INSERT OR UPDATE OR DELETE ON time_banks
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_game_press AFTER INSERT OR UPDATE OR DELETE ON game_press
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_conversations AFTER INSERT OR UPDATE OR DELETE ON conversations
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_ravens AFTER INSERT OR UPDATE OR DELETE ON ravens
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_seat_rules AFTER INSERT OR UPDATE OR DELETE ON seat_rules
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_vacancies AFTER INSERT OR UPDATE OR DELETE ON vacancies
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_votes AFTER INSERT OR UPDATE OR DELETE ON votes
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_absences AFTER INSERT OR UPDATE OR DELETE ON absences
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_plans AFTER INSERT OR UPDATE OR DELETE ON plans
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_computer_stand_ins AFTER INSERT OR UPDATE OR DELETE ON computer_stand_ins
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_game_public AFTER INSERT OR UPDATE OR DELETE ON game_public
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();
CREATE TRIGGER page_version_turns AFTER INSERT OR UPDATE OR DELETE ON turns
    FOR EACH ROW EXECUTE FUNCTION page_version_by_game_id();

-- Tables that reach the game through another row: a ballot (the vote's), a hidden raven, a
-- reader's last read and mute (the unread count; not what was mailed).
CREATE FUNCTION page_version_by_ballots() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = OLD.vote_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = NEW.vote_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_ballots AFTER INSERT OR UPDATE OR DELETE ON ballots
    FOR EACH ROW EXECUTE FUNCTION page_version_by_ballots();
CREATE FUNCTION page_version_by_hidden_ravens() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = OLD.raven_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = NEW.raven_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_hidden_ravens AFTER INSERT OR UPDATE OR DELETE ON hidden_ravens
    FOR EACH ROW EXECUTE FUNCTION page_version_by_hidden_ravens();
CREATE FUNCTION page_version_by_raven_readers() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = OLD.conversation_id);
    ELSE
        UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = NEW.conversation_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_raven_readers AFTER INSERT OR UPDATE OF last_read_id, muted OR DELETE ON raven_readers
    FOR EACH ROW EXECUTE FUNCTION page_version_by_raven_readers();

-- A player's name is on the pages of the games they sit in or sit for; a mute changes the
-- muting player's unread counts.
CREATE FUNCTION page_version_by_user() RETURNS trigger AS $$
BEGIN
    IF TG_TABLE_NAME = 'users' THEN
        UPDATE games SET page_version = page_version + 1
        WHERE id IN (SELECT game_id FROM seats WHERE user_id = NEW.id UNION SELECT game_id FROM absences WHERE sitter_id = NEW.id);
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE games SET page_version = page_version + 1
        WHERE id IN (SELECT game_id FROM seats WHERE user_id = OLD.user_id);
    ELSE
        UPDATE games SET page_version = page_version + 1
        WHERE id IN (SELECT game_id FROM seats WHERE user_id = NEW.user_id);
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER page_version_users AFTER UPDATE OF name ON users
    FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION page_version_by_user();
CREATE TRIGGER page_version_mutes AFTER INSERT OR DELETE ON mutes
    FOR EACH ROW EXECUTE FUNCTION page_version_by_user();
