// A slot's page markup: reels, stake, spin, paytable, stated RTP and the fairness check; its browser
// module is src/client/slot.ts (given the machine as data), its styles src/client/styles/slot.css.
import type { GameInfo } from '../registry';
import type { SlotMachine } from './engine';
import { escapeHtml, type PageContent } from '../../http/page';
import type { SlotData } from '../../client/slot';
import { SLOT_STAKES_PAISE } from './slot-game';
import type { Lang } from '../../i18n';
import { fairPanel, pageText, playControls } from '../instant/instant-page';

export function slotPage(game: GameInfo, m: SlotMachine, lang: Lang = 'en'): PageContent {
  const t = pageText(lang);
  const reels = m.reels.length;
  const payRows = m.symbols
    .map((s, i) => `<tr><td><span data-symbol="${i}">${escapeHtml(s.glyph)}</span> ${t(`sym.${s.key}`)}</td>${[3, 4, 5].slice(0, reels - 2).map((k) => `<td>${m.pays[i]![k] ? `×${m.pays[i]![k]}` : '–'}</td>`).join('')}</tr>`)
    .join('');
  const body = `<div class="machine reels-${reels}" data-testid="slot-machine">${Array.from({ length: m.rows * reels }, (_, i) => {
    // The reels at rest before the first spin: each stopped at a different place.
    const at = m.reels[i % reels]![(Math.floor(i / reels) + (i % reels) * 5) % m.reels[i % reels]!.length]!;
    return `<div class="cell" data-cell="${i}" data-symbol="${at}">${escapeHtml(m.symbols[at]!.glyph)}</div>`;
  }).join('')}</div>
${playControls(t, 'slot', 'slots.spin')}
<table class="pay"><caption>${t('slots.paytable', { lines: m.lines.length })}</caption><tr><th>${t('slots.symbol')}</th>${[3, 4, 5].slice(0, reels - 2).map((k) => `<th>${t('slots.inARow', { n: k })}</th>`).join('')}</tr>${payRows}</table>
${fairPanel(t, 'slot', t('slots.rtp', { rtp: (game.rtpBasisPoints / 100).toFixed(2) }))}`;

  const data: SlotData = {
    id: game.id,
    glyphs: m.symbols.map((sym) => sym.glyph),
    colours: m.symbols.map((sym) => sym.colour),
    lines: m.lines.map((l) => [...l]),
    reels,
    rows: m.rows,
    stakePaise: SLOT_STAKES_PAISE[0]!,
  };
  return { title: game.name, body, kind: 'slot', data };
}
