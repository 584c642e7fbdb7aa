// Spanish texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Es: Frame3Messages = {
  connection: {
    reconnecting: 'Reconectando…',
    serverNotResponding: 'El servidor no responde',
  },
  headerFigures: {
    balance: 'Saldo',
    exposure: 'Exp.',
  },
  betOutcome: {
    matched: 'Tu apuesta fue emparejada',
    partlyMatched: 'Tu apuesta se emparejó en parte; el resto espera sin emparejar',
    unmatched: 'Tu apuesta quedó colocada, sin emparejar',
    refused: 'Tu apuesta no se colocó',
  },
  signup: {
    changeNumber: 'Cambiar número',
  },
};
