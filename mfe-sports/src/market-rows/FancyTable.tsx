// Fancy (session) lines (§2.14): one No (lay) and one Yes (back) cell showing runs over rate;
// category 4 has an extra lay price. A line not OPEN shows its status banner (§4.6).
// Prices go through the price store like the odds markets' (price-store.ts): the table publishes
// the lines it is given, the stream publishes price-only changes, and each cell writes its own
// text, so a row renders again only when the line's structure (name, status, limits) changes.
import { useTranslation } from 'react-i18next';
import { StakeLimits } from './StakeLimits';
import { fancyTitle } from './market-title';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { reportLivePrice } from '../bet-slip/live-price';
import { LadderButton } from '../ladder/LadderButton';
import { formatIndianNumber, selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { FancyItem } from '../api/catalog';
import { LiveOddsCell } from './LiveOddsCell';
import { priceStore, type CellValue, type Side } from './price-store';
import { fancyRowStatus } from './row-state';
import { fancyCellsKey, fancyLevels, fancyStructureChanged } from './runner-fields';
import { fancySelection } from './selection';
import './market-rows.css';

export interface FancyEvent {
  sportId: number;
  matchId: number;
  matchName: string;
}

/** A fancy's rate is shown as sent (no volume rounding or cap). */
const rateText = (rate: number | undefined) => (rate === undefined ? '' : String(rate));

function FancyRow({ event, item, pick, liability, hasBets }: { event: FancyEvent; item: FancyItem; pick: (s: SlipSelection) => void; liability: number | undefined; hasBets: boolean }) {
  const { t } = useTranslation();
  const title = fancyTitle(item.fancy_name, t);
  const status = fancyRowStatus(item);
  const open = status === 'OPEN';
  const selectionId = fancySelection(event, item, true, 0, 0).selectionId;
  const key = fancyCellsKey(item.fancy_id);
  useLayoutEffect(() => priceStore.retain(key), [key]);
  // the slip's odds-changed notice follows the rate (§4.5), and nothing while the line is closed
  const report = useCallback(
    (isBack: boolean, rate: number | undefined, runs?: number) => reportLivePrice({ marketId: String(item.fancy_id), selectionId, isBack, price: rate ?? null, line: runs ?? null }),
    [item.fancy_id, selectionId],
  );
  // a cell's price is the run line, its size the rate
  const reportYes = useCallback((v: CellValue) => report(true, v.size, v.price), [report]);
  const reportNo = useCallback((v: CellValue) => report(false, v.size, v.price), [report]);
  useEffect(() => {
    if (open) return;
    report(true, undefined);
    report(false, undefined);
  }, [open, report]);
  const cell = (testId: string, side: Side, level: number) => (
    <LiveOddsCell
      testId={testId}
      marketId={key}
      selectionId={0}
      side={side}
      level={level}
      active
      outer={false}
      sizeText={rateText}
      onPick={(runs, rate) => rate !== undefined && pick(fancySelection(event, item, side === 'back', runs, rate))}
      onValue={level === 0 ? (side === 'back' ? reportYes : reportNo) : undefined}
    />
  );
  return (
    <div className="market-row market-row--fancy" data-testid={`fancy-row-${item.fancy_id}`}>
      <div className="market-row__name">
        {title}
        <LadderButton testId={`fancy-ladder-${item.fancy_id}`} enabled={hasBets || liability !== undefined} source={{ kind: 'fancy', title, fancyId: item.fancy_id }} />
        {liability !== undefined && liability !== 0 && (
          <span className="market-row__position market-row__position--loss" data-testid={`fancy-liability-${item.fancy_id}`}>
            {formatIndianNumber(-liability)}
          </span>
        )}
        <StakeLimits kind="fancy" sportId={event.sportId} min={item.session_min_stack} max={item.session_max_stack} testId={`fancy-limits-${item.fancy_id}`} />
      </div>
      {status === 'OPEN' ? (
        <div className="market-row__cells market-row__cells--fancy">
          {item.category === 4 && cell(`fancy-lay2-${item.fancy_id}`, 'lay', 1)}
          {cell(`fancy-lay-${item.fancy_id}`, 'lay', 0)}
          {cell(`fancy-back-${item.fancy_id}`, 'back', 0)}
        </div>
      ) : (
        <div className="market-row__banner" data-testid={`fancy-status-${item.fancy_id}`}>
          {/* the server's GameStatus is shown as received; our own default is translated */}
          {status === 'SUSPENDED' ? t('sports.suspended') : status}
        </div>
      )}
    </div>
  );
}

/** A row renders again only when its line's structure or the player's bets on it change. */
const MemoFancyRow = memo(
  FancyRow,
  (a, b) =>
    a.event.sportId === b.event.sportId && a.event.matchId === b.event.matchId && a.event.matchName === b.event.matchName &&
    a.pick === b.pick && a.liability === b.liability && a.hasBets === b.hasBets && !fancyStructureChanged([a.item], [b.item]),
);

export interface FancyTableProps {
  event: FancyEvent;
  fancies: FancyItem[];
  pick?: (s: SlipSelection) => void;
  /** fancy_id → the player's liability, for the fancies the player has bets on */
  liabilities?: Map<number, number>;
  /** fancy ids the player has open bets on */
  withOpenBets?: ReadonlySet<number | null | undefined>;
  /** how many of the lines to render (the event page adds them a few per frame); all when absent */
  rows?: number;
}

export function FancyTable({ event, fancies, pick = selectOdds, liabilities, withOpenBets, rows = fancies.length }: FancyTableProps) {
  const { t } = useTranslation();
  // The lines' prices into the store when new lines arrive (a poll, a change of structure on the
  // stream), before the cells mount; not on other renders, which would bring back the prices the
  // stream has since moved on from (fancy lines carry no sequence).
  const published = useRef<FancyItem[] | null>(null);
  if (published.current !== fancies) {
    published.current = fancies;
    for (const item of fancies) priceStore.publishLevels(fancyCellsKey(item.fancy_id), undefined, 0, fancyLevels(item));
  }
  useLayoutEffect(() => priceStore.flush());
  // every line's prices are published above, the rows not rendered yet included
  if (fancies.length === 0 || rows <= 0) return null;
  return (
    <section className="market market--fancy" data-testid="fancy-market">
      <header className="market__header">
        <h2>{t('sports.fancy')}</h2>
        <span className="market__side market__side--lay">{t('sports.no')}</span>
        <span className="market__side market__side--back">{t('sports.yes')}</span>
      </header>
      {(rows < fancies.length ? fancies.slice(0, rows) : fancies).map((item) => (
        <MemoFancyRow key={item.fancy_id} event={event} item={item} pick={pick} liability={liabilities?.get(item.fancy_id)} hasBets={withOpenBets?.has(item.fancy_id) ?? false} />
      ))}
    </section>
  );
}
