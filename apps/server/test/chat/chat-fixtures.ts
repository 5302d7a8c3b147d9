import { deflateSync } from 'node:zlib';
import type { ApiError, SendChatMessageResponse } from '@member-area/shared';
import type { Client } from '../harness.js';

/** A real 1x1 PNG, built here so the tests need no fixture file. */
export function png(): Buffer {
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
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 128, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A chat message as the browser sends it: multipart with a text field and an optional image. */
export function sendMultipart(
  client: Client,
  url: string,
  text: string,
  image?: { filename: string; type: string; data: Buffer },
) {
  const boundary = '----chat-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`),
  ];
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${image.filename}"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
      image.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return client.request<SendChatMessageResponse & ApiError>('POST', url, Buffer.concat(parts), {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}
