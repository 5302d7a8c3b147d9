/** The server's address, for calls made outside a browser context (see global-setup.ts). */
export function serverURL(): string {
  const url = process.env.PLAYWRIGHT_TEST_BASE_URL;
  if (!url) throw new Error('PLAYWRIGHT_TEST_BASE_URL is set by e2e/support/global-setup.ts');
  return url;
}
