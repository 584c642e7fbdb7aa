-- Fewer index entries for each bet the exchange writes, and room for updates in place.
--
-- A matched resting order's row changes its matched and unmatched amounts. bets_resting's condition
-- (unmatched_paise > 0) made every such update write a new entry in each of the table's indexes;
-- without it the update can stay on its page (a HOT update: no index is touched). The books are
-- rebuilt from the open bets (bets_market_open) instead.
DROP INDEX bets_resting;
-- Only fancy bets have a fancy: exchange and bookmaker bets no longer get a null entry here.
DROP INDEX bets_fancy_open;
CREATE INDEX bets_fancy_open ON bets (fancy_id) WHERE status = 'open' AND fancy_id IS NOT NULL;
-- Nothing looks transfers up by their reference (statements find them by account).
DROP INDEX transfers_reference;
-- A player's exposure on a market changes with each of their bets on it: indexed without a
-- condition on the amount, the change can stay on its page too. Settlement still finds the holders
-- of a position by its key (and skips those holding nothing).
DROP INDEX exposures_by_position;
CREATE INDEX exposures_by_position ON exposures (position_key);
-- Free room on each page for those updates in place (new pages; the rows that change most are new).
ALTER TABLE bets SET (fillfactor = 90);
ALTER TABLE exposures SET (fillfactor = 70);
ALTER TABLE accounts SET (fillfactor = 70);
