-- Play-money hosts (issue 33 item 1; domain/money-mode.ts, wallet/play-coins.ts). A player who signed up
-- on a play host holds play coins, never money: payments are refused for them on every host of the
-- operator, so coins can never be redeemed, whichever site they log in on.
ALTER TABLE users ADD COLUMN play_money boolean NOT NULL DEFAULT false;

-- The development play-money host: play.localhost (operator 3, every section), coins instead of rupees.
-- The default host and second.localhost stay real-money. A production deployment removes it or gives it
-- its own domains in the console like any host; the platform operator switches any host's mode there.
INSERT INTO hosts (code, operator_id, site_name, theme_color, is_default, config) VALUES
  ('play', 3, 'Khel Play', '#0f8a5f', false, '{"moneyMode": "play", "playCoins": {"amount": 10000, "label": "coins", "dailyTopUp": true}}'::jsonb)
ON CONFLICT (code) DO NOTHING;

INSERT INTO host_domains (domain, host_id, approved_at)
SELECT 'play.localhost', id, now() FROM hosts WHERE code = 'play'
ON CONFLICT (domain) DO NOTHING;

INSERT INTO host_sections (host_id, section, position)
SELECT h.id, s.section, s.position
FROM hosts h CROSS JOIN (VALUES ('sports', 1), ('racing', 2), ('casino', 3), ('account', 4)) AS s (section, position)
WHERE h.code = 'play'
ON CONFLICT (host_id, section) DO NOTHING;
