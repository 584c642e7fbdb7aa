import { act, fireEvent, render, screen } from '@testing-library/react';
import { LadderButton } from '../ladder/LadderButton';
import { RulesButton } from '../rules/RulesButton';

const ladder = { kind: 'market' as const, title: 'Match Odds', rows: [{ name: 'Chennai', pl: -300 }, { name: 'Lucknow', pl: 1310000 }] };

describe('pop-ups', () => {
  it('render above the page, in document.body, not inside the box that opened them', () => {
    const { container } = render(<div style={{ overflow: 'hidden', contentVisibility: 'auto' }}><LadderButton testId="ladder-1" enabled source={ladder} /></div>);
    fireEvent.click(screen.getByTestId('ladder-1'));
    const popup = screen.getByTestId('ladder-popup');
    expect(container.contains(popup)).toBe(false);
    expect(document.body.contains(popup)).toBe(true);
    expect(popup.getAttribute('role')).toBe('dialog');
    // the title, the close button and every row are there; amounts in Indian grouping
    expect(popup.textContent).toContain('Match Odds');
    expect(screen.getByTestId('ladder-close')).toBeTruthy();
    expect(screen.getAllByTestId('ladder-row').map((r) => r.textContent)).toEqual(['Chennai-300.00', 'Lucknow13,10,000.00']);
  });

  it('close on Escape, on a press outside them, and on the close button', () => {
    render(<RulesButton />);
    fireEvent.click(screen.getByTestId('rules-open'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('rules-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('rules-open'));
    fireEvent.mouseDown(screen.getByTestId('rules-popup'));
    expect(screen.queryByTestId('rules-popup')).not.toBeNull(); // a press inside keeps it
    fireEvent.mouseDown(screen.getByTestId('rules-popup-overlay'));
    expect(screen.queryByTestId('rules-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('rules-open'));
    fireEvent.click(screen.getByTestId('rules-close'));
    expect(screen.queryByTestId('rules-popup')).toBeNull();
  });

  it('show one at a time: opening another closes the first', () => {
    render(
      <>
        <LadderButton testId="ladder-1" enabled source={ladder} />
        <LadderButton testId="ladder-2" enabled source={{ ...ladder, title: 'Bookmaker' }} />
        <RulesButton />
      </>,
    );
    fireEvent.click(screen.getByTestId('ladder-1'));
    act(() => void fireEvent.click(screen.getByTestId('ladder-2')));
    expect(screen.getAllByTestId('ladder-popup')).toHaveLength(1);
    expect(screen.getByTestId('ladder-popup').textContent).toContain('Bookmaker');
    act(() => void fireEvent.click(screen.getByTestId('rules-open')));
    expect(screen.queryByTestId('ladder-popup')).toBeNull();
    expect(screen.getByTestId('rules-popup')).toBeTruthy();
  });
});
