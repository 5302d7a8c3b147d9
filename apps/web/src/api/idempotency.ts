// Not re-exported from index.ts: only the money forms need it.
import { useCallback, useState } from 'react';
import { ApiRequestError } from './api-fetch';

/**
 * Whether a failed request is over for good: the server stored its refusal under the key (any 4xx
 * but a concurrent request, a rate limit or the password step), or it succeeded. A network error,
 * a 5xx or those three leave the key in place, so the same request retried holds once.
 */
export function endsTheRequest(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return !['CONFLICT', 'RATE_LIMITED', 'STEP_UP_REQUIRED'].includes(error.code);
}

/**
 * One Idempotency-Key per INTENDED request. The same payload sent again (a network error, a double
 * click, the retry after the password step) keeps its key, so the server moves money once; a
 * changed payload is a new request with a new key; a success or a final refusal ends the key, so
 * the next press is a new request even with the same values.
 */
export class IntendedRequestKey {
  private current: { key: string; payload: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this payload: the current one while the payload is the same, else a new one. */
  keyFor(payload: unknown): string {
    const fingerprint = JSON.stringify(payload) ?? '';
    if (this.current?.payload !== fingerprint) this.current = { key: this.newKey(), payload: fingerprint };
    return this.current.key;
  }

  /** The request is over (answered, or refused for good): the next one gets a new key. */
  end(): void {
    this.current = null;
  }

  /** Sends `payload` under its key and ends the key when the answer is final. */
  async send<Payload, Result>(payload: Payload, request: (payload: Payload, key: string) => Promise<Result>) {
    const key = this.keyFor(payload);
    try {
      const result = await request(payload, key);
      this.end();
      return result;
    } catch (error) {
      if (endsTheRequest(error)) this.end();
      throw error;
    }
  }
}

/**
 * A form's sender with one key per intended request: `send(values)` calls `request(values, key)`.
 * Every form that sends an Idempotency-Key goes through this.
 */
export function useIdempotentSend<Payload, Result>(request: (payload: Payload, key: string) => Promise<Result>) {
  const [keys] = useState(() => new IntendedRequestKey());
  // Stable, so a dialog can end the key in an effect when it opens again.
  const reset = useCallback(() => keys.end(), [keys]);
  return { send: (payload: Payload) => keys.send(payload, request), reset };
}
