// The allowed-countries rule at the edge (issue 33; domain/jurisdiction.ts): the request's host and the
// client address's country, and at sign-up the mobile's. Used by sign-up, deposit, bets and game launch.
//   GET /site/country → {country, allowed, moneyMode} (designed: the client shows its page when not allowed)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SiteCountryAnswer } from '@khel/shared-kernel/contract-schemas';
import type { Sql } from '../store/db';
import { assertCountryAllowed, countryAllowed, countryOfMobile } from '../domain/jurisdiction';
import { hostMoneyOf } from '../domain/money-mode';
import { hostOfRequest } from '../site/request-host';
import { requestCountry } from '../site/request-country';
import { ok } from './reply';

/** Refuses the request outside the host's allowed countries; `phone` adds the mobile's country (sign-up). */
export async function refuseOutsideAllowedCountries(db: Sql, req: FastifyRequest, phone?: { countryCode: string; mobile: string }): Promise<void> {
  const host = await hostOfRequest(db, req);
  const address = await requestCountry(req);
  assertCountryAllowed(host.config, phone ? { address, mobile: countryOfMobile(phone.countryCode, phone.mobile) } : { address });
}

/** A preHandler for a whole route: the address's country only. */
export const countryGate = (db: Sql) => async (req: FastifyRequest) => refuseOutsideAllowedCountries(db, req);

export const jurisdictionRoutes =
  (db: Sql): FastifyPluginAsync =>
  async (app) => {
    app.get('/site/country', { schema: { summary: "The request's country, and whether this host takes players from it", tags: ['site'], response: { 200: SiteCountryAnswer } } }, async (req) => {
      const host = await hostOfRequest(db, req);
      const country = await requestCountry(req);
      return ok({ country, allowed: countryAllowed(host.config, country), moneyMode: hostMoneyOf(host.config).mode });
    });
  };
