import { jsonOf, startRuntime } from '../runtime';
import { startScratch, type ScratchData } from '../scratch';

startScratch(startRuntime(), jsonOf<ScratchData>('khel-page'));
