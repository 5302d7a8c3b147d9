import { devMailboxApi } from '@member-area/shared';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, queryKeys } from '../../api';
import { call } from '../../api/call';
import { CenteredSpinner } from '../../ui/CenteredSpinner';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatDateTime } from '../../ui/format';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { useBrand } from '../brand';

/** The dev outbox: mails the server would have sent, with their links. The API hides it in production. */
export function DevMailboxPage() {
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  // The banner's link carries the mailbox's secret as ?token=: sent once, the server answers
  // with a cookie, and the secret leaves the address bar (and the history).
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const mailbox = useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: ({ signal }) => call(devMailboxApi.mailbox, token ? { query: { token }, signal } : { signal }),
    refetchInterval: (query) => (query.state.error ? false : 5_000),
    retry: false,
  });
  const answered = mailbox.isSuccess;
  useEffect(() => {
    if (answered && new URLSearchParams(location.search).has('token')) {
      void navigate(location.pathname, { replace: true });
    }
  }, [answered, location.pathname, location.search, navigate]);

  if (isApiError(mailbox.error) && mailbox.error.status === 404) {
    if (!brand.data?.devMailbox) return <NotFoundPage />;
    return (
      <>
        <PageTitle subtitle="E-mails the server would have sent, newest first. Development only.">
          Dev mailbox
        </PageTitle>
        <Alert severity="info">
          Open the dev mailbox through the link printed in the server's console when it started: the link carries the
          mailbox's secret.
        </Alert>
      </>
    );
  }

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <PageTitle subtitle="E-mails the server would have sent, newest first. Development only.">
            Dev mailbox
          </PageTitle>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RefreshOutlined />}
          onClick={() => void mailbox.refetch()}
          loading={mailbox.isFetching}
          sx={{ flexShrink: 0 }}
        >
          Refresh
        </Button>
      </Stack>
      {mailbox.isPending ? <CenteredSpinner /> : null}
      <ErrorAlert error={mailbox.error} />
      {mailbox.data?.length === 0 ? <Typography color="text.secondary">No e-mails yet.</Typography> : null}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {mailbox.data?.map((mail) => (
          <Card key={mail.id} component="li">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                To {mail.to} · <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
              </Typography>
              {mail.link ? (
                <Box sx={{ mt: 1 }}>
                  <Link href={mail.link} sx={{ overflowWrap: 'anywhere' }}>
                    {mail.link}
                  </Link>
                </Box>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
