// Marathi texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Mr: Frame3Messages = {
  countryPage: {
    title: 'आपल्या देशात उपलब्ध नाही',
    licence: '{{site}} फक्त त्याच्या परवान्याने परवानगी दिलेल्या देशांमध्येच खऱ्या पैशाने खेळण्याची सुविधा देते.',
    from: 'आपण {{country}} मधून भेट देत आहात.',
    unknown: 'आपण कोणत्या देशातून भेट देत आहात हे आम्हाला कळू शकले नाही.',
    browse: 'आपण साइट पाहणे सुरू ठेवू शकता, परंतु येथे साइन अप, ठेव, पैज किंवा गेम उघडू शकत नाही.',
    home: 'मुख्यपृष्ठावर परत जा',
  },
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
  commonMessages: {
    noDataFound: 'कोणताही डेटा सापडला नाही',
    tryAgain: 'पुन्हा प्रयत्न करा',
  },
  signup: {
    changeNumber: 'नंबर बदला',
    referralInvalid: 'अवैध रेफरल कोड',
    adultDeclaration: 'माझे वय 18 किंवा त्याहून अधिक आहे',
    dateOfBirth: 'जन्मतारीख',
    adultRequired: 'कृपया आपले वय 18 किंवा त्याहून अधिक असल्याची खात्री करा',
    underAge: 'साइन अप करण्यासाठी आपले वय 18 किंवा त्याहून अधिक असणे आवश्यक आहे',
    dobRequired: 'जन्मतारीख आवश्यक आहे',
    codeNotSent: 'आम्ही आपला कोड पाठवू शकलो नाही',
    askAgain: 'पुन्हा मागा',
  },
  formMessages: {
    userIdRequired: 'युजर आयडी आवश्यक आहे',
    countryRequired: 'देश आवश्यक आहे',
    phoneDigits: 'फोन नंबरमध्ये फक्त अंक असावेत',
    phoneLength: 'फोन नंबर {{digits}} अंकी असावा',
    phoneInvalid: 'फोन नंबर अवैध आहे',
    phoneRequired: 'फोन नंबर आवश्यक आहे',
    passwordRequired: 'पासवर्ड आवश्यक आहे',
    loginPasswordMin: 'पासवर्ड किमान {{min}} अक्षरांचा असावा',
    usernameRequired: 'युजरनेम आवश्यक आहे',
    otpLength: 'OTP {{digits}} अंकी असावा',
    otpRequired: 'OTP आवश्यक आहे',
    signupPasswordMin: 'किमान {{min}} अक्षरे असावीत',
    confirmRequired: 'हे फील्ड आवश्यक आहे',
    passwordMismatch: 'पासवर्ड जुळत नाही.',
    userIdLookupMin: 'युजर आयडी किमान {{min}} अक्षरांचा असावा',
    sendOtpFirst: 'कृपया आधी OTP पाठवा!',
  },
};
