// One back or lay price with its size; flashes for 300 ms when either changes (§4.5, §9).
import { useEffect, useRef } from 'react';
import { formatIndianNumber, type PriceSizeWire } from '@khel/shared-kernel';

export const FLASH_MS = 300;

export interface PriceCellProps {
  testId: string;
  side: 'back' | 'lay';
  level: PriceSizeWire | null;
  /** the outer ladder levels hide below 1024px */
  outer?: boolean;
  active: boolean;
  onPick: () => void;
}

/** Sizes as the sports rows show them: whole rupees, Indian grouping, '500.000+' at 5,00,000 and above (§9). */
export const sizeText = (size: number): string => (size >= 500_000 ? '500.000+' : formatIndianNumber(Math.floor(size), 0));

export function PriceCell({ testId, side, level, outer = false, active, onPick }: PriceCellProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const shown = useRef<string | null>(null);
  const key = level ? `${level.price}/${level.size}` : '';
  useEffect(() => {
    const before = shown.current;
    shown.current = key;
    const el = ref.current;
    if (before === null || before === key || !el) return;
    el.classList.add('race-cell--flash');
    const timer = setTimeout(() => el.classList.remove('race-cell--flash'), FLASH_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const usable = active && level !== null;
  return (
    <button
      ref={ref}
      type="button"
      className={`race-cell race-cell--${side}${outer ? ' race-cell--outer' : ''}${usable ? '' : ' race-cell--inactive'}`}
      data-testid={testId}
      disabled={!usable}
      onClick={usable ? onPick : undefined}
    >
      <span className="race-cell__price">{level ? level.price : '-'}</span>
      <span className="race-cell__size">{level && level.size > 0 ? sizeText(level.size) : ''}</span>
    </button>
  );
}
