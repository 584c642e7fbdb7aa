// A request's country from its client address (issue 33), with an offline GeoIP database from npm:
// @ip-location-db/geo-whois-asn-country-mmdb (country only, IPv4 and IPv6, published daily; data CC BY 4.0
// by the NRO, see the README), read with `maxmind`. The address is req.ip: the socket's, or the one a
// proxy listed in KHEL_TRUST_PROXY forwarded (X-Forwarded-For is believed from no one else).
// KHEL_GEOIP_DB points at another .mmdb file with a `country_code` or GeoLite2-style `country.iso_code`.
// Development only: POST /dev/country (http/dev.ts) maps an address to a country for tests.
import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { FastifyRequest } from 'fastify';
import { serverRoot } from '../store/migrate';

type CountryRecord = Response & { country_code?: string; country?: { iso_code?: string } };

const DEFAULT_DB = () => path.join(serverRoot(), 'node_modules', '@ip-location-db', 'geo-whois-asn-country-mmdb', 'geo-whois-asn-country.mmdb');

let reader: Promise<Reader<CountryRecord>> | null = null;
const openReader = () => (reader ??= maxmind.open<CountryRecord>(process.env.KHEL_GEOIP_DB || DEFAULT_DB()));

/** Addresses a development helper placed in a country (never filled unless the development helpers are on). */
const devCountries = new Map<string, string>();
export function setDevCountry(address: string, country: string | null): void {
  if (country === null) devCountries.delete(address);
  else devCountries.set(address, country.toUpperCase());
}

/** 'IN', 'PK'…, or null for an address with no country (loopback, a private network, unknown). */
export async function countryOfAddress(address: string): Promise<string | null> {
  const plain = address.replace(/^::ffff:/, '');
  const placed = devCountries.get(plain);
  if (placed) return placed;
  if (!maxmind.validate(plain)) return null;
  const record = (await openReader()).get(plain);
  return record?.country_code ?? record?.country?.iso_code ?? null;
}

export const requestCountry = (req: FastifyRequest): Promise<string | null> => countryOfAddress(req.ip);
