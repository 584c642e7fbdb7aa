// The provider's lobby: a tile per game — its thumbnail and its name in the player's language —
// filtered by section (slots / live) and category. A category with no game shows its section's
// games (never an empty page); the catalogue (src/catalogue/) decides what is listed.
import type { PlayerSession } from '../sessions';
import { escapeHtml, type PageContent } from '../http/page';
import { t } from '../i18n';
import type { CatalogueGame } from '../catalogue/catalogue';

export function lobbyPage(games: readonly CatalogueGame[], session: PlayerSession, section: string | null, category: string | null): PageContent {
  const inSection = games.filter((g) => !section || g.section === section);
  const inCategory = inSection.filter((g) => !category || g.categories.includes(category));
  const shown = inCategory.length ? inCategory : inSection.length ? inSection : games;
  const tiles = shown
    .map((g) => {
      const name = escapeHtml(g.name[session.lang]);
      return `<a data-testid="provider-game-${escapeHtml(g.id)}" href="/play/${encodeURIComponent(g.id)}?s=${encodeURIComponent(session.id)}"><img src="/${escapeHtml(g.thumbnail)}" width="240" height="180" alt="" loading="lazy"><span>${name}</span></a>`;
    })
    .join('');
  return { title: t(session.lang, 'lobby.title'), body: `<div class="lobby">${tiles}</div>`, kind: 'lobby' };
}
