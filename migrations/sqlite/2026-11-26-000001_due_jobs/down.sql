DROP INDEX outbox_done;
DROP TABLE reminder_due;
