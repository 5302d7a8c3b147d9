import { type ReferralMember, referralsApi, registerPath } from '@member-area/shared';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/call';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { listPaging } from '../../ui/list-paging';
import { PageTitle } from '../../ui/PageTitle';
import { QrCode } from '../../ui/QrCode';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { useListParams } from '../../ui/useSearchParam';
import { MoneyAmount } from '../money';

const PAGE_SIZE = 20;
const keys = {
  overview: ['referrals', 'overview'],
  members: (page: number) => ['referrals', 'members', page],
} as const;

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/**
 * The level table's four columns once its card is wide enough for a bonus in two currencies
 * ("1,385,500.00 KRW" over "1,000.00 USD"); narrower (a phone, the half-width card of a small
 * laptop), each level's bonus takes a line of its own under its figures.
 */
const WIDE = '@container (min-width: 360px)';

const COLUMNS: readonly ResponsiveColumn<ReferralMember>[] = [
  { header: 'Name', cell: (r) => r.name, phone: 'lead', nowrap: false, sx: { overflowWrap: 'anywhere' } },
  { header: 'User name', cell: (r) => r.userName, sx: { overflowWrap: 'anywhere' } },
  { header: 'Joined', cell: (r) => <time dateTime={r.joinedAt}>{formatDateTime(r.joinedAt)}</time>, nowrap: true },
  { header: 'Level', cell: (r) => r.level, phone: 'lead' },
  { header: 'Active investment', cell: (r) => yesNo(r.activeInvestment) },
  { header: 'Bonus earned', cell: (r) => <MoneyAmount usd={r.bonus} block /> },
];

/** /refferals (the spec's spelling): the member's link with a QR code, their network per level, its members. */
export function ReferralsPage() {
  const { page, set } = useListParams([] as const);
  const overview = useQuery({
    queryKey: keys.overview,
    queryFn: ({ signal }) => call(referralsApi.overview, { signal }),
  });
  const members = useQuery({
    queryKey: keys.members(page),
    queryFn: ({ signal }) => call(referralsApi.members, { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = overview.data ? `${window.location.origin}${registerPath(overview.data.userName)}` : '';
  // The clipboard needs a secure page and the member's permission: without it, say how to copy.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <>
      <PageTitle subtitle="Invite people with your link: you earn a bonus on their investments, three levels deep.">
        Referrals
      </PageTitle>
      <ErrorAlert error={overview.error} />
      {overview.isPending ? <CenteredSpinner /> : null}
      {overview.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            mb: 3,
          }}
        >
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <QrCode value={link} label="QR code of your referral link" size={128} />
              <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                <Typography color="text.secondary">Your referral link</Typography>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }} data-testid="referral-link">
                  {link}
                </Typography>
                <Button variant="contained" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
                  Copy link
                </Button>
                {copied ? (
                  <Typography
                    variant="body2"
                    color={copied === 'yes' ? 'success.main' : 'text.secondary'}
                    role="status"
                    sx={{ mt: 1 }}
                  >
                    {copied === 'yes' ? 'Copied' : 'Copying is not allowed here: select the link and copy it.'}
                  </Typography>
                ) : null}
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, containerType: 'inline-size' }}>
              <Typography color="text.secondary">Bonus earned</Typography>
              <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, mb: 1 }}>
                <MoneyAmount usd={overview.data.totalBonus} block />
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(3, auto)',
                  gap: 1,
                  m: 0,
                  [WIDE]: { gridTemplateColumns: 'repeat(4, auto)' },
                }}
              >
                {['Level', 'Members', 'Investing', 'Bonus'].map((h) => (
                  <Typography
                    key={h}
                    component="dt"
                    variant="body2"
                    color="text.secondary"
                    sx={h === 'Bonus' ? { display: 'none', [WIDE]: { display: 'block' } } : undefined}
                  >
                    {h}
                  </Typography>
                ))}
                {overview.data.levels.map((l) => [
                  <Typography key={`l${l.level}`} component="dd" sx={{ m: 0 }}>
                    {l.level}
                  </Typography>,
                  <Typography key={`m${l.level}`} component="dd" sx={{ m: 0 }}>
                    {l.members}
                  </Typography>,
                  <Typography key={`a${l.level}`} component="dd" sx={{ m: 0 }}>
                    {l.activeInvestors}
                  </Typography>,
                  <Typography
                    key={`b${l.level}`}
                    component="dd"
                    sx={{
                      m: 0,
                      gridColumn: '1 / -1',
                      display: 'flex',
                      flexWrap: 'wrap',
                      columnGap: 1,
                      [WIDE]: { gridColumn: 'auto', display: 'block' },
                    }}
                  >
                    <Box component="span" sx={{ color: 'text.secondary', [WIDE]: { display: 'none' } }}>
                      Bonus
                    </Box>
                    <MoneyAmount usd={l.bonus} block />
                  </Typography>,
                ])}
              </Box>
            </CardContent>
          </Card>
        </Box>
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your network
      </Typography>
      <ErrorAlert error={members.error} />
      {members.data ? (
        <ResponsiveTable
          framed
          label="Referred members"
          columns={COLUMNS}
          rows={members.data.rows}
          rowKey={(r) => r.userName}
          empty="Nobody has joined with your link yet. Share it to get started."
          paging={listPaging(members.data, page, PAGE_SIZE, (p) => set({ page: p }))}
          fetching={members.isFetching}
        />
      ) : null}
    </>
  );
}
