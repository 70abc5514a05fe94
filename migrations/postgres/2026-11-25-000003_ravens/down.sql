ALTER TABLE outbox DROP COLUMN reply_to;
DROP TABLE inbound_mails;
DROP TABLE reply_tokens;
DROP TABLE notes;
DROP TABLE raven_readers;
DROP TABLE ravens;
DROP TABLE conversations;
DROP TABLE game_press;
