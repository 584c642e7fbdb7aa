// The exchange core: the books, every player's position on the markets and what their hold has,
// the risk checks, and the commands that change them. Synchronous and pure (no I/O, no clock: the
// time is passed in), in the spirit of exchange-core's pipeline: a command goes in, it either is
// refused with a DomainError before anything changes, or it changes memory and records its rows
// (RowChanges) and says whose bets and which markets it touched. The sequencer (`../sequencer/sequencer.ts`)
// feeds it commands one at a time, loads what it does not hold yet (`missing`), writes the rows of
// a batch in one statement and publishes after commit. Any other error is a broken invariant:
// the sequencer then rebuilds the core from the database. Settlement is a command like any other:
// the core computes each bet's result, each player's net, the commission, the release of the
// hold and the ledger transfers (with their idempotency keys), and the store writes them with the
// rest of the batch.
//
// One file per command family beside this one (place-and-match, bookmaker, fancy, cancel-and-lapse,
// settle-and-void, cash-out), each a function of the core's state (state.ts) and its command; the
// table below maps each command type to its handler, so `execute` is typed per command without a cast.

import type { CashOutPlan } from '../../domain/cash-out';
import { cancel, cancelAll, lapse } from './cancel-and-lapse';
import { cashOut, planCashOut } from './cash-out';
import type { CommandType, CommandValue, Executed, ExchangeCommand, Missing } from './commands';
import { placeFancy } from './fancy';
import { place } from './place-and-match';
import { settle, settleFancy } from './settle-and-void';
import { CoreState } from './state';
import { stateHash } from './state-hash';

/** A command family's handler: the core's state and one command of its type in, its answer out. */
type Handler<K extends CommandType> = (core: CoreState, command: ExchangeCommand<K>, now: number) => Executed<CommandValue[K]>;

const HANDLERS: { readonly [K in CommandType]: Handler<K> } = {
  place,
  cancel,
  cancelAll,
  lapse,
  cashOut,
  settle,
  placeFancy,
  settleFancy,
};

export class ExchangeCore extends CoreState {
  /** What must be loaded before `command` can run. */
  missing(command: ExchangeCommand): Missing {
    const m: Missing = { users: [], markets: [], quotes: [], fancies: [], fancyQuotes: [], settlements: [], betIds: 0 };
    const user = (u: number) => {
      if (!this.cash.has(u) || !this.hold.has(u)) m.users.push(u);
    };
    const market = (id: string) => {
      if (!this.positions.has(id) && !this.settledMarkets.has(id)) m.markets.push(id);
    };
    switch (command.type) {
      case 'place':
        user(command.userId);
        market(command.marketId);
        if (command.kind === 'bookmaker' && !this.quotedMarkets.has(command.marketId)) m.quotes.push(command.marketId);
        m.betIds = Math.max(0, command.bets.length - this.ids.length);
        break;
      case 'cancel': {
        const order = this.books.order(command.betId);
        if (order) market(order.marketId);
        break;
      }
      case 'cancelAll':
        for (const id of new Set(this.books.ordersOfPlayer(command.userId, command.marketId).map((o) => o.marketId))) market(id);
        break;
      case 'lapse': {
        const positions = this.positions.get(command.marketId);
        // a removal the positions do not know yet reads them again (at the start of its own batch:
        // sequencer.ts), so the database's match and removal times say which fills it reduces, as
        // they will at settlement; it moves every holder's hold, and a rise needs their cash
        if (command.removed && positions && !positions.isRemoved(command.removed.selectionId)) m.markets.push(command.marketId);
        else market(command.marketId);
        if (command.removed && positions) for (const [u] of positions.entries()) user(u);
        break;
      }
      case 'cashOut':
        user(command.userId);
        market(command.marketId);
        m.betIds = Math.max(0, 1 - this.ids.length);
        break;
      case 'placeFancy':
        user(command.userId);
        if (!this.fancies.has(command.fancyId)) m.fancies.push(command.fancyId);
        if (!this.fancyQuotes.has(command.fancyId)) m.fancyQuotes.push(command.fancyId);
        m.betIds = Math.max(0, 1 - this.ids.length);
        break;
      case 'settle':
        market(command.marketId);
        if (!this.settledMarkets.has(command.marketId) && !this.settlements.has(command.marketId)) m.settlements.push(command.marketId);
        break;
      case 'settleFancy':
        // read again at the start of its batch: with several instances a fancy's bets may come
        // through any of them, so the database, not one instance's memory, has them all
        if (!this.freshFancies.has(command.fancyId)) m.fancies.push(command.fancyId);
        if (!this.fancyQuotes.has(command.fancyId)) m.fancyQuotes.push(command.fancyId);
        break;
    }
    return m;
  }

  /** Runs one command: refused with a DomainError before anything changes, or done (rows recorded in the batch). */
  execute<K extends CommandType>(command: ExchangeCommand<K>, now: number): Executed<CommandValue[K]> {
    const handler: Handler<K> = HANDLERS[command.type];
    return handler(this, command, now);
  }

  /**
   * The hedge for the player's matched position, from the book as it stands without the player's
   * own resting orders (the cash-out quote reads it). Throws the refusal when there is nothing to hedge.
   */
  cashOutPlan(userId: number, marketId: string, selectionIds: readonly number[], matched: ReadonlyMap<number, number>, worstPrice: number | null, houseShareBps?: number): CashOutPlan {
    return planCashOut(this, userId, marketId, selectionIds, matched, worstPrice, houseShareBps);
  }

  /** One hash over the books and every loaded market and fancy position (equal after a restore from the same rows). */
  stateHash(): string {
    return stateHash(this);
  }
}
