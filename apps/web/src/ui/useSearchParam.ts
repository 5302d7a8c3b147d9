import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's state in the URL (filters and page), so a reload or a shared link shows the same
 * list: `set({ kind: 'x' })` changes those keys and goes back to page 1 unless `page` is given.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!('page' in changes)) next.delete('page');
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
  return { values, page, set };
}
