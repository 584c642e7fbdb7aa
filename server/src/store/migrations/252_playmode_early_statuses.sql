-- WhatsApp delivery statuses that arrive before the relay has stored the message's wa-id (the Cloud API can
-- report 'sent' before its answer to the send reaches us; issue 33): kept here, by operator and wa-id, and
-- applied by the relay in the transaction that records the wa-id (messaging/deliveries.ts).
CREATE TABLE message_status_early (
  id            bigserial PRIMARY KEY,
  operator_id   integer NOT NULL,
  provider_id   text NOT NULL,
  status        text NOT NULL,
  error_code    text,
  error         text,
  reported_at   timestamptz,
  received_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_status_early_provider ON message_status_early (operator_id, provider_id, id);
