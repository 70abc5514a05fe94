ALTER TABLE game_public DROP COLUMN faceless;
