// The scrolling text banner above the header (§2.3): notices of Type T or without a type.
import { useEffect, useState } from 'react';
import { fetchBannerNotices, type NoticeMessage } from '../site/site-config';

export function NoticeBanner() {
  const [notices, setNotices] = useState<NoticeMessage[]>([]);
  useEffect(() => {
    let live = true;
    void fetchBannerNotices().then((n) => live && setNotices(n));
    return () => {
      live = false;
    };
  }, []);
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
