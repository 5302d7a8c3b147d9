// Not re-exported from index.ts: only the pages that upload files need it.
import { ApiRequestError, toApiRequestError } from './api-fetch';

export interface UploadOptions<T> {
  /** Validates (and types) the answer: a zod schema from the contract. */
  schema: { parse(data: unknown): T };
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * POSTs a multipart form and reports how much of it has travelled: fetch() cannot tell upload
 * progress, XMLHttpRequest can. Answers and errors are read as apiFetch reads them.
 */
export function uploadWithProgress<T>(path: string, body: FormData, { schema, onProgress }: UploadOptions<T>) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'NETWORK_ERROR', 'The server could not be reached. Check your connection.'));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiRequestError(xhr.status, json));
      try {
        resolve(schema.parse(json));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(body);
  });
}
