DROP INDEX inbound_mails_token;
DROP INDEX inbound_mails_client;
ALTER TABLE inbound_mails DROP COLUMN client_address;
DROP TABLE mail_bounces;
DROP INDEX outbox_bounce_token;
ALTER TABLE outbox DROP COLUMN in_reply_to;
ALTER TABLE outbox DROP COLUMN bounce_token;
