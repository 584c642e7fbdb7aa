// Spanish texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Es: Frame3Messages = {
  connection: {
    reconnecting: 'Reconectando…',
    serverNotResponding: 'El servidor no responde',
  },
};
