import { act, render, screen } from '@testing-library/react';
import type { StreamMessage } from '@khel/shared-kernel';
import { RaceOdds } from './RaceOdds';
import type { RaceSocket } from './race-stream';
import { fakeRacingServer } from '../test-support/fake-racing-server';
import { raceListing, raceMarket, runner } from '../test-support/race-fixtures';

/** A socket the test drives: it records what the page sends and delivers what the test pushes. */
function fakeSockets() {
  const sockets: Array<RaceSocket & { sent: string[]; push(m: StreamMessage): void; drop(): void }> = [];
  const factory = () => {
    const s = {
      sent: [] as string[],
      readyState: 1,
      onopen: null as (() => void) | null,
      onclose: null as (() => void) | null,
      onmessage: null as ((e: { data: unknown }) => void) | null,
      send(data: string) {
        this.sent.push(data);
      },
      close() {},
      push(m: StreamMessage) {
        this.onmessage?.({ data: JSON.stringify(m) });
      },
      drop() {
        this.onclose?.();
      },
    };
    sockets.push(s);
    return s;
  };
  return { sockets, factory };
}

describe('race odds live (image then deltas)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('subscribes to the race, applies the image and deltas, and reconnects after a drop', async () => {
    const seen = fakeRacingServer({ 'market/racingOdds': raceMarket({ seq: 1 }) });
    const { sockets, factory } = fakeSockets();
    render(<RaceOdds race={raceListing(raceMarket())} results={[]} socketOf={factory} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    act(() => sockets[0]!.onopen?.());
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ op: 'subscribe', marketIds: ['1.7001'] });
    expect(screen.getByTestId('back-72-0').textContent).toBe('4100');

    act(() => sockets[0]!.push({ type: 'image', marketId: '1.7001', seq: 4, market: raceMarket({ seq: 4 }) }));
    act(() => sockets[0]!.push({ type: 'delta', marketId: '1.7001', seq: 5, runners: [runner(72, '2. Night Owl', [4.5], [4.6])] }));
    expect(screen.getByTestId('back-72-0').textContent).toBe('4.5100');
    // another market's message is not this race's
    act(() => sockets[0]!.push({ type: 'delta', marketId: '1.9', seq: 9, status: 'SUSPENDED' }));
    expect(screen.queryByTestId('race-suspended')).toBeNull();
    act(() => sockets[0]!.push({ type: 'delta', marketId: '1.7001', seq: 6, status: 'SUSPENDED' }));
    expect(screen.getByTestId('race-suspended')).toBeTruthy();

    // a drop: polling takes over, and the stream comes back after a second
    const polls = seen.length;
    act(() => sockets[0]!.drop());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(sockets).toHaveLength(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(seen.length).toBeGreaterThan(polls);
  });
});
