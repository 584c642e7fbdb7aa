// What the console's calls answer (server/src/http/operator-console.ts); money in rupees.
export interface Me {
  operator: { id: number; operatorId: number; userName: string; name: string };
  role: 'platform' | 'host';
}
export type SectionName = 'sports' | 'racing' | 'casino' | 'account';
export interface Host {
  id: number;
  code: string;
  operatorId: number;
  siteName: string;
  themeColor: string;
  domains: string[];
  commissionBps: number;
  flags: Record<string, boolean>;
  contacts: Record<string, string>;
  limits: { minDeposit: number; maxDeposit: number; minWithdrawal: number; maxWithdrawal: number };
  notices: string[];
  sections: { section: SectionName; enabled: boolean; manifestUrl: string | null }[];
}
export interface Payment {
  id: number;
  kind: 'deposit' | 'withdrawal';
  userId: number;
  userName: string;
  mobile: string | null;
  amount: number;
  status: string;
  reference: string;
  method: string | null;
  note: string | null;
  createdAt: string;
}
export interface PlayerSummary {
  id: number;
  operatorId: number;
  userName: string;
  name: string;
  mobile: string | null;
  balance: number;
  exposure: number;
  lastLoginAt: string | null;
  lockedAt: string | null;
  lockedReason: string | null;
}
export interface PlayerDetail extends PlayerSummary {
  bonus: number;
  betSettings: Record<string, number>;
  responsibleGambling: {
    limits: Record<'deposit' | 'loss', Record<'day' | 'week' | 'month', { value: number | null; pending: { value: number | null; effectiveAtMs: number } | null }>>;
    realityCheckMinutes: number | null;
    coolOffUntil: string | null;
    selfExcludedUntil: string | null;
  };
  openBets: { id: number; kind: string; marketId: string | null; fancyId: number | null; isBack: boolean; price: number; stake: number; matched: number; createdAt: string }[];
  statement: { id: number; kind: string; memo: string | null; amount: number; balanceAfter: number | null; createdAt: string }[];
  payments: { type: string; id: number; amount: number; status: string; reference: string | null; createdAt: string }[];
}
