// Gujarati texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Gu: Frame3Messages = {
  countryPage: {
    title: 'તમારા દેશમાં ઉપલબ્ધ નથી',
    licence: '{{site}} ફક્ત તેના લાઇસન્સમાં મંજૂર દેશોમાં જ વાસ્તવિક પૈસાથી રમવાની સુવિધા આપે છે.',
    from: 'તમે {{country}} થી મુલાકાત લઈ રહ્યા છો.',
    unknown: 'તમે કયા દેશમાંથી મુલાકાત લઈ રહ્યા છો તે અમે જાણી શક્યા નહીં.',
    browse: 'તમે સાઇટ જોવાનું ચાલુ રાખી શકો છો, પરંતુ અહીં સાઇન અપ, ડિપોઝિટ, શરત કે ગેમ ખોલી શકતા નથી.',
    home: 'હોમ પર પાછા જાઓ',
  },
  connection: {
    reconnecting: 'ફરી જોડાઈ રહ્યા છીએ…',
    serverNotResponding: 'સર્વર પ્રતિસાદ આપતું નથી',
  },
  headerFigures: {
    balance: 'બેલેન્સ',
    exposure: 'એક્સપો.',
  },
  betOutcome: {
    matched: 'તમારી શરત મેચ થઈ ગઈ',
    partlyMatched: 'તમારી શરત અંશતઃ મેચ થઈ; બાકીની અનમેચ્ડ છે',
    unmatched: 'તમારી શરત મુકાઈ, અનમેચ્ડ',
    refused: 'તમારી શરત મુકાઈ નથી',
  },
  commonMessages: {
    noDataFound: 'કોઈ ડેટા મળ્યો નથી',
    tryAgain: 'ફરી પ્રયાસ કરો',
  },
  signup: {
    changeNumber: 'નંબર બદલો',
    referralInvalid: 'અમાન્ય રેફરલ કોડ',
    adultDeclaration: 'મારી ઉંમર 18 કે તેથી વધુ છે',
    dateOfBirth: 'જન્મ તારીખ',
    adultRequired: 'કૃપા કરીને પુષ્ટિ કરો કે તમારી ઉંમર 18 કે તેથી વધુ છે',
    underAge: 'સાઇન અપ કરવા માટે તમારી ઉંમર 18 કે તેથી વધુ હોવી જોઈએ',
    dobRequired: 'જન્મ તારીખ જરૂરી છે',
    codeNotSent: 'અમે તમારો કોડ મોકલી શક્યા નહીં',
    askAgain: 'ફરીથી માંગો',
  },
  formMessages: {
    userIdRequired: 'યુઝર આઈડી જરૂરી છે',
    countryRequired: 'દેશ જરૂરી છે',
    phoneDigits: 'ફોન નંબરમાં ફક્ત અંકો હોવા જોઈએ',
    phoneLength: 'ફોન નંબર {{digits}} અંકનો હોવો જોઈએ',
    phoneInvalid: 'ફોન નંબર અમાન્ય છે',
    phoneRequired: 'ફોન નંબર જરૂરી છે',
    passwordRequired: 'પાસવર્ડ જરૂરી છે',
    loginPasswordMin: 'પાસવર્ડ ઓછામાં ઓછો {{min}} અક્ષરનો હોવો જોઈએ',
    usernameRequired: 'યુઝરનેમ જરૂરી છે',
    otpLength: 'OTP {{digits}} અંકનો હોવો જોઈએ',
    otpRequired: 'OTP જરૂરી છે',
    signupPasswordMin: 'ઓછામાં ઓછા {{min}} અક્ષર હોવા જોઈએ',
    confirmRequired: 'આ ફીલ્ડ જરૂરી છે',
    passwordMismatch: 'પાસવર્ડ મેળ ખાતો નથી.',
    userIdLookupMin: 'યુઝર આઈડી ઓછામાં ઓછો {{min}} અક્ષરનો હોવો જોઈએ',
    sendOtpFirst: 'કૃપા કરીને પહેલા OTP મોકલો!',
  },
};
