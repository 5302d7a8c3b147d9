import type { AppProcess } from './app-process.js';

/** Where a bench part sends its HTTP load: the app's own process on PostgreSQL, else the in-process app. */
export interface HttpTarget {
  base: string;
  /** The cookie as that app names it (production prefixes `__Secure-`). */
  cookie(devCookie: string): string;
  process: AppProcess | undefined;
}
