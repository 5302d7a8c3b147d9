import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, queryKeys } from '../../api';

// GET /api/brand has no schema in packages/shared yet; this mirrors the server's answer.
const ZBrand = z.object({ brandName: z.string(), siteUrl: z.string(), devMailbox: z.boolean() });
export type Brand = z.infer<typeof ZBrand>;

export function useBrand() {
  return useQuery({
    queryKey: queryKeys.brand,
    queryFn: ({ signal }) => apiFetch('/api/brand', { schema: ZBrand, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
