import { z } from 'zod';

/** How long a password proven again (step-up) covers sensitive actions of that session. */
export const STEP_UP_WINDOW_MINUTES = 5;

export const ZStepUpRequest = z.object({
  password: z.string().min(1, 'Enter your password').max(256),
});
export type StepUpRequest = z.infer<typeof ZStepUpRequest>;

/** Whether this session's last proof still covers sensitive actions, and until when. */
export const ZStepUpStatus = z.object({
  provedUntil: z.string().nullable(),
});
export type StepUpStatus = z.infer<typeof ZStepUpStatus>;
