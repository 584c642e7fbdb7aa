// Bengali texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Bn: Frame3Messages = {
  connection: {
    reconnecting: 'আবার সংযোগ করা হচ্ছে…',
    serverNotResponding: 'সার্ভার সাড়া দিচ্ছে না',
  },
  headerFigures: {
    balance: 'ব্যালেন্স',
    exposure: 'এক্সপো.',
  },
  betOutcome: {
    matched: 'আপনার বাজি মিলে গেছে',
    partlyMatched: 'আপনার বাজি আংশিক মিলেছে; বাকিটা অমিল রয়েছে',
    unmatched: 'আপনার বাজি রাখা হয়েছে, অমিল',
    refused: 'আপনার বাজি রাখা হয়নি',
  },
  signup: {
    changeNumber: 'নম্বর পরিবর্তন করুন',
  },
};
