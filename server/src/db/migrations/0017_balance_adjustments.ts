import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 资金调整 (issue 20): an operator's manual credit or debit of a user's balance, with a reason. It is never
 * an edit of the balance: booking one writes an `adjust` ledger entry through wallet.post() (source
 * `adjustment` + this row's id, so it is booked once at most). Above the configured amount
 * (ADJUSTMENT_REVIEW_THRESHOLD_YUAN) a row waits (`pending`) for a second operator, never the requester,
 * to approve (`booked`) or reject it (`rejected`, with a note). A row leaves `pending` once and is then
 * final: a trigger refuses any other change, and every delete.
 */
export const balanceAdjustments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('balance_adjustments')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('direction', 'varchar(8)', (col) => col.notNull().check(sql`direction in ('credit', 'debit')`))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('reason', 'varchar(200)', (col) => col.notNull().check(sql`char_length(reason) between 2 and 200`))
      .addColumn('status', 'varchar(16)', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'booked', 'rejected')`),
      )
      .addColumn('requested_by', 'integer', (col) => col.notNull().references('operators.id'))
      .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
      // null on a row booked at once (at or below the threshold: nobody reviewed it)
      .addColumn('reviewed_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('review_note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('ledger_entry_id', 'bigint', (col) => col.unique().references('ledger_entries.id'))
      // the requester's Idempotency-Key and a digest of what it asked: a retry returns this row
      .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
      .addUniqueConstraint('balance_adjustments_idempotency_key', ['requested_by', 'idempotency_key'])
      // the two-person rule, and a booked row always names its ledger entry
      .addCheckConstraint('balance_adjustments_second_person', sql`reviewed_by is null or reviewed_by <> requested_by`)
      .addCheckConstraint('balance_adjustments_booked_entry', sql`(status = 'booked') = (ledger_entry_id is not null)`)
      .execute();
    await db.schema.createIndex('balance_adjustments_status_idx').on('balance_adjustments').columns(['status', 'id']).execute();
    await db.schema.createIndex('balance_adjustments_user_idx').on('balance_adjustments').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('balance_adjustments_requested_idx').on('balance_adjustments').columns(['requested_at']).execute();

    // pending → booked | rejected once; then final, and never deleted
    await sql`
      create function balance_adjustments_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if old.status = 'pending' and new.status <> 'pending'
             and new.id = old.id and new.user_id = old.user_id and new.direction = old.direction
             and new.amount_fen = old.amount_fen and new.reason = old.reason and new.requested_by = old.requested_by
             and new.requested_at = old.requested_at and new.idempotency_key = old.idempotency_key
             and new.request_hash = old.request_hash then
            return new;
          end if;
        end if;
        raise exception 'balance adjustments only leave pending, once (% refused)', tg_op;
      end $$`.execute(db);
    await sql`create trigger balance_adjustments_final before update or delete on balance_adjustments for each row execute function balance_adjustments_guard()`.execute(db);
    await sql`create trigger balance_adjustments_no_truncate before truncate on balance_adjustments for each statement execute function balance_adjustments_guard()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('balance_adjustments').ifExists().execute();
    await sql`drop function if exists balance_adjustments_guard()`.execute(db);
  },
};
