// English texts of the Indian card games and Aviator pages (mfe-casino), the reference for the other six languages.
export const cardsEn = {
  cards: {
    lobbyTitle: 'Indian Card Games',
    lobbyIntro: 'Live tables with a new round every few seconds. Every deck is shuffled from a seed committed before betting opens.',
    live: 'Live',
    allGames: 'All card games',
    teen20: 'Teen Patti 20-20',
    teen20Blurb: 'Player A or Player B: the better three-card hand wins.',
    ab: 'Andar Bahar',
    abBlurb: "Andar or Bahar: which side gets the joker's match first?",
    dt20: 'Dragon Tiger',
    dt20Blurb: 'One card each: the higher card wins.',
    lucky7: 'Lucky 7',
    lucky7Blurb: 'Low card, high card or the lucky seven.',
    card32: '32 Cards',
    card32Blurb: 'Four players race to the highest total.',
  },
};
