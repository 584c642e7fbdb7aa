import type { rgEn } from './en';

export const rgHi: typeof rgEn = {
  realityCheck: {
    title: 'रियलिटी चेक',
    playedFor: 'लॉग इन करने के बाद से आप {{duration}} से खेल रहे हैं।',
    minutes: '{{minutes}} मिनट',
    hoursMinutes: '{{hours}} घंटे {{minutes}} मिनट',
    netUp: 'इस सत्र में आपका शुद्ध परिणाम: {{amount}} का लाभ।',
    netDown: 'इस सत्र में आपका शुद्ध परिणाम: {{amount}} का नुकसान।',
    netEven: 'इस सत्र में आपका शुद्ध परिणाम: {{amount}}, न लाभ न नुकसान।',
    counts: 'निपटाए गए दांव और कैसीनो राउंड गिने जाते हैं। यह अनुस्मारक हर {{minutes}} मिनट में आता है; आप इसे ज़िम्मेदार जुआ पेज पर बदल सकते हैं।',
    statement: 'अपना खाता विवरण देखें',
    continue: 'जारी रखें',
    logout: 'लॉग आउट',
  },
};
