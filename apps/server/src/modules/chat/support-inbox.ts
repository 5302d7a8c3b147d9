import {
  CHAT_PAGE_SIZE,
  type SupportThreadResponse,
  type SupportThreadsQuery,
  type SupportThreadsResponse,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSupportUserId } from '../settings/index.js';
import { findSupportThread, listMessages, listSupportThreads } from './chat.repo.js';

/** The support inbox: the support contact's threads by last message, with unread counts. */
export async function supportThreads(
  ctx: Pick<AppContext, 'db'>,
  query: SupportThreadsQuery,
): Promise<SupportThreadsResponse> {
  const supportId = await readSupportUserId(ctx.db);
  const { rows, total, totalExact, unreadThreads } = await listSupportThreads(ctx.db, supportId, query);
  return { rows, total, totalExact, unreadThreads, page: query.page, pageSize: query.pageSize };
}

export interface SupportThreadOptions {
  chatId: string;
}

/** One support thread with the member beside it and its newest messages. */
export async function supportThread(
  ctx: Pick<AppContext, 'db'>,
  { chatId }: SupportThreadOptions,
): Promise<SupportThreadResponse> {
  const supportId = await readSupportUserId(ctx.db);
  const thread = await findSupportThread(ctx.db, supportId, chatId);
  if (!thread) throw new AppError('NOT_FOUND', 'No such chat.');
  return { thread, supportId, messages: await listMessages(ctx.db, chatId, { limit: CHAT_PAGE_SIZE }) };
}
