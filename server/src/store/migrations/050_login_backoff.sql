-- Login protection (OWASP ASVS 5.0 §6): one back-off row per account, whatever identifier was typed
-- (user name or mobile both resolve to the account; an unknown name has a row of its own so the
-- answers look alike). Every password check charges the row before verifying; a success clears it.
CREATE TABLE login_backoff (
  key              text PRIMARY KEY,            -- 'user:42', 'operator:7', 'name:1:ravi' (unknown), 'device:<hash>'
  failures         integer NOT NULL,
  last_attempt_at  timestamptz NOT NULL,
  next_allowed_at  timestamptz NOT NULL
);

-- Devices a player has logged in from (OWASP device cookie): a random token in an HttpOnly cookie,
-- only its SHA-256 kept. A known device is not held back by a stranger's failures on the account.
CREATE TABLE known_devices (
  token_hash    bytea PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX known_devices_user ON known_devices (user_id);

-- Server-side secrets generated once per database (e.g. the key behind the masked numbers shown
-- for unknown accounts on password reset, so they stay the same across restarts and instances).
CREATE TABLE server_secrets (
  name    text PRIMARY KEY,
  secret  bytea NOT NULL
);
