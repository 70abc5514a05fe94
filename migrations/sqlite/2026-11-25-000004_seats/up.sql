-- When a player vanishes (issue 13), SQLite flavour. Keep in step with ../../postgres.

-- The table's rules about seats, one row per game (a game without a row has the defaults:
-- civil disorder after 2 missed deadlines in a row, the creator runs the clock, no minimum).
CREATE TABLE seat_rules (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    -- A house goes into civil disorder after this many deadlines missed in a row (0: never).
    civil_disorder_after INTEGER NOT NULL DEFAULT 2,
    -- Who changes the clock once the game runs: 'creator' (the seated creator) or 'votes'.
    clock_rule TEXT NOT NULL DEFAULT 'creator',
    -- The least reliability (percent of decisions made in time) a player needs to join.
    min_reliability INTEGER NOT NULL DEFAULT 0
);

-- A house that needs a player: in civil disorder, or voted out by the table. Open while
-- `closed_at` is NULL; closed when its player returns, a newcomer takes it, or the game ends.
CREATE TABLE vacancies (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    -- The player who left the house.
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    reason TEXT NOT NULL,
    opened_at TIMESTAMP NOT NULL,
    opened_seq INTEGER NOT NULL,
    closed_at TIMESTAMP,
    closed_how TEXT,
    taken_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX vacancies_game ON vacancies(game_id, closed_at);
CREATE INDEX vacancies_user ON vacancies(user_id);

-- Votes of a table: pause, resume, extend, replace, cancel, end, deadlines.
CREATE TABLE votes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    -- The house a vote to replace is about.
    house TEXT,
    -- Hours of an extension or of a pause.
    hours INTEGER,
    -- The new deadlines (JSON) of a vote to change them.
    setting TEXT,
    called_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    called_house TEXT NOT NULL,
    called_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    -- 'open', 'passed', 'failed' or 'expired'.
    status TEXT NOT NULL,
    decided_at TIMESTAMP,
    -- A passed pause: when the clock runs again by itself.
    until_at TIMESTAMP
);
CREATE INDEX votes_game ON votes(game_id, status);
CREATE INDEX votes_open ON votes(status, expires_at);

CREATE TABLE ballots (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    vote_id INTEGER NOT NULL REFERENCES votes(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    yes BOOLEAN NOT NULL,
    at TIMESTAMP NOT NULL,
    UNIQUE (vote_id, house)
);

-- A planned absence: the house's deadlines in [starts_at, ends_at) are filled by the defaults
-- without counting as missed, or the sitter plays the house meanwhile.
CREATE TABLE absences (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    sitter_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX absences_game ON absences(game_id, ends_at);

-- Each time a house was asked something: when, by whom it was answered and when (for the
-- reliability figures). `answered` is 'player', 'deadline' or NULL while still open.
CREATE TABLE turns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    asked_at TIMESTAMP NOT NULL,
    answered_at TIMESTAMP,
    answered TEXT
);
CREATE INDEX turns_open ON turns(game_id, house, answered);
CREATE INDEX turns_user ON turns(user_id);
