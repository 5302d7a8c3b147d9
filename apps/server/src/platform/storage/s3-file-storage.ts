import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';

const SAFE_ID = /^[0-9a-f-]{36}$/;

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
  prefix?: string;
}

/**
 * Private blobs in an S3-compatible bucket (AWS S3, MinIO, R2...), under generated ids. Every
 * app node reads the same bucket, so uploads survive a node and are seen by all of them.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#prefix = settings.prefix ?? '';
    this.#client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
      ...(settings.accessKeyId &&
        settings.secretAccessKey && {
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        }),
    });
  }

  #key(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error('file ids are generated uuids');
    return `${this.#prefix}${id}`;
  }

  async put(id: string, data: Buffer): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: this.#key(id),
        Body: data,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(id: string): Promise<Buffer | null> {
    try {
      const res = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(id) }));
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(id: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(id) }));
  }

  close(): void {
    this.#client.destroy();
  }
}

/** The S3 settings of the configuration, when S3_BUCKET is set. */
export function s3SettingsOf(config: Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  };
}
