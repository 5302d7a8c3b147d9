import { adminMemberPath, type MemberRow, ROUTES, TEXT } from '@member-area/shared';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ExportListButton } from '../../ui/ExportCsvButton';
import { formatDate } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { type ResponsiveColumn, ResponsiveTable } from '../../ui/ResponsiveTable';
import { RouterLink } from '../../ui/RouterLink';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { listMembers } from './api';
import { YesNo } from './YesNo';

const PAGE_SIZES = [10, 20, 50, 100];

const COLUMNS: readonly ResponsiveColumn<MemberRow>[] = [
  {
    header: 'Name',
    cell: (m) => (
      // The real link; the row's click is a larger target for the same place.
      <RouterLink to={adminMemberPath(m.uid)} onClick={(e) => e.stopPropagation()}>
        {m.fullName}
      </RouterLink>
    ),
    phone: 'lead',
    nowrap: false,
    sx: { overflowWrap: 'anywhere' },
  },
  { header: 'User name', cell: (m) => m.userName, sx: { overflowWrap: 'anywhere' } },
  { header: 'E-mail', cell: (m) => m.email, sx: { overflowWrap: 'anywhere' } },
  { header: 'Verified', cell: (m) => <YesNo value={m.emailVerified} /> },
  {
    header: 'Account',
    cell: (m) => (
      <Chip
        size="small"
        color={m.userTrading ? 'success' : 'default'}
        variant={m.userTrading ? 'filled' : 'outlined'}
        label={m.userTrading ? TEXT.badgeReal : TEXT.badgeFree}
      />
    ),
    phone: 'lead',
  },
  { header: 'Blocked', cell: (m) => <YesNo value={m.userBlock} alarming /> },
  { header: 'Banned', cell: (m) => <YesNo value={m.userStatus === 'banned'} alarming /> },
  { header: 'Member since', cell: (m) => formatDate(m.memberSince), nowrap: true },
];

export function AdminMembersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 20;
  // The list pages by key: `after`/`before` name the member at the edge of the page seen last;
  // `page` only numbers the rows shown ("21–40").
  const edge = { after: params.get('after') ?? undefined, before: params.get('before') ?? undefined };

  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced === q) return;
    // A row was opened while the search was still settling: the member's page is on its way
    // (this page stays on screen until its code arrives), so the search must not pull the
    // operator back here. The address bar already shows where they are going.
    if (window.location.pathname !== ROUTES.adminMembers) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        next.delete('after');
        next.delete('before');
        return next;
      },
      { replace: true },
    );
  }, [debounced, q, setParams]);

  const members = useQuery({
    queryKey: queryKeys.admin.members(q, edge, pageSize),
    queryFn: ({ signal }) => listMembers({ q, ...edge, pageSize }, signal),
    placeholderData: (previous) => previous,
  });

  const setPaging = (nextPage: number, nextSize: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('after');
      next.delete('before');
      const data = members.data;
      // Page 1 (or a new page size) is the list's start; otherwise the page beside this one.
      if (nextPage > 1 && nextSize === pageSize && data) {
        const forward = nextPage > page;
        const key = forward ? data.next : data.prev;
        if (key) next.set(forward ? 'after' : 'before', key);
      }
      const atStart = !next.has('after') && !next.has('before');
      if (atStart) next.delete('page');
      else next.set('page', String(nextPage));
      next.set('pageSize', String(nextSize));
      return next;
    });

  return (
    <>
      <PageTitle subtitle="Find a member to see their account, flags and history.">Members</PageTitle>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          label="Search members"
          placeholder="Name, user name or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          type="search"
          margin="none"
          sx={{ maxWidth: 420 }}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ExportListButton dataset="members" sx={{ ml: { sm: 'auto' } }} />
      </Box>
      <ErrorAlert error={members.error} />
      {members.isPending ? <CenteredSpinner /> : null}
      {members.data ? (
        <ResponsiveTable
          label="Members"
          columns={COLUMNS}
          rows={members.data.rows}
          rowKey={(m) => m.uid}
          empty="No members match."
          fetching={members.isFetching}
          onRowClick={(m) => void navigate(adminMemberPath(m.uid))}
          rowSx={{ cursor: 'pointer' }}
          paging={{
            total: members.data.total,
            totalExact: members.data.totalExact,
            page: members.data.prev === null ? 1 : page,
            pageSize: pageSize,
            keyset: {
              hasPrev: members.data.prev !== null,
              hasNext: members.data.next !== null,
              totalLabel: members.data.totalExact
                ? members.data.total.toLocaleString('en-US')
                : `${members.data.total.toLocaleString('en-US')}+`,
            },
            pageSizes: PAGE_SIZES,
            onPageChange: (p) => setPaging(p, pageSize),
            onPageSizeChange: (size) => setPaging(1, size),
          }}
          framed
        />
      ) : null}
    </>
  );
}
