-- White-label hosts: each operator's site, the domains it answers on and the sections it offers.

CREATE TABLE hosts (
  id            serial PRIMARY KEY,
  code          text NOT NULL UNIQUE,          -- stable key, e.g. 'default'
  operator_id   integer NOT NULL,
  site_name     text NOT NULL,
  theme_color   text NOT NULL DEFAULT '#c10931' CHECK (theme_color ~ '^#[0-9a-fA-F]{6}$'),
  is_default    boolean NOT NULL DEFAULT false,
  config        jsonb NOT NULL DEFAULT '{}'::jsonb,  -- flags, socials, contacts, limits (site configuration)
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- At most one default host: the one unknown domains get.
CREATE UNIQUE INDEX hosts_one_default ON hosts (is_default) WHERE is_default;

CREATE TABLE host_domains (
  domain   text PRIMARY KEY CHECK (domain = lower(domain)),
  host_id  integer NOT NULL REFERENCES hosts (id) ON DELETE CASCADE
);

-- Which sections (module-federation remotes) a host offers. manifest_url NULL means the
-- server's configured default for that section; a URL rolls a different build out to this host only.
CREATE TABLE host_sections (
  host_id       integer NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  section       text NOT NULL CHECK (section IN ('sports', 'racing', 'casino', 'account')),
  manifest_url  text,
  position      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (host_id, section)
);

INSERT INTO hosts (code, operator_id, site_name, theme_color, is_default) VALUES
  ('default', 1, 'Khel', '#c10931', true),
  ('second', 2, 'Second Innings', '#1f6feb', false);

INSERT INTO host_domains (domain, host_id) VALUES
  ('localhost', (SELECT id FROM hosts WHERE code = 'default')),
  ('127.0.0.1', (SELECT id FROM hosts WHERE code = 'default')),
  ('second.localhost', (SELECT id FROM hosts WHERE code = 'second'));

INSERT INTO host_sections (host_id, section, position)
SELECT h.id, s.section, s.position
FROM hosts h
CROSS JOIN (VALUES ('sports', 1), ('racing', 2), ('casino', 3), ('account', 4)) AS s (section, position)
WHERE h.code = 'default' OR (h.code = 'second' AND s.section <> 'casino');
