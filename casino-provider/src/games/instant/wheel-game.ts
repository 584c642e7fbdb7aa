// The fortune wheel as a provider game (the spec's fortuneWheel): one spin a round, the stake times the
// segment's multiplier. Its round engine is the instant games' (fair-instant.ts: state, seed, spin,
// verify); its page draws the wheel's 54 segments as SVG markup, and its browser module
// (src/client/wheel.ts) turns it and checks a spin by running spinWheel itself over Web Crypto.
import { FairRandom } from '../../fair/seeds';
import type { PageContent } from '../../http/page';
import type { WheelData } from '../../client/wheel';
import type { Lang } from '../../i18n';
import type { GameDefinition, GameInfo } from '../registry';
import { INSTANT_STAKES_PAISE, instantGame } from './fair-instant';
import { spinWheel, WHEEL_RTP_BASIS_POINTS, WHEEL_SEGMENTS, wheelWinPaise, type WheelOutcome } from './fortune-wheel';
import { fairPanel, pageText, playControls } from './instant-page';

/** The colour of a multiplier's segments (hundredths → fill); a losing segment is dark. */
export const WHEEL_COLOURS: Readonly<Record<number, string>> = { 0: '#2a2d3a', 100: '#1f7ae0', 150: '#1a9c4a', 200: '#e07b10', 300: '#c8102e', 700: '#f5c84c' };

const R = 150;
const round1 = (n: number) => Math.round(n * 10) / 10;
/** A point of the wheel at radius r and angle deg clockwise from the top. */
const at = (r: number, deg: number) => `${round1(r * Math.sin((deg * Math.PI) / 180))} ${round1(-r * Math.cos((deg * Math.PI) / 180))}`;
export const multiplierLabel = (hundredths: number) => (hundredths === 0 ? '✕' : `${hundredths / 100}×`);

function wheelSvg(): string {
  const step = 360 / WHEEL_SEGMENTS.length;
  const segments = WHEEL_SEGMENTS.map((m, i) => {
    const mid = i * step + step / 2;
    return (
      `<path d="M0 0L${at(R, i * step)}A${R} ${R} 0 0 1 ${at(R, (i + 1) * step)}z" fill="${WHEEL_COLOURS[m]}" stroke="#0c0d12" stroke-width="1"/>` +
      `<text transform="rotate(${round1(mid - 90)}) translate(116 0)" text-anchor="middle" dominant-baseline="central" font-size="11" font-weight="700" fill="${m === 700 ? '#16181f' : '#fff'}">${multiplierLabel(m)}</text>`
    );
  }).join('');
  return `<svg class="wheel" id="wheel" data-testid="wheel" viewBox="-160 -160 320 320" role="img"><circle r="158" fill="#5a3412" stroke="#f5c84c" stroke-width="4"/>${segments}<circle r="34" fill="#16181f" stroke="#f5c84c" stroke-width="3"/><circle r="8" fill="#f5c84c"/></svg>`;
}

const WHEEL: GameInfo = {
  id: 'fortune-wheel',
  name: 'Fortune Wheel',
  section: 'live',
  categories: ['shows'],
  // Σ multipliers / segments, exactly (9629.63 basis points), measured by bench/instant-rtp.mjs
  rtpBasisPoints: Math.round(WHEEL_RTP_BASIS_POINTS),
  blurb: '54 segments, up to ×7',
};

function wheelPage(game: GameInfo, lang: Lang): PageContent {
  const t = pageText(lang);
  const counts = [...new Set(WHEEL_SEGMENTS)].sort((a, b) => b - a).map((m) => [m, WHEEL_SEGMENTS.filter((s) => s === m).length] as const);
  const rows = counts.map(([m, n]) => `<tr><td><span class="swatch" data-multiplier="${m}"></span> ${m === 0 ? t('wheel.noPrize') : `×${m / 100}`}</td><td>${n}</td><td>${((n * 100) / WHEEL_SEGMENTS.length).toFixed(2)}%</td></tr>`).join('');
  const body = `<div class="wheel-box"><div class="pointer" aria-hidden="true"></div>${wheelSvg()}</div>
${playControls(t, 'wheel', 'slots.spin')}
<table class="pay"><caption>${t('wheel.paytable', { segments: WHEEL_SEGMENTS.length })}</caption><tr><th>${t('wheel.pays')}</th><th>${t('wheel.segments')}</th><th>${t('wheel.chance')}</th></tr>${rows}</table>
${fairPanel(t, 'wheel', t('wheel.rtp', { rtp: (WHEEL_RTP_BASIS_POINTS / 100).toFixed(2) }))}`;
  const data: WheelData = { id: game.id, segments: WHEEL_SEGMENTS.length, stakePaise: INSTANT_STAKES_PAISE[0]! };
  return { title: game.name, body, kind: 'wheel', data };
}

export const fortuneWheelGame = (): GameDefinition =>
  instantGame<WheelOutcome>(WHEEL, wheelPage, {
    outcome: (serverSeed, clientSeed, nonce) => spinWheel(new FairRandom(serverSeed, clientSeed, nonce)),
    winPaise: wheelWinPaise,
    shown: (o) => ({ segment: o.segment, multiplierHundredths: o.multiplierHundredths }),
  });
