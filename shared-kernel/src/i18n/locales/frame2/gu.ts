// Gujarati texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Gu: Frame2Messages = {
  pageNames: {
    eventPage: 'ઇવેન્ટ પેજ',
    casinoLive: 'કેસિનો લાઇવ',
    tableCasinoLive: 'ટેબલ કેસિનો લાઇવ',
    indianCasino: 'ભારતીય કેસિનો',
    liveGames: 'લાઇવ ગેમ્સ',
    transactionDetails: 'વ્યવહારની વિગતો',
    profitLossDetails: 'બેટિંગ નફો અને નુકસાનની વિગતો',
    statementDetails: 'ખાતાના નિવેદનની વિગતો',
    appDownload: 'ઍપ ડાઉનલોડ',
    notAvailable: 'તમારા દેશમાં ઉપલબ્ધ નથી',
  },
  landmarks: {
    main: 'મુખ્ય',
    social: 'સોશિયલ',
    breadcrumb: 'નેવિગેશન માર્ગ',
  },
};
