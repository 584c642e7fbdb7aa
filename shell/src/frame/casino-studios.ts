// The casino studios the host's catalogue holds games of (POST /casino/catalogue: providers), for
// the header's studio links (Rubyplay-games, Turbo-games): a link to a studio's lobby shows only
// when the studio has games there. Read once a page load; unknown (loading, failed) hides them.
import { useEffect, useState } from 'react';
import { api, type CasinoCatalogue, type Envelope } from '@khel/shared-kernel';

/** A studio's name as links and catalogues spell it ('Turbo Games', 'turbo-games'), reduced to compare. */
export const studioKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

let studios: Promise<ReadonlySet<string>> | null = null;

function loadStudios(): Promise<ReadonlySet<string>> {
  studios ??= api.post<Envelope<CasinoCatalogue>>('casino/catalogue', {}).then(
    ({ data }) => new Set((data.status ? data.data.providers : []).map(studioKey)),
    () => new Set<string>(),
  );
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
