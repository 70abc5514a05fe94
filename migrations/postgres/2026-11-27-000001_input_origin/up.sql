-- How each input came into the log (issue 25: the export states it for every input, so anyone
-- can recount a game's waits): 'player' (a form, a mail reply or the API), 'deadline' (a
-- documented default filled in when a deadline passed), 'forced' (the only possible answer),
-- 'planned' (an answer the player filed ahead), 'computer' (the computer player).
ALTER TABLE inputs ADD COLUMN origin TEXT NOT NULL DEFAULT 'player';
UPDATE inputs SET origin = 'deadline' WHERE by_deadline;
