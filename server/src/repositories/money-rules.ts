import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MoneyRulesRow {
  payout_review_threshold_fen: number;
  group_discount_floor_percent: number;
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at: Date | null;
}

/**
 * Money powers one operator cannot abuse alone (issue 35, migration 0049): the one row of money rules (资金安全).
 */
export function moneyRulesRepository(db: Kysely<Database>) {
  const rules = (lock: boolean) => {
    const query = db
      .selectFrom('money_rules as m')
      .leftJoin('operators as o', 'o.id', 'm.updated_by')
      .select([
        sql<number>`m.payout_review_threshold_fen::bigint`.as('payout_review_threshold_fen'),
        'm.group_discount_floor_percent',
        'm.updated_by',
        sql<string | null>`o.name`.as('updated_by_name'),
        'm.updated_at',
      ])
      .where('m.id', '=', 1);
    return (lock ? query.forUpdate('m') : query).executeTakeFirstOrThrow();
  };
  const numeric = (row: MoneyRulesRow): MoneyRulesRow => ({
    ...row,
    payout_review_threshold_fen: Number(row.payout_review_threshold_fen),
    group_discount_floor_percent: Number(row.group_discount_floor_percent),
  });

  return {
    async get(): Promise<MoneyRulesRow> {
      return numeric(await rules(false));
    },

    /** The row, locked until the caller's transaction ends (a save, or a review that must not race one). */
    async forUpdate(): Promise<MoneyRulesRow> {
      return numeric(await rules(true));
    },

    async save(change: {
      payout_review_threshold_fen: number;
      group_discount_floor_percent: number;
      updated_by: number | null;
      updated_at: Date;
    }): Promise<void> {
      await db.updateTable('money_rules').set(change).where('id', '=', 1).execute();
    },
  };
}

export type MoneyRulesRepository = ReturnType<typeof moneyRulesRepository>;
