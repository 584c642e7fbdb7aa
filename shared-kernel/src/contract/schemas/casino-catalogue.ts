// The casino's game catalogue as the site reads it (designed; spec §3's liveCasino and slotsGames
// slices): the host's provider's games, and the tabs and studios that have any — a tab or studio
// without games is not listed, so the lobby never shows an empty one.
import { Envelope, Rupees, Type, type Static } from './common';

export const CasinoCatalogueGame = Type.Object({
  id: Type.String({ description: "the provider's game id (qtech/launchUrl gameId)" }),
  name: Type.Record(Type.String(), Type.String(), { description: 'the name by language code (en, hi, bn, gu, kn, mr, es); en always' }),
  provider: Type.String({ description: "the studio's code (qtech/launchUrl providerCode)" }),
  section: Type.Union([Type.Literal('live'), Type.Literal('slots')]),
  categories: Type.Array(Type.String(), { description: 'the lobby tabs it is listed under' }),
  thumbnail: Type.String({ description: 'absolute URL of its picture (4:3)' }),
  rtp: Type.Number({ description: 'return to player, per cent' }),
  minStake: Rupees,
  maxStake: Rupees,
});

export const CasinoCatalogueAnswer = Envelope(
  Type.Object({
    games: Type.Array(CasinoCatalogueGame),
    liveCasino: Type.Object({ tabs: Type.Array(Type.String(), { description: 'top, live, table, poker, blackjack, baccarat, roulette, shows, virtual: those with games' }) }),
    slotsGames: Type.Object({ tabs: Type.Array(Type.String(), { description: 'main, all, fishing, bingo, virtual, multiplayer, scratch: those with games' }) }),
    providers: Type.Array(Type.String(), { description: 'the studios with games' }),
  }),
);

export type CasinoCatalogueGame = Static<typeof CasinoCatalogueGame>;
export type CasinoCatalogue = Static<typeof CasinoCatalogueAnswer>['data'];
