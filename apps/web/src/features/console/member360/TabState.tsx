import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api';

/** A tab's skeleton while it loads, its error, or its content. */
export function TabState<T>({
  query,
  children,
}: {
  query: { data?: T | undefined; error: unknown; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
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
