/** The worker's server's address, for calls made outside a browser context (see test.ts). */
export function serverURL(): string {
  const url = process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!url) throw new Error('PLAYWRIGHT_TEST_BASE_URL is set by the server fixture in e2e/support/test.ts');
  return url;
}
