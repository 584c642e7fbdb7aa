import { jsonOf, startRuntime } from '../runtime';
import { startWheel, type WheelData } from '../wheel';

startWheel(startRuntime(), jsonOf<WheelData>('khel-page'));
