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
-- transaction that changes a game begins with). The WHEN stops the trigger's own UPDATE.
CREATE TRIGGER page_version_games AFTER UPDATE ON games FOR EACH ROW
WHEN NEW.page_version = OLD.page_version
BEGIN
    UPDATE games SET page_version = OLD.page_version + 1 WHERE id = NEW.id;
END;

-- Tables with the game's id.
CREATE TRIGGER page_version_seats_i AFTER INSERT ON seats FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_seats_u AFTER UPDATE ON seats FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_seats_d AFTER DELETE ON seats FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_inputs_i AFTER INSERT ON inputs FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_inputs_u AFTER UPDATE ON inputs FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_inputs_d AFTER DELETE ON inputs FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_missed_deadlines_i AFTER INSERT ON missed_deadlines FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_missed_deadlines_u AFTER UPDATE ON missed_deadlines FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_missed_deadlines_d AFTER DELETE ON missed_deadlines FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_submission_faults_i AFTER INSERT ON submission_faults FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_submission_faults_u AFTER UPDATE ON submission_faults FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_submission_faults_d AFTER DELETE ON submission_faults FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_time_banks_i AFTER INSERT ON time_banks FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_time_banks_u AFTER UPDATE ON time_banks FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_time_banks_d AFTER DELETE ON time_banks FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_game_press_i AFTER INSERT ON game_press FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_game_press_u AFTER UPDATE ON game_press FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_game_press_d AFTER DELETE ON game_press FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_conversations_i AFTER INSERT ON conversations FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_conversations_u AFTER UPDATE ON conversations FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_conversations_d AFTER DELETE ON conversations FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_ravens_i AFTER INSERT ON ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_ravens_u AFTER UPDATE ON ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_ravens_d AFTER DELETE ON ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_seat_rules_i AFTER INSERT ON seat_rules FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_seat_rules_u AFTER UPDATE ON seat_rules FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_seat_rules_d AFTER DELETE ON seat_rules FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_vacancies_i AFTER INSERT ON vacancies FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_vacancies_u AFTER UPDATE ON vacancies FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_vacancies_d AFTER DELETE ON vacancies FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_votes_i AFTER INSERT ON votes FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_votes_u AFTER UPDATE ON votes FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_votes_d AFTER DELETE ON votes FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_absences_i AFTER INSERT ON absences FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_absences_u AFTER UPDATE ON absences FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_absences_d AFTER DELETE ON absences FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_plans_i AFTER INSERT ON plans FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_plans_u AFTER UPDATE ON plans FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_plans_d AFTER DELETE ON plans FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_computer_stand_ins_i AFTER INSERT ON computer_stand_ins FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_computer_stand_ins_u AFTER UPDATE ON computer_stand_ins FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_computer_stand_ins_d AFTER DELETE ON computer_stand_ins FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_game_public_i AFTER INSERT ON game_public FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_game_public_u AFTER UPDATE ON game_public FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_game_public_d AFTER DELETE ON game_public FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;
CREATE TRIGGER page_version_turns_i AFTER INSERT ON turns FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_turns_u AFTER UPDATE ON turns FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = NEW.game_id; END;
CREATE TRIGGER page_version_turns_d AFTER DELETE ON turns FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = OLD.game_id; END;

-- Tables that reach the game through another row: a ballot (the vote's), a hidden raven, a
-- reader's last read and mute (the unread count; not what was mailed).
CREATE TRIGGER page_version_ballots_i AFTER INSERT ON ballots FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = NEW.vote_id); END;
CREATE TRIGGER page_version_ballots_u AFTER UPDATE ON ballots FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = NEW.vote_id); END;
CREATE TRIGGER page_version_ballots_d AFTER DELETE ON ballots FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM votes WHERE id = OLD.vote_id); END;
CREATE TRIGGER page_version_hidden_ravens_i AFTER INSERT ON hidden_ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = NEW.raven_id); END;
CREATE TRIGGER page_version_hidden_ravens_u AFTER UPDATE ON hidden_ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = NEW.raven_id); END;
CREATE TRIGGER page_version_hidden_ravens_d AFTER DELETE ON hidden_ravens FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM ravens WHERE id = OLD.raven_id); END;
CREATE TRIGGER page_version_raven_readers_i AFTER INSERT ON raven_readers FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = NEW.conversation_id); END;
CREATE TRIGGER page_version_raven_readers_u AFTER UPDATE OF last_read_id, muted ON raven_readers FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = NEW.conversation_id); END;
CREATE TRIGGER page_version_raven_readers_d AFTER DELETE ON raven_readers FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id = (SELECT game_id FROM conversations WHERE id = OLD.conversation_id); END;

-- A player's name is on the pages of the games they sit in or sit for; a mute changes the
-- muting player's unread counts.
CREATE TRIGGER page_version_users_name AFTER UPDATE OF name ON users FOR EACH ROW WHEN NEW.name IS NOT OLD.name BEGIN UPDATE games SET page_version = page_version + 1 WHERE id IN (SELECT game_id FROM seats WHERE user_id = NEW.id UNION SELECT game_id FROM absences WHERE sitter_id = NEW.id); END;
CREATE TRIGGER page_version_mutes_i AFTER INSERT ON mutes FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id IN (SELECT game_id FROM seats WHERE user_id = NEW.user_id); END;
CREATE TRIGGER page_version_mutes_d AFTER DELETE ON mutes FOR EACH ROW BEGIN UPDATE games SET page_version = page_version + 1 WHERE id IN (SELECT game_id FROM seats WHERE user_id = OLD.user_id); END;
