DROP TABLE reminder_due;
