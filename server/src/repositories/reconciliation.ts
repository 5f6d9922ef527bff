import type { Kysely } from 'kysely';
import type { Database, ReconciliationKind } from '../db/schema';

export interface NewReconciliationItem {
  kind: ReconciliationKind;
  trade_no: string;
  gateway_trade_no: string;
  bill_amount_fen: number | null;
  our_amount_fen: number | null;
}

export interface ReconciliationRunFigures {
  status: 'clean' | 'issues' | 'failed';
  bill_count: number;
  bill_total_fen: number;
  credited_count: number;
  credited_total_fen: number;
  issue_count: number;
  error: string | null;
}

/** 对账's runs and differences (0046). */
export function reconciliationRepository(db: Kysely<Database>) {
  return {
    /**
     * One gateway's day, as a run found it: the run's figures replace the day's; the open differences are replaced by
     * these (a difference resolved before stays resolved and is not listed again). Call inside a transaction.
     */
    async saveDay(gateway: string, billDate: string, figures: ReconciliationRunFigures, items: NewReconciliationItem[], at: Date): Promise<void> {
      await db
        .insertInto('reconciliation_runs')
        .values({ gateway, bill_date: billDate, ...figures, ran_at: at })
        .onConflict((oc) => oc.columns(['gateway', 'bill_date']).doUpdateSet({ ...figures, ran_at: at }))
        .execute();
      if (figures.status === 'failed') return;
      await db.deleteFrom('reconciliation_items').where('gateway', '=', gateway).where('bill_date', '=', billDate).where('status', '=', 'open').execute();
      if (items.length) {
        await db
          .insertInto('reconciliation_items')
          .values(items.map((item) => ({ ...item, gateway, bill_date: billDate, created_at: at })))
          .onConflict((oc) => oc.columns(['gateway', 'bill_date', 'kind', 'trade_no']).doNothing())
          .execute();
      }
    },

    runsOf(billDate: string) {
      return db.selectFrom('reconciliation_runs').selectAll().where('bill_date', '=', billDate).orderBy('gateway').execute();
    },

    /** The newest day's runs (概览). */
    async latestRuns() {
      const latest = await db.selectFrom('reconciliation_runs').select((eb) => eb.fn.max('bill_date').as('day')).executeTakeFirst();
      return latest?.day ? db.selectFrom('reconciliation_runs').selectAll().where('bill_date', '=', latest.day).orderBy('gateway').execute() : [];
    },

    /** Runs of the days in [from, to], newest first. */
    runsBetween(from: string, to: string) {
      return db.selectFrom('reconciliation_runs').selectAll().where('bill_date', '>=', from).where('bill_date', '<=', to).orderBy('bill_date', 'desc').orderBy('gateway').execute();
    },

    /** The day's differences, with the name of whoever resolved each. */
    itemsOf(billDate: string) {
      return db
        .selectFrom('reconciliation_items as i')
        .leftJoin('operators as o', 'o.id', 'i.resolved_by')
        .selectAll('i')
        .select('o.name as resolver_name')
        .where('i.bill_date', '=', billDate)
        .orderBy('i.id')
        .execute();
    },

    async openCount(): Promise<number> {
      const row = await db.selectFrom('reconciliation_items').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'open').executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    lockItem(id: number) {
      return db.selectFrom('reconciliation_items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    findItem(id: number) {
      return db.selectFrom('reconciliation_items').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** open → resolved, once: false when it was resolved already. */
    async resolve(id: number, change: { resolution: string; resolved_by: number | null; resolved_at: Date }): Promise<boolean> {
      const row = await db.updateTable('reconciliation_items').set({ status: 'resolved', ...change }).where('id', '=', id).where('status', '=', 'open').returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReconciliationRepository = ReturnType<typeof reconciliationRepository>;
