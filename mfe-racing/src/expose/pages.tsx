// The racing section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

const placeholder = (title: string) =>
  React.lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: () => <m.PlaceholderPage title={title} /> })));

export const section = 'racing';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'horse-racing': placeholder('Horse Racing'),
  'greyhound-racing': placeholder('Greyhound Racing'),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
