import sharp from 'sharp';

export { png } from './png.js';

/** A multipart/form-data body with one file field named `file`. */
export function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----test-boundary-7d1';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Whether two images hold the same pixels (a stored image is re-encoded, so its bytes differ). */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).raw().toBuffer({ resolveWithObject: true })));
  return (
    x !== undefined &&
    y !== undefined &&
    x.info.width === y.info.width &&
    x.info.height === y.info.height &&
    Buffer.compare(x.data, y.data) === 0
  );
}
