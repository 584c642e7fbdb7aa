// The two engines behind one small interface, so the same loop drives both.

import { OrderBook as HftOrderBook, Side as HftSide } from 'hft-limit-order-book';
import { LadderOrderBook } from '../src/domain/order-book';
import { Op, type Workload } from './workload';

export interface Engine {
  name: string;
  /** applies command i of the workload */
  apply(w: Workload, i: number): void;
  /** total resting size: both engines must agree after the same commands (a fairness check) */
  restingSize(): number;
}

export function khelEngine(): Engine {
  const book = new LadderOrderBook();
  return {
    name: 'khel LadderOrderBook',
    apply(w, i) {
      const op = w.op[i]!;
      if (op === Op.Cancel) book.cancel(w.id[i]!);
      else book.place({ orderId: w.id[i]!, ownerId: 1, side: op === Op.Back ? 'back' : 'lay', price: w.price[i]!, stakePaise: w.size[i]! });
    },
    restingSize: () => book.restingOrders().reduce((sum, o) => sum + o.remainingPaise, 0),
  };
}

export function hftEngine(): Engine {
  const book = new HftOrderBook();
  return {
    name: 'hft-limit-order-book 7.0.2',
    apply(w, i) {
      const op = w.op[i]!;
      if (op === Op.Cancel) book.cancel(w.idText[i]!);
      else book.limit({ id: w.idText[i]!, side: op === Op.Back ? HftSide.SELL : HftSide.BUY, price: w.price[i]!, size: w.size[i]! });
    },
    restingSize() {
      const [asks, bids] = book.depth();
      return [...asks, ...bids].reduce((sum, [, size]) => sum + size, 0);
    },
  };
}

export const ENGINES = [khelEngine, hftEngine];
