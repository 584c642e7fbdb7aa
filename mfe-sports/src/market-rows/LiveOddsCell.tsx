// An odds-market price cell fed by the price store, not by props: it subscribes to its own key and
// writes its price, size, enabled state and the 300 ms flash (§9) onto its own DOM node, so a tick
// costs one cell and no React render. React renders it only with its row (structure changes).
import { useLayoutEffect, useRef } from 'react';
import { flashCell, priceStore, stopFlash, type CellValue, type Side } from './price-store';
import { OddsCellButton } from './OddsCell';
import { formatVolume } from './row-state';

export interface LiveOddsCellProps {
  testId: string;
  marketId: string;
  selectionId: number;
  side: Side;
  level: number;
  active: boolean;
  /** outer ladder levels are hidden below 1024px */
  outer: boolean;
  /** called with the cell's current wire price when clicked (only while active and priced) */
  onPick: (wirePrice: number) => void;
  /** told the wire price on every change (the best level feeds the slip's odds-changed notice) */
  onPrice?: (wirePrice: number | undefined) => void;
}

const clickable = (active: boolean, value: CellValue) => active && value.price !== undefined;

export function LiveOddsCell({ testId, marketId, selectionId, side, level, active, outer, onPick, onPrice }: LiveOddsCellProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef({ active, onPrice });
  latest.current = { active, onPrice };

  useLayoutEffect(() => {
    const el = ref.current!;
    const priceText = document.createTextNode('');
    const sizeText = document.createTextNode('');
    el.firstElementChild!.replaceChildren(priceText);
    el.lastElementChild!.replaceChildren(sizeText);
    let shown = false;
    const paint = (value: CellValue, quiet = false) => {
      // the slip follows the price even while the cell is off screen
      latest.current.onPrice?.(value.price);
      // off screen nobody sees it: the market repaints its cells when it comes back
      if (shown && !quiet && priceStore.isOffScreen(marketId)) return;
      const price = value.price === undefined ? '-' : String(value.price);
      const size = formatVolume(value.size);
      if (shown && price === priceText.data && size === sizeText.data) return;
      priceText.data = price;
      sizeText.data = size;
      el.disabled = !clickable(latest.current.active, value);
      // the first paint shows what is there; later ones are changes
      if (shown && !quiet) flashCell(el);
      shown = true;
    };
    paint(priceStore.get(marketId, selectionId, side, level));
    const unsubscribe = priceStore.subscribe(marketId, selectionId, side, level, paint);
    return () => {
      unsubscribe();
      stopFlash(el);
    };
  }, [marketId, selectionId, side, level]);

  const pickCurrent = () => {
    const value = priceStore.get(marketId, selectionId, side, level);
    if (clickable(active, value)) onPick(value.price!);
  };
  return (
    <OddsCellButton
      ref={ref} testId={testId} side={side} outer={outer} active={active}
      disabled={!clickable(active, priceStore.get(marketId, selectionId, side, level))}
      onClick={pickCurrent}
    >
      <span className="odds-cell__price" />
      <span className="odds-cell__size" />
    </OddsCellButton>
  );
}
