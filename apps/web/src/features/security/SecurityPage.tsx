import type { EnableTwoFactorResponse } from '@member-area/shared';
import {
  securityApi,
  ZConfirmTwoFactorRequest,
  ZDisableTwoFactorRequest,
  ZEnableTwoFactorRequest,
} from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiForm } from '../../api/use-api-form';
import { CopyButton } from '../../ui/CopyButton';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { sessionReplaced, useMemberQuery, useStepUp } from '../auth';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor } from './api';
import { securityKeys } from './keys';
import { SectionTitle } from './SectionTitle';
import { SessionsCard } from './SessionsCard';
import { SignInHistoryCard } from './SignInHistoryCard';

export function SecurityPage() {
  return (
    <>
      <PageTitle subtitle="Protect your account: a second factor, the devices signed in, and every sign-in.">
        Security
      </PageTitle>
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <TwoFactorCard />
        <SessionsCard />
        <SignInHistoryCard />
      </Stack>
    </>
  );
}

function TwoFactorCard() {
  const status = useMemberQuery({
    queryKey: securityKeys.twoFactor,
    route: securityApi.twoFactor,
  });
  const [turnedOn, setTurnedOn] = useState(false);
  const [turnedOff, setTurnedOff] = useState(false);
  const enabled = status.data?.enabled;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle
          action={
            enabled === undefined ? null : (
              <Chip
                size="small"
                color={enabled ? 'success' : 'default'}
                variant="outlined"
                label={enabled ? 'On' : 'Off'}
              />
            )
          }
        >
          Two-factor sign-in
        </SectionTitle>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          With an authenticator app (Google Authenticator, Authy, 1Password…), signing in asks for a code from your
          phone as well as your password.
        </Typography>
        <ErrorAlert error={status.error} />
        {turnedOn && enabled ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            Two-factor sign-in is on. Keep your backup codes safe.
          </Alert>
        ) : null}
        {turnedOff && enabled === false ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Two-factor sign-in is off.
          </Alert>
        ) : null}
        {enabled === false ? (
          <EnableTwoFactor
            onDone={() => {
              setTurnedOn(true);
              setTurnedOff(false);
            }}
          />
        ) : null}
        {enabled ? (
          <DisableTwoFactor
            onDone={() => {
              setTurnedOff(true);
              setTurnedOn(false);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function EnableTwoFactor({ onDone }: { onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const [setup, setSetup] = useState<EnableTwoFactorResponse | null>(null);
  if (setup) return <ConfirmTwoFactor setup={setup} onDone={onDone} />;
  if (!asking) {
    return (
      <Button variant="contained" onClick={() => setAsking(true)}>
        Enable two-factor
      </Button>
    );
  }
  return <PasswordForBackupCodes onSetup={setSetup} onCancel={() => setAsking(false)} />;
}

function PasswordForBackupCodes({
  onSetup,
  onCancel,
}: {
  onSetup: (setup: EnableTwoFactorResponse) => void;
  onCancel: () => void;
}) {
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZEnableTwoFactorRequest,
    defaultValues: { password: '' },
    submit: enableTwoFactor,
    onSuccess: (setup) => onSetup(setup),
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 420 }}>
      <Typography sx={{ mb: 1 }}>Enter your password to set up two-factor sign-in.</Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Continue
        </Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

function ConfirmTwoFactor({ setup, onDone }: { setup: EnableTwoFactorResponse; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZConfirmTwoFactorRequest,
    defaultValues: { code: '' },
    submit: confirmTwoFactor,
    onSuccess: async () => {
      onDone();
      await Promise.all([sessionReplaced(queryClient), queryClient.invalidateQueries({ queryKey: securityKeys.all })]);
    },
  });
  return (
    <Stack spacing={2}>
      <Typography>1. Scan this QR code with your authenticator app, or type the secret key into it.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Secret key
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography
              data-testid="totp-secret"
              sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', letterSpacing: 1 }}
            >
              {groupsOfFour(setup.secret)}
            </Typography>
            <CopyButton value={setup.secret} label="Copy the secret key" />
          </Stack>
        </Box>
      </Stack>
      <Box>
        <Typography sx={{ mb: 1 }}>
          2. Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
          only now.
        </Typography>
        <Box
          component="ul"
          aria-label="Backup codes"
          sx={{
            m: 0,
            p: 1.5,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
            gap: 1,
            fontFamily: 'monospace',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <CopyButton value={setup.backupCodes.join('\n')} label="Copy the backup codes" />
          <Button size="small" variant="outlined" onClick={() => downloadBackupCodes(setup.backupCodes)}>
            Download backup codes
          </Button>
        </Stack>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 420 }}>
        <Typography>3. Enter the 6-digit code the app shows to turn two-factor on.</Typography>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField control={control} name="code" label="Code from the app" autoComplete="one-time-code" />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={mutation.isPending}>
          Turn on two-factor
        </Button>
      </Box>
    </Stack>
  );
}

function DisableTwoFactor({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { withStepUp, dialog } = useStepUp();
  const { control, formError, mutation, onSubmit } = useApiForm({
    schema: ZDisableTwoFactorRequest,
    defaultValues: { password: '' },
    submit: (body) => withStepUp(() => disableTwoFactor(body)),
    onSuccess: async (_r, _v, form) => {
      form.reset({ password: '' });
      onDone();
      await Promise.all([sessionReplaced(queryClient), queryClient.invalidateQueries({ queryKey: securityKeys.all })]);
    },
  });
  // The dialog sits outside the form: its own form's submit must not bubble into this one.
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 420 }}>
        <Typography>To turn two-factor sign-in off, enter your password.</Typography>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="outlined" color="error" sx={{ mt: 2 }} loading={mutation.isPending}>
          Turn off two-factor
        </Button>
      </Box>
      {dialog}
    </>
  );
}

/** An authenticator secret as apps show it, in groups of four, easier to type. */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Saves the backup codes as a text file, one a line. */
function downloadBackupCodes(codes: readonly string[]): void {
  const text = `Backup codes for two-factor sign-in. Each one signs you in once.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}
