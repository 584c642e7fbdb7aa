// The account section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

const placeholder = (title: string) =>
  React.lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: () => <m.PlaceholderPage title={title} /> })));

export const section = 'account';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'deposit': placeholder('Deposit'),
  'withdraw': placeholder('Withdraw'),
  'transactions': placeholder('Transactions'),
  'transaction-details': placeholder('Transaction Details'),
  'bonuses': placeholder('Bonuses'),
  'bonus-statement': placeholder('Bonus Statement'),
  'betting-profit-loss': placeholder('Betting Profit & Loss'),
  'betting-profit-loss-details': placeholder('Betting Profit & Loss Details'),
  'account-statement': placeholder('Account Statement'),
  'account-statement-details': placeholder('Account Statement Details'),
  'transfer-statement': placeholder('Transfer Statement'),
  'time-setting': placeholder('Time Setting'),
  'settings': placeholder('Settings'),
  'change-password': placeholder('Change Password'),
  'responsible-gambling': placeholder('Responsible Gambling'),
  'privacy-policy': placeholder('Privacy Policy'),
  'exclusion-policy': placeholder('Exclusion Policy'),
  'rules-regulations': placeholder('Rules & Regulations'),
  'app-download': placeholder('App Download'),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
