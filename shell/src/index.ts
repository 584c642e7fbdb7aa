// The async boundary: shared singletons are negotiated before any application code runs. Before it,
// the first page's registry, remote and data are asked for (federation/early-start.ts).
import { startEarly } from './federation/early-start';

startEarly();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
