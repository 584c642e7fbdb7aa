// Hindi texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Hi: Frame2Messages = {
  pageNames: {
    eventPage: 'इवेंट पेज',
  },
  landmarks: {
    main: 'मुख्य',
    social: 'सोशल',
    breadcrumb: 'नेविगेशन पथ',
  },
};
