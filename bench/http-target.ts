import type { AppProcess } from './app-process.js';

/** Where a bench part sends its HTTP load: the app's own process on PostgreSQL, else the in-process app. */
export interface HttpTarget {
  base: string;
  /** The cookie as that app names it (production prefixes `__Secure-`). */
  cookie(devCookie: string): string;
  process: AppProcess | undefined;
}

/** The CPU milliseconds a measured HTTP window took, as warmed-autocannon.mjs reports them. */
export interface WindowCpu {
  app: number;
  postgres: number;
  load: number;
}

/**
 * Where a request's CPU went, e.g. "app 1.70 ms, PostgreSQL 2.40 ms, autocannon 0.20 ms per
 * request": `/proc` over the measured window (PostgreSQL only when it runs on this machine).
 */
export function cpuPerRequest(cpu: WindowCpu | undefined, requests: number): string {
  if (!cpu || cpu.app <= 0) return '';
  const per = (ms: number) => `${(ms / Math.max(requests, 1)).toFixed(2)} ms`;
  const postgres = cpu.postgres > 0 ? `, PostgreSQL ${per(cpu.postgres)}` : '';
  return `CPU per request: app ${per(cpu.app)}${postgres}, autocannon ${per(cpu.load)}`;
}
