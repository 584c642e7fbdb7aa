-- Messages that arrive (issue 33): the outbox relay (server/src/messaging/relay.ts) takes a message after
-- the transaction that wrote it has committed, claims it with a lease (FOR UPDATE SKIP LOCKED, so several
-- instances never take the same one), sends it outside any transaction and records the attempt.
--   status: queued (waiting for its next attempt) → sending (claimed, lease_until) → sent (the channel took
--   it) → delivered → read (the channel's status webhook); failed (permanent error, attempts used up, or
--   past expires_at); unknown (an instance stopped between sending and recording twice: not sent again).
ALTER TABLE message_outbox
  ADD COLUMN code text,                          -- the one-time code itself, for a template that carries it (WhatsApp)
  ADD COLUMN reference text,                     -- what the message belongs to (an OTP order id), read by the player's status call
  ADD COLUMN status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN lease_attempt_id bigint,            -- the attempt holding the lease: only it may record the outcome
  ADD COLUMN expires_at timestamptz,             -- not sent after this (a code that has expired is worthless)
  ADD COLUMN via text,                           -- the channel adapter that sent it: whatsapp, smtp, webhook, outbox
  ADD COLUMN provider_id text,                   -- the channel's id for it (WhatsApp's wamid, the SMTP message id)
  ADD COLUMN maybe_duplicate boolean NOT NULL DEFAULT false,  -- sent again after an attempt whose outcome was lost
  ADD COLUMN last_error text,
  ADD COLUMN status_at timestamptz;
-- Messages written before the relay existed were handled then.
UPDATE message_outbox SET status = 'sent', via = 'outbox', status_at = created_at;
CREATE INDEX message_outbox_due ON message_outbox (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX message_outbox_reference ON message_outbox (reference, id) WHERE reference IS NOT NULL;
CREATE INDEX message_outbox_operator ON message_outbox (operator_id, id);
CREATE INDEX message_outbox_provider ON message_outbox (provider_id) WHERE provider_id IS NOT NULL;

CREATE TABLE message_attempts (
  id            bigserial PRIMARY KEY,
  message_id    bigint NOT NULL REFERENCES message_outbox (id) ON DELETE CASCADE,
  attempt       integer NOT NULL,
  instance      text NOT NULL,
  via           text,
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  -- NULL while under way; unknown: the instance stopped before recording (the message may have gone out)
  outcome       text CHECK (outcome IN ('sent', 'retry', 'failed', 'unknown')),
  error_code    text,
  error         text
);
CREATE INDEX message_attempts_message ON message_attempts (message_id, id);

-- Delivery statuses the channel reported (WhatsApp's statuses webhook), as received.
CREATE TABLE message_status_events (
  id            bigserial PRIMARY KEY,
  message_id    bigint NOT NULL REFERENCES message_outbox (id) ON DELETE CASCADE,
  status        text NOT NULL,
  error_code    text,
  error         text,
  reported_at   timestamptz,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_status_events_message ON message_status_events (message_id, id);

-- Each operator's own channels. Secrets (WhatsApp token, app secret, verify token, SMTP password) are
-- kept only sealed (AES-256-GCM, messaging/secrets.ts) in `sealed_secrets`, never in an answer or a log.
CREATE TABLE message_channels (
  operator_id              integer PRIMARY KEY,
  whatsapp_phone_number_id text,
  whatsapp_template        text,
  whatsapp_language        text,
  whatsapp_api_version     text,
  smtp_host                text,
  smtp_port                integer CHECK (smtp_port BETWEEN 1 AND 65535),
  smtp_secure              boolean NOT NULL DEFAULT false,
  smtp_user                text,
  smtp_from                text,
  webhook_url              text,
  sealed_secrets           text,
  updated_at               timestamptz NOT NULL DEFAULT now()
);
