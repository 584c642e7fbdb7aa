import type { PartialMessages } from './en';

// Gujarati: the frame is translated; the auth dialog and footer are still missing (see the key check).
export const gu: PartialMessages = {
  nav: {
    home: 'હોમ',
    sports: 'રમતો',
    cricket: 'ક્રિકેટ',
    football: 'ફૂટબોલ',
    tennis: 'ટેનિસ',
    election: 'ચૂંટણી',
    horseRacing: 'ઘોડદોડ',
    greyhoundRacing: 'ગ્રેહાઉન્ડ રેસિંગ',
    liveCasino: 'લાઇવ કેસિનો',
    aviator: 'એવિએટર',
    slots: 'સ્લોટ્સ',
    sportsbook: 'સ્પોર્ટ્સબુક',
    indianCardGames: 'ભારતીય પત્તાની રમતો',
    aura: 'ઓરા',
  },
  header: {
    login: 'લૉગ ઇન',
    signup: 'સાઇન અપ',
    language: 'ભાષા',
    loginAs: '{{name}} તરીકે લૉગિન',
    lastLoggedIn: 'છેલ્લું લૉગિન',
    availableBalance: 'ઉપલબ્ધ બેલેન્સ',
    deposit: 'જમા કરો',
    withdraw: 'ઉપાડો',
    account: 'ખાતું',
    signOut: 'સાઇન આઉટ',
    notifications: 'સૂચનાઓ',
    allCaughtUp: 'બધું જોઈ લીધું! અત્યારે કોઈ સૂચના નથી.',
    searchHint: 'ઇવેન્ટ શોધો (ઓછામાં ઓછા 3 અક્ષર)...',
  },
  language: {
    title: 'ભાષા પસંદ કરો',
    text: 'નીચેની યાદીમાંથી તમારી પસંદગીની ભાષા પસંદ કરો:',
    confirm: 'પુષ્ટિ કરો',
    cancel: 'રદ કરો',
  },
  common: { ok: 'બરાબર', cancel: 'રદ કરો', loading: 'લોડ થઈ રહ્યું છે…' },
};
