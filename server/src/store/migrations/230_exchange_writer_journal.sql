-- The exchange writer's journal (server/src/exchange/sequencer/): each writer (one a running exchange,
-- by a random id) numbers its group-commit batches 1, 2, 3… and each batch's statement advances its
-- row from the batch before it to its own number, or fails. The writer sends the next batch before
-- the one before it has committed (several in flight on one connection); if one fails, every batch
-- sent after it fails too, because its predecessor's number never arrived — so no batch built on a
-- batch that was not kept can commit. The writer then rebuilds its memory from the database and
-- reads its number back.
CREATE TABLE IF NOT EXISTS exchange_writers (
  id text PRIMARY KEY,
  seq bigint NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION exchange_journal_advance(writer text, batch bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exchange_writers SET seq = batch WHERE id = writer AND seq = batch - 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'exchange writer % batch % is out of order: the batch before it was not kept', writer, batch
      USING ERRCODE = 'KH002';
  END IF;
  RETURN 0;
END $$;
