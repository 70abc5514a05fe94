-- One reply, one effect (issue 24).
--
-- The request a "your move" reply address was made for: a fingerprint of the house's request
-- (round, request, options) and the fill-in template the mail showed. A reply is read only
-- while the house is asked the same thing; the template tells the lines a player edited inside
-- the quoted mail from those left as they were.
CREATE TABLE reply_requests (
    token_id INTEGER PRIMARY KEY REFERENCES reply_tokens(id) ON DELETE CASCADE,
    request_key TEXT NOT NULL,
    template TEXT NOT NULL
);
-- Every mail received once: a digest of its sender and Message-ID (of its sender and body when
-- it has none), claimed before the mail is read, so that a mail delivered twice (a retrying
-- mail server, two listeners) has one effect, across restarts and servers.
CREATE TABLE inbound_seen (
    key TEXT PRIMARY KEY,
    seen_at TIMESTAMP NOT NULL
);
CREATE INDEX inbound_seen_at ON inbound_seen(seen_at);
