import {
  CHAT_IMAGE_MAX_BYTES,
  type ChatMessagesQuery,
  isOperatorRole,
  ZChatIdParams,
  ZChatImageParams,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZChatText,
  ZOpenChatResponse,
  ZSendChatMessageResponse,
  ZSupportThreadResponse,
  ZSupportThreadsQuery,
  ZSupportThreadsResponse,
} from '@member-area/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, requireMember, requireOperator } from '../auth/index.js';
import { sendImage } from '../profile/index.js';
import { markChatRead } from './mark-read.js';
import { openChat } from './open-chat.js';
import { readChatImage } from './read-image.js';
import { readMessages } from './read-messages.js';
import { sendMessage } from './send-message.js';
import { supportThread, supportThreads } from './support-inbox.js';

const tags = ['chat'];
const ZOk = z.object({ ok: z.literal(true) });

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

/** Reading a page of a thread, alike on both sides (`after`: what a tab missed; `before`: older). */
function readOptions(tags: string[]) {
  return {
    schema: { tags, params: ZChatIdParams, querystring: ZChatMessagesQuery, response: { 200: ZChatMessagesResponse } },
  };
}

function readHandler(ctx: AppContext, asSupport: boolean) {
  return async (request: FastifyRequest<{ Params: { chatId: string }; Querystring: ChatMessagesQuery }>) => ({
    messages: await readMessages(ctx, {
      userId: memberOf(request).id,
      asSupport,
      chatId: request.params.chatId,
      page: request.query,
    }),
  });
}

/** Sending, alike on both sides: multipart or JSON in, the stored message (or null) out, rate limited. */
function sendOptions(ctx: AppContext, tags: string[]) {
  return {
    schema: {
      tags,
      params: ZChatIdParams,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: ZSendChatMessageResponse },
    },
    config: sendLimit(ctx),
  };
}

/** A member sends in their own thread; an operator (`asSupport`) as the support contact. */
function sendHandler(ctx: AppContext, asSupport: boolean) {
  return async (request: FastifyRequest<{ Params: { chatId: string } }>) => {
    const input = await readMessageInput(request);
    const message = await sendMessage(ctx, {
      userId: memberOf(request).id,
      asSupport,
      chatId: request.params.chatId,
      ...input,
    });
    return { message };
  };
}

/** The member's chat with the support contact, and the images of any thread the reader belongs to. */
export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(ctx));

    app.get('/api/chat', { schema: { tags, response: { 200: ZOpenChatResponse } } }, async (request) =>
      openChat(ctx, { memberId: memberOf(request).id }),
    );

    app.get('/api/chat/:chatId/messages', readOptions(tags), readHandler(ctx, false));

    app.post('/api/chat/:chatId/messages', sendOptions(ctx, tags), sendHandler(ctx, false));

    app.post(
      '/api/chat/:chatId/read',
      { schema: { tags, params: ZChatIdParams, response: { 200: ZOk } } },
      async (request) => {
        await markChatRead(ctx, { userId: memberOf(request).id, chatId: request.params.chatId });
        return { ok: true as const };
      },
    );

    app.get('/api/chat/images/:fileId', { schema: { tags, params: ZChatImageParams } }, async (request, reply) => {
      const user = memberOf(request);
      const file = await readChatImage(ctx, {
        userId: user.id,
        isOperator: isOperatorRole(user.role),
        fileId: request.params.fileId,
      });
      return sendImage(reply, file);
    });
  };
}

/** The support inbox: any operator reads and answers the support contact's threads. */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOperator(ctx));
    const adminTags = ['back office'];

    app.get(
      '/api/admin/support/threads',
      { schema: { tags: adminTags, querystring: ZSupportThreadsQuery, response: { 200: ZSupportThreadsResponse } } },
      async (request) => supportThreads(ctx, request.query),
    );

    app.get(
      '/api/admin/support/threads/:chatId',
      { schema: { tags: adminTags, params: ZChatIdParams, response: { 200: ZSupportThreadResponse } } },
      async (request) => supportThread(ctx, { chatId: request.params.chatId }),
    );

    app.get('/api/admin/support/threads/:chatId/messages', readOptions(adminTags), readHandler(ctx, true));

    app.post('/api/admin/support/threads/:chatId/messages', sendOptions(ctx, adminTags), sendHandler(ctx, true));

    app.post(
      '/api/admin/support/threads/:chatId/read',
      { schema: { tags: adminTags, params: ZChatIdParams, response: { 200: ZOk } } },
      async (request) => {
        await markChatRead(ctx, { userId: memberOf(request).id, asSupport: true, chatId: request.params.chatId });
        return { ok: true as const };
      },
    );
  };
}
