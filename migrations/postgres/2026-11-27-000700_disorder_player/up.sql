-- Issue 28: what plays a house in civil disorder (or voted out) at each deadline: 'computer'
-- (the computer player, what new games choose by default) or 'defaults' (the documented
-- defaults, how every game stored before this column was played).
ALTER TABLE seat_rules ADD COLUMN disorder_player TEXT NOT NULL DEFAULT 'defaults';
