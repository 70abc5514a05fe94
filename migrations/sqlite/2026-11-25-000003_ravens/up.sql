-- Ravens between houses (issue 12), sqlite flavour. Keep in step with the other flavour.

-- A game's press rules, chosen at creation (a game without a row has the defaults: full press,
-- private conversations stay private, spectators read the table).
CREATE TABLE game_press (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    -- 'full' (public and private), 'public' (the table only) or 'none'.
    rule TEXT NOT NULL DEFAULT 'full',
    -- Private conversations shown to every player once the game is over.
    reveal_at_end BOOLEAN NOT NULL DEFAULT FALSE,
    -- Spectators may read the public table.
    spectators_read BOOLEAN NOT NULL DEFAULT TRUE
);

-- A conversation among houses: houses = '' for the public table, else the sorted house keys
-- joined by commas. Membership is by house, not by account: whoever sits at a house now reads
-- its conversations, and nobody else.
CREATE TABLE conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    houses TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, houses)
);

CREATE TABLE ravens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    round INTEGER NOT NULL,
    phase TEXT NOT NULL,
    -- 'web' or 'mail' (a reply to a raven mail).
    via TEXT NOT NULL
);
CREATE INDEX ravens_conversation ON ravens(conversation_id, id);

-- One reader of one conversation: what they read, whether they muted it, and the bundling of
-- its mails (the messages after mailed_upto are not in any mail yet; pending_outbox_id is the
-- mail still waiting in its quiet window, which covers the messages after pending_base).
CREATE TABLE raven_readers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    last_read_id INTEGER NOT NULL DEFAULT 0,
    muted BOOLEAN NOT NULL DEFAULT FALSE,
    mailed_upto INTEGER NOT NULL DEFAULT 0,
    pending_outbox_id INTEGER,
    pending_base INTEGER NOT NULL DEFAULT 0,
    UNIQUE (conversation_id, user_id)
);

-- A player's private notes pad in a game.
CREATE TABLE notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, user_id)
);

-- Reply-To addresses (reply+TOKEN@domain): one per reader and what the mail is about (a
-- conversation, or a house's decisions in a game). Only the token's SHA-256 is kept.
CREATE TABLE reply_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    house TEXT NOT NULL,
    -- 'raven' (conversation_id set) or 'move'.
    purpose TEXT NOT NULL,
    conversation_id INTEGER,
    created_at TIMESTAMP NOT NULL,
    revoked_at TIMESTAMP
);
CREATE INDEX reply_tokens_owner ON reply_tokens(user_id, game_id, purpose);

-- Every mail received, by id and outcome, never by content.
CREATE TABLE inbound_mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TIMESTAMP NOT NULL,
    message_id TEXT NOT NULL,
    sender_key TEXT NOT NULL,
    outcome TEXT NOT NULL,
    token_id INTEGER
);
CREATE INDEX inbound_mails_sender ON inbound_mails(sender_key, received_at);

ALTER TABLE outbox ADD COLUMN reply_to TEXT;
