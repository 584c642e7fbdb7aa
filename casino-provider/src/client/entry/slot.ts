import { jsonOf, startRuntime } from '../runtime';
import { startSlot, type SlotData } from '../slot';

startSlot(startRuntime(), jsonOf<SlotData>('khel-page'));
