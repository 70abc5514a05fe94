-- Rookery schema, SQLite flavour. Keep in step with ../../postgres (same tables, columns, types).

CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    -- The name folded to lower case: names are unique regardless of case.
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- SHA-256 of the cookie's random token, hex; the token itself is never stored.
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The per-session CSRF token every form carries.
    csrf TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Failed log-ins, for throttling: one row per failure, keyed by account and by client address.
CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX login_failures_key ON login_failures(key, at);

CREATE TABLE games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    players INTEGER NOT NULL,
    -- engine::GameOptions as JSON.
    options TEXT NOT NULL,
    engine_version TEXT NOT NULL,
    -- The secret RNG seed (a u64 stored bit for bit). Never shown.
    seed BIGINT NOT NULL,
    -- 'lobby', 'active' or 'over'.
    status TEXT NOT NULL,
    creator_id INTEGER NOT NULL REFERENCES users(id),
    -- 'public' (listed) or 'invite' (only with the invite link).
    visibility TEXT NOT NULL,
    invite_token TEXT NOT NULL UNIQUE,
    -- 'choice' (players pick a house) or 'random' (houses dealt at start).
    seating TEXT NOT NULL,
    -- Phase deadlines in hours, as JSON; stored for the deadline sweep.
    deadlines TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    started_at TIMESTAMP,
    updated_at TIMESTAMP NOT NULL,
    -- Denormalized summary, rewritten in the same transaction as every accepted input.
    log_len INTEGER NOT NULL DEFAULT 0,
    round INTEGER NOT NULL DEFAULT 0,
    phase TEXT NOT NULL DEFAULT '',
    -- Houses awaited now, comma-separated keys (no secret content).
    awaiting TEXT NOT NULL DEFAULT '',
    awaiting_since TIMESTAMP,
    winner TEXT
);
CREATE INDEX games_status ON games(status);

CREATE TABLE seats (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- NULL until the game starts when seating is random.
    house TEXT,
    user_id INTEGER NOT NULL REFERENCES users(id),
    joined_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, user_id),
    UNIQUE (game_id, house)
);
CREATE INDEX seats_user ON seats(user_id);

-- The append-only input log: the truth of every game. State = replay(setup, inputs by seq).
CREATE TABLE inputs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    house TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id),
    -- engine::Input as JSON.
    payload TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, seq)
);
