import { adminMemberPath, type NetworkMember, referralsApi } from '@member-area/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RouterLink } from '../../ui/RouterLink';

function People({ title, people, empty }: { title: string; people: readonly NetworkMember[]; empty: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {people.map((p) => (
            <li key={p.uid}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Level {p.level}: <RouterLink to={adminMemberPath(p.uid)}>{p.name}</RouterLink> ({p.userName})
                {p.excluded ? ' · blocked or banned, earns nothing' : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The member's upline (who referred them, and so on) and downline, for operators. */
export function MemberNetworkCard({ uid }: { uid: string }) {
  const network = useQuery({
    queryKey: ['admin', 'member', uid, 'network'],
    queryFn: ({ signal }) => call(referralsApi.network, { params: { uid }, signal }),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Referral network
        </Typography>
        {network.isPending ? <CenteredSpinner /> : null}
        <ErrorAlert error={network.error} />
        {network.data ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <People title="Upline" people={network.data.upline} empty="Joined without a referrer." />
            <People
              title={`Downline (${network.data.downlineTotal}${network.data.downlineTotalExact ? '' : '+'})`}
              people={network.data.downline}
              empty="Nobody joined with their link yet."
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
