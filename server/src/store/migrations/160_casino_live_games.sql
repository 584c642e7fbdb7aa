-- The live casino games the site's event search lists (spec §2.8, sport id 77777 'casino live'):
-- a result opens /casino_live/{id}, whose launch call (lotus/lobbyUrl {game_id: id}) starts the
-- provider's game `game_id`. Ids are the site's own, stable, apart from the provider's names.
CREATE TABLE casino_live_games (
  id          integer PRIMARY KEY CHECK (id > 0),
  provider    text NOT NULL DEFAULT 'khel',
  game_id     text NOT NULL CHECK (game_id ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  sort_order  integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true
);

-- The built-in provider's live tables.
INSERT INTO casino_live_games (id, game_id, name, sort_order) VALUES
  (77701, 'aviator', 'Aviator', 1),
  (77702, 'teen20', 'Teen Patti 20-20', 2),
  (77703, 'ab', 'Andar Bahar', 3),
  (77704, 'dt20', 'Dragon Tiger', 4),
  (77705, 'lucky7', 'Lucky 7', 5),
  (77706, 'card32', '32 Cards', 6),
  (77707, 'roulette-european', 'European Roulette', 7),
  (77708, 'baccarat', 'Baccarat', 8);
