import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { useSession } from '../features/auth';
import { Notice } from '../ui/Notice';

/** Spec 2: while the session is being resolved, nothing renders. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return null;
  if (session.isError && !session.data) {
    return (
      <Notice title="The server could not be reached" action="Retry" onAction={() => void session.refetch()}>
        {errorMessage(session.error)}
      </Notice>
    );
  }
  return children;
}
