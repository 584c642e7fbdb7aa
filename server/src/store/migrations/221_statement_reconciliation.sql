-- UPI deposits reconciled from bank statements (issue 33; server/src/payments/reconciliation.ts). Each
-- credit line of an uploaded statement is kept once per operator, by its fingerprint (date, narration,
-- reference, amount): uploading the same statement again adds no line. A line approves at most one
-- deposit (deposit_id UNIQUE) and a deposit is approved once (its status), so no line is used twice.
CREATE TABLE statement_uploads (
  id            bigserial PRIMARY KEY,
  operator_id   integer NOT NULL,
  file_name     text NOT NULL,
  file_sha256   text NOT NULL,
  layout        text NOT NULL,
  credit_lines  integer NOT NULL,
  new_lines     integer NOT NULL,
  uploaded_by   bigint,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX statement_uploads_operator ON statement_uploads (operator_id, id);

CREATE TABLE statement_lines (
  id            bigserial PRIMARY KEY,
  operator_id   integer NOT NULL,
  upload_id     bigint NOT NULL REFERENCES statement_uploads (id),
  fingerprint   text NOT NULL,
  line_no       integer NOT NULL,                 -- the line in the file it first came from
  txn_date      text NOT NULL,
  narration     text NOT NULL,
  reference     text NOT NULL,
  utr           text,                             -- the 12-digit UTR found in the reference or the narration
  credit_paise  bigint NOT NULL CHECK (credit_paise > 0),
  -- matched: approved deposit_id; mismatch: a pending deposit with this UTR asks another amount;
  -- no_deposit: no deposit with this UTR (or no UTR); decided: the deposit was already approved or
  -- rejected; duplicate: another line already carries this UTR
  status        text NOT NULL CHECK (status IN ('matched', 'mismatch', 'no_deposit', 'decided', 'duplicate')),
  deposit_id    bigint UNIQUE REFERENCES deposits (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (operator_id, fingerprint)
);
CREATE INDEX statement_lines_utr ON statement_lines (operator_id, utr);
