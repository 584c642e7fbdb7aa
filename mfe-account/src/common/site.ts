// The host's site setting (spec §3), read once per page load: deposit and withdrawal visibility, name.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SiteSetting } from '@khel/shared-kernel';
import { postData } from './http';

let cached: Promise<SiteSetting> | null = null;

export function siteSetting(): Promise<SiteSetting> {
  cached ??= postData<SiteSetting>('getSetting', { siteurl: window.location.hostname }).then((r) => r.data);
  cached.catch(() => (cached = null));
  return cached;
}

/** Sends the visitor home when the host turns the section off (showDeposit / showWithdrawal, §2.3). */
export function useSectionFlag(flag: 'showDeposit' | 'showWithdrawal'): SiteSetting | null {
  const [site, setSite] = useState<SiteSetting | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    siteSetting().then(
      (s) => {
        if (!live) return;
        if (!s[flag]) navigate('/', { replace: true });
        else setSite(s);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [flag, navigate]);
  return site;
}
