// An odds or bookmaker market (§2.14): a row per runner with 3 back and 3 lay cells, or the status
// banner when the row is not OPEN (§4.6). Non-match-odds markets use only the inner columns.
import { useTranslation } from 'react-i18next';
import { memo, useEffect } from 'react';
import { reportLivePrice } from '../bet-slip/live-price';
import { CashOutButton } from '../cash-out/CashOutButton';
import { cashOutAllowed, hasPosition } from '../cash-out/positions';
import { LadderButton } from '../ladder/LadderButton';
import { selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { Market, PriceLevel, Runner } from '../api/catalog';
import { OddsCell } from './OddsCell';
import { formatVolume, levelActive, runnerLevels, runnerNameOf, runnerRowStatus, selectionIdOf } from './row-state';
import { runnerSelection } from './selection';
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
  const { back, lay } = runnerLevels(runner);
  const open = status === 'OPEN';
  const bestBack = open && back[0] ? runnerSelection(market, runner, true, back[0].price).price : null;
  const bestLay = open && lay[0] ? runnerSelection(market, runner, false, lay[0].price).price : null;
  useEffect(() => {
    reportLivePrice({ marketId: market.market_id, selectionId, isBack: true, price: bestBack });
    reportLivePrice({ marketId: market.market_id, selectionId, isBack: false, price: bestLay });
  }, [market.market_id, selectionId, bestBack, bestLay]);
  const cell = (side: 'back' | 'lay', level: number, data: PriceLevel | null) => (
    <OddsCell
      key={`${side}-${level}`}
      testId={`odds-${side}-${market.market_id}-${selectionId}-${level}`}
      side={side}
      price={data?.price}
      sizeText={formatVolume(data?.size)}
      active={levelActive(market.market_type, level)}
      outer={level > 0}
      onPick={() => data && pick(runnerSelection(market, runner, side === 'back', data.price))}
    />
  );
  return (
    <div className="market-row" data-testid={`runner-row-${market.market_id}-${selectionId}`}>
      <div className="market-row__name">
        {runnerNameOf(runner)}
        {position !== undefined && position !== 0 && (
          <span className={`market-row__position market-row__position--${position > 0 ? 'win' : 'loss'}`} data-testid={`position-${market.market_id}-${selectionId}`}>
            {position.toFixed(2)}
          </span>
        )}
      </div>
      {status === 'OPEN' ? (
        <div className="market-row__cells">
          {[...LEVELS].reverse().map((level) => cell('back', level, back[level] ?? null))}
          {LEVELS.map((level) => cell('lay', level, lay[level] ?? null))}
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
 * A delta replaces only the runners it carries (live-book.ts), so a row re-renders when its own
 * runner changed, or the market fields the row reads.
 */
const RunnerRow = memo(
  RunnerRowView,
  (a, b) =>
    a.runner === b.runner &&
    a.position === b.position &&
    a.pick === b.pick &&
    a.market.market_id === b.market.market_id &&
    a.market.status === b.market.status &&
    a.market.market_type === b.market.market_type &&
    a.market.market_name === b.market.market_name &&
    a.market.match_name === b.market.match_name &&
    a.market.betDelay === b.market.betDelay,
);

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
  const title = market.market_name ?? market.name ?? market.market_type;
  return (
    <section className="market" data-testid={`market-${market.market_id}`}>
      <header className="market__header">
        <h3>{title}</h3>
        <LadderButton
          testId={`ladder-${market.market_id}`}
          enabled={hasOpenBets || hasPosition(position)}
          source={{ kind: 'market', title, rows: (market.runners ?? []).map((r) => ({ name: runnerNameOf(r), pl: position?.get(selectionIdOf(r)) ?? 0 })) }}
        />
        {cashOutAllowed(market, position) && <CashOutButton marketId={market.market_id} delaySeconds={market.betDelay ?? 5} />}
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
