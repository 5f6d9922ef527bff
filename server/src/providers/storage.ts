/**
 * 文件存储 (issue 21): where uploaded files (work-order pictures) are kept, by key. Local disk is the default
 * (under DATA_DIR, or STORAGE_DIR); an S3-compatible service (AWS S3, 阿里云 OSS, MinIO …) by configuration
 * (STORAGE_PROVIDER=s3, providers/storage/s3.ts). Neither serves files itself: the server reads them and
 * serves them only to who may see them (routes/work-orders/files.ts). Keys are ours, never a user's text:
 * `<area>/<yyyy>/<mm>/<random>.<ext>`.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores the bytes under the key (replacing what was there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/** What a key may hold: lower-case letters, digits, `-`, `_`, `.` and `/` between parts, no `..`. */
const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

/** Refuses a key that is not one of ours (a path out of the storage root, say). */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
  return key;
}
