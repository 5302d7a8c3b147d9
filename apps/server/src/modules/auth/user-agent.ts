import { createHash } from 'node:crypto';

export interface DeviceDescription {
  /** "Desktop · Windows", "Phone · Android", … */
  device: string;
  /** "Chrome 131", "Firefox 133", … */
  browser: string;
  /** The same for every sign-in of one browser on one device, whatever its version: "a new device" means a new key. */
  key: string;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:HeadlessChrome|Chromium|Chrome)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short, human description of a User-Agent header (no library: a few families cover members' browsers). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  let browser = 'Unknown browser';
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown system';
  const kind = /iPad|Tablet/.test(ua) ? 'Tablet' : /Mobi|iPhone|Android/.test(ua) ? 'Phone' : 'Desktop';
  const family = browser.replace(/ \d+$/, '');
  const key = createHash('sha256').update(`${kind}|${system}|${family}`).digest('base64url').slice(0, 22);
  return { device: `${kind} · ${system}`, browser, key };
}
