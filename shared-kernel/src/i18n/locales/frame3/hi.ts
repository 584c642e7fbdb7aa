// Hindi texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Hi: Frame3Messages = {
  countryPage: {
    title: 'आपके देश में उपलब्ध नहीं',
    licence: '{{site}} केवल उन्हीं देशों में असली पैसे से खेलने की सुविधा देता है जिनकी उसके लाइसेंस में अनुमति है।',
    from: 'आप {{country}} से देख रहे हैं।',
    unknown: 'हम यह नहीं जान सके कि आप किस देश से देख रहे हैं।',
    browse: 'आप साइट देखना जारी रख सकते हैं, लेकिन यहाँ साइन अप, जमा, दांव या गेम नहीं खोल सकते।',
    home: 'होम पर वापस जाएँ',
  },
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
  commonMessages: {
    noDataFound: 'कोई डेटा नहीं मिला',
    tryAgain: 'फिर से कोशिश करें',
  },
  signup: {
    changeNumber: 'नंबर बदलें',
    referralInvalid: 'अमान्य रेफ़रल कोड',
    adultDeclaration: 'मेरी आयु 18 वर्ष या उससे अधिक है',
    dateOfBirth: 'जन्म तिथि',
    adultRequired: 'कृपया पुष्टि करें कि आपकी आयु 18 वर्ष या उससे अधिक है',
    underAge: 'साइन अप करने के लिए आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए',
    dobRequired: 'जन्म तिथि आवश्यक है',
    codeNotSent: 'हम आपका कोड नहीं भेज सके',
    askAgain: 'फिर से मांगें',
  },
  formMessages: {
    userIdRequired: 'यूज़र आईडी आवश्यक है',
    countryRequired: 'देश आवश्यक है',
    phoneDigits: 'फ़ोन नंबर में केवल अंक होने चाहिए',
    phoneLength: 'फ़ोन नंबर {{digits}} अंकों का होना चाहिए',
    phoneInvalid: 'फ़ोन नंबर अमान्य है',
    phoneRequired: 'फ़ोन नंबर आवश्यक है',
    passwordRequired: 'पासवर्ड आवश्यक है',
    loginPasswordMin: 'पासवर्ड कम से कम {{min}} अक्षरों का होना चाहिए',
    usernameRequired: 'यूज़रनेम आवश्यक है',
    otpLength: 'OTP {{digits}} अंकों का होना चाहिए',
    otpRequired: 'OTP आवश्यक है',
    signupPasswordMin: 'कम से कम {{min}} अक्षर होने चाहिए',
    confirmRequired: 'यह फ़ील्ड आवश्यक है',
    passwordMismatch: 'पासवर्ड मेल नहीं खाता।',
    userIdLookupMin: 'यूज़र आईडी कम से कम {{min}} अक्षरों की होनी चाहिए',
    sendOtpFirst: 'कृपया पहले OTP भेजें!',
  },
};
