// A figure of the header and the account drawer: Indian grouping, and on a play-money host the host's
// coin label after it (issue 33; the label comes from the site configuration through the kernel).
import { formatIndianNumber, moneyLabel$ } from '@khel/shared-kernel';
import { useObservable } from '../hooks/useObservable';

export const useMoneyLabel = (): string => useObservable(moneyLabel$, moneyLabel$.value);

export function HeaderAmount({ value }: { value: number | null | undefined }) {
  const label = useMoneyLabel();
  if (value === null || value === undefined) return <>—</>;
  return (
    <>
      {formatIndianNumber(value)}
      {label && <small className="header__coin" data-testid="coin-label"> {label}</small>}
    </>
  );
}
