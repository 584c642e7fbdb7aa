-- Several server instances on one database (server/src/cluster/): which instances are alive, who
-- owns which markets, and the fence that refuses a stale owner's writes.
--
-- Markets are spread over the instances in KHEL_MARKET_BUCKETS = 32 buckets (khel_market_bucket: the
-- market id's digits modulo 32; cluster/buckets.ts computes the same). Each bucket, and the feed's
-- leadership, is a lease: a row whose holder changes only when its holder released it or stopped
-- renewing its heartbeat, and whose token is taken from a sequence at every change of holder, so it
-- only ever grows.

CREATE TABLE IF NOT EXISTS cluster_instances (
  id          text PRIMARY KEY,
  started_at  timestamptz NOT NULL DEFAULT now(),
  -- alive while expires_at > now() (the database's clock: instances' clocks never compared)
  expires_at  timestamptz NOT NULL
);

CREATE SEQUENCE IF NOT EXISTS cluster_lease_tokens;

CREATE TABLE IF NOT EXISTS cluster_leases (
  name        text PRIMARY KEY,              -- 'bucket:<0..31>' or 'feed'
  holder      text,                          -- an instance id, or NULL when released
  token       bigint NOT NULL DEFAULT 0,     -- the fencing token of the current holding
  changed_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO cluster_leases (name) SELECT 'bucket:' || b FROM generate_series(0, 31) AS b ON CONFLICT DO NOTHING;
INSERT INTO cluster_leases (name) VALUES ('feed') ON CONFLICT DO NOTHING;

CREATE OR REPLACE FUNCTION khel_market_bucket(market_id text) RETURNS int
  LANGUAGE sql IMMUTABLE AS $$ SELECT (regexp_replace(market_id, '\D', '', 'g')::numeric % 32)::int $$;

-- The fence. The exchange's writer connection of an instance in multi-instance mode carries the
-- setting khel.fence: a JSON object {bucket: token} of the leases it holds ('{}' when none). A bet
-- row written on a market whose bucket's lease token is not the one the writer holds is refused, in
-- the writer's own statement, so nothing of its batch is kept. The lease row is read FOR SHARE: a
-- takeover (which updates that row) waits for a write in flight, and a write after the takeover sees
-- the new token. Sessions without the setting (one instance, PGlite, every other connection) are
-- not checked.
CREATE OR REPLACE FUNCTION khel_fence_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b int := khel_market_bucket(NEW.market_id);
  held bigint := (current_setting('khel.fence')::jsonb ->> b::text)::bigint;
  current_token bigint;
BEGIN
  SELECT token INTO current_token FROM cluster_leases WHERE name = 'bucket:' || b FOR SHARE;
  IF held IS NULL OR current_token IS DISTINCT FROM held THEN
    RAISE EXCEPTION 'market % is not owned by this writer (bucket %, token held %, lease token %)', NEW.market_id, b, held, current_token
      USING ERRCODE = 'KH001';
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS bets_fence ON bets;
CREATE TRIGGER bets_fence BEFORE INSERT OR UPDATE ON bets
  FOR EACH ROW WHEN (NEW.market_id IS NOT NULL AND coalesce(current_setting('khel.fence', true), '') <> '')
  EXECUTE FUNCTION khel_fence_check();
