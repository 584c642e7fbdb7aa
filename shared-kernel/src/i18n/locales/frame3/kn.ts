// Kannada texts of the shell and the kernel added for issue 34 (keys as in ./en.ts).
import type { Frame3Messages } from './en';

export const frame3Kn: Frame3Messages = {
  connection: {
    reconnecting: 'ಮರುಸಂಪರ್ಕಿಸಲಾಗುತ್ತಿದೆ…',
    serverNotResponding: 'ಸರ್ವರ್ ಪ್ರತಿಕ್ರಿಯಿಸುತ್ತಿಲ್ಲ',
  },
  headerFigures: {
    balance: 'ಬಾಕಿ',
    exposure: 'ಎಕ್ಸ್‌ಪೋ.',
  },
  betOutcome: {
    matched: 'ನಿಮ್ಮ ಬೆಟ್ ಹೊಂದಿಕೆಯಾಯಿತು',
    partlyMatched: 'ನಿಮ್ಮ ಬೆಟ್ ಭಾಗಶಃ ಹೊಂದಿಕೆಯಾಯಿತು; ಉಳಿದದ್ದು ಹೊಂದಿಕೆಯಾಗದೆ ಕಾಯುತ್ತಿದೆ',
    unmatched: 'ನಿಮ್ಮ ಬೆಟ್ ಇರಿಸಲಾಗಿದೆ, ಹೊಂದಿಕೆಯಾಗಿಲ್ಲ',
    refused: 'ನಿಮ್ಮ ಬೆಟ್ ಇರಿಸಲಾಗಿಲ್ಲ',
  },
  signup: {
    changeNumber: 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
  },
};
