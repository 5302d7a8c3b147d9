import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { markRead } from './chat.repo.js';
import { threadChanged } from './notify.js';
import { type ThreadReadRow, threadOf } from './thread-of.js';

export interface MarkChatReadOptions {
  userId: string;
  /** An operator marks the support contact's thread read, for every operator. */
  asSupport?: boolean;
  chatId: string;
  /** The thread as the route read it with the session (`threadOfRouteRead`); read here without it. */
  thread?: ThreadReadRow;
}

/** The reader has seen the thread: their unread count drops to zero on every open tab. */
export async function markChatRead(ctx: Pick<AppContext, 'db' | 'bus'>, options: MarkChatReadOptions): Promise<void> {
  const { thread, actorId: readerId, supportId } = await threadOf(ctx.db, options, options.thread);
  await withTransaction(ctx, async (trx, afterCommit) => {
    if ((await markRead(trx, readerId, thread.id)) > 0) {
      threadChanged(afterCommit, { participants: [readerId], supportId });
    }
  });
}
