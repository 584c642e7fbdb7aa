// Marathi texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Mr: Frame2Messages = {
  pageNames: {
    eventPage: 'इव्हेंट पेज',
    casinoLive: 'कॅसिनो लाइव्ह',
    tableCasinoLive: 'टेबल कॅसिनो लाइव्ह',
    indianCasino: 'भारतीय कॅसिनो',
    liveGames: 'लाइव्ह गेम्स',
    transactionDetails: 'व्यवहाराचा तपशील',
    profitLossDetails: 'बेटिंग नफा आणि तोटा तपशील',
    statementDetails: 'खाते विवरणाचा तपशील',
    appDownload: 'अ‍ॅप डाउनलोड',
    notAvailable: 'आपल्या देशात उपलब्ध नाही',
  },
  landmarks: {
    main: 'मुख्य',
    social: 'सोशल',
    breadcrumb: 'नेव्हिगेशन मार्ग',
  },
};
