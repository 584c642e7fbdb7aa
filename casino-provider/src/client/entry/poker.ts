import { jsonOf, startRuntime } from '../runtime';
import { startPoker, type PokerData } from '../poker';

startPoker(startRuntime(), jsonOf<PokerData>('khel-page'));
