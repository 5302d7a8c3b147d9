import { defineRoute } from '../http/define-route.js';
import { LIVE_PATH } from './live.schema.js';

export const liveApi = {
  connect: defineRoute({
    method: 'GET',
    path: LIVE_PATH,
    summary:
      'The live channel: a WebSocket carrying the member’s topics (ZLiveMessage), at most 10 per member and node',
    access: 'member',
    websocket: true,
    errors: ['RATE_LIMITED'],
  }),
} as const;
