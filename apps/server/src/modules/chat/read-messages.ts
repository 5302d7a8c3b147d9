import { CHAT_PAGE_SIZE, type ChatMessage, type ChatMessagesQuery } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSupportUserId } from '../settings/index.js';
import { findThread, listMessages } from './chat.repo.js';

export interface ReadMessagesOptions {
  userId: string;
  /** An operator reads the support contact's threads. */
  asSupport?: boolean;
  chatId: string;
  page: ChatMessagesQuery;
}

/** A page of a thread the reader belongs to; any other thread answers 404. */
export async function readMessages(
  ctx: Pick<AppContext, 'db'>,
  { userId, asSupport, chatId, page }: ReadMessagesOptions,
): Promise<ChatMessage[]> {
  const readerId = asSupport ? await readSupportUserId(ctx.db) : userId;
  const thread = await findThread(ctx.db, chatId);
  if (!thread || (thread.user_high !== readerId && thread.user_low !== readerId)) {
    throw new AppError('NOT_FOUND', 'No such chat.');
  }
  return listMessages(ctx.db, chatId, { ...page, limit: CHAT_PAGE_SIZE });
}
