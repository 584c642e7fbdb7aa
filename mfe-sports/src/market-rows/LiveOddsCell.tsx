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
  /** called with the cell's current wire price and size when clicked (only while active and priced) */
  onPick: (wirePrice: number, size: number | undefined) => void;
  /** told the value on every change (the best level feeds the slip's odds-changed notice) */
  onValue?: (value: CellValue) => void;
  /** the text under the price (default: the volume, §9) */
  sizeText?: (size: number | undefined) => string;
}

const clickable = (active: boolean, value: CellValue) => active && value.price !== undefined;

export function LiveOddsCell({ testId, marketId, selectionId, side, level, active, outer, onPick, onValue, sizeText = formatVolume }: LiveOddsCellProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef({ active, onValue, sizeText });
  latest.current = { active, onValue, sizeText };

  useLayoutEffect(() => {
    const el = ref.current!;
    const priceText = document.createTextNode('');
    const sizeText = document.createTextNode('');
    el.firstElementChild!.replaceChildren(priceText);
    el.lastElementChild!.replaceChildren(sizeText);
    let shown = false;
    const paint = (value: CellValue, quiet = false) => {
      // the slip follows the price even while the cell is off screen
      latest.current.onValue?.(value);
      // off screen nobody sees it: the market repaints its cells when it comes back
      if (shown && !quiet && priceStore.isOffScreen(marketId)) return;
      const price = value.price === undefined ? '-' : String(value.price);
      const size = latest.current.sizeText(value.size);
      if (shown && price === priceText.data && size === sizeText.data) return;
      // Text nodes' data, not textContent: no node is replaced, the cell (contain: strict) alone relays out
      if (price !== priceText.data) priceText.data = price;
      if (size !== sizeText.data) sizeText.data = size;
      const disabled = !clickable(latest.current.active, value);
      if (el.disabled !== disabled) el.disabled = disabled;
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
    if (clickable(active, value)) onPick(value.price!, value.size);
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
