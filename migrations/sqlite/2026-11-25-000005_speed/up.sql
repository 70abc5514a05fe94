-- Lists that stay fast at 10,000 games (issue 17): the front page's public games waiting for
-- players (newest first) and those to watch (most recently active first).
CREATE INDEX games_public_open ON games(visibility, status, id);
CREATE INDEX games_public_active ON games(visibility, updated_at);
-- A player's games, most recently active first.
CREATE INDEX seats_game ON seats(game_id);
