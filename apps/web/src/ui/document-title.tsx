import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** What every tab title ends with (the brand's name); the app provides it, ui/ knows no feature. */
const TitleSuffix = createContext<string | undefined>(undefined);

export function DocumentTitleSuffix({ suffix, children }: { suffix: string | undefined; children: ReactNode }) {
  return <TitleSuffix.Provider value={suffix}>{children}</TitleSuffix.Provider>;
}

/** The tab's title: the page's name and the suffix ("Wallet · Aurum Capital"). */
export function useDocumentTitle(title: string | undefined) {
  const suffix = useContext(TitleSuffix);
  useEffect(() => {
    if (!title) return;
    document.title = suffix ? `${title} · ${suffix}` : title;
  }, [title, suffix]);
}
