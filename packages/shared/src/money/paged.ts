import { z } from 'zod';

/**
 * A page of rows with the total count, as every list of the API answers. A list counts its
 * matches only a little past the page shown: past that, `total` is a lower bound and
 * `totalExact` false (the web shows "120+" and pages on while pages are full).
 */
export const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The paging part of a list's query. */
export const pageQuery = (defaultSize = 20) => ({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(defaultSize),
});

/** A page's key as the API answers it and takes it back: opaque to the client. */
const ZPageKey = z.string().min(1).max(200);

/**
 * A list that pages by key (keyset): `paged` and the keys of the pages beside this one, `next`
 * (give it back as `after`) and `prev` (as `before`), null at either end. Page 10,000 costs
 * what page 1 costs, and a row added meanwhile neither repeats nor hides one.
 */
export const keyedPage = <T extends z.ZodType>(row: T) =>
  paged(row).extend({ next: ZPageKey.nullable(), prev: ZPageKey.nullable() });

/**
 * The paging part of a keyed list's query: `page` (for the "51–100" the pager shows, and, without
 * a key, the page by offset: a link to page 3 still opens page 3) and at most one of `after` and
 * `before`, a key the previous answer gave.
 */
export const keyedPageQuery = (defaultSize = 20) => ({
  ...pageQuery(defaultSize),
  after: ZPageKey.optional(),
  before: ZPageKey.optional(),
});
