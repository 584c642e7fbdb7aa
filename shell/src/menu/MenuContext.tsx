// The menu (§2.3, §2.4, §4.1: loaded at start from the sports call): which sport ids and casino
// groups this host's menu holds. The header's and sidebar's links each show only when it holds
// their id. A failed menu call is logged only (§8) and the links then follow the host's sections.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadMenu } from '@khel/shared-kernel';

/** The ids the menu holds, as strings ('4', '-100', 'QT'); or where the call stands. */
export type MenuIds = ReadonlySet<string> | 'loading' | 'unavailable';

const MenuContext = createContext<MenuIds>('loading');

/** The menu's ids, from the one sport/getSports call the page makes (shared with the sports pages). */
export async function fetchMenuIds(): Promise<MenuIds> {
  const sports = await loadMenu();
  return sports ? new Set(sports.map((s) => String(s.sport_id))) : 'unavailable';
}

export function MenuProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<MenuIds>('loading');
  useEffect(() => {
    let live = true;
    // the header's and sidebars' links follow in a transition, rendered in slices (issue #20)
    void fetchMenuIds().then((loaded) => live && startTransition(() => setIds(loaded)));
    return () => {
      live = false;
    };
  }, []);
  return <MenuContext.Provider value={ids}>{children}</MenuContext.Provider>;
}

/** Lets tests render with a menu of their own. */
export const MenuTestProvider = ({ ids, children }: { ids: MenuIds; children: ReactNode }) => (
  <MenuContext.Provider value={ids}>{children}</MenuContext.Provider>
);

export const useMenuIds = (): MenuIds => useContext(MenuContext);
