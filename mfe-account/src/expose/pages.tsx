// The account section's pages, keyed as in the shared route table (@khel/shared-kernel ROUTES).
// Each page group is its own chunk, loaded when its route is first visited.
import * as React from 'react';
import { KERNEL_INSTANCE_ID, instanceIdOf, type RemotePagesModule } from '@khel/shared-kernel';

type Loader = () => Promise<React.ComponentType>;
const page = (load: Loader) => React.lazy(async () => ({ default: await load() }));

const money = () => import('../payments');
const statements = () => import('../statements/StatementPage');
const settings = () => import('../settings/SettingsPages');
const policies = () => import('../policies/PolicyPages');

export const section = 'account';

export const pages: RemotePagesModule<React.ComponentType>['pages'] = {
  'deposit': page(async () => (await money()).DepositPage),
  'withdraw': page(async () => (await money()).WithdrawPage),
  'transactions': page(async () => (await money()).TransactionsPage),
  'transaction-details': page(async () => (await money()).TransactionDetailsPage),
  'bonuses': page(async () => (await import('../statements/BonusesPage')).BonusesPage),
  'bonus-statement': page(async () => { const m = await statements(); return () => <m.StatementPage kind="bonus" />; }),
  'betting-profit-loss': page(async () => (await statements()).ProfitLossPage),
  'betting-profit-loss-details': page(async () => { const m = await statements(); return () => <m.MarketBetsPage titleKey="accountPages.profitLossDetails" />; }),
  'account-statement': page(async () => { const m = await statements(); return () => <m.StatementPage kind="account" />; }),
  'account-statement-details': page(async () => { const m = await statements(); return () => <m.MarketBetsPage titleKey="accountPages.statementDetails" />; }),
  'transfer-statement': page(async () => { const m = await statements(); return () => <m.StatementPage kind="transfer" />; }),
  'time-setting': page(async () => (await settings()).TimeSettingPage),
  'settings': page(async () => (await settings()).SettingsPage),
  'change-password': page(async () => (await settings()).ChangePasswordPage),
  'responsible-gambling': page(async () => { const m = await policies(); return () => <m.PolicyPage page="responsible-gambling" />; }),
  'privacy-policy': page(async () => { const m = await policies(); return () => <m.PolicyPage page="privacy-policy" />; }),
  'exclusion-policy': page(async () => { const m = await policies(); return () => <m.PolicyPage page="exclusion-policy" />; }),
  'rules-regulations': page(async () => { const m = await policies(); return () => <m.PolicyPage page="rules-regulations" />; }),
  'app-download': page(async () => (await policies()).AppDownloadPage),
};

export const diagnostics: RemotePagesModule<React.ComponentType>['diagnostics'] = {
  kernelInstanceId: KERNEL_INSTANCE_ID,
  reactInstanceId: instanceIdOf(React),
};
