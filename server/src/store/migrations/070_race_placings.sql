-- Racing results: where each runner finished (1 = winner). The feed writes every runner's placing
-- when a race ends; an operator's result gives only the winner (placing 1 from winner_selection_id).
ALTER TABLE runners ADD COLUMN finish_position integer CHECK (finish_position IS NULL OR finish_position > 0);
