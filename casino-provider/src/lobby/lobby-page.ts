// The provider's lobby: a tile per game — its thumbnail and its name in the player's language —
// filtered by section (slots / live) and category. A category with no game shows its section's
// games (never an empty page); the catalogue (src/catalogue/) decides what is listed.
import type { PlayerSession } from '../sessions';
import { escapeHtml, renderPage } from '../http/page';
import { t } from '../i18n';
import type { CatalogueGame } from '../catalogue/catalogue';

const STYLE = `<style>
.lobby{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.lobby a{display:block;text-decoration:none;border-radius:12px;overflow:hidden;background:#1d2029;box-shadow:0 2px 8px #0006}
.lobby img{display:block;width:100%;height:auto;aspect-ratio:4/3}
.lobby span{display:block;padding:7px 9px;font-weight:600;font-size:13px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
@media (min-width:900px){.lobby{grid-template-columns:repeat(auto-fill,minmax(190px,1fr))}}
</style>`;

export function lobbyPage(games: readonly CatalogueGame[], session: PlayerSession, section: string | null, category: string | null): string {
  const inSection = games.filter((g) => !section || g.section === section);
  const inCategory = inSection.filter((g) => !category || g.categories.includes(category));
  const shown = inCategory.length ? inCategory : inSection.length ? inSection : games;
  const tiles = shown
    .map((g) => {
      const name = escapeHtml(g.name[session.lang]);
      return `<a data-testid="provider-game-${escapeHtml(g.id)}" href="/play/${encodeURIComponent(g.id)}?s=${encodeURIComponent(session.id)}"><img src="/${escapeHtml(g.thumbnail)}" width="240" height="180" alt="" loading="lazy"><span>${name}</span></a>`;
    })
    .join('');
  return renderPage({ title: t(session.lang, 'lobby.title'), session, body: `${STYLE}<div class="lobby">${tiles}</div>`, script: '' });
}
