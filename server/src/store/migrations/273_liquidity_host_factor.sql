-- A host's liquidity factor (issue 36): the share of the house's quoted size its players see and
-- may match, in basis points (10000 = all of it). The house posts its quotes once for every host;
-- the platform operator lowers a host's share in the console (audited as a host change).
ALTER TABLE hosts ADD COLUMN liquidity_bps integer NOT NULL DEFAULT 10000 CHECK (liquidity_bps BETWEEN 0 AND 10000);
