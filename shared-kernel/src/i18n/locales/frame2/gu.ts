// Gujarati texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Gu: Frame2Messages = {
  pageNames: {
    eventPage: 'ઇવેન્ટ પેજ',
  },
  landmarks: {
    main: 'મુખ્ય',
    social: 'સોશિયલ',
    breadcrumb: 'નેવિગેશન માર્ગ',
  },
};
