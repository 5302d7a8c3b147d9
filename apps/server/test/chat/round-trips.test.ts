import type { OpenChatResponse, SendChatMessageResponse } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { countRoundTrips, warmPool } from '../round-trips.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe.runIf(onPostgres)('round trips of a chat message (PostgreSQL)', () => {
  it('a member writing to support', async () => {
    const m = await signedInMember(app);
    const { chatId } = (await m.client.get<OpenChatResponse>('/api/chat')).body;
    const send = (text: string) => m.client.post<SendChatMessageResponse>(`/api/chat/${chatId}/messages`, { text });
    await send('warm'); // the statements prepared on the connections the count will use
    await warmPool(app.ctx.db, 4);
    const sent = await countRoundTrips(() => send('Hello, I need help'));
    expect(sent.value.status).toBe(200);
    process.stdout.write(`chat message: ${sent.roundTrips} round trips (${sent.statements} statements)\n`);
    // The session with the thread and the support contact's id (the route's member read), the rate
    // limit's count, and the transaction in one write: the BEGIN, the message with both users'
    // index entries, the sender's chat index with its version, and the COMMIT. There were 7: the
    // thread a round trip of its own, the message and the index entries a statement each, and the
    // index's version, the index and the COMMIT a round trip each.
    expect(sent.roundTrips).toBeLessThanOrEqual(3);
  });
});
