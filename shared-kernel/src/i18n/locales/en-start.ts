// The English the shell starts with: every group but the account, casino and racing sections' and
// the parts loaded when reached for (the auth dialog's, the Rules pop-up's, the reality check's: i18n.ts
// loadPartTexts), whose texts are
// fetched with their section (i18n.ts loadSectionTexts; issue #20, the shell's first load). en.ts adds
// them: the full English, the reference every other locale is checked against.
import { sportsEn } from './sports/en';
import { frameEn } from './frame/en';
import { frame2En } from './frame2/en';
import { frame3En } from './frame3/en';

export const startEn = {
  nav: {
    home: 'Home',
    sports: 'SPORTS',
    cricket: 'Cricket',
    football: 'Football',
    tennis: 'Tennis',
    election: 'Election',
    horseRacing: 'Horse Racing',
    greyhoundRacing: 'Greyhound Racing',
    liveCasino: 'Live Casino',
    aviator: 'Aviator',
    slots: 'Slots',
    sportsbook: 'Sportsbook',
    indianCardGames: 'Indian Card Games',
    aura: 'Aura',
    rubyplay: 'Rubyplay-games',
    turbo: 'Turbo-games',
  },
  header: {
    login: 'Log In',
    signup: 'Sign Up',
    language: 'Language',
    loginAs: 'Login as {{name}}',
    lastLoggedIn: 'Last logged in',
    availableBalance: 'Available balance',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    account: 'Account',
    signOut: 'Sign Out',
    notifications: 'Notifications',
    allCaughtUp: 'All caught up! No notifications at the moment.',
    searchHint: 'Search Events(At least 3 letters)...',
  },
  sidebar: {
    sports: 'Sports',
    casino: 'Casino',
    previous: 'Previous',
  },
  balance: {
    title: 'Balance',
    netExposure: 'Net Exposure',
    freeCash: 'Free Cash',
    bonusBalance: 'Bonus Balance',
  },
  rightbar: {
    betslip: 'Betslip',
    openBets: 'Open Bets',
  },
  // the rest of the auth group is the auth dialog's (auth-en.ts); the frame's pop-ups say Close
  auth: {
    close: 'Close',
  },
  drawer: {
    menu: 'Menu',
    casino: 'Casino',
    slotGames: 'Slot Games',
    others: 'Others',
    downloadApk: 'Download APK',
    blogs: 'Blogs & News',
    help: 'Help & Support',
    tagline: 'Register online and play online',
    back: 'Back',
  },
  push: {
    blocked: "You've blocked notifications",
    unblock: 'Unblock Notifications',
    steps: 'Click the lock icon beside the address bar, open the site settings, set Notifications to Allow, then reload the page.',
  },
  account: {
    openBets: 'Open Bets',
    profitLoss: 'Betting Profit & Loss',
    accountStatement: 'Account Statement',
    transferStatement: 'Transfer Statement',
    transactions: 'Transactions',
    bonuses: 'Bonuses',
    bonusStatement: 'Bonus Statement',
    timeSetting: 'Time Setting',
    settings: 'Settings',
    changePassword: 'Change Password',
    statements: 'Statements',
    myAccount: 'My Account',
  },
  language: {
    title: 'Select Language',
    text: 'Choose your preferred language from the list below:',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  footer: {
    quickLinks: 'Quick Links',
    responsibleGambling: 'Responsible Gambling',
    privacyPolicy: 'Privacy Policy',
    exclusionPolicy: 'Exclusion Policy',
    rulesRegulations: 'Rules and Regulations',
    paymentMethods: 'Payment Methods',
    upi: 'UPI',
    bankTransfer: 'Bank Transfer',
    rights: 'All rights reserved.',
    adultsOnly: '18+ Play responsibly',
    regulator: 'Licensed & Regulated',
    androidApp: 'Android App',
    scoreApp: 'Score App',
  },
  common: {
    ok: 'ok',
    cancel: 'cancel',
    loading: 'Loading…',
  },
  contact: {
    title: 'Contact Us',
  },
  ...sportsEn,
  ...frameEn,
  ...frame2En,
  ...frame3En,
  // the one racing text shown outside the racing section: the sports remote's bet slip, for a racing bet
  racing: {
    stakeTooSmall: 'The stake is too small to split across these runners.',
  },
};
