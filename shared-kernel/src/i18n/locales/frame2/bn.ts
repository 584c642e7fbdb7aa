// Bengali texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Bn: Frame2Messages = {
  pageNames: {
    eventPage: 'ইভেন্ট পেজ',
  },
  landmarks: {
    main: 'প্রধান',
    social: 'সোশ্যাল',
    breadcrumb: 'নেভিগেশন পথ',
  },
};
