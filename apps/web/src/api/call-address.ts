import type { RouteAddress } from '@member-area/shared';
import { apiFetch } from './api-fetch';

/**
 * Calls a route by its address alone (the first page's few calls): no schema is downloaded and
 * the answer is typed by the caller; the server checked it against the contract before sending.
 */
export function callAddress<T>(address: RouteAddress, body?: unknown, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(address.path, { method: address.method, body, signal });
}
