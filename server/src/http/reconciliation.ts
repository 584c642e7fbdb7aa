// UTR reconciliation from the operator's bank statement (payments/reconciliation.ts).
//   POST /operator/payments/reconciliation {file_name, csv} → data: the review (matched lines approved now
//        or before, mismatches, lines with no deposit, duplicates, lines of decided deposits, pending deposits
//        with no line), amounts in rupees beside paise
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import * as S from '@khel/shared-kernel/contract-schemas';
import type { Database } from '../store/db';
import { actorOf, requireOperator } from '../operator/operators';
import { reconcileStatement, type ReviewLine } from '../payments/reconciliation';
import { badRequest, ok } from './reply';
import { bodyOf, paiseToRupees } from './input';

const wireLine = (l: ReviewLine) => ({
  ...l,
  credit: paiseToRupees(l.credit_paise),
  deposit_amount: l.deposit_amount_paise === null ? null : paiseToRupees(l.deposit_amount_paise),
});

export const reconciliationRoutes =
  (db: Database): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/operator/payments/reconciliation',
      {
        preHandler: requireOperator(db),
        bodyLimit: 6 * 1024 * 1024,
        schema: {
          summary: 'Reconcile pending deposits with a bank statement (CSV): approves every deposit whose UTR and amount match a credit line',
          tags: ['operator'],
          security: [{ player: [] }],
          body: S.ReconciliationRequest,
          response: { 200: S.ReconciliationAnswer },
        },
      },
      async (req) => {
        const body = (bodyOf(req) ?? {}) as { file_name?: string; csv?: string };
        if (typeof body.csv !== 'string' || body.csv.trim() === '') throw badRequest('Choose a bank statement file (CSV)');
        const r = await reconcileStatement(db, actorOf(req), { name: body.file_name || 'statement.csv', csv: body.csv });
        return ok(
          {
            ...r,
            matched: r.matched.map(wireLine),
            mismatches: r.mismatches.map(wireLine),
            lines_without_deposit: r.lines_without_deposit.map(wireLine),
            duplicates: r.duplicates.map(wireLine),
            already_decided: r.already_decided.map(wireLine),
            deposits_without_line: r.deposits_without_line.map((d) => ({ ...d, created_at: d.created_at.toISOString(), amount: paiseToRupees(d.amount_paise) })),
          },
          `${r.matched.filter((l) => l.approved_now).length} deposits approved`,
        );
      },
    );
  };
