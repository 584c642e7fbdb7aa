// Wallet calls refused before they reached the wallet (a wrong Pass-Key), kept for the operator.
import type { Sql } from '../store/db';

export async function logRefusedWalletCall(db: Sql, call: { provider: string; call: string; reason: string; ip: string }): Promise<void> {
  await db.query('INSERT INTO casino_refused_calls (provider, call, reason, ip) VALUES ($1, $2, $3, $4)', [call.provider.slice(0, 50) || null, call.call, call.reason, call.ip]);
}
