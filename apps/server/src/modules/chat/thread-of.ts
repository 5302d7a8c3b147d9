import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { readSupportUserId } from '../settings/index.js';
import { findThread } from './chat.repo.js';

/**
 * The thread `chatId` as `userId` may touch it: as themselves, or (`asSupport`, an operator) as
 * the support contact. The contact and the thread are read at once. A thread the acting user is
 * not in answers exactly like a missing one (404).
 */
export async function threadOf(db: Kysely<DB>, options: { userId: string; asSupport?: boolean; chatId: string }) {
  const [supportId, thread] = await Promise.all([readSupportUserId(db), findThread(db, options.chatId)]);
  const actorId = options.asSupport ? supportId : options.userId;
  if (!thread || (thread.user_high !== actorId && thread.user_low !== actorId)) {
    throw new AppError('NOT_FOUND', 'No such chat.');
  }
  return { thread, actorId, supportId };
}
