import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page's key in the URL (`after` or `before`, as a keyed list's answer gave it). */
const PAGE_KEYS = ['after', 'before'] as const;

/**
 * A list's state in the URL (filters, page, and the page's key for a list that pages by key), so
 * a reload or a shared link shows the same list: `set({ kind: 'x' })` changes those keys and goes
 * back to page 1 unless `page` is given; a page's key stays only with the page it was given for.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const after = params.get('after');
  const before = params.get('before');
  /** Spread into the list's query (and its query key). */
  const pageKey = page > 1 ? { ...(after ? { after } : before ? { before } : {}) } : {};
  const set = useCallback(
    (changes: Partial<Record<K | 'page' | (typeof PAGE_KEYS)[number], string | number>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes)) next.delete('page');
          for (const k of PAGE_KEYS) if (!(k in changes)) next.delete(k);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === undefined || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, page, pageKey, set };
}
