import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorMessage } from './api-fetch';
import { IntendedRequestKey } from './idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('IntendedRequestKey', () => {
  it('keeps the key while the same payload is sent again', () => {
    const keys = new IntendedRequestKey(counter());
    expect(keys.keyFor({ amount: '5' })).toBe('key-1');
    expect(keys.keyFor({ amount: '5' })).toBe('key-1');
  });

  it('gives a changed payload a new key', () => {
    const keys = new IntendedRequestKey(counter());
    keys.keyFor({ amount: '5' });
    expect(keys.keyFor({ amount: '50' })).toBe('key-2');
  });

  it('ends the key after a final refusal, so the corrected form is a new request', async () => {
    const keys = new IntendedRequestKey(counter());
    const seen: string[] = [];
    const refuse = (_: unknown, key: string) => {
      seen.push(key);
      return Promise.reject(new ApiRequestError(422, 'VALIDATION', 'The minimum deposit is 10.00 USD'));
    };
    await expect(keys.send({ amount: '5' }, refuse)).rejects.toThrow('minimum');
    await expect(keys.send({ amount: '5' }, refuse)).rejects.toThrow('minimum');
    expect(seen).toEqual(['key-1', 'key-2']);
  });

  it('keeps the key after a network error or a 5xx, so the retry holds once', async () => {
    const keys = new IntendedRequestKey(counter());
    const seen: string[] = [];
    const fail = (status: number) => (_: unknown, key: string) => {
      seen.push(key);
      return Promise.reject(new ApiRequestError(status, status ? 'INTERNAL' : 'NETWORK_ERROR', 'down'));
    };
    await expect(keys.send({ amount: '5' }, fail(0))).rejects.toThrow();
    await expect(keys.send({ amount: '5' }, fail(500))).rejects.toThrow();
    await expect(keys.send({ amount: '5' }, () => Promise.resolve('ok'))).resolves.toBe('ok');
    expect(seen).toEqual(['key-1', 'key-1']);
    expect(keys.keyFor({ amount: '5' })).toBe('key-2');
  });

  it('keeps the key while the password step is pending', async () => {
    const keys = new IntendedRequestKey(counter());
    const stepUp = () => Promise.reject(new ApiRequestError(403, 'STEP_UP_REQUIRED', 'Confirm your password'));
    await expect(keys.send({ amount: '5' }, stepUp)).rejects.toThrow();
    expect(keys.keyFor({ amount: '5' })).toBe('key-1');
  });
});

describe('errorMessage', () => {
  it('never shows a member the words Idempotency-Key', () => {
    const error = new ApiRequestError(
      422,
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
    expect(errorMessage(error)).not.toMatch(/idempotency/i);
    expect(errorMessage(error)).toBe('This form changed while it was being sent. Check it and press the button again.');
  });
});
