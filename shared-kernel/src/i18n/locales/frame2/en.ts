// English texts of the shell's frame added for issue 24 (the mobile sub-header's page names that
// no other group already names), the reference for the other six languages.
export const frame2En = {
  pageNames: {
    eventPage: 'Event Page',
  },
  landmarks: {
    main: 'Main',
    social: 'Social',
    breadcrumb: 'Breadcrumb',
  },
};

export type Frame2Messages = typeof frame2En;
