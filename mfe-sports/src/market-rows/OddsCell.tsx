// One price cell. Memoised on what it shows, so a price update re-renders only the cells whose
// price or size changed; the 300 ms flash (§9) is a class toggled on the element, not a render.
import { memo, useEffect, useRef } from 'react';

export const FLASH_MS = 300;

export interface OddsCellProps {
  testId: string;
  side: 'back' | 'lay';
  /** the price as shown (odds, bookmaker %, fancy runs); undefined when the level is empty */
  price: number | undefined;
  /** the size (or fancy rate) shown under the price */
  sizeText: string;
  active: boolean;
  /** outer ladder levels are hidden below 1024px */
  outer?: boolean;
  onPick: () => void;
}

function OddsCellView({ testId, side, price, sizeText, active, outer = false, onPick }: OddsCellProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRef<{ price: number | undefined; sizeText: string } | null>(null);

  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { price, sizeText };
    const el = ref.current;
    if (!previous || !el || (previous.price === price && previous.sizeText === sizeText)) return;
    // A second change within the flash extends it; no forced layout, so many cells can change per frame.
    el.classList.add('odds-cell--flash');
    if (flashTimer.current) clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => {
      flashTimer.current = null;
      el.classList.remove('odds-cell--flash');
    }, FLASH_MS);
  }, [price, sizeText]);

  useEffect(() => () => {
    if (flashTimer.current) clearTimeout(flashTimer.current);
  }, []);

  const clickable = active && price !== undefined;
  return (
    <button
      ref={ref}
      type="button"
      className={`odds-cell odds-cell--${side}${outer ? ' odds-cell--outer' : ''}${active ? '' : ' odds-cell--inactive'}`}
      data-testid={testId}
      disabled={!clickable}
      onClick={clickable ? onPick : undefined}
    >
      <span className="odds-cell__price">{price ?? '-'}</span>
      <span className="odds-cell__size">{sizeText}</span>
    </button>
  );
}

export const OddsCell = memo(
  OddsCellView,
  (a, b) => a.price === b.price && a.sizeText === b.sizeText && a.active === b.active && a.testId === b.testId && a.outer === b.outer,
);
