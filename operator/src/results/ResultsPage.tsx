// Settle a market with its winner or void it with a reason (the reason and who decided are kept
// and shown on the player's statement). Only the platform operator runs results.
import { useState, type FormEvent } from 'react';
import { api } from '../app/api';
import { Notice } from '../app/Notice';

export function ResultsPage() {
  const [marketId, setMarketId] = useState('');
  const [winner, setWinner] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = winner.trim() ? { market_id: marketId.trim(), winner_selection_id: winner.trim() } : { market_id: marketId.trim(), void_reason: reason.trim() };
    try {
      const out = await api<{ settled_bets: number; already_settled: boolean }>('POST', 'operator/markets/settle', body);
      setMessage({ text: out.already_settled ? 'Market was already settled' : `Market ${winner.trim() ? 'settled' : 'voided'}: ${out.settled_bets} bets` });
    } catch (err) {
      setMessage({ text: (err as Error).message, error: true });
    }
  };
  return (
    <section>
      <h1>Results</h1>
      <form className="card narrow" onSubmit={submit} aria-label="Settle or void a market">
        <label>
          Market id
          <input value={marketId} placeholder="1.234567" onChange={(e) => setMarketId(e.target.value)} required />
        </label>
        <label>
          Winner selection id (to settle)
          <input inputMode="numeric" value={winner} onChange={(e) => setWinner(e.target.value)} />
        </label>
        <label>
          Or void reason (shown to players)
          <input value={reason} maxLength={200} disabled={winner.trim() !== ''} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Notice text={message?.text ?? null} error={message?.error} />
        <button type="submit">{winner.trim() ? 'Settle market' : 'Void market'}</button>
      </form>
    </section>
  );
}
