-- Account section (issue 14): a deposit's client idempotency key, withdrawals a player cancels
-- while pending, and responsible-gambling limits with every change recorded.

ALTER TABLE deposits ADD COLUMN request_key text;
CREATE UNIQUE INDEX deposits_request_key ON deposits (user_id, request_key) WHERE request_key IS NOT NULL;

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled'));

-- One row per player who ever set a limit: the rules' state (domain/responsible-gambling.ts),
-- limits in paise, pending increases with the moment they take effect.
CREATE TABLE rg_settings (
  user_id     bigint PRIMARY KEY REFERENCES users (id),
  state       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Every change a player asked for, as asked, with when it was asked and when it applies.
CREATE TABLE rg_changes (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  change        jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  effective_at  timestamptz NOT NULL
);
CREATE INDEX rg_changes_user ON rg_changes (user_id, id);
