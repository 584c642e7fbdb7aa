// The casino studios the host's catalogue holds games of (POST /casino/catalogue: providers), for
// the header's studio links (Rubyplay-games, Turbo-games): a link to a studio's lobby shows only
// when the studio has games there. Read once a page load; unknown (loading, failed) hides them.
// An open call made with the browser's fetch: the header must not load the API client at start.
import { useEffect, useState } from 'react';
import type { CasinoCatalogue, Envelope } from '@khel/shared-kernel';

/** A studio's name as links and catalogues spell it ('Turbo Games', 'turbo-games'), reduced to compare. */
export const studioKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

let studios: Promise<ReadonlySet<string>> | null = null;

async function fetchStudios(): Promise<ReadonlySet<string>> {
  const res = await fetch('/api/v1/casino/catalogue', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as Envelope<CasinoCatalogue>;
  return new Set((res.ok && body.status ? body.data.providers : []).map(studioKey));
}

function loadStudios(): Promise<ReadonlySet<string>> {
  studios ??= fetchStudios().catch(() => new Set<string>());
  return studios;
}

/** Forgets the studios read (tests). */
export function forgetStudios(): void {
  studios = null;
}

/** The studios with games (keys), or null until known; read only when `wanted`. */
export function useCasinoStudios(wanted: boolean): ReadonlySet<string> | null {
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadStudios().then((s) => live && setKnown(s));
    return () => {
      live = false;
    };
  }, [wanted]);
  return known;
}
