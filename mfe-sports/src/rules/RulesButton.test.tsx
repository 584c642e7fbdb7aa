import { fireEvent, render, screen } from '@testing-library/react';
import { RulesButton } from './RulesButton';

describe('rules pop-up', () => {
  it('shows General Rules, switches to Fancy Rules and closes', () => {
    render(<RulesButton />);
    fireEvent.click(screen.getByTestId('rules-open'));
    expect(screen.getByTestId('rules-popup').textContent).toContain('Bookmaker prices are shown as a percentage');
    fireEvent.click(screen.getByTestId('rules-tab-fancy'));
    expect(screen.getByTestId('rules-popup').textContent).toContain('fewer than 45 matches');
    expect(screen.getByTestId('rules-tab-fancy').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('rules-close'));
    expect(screen.queryByTestId('rules-popup')).toBeNull();
  });
});
