import { CHAT_PAGE_SIZE, chatIdOf, type OpenChatResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSupportUserId } from '../settings/index.js';
import { ensureThread, listMessages, readIndex, supportContactOf } from './chat.repo.js';

export interface OpenChatOptions {
  memberId: string;
}

/**
 * Opens the member's chat with the support contact: the thread and both index entries are
 * created when missing (spec section 7), then the newest messages are read.
 */
export async function openChat(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId }: OpenChatOptions,
): Promise<OpenChatResponse> {
  const supportId = await readSupportUserId(ctx.db);
  if (supportId === memberId) throw new AppError('NOT_FOUND', 'The support contact has no chat of its own.');
  const chatId = chatIdOf(memberId, supportId);
  const [high, low] = memberId > supportId ? [memberId, supportId] : [supportId, memberId];
  return withTransaction(ctx, async (trx) => {
    await ensureThread(trx, chatId, high, low);
    const [entry, messages, contact] = await Promise.all([
      readIndex(trx, memberId).then((entries) => entries.find((e) => e.chatId === chatId)),
      listMessages(trx, chatId, { limit: CHAT_PAGE_SIZE }),
      supportContactOf(trx, supportId),
    ]);
    return {
      chatId,
      me: memberId,
      partner: { uid: supportId, ...contact },
      unread: entry?.unread ?? 0,
      messages,
    };
  });
}
