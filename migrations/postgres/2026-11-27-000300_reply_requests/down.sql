DROP INDEX inbound_seen_at;
DROP TABLE inbound_seen;
DROP TABLE reply_requests;
