-- Public play (issue 32, item 4): tables that fill. Keep in step with the other backend's
-- migration.

-- A player's request to be seated in the next game that matches (one per player; it is
-- deleted when the player is seated, or cancels it). A game matches when it is public, still
-- in its lobby, of this edition and player count, with this preset's deadlines and rated (or
-- not) as asked (see `service::matchmaking`).
CREATE TABLE seat_requests (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    -- `second` or `first`.
    edition TEXT NOT NULL,
    players INTEGER NOT NULL,
    -- The deadlines preset's key: `quick`, `standard` or `relaxed`.
    pace TEXT NOT NULL,
    rated BOOLEAN NOT NULL,
    -- Since when the player waits (the longest waiting are seated first).
    asked_at TIMESTAMP NOT NULL
);
CREATE INDEX seat_requests_match ON seat_requests(edition, players, pace, rated, asked_at);

-- The stale lobbies (still not full 3 days after they were made) whose creator was told so,
-- once each, with the offers to start with fewer players or with computer seats.
CREATE TABLE stale_lobbies_told (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    told_at TIMESTAMP NOT NULL
);
