// Hindi texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Hi: Frame2Messages = {
  pageNames: {
    eventPage: 'इवेंट पेज',
    casinoLive: 'कैसीनो लाइव',
    tableCasinoLive: 'टेबल कैसीनो लाइव',
    indianCasino: 'भारतीय कैसीनो',
    liveGames: 'लाइव गेम',
    transactionDetails: 'लेन-देन का विवरण',
    profitLossDetails: 'बेटिंग लाभ और हानि का विवरण',
    statementDetails: 'खाता विवरण की जानकारी',
    appDownload: 'ऐप डाउनलोड',
    notAvailable: 'आपके देश में उपलब्ध नहीं',
  },
  landmarks: {
    main: 'मुख्य',
    social: 'सोशल',
    breadcrumb: 'नेविगेशन पथ',
  },
};
