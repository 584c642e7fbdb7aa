// The browser side every instant game's page shares (a slot, the wheel, the scratch card; their
// markup: src/games/instant/instant-page.ts): the stake chips, the play call, the balance (the stake
// shown taken at once, the win once the round is shown: each tells Khel's header), the win counted up,
// and the 'Provably fair' panel — the next seed's hash, and the check of the last round: the revealed
// seed against the hash shown before it, and the game's own check of what was shown.
import type { UiKey } from '../i18n/en';
import { byId, h } from './dom';
import { sha256Hex } from './fair';
import type { Khel } from './runtime';

export interface Fairness {
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: number;
}
export interface InstantRound {
  roundId: string;
  winPaise: number;
  balancePaise: number;
  fairness: Fairness;
  commitment: string;
}

export interface InstantGamePage<R extends InstantRound> {
  /** the game's id (its calls: /api/games/{id}/…) */
  id: string;
  /** its play action ('spin', 'buy') */
  play: string;
  /** the stake chosen when the page opens, in paise */
  stakePaise: number;
  /** clears the last round's marks as a new round starts */
  reset?(): void;
  /** shows the round (an animation, a card to scratch); resolves once it is all shown */
  show(round: R): Promise<void>;
  /** true when what the page shows is what the revealed seeds give */
  check(fairness: Fairness): Promise<boolean>;
  /** the text of a check that holds */
  checkOk: UiKey;
}

/** Starts an instant game's page; returns what stops its timers. */
export function startInstant<R extends InstantRound>(khel: Khel, game: InstantGamePage<R>): () => void {
  const { t: T, inr, money } = khel;
  let stake = game.stakePaise;
  let last: Fairness | null = null;
  let playing = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stakes = document.querySelectorAll<HTMLButtonElement>('[data-stake]');
  stakes.forEach((b) =>
    b.addEventListener('click', () => {
      stake = Number(b.dataset.stake);
      stakes.forEach((o) => o.setAttribute('aria-pressed', String(o === b)));
    }),
  );
  const showState = (state: { commitment: string; clientSeed: string; nonce: number }) => {
    byId('commitment').textContent = state.commitment;
    byId('client-seed').textContent = state.clientSeed;
    byId('nonce').textContent = String(state.nonce);
  };
  khel
    .call<{ commitment: string; clientSeed: string; nonce: number }>(`/api/games/${game.id}/state`, {})
    .then(showState)
    .catch((e: Error) => (byId('error').textContent = e.message));
  const countUp = (paise: number) =>
    new Promise<void>((done) => {
      const steps = 20;
      let i = 0;
      timer = setInterval(() => {
        i++;
        byId('result').replaceChildren(`${T('slots.win')} `, h('b', null, money(Math.round((paise * i) / steps))));
        if (i >= steps) {
          clearInterval(timer);
          done();
        }
      }, 30);
    });
  byId('spin').addEventListener('click', async () => {
    if (playing) return;
    playing = true;
    const button = byId<HTMLButtonElement>('spin');
    button.disabled = true;
    byId('error').textContent = '';
    byId('result').textContent = '';
    game.reset?.();
    try {
      const r = await khel.call<R>(`/api/games/${game.id}/${game.play}`, { stakePaise: stake });
      khel.setBalance(r.balancePaise - (r.winPaise > 0 ? r.winPaise : 0));
      await game.show(r);
      if (r.winPaise > 0) await countUp(r.winPaise);
      else byId('result').textContent = T('slots.noWin');
      khel.setBalance(r.balancePaise);
      last = r.fairness;
      byId('last-round').textContent = T('slots.lastRoundLine', { seed: last.serverSeed, hash: last.hash, nonce: last.nonce });
      byId<HTMLButtonElement>('check').disabled = false;
      byId('check-result').textContent = '';
      showState({ commitment: r.commitment, clientSeed: last.clientSeed, nonce: last.nonce + 1 });
      document.body.dataset.lastRound = r.roundId;
    } catch (e) {
      byId('error').textContent = (e as Error).message;
    } finally {
      playing = false;
      button.disabled = false;
    }
  });
  byId('check').addEventListener('click', async () => {
    if (!last) return;
    const hashOk = (await sha256Hex(last.serverSeed)) === last.hash;
    byId('check-result').textContent = T(hashOk && (await game.check(last)) ? game.checkOk : 'slots.checkBad');
  });
  return () => clearInterval(timer);
}
