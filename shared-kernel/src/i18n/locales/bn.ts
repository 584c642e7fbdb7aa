import type { PartialMessages } from './en';

// Bengali: the frame is translated; the auth dialog and footer are still missing (see the key check).
export const bn: PartialMessages = {
  nav: {
    home: 'হোম',
    sports: 'খেলা',
    cricket: 'ক্রিকেট',
    football: 'ফুটবল',
    tennis: 'টেনিস',
    election: 'নির্বাচন',
    horseRacing: 'ঘোড়দৌড়',
    greyhoundRacing: 'গ্রেহাউন্ড রেসিং',
    liveCasino: 'লাইভ ক্যাসিনো',
    aviator: 'অ্যাভিয়েটর',
    slots: 'স্লটস',
    sportsbook: 'স্পোর্টসবুক',
    indianCardGames: 'ভারতীয় তাসের খেলা',
    aura: 'অরা',
  },
  header: {
    login: 'লগ ইন',
    signup: 'সাইন আপ',
    language: 'ভাষা',
    loginAs: '{{name}} হিসেবে লগইন',
    lastLoggedIn: 'শেষ লগইন',
    availableBalance: 'উপলব্ধ ব্যালেন্স',
    deposit: 'জমা দিন',
    withdraw: 'তুলুন',
    account: 'অ্যাকাউন্ট',
    signOut: 'সাইন আউট',
    notifications: 'বিজ্ঞপ্তি',
    allCaughtUp: 'সব দেখা হয়ে গেছে! এই মুহূর্তে কোনো বিজ্ঞপ্তি নেই।',
    searchHint: 'ইভেন্ট খুঁজুন (কমপক্ষে ৩টি অক্ষর)...',
  },
  language: {
    title: 'ভাষা নির্বাচন করুন',
    text: 'নিচের তালিকা থেকে আপনার পছন্দের ভাষা বেছে নিন:',
    confirm: 'নিশ্চিত করুন',
    cancel: 'বাতিল করুন',
  },
  common: { ok: 'ঠিক আছে', cancel: 'বাতিল', loading: 'লোড হচ্ছে…' },
};
