import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { readOwnedFile, type StoredFile } from '../files/index.js';
import { readSupportUserId } from '../settings/index.js';
import { threadOfImage } from './chat.repo.js';

export interface ReadChatImageOptions {
  userId: string;
  isOperator: boolean;
  fileId: string;
}

/** A chat image, only for the thread's two users and for operators; anyone else gets 404. */
export async function readChatImage(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { userId, isOperator, fileId }: ReadChatImageOptions,
): Promise<StoredFile> {
  const thread = await threadOfImage(ctx.db, fileId);
  const participant = thread && (thread.user_high === userId || thread.user_low === userId);
  const supportThread =
    thread && isOperator && [thread.user_high, thread.user_low].includes(await readSupportUserId(ctx.db));
  if (!thread || !(participant || supportThread)) throw new AppError('NOT_FOUND', 'No such image.');
  // The file belongs to whoever sent it; read it as theirs.
  const file = await readOwnedFile(ctx, fileId, thread.sender_id);
  if (!file) throw new AppError('NOT_FOUND', 'No such image.');
  return file;
}
