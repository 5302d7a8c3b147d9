import { existsSync } from 'node:fs';

/** The Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never a downloaded one. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  return candidates.find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
