// The exchange core's commands and answers, as plain data: what goes in (`ExchangeCommand`, one
// shape per type), what comes out (`CommandValue` by type, inside `Executed` with whose bets and
// which markets changed), and what the sequencer loads for the core (snapshots, quotes, `Missing`).

import type { FancyBet, MarketKind } from '@khel/shared-kernel/betting';
import type { LossRoom } from '../../domain/responsible-gambling';
import type { Reduction, Removal } from './reductions';

/** One bet of a placement (saveBet, saveHrBet's legs, a cash-out's hedge, the market maker's order). */
export interface BetOrder {
  marketId: string;
  selectionId: number;
  isBack: boolean;
  /** hundredths for odds markets, a percentage for bookmaker markets */
  price: number;
  stakePaise: number;
  clientRef?: string | null;
  /** keep the unmatched part when the market goes in play or suspends (it lapses otherwise) */
  keep?: boolean;
  /** cash-out hedges: match what can be matched now, cancel the rest */
  immediateOrCancel?: boolean;
  isCashOut?: boolean;
  /** the feed's market maker: no stake limits, no max-profit cap, no bet delay */
  houseOrder?: boolean;
  /**
   * the player's host's liquidity factor: the share (basis points) of the house's size at each level
   * this order may take (set by the server from the host the bet came through, never from the wire); absent: all
   */
  houseShareBps?: number;
}

export interface PlacedBet {
  betId: number;
  matchedPaise: number;
  unmatchedPaise: number;
  replayed: boolean;
}

/** A cash-out's hedge and what it left: equalised (`complete`) or how far apart the outcomes stay. */
export interface CashOutResult extends PlacedBet {
  complete: boolean;
  /** the smaller of the two outcomes after the hedge */
  lockedPnlPaise: number;
  /** how far apart the two outcomes stay */
  remainingPaise: number;
  /** matched P&L per runner if it wins, after the hedge */
  pnlBySelection: Map<number, number>;
}

/**
 * Why a market's unmatched orders lapse: going in play or suspending lapses all but the kept ones;
 * closing (and settling) lapses every one.
 */
export type LapseReason = 'inplay' | 'suspended' | 'closed';

/**
 * What lapses when a runner is removed: its own unmatched orders, and every unmatched lay on the
 * others when `otherLays`; its reduction factor (hundredths of a percent, null or absent: none) and
 * removal time (ms, as `runners.removed_at`) reduce the fills matched so far in every position.
 */
export interface RemovedRunnerLapse {
  selectionId: number;
  otherLays: boolean;
  factorBps?: number | null;
  removedAt?: number | null;
}

export interface RunnerQuote {
  status: string;
  backPercent: number | null;
  layPercent: number | null;
}

/** A fancy's standing line and rates, read afresh for every batch (the desk moves them). */
export interface FancyQuoteRow {
  active: boolean;
  settled: boolean;
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** A fancy as the database holds it: every open bet and every exposure row. */
export interface FancySnapshot {
  fancyId: number;
  bets: ReadonlyArray<FancyBet & { userId: number; betId: number }>;
  held: ReadonlyArray<{ userId: number; exposurePaise: number; version: number }>;
}

/** saveFancyBet's bet: Yes (back) or No (lay) at the line and rate the player saw. */
export interface FancyOrder {
  isBack: boolean;
  line: number;
  rate: number;
  stakePaise: number;
  clientRef?: string | null;
}

/**
 * A market's open bets as its settlement needs them (read at the start of the settlement's batch):
 * each bet's matched pieces (its fills, or a bookmaker bet's whole stake at its price), whether the
 * market is settled already, and the commission (basis points of net winnings) each player's host
 * takes on an exchange market.
 */
export interface SettlementSnapshot {
  marketId: string;
  settled: boolean;
  /** each piece's `matchedAt`: when it was matched (ms), for the removals after it */
  bets: ReadonlyArray<{ betId: number; userId: number; selectionId: number; isBack: boolean; pieces: ReadonlyArray<{ price: number; paise: number; matchedAt?: number }> }>;
  commissionBps: ReadonlyMap<number, number>;
  /** removed runners (non-runners): bets on them are void; fills before a removal are reduced as `reduction` says (null: not reduced) */
  removals?: readonly Removal[];
  reduction?: Reduction | null;
}

/** What a settlement did: how many bets it settled, or that the market (fancy) was settled before. */
export interface SettleOutcome {
  settledBets: number;
  alreadySettled: boolean;
}

/** The commands the core takes, as plain data, by type. */
export interface CommandMap {
  place: {
    userId: number;
    kind: MarketKind;
    marketId: string;
    bets: readonly BetOrder[];
    maxProfitPaise: number;
    /** what is left of the player's net-loss limits (responsible gambling); null or absent: none */
    lossRoom?: LossRoom | null;
  };
  cancel: { userId: number; betId: number };
  cancelAll: { userId: number; marketId: string | null };
  /** `removed`: a runner was removed (a non-runner): only its orders lapse, and the lays on the others when `otherLays`; every hold on the market follows the removal */
  lapse: { marketId: string; reason: LapseReason; removed?: RemovedRunnerLapse };
  cashOut: { userId: number; marketId: string; worstPrice: number | null; /** as a BetOrder's */ houseShareBps?: number };
  /**
   * A market settles on its winner (null: void, with its reason): its resting orders lapse, every
   * open bet is won, lost or void, each player's net P&L and released hold move in the ledger (and
   * the host's commission), and the market leaves memory. Settling twice pays once.
   */
  settle: { marketId: string; winnerId: number | null; voidReason: string | null; actor: string; /** a PLACE market's placed runners (winnerId the first) */ winnerIds?: readonly number[] };
  placeFancy: { userId: number; fancyId: number; bet: FancyOrder; maxProfitPaise: number; lossRoom?: LossRoom | null };
  /** A fancy settles on the final runs (null: void, with its reason), as a market does, without commission. */
  settleFancy: { fancyId: number; runs: number | null; voidReason: string | null; actor: string };
}

export type CommandType = keyof CommandMap;

/** A command of one type (K), or of any (the default): its fields and its `type`. */
export type ExchangeCommand<K extends CommandType = CommandType> = { [P in K]: { type: P } & CommandMap[P] }[K];

/** What each command answers, by type. */
export interface CommandValue {
  place: PlacedBet[];
  cancel: { cancelledPaise: number };
  cancelAll: { cancelledBets: number };
  lapse: number;
  cashOut: CashOutResult;
  settle: SettleOutcome;
  placeFancy: PlacedBet;
  settleFancy: SettleOutcome;
}

/** What a command did: its answer, and whose bets and which markets changed (events after commit). */
export interface Executed<T = unknown> {
  value: T;
  players: ReadonlySet<number>;
  markets: ReadonlySet<string>;
}

/** What the core must be given before it can run a command. */
export interface Missing {
  /** players whose cash balance it does not know */
  users: number[];
  /** markets whose positions it does not hold */
  markets: string[];
  /** bookmaker markets whose quotes it has not been given in this batch */
  quotes: string[];
  /** fancies whose bets and exposure rows it does not hold */
  fancies: number[];
  /** fancies whose line it has not been given in this batch */
  fancyQuotes: number[];
  /** markets whose settlement snapshot it has not been given in this batch */
  settlements: string[];
  /** bet ids still to reserve */
  betIds: number;
}

/** Each command type's commands as the union of all (a queue holds commands of every type). */
const WIDEN: { readonly [K in CommandType]: (command: ExchangeCommand<K>) => ExchangeCommand } = {
  place: (c) => c,
  cancel: (c) => c,
  cancelAll: (c) => c,
  lapse: (c) => c,
  cashOut: (c) => c,
  settle: (c) => c,
  placeFancy: (c) => c,
  settleFancy: (c) => c,
};

/** A command of one type as a command of any type. */
export function anyCommand<K extends CommandType>(command: ExchangeCommand<K>): ExchangeCommand {
  const widen: (command: ExchangeCommand<K>) => ExchangeCommand = WIDEN[command.type];
  return widen(command);
}
