-- Commission each host charges its players on their net winnings on a settled exchange market, in
-- basis points (200 = 2%). 0 charges nothing.
ALTER TABLE hosts ADD COLUMN commission_bps integer NOT NULL DEFAULT 0 CHECK (commission_bps BETWEEN 0 AND 10000);
