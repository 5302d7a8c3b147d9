import { ZBrand } from '@member-area/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, queryKeys } from '../../api';

export type { Brand } from '@member-area/shared';

export function useBrand() {
  return useQuery({
    queryKey: queryKeys.brand,
    queryFn: ({ signal }) => apiFetch('/api/brand', { schema: ZBrand, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
