// The racing section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

const racingPage = (kind: 'horse' | 'greyhound') =>
  React.lazy(() => import('../page/RacingPage').then((m) => ({ default: () => <m.RacingPage kind={kind} /> })));

export const section = 'racing';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'horse-racing': racingPage('horse'),
  'greyhound-racing': racingPage('greyhound'),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
