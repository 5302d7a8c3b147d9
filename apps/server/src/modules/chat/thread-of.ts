import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { defineMemberRead, type MemberReadRow } from '../auth/index.js';
import { readSupportUserId, settingsRowQuery } from '../settings/index.js';
import { findThread, type ThreadRow } from './chat.repo.js';

/**
 * The thread a chat route's `chatId` names, with the support contact's id beside it, read with the
 * session (a member read of the route's `chatId`): sending a message or marking a thread read then
 * sends no statement of its own before its transaction. Whether the signed-in user may touch the
 * thread is decided by `threadOf`, as for a thread read on its own.
 */
export const threadOfRouteRead = defineMemberRead(
  'chat thread of the route',
  (db, chatId) =>
    db
      .selectFrom('chat_thread')
      .select(['id', 'user_high', 'user_low'])
      .select(() => settingsRowQuery(db).select('support_user_id').as('support_id'))
      .where('id', '=', chatId),
  { of: 'chatId' },
);

/** The thread as the route read it with the session; null when no thread has that id. */
export type ThreadReadRow = MemberReadRow<typeof threadOfRouteRead> | null;

/**
 * The thread `chatId` as `userId` may touch it: as themselves, or (`asSupport`, an operator) as
 * the support contact. `read`: the route's read of it with the session (null when no thread has
 * that id); without it, the contact and the thread are read at once. A thread the acting user is
 * not in answers exactly like a missing one (404).
 */
export async function threadOf(
  db: Kysely<DB>,
  options: { userId: string; asSupport?: boolean | undefined; chatId: string },
  read?: ThreadReadRow,
): Promise<{ thread: ThreadRow; actorId: string; supportId: string }> {
  const [supportId, thread] =
    read === undefined
      ? await Promise.all([readSupportUserId(db), findThread(db, options.chatId)])
      : [read?.support_id ?? null, read ?? undefined];
  const actorId = options.asSupport ? supportId : options.userId;
  if (!thread || (thread.user_high !== actorId && thread.user_low !== actorId)) {
    throw new AppError('NOT_FOUND', 'No such chat.');
  }
  if (!supportId) throw new Error('the support contact was not seeded');
  return { thread: { id: thread.id, user_high: thread.user_high, user_low: thread.user_low }, actorId, supportId };
}
