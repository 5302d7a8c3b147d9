import type { ApiError } from '@member-area/shared';

/** An error answered by the API (`{ error: { code, message, details } }`), or a network failure. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /**
   * Validates (and types) the answer: a zod schema from the contract. Left out where zod would
   * otherwise load with the first page (session, brand): the server checks every answer against
   * the same schema before sending it.
   */
  schema?: { parse(data: unknown): T };
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money movement. */
  headers?: Record<string, string>;
}

/** The one way the web app talks to the API. Throws `ApiRequestError` for any non-2xx answer. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'NETWORK_ERROR', 'The server could not be reached. Check your connection.');
  }

  const json: unknown = await readJson(response);
  if (!response.ok) throw toApiRequestError(response.status, json);
  return schema ? schema.parse(json) : (json as T);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error of a non-2xx answer (also read by the upload helper, which has no Response). */
export function toApiRequestError(status: number, json: unknown): ApiRequestError {
  if (!isApiErrorBody(json)) {
    return new ApiRequestError(status, `HTTP_${status}`, fallbackMessage(status));
  }
  const { code, message, details = {} } = json.error;
  return new ApiRequestError(status, code, message, fieldErrorsOf(details.fieldErrors), details);
}

// The error shape checked by hand rather than with ZApiError, which would bring zod into the
// first page's download.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isApiErrorBody(json: unknown): json is ApiError {
  if (!isRecord(json) || !isRecord(json.error)) return false;
  const { code, message, details } = json.error;
  return typeof code === 'string' && typeof message === 'string' && (details === undefined || isRecord(details));
}

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

function fallbackMessage(status: number): string {
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many requests. Try again in a moment.';
  if (status >= 500) return 'Something went wrong on our side. Try again later.';
  return `The request failed (${status}).`;
}

export function isApiError(error: unknown, code?: string): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  // The key is the web's machinery, never a member's word: the web sends a changed form under a new key.
  if (error instanceof ApiRequestError && error.code === 'IDEMPOTENCY_MISMATCH') {
    return 'This form changed while it was being sent. Check it and press the button again.';
  }
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
