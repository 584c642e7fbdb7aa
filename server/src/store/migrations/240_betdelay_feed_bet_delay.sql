-- Betfair's in-play bet delay per market (the market definition's betDelay, seconds), written by the
-- Betfair feed when a definition arrives or changes; null where the feed gives none (the simulator).
-- An in-play bet waits the larger of its host's in-play delay and this (exchange/exchange.ts).
ALTER TABLE markets ADD COLUMN IF NOT EXISTS feed_bet_delay_seconds integer;
