import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert';

/** A tab's skeleton while it loads, its error, or its content. */
export function TabState<T>({
  query,
  children,
}: {
  query: { data?: T | undefined; error: unknown; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (query.data === undefined)
    return (
      <Stack spacing={1} aria-busy="true">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  return <>{children(query.data)}</>;
}
