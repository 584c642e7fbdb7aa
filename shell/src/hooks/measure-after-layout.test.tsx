import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { measureAfterLayout } from './measure-after-layout';

// A stand-in ResizeObserver: the test plays the browser's layout by calling its callbacks.
const observers: Array<{ callback: () => void; targets: Element[] }> = [];
class FakeResizeObserver {
  private readonly entry: { callback: () => void; targets: Element[] };
  constructor(callback: () => void) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}

function Measured({ onMeasure }: { onMeasure: () => number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => measureAfterLayout([ref.current!], () => setWidth(onMeasure())), [onMeasure]);
  return <p ref={ref} data-testid="measured">{width}</p>;
}

describe('measureAfterLayout (issue #20: no layout forced inside the commit)', () => {
  const real = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  afterEach(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = real;
    observers.length = 0;
  });

  it('measures after the browser lays out, not in the commit, and renders what it set before the paint', () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    const measure = jest.fn(() => 120);
    const { unmount } = render(<Measured onMeasure={measure} />);
    // the commit read no size
    expect(measure).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([screen.getByTestId('measured')]);
    // the browser's layout: the observer's callback measures, and the new value is in the DOM at once (no act, no task)
    observers[0]!.callback();
    expect(measure).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('measured').textContent).toBe('120');
    unmount();
    expect(observers).toHaveLength(0);
  });

  it('measures at once where there is no ResizeObserver', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    render(<Measured onMeasure={() => 80} />);
    expect(screen.getByTestId('measured').textContent).toBe('80');
  });
});
