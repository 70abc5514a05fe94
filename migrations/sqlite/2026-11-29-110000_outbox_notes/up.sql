-- Issue 26: a notification is data. `note` holds what happened and who is told (a
-- `service::notes::Note`, JSON); the sender words it for its reader when it sends the row, and
-- `subject`/`body_*` stay empty until then. Rows written before (NULL here) keep their words
-- and are sent as they are.
ALTER TABLE outbox ADD COLUMN note TEXT NULL;
