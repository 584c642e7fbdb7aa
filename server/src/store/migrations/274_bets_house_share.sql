-- A resting order keeps its host's liquidity factor (issue 36): a house order (a re-quote) that takes
-- it matches at most this share of its own stake, as the player could have taken of the house's.
-- Basis points; 10000 (all of it) for the house's own orders and players of full-factor hosts.
ALTER TABLE bets ADD COLUMN house_share_bps integer NOT NULL DEFAULT 10000 CHECK (house_share_bps BETWEEN 0 AND 10000);
