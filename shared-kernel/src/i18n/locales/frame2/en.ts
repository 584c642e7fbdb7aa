// English texts of the shell's frame added for issue 24 (the mobile sub-header's page names that
// no other group already names), the reference for the other six languages.
export const frame2En = {
  pageNames: {
    eventPage: 'Event Page',
    casinoLive: 'Casino Live',
    tableCasinoLive: 'Table Casino Live',
    indianCasino: 'Indian Casino',
    liveGames: 'Live Games',
    transactionDetails: 'Transaction Details',
    profitLossDetails: 'Betting Profit & Loss Details',
    statementDetails: 'Account Statement Details',
    appDownload: 'App Download',
    notAvailable: 'Not available in your country',
  },
  landmarks: {
    main: 'Main',
    social: 'Social',
    breadcrumb: 'Breadcrumb',
  },
};

export type Frame2Messages = typeof frame2En;
