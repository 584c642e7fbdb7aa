import { startAviator } from '../aviator';
import { startRuntime } from '../runtime';

startAviator(startRuntime());
