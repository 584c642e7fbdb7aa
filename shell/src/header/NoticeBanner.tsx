// The scrolling text banner above the header (§2.3): notices of Type T or without a type, in the
// player's language (asked again when it changes; the notices shown stay until the new ones come).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBannerNotices, type NoticeMessage } from '../site/site-config';

export function NoticeBanner() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [notices, setNotices] = useState<NoticeMessage[]>([]);
  useEffect(() => {
    let live = true;
    void fetchBannerNotices(language).then((n) => live && setNotices(n));
    return () => {
      live = false;
    };
  }, [language]);
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
