import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Pictures uploaded in the operator console (issue 20): goods pictures, banners, logos. Stored in the
 * database — not on one machine's disk — so every API process serves every picture. Each row is the
 * re-encoded picture (webp, metadata stripped) keyed by the sha256 of its bytes, so the same picture
 * uploaded twice is one row, and its URL (/api/gift/image/upload/<hash>.webp) never changes meaning.
 */
export const uploadedImages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploaded_images')
      .addColumn('hash', 'char(64)', (col) => col.primaryKey())
      .addColumn('mime', 'varchar(32)', (col) => col.notNull())
      .addColumn('data', 'bytea', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
      .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
      .addColumn('size', 'integer', (col) => col.notNull().check(sql`size > 0`))
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull().check(sql`purpose in ('goods', 'banner', 'logo')`))
      // the first uploader; the audit log has every upload
      .addColumn('created_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploaded_images').ifExists().execute();
  },
};
