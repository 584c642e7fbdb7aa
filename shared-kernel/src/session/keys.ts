// The session's stored keys (no rxjs here: the shell's entry reads them before the kernel has loaded,
// api/early-fetch.ts).
/** The stored keys the spec names (§3), plus the locally kept last-login time. */
export const SESSION_KEYS = {
  token: 'id_token',
  user: 'user_data',
  tokenExp: 'token_exp',
  userId: 'user_id',
  operatorId: 'operator_id',
  lastVisitTime: 'lastVisitTime',
} as const;
