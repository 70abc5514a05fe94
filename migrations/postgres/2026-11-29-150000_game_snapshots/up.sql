-- Issue 30: a compact stored snapshot per game, so that a game not in the replay cache is
-- restored from it instead of replayed from its setup. One row per game: the replay (engine
-- state and the events of every input) at the start of the game's latest round. `version` names
-- the rules and format that wrote it; a snapshot of another version is ignored (and replaced at
-- the next round). Only a shortcut: the log stays the truth.
CREATE TABLE game_snapshots (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    log_len INTEGER NOT NULL,
    version TEXT NOT NULL,
    replay TEXT NOT NULL
);
