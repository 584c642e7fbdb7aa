// The lobby has no script of its own: the frame's side only (height messages, the balance).
import { startRuntime } from '../runtime';

startRuntime();
