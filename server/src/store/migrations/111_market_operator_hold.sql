-- An operator's suspension of a market holds until that operator side resumes it: the feed's own
-- in-play suspensions reopen only markets no operator holds. Who holds it (operator user id).
ALTER TABLE markets ADD COLUMN operator_hold text;
