import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

interface Deps {
  db: Kysely<DB>;
  files: FileStorage;
}

export interface StoredFile {
  id: string;
  mime: string;
  data: Buffer;
}

/**
 * Keeps an upload under a generated id after sniffing its type from its bytes (the
 * client's name and Content-Type are ignored), refusing anything not in `allowed`.
 */
export async function storeUpload(
  deps: Deps,
  upload: { ownerId: string; purpose: string; data: Buffer; allowed: readonly string[]; maxBytes: number },
): Promise<{ id: string; mime: string }> {
  if (upload.data.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
  if (upload.data.length > upload.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(upload.maxBytes / 1024 / 1024)} MB.`);
  }
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !upload.allowed.includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Upload a file of type ${upload.allowed.join(', ')}.`);
  }
  const id = randomUUID();
  await deps.files.put(id, upload.data);
  await deps.db
    .insertInto('stored_file')
    .values({ id, owner_id: upload.ownerId, purpose: upload.purpose, mime: type.mime, size: upload.data.length })
    .execute();
  return { id, mime: type.mime };
}

/** A stored file, if it exists and belongs to `ownerId`. */
export async function readOwnedFile(deps: Deps, id: string, ownerId: string): Promise<StoredFile | null> {
  const row = await deps.db
    .selectFrom('stored_file')
    .select(['id', 'mime'])
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return null;
  const data = await deps.files.get(row.id);
  return data ? { id: row.id, mime: row.mime, data } : null;
}

/** Whether `ownerId` owns the stored file `id`, kept for `purpose`. */
export async function ownsFile(db: Kysely<DB>, q: { id: string; ownerId: string; purpose: string }): Promise<boolean> {
  const row = await db
    .selectFrom('stored_file')
    .select('id')
    .where('id', '=', q.id)
    .where('owner_id', '=', q.ownerId)
    .where('purpose', '=', q.purpose)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many files `ownerId` stored for `purpose` since `since`. */
export async function countFilesSince(
  db: Kysely<DB>,
  q: { ownerId: string; purpose: string; since: Date },
): Promise<number> {
  const row = await db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', q.ownerId)
    .where('purpose', '=', q.purpose)
    .where('created_at', '>', q.since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteFile(deps: Deps, id: string): Promise<void> {
  await deps.db.deleteFrom('stored_file').where('id', '=', id).execute();
  await deps.files.remove(id);
}
