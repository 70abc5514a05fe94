-- Public play (issue 32): moderation. Keep in step with the other backend's migration.

-- The moderators (set from the command line: `rookery moderator add NAME`).
CREATE TABLE moderators (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    added_at TIMESTAMP NOT NULL
);

-- A player's report of a raven message, a game's name or a profile, with a reason. Open while
-- `closed_at` is NULL.
CREATE TABLE reports (
    id SERIAL PRIMARY KEY,
    reporter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- 'raven', 'game' or 'profile'.
    subject TEXT NOT NULL,
    raven_id INTEGER REFERENCES ravens(id) ON DELETE CASCADE,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    -- The account reported (a profile; a raven's writer).
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    closed_at TIMESTAMP,
    closed_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX reports_open ON reports(closed_at, id);

-- Every moderator action: who (the moderator), whom (an account, a game, a message), what and
-- why. Kept.
CREATE TABLE moderation_log (
    id SERIAL PRIMARY KEY,
    moderator_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    -- 'hide', 'rename', 'warn', 'suspend', 'ban', 'extend', 'replace', 'dismiss'.
    action TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    game_id INTEGER REFERENCES games(id) ON DELETE SET NULL,
    raven_id INTEGER REFERENCES ravens(id) ON DELETE SET NULL,
    -- What changed, as plain values: the new name, the house, the new deadline, the end of a
    -- suspension.
    detail TEXT NOT NULL,
    reason TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX moderation_log_at ON moderation_log(at);

-- Raven messages a moderator hid: shown to nobody, mailed to nobody.
CREATE TABLE hidden_ravens (
    raven_id INTEGER PRIMARY KEY REFERENCES ravens(id) ON DELETE CASCADE,
    hidden_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    hidden_at TIMESTAMP NOT NULL
);

-- An account suspended (until `until`) or banned (`until` NULL): it cannot log in.
CREATE TABLE sanctions (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    -- 'suspended' or 'banned'.
    kind TEXT NOT NULL,
    since TIMESTAMP NOT NULL,
    until TIMESTAMP
);

-- A player muted another player's ravens, in every game.
CREATE TABLE mutes (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    muted_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, muted_id)
);

-- Where an account was seen logging in (docs/public-play.md): 'browser' (the device cookie)
-- or 'address' (the client's IP address), as a SHA-256 hash; deleted when not seen for the
-- time docs/public-play.md names.
CREATE TABLE sightings (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    value_hash TEXT NOT NULL,
    first_seen_at TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, kind, value_hash)
);
CREATE INDEX sightings_value ON sightings(kind, value_hash);
CREATE INDEX sightings_last_seen ON sightings(last_seen_at);
