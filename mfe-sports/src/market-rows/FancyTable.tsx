// Fancy (session) lines (§2.14): one No (lay) and one Yes (back) cell showing runs over rate;
// category 4 has an extra lay price. A line not OPEN shows its status banner (§4.6).
import { useTranslation } from 'react-i18next';
import { memo, useEffect } from 'react';
import { reportLivePrice } from '../bet-slip/live-price';
import { LadderButton } from '../ladder/LadderButton';
import { selectOdds, type SlipSelection } from '@khel/shared-kernel';
import type { FancyItem } from '../api/catalog';
import { OddsCell } from './OddsCell';
import { fancyRowStatus } from './row-state';
import { fancySelection } from './selection';
import './market-rows.css';

export interface FancyEvent {
  sportId: number;
  matchId: number;
  matchName: string;
}

function FancyRow({ event, item, pick, liability, hasBets }: { event: FancyEvent; item: FancyItem; pick: (s: SlipSelection) => void; liability: number | undefined; hasBets: boolean }) {
  const { t } = useTranslation();
  const status = fancyRowStatus(item);
  const open = status === 'OPEN';
  const selectionId = fancySelection(event, item, true, 0, 0).selectionId;
  const yesRate = open ? (item.BackSize1 ?? null) : null;
  const noRate = open ? (item.LaySize1 ?? null) : null;
  useEffect(() => {
    reportLivePrice({ marketId: String(item.fancy_id), selectionId, isBack: true, price: yesRate });
    reportLivePrice({ marketId: String(item.fancy_id), selectionId, isBack: false, price: noRate });
  }, [item.fancy_id, selectionId, yesRate, noRate]);
  const cell = (testId: string, side: 'back' | 'lay', runs: number | undefined, rate: number | undefined) => (
    <OddsCell
      testId={testId}
      side={side}
      price={runs}
      sizeText={rate === undefined ? '' : String(rate)}
      active
      onPick={() => runs !== undefined && rate !== undefined && pick(fancySelection(event, item, side === 'back', runs, rate))}
    />
  );
  return (
    <div className="market-row market-row--fancy" data-testid={`fancy-row-${item.fancy_id}`}>
      <div className="market-row__name">
        {item.fancy_name}
        <LadderButton testId={`fancy-ladder-${item.fancy_id}`} enabled={hasBets || liability !== undefined} source={{ kind: 'fancy', title: item.fancy_name, fancyId: item.fancy_id }} />
        {liability !== undefined && liability !== 0 && (
          <span className="market-row__position market-row__position--loss" data-testid={`fancy-liability-${item.fancy_id}`}>
            {(-liability).toFixed(2)}
          </span>
        )}
      </div>
      {status === 'OPEN' ? (
        <div className="market-row__cells market-row__cells--fancy">
          {item.category === 4 && cell(`fancy-lay2-${item.fancy_id}`, 'lay', item.LayPrice2, item.LaySize2)}
          {cell(`fancy-lay-${item.fancy_id}`, 'lay', item.LayPrice1, item.LaySize1)}
          {cell(`fancy-back-${item.fancy_id}`, 'back', item.BackPrice1, item.BackSize1)}
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

const MemoFancyRow = memo(FancyRow);

export interface FancyTableProps {
  event: FancyEvent;
  fancies: FancyItem[];
  pick?: (s: SlipSelection) => void;
  /** fancy_id → the player's liability, for the fancies the player has bets on */
  liabilities?: Map<number, number>;
  /** fancy ids the player has open bets on */
  withOpenBets?: ReadonlySet<number | null | undefined>;
}

export function FancyTable({ event, fancies, pick = selectOdds, liabilities, withOpenBets }: FancyTableProps) {
  const { t } = useTranslation();
  if (fancies.length === 0) return null;
  return (
    <section className="market market--fancy" data-testid="fancy-market">
      <header className="market__header">
        <h3>{t('sports.fancy')}</h3>
        <span className="market__side market__side--lay">{t('sports.no')}</span>
        <span className="market__side market__side--back">{t('sports.yes')}</span>
      </header>
      {fancies.map((item) => (
        <MemoFancyRow key={item.fancy_id} event={event} item={item} pick={pick} liability={liabilities?.get(item.fancy_id)} hasBets={withOpenBets?.has(item.fancy_id) ?? false} />
      ))}
    </section>
  );
}
