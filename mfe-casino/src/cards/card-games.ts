// The Indian card tables the built-in provider runs, as the lobby shows them. The ids are the
// provider's game ids (the launch calls' game_id) and the routes' {gameId}.
export interface CardGameTile {
  readonly id: string;
  /** i18n keys of the name and the one-line description */
  readonly nameKey: string;
  readonly blurbKey: string;
  /** what the tile shows as its picture: a few card faces */
  readonly faces: readonly string[];
}

export const CARD_GAME_TILES: readonly CardGameTile[] = [
  { id: 'teen20', nameKey: 'cards.teen20', blurbKey: 'cards.teen20Blurb', faces: ['A♠', 'K♠', 'Q♠'] },
  { id: 'ab', nameKey: 'cards.ab', blurbKey: 'cards.abBlurb', faces: ['7♥', '7♣'] },
  { id: 'dt20', nameKey: 'cards.dt20', blurbKey: 'cards.dt20Blurb', faces: ['K♦', '9♣'] },
  { id: 'lucky7', nameKey: 'cards.lucky7', blurbKey: 'cards.lucky7Blurb', faces: ['7♥'] },
  { id: 'card32', nameKey: 'cards.card32', blurbKey: 'cards.card32Blurb', faces: ['8♠', '10♣', 'J♦'] },
];

export const cardGameTile = (id: string | undefined): CardGameTile | undefined => CARD_GAME_TILES.find((g) => g.id === id);

/** Launch ids of Aviator: its own and the one /casino-live/SPB-aviator/SPB uses. */
export const AVIATOR_GAME_ID = 'aviator';
