import type { ApiError, SendChatMessageResponse } from '@member-area/shared';
import type { Client } from '../harness.js';

export { png } from '../png.js';

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

/** A chat message carrying only an image. */
export const chatImageUpload = (client: Client, url: string, image: { type: string; data: Buffer }) =>
  sendMultipart(client, url, '', { filename: 'image', ...image });
