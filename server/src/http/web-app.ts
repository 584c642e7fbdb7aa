// The installable web app (the /app-download page; spec §3 "touch icon and manifest paths derived
// from the host"), per requesting host:
//   GET /site/manifest.webmanifest   name, colours, start URL and icons of the host
//   GET /site/icon-192.png, /site/icon-512.png, /site/apple-touch-icon.png (180), /site/icon.svg
//   GET /site/favicon                 the host's uploaded favicon, or its icon.svg where it has none (the
//                                     page's head links it, so a browser has the host's icon before any script)
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../store/db';
import { hostOfRequest } from '../site/request-host';
import { iconPng, iconSvg } from '../site/web-app-icon';
import { readHostAsset } from '../site/host-assets';
import { Binary, WebAppManifest } from '@khel/shared-kernel/contract-schemas';

const PNG_SIZES: Record<string, number> = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };
const pngCache = new Map<string, Buffer>();

export const webAppRoutes =
  (db: Database): FastifyPluginAsync =>
  async (app) => {
    app.get('/site/manifest.webmanifest', { schema: { summary: "The host's web app manifest", tags: ['site'], response: { 200: WebAppManifest } } }, async (req, reply) => {
      const host = await hostOfRequest(db, req);
      reply.header('Content-Type', 'application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return {
        name: host.siteName,
        short_name: host.siteName.slice(0, 12),
        description: `${host.siteName}: sports exchange, racing and casino.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: host.themeColor,
        icons: [
          { src: '/api/v1/site/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
          { src: '/api/v1/site/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
          { src: '/api/v1/site/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
    });

    app.get('/site/icon.svg', { schema: { summary: "The host's icon (SVG)", tags: ['site'], response: { 200: Binary('image/svg+xml') } } }, async (req, reply) => {
      const host = await hostOfRequest(db, req);
      return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(iconSvg(host.siteName, host.themeColor));
    });

    app.get('/site/favicon', { schema: { summary: "The host's favicon: its uploaded one, or its icon (SVG)", tags: ['site'], response: { 200: Binary('image/*') } } }, async (req, reply) => {
      const host = await hostOfRequest(db, req);
      const asset = await readHostAsset(db, host.code, 'favicon');
      // an operator's new upload shows within 5 minutes (the page's getLogo link is versioned, this one is not)
      reply.header('Cache-Control', 'public, max-age=300').header('X-Content-Type-Options', 'nosniff');
      if (!asset) return reply.type('image/svg+xml').send(iconSvg(host.siteName, host.themeColor));
      // an uploaded SVG opened on its own must not run script or load anything (as content/assets)
      return reply.type(asset.contentType).header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox").send(Buffer.from(asset.body));
    });

    for (const [file, size] of Object.entries(PNG_SIZES)) {
      app.get(`/site/${file}`, { schema: { summary: `The host's icon, ${size}×${size} PNG`, tags: ['site'], response: { 200: Binary('image/png') } } }, async (req, reply) => {
        const host = await hostOfRequest(db, req);
        const key = `${size}:${host.themeColor}`;
        let png = pngCache.get(key);
        if (!png) {
          png = iconPng(size, host.themeColor);
          if (pngCache.size < 100) pngCache.set(key, png);
        }
        return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
      });
    }
  };
