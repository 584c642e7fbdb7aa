// An odds or bookmaker market (§2.14): a row per runner with 3 back and 3 lay cells, or the status
// banner when the row is not OPEN (§4.6). Non-match-odds markets use only the inner columns.
// Prices go through the price store (price-store.ts): the table publishes the market it renders,
// the stream publishes its deltas, and each cell writes its own text, so React renders a row only
// when its structure changes (runner, status, market shape).
import { useTranslation } from 'react-i18next';
import { marketTitle } from './market-title';
import { StakeLimits } from './StakeLimits';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { reportLivePrice } from '../bet-slip/live-price';
import { cashOutDelaySeconds } from '../bet-slip/bet-limits';
import { CashOutButton } from '../cash-out/CashOutButton';
import { cashOutAllowed, hasPosition } from '../cash-out/positions';
import { LadderButton } from '../ladder/LadderButton';
import { formatIndianNumber, selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { Market, Runner } from '../api/catalog';
import { LiveOddsCell } from './LiveOddsCell';
import { priceStore, type CellValue, type Side } from './price-store';
import { levelActive, runnerNameOf, runnerRowStatus, selectionIdOf } from './row-state';
import { marketKindOf, runnerSelection, slipPriceOf } from './selection';
import './market-rows.css';

const LEVELS = [0, 1, 2] as const;

interface RunnerRowProps {
  market: Market;
  runner: Runner;
  pick: (s: SlipSelection) => void;
  position: number | undefined;
}

function RunnerRowView({ market, runner, pick, position }: RunnerRowProps) {
  const { t } = useTranslation();
  const selectionId = selectionIdOf(runner);
  const status = runnerRowStatus(market.status, runner.status);
  const open = status === 'OPEN';
  const marketId = market.market_id;
  const marketType = market.market_type;
  // The slip's odds-changed notice: the best cells report every tick while the row is OPEN.
  const reportBest = useCallback(
    (isBack: boolean, wirePrice: number | undefined) =>
      reportLivePrice({ marketId, selectionId, isBack, price: wirePrice === undefined ? null : slipPriceOf(marketType, wirePrice) }),
    [marketId, selectionId, marketType],
  );
  const reportBack = useCallback((v: CellValue) => reportBest(true, v.price), [reportBest]);
  const reportLay = useCallback((v: CellValue) => reportBest(false, v.price), [reportBest]);
  useEffect(() => {
    if (open) return;
    reportBest(true, undefined);
    reportBest(false, undefined);
  }, [open, reportBest]);
  const cell = (side: Side, level: number) => (
    <LiveOddsCell
      key={`${side}-${level}`}
      testId={`odds-${side}-${marketId}-${selectionId}-${level}`}
      marketId={marketId}
      selectionId={selectionId}
      side={side}
      level={level}
      active={levelActive(marketType, level)}
      outer={level > 0}
      onPick={(wirePrice) => pick(runnerSelection(market, runner, side === 'back', wirePrice))}
      onValue={level === 0 ? (side === 'back' ? reportBack : reportLay) : undefined}
    />
  );
  return (
    <div className="market-row" data-testid={`runner-row-${market.market_id}-${selectionId}`}>
      <div className="market-row__name">
        {runnerNameOf(runner)}
        {position !== undefined && position !== 0 && (
          <span className={`market-row__position market-row__position--${position > 0 ? 'win' : 'loss'}`} data-testid={`position-${market.market_id}-${selectionId}`}>
            {formatIndianNumber(position)}
          </span>
        )}
      </div>
      {status === 'OPEN' ? (
        <div className="market-row__cells">
          {[...LEVELS].reverse().map((level) => cell('back', level))}
          {LEVELS.map((level) => cell('lay', level))}
        </div>
      ) : (
        <div className="market-row__banner" data-testid={`status-${market.market_id}-${selectionId}`}>
          {t('sports.suspended')}
        </div>
      )}
    </div>
  );
}

/**
 * A row re-renders only when its structure changes: the runner's name or status, or the market
 * fields the row reads. Its prices reach the cells through the price store.
 */
const RunnerRow = memo(
  RunnerRowView,
  (a, b) =>
    selectionIdOf(a.runner) === selectionIdOf(b.runner) &&
    runnerNameOf(a.runner) === runnerNameOf(b.runner) &&
    a.runner.status === b.runner.status &&
    a.position === b.position &&
    a.pick === b.pick &&
    a.market.market_id === b.market.market_id &&
    a.market.status === b.market.status &&
    a.market.market_type === b.market.market_type &&
    a.market.market_name === b.market.market_name &&
    a.market.match_name === b.market.match_name &&
    a.market.betDelay === b.market.betDelay &&
    a.market.sport_id === b.market.sport_id &&
    a.market.match_id === b.market.match_id,
);

// One observer for every market on the page: whether each is within the viewport (a small margin
// so a market scrolling in has caught up before it shows). Where there is none (jsdom), every
// market counts as inside.
const VIEWPORT_MARGIN = '120px 0px';
let viewportObserver: IntersectionObserver | null = null;
const viewportListeners = new Map<Element, (inside: boolean) => void>();

function watchViewport(el: Element, listener: (inside: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  viewportObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) viewportListeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  viewportListeners.set(el, listener);
  viewportObserver.observe(el);
  return () => {
    viewportListeners.delete(el);
    viewportObserver?.unobserve(el);
  };
}

/**
 * The market's prices into the store before its cells mount (they read it as they subscribe, so
 * the first paint never flashes), and the cells already shown told after the commit.
 */
function usePublishedPrices(market: Market, section: RefObject<HTMLElement | null>): void {
  // Publishing records data only (idempotent, older sequences ignored): safe during render.
  priceStore.publish(market.market_id, market.seq, market.runners);
  useLayoutEffect(() => priceStore.flush());
  const marketId = market.market_id;
  useLayoutEffect(() => {
    const release = priceStore.retain(marketId);
    const el = section.current;
    // Its cells skip their writes while it lies outside the viewport (nobody sees them) and catch
    // up when it comes in. The browser renders markets well beyond the viewport (.market is
    // content-visibility: auto, and Chromium renders 150% of the viewport's height either way), and
    // writing those cells took most of each frame in the render benchmark (BENCHMARKS.md §4); a
    // market the browser skips is outside the viewport too.
    const unwatch = el ? watchViewport(el, (inside) => priceStore.setOffScreen(marketId, !inside)) : () => undefined;
    return () => {
      unwatch();
      priceStore.setOffScreen(marketId, false);
      release();
    };
  }, [marketId, section]);
}

export interface MarketTableProps {
  market: Market;
  pick?: (s: SlipSelection) => void;
  /** the player's P&L per selection if it wins (signed in, with open bets) */
  position?: Map<number, number>;
  /** the player has open bets here (matched or not); a position also counts */
  hasOpenBets?: boolean;
}

function MarketTableView({ market, pick = selectOdds, position, hasOpenBets = false }: MarketTableProps) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  usePublishedPrices(market, section);
  const title = marketTitle(market, t);
  return (
    <section ref={section} className="market" data-testid={`market-${market.market_id}`}>
      <header className="market__header">
        <h2 className="market__title">
          {title}
          <StakeLimits kind={marketKindOf(market.market_type)} sportId={market.sport_id} min={market.market_min_stack} max={market.market_max_stack} testId={`limits-${market.market_id}`} />
        </h2>
        <LadderButton
          testId={`ladder-${market.market_id}`}
          enabled={hasOpenBets || hasPosition(position)}
          source={{ kind: 'market', title, rows: (market.runners ?? []).map((r) => ({ name: runnerNameOf(r), pl: position?.get(selectionIdOf(r)) ?? 0 })) }}
        />
        {cashOutAllowed(market, position) && (
          <CashOutButton
            marketId={market.market_id}
            delaySeconds={market.betDelay ?? 5}
            playerDelay={() => cashOutDelaySeconds(market)}
            runnerNames={new Map((market.runners ?? []).map((r) => [selectionIdOf(r), runnerNameOf(r)]))}
          />
        )}
        <span className="market__side market__side--back">{t('sports.back')}</span>
        <span className="market__side market__side--lay">{t('sports.lay')}</span>
      </header>
      {(market.runners ?? []).map((runner) => (
        <RunnerRow key={selectionIdOf(runner)} market={market} runner={runner} pick={pick} position={position?.get(selectionIdOf(runner))} />
      ))}
    </section>
  );
}

export const MarketTable = memo(MarketTableView);
