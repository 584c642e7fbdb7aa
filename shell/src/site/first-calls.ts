// The frame's first calls (§3, §7.1), described once: the shell's entry starts them with fetch before
// React, the frame and axios have loaded (federation/early-start.ts), and site-config.ts asks them
// through the kernel's api with exactly these paths and bodies, so it takes those answers. No kernel
// import here: this module is part of the shell's entry, which reaches the kernel only lazily.
import type { EarlyCall } from '@khel/shared-kernel/early-fetch';

/** 'www.example.com' → 'example.com': the key getLogo is asked with. */
export const baseDomainOf = (hostname: string): string => hostname.toLowerCase().replace(/^www\./, '');

export const siteSettingCall = (hostname: string) => ({ method: 'post', path: 'getSetting', body: { siteurl: hostname } }) as const satisfies EarlyCall;
export const supportContactCall = (hostname: string, lang: string) => ({ method: 'post', path: 'getWpNumber', body: { siteurl: hostname, lang } }) as const satisfies EarlyCall;
/** POST content/getLogo with the encoded base domain as the payload's key (§7.1). */
export const logoCall = (hostname: string) => ({ method: 'post', path: 'content/getLogo', body: { [encodeURIComponent(baseDomainOf(hostname))]: '' } }) as const satisfies EarlyCall;
export const promotionsCall = (lang: string) => ({ method: 'get', path: 'promotions', params: { lang } }) as const satisfies EarlyCall;
export const appConfigCall = { method: 'get', path: 'app-config' } as const satisfies EarlyCall;

/** The calls the frame makes as it first renders, in the language it first renders in. */
export const frameFirstCalls = (hostname: string, lang: string): EarlyCall[] => [
  siteSettingCall(hostname),
  promotionsCall(lang),
  appConfigCall,
  supportContactCall(hostname, lang),
  logoCall(hostname),
];
