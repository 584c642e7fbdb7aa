// The casino section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

const lazyPage = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  React.lazy(() => load().then((m) => ({ default: m[name] })));

export const section = 'casino';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'indian-card-games': lazyPage(() => import('../cards/CardGamesLobby'), 'IndianCardGamesPage'),
  'indian-casino': lazyPage(() => import('../cards/CardTablePages'), 'IndianCasinoPage'),
  'casino-lobby': lazyPage(() => import('../lobby/LobbyPage'), 'LobbyPage'),
  'slot-games': lazyPage(() => import('../lobby/SlotGamesPage'), 'SlotGamesPage'),
  'casino-live': lazyPage(() => import('../game/LiveGamePages'), 'CasinoLivePage'),
  'table-casino-live': lazyPage(() => import('../game/LiveGamePages'), 'TableCasinoLivePage'),
  'casino-live-by-id': lazyPage(() => import('../game/LiveGamePages'), 'CasinoLiveByIdPage'),
  'livegames': lazyPage(() => import('../cards/CardTablePages'), 'LiveGamesPage'),
  'aviator': lazyPage(() => import('../cards/CardTablePages'), 'AviatorPage'),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
