// Event page /event-page/{eventTypeId}/{eventId}/{marketId?} (§2.1, §2.14): every market of the
// event and its fancy lines, polled (15 s for a visitor). No data → redirect to /.
import { useTranslation } from 'react-i18next';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { betsChanged$, openBets$, orderChanges$, type OrderChanges } from '@khel/shared-kernel';
import { countdownText } from '../market-rows/row-state';
import { useObservable } from '../bet-slip/use-observable';
import { fetchFancyLiabilities, fetchPositions, type Positions } from '../cash-out/positions';
import { fetchFancies, fetchMatchDetails, type FancyItem, type Market } from '../api/catalog';
import { useLoggedIn } from '../api/use-logged-in';
import { FancyTable } from '../market-rows/FancyTable';
import { MarketTable } from '../market-rows/MarketTable';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { withLiveMarkets } from '../stream/live-book';
import { useLiveEvent } from '../stream/use-live-event';
import { RulesButton } from '../rules/RulesButton';
import { refreshSharedOpenBets } from '../open-bets/open-bets';
import { OpenBetsList } from '../open-bets/OpenBetsList';
import { Scoreboard } from '../scoreboard/Scoreboard';
import { TvPanel } from '../scoreboard/TvPanel';

/** While the stream is up, polling only backs it up (positions, new markets). */
export const STREAMING_POLL_MS = 60_000;
import { useNow } from '../polling/use-now';
import { useShownCount } from '../market-rows/use-shown-count';
import { FIRST_SCREEN_MARKETS } from './first-screen';

/** Markets and fancy lines per step after the first screen's (each step one small commit per frame). */
export const MARKETS_PER_STEP = 4;
export const FANCIES_PER_STEP = 12;

interface EventData {
  markets: Market[];
  fancies: FancyItem[];
  positions: Positions;
  fancyLiabilities: Map<number, number>;
}

const NO_CHANGES: OrderChanges = { version: 0, orders: [] };

/** Counts the stream's bet changes that concern `matchId`. */
function useStreamOrderVersion(matchId: number): number {
  const changes = useObservable(orderChanges$, NO_CHANGES);
  const [seen, setSeen] = useState({ version: 0, count: 0 });
  useEffect(() => {
    if (changes.version === seen.version) return;
    const concerns = changes.orders.some((o) => Number(o.match_id) === matchId);
    setSeen((s) => ({ version: changes.version, count: concerns ? s.count + 1 : s.count }));
  }, [changes, matchId, seen.version]);
  return seen.count;
}

export default function EventPage() {
  const { eventId, marketId } = useParams();
  const matchId = Number(eventId);
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const now = useNow();
  const valid = Number.isInteger(matchId) && matchId > 0;
  // A placed bet or a cash-out reloads the page's data so positions show at once.
  const placedVersion = useObservable(betsChanged$, 0);
  // ...and so does a change the stream reports on one of the player's bets of this match (matched
  // later, lapsed, settled): exposure follows at once, not at the next poll.
  const streamVersion = useStreamOrderVersion(matchId);
  const betsVersion = `${placedVersion}/${streamVersion}`;
  const [marketIds, setMarketIds] = useState<string[]>([]);
  const live = useLiveEvent(valid ? matchId : null, marketIds);
  const { data, settled } = usePolling<EventData>(
    async (signal) => {
      if (!valid) return { markets: [], fancies: [], positions: new Map(), fancyLiabilities: new Map() };
      const [markets, fancies, positions, fancyLiabilities] = await Promise.all([
        fetchMatchDetails(matchId, marketId, loggedIn, signal),
        fetchFancies(matchId, signal).catch(() => []),
        loggedIn ? fetchPositions(matchId, signal).catch((): Positions => new Map()) : Promise.resolve<Positions>(new Map()),
        loggedIn ? fetchFancyLiabilities(matchId, signal).catch(() => new Map<number, number>()) : Promise.resolve(new Map<number, number>()),
      ]);
      return { markets, fancies, positions, fancyLiabilities };
    },
    live.connected ? STREAMING_POLL_MS : loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS,
    `${matchId}/${marketId ?? ''}/${loggedIn}`,
    betsVersion,
  );

  // The player's open bets on this match (matched or not) enable the ladders: the kernel's list
  // (one for the whole product, §4.1), asked when the page opens and after a bet, not every poll.
  useEffect(() => {
    if (loggedIn) void refreshSharedOpenBets();
  }, [loggedIn, betsVersion]);
  const allOpenBets = useObservable(openBets$, null);
  const openBets = useMemo(() => (allOpenBets ?? []).filter((b) => Number(b.match_id) === matchId), [allOpenBets, matchId]);

  // The stream follows the markets the last poll listed: a transition (an effect's update renders the
  // whole page again in one task; issue #20).
  const polledIds = (data?.markets ?? []).map((m) => m.market_id).join(',');
  useEffect(() => {
    startTransition(() => setMarketIds(polledIds ? polledIds.split(',') : []));
  }, [polledIds]);

  const markets = data ? (live.connected ? withLiveMarkets(data.markets, live.book) : data.markets) : [];
  const fancies = (live.connected ? live.book.fancies.get(matchId) : undefined) ?? data?.fancies ?? [];
  // The first screen's markets first, then the rest and the fancy lines a few per frame (issue #20).
  const marketsShown = useShownCount(markets.length, FIRST_SCREEN_MARKETS, MARKETS_PER_STEP);
  const fanciesShown = useShownCount(marketsShown < markets.length ? 0 : fancies.length, 0, FANCIES_PER_STEP);

  if (!valid || (settled && (!data || data.markets.length === 0))) return <Navigate to="/" replace />;
  if (!data) return <div className="sports-page" data-testid="event-loading" aria-busy="true" />;

  const first = markets[0]!;
  const marketsWithBets = new Set(openBets.map((b) => b.market_id));
  const fanciesWithBets = new Set(openBets.map((b) => b.fancy_id));
  const startMs = first.match_date ? Date.parse(first.match_date) : NaN;
  return (
    <section className="sports-page event-page" data-testid="event-page" data-live={live.connected ? 'stream' : 'polling'}>
      <header className="event-header">
        <h1 data-testid="event-name">{first.match_name}</h1>
        <span data-testid="event-time">
          {first.inplay ? t('sports.inPlay') : Number.isFinite(startMs) ? countdownText(startMs, now, t) : ''}
        </span>
        {first.inplay && <Scoreboard eventTypeId={first.sport_id} eventId={first.match_id} />}
        <RulesButton />
      </header>
      {first.has_tv_url && <TvPanel matchId={first.match_id} matchName={first.match_name} tvUrl={first.match_tv_url} />}
      {/* the player's bets on this match, matched and unmatched, with Cancel: on a phone too (no right panel there) */}
      {loggedIn && <OpenBetsList layout="rows" matchId={matchId} />}
      {markets.slice(0, marketsShown).map((market) => (
        <MarketTable key={market.market_id} market={market} position={data.positions.get(market.market_id)} hasOpenBets={marketsWithBets.has(market.market_id)} />
      ))}
      <FancyTable event={{ sportId: first.sport_id, matchId: first.match_id, matchName: first.match_name }} fancies={fancies} rows={fanciesShown} liabilities={data.fancyLiabilities} withOpenBets={fanciesWithBets} />
    </section>
  );
}
