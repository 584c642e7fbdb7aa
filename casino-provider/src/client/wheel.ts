// The fortune wheel's page (its markup: src/games/instant/wheel-game.ts): the wheel turns to the
// segment the round drew, and 'Check last round' reruns the provider's own spinWheel over the
// revealed seeds with Web Crypto (./fair.ts), comparing the segment with the one the wheel stopped at.
import { spinWheel } from '../games/instant/fortune-wheel';
import { byId } from './dom';
import { replayFair } from './fair';
import { startInstant, type InstantRound } from './instant';
import type { Khel } from './runtime';

/** What the page's data gives (src/games/instant/wheel-game.ts). */
export interface WheelData {
  id: string;
  segments: number;
  stakePaise: number;
}
interface WheelSpin extends InstantRound {
  segment: number;
  multiplierHundredths: number;
}

/** How long the wheel turns (the stylesheet's transition; a reduced-motion one ends sooner). */
const TURN_MS = 4000;

export function startWheel(khel: Khel, data: WheelData): () => void {
  const wheel = byId('wheel');
  let turned = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = 360 / data.segments;
  return startInstant<WheelSpin>(khel, {
    id: data.id,
    play: 'spin',
    stakePaise: data.stakePaise,
    checkOk: 'wheel.checkOk',
    reset: () => wheel.classList.remove('landed'),
    show: (r) =>
      new Promise<void>((done) => {
        // five turns and on to the segment's middle under the pointer (at the top)
        const target = 360 - (r.segment * step + step / 2);
        turned += 5 * 360 + ((((target - turned) % 360) + 360) % 360);
        const finish = () => {
          clearTimeout(timer);
          wheel.removeEventListener('transitionend', finish);
          wheel.dataset.segment = String(r.segment);
          wheel.classList.add('landed');
          done();
        };
        wheel.addEventListener('transitionend', finish);
        timer = setTimeout(finish, TURN_MS + 300);
        // through the CSSOM: the page's CSP allows no style attribute
        wheel.style.transform = `rotate(${turned}deg)`;
      }),
    check: async (f) => {
      const again = await replayFair(f.serverSeed, f.clientSeed, f.nonce, spinWheel);
      return String(again.segment) === wheel.dataset.segment;
    },
  });
}
