-- Hardening (issue 18), PostgreSQL flavour. Keep in step with ../../sqlite.

-- The confusable-resistant key of the name (NFKC, lower case, UTS #39 skeleton; see
-- src/service/names.rs): no two accounts share it. SQL cannot compute it, so accounts made
-- before this migration get it from the server at start (Service::backfill_name_skeletons).
ALTER TABLE users ADD COLUMN name_skeleton TEXT;
CREATE UNIQUE INDEX users_name_skeleton ON users(name_skeleton);

-- An address blocks other accounts only once it is confirmed: several accounts may claim an
-- address, the first to confirm it keeps it, and the other claims are dropped then.
DROP INDEX users_email_key;
CREATE INDEX users_email ON users(email_key);
CREATE UNIQUE INDEX users_verified_email ON users(email_key) WHERE email_verified_at IS NOT NULL;

-- Browsers that logged in to an account (the device cookie; its SHA-256 is kept): the
-- per-account slow-down of log-ins never refuses them. One browser may know several accounts.
CREATE TABLE login_devices (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP NOT NULL,
    UNIQUE (token_hash, user_id)
);
CREATE INDEX login_devices_user ON login_devices(user_id);

-- Deadline extensions, capped per step and per game: hours over the whole game, and hours in
-- the step that began at log length extended_step_seq.
ALTER TABLE games ADD COLUMN extended_hours_total INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN extended_hours_step INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN extended_step_seq INTEGER NOT NULL DEFAULT -1;

-- login_failures now holds the events of every throttle (src/service/limits.rs): keys such as
-- login-client:NAME|ADDRESS, register-client:ADDRESS, address-mail:ADDRESS, create-game:USER.

-- For counting the open lobbies of one user.
CREATE INDEX games_creator ON games(creator_id, status);
