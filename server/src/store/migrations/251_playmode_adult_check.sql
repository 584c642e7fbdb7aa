-- 18+ at sign-up (issue 33; domain/age-check.ts): what the player gave, per the host's rule — a date of
-- birth, or the declaration that they are 18 or older — and when the check passed.
ALTER TABLE users ADD COLUMN date_of_birth date;
ALTER TABLE users ADD COLUMN adult_confirmed_at timestamptz;
