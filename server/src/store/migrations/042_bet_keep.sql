-- "Keep" on an exchange order: an unmatched bet the player asked to keep stays in the book when its
-- market goes in play or suspends (it still lapses when the market closes or settles).
ALTER TABLE bets ADD COLUMN keep boolean NOT NULL DEFAULT false;
