// The header's event search (§2.8): a dropdown of matching events; a visitor's choice opens the
// login dialog and is visited after login. The box is in the first load; its list and results
// (SearchDropdown) load as the player reaches for it (pointer over, focus, touch), so they are there
// by the time three letters are typed.
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { intentHandlers, lazyOnIntent } from '../ui/on-intent';

export { NO_DATA_FOUND } from './no-data';

const dropdown = lazyOnIntent(() => import(/* webpackChunkName: "search" */ './SearchDropdown').then((m) => m.SearchDropdown));

/** Asks for the search's list and results (the phone's search button, before the box opens). */
export const preloadSearch = dropdown.preload;

export function EventSearch({ mobile = false, onDone }: { mobile?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  const onChosen = useCallback(() => {
    setOpen(false);
    setQuery('');
    onDone?.();
  }, [onDone]);

  return (
    <div className={`search ${mobile ? 'search--mobile' : ''}`} ref={ref} {...intentHandlers(dropdown.preload)}>
      <input
        className="search__input"
        type="search"
        autoFocus={mobile}
        placeholder={t('header.searchHint')}
        aria-label={t('header.searchHint')}
        data-testid={mobile ? 'search-input-mobile' : 'search-input'}
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onChange={(e) => {
          setUsed(true);
          setQuery(e.target.value);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <dropdown.Component query={query} open={open} onChosen={onChosen} />
        </Suspense>
      )}
    </div>
  );
}
