import { type ReactNode, useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { StepUpDialog } from './StepUpDialog';

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
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  const withStepUp = useCallback(async <T,>(send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error, 'STEP_UP_REQUIRED')) throw error;
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
  };

  const dialog = <StepUpDialog open={open} onProved={() => settle('proved')} onCancel={() => settle('cancelled')} />;
  return { withStepUp, dialog };
}
