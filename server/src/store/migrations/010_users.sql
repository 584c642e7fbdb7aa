-- Players (and system players such as the market maker) and their bearer-token sessions.

CREATE TABLE users (
  id                 bigserial PRIMARY KEY,
  operator_id        integer NOT NULL,
  user_name          text NOT NULL CHECK (length(user_name) BETWEEN 3 AND 64),
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  country_code       text CHECK (country_code ~ '^[0-9]{1,4}$'),
  mobile             text CHECK (mobile ~ '^[0-9]{6,15}$'),
  password_hash      text,                              -- argon2id PHC string; NULL = cannot log in
  is_demo            boolean NOT NULL DEFAULT false,
  is_system          boolean NOT NULL DEFAULT false,     -- house-run players (market maker): never log in
  is_telegram_enable smallint NOT NULL DEFAULT 0,
  is_b2c             boolean NOT NULL DEFAULT true,
  refer_code         text UNIQUE,                        -- this player's own code for inviting others
  referred_by        bigint REFERENCES users (id),
  settings           jsonb NOT NULL DEFAULT '{}'::jsonb, -- oneClickSettings, presetStakeSettings...
  match_stack        jsonb,                              -- user/updateMatchStack
  bet_settings       jsonb NOT NULL DEFAULT '{}'::jsonb, -- per-player bet delays and limits overriding §9
  time_zone          text NOT NULL DEFAULT 'india' CHECK (time_zone IN ('india', 'system', 'device')),
  use_bonus_wallet   boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now(),
  last_login_at      timestamptz
);

-- User names are unique regardless of case, so 'Ravi' cannot impersonate 'ravi'.
CREATE UNIQUE INDEX users_user_name ON users (lower(user_name));
-- One real (non-demo) account per mobile number and operator.
CREATE UNIQUE INDEX users_mobile ON users (operator_id, country_code, mobile) WHERE mobile IS NOT NULL AND NOT is_demo;

-- Bearer tokens: only a SHA-256 of the token is stored, so a database leak yields no usable session.
CREATE TABLE sessions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  token_hash  bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  ip          text,
  user_agent  text
);
CREATE INDEX sessions_user ON sessions (user_id);
