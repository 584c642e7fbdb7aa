-- Non-runners (Betfair's REMOVED runners): the runner's reduction factor as the feed gave it at its
-- removal, in hundredths of a percent (27.58 % → 2758), and when it was removed. Settlement voids the
-- bets on the runner and reduces the price of every fill on the other runners matched before
-- `removed_at` (a fill's match time is bet_fills.created_at). NULL factor: no reduction.
ALTER TABLE runners ADD COLUMN adjustment_bps integer CHECK (adjustment_bps IS NULL OR adjustment_bps BETWEEN 0 AND 10000);
ALTER TABLE runners ADD COLUMN removed_at timestamptz;
