-- Issue 28: a player's per-game choice "if I miss a deadline, let the computer play for me
-- this step". One row per (game, player) who chose it; the house is the player's seat, so a
-- newcomer taking the house over does not inherit the choice.
CREATE TABLE computer_stand_ins (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (game_id, user_id)
);
