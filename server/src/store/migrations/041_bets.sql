-- Bets: exchange orders (odds markets, matched through the in-memory books and rebuilt from here
-- after a restart), bookmaker bets and fancy bets. Money in paise; price in hundredths (odds),
-- percent (bookmaker) or rate (fancy).

CREATE TABLE bets (
  id                bigserial PRIMARY KEY,      -- bet_id; also the order id in the book (time priority)
  user_id           bigint NOT NULL REFERENCES users (id),
  kind              text NOT NULL CHECK (kind IN ('odds', 'bookmaker', 'fancy')),
  market_id         text REFERENCES markets (id),
  selection_id      bigint,
  fancy_id          bigint REFERENCES fancies (id),
  is_back           boolean NOT NULL,
  price             integer NOT NULL,
  line              integer,                    -- fancy run line
  stake_paise       bigint NOT NULL CHECK (stake_paise > 0),
  matched_paise     bigint NOT NULL DEFAULT 0 CHECK (matched_paise >= 0),
  -- still resting in the book; 0 once matched, cancelled or lapsed
  unmatched_paise   bigint NOT NULL DEFAULT 0 CHECK (unmatched_paise >= 0),
  cancelled_paise   bigint NOT NULL DEFAULT 0 CHECK (cancelled_paise >= 0),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void', 'cancelled')),
  result            text CHECK (result IN ('won', 'lost', 'void')),
  pnl_paise         bigint,
  client_ref        text,                       -- optional idempotency reference from the client
  is_cash_out       boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  settled_at        timestamptz,
  CHECK (matched_paise + unmatched_paise + cancelled_paise = stake_paise),
  CHECK ((kind = 'fancy') = (fancy_id IS NOT NULL)),
  CHECK ((kind = 'fancy') OR (market_id IS NOT NULL AND selection_id IS NOT NULL))
);
CREATE INDEX bets_user_open ON bets (user_id, status, id);
CREATE INDEX bets_market_open ON bets (market_id) WHERE status = 'open';
CREATE INDEX bets_fancy_open ON bets (fancy_id) WHERE status = 'open';
CREATE UNIQUE INDEX bets_client_ref ON bets (user_id, client_ref) WHERE client_ref IS NOT NULL;
-- the books are rebuilt from the resting orders, in id (arrival) order
CREATE INDEX bets_resting ON bets (market_id, id) WHERE unmatched_paise > 0;

-- One row per match between two exchange orders: both sides' P&L comes from these fills.
CREATE TABLE bet_fills (
  id              bigserial PRIMARY KEY,
  taker_bet_id    bigint NOT NULL REFERENCES bets (id),
  maker_bet_id    bigint NOT NULL REFERENCES bets (id),
  market_id       text NOT NULL REFERENCES markets (id),
  selection_id    bigint NOT NULL,
  price           integer NOT NULL,
  stake_paise     bigint NOT NULL CHECK (stake_paise > 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bet_fills_taker ON bet_fills (taker_bet_id);
CREATE INDEX bet_fills_maker ON bet_fills (maker_bet_id);

-- What each player has held for each market or fancy: the hold account equals the sum of these.
CREATE TABLE exposures (
  user_id         bigint NOT NULL REFERENCES users (id),
  position_key    text NOT NULL,                -- 'm:<market_id>' or 'f:<fancy_id>'
  exposure_paise  bigint NOT NULL CHECK (exposure_paise >= 0),
  -- bumped on every change: part of the ledger transfer's idempotency key
  version         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, position_key)
);
