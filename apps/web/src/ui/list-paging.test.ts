import { describe, expect, it, vi } from 'vitest';
import { listPaging } from './list-paging';

// What the pager asks for when it moves: the page beside, by the key the list's answer gave.
describe('listPaging', () => {
  const keyed = { total: 160, totalExact: true, page: 2, next: 'K-next', prev: 'K-prev' };

  it('goes to the next page after its key and to the previous one before its key', () => {
    const onPageChange = vi.fn();
    const paging = listPaging(keyed, 2, 50, onPageChange);
    paging.onPageChange(3);
    paging.onPageChange(1);
    expect(onPageChange.mock.calls).toEqual([[3, { after: 'K-next' }], [1]]);
    listPaging({ ...keyed, page: 3 }, 3, 50, onPageChange).onPageChange(2);
    expect(onPageChange).toHaveBeenLastCalledWith(2, { before: 'K-prev' });
  });

  it("stands on the page its answer is for, so a click while the next loads repeats that page's key", () => {
    const onPageChange = vi.fn();
    // The address says page 3; the rows (and keys) shown are still page 2's.
    const paging = listPaging(keyed, 3, 50, onPageChange);
    expect(paging.page).toBe(2);
    paging.onPageChange(3);
    expect(onPageChange).toHaveBeenLastCalledWith(3, { after: 'K-next' });
  });

  it('is on page 1 when nothing comes before it, whatever it was called', () => {
    expect(listPaging({ ...keyed, page: 4, prev: null }, 4, 50, vi.fn()).page).toBe(1);
  });

  it('pages a list without keys by number', () => {
    const onPageChange = vi.fn();
    listPaging({ total: 60, totalExact: true, page: 1 }, 1, 20, onPageChange).onPageChange(2);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
