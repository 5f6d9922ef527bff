import { sql, type Kysely, type Migration } from 'kysely';

const TYPES_BEFORE = ['recharge', 'bonus', 'order', 'refund', 'commission', 'adjust'];
const typeCheck = (types: string[]) => sql.raw(`check (type in (${types.map((t) => `'${t}'`).join(', ')}))`);

/**
 * 超时赔付 (issue 21, SPEC §9; rules in services/compensation/rules.ts). A courier's order-issue deadline
 * (出单截止时间, a China time of day: paid before it → issued that day, else the next); a ledger entry type
 * `compensation`; and `parcel_compensations`, one row per compensated parcel (parcel_id unique: a parcel
 * is compensated once at most, by the job or by hand), naming the entry it was booked as (source
 * `parcel` + the parcel id, so the ledger itself refuses a second one).
 *
 * `parcels.compensation_open` is true while the parcel's verdict is still to be reached; the job closes it
 * when the verdict is final either way, so it never reads a settled parcel again. Parcels paid before this
 * migration are closed (false, the column's value for existing rows, which costs no rewrite of the table):
 * the rules apply to parcels paid from now on, not to history that had no pickup records.
 */
export const compensation: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table couriers add column issue_deadline time not null default '17:00'`.execute(db);

    await sql`alter table parcels add column compensation_open boolean not null default false`.execute(db);
    await sql`alter table parcels alter column compensation_open set default true`.execute(db);
    await sql`create index parcels_compensation_open_idx on parcels (id) where compensation_open and status in (2, 3)`.execute(db);

    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck([...TYPES_BEFORE, 'compensation'])}`.execute(db);

    await db.schema
      .createTable('parcel_compensations')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('parcel_id', 'bigint', (col) => col.notNull().unique().references('parcels.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('reason', 'varchar(16)', (col) => col.notNull().check(sql`reason in ('waybill_late', 'pickup_late', 'manual')`))
      .addColumn('ledger_entry_id', 'bigint', (col) => col.notNull().unique().references('ledger_entries.id'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('parcel_compensations_user_idx').on('parcel_compensations').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('parcel_compensations_created_idx').on('parcel_compensations').columns(['created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('parcel_compensations').ifExists().execute();
    // the narrower check again, for new rows only: the ledger is append-only, so compensation entries booked meanwhile stay
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck(TYPES_BEFORE)} not valid`.execute(db);
    await sql`drop index if exists parcels_compensation_open_idx`.execute(db);
    await sql`alter table parcels drop column if exists compensation_open`.execute(db);
    await sql`alter table couriers drop column if exists issue_deadline`.execute(db);
  },
};
