// The money pages, one chunk: deposit, withdraw, transactions.
export { DepositPage } from './deposit/DepositPage';
export { WithdrawPage } from './withdraw/WithdrawPage';
export { TransactionsPage, TransactionDetailsPage } from './transactions/TransactionsPage';
