// English texts of the shell and the kernel added for issue 34 (the connection's state, the outcome of
// the player's bets, the start-up's messages), the reference for the other six languages; the auth
// dialog's (form messages, sign-up) are in ./auth-en.ts, loaded with the dialog.
import type { frame3AuthEn } from './auth-en';

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
  commonMessages: {
    noDataFound: 'No data found',
    tryAgain: 'Try again',
  },
};

export type Frame3Messages = typeof frame3En & typeof frame3AuthEn;
