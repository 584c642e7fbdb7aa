-- The built-in provider's new live-section games in the site's event search (sport id 77777): the
-- fortune wheel, blackjack and Three Card Poker (issue 32). Listed only where the host's catalogue
-- holds them (server/src/casino/live-games.ts), under the catalogue's name.
INSERT INTO casino_live_games (id, game_id, name, sort_order) VALUES
  (77709, 'fortune-wheel', 'Fortune Wheel', 9),
  (77710, 'blackjack', 'Blackjack', 10),
  (77711, 'three-card-poker', 'Three Card Poker', 11)
ON CONFLICT (id) DO NOTHING;
