import { CHAT_IMAGE_MAX_BYTES, chatApi, ZChatText } from '@member-area/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertNoNul } from '../../platform/http/input-guard.js';
import { memberOf, opensBackOffice } from '../auth/index.js';
import { sendImage } from '../profile/index.js';
import { markChatRead } from './mark-read.js';
import { openChat } from './open-chat.js';
import { readChatImage } from './read-image.js';
import { readMessages } from './read-messages.js';
import { sendMessage } from './send-message.js';
import { supportThread, supportThreads } from './support-inbox.js';
import { threadOfRouteRead } from './thread-of.js';

/**
 * A message as sent: multipart (`text` field, optional `image` file) or JSON `{ text }`.
 * The image's type is judged later from its bytes, never from its name or Content-Type.
 */
async function readMessageInput(request: FastifyRequest): Promise<{ text: string; image?: Buffer }> {
  if (!request.isMultipart()) {
    const body = z.object({ text: ZChatText.default('') }).safeParse(request.body ?? {});
    if (!body.success) throw AppError.field('text', body.error.issues[0]?.message ?? 'Invalid message');
    return { text: body.data.text };
  }
  let text = '';
  let image: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 2 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') throw AppError.field('image', 'Send the picture in the field "image".');
      image = await part.toBuffer();
    } else if (part.fieldname === 'text') {
      assertNoNul('text', String(part.value));
      const parsed = ZChatText.safeParse(String(part.value));
      if (!parsed.success) throw AppError.field('text', parsed.error.issues[0]?.message ?? 'Invalid message');
      text = parsed.data;
    }
  }
  return image ? { text, image } : { text };
}

/** Sending is limited per user (not per address): a clear message says how long to wait. */
function sendLimit(ctx: AppContext) {
  return {
    rateLimit: {
      hook: 'preHandler' as const,
      max: ctx.config.CHAT_RATE_LIMIT_MAX,
      timeWindow: ctx.config.CHAT_RATE_LIMIT_WINDOW_SECONDS * 1000,
      keyGenerator: (request: FastifyRequest) => memberOf(request).id,
      errorResponseBuilder: (_request: FastifyRequest, limit: { after: string }) =>
        new AppError('RATE_LIMITED', `You are sending messages too fast. Wait ${limit.after} and send again.`),
    },
  };
}

/** The member's side (as themself) and the inbox's (`asSupport`: as the support contact). */
const sideRoutes = (asSupport: boolean) => {
  const api = asSupport
    ? { read: chatApi.threadMessages, send: chatApi.reply, markRead: chatApi.markThreadRead }
    : { read: chatApi.messages, send: chatApi.send, markRead: chatApi.markRead };
  return [
    // The thread is read with the session (threadOfRouteRead): no statement of its own.
    route(
      api.read,
      async ({ ctx, member, params, query, read }) => ({
        messages: await readMessages(ctx, {
          userId: member.id,
          asSupport,
          chatId: params.chatId,
          page: query,
          thread: read,
        }),
      }),
      { memberRead: threadOfRouteRead },
    ),
    route(
      api.send,
      async ({ ctx, member, params, request, read }) => ({
        message: await sendMessage(ctx, {
          userId: member.id,
          asSupport,
          chatId: params.chatId,
          thread: read,
          ...(await readMessageInput(request)),
        }),
      }),
      { config: sendLimit, memberRead: threadOfRouteRead },
    ),
    route(
      api.markRead,
      async ({ ctx, member, params, read }) => {
        await markChatRead(ctx, {
          userId: member.id,
          chatId: params.chatId,
          thread: read,
          ...(asSupport && { asSupport }),
        });
        return { ok: true as const };
      },
      { memberRead: threadOfRouteRead },
    ),
  ];
};

/** The member's chat with the support contact, and the operators' support inbox. */
export const chatRoutes = [
  route(chatApi.open, ({ ctx, member }) => openChat(ctx, { memberId: member.id })),
  route(chatApi.image, async ({ ctx, member, params, reply }) =>
    sendImage(
      reply,
      await readChatImage(ctx, { userId: member.id, isOperator: opensBackOffice(member), fileId: params.fileId }),
    ),
  ),
  ...sideRoutes(false),
  route(chatApi.threads, ({ ctx, query }) => supportThreads(ctx, query)),
  route(chatApi.thread, ({ ctx, params }) => supportThread(ctx, { chatId: params.chatId })),
  ...sideRoutes(true),
];
