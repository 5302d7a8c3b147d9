import { type SignInEvent, securityApi } from '@member-area/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useMemberQuery } from '../auth';
import { securityKeys } from './keys';
import { NO_WRAP, SectionTitle } from './SectionTitle';

const COLUMNS: readonly ResponsiveColumn<SignInEvent>[] = [
  { header: 'Time', cell: (e) => formatDateTime(e.at), nowrap: true, phone: 'lead' },
  { header: 'IP address', cell: (e) => e.ipAddress ?? '—' },
  { header: 'Browser', cell: (e) => `${e.browser} · ${e.device}` },
  {
    header: 'Result',
    cell: (e) =>
      e.success ? (
        <Chip size="small" color="success" variant="outlined" label="Success" />
      ) : (
        <Chip size="small" color="error" variant="outlined" label={`Failed: ${e.reason ?? 'unknown'}`} />
      ),
    phone: 'lead',
  },
];

/** Sign-in history: time, IP, browser, success or failure and why (the newest 50). */
export function SignInHistoryCard() {
  const history = useMemberQuery({
    queryKey: securityKeys.signIns,
    route: securityApi.signIns,
  });
  const events = history.data?.events ?? [];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle>Sign-in history</SectionTitle>
        <ErrorAlert error={history.error} />
        {history.isSuccess || events.length > 0 ? (
          <ResponsiveTable
            label="Sign-in history"
            columns={COLUMNS}
            rows={events}
            rowKey={(e) => e.id}
            empty="No sign-ins recorded yet."
            tableSx={NO_WRAP}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
