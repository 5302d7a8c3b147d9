import { ZOk } from '../errors/api-error.schema.js';
import { defineRoute } from '../http/define-route.js';
import {
  ZChatIdParams,
  ZChatImageParams,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZOpenChatResponse,
  ZSendChatMessageResponse,
  ZSupportThreadResponse,
  ZSupportThreadsQuery,
  ZSupportThreadsResponse,
} from './chat.schema.js';

const SEND_SUMMARY =
  'Send a message: multipart (`text`, optional `image` file) or JSON `{ text }`; rate limited per sender';

/** The member's chat with support, and the operators' support inbox. */
export const chatApi = {
  open: defineRoute({
    method: 'GET',
    path: '/api/chat',
    summary: 'Open (or create) the member’s thread with the support contact',
    access: 'member',
    response: ZOpenChatResponse,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/chat/:chatId/messages',
    summary: 'A page of the member’s thread (`after`: what a tab missed; `before`: older)',
    access: 'member',
    params: ZChatIdParams,
    query: ZChatMessagesQuery,
    response: ZChatMessagesResponse,
    errors: ['NOT_FOUND'],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chat/:chatId/messages',
    summary: SEND_SUMMARY,
    access: 'member',
    params: ZChatIdParams,
    multipart: true,
    response: ZSendChatMessageResponse,
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/chat/:chatId/read',
    summary: 'Mark the member’s thread read',
    access: 'member',
    params: ZChatIdParams,
    response: ZOk,
    errors: ['NOT_FOUND'],
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/chat/images/:fileId',
    summary: 'An image of a thread the reader belongs to (operators: any support thread)',
    access: 'member',
    params: ZChatImageParams,
    produces: 'image/*',
    errors: ['NOT_FOUND'],
  }),

  threads: defineRoute({
    method: 'GET',
    path: '/api/admin/support/threads',
    summary: 'The support inbox: threads with unread first',
    access: { permission: 'console.read' },
    query: ZSupportThreadsQuery,
    response: ZSupportThreadsResponse,
  }),
  thread: defineRoute({
    method: 'GET',
    path: '/api/admin/support/threads/:chatId',
    summary: 'One support thread and its member',
    access: { permission: 'console.read' },
    params: ZChatIdParams,
    response: ZSupportThreadResponse,
    errors: ['NOT_FOUND'],
  }),
  threadMessages: defineRoute({
    method: 'GET',
    path: '/api/admin/support/threads/:chatId/messages',
    summary: 'A page of a support thread',
    access: { permission: 'console.read' },
    params: ZChatIdParams,
    query: ZChatMessagesQuery,
    response: ZChatMessagesResponse,
    errors: ['NOT_FOUND'],
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/admin/support/threads/:chatId/messages',
    summary: `${SEND_SUMMARY}; sent as the support contact`,
    access: { permission: 'support.reply' },
    params: ZChatIdParams,
    multipart: true,
    response: ZSendChatMessageResponse,
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  markThreadRead: defineRoute({
    method: 'POST',
    path: '/api/admin/support/threads/:chatId/read',
    summary: 'Mark a support thread read for every operator',
    access: { permission: 'support.reply' },
    params: ZChatIdParams,
    response: ZOk,
    errors: ['NOT_FOUND'],
  }),
} as const;
