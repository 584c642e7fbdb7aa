// The card tables the provider runs, by route id.
import { andarBahar } from './andar-bahar';
import { cards32 } from './cards32';
import { dragonTiger } from './dragon-tiger';
import type { CardGame } from './game';
import { lucky7 } from './lucky7';
import { teenPatti2020 } from './teen-patti';

export const CARD_GAMES: readonly CardGame[] = [teenPatti2020, andarBahar, dragonTiger, lucky7, cards32];

export function cardGame(id: string): CardGame | undefined {
  return CARD_GAMES.find((g) => g.id === id);
}
