-- Bonus wallet: grants paid from the operator's bonus pool into the player's bonus account, each
-- with a wagering requirement that the player's stakes work down.
CREATE TABLE bonus_grants (
  id                       bigserial PRIMARY KEY,
  user_id                  bigint NOT NULL REFERENCES users (id),
  wallet_type              text NOT NULL DEFAULT 'sports' CHECK (wallet_type IN ('sports', 'casino')),
  amount_paise             bigint NOT NULL CHECK (amount_paise > 0),
  wagering_required_paise  bigint NOT NULL CHECK (wagering_required_paise >= 0),
  wagered_paise            bigint NOT NULL DEFAULT 0 CHECK (wagered_paise >= 0),
  status                   text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'expired')),
  expires_at               timestamptz NOT NULL,
  transfer_id              bigint NOT NULL REFERENCES transfers (id),
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_grants_user ON bonus_grants (user_id, status);
