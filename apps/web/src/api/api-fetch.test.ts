import { ZOk } from '@member-area/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch } from './api-fetch';
import { applyFieldErrors } from './form-errors';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    answer(200, { ok: true });
    await expect(apiFetch('/api/x', { schema: ZOk })).resolves.toEqual({ ok: true });
  });

  it('sends a plain body as JSON with the session cookie', async () => {
    answer(200, { ok: true });
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws the code, message and field errors of an error answer', async () => {
    answer(409, {
      error: {
        code: 'CONFLICT',
        message: 'Taken',
        details: { fieldErrors: { userName: ['That user name is taken'] } },
      },
    });
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Taken',
      fieldErrors: { userName: ['That user name is taken'] },
    });
  });

  it('keeps details such as the address of an unverified account', async () => {
    answer(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Verify first', details: { email: 'a@b.co' } } });
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', details: { email: 'a@b.co' } });
  });

  it('checks the error shape by hand: a malformed one falls back, stray field errors are dropped', async () => {
    answer(400, { error: { code: 'VALIDATION_FAILED', message: 42 } });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'HTTP_400' });
    answer(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', details: { fieldErrors: { a: ['Bad', 7], b: 'x' } } },
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { a: ['Bad'] } });
  });

  it('falls back to a readable message when the error body is not the API shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect((error as Error).message).toMatch(/Try again later/);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('applyFieldErrors', () => {
  it('puts each known field error under its field and ignores unknown fields', () => {
    const setError = vi.fn();
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid', {
      email: ['Enter a valid e-mail address'],
      other: ['Not a field of this form'],
    });
    expect(applyFieldErrors(error, setError, ['email', 'password'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Enter a valid e-mail address' },
      { shouldFocus: true },
    );
  });

  it('applies nothing for an error without field errors', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new ApiRequestError(401, 'INVALID_CREDENTIALS', 'Wrong'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
