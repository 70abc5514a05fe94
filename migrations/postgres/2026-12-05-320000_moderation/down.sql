DROP TABLE sightings;
DROP TABLE mutes;
DROP TABLE sanctions;
DROP TABLE hidden_ravens;
DROP TABLE moderation_log;
DROP TABLE reports;
DROP TABLE moderators;
