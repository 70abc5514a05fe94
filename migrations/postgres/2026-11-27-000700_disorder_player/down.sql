ALTER TABLE seat_rules DROP COLUMN disorder_player;
