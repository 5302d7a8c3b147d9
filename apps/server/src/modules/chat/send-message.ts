import { randomUUID } from 'node:crypto';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, type ChatMessage } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { sendAtCommit, withTransaction } from '../../platform/db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { storeUpload } from '../files/index.js';
import { insertMessageQuery, storedMessage } from './chat.repo.js';
import { threadChanged } from './notify.js';
import { type ThreadReadRow, threadOf } from './thread-of.js';

export interface SendMessageOptions {
  /** The signed-in user who sends: a member, or an operator answering as the support contact. */
  userId: string;
  /** Set when an operator answers: the message is sent as the support contact. */
  asSupport?: boolean;
  chatId: string;
  text: string;
  image?: Buffer | undefined;
  /** The thread as the route read it with the session (`threadOfRouteRead`); read here without it. */
  thread?: ThreadReadRow;
}

/**
 * Appends a message to a thread the sender belongs to, and in the same transaction updates
 * lastMessage and date in both users' indexes (spec section 7). A message with no text and no
 * image is not stored (the Send button does not check, spec section 5): the answer is null.
 */
export async function sendMessage(
  ctx: Pick<AppContext, 'db' | 'bus' | 'files'>,
  options: SendMessageOptions,
): Promise<ChatMessage | null> {
  const { thread, actorId: senderId, supportId } = await threadOf(ctx.db, options, options.thread);
  const text = options.text.trim();
  const image = options.image && options.image.length > 0 ? options.image : undefined;
  if (text === '' && !image) return null;
  const receiverId = thread.user_high === senderId ? thread.user_low : thread.user_high;

  const id = randomUUID();
  let answer: readonly unknown[] = [];
  await withTransaction(ctx, async (trx, afterCommit) => {
    const stored = image
      ? await storeUpload(
          { db: trx, files: ctx.files },
          {
            ownerId: senderId,
            purpose: 'chat',
            data: image,
            allowed: CHAT_IMAGE_TYPES,
            maxBytes: CHAT_IMAGE_MAX_BYTES,
          },
        )
      : null;
    // Sent with the COMMIT (nothing in the transaction reads it back): the BEGIN, the message with
    // both index entries, the sender's index with its version and the COMMIT leave in one write.
    sendAtCommit(trx, {
      query: insertMessageQuery(trx, {
        id,
        chatId: thread.id,
        senderId,
        receiverId,
        text,
        imgFileId: stored?.id ?? null,
      }),
      answered: (rows) => {
        answer = rows;
      },
      explain: () => undefined,
    });
    if (options.asSupport) {
      await recordAudit(trx, {
        actorId: options.userId,
        action: 'support.reply',
        targetType: 'member',
        targetId: receiverId,
        details: { chatId: thread.id, messageId: id, image: Boolean(stored) },
      });
    }
    threadChanged(afterCommit, { participants: [senderId, receiverId], supportId });
  });
  return storedMessage(answer, id);
}
