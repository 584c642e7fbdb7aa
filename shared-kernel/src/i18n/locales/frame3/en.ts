// English texts of the shell and the kernel added for issue 34 (the connection's state, the outcome of
// the player's bets, the sign-up's number checks, the start-up and form messages), the reference for the
// other six languages.
export const frame3En = {
  connection: {
    reconnecting: 'Reconnecting…',
    serverNotResponding: 'Server not responding',
  },
  headerFigures: {
    balance: 'Bal',
    exposure: 'Exp',
  },
  betOutcome: {
    matched: 'Your bet was matched',
    partlyMatched: 'Your bet was partly matched; the rest waits unmatched',
    unmatched: 'Your bet was placed, unmatched',
    refused: 'Your bet was not placed',
  },
  signup: {
    changeNumber: 'Change number',
  },
};

export type Frame3Messages = typeof frame3En;
