import type { rgEn } from './en';

export const rgEs: typeof rgEn = {
  realityCheck: {
    title: 'Control de realidad',
    playedFor: 'Llevas {{duration}} jugando desde que iniciaste sesión.',
    minutes: '{{minutes}} minutos',
    hoursMinutes: '{{hours}} h y {{minutes}} min',
    netUp: 'Tu resultado neto en esta sesión: ganas {{amount}}.',
    netDown: 'Tu resultado neto en esta sesión: pierdes {{amount}}.',
    netEven: 'Tu resultado neto en esta sesión: {{amount}}, ni ganas ni pierdes.',
    counts: 'Cuentan las apuestas liquidadas y las rondas de casino. Este aviso llega cada {{minutes}} minutos; puedes cambiarlo en la página de Juego Responsable.',
    statement: 'Ver tu extracto de cuenta',
    continue: 'Continuar',
    logout: 'Cerrar sesión',
  },
};
