// GET /match/tv/{eventId}: the built-in live TV provider, the page behind an event's tv_url and
// match_tv_url (getTvUrlScoreboardUrl, match details). Khel's simulated matches have no video, so the
// built-in provider shows the live match centre instead: the match, its state and its score, kept
// current from /match-center/stats. A real provider's adapter would hand out its own stream address.

import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@khel/shared-kernel/contract-schemas';
import type { Database } from '../store/db';
import { matchInfo } from '../exchange/match-info';
import { badRequest, notFound } from './reply';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page is framed by Khel's own pages on the shell's origin (which forwards /api here), so it may
 * be framed by its own origin only; its one style and one script run by nonce, nothing else loads.
 */
const tvPolicy = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`;

function page(event: { id: number; name: string; sport_id: number }, nonce: string): string {
  const name = escapeHtml(event.name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · Live</title>
<style nonce="${nonce}">
  html,body{margin:0;height:100%;background:#0b1d12;color:#fff;font:15px/1.4 system-ui,sans-serif}
  main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;
       background:radial-gradient(ellipse at center,#1e6b3a 0%,#0b1d12 75%)}
  h1{margin:0;font-size:20px;text-align:center;padding:0 12px}
  #state{font-size:12px;letter-spacing:.1em;text-transform:uppercase;padding:2px 8px;border-radius:3px;background:#c10931}
  #state.upcoming{background:#555}
  #score{font-size:34px;font-weight:700;font-variant-numeric:tabular-nums}
</style></head>
<body><main data-testid="tv-page">
  <h1 data-testid="tv-match">${name}</h1>
  <div id="state" data-testid="tv-state">…</div>
  <div id="score" data-testid="tv-score"></div>
</main>
<script nonce="${nonce}">
  const url = '/api/v1/match-center/stats/${event.sport_id}/${event.id}';
  const labels = { inplay: 'Live', upcoming: 'Starts soon', closed: 'Finished' };
  async function refresh() {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' } });
      const body = await res.json();
      const d = body && body.data;
      if (!d) return;
      const state = document.getElementById('state');
      state.textContent = labels[d.status] || d.status;
      state.className = d.status;
      const s = d.score;
      document.getElementById('score').textContent =
        s && typeof s.runs === 'number' ? s.runs + '/' + (s.wickets ?? 0) + (typeof s.overs === 'number' ? '  (' + s.overs + ' ov)' : '') : '';
    } catch (e) { /* the next refresh tries again */ }
  }
  refresh();
  setInterval(refresh, 3000);
</script></body></html>`;
}

export const tvRoutes =
  (db: Database): FastifyPluginAsync =>
  async (plain) => {
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();
    const schema = {
      summary: "The built-in live TV page of a match (the match centre while Khel's simulated matches have no video)",
      tags: ['sports'],
      params: Type.Object({ eventId: Type.String({ description: "the match's id" }) }),
      response: { 200: { description: 'the page', content: { 'text/html': { schema: Type.String() } } } },
    };
    api.get('/match/tv/:eventId', { schema }, async (req, reply) => {
      const { eventId } = req.params;
      if (!/^\d{1,15}$/.test(eventId)) throw badRequest('eventId must be a number');
      const event = await matchInfo(db, Number(eventId));
      if (!event || !event.has_tv) throw notFound('No live TV for this match');
      const nonce = crypto.randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', tvPolicy(nonce))
        .header('x-frame-options', 'SAMEORIGIN')
        .send(page(event, nonce));
    });
  };
