import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
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
 * client's name and Content-Type are ignored), refusing anything not in `allowed`. Every
 * image is decoded and encoded again (see reencodeImage), so what is kept is only its
 * pixels; a PDF is kept as it came.
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
  const data = type.mime.startsWith('image/') ? await reencodeImage(upload.data, type.mime) : upload.data;
  const id = randomUUID();
  await deps.files.put(id, data);
  await deps.db
    .insertInto('stored_file')
    .values({ id, owner_id: upload.ownerId, purpose: upload.purpose, mime: type.mime, size: data.length })
    .execute();
  return { id, mime: type.mime };
}

/** A phone photo is at most ~50 MP; more is a decompression bomb, refused before it is decoded. */
const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Decodes an image and encodes its pixels again in the same format with sharp: EXIF (a phone's
 * GPS position), ICC/XMP and comments are dropped, and so is anything appended after the image
 * (a GIF/script polyglot keeps only its GIF). The EXIF orientation is applied first, so a photo
 * stays upright without it. An image that does not decode is refused.
 */
async function reencodeImage(data: Buffer, mime: string): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    const image = sharp(data, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    if (mime === 'image/jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (mime === 'image/png') return await image.png().toBuffer();
    if (mime === 'image/webp') return await image.webp({ quality: 90 }).toBuffer();
    if (mime === 'image/gif') return await image.gif().toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This image could not be read. Upload another file.');
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Images of type ${mime} are not accepted.`);
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
