import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { errorMessage } from '../../api';
import { EmptyTableRow } from '../../ui/EmptyTableRow';
import { formatDateTime } from '../../ui/format';
import { useMemberQuery } from '../auth';
import { securitySchemas } from './api';
import { securityKeys } from './keys';
import { NO_WRAP, SectionTitle } from './SectionTitle';

/** Sign-in history: time, IP, browser, success or failure and why (the newest 50). */
export function SignInHistoryCard() {
  const history = useMemberQuery({
    queryKey: securityKeys.signIns,
    path: '/api/security/sign-ins',
    schema: securitySchemas.signIns,
  });
  const events = history.data?.events ?? [];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle>Sign-in history</SectionTitle>
        {history.isError ? <Alert severity="error">{errorMessage(history.error)}</Alert> : null}
        <TableContainer tabIndex={0} role="region" aria-label="Sign-in history">
          <Table size="small" aria-label="Sign-in history" sx={NO_WRAP}>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>IP address</TableCell>
                <TableCell>Browser</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.isSuccess && events.length === 0 ? (
                <EmptyTableRow colSpan={4}>No sign-ins recorded yet.</EmptyTableRow>
              ) : null}
              {events.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</TableCell>
                  <TableCell>{e.ipAddress ?? '—'}</TableCell>
                  <TableCell>
                    {e.browser} · {e.device}
                  </TableCell>
                  <TableCell>
                    {e.success ? (
                      <Chip size="small" color="success" variant="outlined" label="Success" />
                    ) : (
                      <Chip size="small" color="error" variant="outlined" label={`Failed: ${e.reason ?? 'unknown'}`} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
