import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { checkStorageKey, type FileStorage } from '../storage';

export const LOCAL_STORAGE_ENV = { requires: [] as const, optional: ['STORAGE_DIR'] as const };

/** The content type of a key we wrote, from its extension (local disk keeps no metadata). */
const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Files on the local disk, under `root` (STORAGE_DIR, default `<DATA_DIR>/files`). Each write goes to a
 * temporary name first and is renamed into place, so a reader never sees half a file. Several processes
 * on one machine share it; processes on several machines need the s3 provider.
 */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkStorageKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType: TYPES[path.extname(key).slice(1)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
