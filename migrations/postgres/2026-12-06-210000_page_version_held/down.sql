CREATE OR REPLACE FUNCTION page_version_bump(game integer) RETURNS void AS $$
BEGIN
    IF game IS NOT NULL
        AND current_setting('rookery.page_bumped', true) IS DISTINCT FROM game::text THEN
        UPDATE games SET page_version = page_version + 1 WHERE id = game;
    END IF;
END
$$ LANGUAGE plpgsql;
