import type { ActiveSession } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { EmptyTableRow } from '../../ui/EmptyTableRow';
import { formatDateTime } from '../../ui/format';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useMemberQuery } from '../auth';
import { securitySchemas, signOutOtherSessions, signOutSession } from './api';
import { securityKeys } from './keys';
import { NO_WRAP, SectionTitle } from './SectionTitle';

/** Active sessions: device, browser, IP and last seen; "Sign out" per session and "Sign out all others". */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useMemberQuery({
    queryKey: securityKeys.sessions,
    path: '/api/security/sessions',
    schema: securitySchemas.sessions,
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
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(failure)}
          </Alert>
        ) : null}
        {others.isSuccess ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            Signed out {others.data.revoked} other {others.data.revoked === 1 ? 'session' : 'sessions'}.
          </Alert>
        ) : null}
        <TableContainer tabIndex={0} role="region" aria-label="Active sessions">
          <Table size="small" aria-label="Active sessions" sx={NO_WRAP}>
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Browser</TableCell>
                <TableCell>IP address</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.isSuccess && rows.length === 0 ? <EmptyTableRow colSpan={5}>No sessions.</EmptyTableRow> : null}
              {rows.map((s) => (
                <SessionRow
                  key={s.id}
                  session={s}
                  pending={one.isPending && one.variables === s.id}
                  onSignOut={() => one.mutate(s.id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

function SessionRow({
  session,
  pending,
  onSignOut,
}: {
  session: ActiveSession;
  pending: boolean;
  onSignOut: () => void;
}) {
  return (
    <TableRow data-testid="session-row" data-current={session.current ? 'true' : 'false'}>
      <TableCell>
        {session.device}
        {session.current ? <Chip size="small" color="primary" label="This session" sx={{ ml: 1 }} /> : null}
        {session.impersonation ? <Chip size="small" label="Operator" sx={{ ml: 1 }} /> : null}
      </TableCell>
      <TableCell>{session.browser}</TableCell>
      <TableCell>{session.ipAddress ?? '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{session.current ? 'Now' : formatDateTime(session.lastSeen)}</TableCell>
      <TableCell align="right">
        {session.current ? null : (
          <Button
            size="small"
            color="error"
            loading={pending}
            onClick={onSignOut}
            aria-label={`Sign out ${session.device}, ${session.browser}`}
          >
            Sign out
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
