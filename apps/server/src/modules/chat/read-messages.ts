import { CHAT_PAGE_SIZE, type ChatMessage, type ChatMessagesQuery } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { listMessages } from './chat.repo.js';
import { type ThreadReadRow, threadOf } from './thread-of.js';

export interface ReadMessagesOptions {
  userId: string;
  /** An operator reads the support contact's threads. */
  asSupport?: boolean;
  chatId: string;
  page: ChatMessagesQuery;
  /** The thread as the route read it with the session (`threadOfRouteRead`); read here without it. */
  thread?: ThreadReadRow;
}

/** A page of a thread the reader belongs to; any other thread answers 404. */
export async function readMessages(
  ctx: Pick<AppContext, 'db'>,
  { userId, asSupport, chatId, page, thread }: ReadMessagesOptions,
): Promise<ChatMessage[]> {
  await threadOf(ctx.db, { userId, asSupport, chatId }, thread);
  return listMessages(ctx.db, chatId, { ...page, limit: CHAT_PAGE_SIZE });
}
