DROP TABLE game_snapshots;
