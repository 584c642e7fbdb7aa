-- The reality check (issue 14) reminds a player of the time played since their play session began.
-- A session's renewed token (auth.ts, past half its life) carries the first login's start forward,
-- so a long session is counted from its login, not from its last renewal.
ALTER TABLE sessions ADD COLUMN play_started_at timestamptz NOT NULL DEFAULT now();
