// Kannada texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Kn: Frame2Messages = {
  pageNames: {
    eventPage: 'ಈವೆಂಟ್ ಪುಟ',
    casinoLive: 'ಕ್ಯಾಸಿನೊ ಲೈವ್',
    tableCasinoLive: 'ಟೇಬಲ್ ಕ್ಯಾಸಿನೊ ಲೈವ್',
    indianCasino: 'ಭಾರತೀಯ ಕ್ಯಾಸಿನೊ',
    liveGames: 'ಲೈವ್ ಆಟಗಳು',
    transactionDetails: 'ವಹಿವಾಟಿನ ವಿವರಗಳು',
    profitLossDetails: 'ಬೆಟ್ಟಿಂಗ್ ಲಾಭ ಮತ್ತು ನಷ್ಟದ ವಿವರಗಳು',
    statementDetails: 'ಖಾತೆ ಹೇಳಿಕೆಯ ವಿವರಗಳು',
    appDownload: 'ಆ್ಯಪ್ ಡೌನ್‌ಲೋಡ್',
    notAvailable: 'ನಿಮ್ಮ ದೇಶದಲ್ಲಿ ಲಭ್ಯವಿಲ್ಲ',
  },
  landmarks: {
    main: 'ಮುಖ್ಯ',
    social: 'ಸಾಮಾಜಿಕ',
    breadcrumb: 'ನ್ಯಾವಿಗೇಶನ್ ಮಾರ್ಗ',
  },
};
