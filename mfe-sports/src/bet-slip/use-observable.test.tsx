import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { useObservable } from './use-observable';

describe('useObservable', () => {
  function Shown({ source, renders }: { source: BehaviorSubject<number> | Subject<number>; renders: number[] }) {
    const value = useObservable(source, -1);
    renders.push(value);
    return <p data-testid="value">{value}</p>;
  }

  it("renders a bus's current value at first, once (no second render when the effect subscribes), then its changes", () => {
    const bus = new BehaviorSubject(5);
    const renders: number[] = [];
    render(<Shown source={bus} renders={renders} />);
    expect(renders).toEqual([5]);
    act(() => bus.next(6));
    expect(screen.getByTestId('value').textContent).toBe('6');
  });

  it('starts from the initial value where the source replays nothing', () => {
    const source = new Subject<number>();
    const renders: number[] = [];
    render(<Shown source={source} renders={renders} />);
    expect(screen.getByTestId('value').textContent).toBe('-1');
    act(() => source.next(3));
    expect(screen.getByTestId('value').textContent).toBe('3');
  });
});
