-- The casino's seamless wallet (server/src/casino/): launch tokens, rounds and the providers'
-- transactions. Money itself moves in `transfers` (player cash ↔ the operator's casino_clearing
-- account), in the same transaction as the row here that records why.

-- A launch token is handed to a provider in the launch URL: only its SHA-256 is kept, it expires
-- within minutes and names its player.
CREATE TABLE casino_launch_tokens (
  token_hash  bytea PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  game_id     text NOT NULL DEFAULT '' CHECK (length(game_id) <= 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX casino_launch_tokens_expiry ON casino_launch_tokens (expires_at);

-- A round opens with its first debit; a credit must name a round the player has.
CREATE TABLE casino_rounds (
  provider     text NOT NULL,
  round_id     text NOT NULL CHECK (length(round_id) BETWEEN 1 AND 100),
  user_id      bigint NOT NULL REFERENCES users (id),
  game_id      text NOT NULL,
  game_name    text NOT NULL,
  debit_paise  bigint NOT NULL DEFAULT 0,
  credit_paise bigint NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, round_id)
);
CREATE INDEX casino_rounds_user ON casino_rounds (user_id, created_at);

-- One row per executed call, keyed by the provider's transaction id: a replay finds it and gets
-- `answer` back. A rollback whose debit never arrived is recorded too (transfer_id NULL), so
-- the debit arriving late is refused.
CREATE TABLE casino_transactions (
  id              bigserial PRIMARY KEY,
  provider        text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  transaction_id  text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 100),
  user_id         bigint NOT NULL REFERENCES users (id),
  round_id        text NOT NULL,
  amount_paise    bigint NOT NULL CHECK (amount_paise >= 0),
  transfer_id     bigint REFERENCES transfers (id),
  answer          jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, kind, transaction_id)
);

-- Calls refused for a bad signature, for the operator to look into.
CREATE TABLE casino_refused_calls (
  id          bigserial PRIMARY KEY,
  provider    text,
  call        text NOT NULL,
  reason      text NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
