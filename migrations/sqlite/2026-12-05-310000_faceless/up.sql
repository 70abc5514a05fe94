-- Public play (issue 32): faceless games. Keep in step with the other backend's migration.

-- Its players appear only as their houses until the game ends (then their names are shown).
ALTER TABLE game_public ADD COLUMN faceless BOOLEAN NOT NULL DEFAULT FALSE;
