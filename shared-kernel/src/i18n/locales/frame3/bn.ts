// Bengali texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Bn: Frame3Messages = {
  connection: {
    reconnecting: 'আবার সংযোগ করা হচ্ছে…',
    serverNotResponding: 'সার্ভার সাড়া দিচ্ছে না',
  },
};
