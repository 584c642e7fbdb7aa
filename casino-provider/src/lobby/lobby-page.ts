// The provider's lobby: tiles of its games, filtered by section (slots / live) and category.
// A category with no game shows an empty state, never a made-up tile.
import type { GameDefinition } from '../games/registry';
import type { PlayerSession } from '../sessions';
import { escapeHtml, type PageContent } from '../http/page';
import { blurbIn, t } from '../i18n';

export function lobbyPage(games: readonly GameDefinition[], session: PlayerSession, section: string | null, category: string | null): PageContent {
  const shown = games.filter(
    (g) => (!section || g.section === section) && (!category || category === 'all' || category === 'top' || category === 'main' || g.categories.includes(category as never)),
  );
  const tiles = shown
    .map(
      (g) =>
        `<a class="tile" data-testid="provider-game-${escapeHtml(g.id)}" href="/play/${encodeURIComponent(g.id)}?s=${encodeURIComponent(session.id)}"><b>${escapeHtml(g.name)}</b><small>${escapeHtml(blurbIn(session.lang, g))}</small><br><small>RTP ${(g.rtpBasisPoints / 100).toFixed(2)}%</small></a>`,
    )
    .join('');
  const body = shown.length ? `<div class="grid">${tiles}</div>` : `<p data-testid="provider-empty">${escapeHtml(t(session.lang, 'lobby.empty'))}</p>`;
  return { title: t(session.lang, 'lobby.title'), body, kind: 'lobby' };
}
