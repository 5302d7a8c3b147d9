import { type ActiveSession, securityApi } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useMemberQuery } from '../auth';
import { signOutOtherSessions, signOutSession } from './api';
import { securityKeys } from './keys';
import { NO_WRAP, SectionTitle } from './SectionTitle';

/** Active sessions: device, browser, IP and last seen; "Sign out" per session and "Sign out all others". */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useMemberQuery({
    queryKey: securityKeys.sessions,
    route: securityApi.sessions,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
  const one = useMutation({ mutationFn: signOutSession, onSuccess: refresh });
  const others = useMutation({ mutationFn: signOutOtherSessions, onSuccess: refresh });
  const rows = sessions.data?.sessions ?? [];
  const hasOthers = rows.some((s) => !s.current);
  const failure = one.error ?? others.error ?? sessions.error;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle
          action={
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={!hasOthers}
              loading={others.isPending}
              onClick={() => others.mutate()}
            >
              Sign out all others
            </Button>
          }
        >
          Active sessions
        </SectionTitle>
        <ErrorAlert error={failure} sx={{ mb: 2 }} />
        {others.isSuccess ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            Signed out {others.data.revoked} other {others.data.revoked === 1 ? 'session' : 'sessions'}.
          </Alert>
        ) : null}
        {sessions.isSuccess || rows.length > 0 ? (
          <ResponsiveTable
            label="Active sessions"
            columns={columns(
              (s) => one.isPending && one.variables === s.id,
              (s) => one.mutate(s.id),
            )}
            rows={rows}
            rowKey={(s) => s.id}
            empty="No sessions."
            tableSx={NO_WRAP}
            rowProps={(s) => ({ 'data-testid': 'session-row', 'data-current': s.current ? 'true' : 'false' })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function columns(
  pending: (session: ActiveSession) => boolean,
  onSignOut: (session: ActiveSession) => void,
): readonly ResponsiveColumn<ActiveSession>[] {
  return [
    {
      header: 'Device',
      cell: (s) => (
        <>
          {s.device}
          {s.current ? <Chip size="small" color="primary" label="This session" sx={{ ml: 1 }} /> : null}
          {s.impersonation ? <Chip size="small" label="Operator" sx={{ ml: 1 }} /> : null}
        </>
      ),
      phone: 'lead',
    },
    { header: 'Browser', cell: (s) => s.browser },
    { header: 'IP address', cell: (s) => s.ipAddress ?? '—' },
    { header: 'Last seen', cell: (s) => (s.current ? 'Now' : formatDateTime(s.lastSeen)), nowrap: true, phone: 'lead' },
    {
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (s) =>
        s.current ? null : (
          <Button
            size="small"
            color="error"
            loading={pending(s)}
            onClick={() => onSignOut(s)}
            aria-label={`Sign out ${s.device}, ${s.browser}`}
          >
            Sign out
          </Button>
        ),
    },
  ];
}
