-- Identity extras: casino verification token, rate-limit counters, OTP orders and the message outbox.

-- Opaque per-player token the casino lobby frame is keyed by (spec §2.12 "verification token").
ALTER TABLE users ADD COLUMN verify_token text;
CREATE UNIQUE INDEX users_verify_token ON users (verify_token) WHERE verify_token IS NOT NULL;

-- Fixed-window counters for login, OTP and demo rate limits, shared by every server instance.
CREATE TABLE rate_limit_counters (
  bucket        text NOT NULL,               -- e.g. 'login:account:ravi', 'otp:address:10.0.0.1'
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

-- One OTP conversation (sign-up or password reset); orderId is what the client holds.
CREATE TABLE otp_orders (
  id             bigserial PRIMARY KEY,
  order_id       text NOT NULL UNIQUE,
  purpose        text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  operator_id    integer NOT NULL,
  country_code   text NOT NULL,
  mobile         text NOT NULL,
  user_id        bigint REFERENCES users (id),   -- the account being reset
  code_hash      bytea NOT NULL,                 -- sha256(order_id ':' code); the code itself is never stored
  expires_at     timestamptz NOT NULL,
  attempts       integer NOT NULL DEFAULT 0,
  sends          integer NOT NULL DEFAULT 1,
  verified_at    timestamptz,
  consumed_at    timestamptz,                    -- single use: set when the account is created / password set
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_orders_mobile ON otp_orders (country_code, mobile, created_at);

-- Messages to players leave through a sender; the built-in sender just writes here.
CREATE TABLE message_outbox (
  id            bigserial PRIMARY KEY,
  operator_id   integer NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  recipient     text NOT NULL,
  purpose       text NOT NULL,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_recipient ON message_outbox (recipient, id);
