import { useEffect } from 'react';
import { useBrand } from './useBrand';

/** The tab's title: the page's name and the brand ("Wallet · Aurum Capital"). */
export function useDocumentTitle(title: string | undefined) {
  const brandName = useBrand().data?.brandName;
  useEffect(() => {
    if (!title) return;
    document.title = brandName ? `${title} · ${brandName}` : title;
  }, [title, brandName]);
}
