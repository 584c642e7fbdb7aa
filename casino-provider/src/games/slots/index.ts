// The slot games.
import { slotGame } from './slot-game';
import { CRICKET_CHAMPIONS, DIWALI_LIGHTS, LOTUS_SEVENS, MAHARAJA_GEMS, MONSOON_PEACOCK, TIGER_TEMPLE } from './machines';

export const slotGames = () => [
  slotGame({ id: 'slot-lotus-sevens', name: 'Lotus Sevens', categories: ['main', 'all'], rtpBasisPoints: 9613, blurb: 'Classic 3 reels, 5 lines' }, LOTUS_SEVENS),
  slotGame({ id: 'slot-maharaja-gems', name: 'Maharaja Gems', categories: ['main', 'all'], rtpBasisPoints: 9589, blurb: '5 reels, 10 lines' }, MAHARAJA_GEMS),
  slotGame({ id: 'slot-tiger-temple', name: 'Tiger Temple', categories: ['main', 'all'], rtpBasisPoints: 9677, blurb: '5 reels, 20 lines' }, TIGER_TEMPLE),
  slotGame({ id: 'slot-cricket-champions', name: 'Cricket Champions', categories: ['main', 'all'], rtpBasisPoints: 9603, blurb: '5 reels, 10 lines' }, CRICKET_CHAMPIONS),
  slotGame({ id: 'slot-diwali-lights', name: 'Diwali Lights', categories: ['all'], rtpBasisPoints: 9589, blurb: '5 reels, 20 lines' }, DIWALI_LIGHTS),
  slotGame({ id: 'slot-monsoon-peacock', name: 'Monsoon Peacock', categories: ['all'], rtpBasisPoints: 9558, blurb: '5 reels, 20 lines' }, MONSOON_PEACOCK),
];
