// Hindi texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Hi: Frame3Messages = {
  connection: {
    reconnecting: 'फिर से जुड़ रहे हैं…',
    serverNotResponding: 'सर्वर जवाब नहीं दे रहा है',
  },
  headerFigures: {
    balance: 'शेष',
    exposure: 'जोखिम',
  },
  betOutcome: {
    matched: 'आपका दांव मैच हो गया',
    partlyMatched: 'आपका दांव आंशिक रूप से मैच हुआ; बाकी अनमैच्ड है',
    unmatched: 'आपका दांव लगा, अनमैच्ड',
    refused: 'आपका दांव नहीं लगा',
  },
  signup: {
    changeNumber: 'नंबर बदलें',
  },
};
