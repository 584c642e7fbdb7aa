// /indian-card-games (and the Aura lobby at /livegames/aura/FAWK): a tile per live card table,
// each leading to its table page. No side bars (the route's frame is 'bare').
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CARD_GAME_TILES } from './card-games';
import './cards.css';

export function CardGamesLobby({ title, testId = 'card-games-lobby' }: { title: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section className="cards-lobby" data-testid={testId}>
      <h1>{title}</h1>
      <p className="cards-lobby__intro">{t('cards.lobbyIntro')}</p>
      <ul className="cards-lobby__grid">
        {CARD_GAME_TILES.map((g) => (
          <li key={g.id}>
            <Link className={`cards-tile cards-tile--${g.id}`} to={`/indian-casino/${g.id}`} data-testid={`card-game-tile-${g.id}`}>
              <span className="cards-tile__faces" aria-hidden="true">
                {g.faces.map((f) => (
                  <span key={f} className={/[♥♦]/.test(f) ? 'red' : ''}>
                    {f}
                  </span>
                ))}
              </span>
              <span className="cards-tile__live">{t('cards.live')}</span>
              <b>{t(g.nameKey)}</b>
              <small>{t(g.blurbKey)}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IndianCardGamesPage() {
  const { t } = useTranslation();
  return <CardGamesLobby title={t('cards.lobbyTitle')} />;
}
