-- Answers filed ahead (issue 25): one row per entry of a house's plan, keyed by the request it
-- answers (kind, and key: the order's area, the card, or ''). Sealed: only the house's own
-- pages, mails and API read them. A used entry is deleted (its input is in the log); one that no
-- longer applied stays as 'dropped' with why, so the house is told on its page.
CREATE TABLE plans (
    id SERIAL PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    round INTEGER NOT NULL,
    kind TEXT NOT NULL,
    entry_key TEXT NOT NULL,
    entry TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'filed',
    dropped TEXT,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX plans_entry ON plans(game_id, house, round, kind, entry_key);
