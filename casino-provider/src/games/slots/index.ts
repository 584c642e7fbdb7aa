// The slot games.
import { slotGame } from './slot-game';
import { LOTUS_SEVENS, MAHARAJA_GEMS, TIGER_TEMPLE } from './machines';

export const slotGames = () => [
  slotGame({ id: 'slot-lotus-sevens', name: 'Lotus Sevens', categories: ['main', 'all'], rtpBasisPoints: 9613, blurb: 'Classic 3 reels, 5 lines' }, LOTUS_SEVENS),
  slotGame({ id: 'slot-maharaja-gems', name: 'Maharaja Gems', categories: ['main', 'all'], rtpBasisPoints: 9589, blurb: '5 reels, 10 lines' }, MAHARAJA_GEMS),
  slotGame({ id: 'slot-tiger-temple', name: 'Tiger Temple', categories: ['main', 'all'], rtpBasisPoints: 9677, blurb: '5 reels, 20 lines' }, TIGER_TEMPLE),
];
