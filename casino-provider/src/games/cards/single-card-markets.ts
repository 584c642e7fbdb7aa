// Side markets on one card that several tables offer: its colour and whether its value is even.
// Red or black is an even chance (odds 1.95, RTP 97.5 %); an even value (2, 4 … Q: 6 of 13 ranks)
// pays 2.10 and an odd one (A, 3 … K: 7 of 13) 1.80, both RTP 96.9 %.
import { isRed, valueOf, type Card } from './deck';
import { oneWinner } from './game';
import type { MarketDef, SelectionResult } from './markets';

export function colourMarket(id: string, name: string): MarketDef {
  return { id, name, selections: [{ id: 'red', name: 'Red', back: 195 }, { id: 'black', name: 'Black', back: 195 }] };
}

export function parityMarket(id: string, name: string): MarketDef {
  return { id, name, selections: [{ id: 'even', name: 'Even', back: 210 }, { id: 'odd', name: 'Odd', back: 180 }] };
}

export function settleColour(market: MarketDef, card: Card): Record<string, SelectionResult> {
  return oneWinner(market, isRed(card) ? 'red' : 'black');
}

export function settleParity(market: MarketDef, card: Card): Record<string, SelectionResult> {
  return oneWinner(market, valueOf(card) % 2 === 0 ? 'even' : 'odd');
}
