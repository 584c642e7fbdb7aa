-- E-mail on the player's profile (spec §7.1 GET /profile/verify/email/{a}/{b}, §8). users.email holds
-- only an address its owner has proved (by a verification link or a one-click email login); an
-- address the player has typed waits here until its link is opened. A link carries a random token
-- (only its SHA-256 is kept), works once, expires, and verifies only the address of the player
-- who asked for it.

CREATE TABLE email_verifications (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email         text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  token_hash    bytea NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user ON email_verifications (user_id, id DESC);
