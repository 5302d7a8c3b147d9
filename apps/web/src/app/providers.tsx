import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { ApiRequestError, queryKeys } from '../api';
import { ColorModeProvider } from './color-mode';
import { createAppTheme } from './theme';

const SIGNED_OUT_CODES = new Set(['UNAUTHENTICATED', 'ACCOUNT_BLOCKED', 'ACCOUNT_BANNED']);

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A request refused because the session ended (expired, blocked, banned): re-read the
      // session, and the protected shell sends the person to /login.
      onError: (error, query) => {
        if (query.queryKey[0] === queryKeys.session[0]) return;
        if (error instanceof ApiRequestError && (error.status === 401 || SIGNED_OUT_CODES.has(error.code))) {
          void client.invalidateQueries({ queryKey: queryKeys.session });
        }
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network and server errors get two more tries.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: (query) => query.queryKey[0] === queryKeys.session[0],
      },
      mutations: { retry: false },
    },
  });
  return client;
}

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeProvider>{(mode) => <Themed mode={mode}>{children}</Themed>}</ColorModeProvider>
    </QueryClientProvider>
  );
}
