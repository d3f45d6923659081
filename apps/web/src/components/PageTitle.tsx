// What a page puts in the top bar (its title, its buttons), apart from the bar itself: a screen
// sets them with these hooks without loading the bar's code (the error page is in /login's
// bundle, which must stay light). components/TopBar.tsx draws them. The same title names the
// browser's tab (issue 15), in the current language.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

interface TopBarState {
  title: string;
  actions: ReactNode;
  setTitle(title: string): void;
  setActions(actions: ReactNode): void;
}

const TopBarContext = createContext<TopBarState | null>(null);

export function TopBarProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  const [actions, setActions] = useState<ReactNode>(null);
  const value = useMemo(() => ({ title, actions, setTitle, setActions }), [title, actions]);
  return <TopBarContext.Provider value={value}>{children}</TopBarContext.Provider>;
}

/** The title and buttons the current page set, for the top bar; null outside a provider. */
export const useTopBarState = () => useContext(TopBarContext);

/**
 * Sets the top bar title while the calling page is shown; it goes with the page, so a screen
 * that does not set one (a refusal, say) never shows the title of the one before.
 */
export function usePageTitle(title: string) {
  const ctx = useContext(TopBarContext);
  useEffect(() => {
    ctx?.setTitle(title);
    return () => ctx?.setTitle('');
  }, [ctx?.setTitle, title]);
}

/** Puts buttons (cart, instant-win trash) in the top bar while the calling page is shown. */
export function useTopBarActions(actions: ReactNode) {
  const ctx = useContext(TopBarContext);
  useEffect(() => {
    ctx?.setActions(actions);
    return () => ctx?.setActions(null);
  }, [ctx?.setActions, actions]);
}

/** The browser's title: the screen's, then whose app it is ("Movimenti · Salone Aurora"). */
export function useDocumentTitle(screen: string, brand: string) {
  useEffect(() => {
    document.title = screen && screen !== brand ? `${screen} · ${brand}` : brand;
  }, [screen, brand]);
}

/** Names the tab after the title the current page set in the top bar. */
export function DocumentTitle({ brand }: { brand: string }) {
  useDocumentTitle(useContext(TopBarContext)?.title ?? '', brand);
  return null;
}
