import { useCallback, useState } from 'react';
import type { PageKey } from './list-paging';

/**
 * A list's page held by the component, not the URL (a tab's list, a page's second list): its
 * number and, for a list that pages by key, the key its pager reached it by (`listPaging`).
 * `list` names the list shown (a member's id): another list starts on its page 1, never on a
 * key of the one before.
 */
export function useLocalPage(list: unknown = undefined) {
  const [at, setAt] = useState<{ list: unknown; page: number; pageKey: PageKey }>({ list, page: 1, pageKey: {} });
  const goTo = useCallback((page: number, pageKey: PageKey = {}) => setAt({ list, page, pageKey }), [list]);
  // Reset while rendering (React's way to follow a prop), not in an effect: no request with the old key.
  if (at.list !== list) {
    setAt({ list, page: 1, pageKey: {} });
    return { page: 1, pageKey: {}, goTo };
  }
  return { page: at.page, pageKey: at.pageKey, goTo };
}
