DROP INDEX outbox_game_user;
ALTER TABLE games DROP COLUMN start_rule;
DROP TABLE submission_faults;
