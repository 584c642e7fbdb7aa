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

/** First path segments the site names, with those names' keys: every route of the table (ROUTES) but those named by their path (page-name.test.ts checks it). */
const PAGE_KEYS: Readonly<Record<string, PageName>> = {
  'event-page': { text: 'Event Page', key: 'pageNames.eventPage' },
  'open-bets': { text: 'Open Bets', key: 'rightbar.openBets' },
  'blogs-news': { text: 'Blogs & News', key: 'blogs.title' },
  profile: { text: 'Email address', key: 'email.title' },
  election: { text: 'Election', key: 'nav.election' },
  'horse-racing': { text: 'Horse Racing', key: 'nav.horseRacing' },
  'greyhound-racing': { text: 'Greyhound Racing', key: 'nav.greyhoundRacing' },
  'indian-card-games': { text: 'Indian Card Games', key: 'nav.indianCardGames' },
  'slot-games': { text: 'Slot Games', key: 'drawer.slotGames' },
  aviator: { text: 'Aviator', key: 'nav.aviator' },
  'indian-casino': { text: 'Indian Casino', key: 'pageNames.indianCasino' },
  'casino-live': { text: 'Casino Live', key: 'pageNames.casinoLive' },
  casino_live: { text: 'Casino Live', key: 'pageNames.casinoLive' },
  'table-casino-live': { text: 'Table Casino Live', key: 'pageNames.tableCasinoLive' },
  livegames: { text: 'Live Games', key: 'pageNames.liveGames' },
  deposit: { text: 'Deposit', key: 'header.deposit' },
  withdraw: { text: 'Withdraw', key: 'header.withdraw' },
  transactions: { text: 'Transactions', key: 'account.transactions' },
  'transactions-details': { text: 'Transaction Details', key: 'pageNames.transactionDetails' },
  bonuses: { text: 'Bonuses', key: 'account.bonuses' },
  'bonus-statement': { text: 'Bonus Statement', key: 'account.bonusStatement' },
  'betting-profit-loss': { text: 'Betting Profit & Loss', key: 'account.profitLoss' },
  'betting-profit-loss-details': { text: 'Betting Profit & Loss Details', key: 'pageNames.profitLossDetails' },
  'account-statement': { text: 'Account Statement', key: 'account.accountStatement' },
  'account-statement-details': { text: 'Account Statement Details', key: 'pageNames.statementDetails' },
  'transfer-statement': { text: 'Transfer Statement', key: 'account.transferStatement' },
  'time-setting': { text: 'Time Setting', key: 'account.timeSetting' },
  settings: { text: 'Settings', key: 'account.settings' },
  'change-password': { text: 'Change Password', key: 'account.changePassword' },
  'responsible-gambling': { text: 'Responsible Gambling', key: 'footer.responsibleGambling' },
  'privacy-policy': { text: 'Privacy Policy', key: 'footer.privacyPolicy' },
  'exclusion-policy': { text: 'Exclusion Policy', key: 'footer.exclusionPolicy' },
  'rules-regulations': { text: 'Rules and Regulations', key: 'footer.rulesRegulations' },
  'app-download': { text: 'App Download', key: 'pageNames.appDownload' },
  'not-available-in-your-country': { text: 'Not available in your country', key: 'pageNames.notAvailable' },
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
  return PAGE_KEYS[first] ?? { text: decode(first).replace(/[-_]+/g, ' ') };
}
