import { z } from 'zod';

/** GET /api/brand: what the public pages need before anyone signs in. */
export const ZBrand = z.object({ brandName: z.string(), siteUrl: z.string(), devMailbox: z.boolean() });
export type Brand = z.infer<typeof ZBrand>;
