import { z } from 'zod';

/** One mail of the dev outbox (GET /api/dev/mailbox), newest first. */
export const ZDevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export const ZDevMailbox = z.array(ZDevMail);
export type DevMail = z.infer<typeof ZDevMail>;
