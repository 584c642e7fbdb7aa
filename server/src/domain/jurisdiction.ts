// Where a real-money host may take players from (issue 33): its operator's licence names the allowed
// countries (hosts.config.allowedCountries, ISO 3166-1 alpha-2). A request's country is the client
// address's (site/request-country.ts) and, at sign-up, the mobile number's as well. Outside the list a
// visitor may browse, but not sign up, deposit, bet or open a game. A play-money host and a host with
// no list take everyone. Pure: no I/O.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError } from './errors';
import { hostMoneyOf } from './money-mode';

/** The host's allowed countries, upper-case; null: no restriction (a play-money host, or no list set). */
export function allowedCountriesOf(config: Record<string, unknown>): string[] | null {
  if (hostMoneyOf(config).mode === 'play' || !Array.isArray(config.allowedCountries) || config.allowedCountries.length === 0) return null;
  return config.allowedCountries.filter((c): c is string => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c)).map((c) => c.toUpperCase());
}

/** The country of a mobile number ('+91' and '9876543210' → 'IN'); null when the number names none. */
export function countryOfMobile(countryCode: string, mobile: string): string | null {
  return parsePhoneNumberFromString(`+${countryCode.replace(/^\+/, '')}${mobile}`)?.country ?? null;
}

export const COUNTRY_REFUSAL = 'Real-money play is not available in your country.';

/**
 * A refusal the client recognises (`countryRefused`) to show its page explaining why: 'invalid' (400),
 * never 403, which would end the visitor's session (§4.1) although they may go on browsing.
 */
export const countryRefusal = (country: string | null) => new DomainError('invalid', COUNTRY_REFUSAL, { countryRefused: true, country });

/**
 * Refuses unless every known country is allowed: the address's country must be in the list (an address
 * with no country — a private network — is refused where a list is set), and so must the mobile's.
 */
export function assertCountryAllowed(config: Record<string, unknown>, found: { address: string | null; mobile?: string | null }): void {
  const allowed = allowedCountriesOf(config);
  if (!allowed) return;
  if (found.address === null || !allowed.includes(found.address)) throw countryRefusal(found.address);
  if (found.mobile !== undefined && (found.mobile === null || !allowed.includes(found.mobile))) throw countryRefusal(found.mobile);
}

/** Whether the host takes a player from `country` (the client's question, to show its page). */
export const countryAllowed = (config: Record<string, unknown>, country: string | null): boolean => {
  const allowed = allowedCountriesOf(config);
  return allowed === null || (country !== null && allowed.includes(country));
};
