import { BRAND_PATH, type Brand } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../api';

export type { Brand } from '@member-area/shared';

export function useBrand() {
  return useQuery({
    queryKey: queryKeys.brand,
    // Not parsed with ZBrand: the public layout shows it, and zod stays out of the first download.
    queryFn: ({ signal }) => apiFetch<Brand>(BRAND_PATH, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
