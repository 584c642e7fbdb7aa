// The casino section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

const placeholder = (title: string) =>
  React.lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: () => <m.PlaceholderPage title={title} /> })));

export const section = 'casino';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'indian-card-games': placeholder('Indian Card Games'),
  'indian-casino': placeholder('Indian Casino'),
  'casino-lobby': placeholder('Casino Lobby'),
  'slot-games': placeholder('Slot Games'),
  'casino-live': placeholder('Live Casino'),
  'table-casino-live': placeholder('Live Casino Table'),
  'casino-live-by-id': placeholder('Live Casino'),
  'livegames': placeholder('Live Games'),
  'aviator': placeholder('Aviator'),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
