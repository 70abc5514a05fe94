-- Issue 25: a game's time bank (its `deadlines` settings, `bank_hours`): what is left of each
-- house's bank, and since when the house has been awaited (NULL: not awaited now, its clock
-- stands). A game without a bank has no rows.
CREATE TABLE time_banks (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    remaining_secs BIGINT NOT NULL,
    asked_at TIMESTAMP,
    PRIMARY KEY (game_id, house)
);
