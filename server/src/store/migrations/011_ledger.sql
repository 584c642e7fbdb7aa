-- The double-entry wallet ledger: accounts with a running balance and immutable transfers.
-- Every movement of money is one row in `transfers`; account balances are kept in step in the
-- same transaction. Sum of all balances is always 0; player accounts never go below 0.

CREATE TABLE accounts (
  id              bigserial PRIMARY KEY,
  operator_id     integer NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('cash', 'hold', 'bonus', 'house', 'payments_clearing', 'casino_clearing', 'bonus_pool')),
  user_id         bigint REFERENCES users (id),
  balance_paise   bigint NOT NULL DEFAULT 0,
  allow_negative  boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- player accounts belong to a user and may not go negative; system accounts belong to an operator
  CHECK ((user_id IS NOT NULL) = (kind IN ('cash', 'hold', 'bonus'))),
  CHECK (user_id IS NULL OR NOT allow_negative),
  CHECK (allow_negative OR balance_paise >= 0)
);
CREATE UNIQUE INDEX accounts_player ON accounts (user_id, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system ON accounts (operator_id, kind) WHERE user_id IS NULL;

CREATE TABLE transfers (
  id                  bigserial PRIMARY KEY,
  idempotency_key     text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  from_account_id     bigint NOT NULL REFERENCES accounts (id),
  to_account_id       bigint NOT NULL REFERENCES accounts (id),
  amount_paise        bigint NOT NULL CHECK (amount_paise > 0),
  kind                text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  reference           text,
  memo                text,
  -- balances right after this transfer, so statements show a running balance without replaying history
  from_balance_after  bigint NOT NULL,
  to_balance_after    bigint NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id)
);
CREATE INDEX transfers_from ON transfers (from_account_id, id);
CREATE INDEX transfers_to ON transfers (to_account_id, id);
CREATE INDEX transfers_reference ON transfers (reference) WHERE reference IS NOT NULL;

-- Transfers are history: never edited, never deleted (a correction is a new transfer).
CREATE FUNCTION transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are immutable';
END;
$$;
CREATE TRIGGER transfers_no_update BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_immutable();

-- Operator 1's house account and the market maker: a house-run player whose orders give the
-- exchange its liquidity, funded with ₹1,00,00,000 from the house.
INSERT INTO accounts (operator_id, kind, allow_negative) VALUES (1, 'house', true);

INSERT INTO users (operator_id, user_name, name, is_system, is_b2c)
VALUES (1, 'khel-market-maker', 'Khel Market Maker', true, false);

INSERT INTO accounts (operator_id, kind, user_id, balance_paise)
SELECT 1, k.kind, u.id, CASE WHEN k.kind = 'cash' THEN 1000000000 ELSE 0 END
FROM users u CROSS JOIN (VALUES ('cash'), ('hold'), ('bonus')) AS k (kind)
WHERE u.user_name = 'khel-market-maker';

UPDATE accounts SET balance_paise = -1000000000 WHERE operator_id = 1 AND kind = 'house' AND user_id IS NULL;

INSERT INTO transfers (idempotency_key, from_account_id, to_account_id, amount_paise, kind, memo, from_balance_after, to_balance_after)
SELECT 'seed:market-maker-funding', h.id, c.id, 1000000000, 'market_maker_funding', 'Initial market-maker float', -1000000000, 1000000000
FROM accounts h, accounts c JOIN users u ON u.id = c.user_id
WHERE h.operator_id = 1 AND h.kind = 'house' AND h.user_id IS NULL
  AND u.user_name = 'khel-market-maker' AND c.kind = 'cash';
