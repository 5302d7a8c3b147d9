import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, queryKeys } from '../api';

const SIGNED_OUT_CODES = new Set(['UNAUTHENTICATED', 'ACCOUNT_BLOCKED', 'ACCOUNT_BANNED']);

export function createQueryClient(): QueryClient {
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
