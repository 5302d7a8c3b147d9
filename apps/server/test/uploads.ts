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
