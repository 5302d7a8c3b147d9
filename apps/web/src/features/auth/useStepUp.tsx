import { authApi } from '@member-area/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { call } from '../../api/call';
import { StepUpDialog } from './StepUpDialog';

const STEP_UP_KEY = ['account', 'step-up'] as const;

/**
 * Whether the next sensitive request will ask for the password: the server says until when this
 * session's last proof counts, and the answer flips when that time passes. Null while unknown.
 */
export function useStepUpWillAsk(): boolean | null {
  const status = useQuery({
    queryKey: STEP_UP_KEY,
    queryFn: ({ signal }) => call(authApi.stepUpStatus, { signal }),
  });
  const until = status.data?.provedUntil ? Date.parse(status.data.provedUntil) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), until - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [until]);
  if (!status.data) return null;
  return until === null || until <= now;
}

interface Pending {
  proved: () => void;
  cancelled: () => void;
}

/**
 * Runs a sensitive request; when the server answers STEP_UP_REQUIRED it asks for the password
 * (the returned `dialog`, rendered by the page) and sends the request once more. Cancelling
 * the dialog rethrows the server's refusal, so the page shows "Confirm your password to continue.".
 */
export function useStepUp(): { withStepUp: <T>(send: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const pending = useRef<Pending | null>(null);

  const withStepUp = useCallback(async <T,>(send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error, 'STEP_UP_REQUIRED')) throw error;
      setTwoFactor(error.details.twoFactor === true);
      await new Promise<void>((resolve, reject) => {
        pending.current = { proved: resolve, cancelled: () => reject(error) };
        setOpen(true);
      });
      return send();
    }
  }, []);

  const settle = (outcome: keyof Pending) => {
    setOpen(false);
    pending.current?.[outcome]();
    pending.current = null;
    if (outcome === 'proved') void queryClient.invalidateQueries({ queryKey: STEP_UP_KEY });
  };

  const dialog = (
    <StepUpDialog
      open={open}
      twoFactor={twoFactor}
      onProved={() => settle('proved')}
      onCancel={() => settle('cancelled')}
    />
  );
  return { withStepUp, dialog };
}
