// The scratch card as a provider game: a card is bought (the stake debited, its prize credited at
// once: the card is decided when bought), then scratched cell by cell on the page; three of a symbol
// win its prize. Its round engine is the instant games' (fair-instant.ts: state, seed, buy, verify);
// its browser module (src/client/scratch.ts) checks a card by running scratchCard itself over Web Crypto.
import { FairRandom } from '../../fair/seeds';
import type { PageContent } from '../../http/page';
import type { ScratchData } from '../../client/scratch';
import type { Lang, UiKey } from '../../i18n';
import type { GameDefinition, GameInfo } from '../registry';
import { INSTANT_STAKES_PAISE, instantGame } from './fair-instant';
import { fairPanel, pageText, playControls } from './instant-page';
import { CELLS, SCRATCH_RTP_BASIS_POINTS, SCRATCH_SYMBOLS, scratchCard, scratchPrizeHundredths, TIER_TOTAL } from './scratch-card';

/** How each symbol is drawn on the card (a character every font has) and its colour, by its key. */
export const SCRATCH_GLYPHS: Readonly<Record<string, { glyph: string; colour: string }>> = {
  diya: { glyph: '✹', colour: '#ffb000' },
  lotus: { glyph: '❀', colour: '#ff8fd1' },
  peacock: { glyph: '✾', colour: '#3ddc84' },
  elephant: { glyph: '♞', colour: '#b9c2d9' },
  crown: { glyph: '♛', colour: '#ffd54a' },
  jewel: { glyph: '◆', colour: '#4dabff' },
};

interface ScratchOutcome {
  cells: number[];
  prizeHundredths: number;
}

const SCRATCH: GameInfo = {
  id: 'scratch-lucky-diya',
  name: 'Lucky Diya Scratch',
  section: 'slots',
  categories: ['scratch'],
  // Σ weight × prize / total, exactly (9600 basis points), measured by bench/instant-rtp.mjs
  rtpBasisPoints: SCRATCH_RTP_BASIS_POINTS,
  blurb: 'Nine cells, three alike win',
};

function scratchPage(game: GameInfo, lang: Lang): PageContent {
  const t = pageText(lang);
  const rows = SCRATCH_SYMBOLS.map(
    (s, i) =>
      `<tr><td><span class="sym" data-symbol="${i}">${SCRATCH_GLYPHS[s.key]!.glyph}</span> ${t(`sym.${s.key}` as UiKey)}</td><td>×${s.prizeHundredths / 100}</td><td>${((s.weight * 100) / TIER_TOTAL).toFixed(2)}%</td></tr>`,
  ).join('');
  const cells = Array.from({ length: CELLS }, (_, i) => `<button class="scratch-cell" data-cell="${i}" data-testid="scratch-cell-${i}" disabled aria-label="${t('scratch.cell', { n: i + 1 })}"></button>`).join('');
  const body = `<p class="hint">${t('scratch.hint')}</p>
<div class="scratch-card" data-testid="scratch-card">${cells}</div>
<div class="reveal-row"><button class="chip" id="reveal-all" data-testid="scratch-reveal-all" disabled>${t('scratch.revealAll')}</button></div>
${playControls(t, 'scratch', 'scratch.buy')}
<table class="pay"><caption>${t('scratch.paytable')}</caption><tr><th>${t('slots.symbol')}</th><th>${t('scratch.threePays')}</th><th>${t('wheel.chance')}</th></tr>${rows}</table>
${fairPanel(t, 'scratch', t('scratch.rtp', { rtp: (SCRATCH_RTP_BASIS_POINTS / 100).toFixed(2) }))}`;
  const data: ScratchData = {
    id: game.id,
    glyphs: SCRATCH_SYMBOLS.map((s) => SCRATCH_GLYPHS[s.key]!.glyph),
    colours: SCRATCH_SYMBOLS.map((s) => SCRATCH_GLYPHS[s.key]!.colour),
    stakePaise: INSTANT_STAKES_PAISE[0]!,
  };
  return { title: game.name, body, kind: 'scratch', data };
}

export const scratchCardGame = (): GameDefinition =>
  instantGame<ScratchOutcome>(
    SCRATCH,
    scratchPage,
    {
      outcome: (serverSeed, clientSeed, nonce) => {
        const cells = scratchCard(new FairRandom(serverSeed, clientSeed, nonce));
        return { cells, prizeHundredths: scratchPrizeHundredths(cells) };
      },
      winPaise: (stakePaise, o) => (stakePaise * o.prizeHundredths) / 100,
      shown: (o) => ({ cells: o.cells, prizeHundredths: o.prizeHundredths }),
    },
    'buy',
  );
