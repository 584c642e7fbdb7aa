import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyOnIntent } from './on-intent';

const Part = ({ label }: { label: string }) => <p data-testid="part">{label}</p>;

/** Renders the part inside its Suspense boundary and waits for it. */
const renderPart = async (part: ReturnType<typeof lazyOnIntent<{ label: string }>>, label: string) =>
  act(async () => {
    render(
      <Suspense fallback={null}>
        <part.Component label={label} />
      </Suspense>,
    );
  });

describe('a part loaded on intent', () => {
  it('asks for its chunk once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const part = lazyOnIntent(load);
    part.preload();
    part.preload();
    await renderPart(part, 'open');
    expect(screen.getByTestId('part').textContent).toBe('open');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed preload, so the next intent or the render can still load it', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const part = lazyOnIntent(load);
    part.preload();
    await act(async () => {
      await Promise.resolve();
    });
    await renderPart(part, 'again');
    expect(screen.getByTestId('part').textContent).toBe('again');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
