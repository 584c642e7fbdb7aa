// Bengali texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Bn: Frame3Messages = {
  countryPage: {
    title: 'আপনার দেশে উপলব্ধ নয়',
    licence: '{{site}} শুধুমাত্র তার লাইসেন্সে অনুমোদিত দেশগুলিতে আসল টাকায় খেলার সুযোগ দেয়।',
    from: 'আপনি {{country}} থেকে দেখছেন।',
    unknown: 'আপনি কোন দেশ থেকে দেখছেন তা আমরা জানতে পারিনি।',
    browse: 'আপনি সাইটটি দেখা চালিয়ে যেতে পারেন, কিন্তু এখানে সাইন আপ, জমা, বাজি বা গেম খুলতে পারবেন না।',
    home: 'হোমে ফিরে যান',
  },
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
  commonMessages: {
    noDataFound: 'কোনো তথ্য পাওয়া যায়নি',
    tryAgain: 'আবার চেষ্টা করুন',
  },
  signup: {
    changeNumber: 'নম্বর পরিবর্তন করুন',
    referralInvalid: 'অবৈধ রেফারেল কোড',
    adultDeclaration: 'আমার বয়স 18 বা তার বেশি',
    dateOfBirth: 'জন্ম তারিখ',
    adultRequired: 'অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স 18 বা তার বেশি',
    underAge: 'সাইন আপ করতে আপনার বয়স 18 বা তার বেশি হতে হবে',
    dobRequired: 'জন্ম তারিখ আবশ্যক',
    codeNotSent: 'আমরা আপনার কোড পাঠাতে পারিনি',
    askAgain: 'আবার চান',
  },
  formMessages: {
    userIdRequired: 'ইউজার আইডি আবশ্যক',
    countryRequired: 'দেশ আবশ্যক',
    phoneDigits: 'ফোন নম্বরে শুধু অঙ্ক থাকতে হবে',
    phoneLength: 'ফোন নম্বর {{digits}} অঙ্কের হতে হবে',
    phoneInvalid: 'ফোন নম্বরটি সঠিক নয়',
    phoneRequired: 'ফোন নম্বর আবশ্যক',
    passwordRequired: 'পাসওয়ার্ড আবশ্যক',
    loginPasswordMin: 'পাসওয়ার্ড অন্তত {{min}} অক্ষরের হতে হবে',
    usernameRequired: 'ইউজারনেম আবশ্যক',
    otpLength: 'OTP {{digits}} অঙ্কের হতে হবে',
    otpRequired: 'OTP আবশ্যক',
    signupPasswordMin: 'অন্তত {{min}} অক্ষর হতে হবে',
    confirmRequired: 'এই ঘরটি আবশ্যক',
    passwordMismatch: 'পাসওয়ার্ড মিলছে না।',
    userIdLookupMin: 'ইউজার আইডি অন্তত {{min}} অক্ষরের হতে হবে',
    sendOtpFirst: 'অনুগ্রহ করে আগে OTP পাঠান!',
  },
};
