import { ZAlreadyDecidedDetails } from '@member-area/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError, queryKeys } from '../../api';

/** What the operator reads when a decision lost to another one (409): who decided what. */
export function decisionError(error: unknown): string {
  if (isApiError(error) && error.status === 409) {
    const details = ZAlreadyDecidedDetails.safeParse(error.details);
    if (details.success) {
      const by = details.data.decidedBy ? ` by ${details.data.decidedBy.name}` : '';
      return `Already decided: this one is ${details.data.status}${by}. Nothing was changed.`;
    }
    return `Already decided: ${error.message}`;
  }
  return errorMessage(error);
}

/**
 * One decision on a queue row (approve, reject, mark paid), sent with an Idempotency-Key. The
 * server decides a row once: a second press, or another operator, gets 409 and reads who decided
 * it. The list is re-read after any answer.
 */
export function useDecision<Args>(
  queue: 'deposits' | 'withdrawals',
  send: (args: Args, key: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ args, key }: { args: Args; key: string }) => send(args, key),
    onMutate: () => setError(null),
    onError: (e) => setError(decisionError(e)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.all, queue] }),
  });
  return {
    run: (args: Args, onDone?: () => void) =>
      mutation.mutate({ args, key: crypto.randomUUID() }, { onSuccess: onDone, onError: onDone }),
    pending: mutation.isPending,
    error,
    clearError: () => setError(null),
  };
}
