import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Private blob storage addressed by generated ids; never served by path. */
export interface FileStorage {
  put(id: string, data: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/;

export class DiskFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  #path(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error('file ids are generated uuids');
    return join(this.dir, id.slice(0, 2), id);
  }

  async put(id: string, data: Buffer): Promise<void> {
    const path = this.#path(id);
    await mkdir(join(this.dir, id.slice(0, 2)), { recursive: true });
    await writeFile(path, data, { mode: 0o600 });
  }

  async get(id: string): Promise<Buffer | null> {
    try {
      return await readFile(this.#path(id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.#path(id), { force: true });
  }
}
