// Marathi texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Mr: Frame3Messages = {
  connection: {
    reconnecting: 'पुन्हा जोडत आहोत…',
    serverNotResponding: 'सर्व्हर प्रतिसाद देत नाही',
  },
  headerFigures: {
    balance: 'शिल्लक',
    exposure: 'जोखीम',
  },
  betOutcome: {
    matched: 'तुमची पैज जुळली',
    partlyMatched: 'तुमची पैज अंशतः जुळली; उरलेली न जुळलेली आहे',
    unmatched: 'तुमची पैज लागली, न जुळलेली',
    refused: 'तुमची पैज लागली नाही',
  },
  signup: {
    changeNumber: 'नंबर बदला',
  },
};
