import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../api/api-fetch';

/**
 * A request's failure in words (a query's or a mutation's `error`), or nothing while there is
 * none: the one way every page says that its data did not load or its action was refused.
 */
export function ErrorAlert({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  if (error === null || error === undefined) return null;
  return (
    <Alert severity="error" sx={sx}>
      {errorMessage(error)}
    </Alert>
  );
}
