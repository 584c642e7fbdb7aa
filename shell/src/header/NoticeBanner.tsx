// The scrolling text banner above the header (§2.3): notices of Type T or without a type, in the
// player's language (asked again when it changes; the notices shown stay until the new ones come).
// The first answer is usually asked by the shell's entry before React loads (early-notices.ts), so the
// banner is there in the first paint instead of pushing the page down after it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBannerNotices, type NoticeMessage } from '../site/site-config';
import { takeBannerNotices } from './early-notices';

export function NoticeBanner() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [early] = useState(() => takeBannerNotices(language));
  const earlyUsed = useRef(false);
  const [notices, setNotices] = useState<NoticeMessage[]>(early?.value ?? []);
  useEffect(() => {
    let live = true;
    const first = !earlyUsed.current && early?.lang === language ? early.answer : null;
    earlyUsed.current = true;
    void (first ? first.then((n) => n ?? fetchBannerNotices(language)) : fetchBannerNotices(language)).then((n) => live && setNotices(n));
    return () => {
      live = false;
    };
  }, [language, early]);
  if (notices.length === 0) return null;
  return (
    <div className="notice-banner" role="marquee" data-testid="notice-banner">
      <div className="notice-banner__track">
        {notices.map((n) => (
          <span key={n.id}>{n.text}</span>
        ))}
      </div>
    </div>
  );
}
