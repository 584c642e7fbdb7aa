// The mobile sub-header's page name (§2.2): the decoded path segment on sport and competition
// pages, the joined path on the casino lobby, otherwise the page's first segment in words. Pages and
// sports the site names elsewhere carry that text's key, so the name is said in the player's
// language (issue 24: 'Event Page' and 'Open Bets' stayed English on a Hindi page); competition and
// casino names are names and stay as they are.

import { sportNameKey } from '@khel/shared-kernel';

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export interface PageName {
  /** the name as the path gives it (English words, or a competition's or game's own name) */
  text: string;
  /** the translation key of the same name, when the site has one */
  key?: string;
}

/**
 * First path segments the site names, with those names' keys: every route of the table (ROUTES) but
 * those named by their path (page-name.test.ts checks it, and that each key is in the shell's first
 * English, so the words are not kept here a second time).
 */
const PAGE_KEYS: Readonly<Record<string, string>> = {
  'event-page': 'pageNames.eventPage',
  'open-bets': 'rightbar.openBets',
  'blogs-news': 'blogs.title',
  profile: 'email.title',
  election: 'nav.election',
  'horse-racing': 'nav.horseRacing',
  'greyhound-racing': 'nav.greyhoundRacing',
  'indian-card-games': 'nav.indianCardGames',
  'slot-games': 'drawer.slotGames',
  aviator: 'nav.aviator',
  'indian-casino': 'pageNames.indianCasino',
  'casino-live': 'pageNames.casinoLive',
  casino_live: 'pageNames.casinoLive',
  'table-casino-live': 'pageNames.tableCasinoLive',
  livegames: 'pageNames.liveGames',
  deposit: 'header.deposit',
  withdraw: 'header.withdraw',
  transactions: 'account.transactions',
  'transactions-details': 'pageNames.transactionDetails',
  bonuses: 'account.bonuses',
  'bonus-statement': 'account.bonusStatement',
  'betting-profit-loss': 'account.profitLoss',
  'betting-profit-loss-details': 'pageNames.profitLossDetails',
  'account-statement': 'account.accountStatement',
  'account-statement-details': 'pageNames.statementDetails',
  'transfer-statement': 'account.transferStatement',
  'time-setting': 'account.timeSetting',
  settings: 'account.settings',
  'change-password': 'account.changePassword',
  'responsible-gambling': 'footer.responsibleGambling',
  'privacy-policy': 'footer.privacyPolicy',
  'exclusion-policy': 'footer.exclusionPolicy',
  'rules-regulations': 'footer.rulesRegulations',
  'app-download': 'pageNames.appDownload',
  'not-available-in-your-country': 'pageNames.notAvailable',
};

/** null on home, where no sub-header shows. */
export function pageNameOf(pathname: string): PageName | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second, third] = segments;
  if (!first || first === 'default-page') return null;
  if (first === 'sports-page' && second) {
    const key = third === undefined ? undefined : third === '0' ? 'nav.sportsbook' : sportNameKey(third);
    return key ? { text: decode(second), key } : { text: decode(second) };
  }
  if (first === 'competition-detail-page' && second) return { text: decode(second) };
  if (first === 'casino-lobby') return { text: segments.slice(1).map(decode).join('/') || 'casino' };
  const words = decode(first).replace(/[-_]+/g, ' ');
  const key = PAGE_KEYS[first];
  return key ? { text: words, key } : { text: words };
}
