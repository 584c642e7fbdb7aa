import { PriceStore, type CellValue } from './price-store';
import { wireRunner } from '../test-support/wire';

const runner = (back: number, size = 10) => wireRunner({ selectionId: 1, ex: { availableToBack: [{ price: back, size }], availableToLay: [] } });

describe('price store', () => {
  it('notifies only the changed cells, once per flush with the newest value, and ignores older sequences', () => {
    const store = new PriceStore();
    const seen: CellValue[] = [];
    const unseen: CellValue[] = [];
    store.publish('1.1', 1, [runner(2)], true);
    store.subscribe('1.1', 1, 'back', 0, (v) => seen.push(v));
    store.subscribe('1.1', 1, 'lay', 0, (v) => unseen.push(v));
    store.publish('1.1', 2, [runner(2.02)]);
    store.publish('1.1', 3, [runner(2.04, 20)]);
    store.publish('1.1', 2, [runner(9)]);
    expect(seen).toEqual([]);
    store.flush();
    expect(seen).toEqual([{ price: 2.04, size: 20 }]);
    expect(unseen).toEqual([]);
    expect(store.get('1.1', 1, 'back', 0)).toEqual({ price: 2.04, size: 20 });
    store.publish('1.1', 4, [runner(2.04, 20)], true);
    expect(seen).toHaveLength(1);
  });

  it('forgets a market when its last table goes, not while another still shows it', async () => {
    const store = new PriceStore();
    store.publish('1.1', 1, [runner(2)]);
    const first = store.retain('1.1');
    const second = store.retain('1.1');
    first();
    await Promise.resolve();
    expect(store.get('1.1', 1, 'back', 0).price).toBe(2);
    second();
    await Promise.resolve();
    expect(store.get('1.1', 1, 'back', 0).price).toBeUndefined();
    store.publish('1.2', 1, [runner(3)]);
    store.forgetUnshown(['1.2']);
    expect(store.get('1.2', 1, 'back', 0).price).toBeUndefined();
  });
});
