// English texts of the racing remote (mfe-racing), the reference for the other six languages; fetched
// with that section (i18n.ts loadSectionTexts), not with the shell's first load. The one racing text
// another part shows (the sports remote's bet slip: racing.stakeTooSmall) is in en-start.ts.
// Texts the spec quotes are written here exactly.
export const racingEn = {
  racing: {
    inPlay: 'In Play',
    upcoming: 'Upcoming',
    races: 'Races',
    loading: 'Loading races...',
    loadingRaces: 'Loading Races for {{venue}}...',
    oddsUnavailable: 'The odds of this race cannot be shown right now.',
    noEvents: 'There are currently no upcoming events.',
    suspended: 'SUSPENDED',
    runners: '{{count}} runners',
    back: 'Back',
    lay: 'Lay',
    jockey: 'J: {{name}}',
    trainer: 'T: {{name}}',
    combinedMarket: 'Combined Market',
    combinedHint: 'Tick 2 to 4 runners to bet on them together.',
    combinedOneMore: 'Tick one more runner.',
    addToCombined: 'Add {{runner}} to the combined market',
    removeFromCombined: 'Remove {{runner}} from the combined market',
    clear: 'Clear',
    finished: 'This race has finished.',
    awaitingResult: 'Waiting for the result.',
    results: 'Results',
    noResults: 'No races have finished yet today.',
    position: 'Place {{n}}',
    comingSoon: 'Coming Soon',
    comingSoonText: '{{section}} is coming soon. There are no races today; check back later.',
    articleBetTypes: 'Bet types',
    articleHowTo: 'How to bet',
    articleFaq: 'Frequently asked questions',
    close: 'Close',
  },
  racingHorse: {
    title: 'Horse racing betting on the exchange',
    intro:
      'Horse racing is one of the oldest sports to bet on, and an exchange suits it well: you set or take the odds against other players instead of a bookmaker. Every day we list races from the major courses, each with its runners, jockeys, trainers and silks, and prices that move live until the off.',
    betTypes:
      'Back a horse to win the race, or lay it to lose: a lay wins for you if any other horse wins. With the Combined Market you pick two to four horses in one race and back or lay them together at a single combined price; your stake is split across them so that you collect the same amount whichever of them wins.',
    howTo:
      'Open a race, choose a price in the blue Back or pink Lay column, enter your stake in the bet slip and press Place Bet. For a combined bet, tick two to four runners, then choose the Back or Lay price of the Combined Market. Your bet appears under Open Bets, and it is settled as soon as the result is official.',
    q1: 'What happens if my horse is withdrawn?',
    a1: 'A withdrawn runner (a non-runner) is shown as suspended and cannot be bet on. Bets on it are void and your stake is returned, and its unmatched bets are cancelled. Bets on the other runners matched before the withdrawal are settled at odds reduced by its reduction factor: in a Win market the odds themselves (10.0 with a 25% factor becomes 7.5; factors under 2.5% are not applied), in a Place market only the winnings. A large factor also cancels unmatched lay bets on the other runners. A lay bet placed to stay in the market when the race goes in play (keep) is not cancelled: its odds are reduced by the factor instead, rounded down to a price on the ladder (3.0 with a 25% factor becomes 2.24). Bets on a race that is abandoned are made void and your stake is returned.',
    q2: 'How is the combined price worked out?',
    a2: 'It is one divided by the sum of one over each runner\'s odds. Two horses at 2.00 and 4.00 give 1.33: a stake of ₹150 is split ₹100 and ₹50, and either winner returns ₹200.',
    q3: 'When are racing bets settled?',
    a3: 'When the race result is confirmed, usually within minutes of the finish. Winnings go straight to your balance and the race\'s placings appear in the results list.',
  },
  racingGreyhound: {
    title: 'Greyhound racing betting on the exchange',
    intro:
      'Greyhound races are short, fast and run all day, so there is always a race about to start. Six dogs race from numbered traps over a few hundred metres, and the exchange lets you back or lay each one at prices set by other players.',
    betTypes:
      'Back a dog to win, or lay it to lose. The Combined Market lets you take two to four dogs in one race at a single combined price, with your stake split so that each of them pays the same if it wins: a simple way to cover the traps you fancy.',
    howTo:
      'Pick a race from the list, tap a Back or Lay price next to the dog you like, enter a stake and press Place Bet. To combine dogs, tick two to four of them and choose the Combined Market price. Greyhound races last under a minute, so place your bet before the start.',
    q1: 'What do the trap numbers mean?',
    a1: 'Each dog starts from a numbered trap, one to six, shown beside its name. The trap number never changes during the race and is used in the results.',
    q2: 'Can I bet while the race is running?',
    a2: 'The market stays open in play only while prices are offered; greyhound races are so short that most betting happens before the off.',
    q3: 'Where do I see the result?',
    a3: 'Finished races move to the results list with their placings, and your bets are settled to your balance at the same time.',
  },
};
