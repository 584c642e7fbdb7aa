// Gujarati texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Gu: Frame3Messages = {
  connection: {
    reconnecting: 'ફરી જોડાઈ રહ્યા છીએ…',
    serverNotResponding: 'સર્વર પ્રતિસાદ આપતું નથી',
  },
};
