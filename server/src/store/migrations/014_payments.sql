-- Deposits and withdrawals (a sandbox that really moves money through the ledger) and the
-- operators who approve them, with an audit of who did what and when.

-- Money on its way out: held here between a withdrawal request and its payment or rejection.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('cash', 'hold', 'bonus', 'house', 'payments_clearing', 'casino_clearing', 'bonus_pool', 'withdrawals_pending'));

CREATE TABLE operator_users (
  id             bigserial PRIMARY KEY,
  operator_id    integer NOT NULL,
  user_name      text NOT NULL CHECK (length(user_name) BETWEEN 3 AND 64),
  name           text NOT NULL,
  password_hash  text NOT NULL,
  disabled       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operator_users_name ON operator_users (lower(user_name));

CREATE TABLE operator_sessions (
  id                bigserial PRIMARY KEY,
  operator_user_id  bigint NOT NULL REFERENCES operator_users (id),
  token_hash        bytea NOT NULL UNIQUE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  revoked_at        timestamptz
);

-- A player's saved payout destinations (UPI id or bank account).
CREATE TABLE payout_accounts (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  type            text NOT NULL CHECK (type IN ('upi', 'bank')),
  upi_id          text CHECK (upi_id ~ '^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,32}$'),
  account_name    text,
  account_number  text CHECK (account_number ~ '^[0-9]{9,18}$'),
  ifsc            text CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  bank_name       text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  removed_at      timestamptz,
  CHECK ((type = 'upi' AND upi_id IS NOT NULL) OR (type = 'bank' AND account_number IS NOT NULL AND ifsc IS NOT NULL AND account_name IS NOT NULL))
);
CREATE INDEX payout_accounts_user ON payout_accounts (user_id);

CREATE TABLE deposits (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  operator_id   integer NOT NULL,
  amount_paise  bigint NOT NULL CHECK (amount_paise > 0),
  method        text NOT NULL CHECK (method IN ('upi', 'bank')),
  utr           text NOT NULL UNIQUE CHECK (utr ~ '^[0-9]{12}$'),   -- bank reference, unique across all deposits
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  decided_by    bigint REFERENCES operator_users (id),
  note          text,
  transfer_id   bigint REFERENCES transfers (id)
);
CREATE INDEX deposits_user ON deposits (user_id, id);
CREATE INDEX deposits_pending ON deposits (operator_id, id) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users (id),
  operator_id        integer NOT NULL,
  amount_paise       bigint NOT NULL CHECK (amount_paise > 0),
  payout_account_id  bigint NOT NULL REFERENCES payout_accounts (id),
  destination        jsonb NOT NULL,            -- the payout account as it was when requested
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  request_key        text,                      -- client's idempotency key, if sent
  created_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  decided_by         bigint REFERENCES operator_users (id),
  note               text,
  hold_transfer_id   bigint NOT NULL REFERENCES transfers (id),
  final_transfer_id  bigint REFERENCES transfers (id)
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id);
CREATE INDEX withdrawals_pending ON withdrawals (operator_id, id) WHERE status = 'pending';
CREATE UNIQUE INDEX withdrawals_request_key ON withdrawals (user_id, request_key) WHERE request_key IS NOT NULL;

CREATE TABLE operator_audit (
  id                bigserial PRIMARY KEY,
  operator_user_id  bigint REFERENCES operator_users (id),
  via               text NOT NULL CHECK (via IN ('api', 'cli')),
  action            text NOT NULL,          -- 'deposit.approve', 'withdrawal.reject', 'login'...
  entity_id         bigint,
  detail            jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_entity ON operator_audit (action, entity_id);
