-- The casino wallet in QT Platform's shape (server/src/casino/seamless-wallet.ts).
--
-- Wallet-Sessions replace launch tokens: made at launch, bound to the player, the provider and the
-- Khel session that launched (its revocation ends them). Only the SHA-256 is kept. It can be
-- verified (GET …/session) once, before launch_expires_at; after that it authenticates the
-- player's balance and debits while the Khel session lives and it is used within the idle time.
CREATE TABLE casino_wallet_sessions (
  session_hash       bytea PRIMARY KEY,
  provider           text NOT NULL,
  user_id            bigint NOT NULL REFERENCES users (id),
  khel_session_id    bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  game_id            text NOT NULL DEFAULT '' CHECK (length(game_id) <= 100),
  created_at         timestamptz NOT NULL DEFAULT now(),
  launch_expires_at  timestamptz NOT NULL,
  opened_at          timestamptz,
  last_used_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX casino_wallet_sessions_user ON casino_wallet_sessions (user_id);
CREATE INDEX casino_wallet_sessions_age ON casino_wallet_sessions (last_used_at);
DROP TABLE casino_launch_tokens;

-- A txnId is unique per provider across call kinds. A rollback has its own txnId and names the
-- debit it undoes in bet_id (the old protocol reused the debit's id: those rows move to 'rb:{id}').
ALTER TABLE casino_transactions ADD COLUMN bet_id text;
UPDATE casino_transactions SET bet_id = transaction_id, transaction_id = 'rb:' || id WHERE kind = 'rollback';
ALTER TABLE casino_transactions DROP CONSTRAINT casino_transactions_provider_kind_transaction_id_key;
ALTER TABLE casino_transactions DROP CONSTRAINT casino_transactions_kind_check;
ALTER TABLE casino_transactions ADD CONSTRAINT casino_transactions_kind_check CHECK (kind IN ('debit', 'credit', 'rollback', 'bonus'));
ALTER TABLE casino_transactions ADD CONSTRAINT casino_transactions_provider_txn UNIQUE (provider, transaction_id);
CREATE UNIQUE INDEX casino_transactions_one_rollback ON casino_transactions (provider, bet_id) WHERE kind = 'rollback';
CREATE INDEX casino_transactions_round ON casino_transactions (provider, round_id);
