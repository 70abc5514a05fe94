-- Public play (issue 32): ratings. Keep in step with the other backend's migration.

-- A game's public-play options, one row per game (a game without a row is unrated, with no
-- minimum rating to join).
CREATE TABLE game_public (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    -- Its result changes its players' ratings (when it ends by the rules, not by a vote).
    rated BOOLEAN NOT NULL DEFAULT FALSE,
    -- The least rating (the shown figure, mu - 3 sigma) a player needs to join.
    min_rating INTEGER NOT NULL DEFAULT 0,
    -- When its result was counted into the ratings (the order a recomputation follows).
    rated_at TIMESTAMP
);

-- A player's Weng-Lin (OpenSkill) rating in one edition: the mean and uncertainty of the
-- skill estimate, and the rated games it counts. Recomputable from the stored games
-- (`rookery ratings --recompute`).
CREATE TABLE ratings (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    edition TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, edition)
);
CREATE INDEX ratings_board ON ratings(edition, games);
