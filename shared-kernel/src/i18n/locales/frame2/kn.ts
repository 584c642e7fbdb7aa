// Kannada texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Kn: Frame2Messages = {
  pageNames: {
    eventPage: 'ಈವೆಂಟ್ ಪುಟ',
  },
  landmarks: {
    main: 'ಮುಖ್ಯ',
    social: 'ಸಾಮಾಜಿಕ',
    breadcrumb: 'ನ್ಯಾವಿಗೇಶನ್ ಮಾರ್ಗ',
  },
};
