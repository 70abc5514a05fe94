DROP INDEX seats_game;
DROP INDEX games_public_active;
DROP INDEX games_public_open;
