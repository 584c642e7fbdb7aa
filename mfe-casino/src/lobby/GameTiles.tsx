// A lobby's tiles: each game's picture and its name in the player's language, leading to its page.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CasinoCatalogueGame } from '@khel/shared-kernel';
import { gameName, gamePath } from './catalogue';

export function GameTiles({ games }: { games: readonly CasinoCatalogueGame[] }) {
  const { i18n } = useTranslation();
  const language = i18n?.resolvedLanguage ?? i18n?.language;
  return (
    <ul className="casino-tiles" data-testid="casino-tiles">
      {games.map((game) => (
        <li key={`${game.provider}/${game.id}`}>
          <Link to={gamePath(game)} className="casino-tile" data-testid={`casino-tile-${game.id}`}>
            <img src={game.thumbnail} alt="" width={240} height={180} loading="lazy" decoding="async" />
            <span className="casino-tile__name">{gameName(game, language)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles while the catalogue loads. */
export function TilesLoading() {
  return (
    <ul className="casino-tiles casino-tiles--loading" data-testid="casino-tiles-loading" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <span className="casino-tile casino-tile--ghost" />
        </li>
      ))}
    </ul>
  );
}
