// Bengali texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Bn: Frame2Messages = {
  pageNames: {
    eventPage: 'ইভেন্ট পেজ',
    casinoLive: 'ক্যাসিনো লাইভ',
    tableCasinoLive: 'টেবিল ক্যাসিনো লাইভ',
    indianCasino: 'ভারতীয় ক্যাসিনো',
    liveGames: 'লাইভ গেম',
    transactionDetails: 'লেনদেনের বিবরণ',
    profitLossDetails: 'বেটিং লাভ ও ক্ষতির বিবরণ',
    statementDetails: 'অ্যাকাউন্ট বিবরণীর বিস্তারিত',
    appDownload: 'অ্যাপ ডাউনলোড',
    notAvailable: 'আপনার দেশে উপলব্ধ নয়',
  },
  landmarks: {
    main: 'প্রধান',
    social: 'সোশ্যাল',
    breadcrumb: 'নেভিগেশন পথ',
  },
};
