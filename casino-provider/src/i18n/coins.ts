// The host's money on the provider's pages. A play-money host (issue 33) plays with coins, not rupees:
// Khel's launch names the host's coin label (`/launch?...&coins=Khel%20coins`), the session keeps it,
// and every ₹ of a page, of its texts and of its script's figures reads as on Khel's own screens: the
// figure, then the label ('1,250.00 coins'). Without a label (a real-money host) nothing changes. Used by
// the provider and by the pages' browser code (src/client/runtime.ts), so it imports nothing.

/** As Khel keeps it (server domain/money-mode.ts, COIN_LABEL_MAX). */
export const COIN_LABEL_MAX = 20;

/** The coin label a launch names: printable text, at most 20 characters; '' (rupees) otherwise. */
export function coinLabelOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\u0000-\u001f\u007f<>"'&]/g, '').trim().slice(0, COIN_LABEL_MAX).trim();
}

/**
 * A text with its rupees read as the host's coins: '₹{amount}' and '₹ 10' become '{amount} coins' and
 * '10 coins'; a bare '₹' (a column's unit: 'Stake ₹') becomes '(coins)'. The text as it is without a label.
 */
export function inCoins(text: string, label: string): string {
  if (!label) return text;
  return text.replace(/₹\s?(\{\w+\}|\d[\d,]*(?:\.\d+)?)/g, (_, figure: string) => `${figure} ${label}`).replace(/\s?₹/g, () => ` (${label})`);
}

/** A figure ('1,23,456.78') as the page shows an amount: '₹ 1,23,456.78', or '1,23,456.78 coins' on a play-money host. */
export function moneyText(figure: string, label: string): string {
  return label ? `${figure} ${label}` : `₹ ${figure}`;
}
