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
