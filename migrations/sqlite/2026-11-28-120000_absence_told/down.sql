ALTER TABLE absences DROP COLUMN ended_told_at;
ALTER TABLE absences DROP COLUMN begun_told_at;
