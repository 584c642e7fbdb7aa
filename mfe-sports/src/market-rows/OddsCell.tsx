// One price cell. Memoised on what it shows, so a price update re-renders only the cells whose
// price or size changed; the 300 ms flash (§9) is a class toggled on the element, not a render.
// (Odds market rows use LiveOddsCell, which takes its price from the price store instead.)
import { memo, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { flashCell, stopFlash } from './price-store';

export { FLASH_MS } from './price-store';

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

interface OddsCellButtonProps {
  ref: Ref<HTMLButtonElement>;
  testId: string;
  side: 'back' | 'lay';
  outer: boolean;
  active: boolean;
  disabled: boolean;
  onClick: (() => void) | undefined;
  children: ReactNode;
}

/** The cell's button: its side, outer level (hidden below 1024px) and inactive column as classes. */
export function OddsCellButton({ ref, testId, side, outer, active, disabled, onClick, children }: OddsCellButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`odds-cell odds-cell--${side}${outer ? ' odds-cell--outer' : ''}${active ? '' : ' odds-cell--inactive'}`}
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function OddsCellView({ testId, side, price, sizeText, active, outer = false, onPick }: OddsCellProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRef<{ price: number | undefined; sizeText: string } | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { price, sizeText };
    const el = ref.current;
    if (!previous || !el || (previous.price === price && previous.sizeText === sizeText)) return;
    // A second change within the flash extends it.
    flashCell(el);
  }, [price, sizeText]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) stopFlash(el);
    };
  }, []);

  const clickable = active && price !== undefined;
  return (
    <OddsCellButton ref={ref} testId={testId} side={side} outer={outer} active={active} disabled={!clickable} onClick={clickable ? onPick : undefined}>
      <span className="odds-cell__price">{price ?? '-'}</span>
      <span className="odds-cell__size">{sizeText}</span>
    </OddsCellButton>
  );
}

export const OddsCell = memo(
  OddsCellView,
  (a, b) => a.price === b.price && a.sizeText === b.sizeText && a.active === b.active && a.testId === b.testId && a.outer === b.outer,
);
