-- An operator can lock a player: no new session is issued and the live ones are revoked, until
-- unlocked. Who locked and why are in the operator audit log; the reason is kept here too.
ALTER TABLE users ADD COLUMN locked_at timestamptz, ADD COLUMN locked_reason text CHECK (length(locked_reason) <= 200);
