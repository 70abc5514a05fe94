-- A move's lock without a write (issue 30): a move locked its game with an UPDATE of the
-- game's row, which wrote a new version of the row and bumped the page version, and then wrote
-- the row again with its summary: two versions of the busiest row per move, and the lock's
-- UPDATE was the most costly statement of the move (210–257 µs of the backend's executor). A
-- move now locks with `SELECT … FOR UPDATE` and marks the page version as held for the game
-- (`rookery.page_bumped` = 'held:<game>', transaction-local): the move's other rows leave the
-- version alone, and the summary's UPDATE of the game's row, which every move writes, bumps it
-- (`page_version_own` bumps whenever the setting is not the game's id). Still one bump per
-- transaction, in the transaction that wrote the rows.
CREATE OR REPLACE FUNCTION page_version_bump(game integer) RETURNS void AS $$
BEGIN
    IF game IS NOT NULL
        AND current_setting('rookery.page_bumped', true) IS DISTINCT FROM game::text
        AND current_setting('rookery.page_bumped', true) IS DISTINCT FROM 'held:' || game THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = game;
    END IF;
END
$$ LANGUAGE plpgsql;
