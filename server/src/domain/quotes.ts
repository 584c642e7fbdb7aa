// Acceptance of bets on house-quoted markets. A bookmaker or fancy bet is accepted whole at the
// quote the player saw if that quote still stands when the bet delay has run, else refused.

export interface BookmakerQuote {
  open: boolean;
  /** percentage the house pays a backer (45 → 1.45), null when it does not offer one */
  backPercent: number | null;
  layPercent: number | null;
}

export interface FancyQuote {
  active: boolean;
  /** No: the player wins when runs end below noLine; pays stake, risks stake × noRate / 100 */
  noLine: number;
  noRate: number;
  /** Yes: the player wins when runs reach yesLine; pays stake × yesRate / 100, risks stake */
  yesLine: number;
  yesRate: number;
}

export type Acceptance = { accepted: true } | { accepted: false; reason: string };

const refused = (reason: string): Acceptance => ({ accepted: false, reason });
const ACCEPTED: Acceptance = { accepted: true };

export function bookmakerAcceptance(quote: BookmakerQuote | null, isBack: boolean, percent: number): Acceptance {
  if (!quote || !quote.open) return refused('Market is suspended');
  const standing = isBack ? quote.backPercent : quote.layPercent;
  if (standing === null) return refused('Market is suspended');
  return standing === percent ? ACCEPTED : refused('Odds changed');
}

/** `isBack` is Yes. The slip carries the line (`run`) and the rate (`size`) it was shown. */
export function fancyAcceptance(quote: FancyQuote | null, isBack: boolean, line: number, rate: number): Acceptance {
  if (!quote || !quote.active) return refused('Fancy is suspended');
  const [standingLine, standingRate] = isBack ? [quote.yesLine, quote.yesRate] : [quote.noLine, quote.noRate];
  return standingLine === line && standingRate === rate ? ACCEPTED : refused('Odds changed');
}
