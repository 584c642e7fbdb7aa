-- The fence of migration 130 covers fancy bets too (server/src/cluster/). A fancy is owned like a
-- market: its key `f:<id>` falls in bucket khel_market_bucket, the fancy id's digits modulo 32
-- (cluster/buckets.ts computes the same), and the instance holding that bucket's lease alone places
-- and settles its bets. A fancy bet row (market_id NULL, fancy_id set) written by a writer whose
-- token for that bucket moved on is refused like a market's, so a paused or cut-off owner can never
-- write a fancy's bets or holds over its successor's.
CREATE OR REPLACE FUNCTION khel_fence_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owned_key text := coalesce(NEW.market_id, NEW.fancy_id::text);
  b int := khel_market_bucket(owned_key);
  held bigint := (current_setting('khel.fence')::jsonb ->> b::text)::bigint;
  current_token bigint;
BEGIN
  SELECT token INTO current_token FROM cluster_leases WHERE name = 'bucket:' || b FOR SHARE;
  IF held IS NULL OR current_token IS DISTINCT FROM held THEN
    RAISE EXCEPTION '% % is not owned by this writer (bucket %, token held %, lease token %)',
      CASE WHEN NEW.market_id IS NULL THEN 'fancy' ELSE 'market' END, owned_key, b, held, current_token
      USING ERRCODE = 'KH001';
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS bets_fence ON bets;
CREATE TRIGGER bets_fence BEFORE INSERT OR UPDATE ON bets
  FOR EACH ROW WHEN ((NEW.market_id IS NOT NULL OR NEW.fancy_id IS NOT NULL) AND coalesce(current_setting('khel.fence', true), '') <> '')
  EXECUTE FUNCTION khel_fence_check();
