-- Issue 24, items 3, 5 and 6.
-- Each mail's return path is bounce+TOKEN@REPLY_DOMAIN (VERP): a delivery report names the mail
-- it is about by TOKEN. A reply answered under the player's reply threads under it (In-Reply-To).
ALTER TABLE outbox ADD COLUMN bounce_token TEXT;
ALTER TABLE outbox ADD COLUMN in_reply_to TEXT;
CREATE UNIQUE INDEX outbox_bounce_token ON outbox(bounce_token);
-- A permanent failure reported for one mail to an address (one row per mail: a report sent
-- twice counts once). Rows of an address are cleared when its owner asks to be mailed again.
CREATE TABLE mail_bounces (
    id SERIAL PRIMARY KEY,
    address TEXT NOT NULL,
    outbox_id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL,
    received_at TIMESTAMP NOT NULL,
    cleared_at TIMESTAMP
);
CREATE INDEX mail_bounces_address ON mail_bounces(address);
-- Received mails are throttled by the connecting address (as the site's mail server reported
-- it), and by the account of the token once the sender is authenticated.
ALTER TABLE inbound_mails ADD COLUMN client_address TEXT;
CREATE INDEX inbound_mails_client ON inbound_mails(client_address, received_at);
CREATE INDEX inbound_mails_token ON inbound_mails(token_id, received_at);
