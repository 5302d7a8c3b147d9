import { z } from 'zod';

const message = 'Use a date like 2026-01-31';

/**
 * A calendar day, 'YYYY-MM-DD', that exists (no 30th of February, no month 13) and is no earlier
 * than 1900: every day a query or a body takes. A day that only looks like one reached PostgreSQL
 * as a cast it refused, a 500 instead of this 400.
 */
export const ZDay = z.iso.date({ message }).refine((day) => day >= '1900-01-01', message);
