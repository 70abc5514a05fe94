ALTER TABLE outbox DROP COLUMN channel;
DROP TABLE push_subscriptions;
DROP TABLE calendar_feeds;
DROP TABLE webhooks;
DROP TABLE api_tokens;
