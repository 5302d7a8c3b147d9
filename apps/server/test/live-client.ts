import { LIVE_PATH, type LiveMessage, ZLiveMessage } from '@member-area/shared';
import WebSocket from 'ws';
import { type Client, ORIGIN } from './harness.js';

export interface LiveClient {
  messages: LiveMessage[];
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** Opens the live channel as `client` (its cookies) against an app listening on `baseUrl`. */
export function openLive(baseUrl: string, client: Client): Promise<LiveClient> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers: { cookie: client.cookieHeader, origin: ORIGIN },
  });
  const messages: LiveMessage[] = [];
  const waiters = new Set<{ match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }>();
  ws.on('message', (raw) => {
    const message = ZLiveMessage.parse(JSON.parse(String(raw)));
    messages.push(message);
    for (const w of waiters) {
      if (w.match(message)) {
        waiters.delete(w);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        messages,
        closed,
        close: () => ws.close(),
        next(match, timeoutMs = 15_000) {
          const seen = messages.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const waiter = { match, resolve: res };
            waiters.add(waiter);
            setTimeout(() => {
              waiters.delete(waiter);
              rej(new Error(`no matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs).unref();
          });
        },
      }),
    );
  });
}

/**
 * Resolves with the close code, or fails if the socket is still open after `ms`: pushed closes
 * arrive well within it, while the hub's sweep would take 30 s.
 */
export async function closedWithin(live: LiveClient, ms = 10_000): Promise<number> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms).unref(),
  );
  return (await Promise.race([live.closed, timeout])).code;
}
