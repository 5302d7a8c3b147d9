import {
  formatUsd,
  type MemberDetail,
  ROUTES,
  type Role,
  TEXT,
  type UpdateMemberFlagRequest,
} from '@member-area/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DetailRow } from '../../ui/DetailRow';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDate } from '../../ui/format';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { useLocalPage } from '../../ui/useLocalPage';
import { useCan } from '../auth';
import { MemberTabs } from '../console';
import { AdjustBalanceDialog } from './AdjustBalanceDialog';
import { AuditTable } from './AuditTable';
import { createSignInLink, getMember, memberAvatarUrl, updateMemberFlag } from './api';
import { MemberNetworkCard } from './MemberNetworkCard';
import { ReasonDialog } from './ReasonDialog';

type ReasonFlag = 'userBlock' | 'banned';

const REASON_COPY: Record<ReasonFlag, { title: string; description: string; confirm: string }> = {
  userBlock: {
    title: 'Block member',
    description: 'A blocked member is signed out at once and cannot sign in until unblocked.',
    confirm: 'Block',
  },
  banned: {
    title: 'Ban member',
    description: 'A banned member is signed out at once and refused everywhere until the ban is lifted.',
    confirm: 'Ban',
  },
};

type Flag = UpdateMemberFlagRequest['flag'];

// Said as the rest of the back office says it ("Member", as the operators page says "Admin").
const ROLE_LABEL: Readonly<Record<string, string>> = {
  member: 'Member',
  admin: 'Admin',
  support: 'Support',
  contact: 'Support contact',
} satisfies Record<Role, string>;

/** What the other switches do, confirmed before they are sent. */
const SWITCH_COPY: Record<Flag, Record<'on' | 'off', { title: string; description: string; confirm: string }>> = {
  userTrading: {
    on: {
      title: 'Make it a real account',
      description: 'The member trades with real money from now on.',
      confirm: 'Make real',
    },
    off: {
      title: 'Make it a free account',
      description: 'The member trades on the free (demo) account from now on.',
      confirm: 'Make free',
    },
  },
  userBlock: {
    on: REASON_COPY.userBlock,
    off: { title: 'Unblock member', description: 'The member can sign in again.', confirm: 'Unblock' },
  },
  banned: {
    on: REASON_COPY.banned,
    off: {
      title: 'Lift the ban',
      description: 'The member can sign in and use the account again.',
      confirm: 'Lift ban',
    },
  },
};

export function AdminMemberPage() {
  const { uid = '' } = useParams();
  const audit = useLocalPage(uid);
  const member = useQuery({
    queryKey: queryKeys.admin.member(uid),
    queryFn: ({ signal }) => getMember(uid, signal),
    retry: false,
  });

  if (isApiError(member.error) && member.error.status === 404) return <NotFoundPage />;

  return (
    <>
      <Button component={Link} to={ROUTES.adminMembers} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        All members
      </Button>
      <PageTitle>{member.data ? member.data.fullName : 'Member'}</PageTitle>
      {member.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={member.error} />
      {member.data ? (
        <Suspense fallback={<CenteredSpinner />}>
          <MemberTabs
            uid={uid}
            slots={{
              profile: <MemberDetails member={member.data} />,
              referrals: <MemberNetworkCard uid={uid} />,
              audit: (
                <AuditTable
                  label="Audit entries for this member"
                  targetId={uid}
                  page={audit.page}
                  pageKey={audit.pageKey}
                  onPageChange={audit.goTo}
                />
              ),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function MemberDetails({ member }: { member: MemberDetail }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReasonFlag | null>(null);
  const [switching, setSwitching] = useState<{ flag: Flag; value: boolean } | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const navigate = useNavigate();
  const signInAs = useMutation({
    mutationFn: () => createSignInLink(member.uid),
    onSuccess: ({ path }) => navigate(path),
  });
  const mutation = useMutation({
    mutationFn: (body: UpdateMemberFlagRequest) => updateMemberFlag(member.uid, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.admin.member(member.uid), updated);
      setAsking(null);
      setSwitching(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });

  const banned = member.userStatus === 'banned';
  // Blocking, banning, adjusting and signing in as the member need members.manage.
  const canManage = useCan('members.manage');
  const change = (flag: 'userTrading' | ReasonFlag, value: boolean) => {
    mutation.reset();
    // Every switch is confirmed first; a block or a ban also asks why.
    if (flag !== 'userTrading' && value) setAsking(flag);
    else setSwitching({ flag, value });
  };
  const facts = [
    { label: 'Member', value: `${member.fullName} (${member.userName})` },
    { label: 'E-mail', value: member.email },
  ];
  const switchCopy = switching ? SWITCH_COPY[switching.flag][switching.value ? 'on' : 'off'] : null;
  // Every flag change is sent from a dialog: its refusal is said there, not on the page it covers.
  const refusal = mutation.isError ? errorMessage(mutation.error) : undefined;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <Avatar
                src={member.photoURL ? memberAvatarUrl(member.uid) : undefined}
                alt=""
                sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {member.firstName.slice(0, 1).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.fullName}</Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  ({member.userName})
                </Typography>
              </Box>
            </Stack>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              <DetailRow label="E-mail" value={member.email} />
              <DetailRow label="Verified" value={member.emailVerified ? 'Yes' : 'No'} />
              <DetailRow label="Role" value={ROLE_LABEL[member.role] ?? member.role} />
              <DetailRow label="Currency" value={member.currency} />
              <DetailRow
                label="Balance"
                value={
                  <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {formatUsd(member.balance)}
                    </Box>
                    {canManage ? (
                      <Button size="small" variant="outlined" onClick={() => setAdjusting(true)}>
                        Adjust balance
                      </Button>
                    ) : null}
                  </Stack>
                }
              />
              <DetailRow label="Account" value={member.userTrading ? TEXT.badgeReal : TEXT.badgeFree} />
              <DetailRow label="Member since" value={formatDate(member.memberSince)} />
              <DetailRow label="Referrer" value={member.referrer ?? '—'} />
              <DetailRow label="User id" value={member.uid} />
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Account flags
            </Typography>
            <FormGroup>
              <FormControlLabel
                control={
                  <Switch
                    checked={member.userTrading}
                    disabled={mutation.isPending || !canManage}
                    onChange={(e) => change('userTrading', e.target.checked)}
                  />
                }
                label="Real account (userTrading)"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={member.userBlock}
                    color="error"
                    disabled={mutation.isPending || !canManage}
                    onChange={(e) => change('userBlock', e.target.checked)}
                  />
                }
                label="Blocked"
              />
              {member.userBlock && member.blockReason ? <Reason>{member.blockReason}</Reason> : null}
              <FormControlLabel
                control={
                  <Switch
                    checked={banned}
                    color="error"
                    disabled={mutation.isPending || !canManage}
                    onChange={(e) => change('banned', e.target.checked)}
                  />
                }
                label="Banned"
              />
              {banned && member.banReason ? <Reason>{member.banReason}</Reason> : null}
            </FormGroup>
            {canManage ? (
              <Button
                variant="outlined"
                sx={{ mt: 2 }}
                loading={signInAs.isPending}
                disabled={member.userBlock || banned}
                onClick={() => signInAs.mutate()}
              >
                Sign in as member
              </Button>
            ) : null}
            <ErrorAlert error={signInAs.error} sx={{ mt: 1 }} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {member.userBlock ? <Chip color="error" variant="outlined" label="Blocked" /> : null}
              {banned ? <Chip color="error" variant="outlined" label="Banned" /> : null}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <AdjustBalanceDialog
        member={member}
        open={adjusting}
        onClose={() => setAdjusting(false)}
        onDone={async (updated) => {
          queryClient.setQueryData(queryKeys.admin.member(member.uid), updated);
          setAdjusting(false);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
        }}
      />
      <ReasonDialog
        flag={asking ?? 'userBlock'}
        open={asking !== null}
        title={asking ? REASON_COPY[asking].title : ''}
        description={asking ? REASON_COPY[asking].description : ''}
        confirm={asking ? REASON_COPY[asking].confirm : ''}
        facts={facts}
        pending={mutation.isPending}
        error={refusal}
        onCancel={() => setAsking(null)}
        onConfirm={(request) => mutation.mutate(request)}
      />
      <ConfirmDialog
        open={switching !== null}
        title={switchCopy?.title ?? ''}
        description={switchCopy?.description ?? ''}
        facts={facts}
        confirm={switchCopy?.confirm ?? ''}
        danger={switching?.flag !== 'userTrading'}
        pending={mutation.isPending}
        error={refusal}
        onCancel={() => setSwitching(null)}
        onConfirm={() => switching && mutation.mutate(switching)}
      />
    </Grid>
  );
}

function Reason({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5, mb: 1 }}>
      Reason: {children}
    </Typography>
  );
}
