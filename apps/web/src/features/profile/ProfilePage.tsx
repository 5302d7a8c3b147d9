import { ROUTES, TEXT } from '@member-area/shared';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDate } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { MemberAvatar } from './MemberAvatar';
import { useProfile } from './useProfile';

export function ProfilePage() {
  const profile = useProfile();
  const p = profile.data;

  return (
    <>
      <PageTitle>Profile</PageTitle>
      <ErrorAlert error={profile.error} />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
            {p ? (
              <MemberAvatar fullName={p.fullName} photoURL={p.photoURL} size={72} />
            ) : (
              <Skeleton variant="circular" width={72} height={72} />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {p ? p.fullName : <Skeleton width={180} />}
              </Typography>
              <Typography color="text.secondary">{p ? `(${p.userName})` : <Skeleton width={120} />}</Typography>
            </Box>
            <Button component={Link} to={ROUTES.updateProfile} variant="outlined" startIcon={<EditOutlined />}>
              Edit profile
            </Button>
          </Stack>
          <Divider sx={{ mb: 1 }} />
          <Box component="dl" sx={{ m: 0 }}>
            <Row label="First name" value={p?.firstName} />
            <Row label="Last name" value={p?.lastName} />
            <Row label="User name" value={p?.userName} />
            <Row label="E-mail" value={p?.email} />
            <Row label="Currency" value={p?.currency} />
            <Row
              label="E-mail verification"
              value={
                p ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={p.emailVerified ? 'success' : 'warning'}
                    label={p.emailVerified ? 'Verified' : 'Not verified'}
                  />
                ) : undefined
              }
            />
            <Row
              label="Account"
              value={
                p ? (
                  <Chip
                    size="small"
                    color={p.userTrading ? 'success' : 'default'}
                    label={p.userTrading ? TEXT.badgeReal : TEXT.badgeFree}
                  />
                ) : undefined
              }
            />
            <Row label="Member since" value={p ? formatDate(p.memberSince) : undefined} />
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

function Row({ label, value }: { label: string; value: ReactNode | undefined }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value ?? <Skeleton width={160} />}
      </Typography>
    </Box>
  );
}
