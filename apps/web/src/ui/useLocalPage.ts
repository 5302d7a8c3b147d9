import { useCallback, useState } from 'react';
import type { PageKey } from './ResponsiveTable';

/**
 * A list's page held by the component, not the URL (a tab's list, a page's second list): its
 * number and, for a list that pages by key, the key its pager reached it by (`listPaging`).
 */
export function useLocalPage() {
  const [at, setAt] = useState<{ page: number; pageKey: PageKey }>({ page: 1, pageKey: {} });
  const goTo = useCallback((page: number, pageKey: PageKey = {}) => setAt({ page, pageKey }), []);
  return { ...at, goTo };
}
