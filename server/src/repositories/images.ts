import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewUploadedImage {
  hash: string;
  mime: string;
  data: Buffer;
  width: number;
  height: number;
  size: number;
  purpose: string;
  created_by: number | null;
  created_at: Date;
}

export interface StoredImage {
  mime: string;
  data: Buffer;
}

/** Console uploads (migration 0020): one row per distinct picture, keyed by the sha256 of its bytes. */
export function imagesRepository(db: Kysely<Database>) {
  return {
    /** Stores a picture unless the same bytes are already stored; true when this call stored it. */
    async save(image: NewUploadedImage): Promise<boolean> {
      const inserted = await db
        .insertInto('uploaded_images')
        .values(image)
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async find(hash: string): Promise<StoredImage | null> {
      const row = await db.selectFrom('uploaded_images').select(['mime', 'data']).where('hash', '=', hash).executeTakeFirst();
      // pg gives a Buffer, PGlite a Uint8Array
      return row
        ? {
            mime: row.mime,
            data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
          }
        : null;
    },
  };
}

export type ImagesRepository = ReturnType<typeof imagesRepository>;
