-- Issue 27: when the sitter (and the absent player) were told that an absence began and ended;
-- NULL: not yet. The due jobs write those mails once each.
ALTER TABLE absences ADD COLUMN begun_told_at TIMESTAMP NULL;
ALTER TABLE absences ADD COLUMN ended_told_at TIMESTAMP NULL;
