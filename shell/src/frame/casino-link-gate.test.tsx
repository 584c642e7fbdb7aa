import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { cleanToasts, endSession, loginRequests$, startSession, takeResumePath, toasts$, type LoginUser, type Toast } from '@khel/shared-kernel';
import { useCasinoLinkGate } from './casino-link-gate';

const player = (isDemo: boolean) => ({ id: 1, user_name: 'p', operatorId: 1, is_demo: isDemo, token: { accessToken: 't', exp: 2e9 } }) as LoginUser;

function Frame() {
  useCasinoLinkGate();
  return (
    <>
      <Link to="/slot-games">Slots</Link>
      <Link to="/casino-lobby/slot-games/Turbo Games">Turbo</Link>
      <Link to="/sports-page/Cricket/4">Cricket</Link>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/slot-games" element={<p>slots page</p>} />
        <Route path="/casino-lobby/*" element={<p>lobby page</p>} />
        <Route path="/sports-page/*" element={<p>sports page</p>} />
      </Routes>
    </>
  );
}

let shown: readonly Toast[] = [];
const logins: unknown[] = [];
toasts$.subscribe((t) => (shown = t));
loginRequests$.subscribe((r) => logins.push(r));

beforeEach(() => {
  endSession();
  cleanToasts();
  takeResumePath();
  logins.length = 0;
});

const click = (name: string) => act(() => screen.getByText(name).click());

describe('the casino gate on the frame\'s links', () => {
  it('a visitor gets the login dialog, the target is remembered, navigation stops', () => {
    render(<MemoryRouter><Frame /></MemoryRouter>);
    click('Turbo');
    expect(screen.getByText('home')).toBeTruthy();
    expect(logins).toEqual([{ tab: 1, resumePath: '/casino-lobby/slot-games/Turbo Games' }]);
    expect(takeResumePath()).toBe('/casino-lobby/slot-games/Turbo Games');
  });

  it("a demo user is refused with the spec's message and stays", () => {
    startSession(player(true), 'x');
    render(<MemoryRouter><Frame /></MemoryRouter>);
    click('Slots');
    expect(screen.getByText('home')).toBeTruthy();
    expect(shown.map((t) => t.message)).toEqual(['Please login from your read ID.']);
  });

  it('a real player goes in; links outside the casino are left alone', () => {
    render(<MemoryRouter><Frame /></MemoryRouter>);
    click('Cricket');
    expect(screen.getByText('sports page')).toBeTruthy();
    act(() => startSession(player(false), 'x'));
    click('Slots');
    expect(screen.getByText('slots page')).toBeTruthy();
    expect(logins).toEqual([]);
  });
});
