-- Mail, deadlines and reminders (issue 6), PostgreSQL flavour. Keep in step with ../../sqlite.

-- Accounts get an e-mail address (verified before any notification goes to it) and their
-- notification preferences.
ALTER TABLE users ADD COLUMN email TEXT;
-- The address folded to lower case; unique among accounts that have one.
ALTER TABLE users ADD COLUMN email_key TEXT;
CREATE UNIQUE INDEX users_email_key ON users(email_key);
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMP;
-- "Your move" mails: 'immediate', 'digest' (one mail a day) or 'off'.
ALTER TABLE users ADD COLUMN notify_moves TEXT NOT NULL DEFAULT 'immediate';
-- Phase summaries (orders revealed, combats, Westeros cards, wildling attacks).
ALTER TABLE users ADD COLUMN notify_summaries BOOLEAN NOT NULL DEFAULT FALSE;
-- Reminders before a deadline.
ALTER TABLE users ADD COLUMN notify_reminders BOOLEAN NOT NULL DEFAULT TRUE;
-- The hour (0-23, in the user's time zone) the daily digest goes out.
ALTER TABLE users ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 8;
-- The secret in every notification mail's unsubscribe link.
ALTER TABLE users ADD COLUMN unsubscribe_token TEXT NOT NULL DEFAULT '';
UPDATE users SET unsubscribe_token = md5(random()::text || id::text) || md5(random()::text || clock_timestamp()::text);

-- Per-game preference of a seat: 'default' (the account's), 'immediate', 'digest' or 'off'.
ALTER TABLE seats ADD COLUMN mail TEXT NOT NULL DEFAULT 'default';

-- The deadline of the step awaited now (NULL: none, or paused), and the log length it was set
-- at (which identifies the step for reminders and the sweep).
ALTER TABLE games ADD COLUMN deadline_at TIMESTAMP;
ALTER TABLE games ADD COLUMN deadline_seq INTEGER NOT NULL DEFAULT 0;
-- Reminder offsets (minutes before the deadline) already sent for this deadline, comma-separated.
ALTER TABLE games ADD COLUMN reminders_sent TEXT NOT NULL DEFAULT '';
-- Set while the creator has paused the game; the time that was left is kept to resume with.
ALTER TABLE games ADD COLUMN paused_at TIMESTAMP;
ALTER TABLE games ADD COLUMN paused_remaining_secs BIGINT;
CREATE INDEX games_deadline ON games(status, deadline_at);

-- Inputs the service filled in when a deadline passed (user_id is NULL for them).
ALTER TABLE inputs ADD COLUMN by_deadline BOOLEAN NOT NULL DEFAULT FALSE;

-- Who missed which deadline: shown on the game page.
CREATE TABLE missed_deadlines (
    id SERIAL PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id),
    round INTEGER NOT NULL,
    phase TEXT NOT NULL,
    -- The log length before the defaults were appended.
    seq INTEGER NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX missed_deadlines_game ON missed_deadlines(game_id);

-- Single-use, expiring tokens sent by mail: 'verify' (an address) and 'reset' (a password).
CREATE TABLE email_tokens (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    -- SHA-256 of the token, hex; the token itself is only in the mail.
    token_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP
);
CREATE INDEX email_tokens_user ON email_tokens(user_id, purpose);

-- The outbox: every mail is a row written in the same transaction as what causes it; workers
-- claim rows, send them and mark them sent.
CREATE TABLE outbox (
    id SERIAL PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    to_address TEXT NOT NULL,
    -- 'your_move', 'started', 'summary', 'game_over', 'deadline', 'paused', 'resumed',
    -- 'reminder', 'missed', 'digest', 'verify', 'reset'.
    kind TEXT NOT NULL,
    -- Makes "never twice for the same thing" a constraint (NULL: no such rule).
    dedupe_key TEXT UNIQUE,
    subject TEXT NOT NULL,
    body_text TEXT NOT NULL,
    body_html TEXT NOT NULL,
    -- The one-click unsubscribe URL of a notification (List-Unsubscribe), if any.
    unsubscribe_url TEXT,
    -- 'pending' (to send), 'held' (waits for the daily digest), 'sent', 'digested' (went out
    -- inside a digest), 'failed' (gave up).
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    -- Not before: retries back off by moving it.
    due_at TIMESTAMP NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    -- The worker holding the row, until when (a dead worker's claim expires).
    claimed_by TEXT,
    claimed_until TIMESTAMP,
    sent_at TIMESTAMP
);
CREATE INDEX outbox_due ON outbox(status, due_at);
CREATE INDEX outbox_user ON outbox(user_id, status);
