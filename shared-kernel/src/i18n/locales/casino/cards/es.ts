import type { cardsEn } from './en';

export const cardsEs: typeof cardsEn = {
  cards: {
    lobbyTitle: 'Juegos de cartas indios',
    lobbyIntro: 'Mesas en vivo con una ronda nueva cada pocos segundos. Cada baraja se mezcla con una semilla fijada antes de abrir las apuestas.',
    live: 'En vivo',
    allGames: 'Todos los juegos de cartas',
    teen20: 'Teen Patti 20-20',
    teen20Blurb: 'Jugador A o Jugador B: gana la mejor mano de tres cartas.',
    ab: 'Andar Bahar',
    abBlurb: 'Andar o Bahar: ¿a qué lado llega primero la pareja del comodín?',
    dt20: 'Dragón Tigre',
    dt20Blurb: 'Una carta para cada uno: gana la carta más alta.',
    lucky7: 'Siete de la suerte',
    lucky7Blurb: 'Carta baja, carta alta o el siete de la suerte.',
    card32: '32 cartas',
    card32Blurb: 'Cuatro jugadores compiten por la suma más alta.',
  },
};
