-- A domain added by a host operator waits for the platform operator's approval before it routes
-- (security review, issue 31, finding 6): until then it is the host's claim (no other host can add
-- it) but requests for it go to the default host. The platform operator's own additions, and every
-- domain already there, are approved. A rejected claim is deleted (the audit keeps it).
ALTER TABLE host_domains
  ADD COLUMN approved_at timestamptz DEFAULT now(),
  ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN requested_by bigint;
