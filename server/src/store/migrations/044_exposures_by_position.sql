-- Settlement reads every player holding exposure on a market or fancy by its position key.
CREATE INDEX exposures_by_position ON exposures (position_key) WHERE exposure_paise > 0;
