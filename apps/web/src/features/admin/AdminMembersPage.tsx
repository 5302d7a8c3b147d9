import { adminMemberPath, TEXT } from '@member-area/shared';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, queryKeys } from '../../api';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { EmptyTableRow } from '../../ui/EmptyTableRow';
import { formatDate } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { RouterLink } from '../../ui/RouterLink';
import { listMembers } from './api';
import { useDebouncedValue } from './useDebouncedValue';
import { YesNo } from './YesNo';

const PAGE_SIZES = [10, 20, 50, 100];

export function AdminMembersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 20;

  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced === q) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, q, setParams]);

  const setPaging = (nextPage: number, nextSize: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(nextPage));
      next.set('pageSize', String(nextSize));
      return next;
    });

  const members = useQuery({
    queryKey: queryKeys.admin.members(q, page, pageSize),
    queryFn: ({ signal }) => listMembers({ q, page, pageSize }, signal),
    placeholderData: (previous) => previous,
  });

  return (
    <>
      <PageTitle subtitle="Find a member to see their account, flags and history.">Members</PageTitle>
      <TextField
        label="Search members"
        placeholder="Name, user name or e-mail"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        type="search"
        margin="none"
        sx={{ mb: 2, maxWidth: 420 }}
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
      {members.isError ? <Alert severity="error">{errorMessage(members.error)}</Alert> : null}
      {members.isPending ? <CenteredSpinner /> : null}
      {members.data ? (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{members.isFetching ? <LinearProgress aria-label="Updating list" /> : null}</Box>
          <TableContainer tabIndex={0} role="region" aria-label="Members">
            <Table size="small" aria-label="Members">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>User name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Verified</TableCell>
                  <TableCell>Account</TableCell>
                  <TableCell>Blocked</TableCell>
                  <TableCell>Banned</TableCell>
                  <TableCell>Member since</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {members.data.rows.length === 0 ? (
                  <EmptyTableRow colSpan={8}>No members match.</EmptyTableRow>
                ) : (
                  members.data.rows.map((m) => (
                    <TableRow
                      key={m.uid}
                      sx={{ cursor: 'pointer', '& td': { whiteSpace: 'nowrap' } }}
                      hover
                      onClick={() => void navigate(adminMemberPath(m.uid))}
                    >
                      <TableCell>
                        <RouterLink to={adminMemberPath(m.uid)} onClick={(e) => e.stopPropagation()}>
                          {m.fullName}
                        </RouterLink>
                      </TableCell>
                      <TableCell>{m.userName}</TableCell>
                      <TableCell>{m.email}</TableCell>
                      <TableCell>
                        <YesNo value={m.emailVerified} />
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={m.userTrading ? 'success' : 'default'}
                          variant={m.userTrading ? 'filled' : 'outlined'}
                          label={m.userTrading ? TEXT.badgeReal : TEXT.badgeFree}
                        />
                      </TableCell>
                      <TableCell>
                        <YesNo value={m.userBlock} alarming />
                      </TableCell>
                      <TableCell>
                        <YesNo value={m.userStatus === 'banned'} alarming />
                      </TableCell>
                      <TableCell>{formatDate(m.memberSince)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={members.data.total}
            page={Math.max(0, page - 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, p) => setPaging(p + 1, pageSize)}
            onRowsPerPageChange={(e) => setPaging(1, Number(e.target.value))}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 2 } }}
          />
        </Paper>
      ) : null}
    </>
  );
}
