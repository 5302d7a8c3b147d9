import type { ApiError, MemberProfile } from '@member-area/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, countRows, signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { multipart, png, samePixels } from '../uploads.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const upload = (client: Client, filename: string, type: string, data: Buffer) => {
  const { body, headers } = multipart(filename, type, data);
  return client.request<MemberProfile | ApiError>('POST', '/api/profile/avatar', body, headers);
};

describe('profile', () => {
  it('shows the member their own profile', async () => {
    const { client, input, uid } = await signedInMember(app, { currency: 'MYR' });
    const res = await client.get<MemberProfile>('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      userName: input.userName,
      email: input.email,
      emailVerified: true,
      currency: 'MYR',
      userTrading: false,
      userBlock: false,
      userStatus: 'active',
      photoURL: null,
      referrer: null,
    });
    expect(Date.now() - new Date(res.body.memberSince).getTime()).toBeLessThan(60_000);
  });

  it('updates names and currency, and refuses bad input without changing anything', async () => {
    const { client } = await signedInMember(app);
    const ok = await client.request<MemberProfile>('PATCH', '/api/profile', {
      firstName: 'Augusta',
      lastName: 'King',
      currency: 'EUR',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      fullName: 'Augusta King',
      currency: 'EUR',
    });

    const bad = await client.request('PATCH', '/api/profile', { firstName: '', lastName: 'King', currency: 'BTC' });
    expect(bad.status).toBe(400);
    expect((bad.body as ApiError).error.details?.fieldErrors).toEqual({
      firstName: ['Enter your first name'],
      currency: ['Choose a currency'],
    });
    expect((await client.get<MemberProfile>('/api/profile')).body).toMatchObject({
      firstName: 'Augusta',
      currency: 'EUR',
    });
  });

  it('ignores fields a member may not set (userTrading, role) in an update', async () => {
    const { client, uid } = await signedInMember(app);
    await client.request('PATCH', '/api/profile', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      currency: 'USD',
      userTrading: true,
      role: 'admin',
    });
    const row = await app.ctx.db
      .selectFrom('user')
      .select(['userTrading', 'role'])
      .where('id', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ userTrading: false, role: 'member' });
  });
});

describe('avatar', () => {
  it('accepts a real image, serves it back privately, and replaces the old file', async () => {
    const { client } = await signedInMember(app);
    const first = await upload(client, 'me.png', 'image/png', png());
    expect(first.status).toBe(200);
    const photoURL = (first.body as MemberProfile).photoURL;
    expect(photoURL).toMatch(/^\/api\/profile\/avatar\?v=/);

    const image = await client.get<Buffer>(photoURL ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(image.body, png())).toBe(true);
    expect((await app.client().get(photoURL ?? '')).status).toBe(401);

    const files = await countRows(app, 'stored_file');
    await upload(client, 'again.png', 'image/png', png());
    expect(await countRows(app, 'stored_file')).toBe(files);
  });

  it('sniffs the type from the bytes: HTML named .png is refused', async () => {
    const { client } = await signedInMember(app);
    const files = await countRows(app, 'stored_file');
    const res = await upload(client, 'evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(res.status).toBe(415);
    expect((res.body as ApiError).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await countRows(app, 'stored_file')).toBe(files);
    expect((await client.get<MemberProfile>('/api/profile')).body.photoURL).toBeNull();
  });

  it('refuses a file over 2 MB', async () => {
    const { client } = await signedInMember(app);
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(client, 'big.png', 'image/png', big);
    expect(res.status).toBe(413);
    expect((res.body as ApiError).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is never reachable by another member; an operator reads it through the back office', async () => {
    const owner = await signedInMember(app);
    await upload(owner.client, 'me.png', 'image/png', png());
    const other = await signedInMember(app);
    // The member route only ever serves the caller's own avatar.
    expect((await other.client.get('/api/profile/avatar')).status).toBe(404);
    expect((await other.client.get(`/api/admin/members/${owner.uid}/avatar`)).status).toBe(404);
    const operator = await signedInOperator(app);
    const viaBackOffice = await operator.get(`/api/admin/members/${owner.uid}/avatar`);
    expect(viaBackOffice.status).toBe(200);
    expect(viaBackOffice.headers['content-type']).toBe('image/png');
  });
});
