-- Due jobs that read nothing when nothing is due (issue 17). Each active game with a deadline
-- and a reminder still to send has one row: when that reminder is due. The worker's tick reads
-- the rows whose time has come through the index, instead of every game near its deadline.
CREATE TABLE reminder_due (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    next_at TIMESTAMP NOT NULL
);
CREATE INDEX reminder_due_next ON reminder_due(next_at);
-- Every game that may have a reminder to send is looked at once by the next tick, which then
-- writes its true time.
INSERT INTO reminder_due (game_id, next_at)
    SELECT id, CURRENT_TIMESTAMP FROM games WHERE status = 'active' AND deadline_at IS NOT NULL;
-- A held mail's due_at is now the digest moment it waits for (the digest job reads held mails
-- through outbox_due); mails held before this change are looked at once and re-timed.
-- The outbox's retention job deletes done mails by age: through this index, not by reading
-- every sent mail on each tick.
CREATE INDEX outbox_done ON outbox(status, created_at);
-- The deadline sweep and expired votes already use indexes (games_deadline, votes_open).
