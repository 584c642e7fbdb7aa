-- Per-host images (spec §1, §2.3, §3: logo, favicon and touch icon derive from the host), served by
-- GET /api/v1/content/assets/{hostCode}/{kind}. A host without a logo shows its name instead.

CREATE TABLE host_assets (
  host_id       integer NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('logo', 'favicon', 'touch-icon')),
  content_type  text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/webp', 'image/x-icon')),
  body          bytea NOT NULL CHECK (length(body) BETWEEN 1 AND 262144),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (host_id, kind)
);

-- Each demo host gets a generated logo in its own colour and words, so the two sites differ at a glance:
-- a wordmark beside a round badge with the site's initials; the badge alone is the favicon and touch icon.
INSERT INTO host_assets (host_id, kind, content_type, body)
SELECT h.id, a.kind, 'image/svg+xml', convert_to(a.svg, 'UTF8')
FROM hosts h
CROSS JOIN LATERAL (
  SELECT h.site_name AS name,
         (SELECT string_agg(left(w, 1), '') FROM unnest((string_to_array(h.site_name, ' '))[1:2]) AS w) AS initials
) n
CROSS JOIN LATERAL (VALUES
  ('logo',
   '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' || (48 + 15 * length(n.name)) || ' 40" width="' || (48 + 15 * length(n.name)) || '" height="40">'
   || '<circle cx="20" cy="20" r="18" fill="#ffffff"/><circle cx="20" cy="20" r="15" fill="' || h.theme_color || '"/>'
   || '<text x="20" y="26" font-family="Arial,Helvetica,sans-serif" font-size="' || CASE WHEN length(n.initials) > 1 THEN 13 ELSE 17 END || '" font-weight="700" fill="#ffffff" text-anchor="middle">' || upper(n.initials) || '</text>'
   || '<text x="46" y="28" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" font-style="italic" fill="#ffffff">' || n.name || '</text></svg>'),
  ('favicon',
   '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="' || h.theme_color || '"/>'
   || '<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="' || CASE WHEN length(n.initials) > 1 THEN 26 ELSE 34 END || '" font-weight="700" fill="#ffffff" text-anchor="middle">' || upper(n.initials) || '</text></svg>'),
  ('touch-icon',
   '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180"><rect width="180" height="180" fill="' || h.theme_color || '"/>'
   || '<text x="90" y="114" font-family="Arial,Helvetica,sans-serif" font-size="' || CASE WHEN length(n.initials) > 1 THEN 72 ELSE 96 END || '" font-weight="700" fill="#ffffff" text-anchor="middle">' || upper(n.initials) || '</text></svg>')
) AS a (kind, svg)
WHERE h.code IN ('default', 'second');
