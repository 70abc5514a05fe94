-- Every decision through the web (issue 11), SQLite flavour. Keep in step with ../../postgres.

-- A submission the site failed, not the player: a form the server could not read, or a server
-- error while recording it. A deadline that passes on a step (log length `seq`) where the house
-- met such a fault is not counted against it.
CREATE TABLE submission_faults (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    seq INTEGER NOT NULL,
    what TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX submission_faults_step ON submission_faults(game_id, house, seq);

-- Who starts a full game: 'creator' (the creator, or any player once the creator has left the
-- lobby) or 'when_full' (it starts by itself when the last seat is taken).
ALTER TABLE games ADD COLUMN start_rule TEXT NOT NULL DEFAULT 'creator';

-- "Your move" mails wait a quiet window; a player's input cancels theirs in that game.
CREATE INDEX outbox_game_user ON outbox(game_id, user_id, kind, status);
