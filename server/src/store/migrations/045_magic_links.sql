-- One-click sign-in by a link sent on WhatsApp or by email (spec §2.10 'Or Login With', §7.1
-- auth/walogin and auth/glogin). The link carries a random token; only its SHA-256 is kept.

ALTER TABLE users ADD COLUMN is_signup_by_otpless boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN email text CHECK (email IS NULL OR length(email) BETWEEN 3 AND 254);
-- One real account per email address and operator, regardless of case.
CREATE UNIQUE INDEX users_email ON users (operator_id, lower(email)) WHERE email IS NOT NULL AND NOT is_demo;

CREATE TABLE magic_links (
  id            bigserial PRIMARY KEY,
  token_hash    bytea NOT NULL UNIQUE,             -- sha256(token); the token itself is never stored
  channel       text NOT NULL CHECK (channel IN ('WHATSAPP', 'GMAIL')),
  operator_id   integer NOT NULL,
  country_code  text CHECK (country_code ~ '^[0-9]{1,4}$'),
  mobile        text CHECK (mobile ~ '^[0-9]{6,15}$'),
  email         text,
  expires_at    timestamptz NOT NULL,
  consumed_at   timestamptz,                       -- single use
  user_id       bigint REFERENCES users (id),      -- who it logged in
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((channel = 'WHATSAPP' AND mobile IS NOT NULL AND country_code IS NOT NULL) OR (channel = 'GMAIL' AND email IS NOT NULL))
);

-- The second demo host shows the 'Or Login With' / 'Or Register With' buttons.
UPDATE hosts SET config = config || '{"whatsAppMagicLink": true}'::jsonb WHERE code = 'second';
