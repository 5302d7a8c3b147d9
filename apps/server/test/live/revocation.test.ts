import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED, MAX_SOCKETS_PER_MEMBER } from '../../src/modules/live/live-hub.js';
import {
  type Client,
  latestLink,
  onPostgres,
  signedInMember,
  signedInOperator,
  startTestApp,
  type TestApp,
  tokenOf,
} from '../harness.js';
import { closedWithin, type LiveClient, openLive } from '../live-client.js';

// A session that ends (sign-out, password change or reset, block) closes its live sockets at
// once on every node: well before the hub's 30 s sweep. On PostgreSQL the member's sockets
// are on node B and the session ends through node A; on PGlite both are one node.

/** Still open `ms` from now. */
async function stillOpen(live: LiveClient, ms = 300): Promise<boolean> {
  const open = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms).unref());
  return Promise.race([live.closed.then(() => false), open]);
}

describe(onPostgres ? 'session revocation across two app nodes' : 'session revocation on one node', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;

  beforeAll(async () => {
    // One secret for both nodes: a browser's cookie is signed for the whole deployment.
    const env = { AUTH_SECRET: randomBytes(32).toString('hex'), ...(onPostgres && { LIVE_BUS: 'postgres' }) };
    nodeA = await startTestApp(env);
    nodeB = onPostgres ? await startTestApp(env, { database: nodeA.database }) : nodeA;
    urlB = await nodeB.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (nodeB !== nodeA) await nodeB?.stop();
    await nodeA?.stop();
  });

  /** The same browser (cookies) talking to node A. */
  const onA = (client: Client) => {
    const a = nodeA.client();
    for (const [k, v] of client.cookies) a.cookies.set(k, v);
    return a;
  };

  /** A second signed-in session of the same member, on node B. */
  async function secondSession(login: string, password: string) {
    const other = nodeB.client();
    expect((await other.post('/api/account/sign-in', { login, password })).status).toBe(200);
    return other;
  }

  it('sign-out closes that session’s sockets at once, and its cookie fails at once on the other node', async () => {
    const { client, input } = await signedInMember(nodeB);
    const other = await secondSession(input.email, input.password);
    const live = await openLive(urlB, client);
    const otherLive = await openLive(urlB, other);

    expect((await onA(client).post('/api/account/sign-out')).status).toBe(200);

    expect(await closedWithin(live)).toBe(CLOSE_SESSION_ENDED);
    expect((await client.get('/api/balance')).status).toBe(401);
    expect(await stillOpen(otherLive)).toBe(true);
    expect((await other.get('/api/balance')).status).toBe(200);
    otherLive.close();
  });

  it('a password change closes every other session’s sockets at once; the changing tab reconnects', async () => {
    const { client, input } = await signedInMember(nodeB);
    const other = await secondSession(input.email, input.password);
    const otherLive = await openLive(urlB, other);
    const ownLive = await openLive(urlB, client);

    const changer = onA(client);
    const res = await changer.post('/api/account/change-password', {
      currentPassword: input.password,
      newPassword: 'Brand-New-77',
      confirmPassword: 'Brand-New-77',
    });
    expect(res.status).toBe(200);

    expect(await closedWithin(otherLive)).toBe(CLOSE_SESSION_ENDED);
    expect((await other.get('/api/balance')).status).toBe(401);
    // This tab's old session was replaced too; with its new cookie it connects again.
    expect(await closedWithin(ownLive)).toBe(CLOSE_SESSION_ENDED);
    const again = await openLive(urlB, changer);
    expect(await stillOpen(again)).toBe(true);
    again.close();
  });

  it('a password reset closes every socket of the member at once', async () => {
    const { client, input } = await signedInMember(nodeB);
    const live = await openLive(urlB, client);
    await nodeA.client().post('/api/account/forgot-password', { email: input.email });
    const token = tokenOf(await latestLink(nodeA, input.email));
    const res = await nodeA
      .client()
      .post('/api/account/reset-password', { token, newPassword: 'Reset-New-55', confirmPassword: 'Reset-New-55' });
    expect(res.status).toBe(200);
    expect(await closedWithin(live)).toBe(CLOSE_SESSION_ENDED);
  });

  it('a block closes every socket at once (control message first)', async () => {
    const member = await signedInMember(nodeB);
    const live = await openLive(urlB, member.client);
    const operator = await signedInOperator(nodeA);
    await operator.post(`/api/admin/members/${member.uid}/flags`, { flag: 'banned', value: true, reason: 'fraud' });
    expect(await closedWithin(live)).toBe(4001);
    expect((await member.client.get('/api/balance')).status).toBe(401);
  });

  it(`refuses a member's live socket beyond ${MAX_SOCKETS_PER_MEMBER} with 429, and takes it once one closes`, async () => {
    const { client } = await signedInMember(nodeB);
    const open: LiveClient[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) open.push(await openLive(urlB, client));
    await expect(openLive(urlB, client)).rejects.toThrow('upgrade refused: 429');

    const first = open.shift();
    first?.close();
    await first?.closed;
    // The server sees the close a moment later: until then the limit still counts that socket.
    open.push(await retryUntilAccepted(() => openLive(urlB, client)));
    for (const live of open) live.close();
  });
});

async function retryUntilAccepted(open: () => Promise<LiveClient>): Promise<LiveClient> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await open();
    } catch (err) {
      if (Date.now() > deadline || !String(err).includes('429')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
