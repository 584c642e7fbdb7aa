import type { rgEn } from './en';

export const rgBn: typeof rgEn = {
  realityCheck: {
    title: 'রিয়েলিটি চেক',
    playedFor: 'লগ ইন করার পর থেকে আপনি {{duration}} ধরে খেলছেন।',
    minutes: '{{minutes}} মিনিট',
    hoursMinutes: '{{hours}} ঘণ্টা {{minutes}} মিনিট',
    netUp: 'এই সেশনে আপনার নিট ফলাফল: {{amount}} লাভ।',
    netDown: 'এই সেশনে আপনার নিট ফলাফল: {{amount}} ক্ষতি।',
    netEven: 'এই সেশনে আপনার নিট ফলাফল: {{amount}}, লাভও নয় ক্ষতিও নয়।',
    counts: 'নিষ্পত্তি হওয়া বাজি ও ক্যাসিনো রাউন্ড গোনা হয়। এই রিমাইন্ডার প্রতি {{minutes}} মিনিটে আসে; দায়িত্বশীল জুয়া পাতায় আপনি এটি বদলাতে পারেন।',
    statement: 'আপনার অ্যাকাউন্ট স্টেটমেন্ট দেখুন',
    continue: 'চালিয়ে যান',
    logout: 'লগ আউট',
  },
};
