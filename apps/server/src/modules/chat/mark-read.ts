import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSupportUserId } from '../settings/index.js';
import { findThread, markRead } from './chat.repo.js';
import { threadChanged } from './notify.js';

export interface MarkChatReadOptions {
  userId: string;
  /** An operator marks the support contact's thread read, for every operator. */
  asSupport?: boolean;
  chatId: string;
}

/** The reader has seen the thread: their unread count drops to zero on every open tab. */
export async function markChatRead(ctx: Pick<AppContext, 'db' | 'bus'>, options: MarkChatReadOptions): Promise<void> {
  const supportId = await readSupportUserId(ctx.db);
  const readerId = options.asSupport ? supportId : options.userId;
  const thread = await findThread(ctx.db, options.chatId);
  if (!thread || (thread.user_high !== readerId && thread.user_low !== readerId)) {
    throw new AppError('NOT_FOUND', 'No such chat.');
  }
  await withTransaction(ctx, async (trx, afterCommit) => {
    if ((await markRead(trx, readerId, thread.id)) > 0) {
      threadChanged(afterCommit, { participants: [readerId], supportId });
    }
  });
}
