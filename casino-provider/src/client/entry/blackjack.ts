import { jsonOf, startRuntime } from '../runtime';
import { startBlackjack, type BlackjackData } from '../blackjack';

startBlackjack(startRuntime(), jsonOf<BlackjackData>('khel-page'));
