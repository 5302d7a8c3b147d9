import { OPERATOR_ROLE_NAMES, type Operator, type OperatorRole } from '@member-area/shared';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import NativeSelect from '@mui/material/NativeSelect';
import Snackbar from '@mui/material/Snackbar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useCan } from '../auth';
import { OPERATORS_KEY, operatorsQuery, removeOperator, setOperatorRole } from './api';
import { InviteOperatorDialog } from './InviteOperatorDialog';
import { ROLE_LABEL } from './roles';

type Pending = { kind: 'role'; operator: Operator; role: OperatorRole } | { kind: 'remove'; operator: Operator };

const SHORT_ROLE: Record<OperatorRole, string> = { admin: 'Admin', support: 'Support' };

/** Operators: who opens the back office, with which role; admins invite, change roles and remove. */
export function OperatorsPage() {
  const queryClient = useQueryClient();
  const canManage = useCan('operators.manage');
  const operators = useQuery(operatorsQuery);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (p: Pending): Promise<void> => {
      if (p.kind === 'role') await setOperatorRole(p.operator.id, p.role);
      else await removeOperator(p.operator.id);
    },
    onSuccess: async (_r, p) => {
      setPending(null);
      setNotice(
        p.kind === 'role' ? `${p.operator.name} is now ${SHORT_ROLE[p.role]}` : `${p.operator.name} was removed`,
      );
      await queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    },
  });

  const columns: ResponsiveColumn<Operator>[] = [
    {
      header: 'Name',
      cell: (o) => (o.you ? `${o.name} (you)` : o.name),
      phone: 'lead',
      nowrap: false,
      sx: { overflowWrap: 'anywhere' },
    },
    { header: 'E-mail', cell: (o) => o.email, sx: { overflowWrap: 'anywhere' } },
    {
      header: 'Role',
      cell: (o) =>
        canManage ? (
          <NativeSelect
            value={o.role}
            inputProps={{ 'aria-label': `Role of ${o.name}` }}
            onChange={(e) => {
              change.reset();
              setPending({ kind: 'role', operator: o, role: e.target.value as OperatorRole });
            }}
          >
            {OPERATOR_ROLE_NAMES.map((r) => (
              <option key={r} value={r}>
                {SHORT_ROLE[r]}
              </option>
            ))}
          </NativeSelect>
        ) : (
          SHORT_ROLE[o.role]
        ),
      phone: 'lead',
    },
    {
      header: 'Two-factor',
      cell: (o) => (
        <Chip
          size="small"
          color={o.twoFactorEnabled ? 'success' : o.twoFactorRequired ? 'warning' : 'default'}
          variant={o.twoFactorEnabled ? 'filled' : 'outlined'}
          label={o.twoFactorEnabled ? 'On' : o.twoFactorRequired ? 'Off (required)' : 'Off'}
        />
      ),
    },
    {
      header: 'Last sign-in',
      cell: (o) => (o.lastSignInAt ? <time dateTime={o.lastSignInAt}>{formatDateTime(o.lastSignInAt)}</time> : 'Never'),
      nowrap: true,
    },
  ];
  if (canManage) {
    columns.push({
      header: 'Actions',
      hideHeader: true,
      cell: (o) =>
        o.you ? null : (
          <Button
            size="small"
            color="error"
            variant="outlined"
            aria-label={`Remove ${o.name}`}
            onClick={() => {
              change.reset();
              setPending({ kind: 'remove', operator: o });
            }}
          >
            Remove
          </Button>
        ),
    });
  }

  return (
    <>
      <PageTitle subtitle="Who opens the back office. Admins can do everything; support answers chats, reviews KYC and reads the rest.">
        Operators
      </PageTitle>
      {canManage ? (
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setInviting(true)}>
            Invite operator
          </Button>
        </Box>
      ) : null}
      <ErrorAlert error={operators.error} />
      {operators.isPending ? <CenteredSpinner /> : null}
      {operators.data ? (
        <ResponsiveTable
          framed
          label="Operators"
          columns={columns}
          rows={operators.data.rows}
          rowKey={(o) => o.id}
          empty="No operators."
        />
      ) : null}
      <InviteOperatorDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          setNotice(`Invitation sent to ${email}`);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'remove' ? `Remove ${pending.operator.name}?` : 'Change role?'}
        description={
          pending?.kind === 'remove'
            ? 'They are signed out at once and can no longer open the back office. Their account and its audit trail stay.'
            : pending
              ? `${pending.operator.name} becomes ${ROLE_LABEL[pending.role]}, from their next request.`
              : ''
        }
        facts={pending ? [{ label: 'Operator', value: `${pending.operator.name} (${pending.operator.email})` }] : []}
        error={change.isError ? errorMessage(change.error) : undefined}
        confirm={pending?.kind === 'remove' ? 'Remove' : 'Change role'}
        danger={pending?.kind === 'remove'}
        pending={change.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(e) => {
          e.preventDefault();
          if (pending) change.mutate(pending);
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
