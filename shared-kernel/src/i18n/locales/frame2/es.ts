// Spanish texts of the shell's frame added for issue 24 (keys as in ./en.ts).
import type { Frame2Messages } from './en';

export const frame2Es: Frame2Messages = {
  pageNames: {
    eventPage: 'Página del evento',
    casinoLive: 'Casino en vivo',
    tableCasinoLive: 'Mesas de casino en vivo',
    indianCasino: 'Casino indio',
    liveGames: 'Juegos en vivo',
    transactionDetails: 'Detalles de la transacción',
    profitLossDetails: 'Detalles de ganancias y pérdidas',
    statementDetails: 'Detalles del estado de cuenta',
    appDownload: 'Descargar la app',
    notAvailable: 'No disponible en tu país',
  },
  landmarks: {
    main: 'Principal',
    social: 'Redes sociales',
    breadcrumb: 'Ruta de navegación',
  },
};
