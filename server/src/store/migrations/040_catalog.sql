-- The market catalog: sports → competitions (series) → events (matches, races) → markets → runners,
-- and fancy (session) lines per event. Written by the feed (built-in simulator or a real one),
-- read by the sports calls and the exchange. Prices are integer hundredths; money integer paise.

CREATE TABLE sports (
  id          integer PRIMARY KEY,              -- §9 ids: 4 cricket, 1 football, 2 tennis, 7, 4339, 2378961
  name        text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE competitions (
  id            bigint PRIMARY KEY,             -- series_id
  sport_id      integer NOT NULL REFERENCES sports (id),
  name          text NOT NULL,
  country_code  text
);

CREATE TABLE events (
  id              bigint PRIMARY KEY,           -- match_id
  sport_id        integer NOT NULL REFERENCES sports (id),
  competition_id  bigint REFERENCES competitions (id),
  name            text NOT NULL,
  start_time      timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'inplay', 'closed')),
  venue           text,
  country_code    text,
  has_tv          boolean NOT NULL DEFAULT false,
  enable_fancy    boolean NOT NULL DEFAULT false,
  -- the feed's own key, so a replayed feed updates rather than duplicates
  feed_key        text NOT NULL UNIQUE,
  score           jsonb                         -- the feed's live state (runs, overs, goals...)
);
CREATE INDEX events_sport_start ON events (sport_id, start_time) WHERE status <> 'closed';

CREATE TABLE markets (
  id                  text PRIMARY KEY,         -- market_id, e.g. '1.200034'
  event_id            bigint NOT NULL REFERENCES events (id),
  name                text NOT NULL,
  market_type         text NOT NULL,            -- MATCH_ODDS, BOOKMAKER, WIN, OVER_UNDER_25, ...
  kind                text NOT NULL CHECK (kind IN ('odds', 'bookmaker')),
  status              text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SUSPENDED', 'CLOSED')),
  inplay              boolean NOT NULL DEFAULT false,
  start_time          timestamptz NOT NULL,
  sort_order          integer NOT NULL DEFAULT 0,
  min_stake_paise     bigint NOT NULL DEFAULT 100,
  max_stake_paise     bigint NOT NULL DEFAULT 10000000,
  max_profit_paise    bigint NOT NULL DEFAULT 50000000,   -- §9: max win per market 5,00,000
  -- result: winner, or void (with who and why); settled once
  winner_selection_id bigint,
  void_reason         text,
  settled_by          text,
  settled_at          timestamptz
);
CREATE INDEX markets_event ON markets (event_id);

CREATE TABLE runners (
  market_id     text NOT NULL REFERENCES markets (id),
  selection_id  bigint NOT NULL,
  name          text NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0,
  status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED', 'REMOVED', 'WINNER', 'LOSER')),
  -- bookmaker quotes, as percentages (45 → 1.45); NULL side = not offered
  back_percent  integer,
  lay_percent   integer,
  -- racing: CLOTH_NUMBER, COLOURS_FILENAME, JOCKEY_NAME, TRAINER_NAME
  metadata      jsonb,
  PRIMARY KEY (market_id, selection_id)
);

CREATE TABLE fancies (
  id                bigint PRIMARY KEY,         -- fancy_id
  event_id          bigint NOT NULL REFERENCES events (id),
  name              text NOT NULL,
  category          integer NOT NULL DEFAULT 1,
  sort_order        integer NOT NULL DEFAULT 0,
  -- No wins below no_line (pays stake, risks stake × no_rate / 100); Yes wins at runs ≥ yes_line
  no_line           integer NOT NULL,
  no_rate           integer NOT NULL DEFAULT 100,
  yes_line          integer NOT NULL,
  yes_rate          integer NOT NULL DEFAULT 100,
  is_active         boolean NOT NULL DEFAULT true,
  game_status       text,                       -- NULL when open; 'Ball Running', 'SUSPENDED'...
  min_stake_paise   bigint NOT NULL DEFAULT 100,
  max_stake_paise   bigint NOT NULL DEFAULT 10000000,
  max_profit_paise  bigint NOT NULL DEFAULT 50000000,
  result_runs       integer,
  void_reason       text,
  settled_by        text,
  settled_at        timestamptz
);
CREATE INDEX fancies_event ON fancies (event_id);
