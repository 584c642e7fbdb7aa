// English texts of the casino remote (mfe-casino), the reference for the other six languages.
export const casinoEn = {
  casino: {
    loading: 'Loading game...',
    launchFailed: 'The game could not be opened. Please try again.',
    playWithBonus: 'Play With Bonus',
    pointsNotice: '10 = 1 Point',
    liveCasino: 'Live Casino',
    slotGames: 'Slot Games',
    providerGames: '{{provider}} games',
    catalogueFailed: 'The games could not be loaded.',
    retry: 'Try again',
    gameFrame: 'Casino game',
    tabTop: 'Top',
    tabLive: 'Live',
    tabTable: 'Table',
    tabPoker: 'Poker',
    tabBlackjack: 'Blackjack',
    tabBaccarat: 'Baccarat',
    tabRoulette: 'Roulette',
    tabShows: 'Shows',
    tabVirtual: 'Virtual',
    tabMain: 'Main',
    tabAll: 'All Slots',
    tabFishing: 'Fishing',
    tabBingo: 'Bingo',
    tabMultiplayer: 'Multiplayer',
    tabScratch: 'Scratch',
  },
};

/** The shape every language's casino texts follow: the same keys, each a string. */
export type CasinoMessages = { [Group in keyof typeof casinoEn]: { [Key in keyof (typeof casinoEn)[Group]]: string } };
