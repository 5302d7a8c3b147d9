import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

/** A real PNG (a 160x100 colour gradient, so a screenshot shows it), to attach as a chat image. */
export function gradientPng(width = 160, height = 100): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(Math.round((255 * x) / width), Math.round((255 * y) / height), 180);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A chat box: the member's floating 'Live Chat' panel, or a thread of the operators' support inbox. */
export class ChatBox {
  constructor(readonly root: Locator) {}

  static memberPanel(page: Page) {
    return new ChatBox(page.getByRole('dialog', { name: 'Live Chat' }));
  }

  static supportThread(page: Page) {
    return new ChatBox(page.getByRole('region', { name: 'Conversation' }));
  }

  get input() {
    return this.root.getByPlaceholder('Type something...');
  }

  get messages() {
    return this.root.getByTestId('chat-message');
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.root.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.input).toHaveValue('');
  }

  async attach(name = 'photo.png') {
    await this.root.getByLabel('Image to attach').setInputFiles({ name, mimeType: 'image/png', buffer: gradientPng() });
    await expect(this.root.getByRole('img', { name: 'Selected image' })).toBeVisible();
  }

  async removeAttachment() {
    await this.root.getByRole('button', { name: 'Remove the image' }).click();
    await expect(this.root.getByRole('img', { name: 'Selected image' })).toHaveCount(0);
  }
}
