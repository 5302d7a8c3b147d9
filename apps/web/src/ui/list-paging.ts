import type { TablePaging } from './ResponsiveTable';

/** A keyed list's way to a page: the key its answer gave for the page beside it (none: by number). */
export type PageKey = { after?: string; before?: string };

/**
 * The pager of a list page as the API answered it: its total, whether that is exact, and for a
 * list that pages by key (`next` and `prev` in the answer) the key to the page beside this one,
 * handed to `onPageChange` with the page's number. The pager stands on the page the answer is
 * for: while the next one loads (the old rows stay up) a second click asks for that page again
 * with the same key, never for the one after it with a stale key. A keyed list without a page
 * before this one is on page 1, whatever number it was asked for (rows arrived ahead meanwhile).
 */
export function listPaging(
  list: { total: number; totalExact: boolean; page?: number; next?: string | null; prev?: string | null },
  page: number,
  pageSize: number,
  onPageChange: (page: number, key?: PageKey) => void,
): TablePaging {
  const shown = list.prev === null ? 1 : (list.page ?? page);
  return {
    total: list.total,
    totalExact: list.totalExact,
    page: shown,
    pageSize,
    onPageChange: (p) => {
      if (p === shown + 1 && list.next) onPageChange(p, { after: list.next });
      else if (p === shown - 1 && p > 1 && list.prev) onPageChange(p, { before: list.prev });
      else onPageChange(p);
    },
  };
}
