-- The JSON API, webhooks and the calendar feed (issue 14, items 4 and 5), postgres flavour.
-- Keep in step with the other flavour.

-- Personal API tokens: only the SHA-256 of the token is kept (it is shown once, at creation).
CREATE TABLE api_tokens (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    revoked_at TIMESTAMP
);
CREATE INDEX api_tokens_user ON api_tokens(user_id);

-- Webhooks: per account (game_id NULL) or per game. format: 'json', 'discord' or 'slack'.
CREATE TABLE webhooks (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    format TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX webhooks_user ON webhooks(user_id);

-- The secret calendar feed of an account (one at a time; a new one replaces it).
CREATE TABLE calendar_feeds (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

-- Web Push subscriptions of an account's browsers: the push service's endpoint and the
-- browser's keys (p256dh: its P-256 public key, auth: its secret), base64url.
CREATE TABLE push_subscriptions (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);

-- The outbox carries mails ('mail') and webhook calls ('webhook': to_address is the URL,
-- body_text the request body; 'push': to_address is the endpoint, body_text the encrypted body), delivered by the same worker with the same retries.
ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'mail';
