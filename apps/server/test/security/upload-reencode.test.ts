import type { ApiError, DepositInvoice, KycUploadResponse, SendChatMessageResponse } from '@member-area/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatImageUpload } from '../chat/chat-fixtures.js';
import { type Client, countRows, signedInMember, startTestApp, type TestApp } from '../harness.js';
import { newDeposit } from '../money/money-helpers.js';
import { multipart } from '../uploads.js';

/**
 * Issue 16.8: an uploaded image kept what its bytes carried (a phone's GPS position in EXIF, a
 * script appended to a GIF). Every upload route stores the image re-encoded: EXIF gone, tail gone.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const MARKER = 'TAIL-MARKER-alert(document.cookie)';
const SCRIPT_TAIL = Buffer.from(`/*<script>${MARKER}</script>*/`);

/** A photo as a phone takes it: a JPEG with the camera's EXIF and a GPS position. */
async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'EXIF-MARKER' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 18/1',
      },
    })
    .toBuffer();
  // The fixture itself must carry what the server has to drop.
  const meta = await sharp(jpeg).metadata();
  expect(meta.exif?.includes('GPS') || meta.exif?.toString('latin1').includes('EXIF-MARKER')).toBe(true);
  return jpeg;
}

/** A GIF/script polyglot: a real GIF, then a script after its trailer. */
async function gifPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, SCRIPT_TAIL]);
}

/** A PNG with a script appended after IEND, for the routes that take no GIF. */
async function pngPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33c' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, SCRIPT_TAIL]);
}

interface Route {
  name: string;
  /** Uploads `data` as this route does and reads back what is served. */
  roundTrip(member: Awaited<ReturnType<typeof signedInMember>>, data: Buffer, type: string): Promise<Buffer>;
}

const ok = <T>(res: { status: number; body: T }) => {
  if (res.status >= 300) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const served = async (client: Client, url: string) => {
  const res = await client.get<Buffer>(url);
  expect(res.status).toBe(200);
  return res.body;
};

const ROUTES: Route[] = [
  {
    name: 'avatar',
    async roundTrip({ client }, data, type) {
      const { body, headers } = multipart('me.jpg', type, data);
      ok(await client.request('POST', '/api/profile/avatar', body, headers));
      return served(client, '/api/profile/avatar');
    },
  },
  {
    name: 'chat image',
    async roundTrip({ client }, data, type) {
      const chat = await client.get<{ chatId: string }>('/api/chat');
      const sent = ok(await chatImageUpload(client, `/api/chat/${chat.body.chatId}/messages`, { type, data }));
      return served(client, (sent as SendChatMessageResponse).message?.img ?? '');
    },
  },
  {
    name: 'deposit proof',
    async roundTrip({ client }, data, type) {
      const invoice = await newDeposit(client, '150.00');
      const { body, headers } = multipart('proof.jpg', type, data);
      const after = ok(
        await client.request<DepositInvoice>('POST', `/api/deposits/${invoice.slug}/proof`, body, headers),
      );
      return served(client, after.proofs.at(-1)?.url ?? '');
    },
  },
  {
    name: 'KYC document',
    async roundTrip({ client }, data, type) {
      const { body, headers } = multipart('selfie.jpg', type, data);
      const up = ok(await client.request<KycUploadResponse>('POST', '/api/kyc/documents/selfie', body, headers));
      return served(client, `/api/kyc/documents/file/${up.id}`);
    },
  },
];

describe.each(ROUTES)('$name upload', (route) => {
  it('a JPEG with GPS EXIF comes back without it, same size, still a JPEG', async () => {
    const member = await signedInMember(app);
    const photo = await jpegWithGps();
    const back = await route.roundTrip(member, photo, 'image/jpeg');
    const meta = await sharp(back).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([32, 24]);
    expect(meta.exif).toBeUndefined();
    expect(back.toString('latin1')).not.toMatch(/EXIF-MARKER|PhoneMaker|GPS/);
  });

  it('an image with a script appended comes back without its tail', async () => {
    const member = await signedInMember(app);
    const takesGif = route.name === 'chat image';
    const polyglot = takesGif ? await gifPolyglot() : await pngPolyglot();
    const back = await route.roundTrip(member, polyglot, takesGif ? 'image/gif' : 'image/png');
    expect((await sharp(back).metadata()).format).toBe(takesGif ? 'gif' : 'png');
    expect(back.toString('latin1')).not.toContain(MARKER);
    expect(back.toString('latin1')).not.toContain('<script');
  });
});

describe('what is not an image', () => {
  it('a PDF proof is kept byte for byte', async () => {
    const { client } = await signedInMember(app);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const invoice = await newDeposit(client, '150.00');
    const { body, headers } = multipart('proof.pdf', 'application/pdf', pdf);
    const after = ok(
      await client.request<DepositInvoice>('POST', `/api/deposits/${invoice.slug}/proof`, body, headers),
    );
    expect(Buffer.compare(await served(client, after.proofs.at(-1)?.url ?? ''), pdf)).toBe(0);
  });

  it('an image that does not decode is refused with 400 and stores nothing', async () => {
    const { client } = await signedInMember(app);
    const broken = (await pngPolyglot()).subarray(0, 40);
    const { body, headers } = multipart('me.png', 'image/png', broken);
    const files = await countRows(app, 'stored_file');
    const res = await client.request<ApiError>('POST', '/api/profile/avatar', body, headers);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This image could not be read. Upload another file.');
    expect(await countRows(app, 'stored_file')).toBe(files);
  });
});
