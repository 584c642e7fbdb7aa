// Hindi texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Hi: Frame3Messages = {
  connection: {
    reconnecting: 'फिर से जुड़ रहे हैं…',
    serverNotResponding: 'सर्वर जवाब नहीं दे रहा है',
  },
};
