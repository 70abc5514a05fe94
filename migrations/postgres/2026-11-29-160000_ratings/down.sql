DROP TABLE ratings;
DROP TABLE game_public;
