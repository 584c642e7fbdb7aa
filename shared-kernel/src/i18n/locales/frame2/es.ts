// Spanish texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Es: Frame2Messages = {
  pageNames: {
    eventPage: 'Página del evento',
  },
  landmarks: {
    main: 'Principal',
    social: 'Redes sociales',
    breadcrumb: 'Ruta de navegación',
  },
};
