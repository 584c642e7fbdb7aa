// Gujarati texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Gu: Frame3Messages = {
  connection: {
    reconnecting: 'ફરી જોડાઈ રહ્યા છીએ…',
    serverNotResponding: 'સર્વર પ્રતિસાદ આપતું નથી',
  },
  headerFigures: {
    balance: 'બેલેન્સ',
    exposure: 'એક્સપો.',
  },
  betOutcome: {
    matched: 'તમારી શરત મેચ થઈ ગઈ',
    partlyMatched: 'તમારી શરત અંશતઃ મેચ થઈ; બાકીની અનમેચ્ડ છે',
    unmatched: 'તમારી શરત મુકાઈ, અનમેચ્ડ',
    refused: 'તમારી શરત મુકાઈ નથી',
  },
  signup: {
    changeNumber: 'નંબર બદલો',
  },
};
