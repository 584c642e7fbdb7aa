// The notice banner's first answer, asked by the shell's entry (federation/early-start.ts) before React
// and the frame have loaded (issue #20). Asked by the banner itself, it came after the frame's first
// paint, and the banner then pushed the header and the whole page down (a layout shift on every first
// visit to a host with notices). Started early, it is usually there for the first paint. Plain fetch:
// the kernel's client is not loaded yet, and the call is public.
import type { NoticeMessage } from '../site/site-config';

export interface EarlyNotices {
  lang: string;
  /** the banner's notices; null when the call failed (the banner then asks as usual) */
  answer: Promise<NoticeMessage[] | null>;
  /** the answer, once it has arrived */
  value?: NoticeMessage[] | null;
}

let early: EarlyNotices | null = null;

/** Notices shown in the scrolling banner: Type T or absent (§2.3). */
export const bannerNoticesOf = (list: NoticeMessage[]): NoticeMessage[] => list.filter((n) => !n.Type || n.Type === 'T');

export function startBannerNotices(lang: string, fetchImpl: typeof fetch = fetch): void {
  const answer = fetchImpl(`/api/v1/notice-messages?lang=${encodeURIComponent(lang)}`, { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: { status?: boolean; data?: unknown } | null) => (body?.status && Array.isArray(body.data) ? bannerNoticesOf(body.data as NoticeMessage[]) : null))
    .catch(() => null);
  const started: EarlyNotices = { lang, answer };
  early = started;
  void answer.then((value) => {
    started.value = value;
  });
}

/** The early answer for `lang`, once (the banner's first render takes it); null when there is none. */
export function takeBannerNotices(lang: string): EarlyNotices | null {
  const taken = early;
  if (!taken || taken.lang !== lang) return null;
  early = null;
  return taken;
}
