import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenChatResponse } from '@member-area/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../src/platform/storage/s3-file-storage.js';
import { signedInMember, signedInOperator, startTestApp, type TestApp } from '../harness.js';
import { samePixels } from '../uploads.js';
import { png, sendMultipart } from './chat-fixtures.js';

// A real S3-compatible server (s3rver, on local disk) started by the test: no mock of our own.
const BUCKET = 'chat-files';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let app: TestApp;
const settings = () => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'ma-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  app = await startTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'files/',
  });
});
afterAll(async () => {
  await app?.stop();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3-compatible file storage', () => {
  it('puts, gets and removes a blob; a missing one reads as null', async () => {
    const storage = new S3FileStorage(settings());
    const id = randomUUID();
    await storage.put(id, Buffer.from('hello s3'));
    expect((await storage.get(id))?.toString()).toBe('hello s3');
    await storage.remove(id);
    expect(await storage.get(id)).toBeNull();
    expect(await storage.get(randomUUID())).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/generated uuids/);
    storage.close();
  });

  it('keeps chat images in the bucket and serves them through the chat route', async () => {
    const member = await signedInMember(app);
    const { chatId } = (await member.client.get<OpenChatResponse>('/api/chat')).body;
    const sent = await sendMultipart(member.client, `/api/chat/${chatId}/messages`, 'from s3', {
      filename: 'pic.png',
      type: 'image/png',
      data: png(),
    });
    expect(sent.status).toBe(200);
    const fileId = sent.body.message?.img?.split('/').pop() ?? '';
    // The blob is in the bucket under the prefix, and not on the local disk.
    const fromBucket = await new S3FileStorage({ ...settings(), prefix: 'files/' }).get(fileId);
    expect(fromBucket && (await samePixels(fromBucket, png()))).toBe(true);
    const localDir = app.ctx.config.FILES_DIR;
    expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([]);

    const served = await member.client.get(sent.body.message?.img ?? '');
    expect(served.status).toBe(200);
    expect(await samePixels(served.body as Buffer, png())).toBe(true);
    const operator = await signedInOperator(app);
    expect((await operator.get(sent.body.message?.img ?? '')).status).toBe(200);
    const stranger = await signedInMember(app);
    expect((await stranger.client.get(sent.body.message?.img ?? '')).status).toBe(404);
  });
});
