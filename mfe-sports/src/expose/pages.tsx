// The sports section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

export const section = 'sports';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  // the home page is where most visits start: its chunks download as soon as this module loads (a
  // preload link webpack adds), not once the shell has rendered the frame and asks for the page (issue
  // #20, BENCHMARKS.md §7 fourth step; other pages download them too: about 5 KiB)
  'home': React.lazy(() => import(/* webpackPreload: true */ '../home/HomePage')),
  'sport': React.lazy(() => import('../sport/SportPage').then((m) => ({ default: m.SportPage }))),
  'competition': React.lazy(() => import('../sport/SportPage').then((m) => ({ default: m.CompetitionPage }))),
  'event': React.lazy(() => import('../event/EventPage')),
  'election': React.lazy(() => import('../sport/SportPage').then((m) => ({ default: m.ElectionPage }))),
  'open-bets': React.lazy(() => import('../open-bets/OpenBetsPage')),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
