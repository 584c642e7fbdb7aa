// Event page /event-page/{eventTypeId}/{eventId}/{marketId?} (§2.1, §2.14): every market of the
// event and its fancy lines, polled (15 s for a visitor). No data → redirect to /.
import { Navigate, useParams } from 'react-router-dom';
import { betsChanged$ } from '@khel/shared-kernel';
import { useObservable } from '../bet-slip/use-observable';
import { fetchFancyLiabilities, fetchPositions, type Positions } from '../cash-out/positions';
import { fetchFancies, fetchMatchDetails, type FancyItem, type Market } from '../api/catalog';
import { useLoggedIn } from '../api/use-logged-in';
import { FancyTable } from '../market-rows/FancyTable';
import { MarketTable } from '../market-rows/MarketTable';
import { countdownLabel } from '../market-rows/row-state';
import { PLAYER_POLL_MS, VISITOR_POLL_MS, usePolling } from '../polling/use-polling';
import { useNow } from '../polling/use-now';

interface EventData {
  markets: Market[];
  fancies: FancyItem[];
  positions: Positions;
  fancyLiabilities: Map<number, number>;
}

export default function EventPage() {
  const { eventId, marketId } = useParams();
  const matchId = Number(eventId);
  const loggedIn = useLoggedIn();
  const now = useNow();
  const valid = Number.isInteger(matchId) && matchId > 0;
  // A placed bet or a cash-out reloads the page's data so positions show at once.
  const betsVersion = useObservable(betsChanged$, 0);
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
    loggedIn ? PLAYER_POLL_MS : VISITOR_POLL_MS,
    `${matchId}/${marketId ?? ''}/${loggedIn}`,
    betsVersion,
  );

  if (!valid || (settled && (!data || data.markets.length === 0))) return <Navigate to="/" replace />;
  if (!data) return <div className="sports-page" data-testid="event-loading" aria-busy="true" />;

  const first = data.markets[0]!;
  const startMs = first.match_date ? Date.parse(first.match_date) : NaN;
  return (
    <section className="sports-page event-page" data-testid="event-page">
      <header className="event-header">
        <h1 data-testid="event-name">{first.match_name}</h1>
        <span data-testid="event-time">
          {first.inplay ? 'In-Play' : Number.isFinite(startMs) ? countdownLabel(startMs, now) : ''}
        </span>
      </header>
      {data.markets.map((market) => (
        <MarketTable key={market.market_id} market={market} position={data.positions.get(market.market_id)} />
      ))}
      <FancyTable event={{ sportId: first.sport_id, matchId: first.match_id, matchName: first.match_name }} fancies={data.fancies} liabilities={data.fancyLiabilities} />
    </section>
  );
}
