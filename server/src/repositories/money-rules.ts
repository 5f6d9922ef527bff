import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MoneyRulesRow {
  payout_review_threshold_fen: number;
  group_discount_floor_percent: number;
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at: Date | null;
}

/** One audit row of a change to a rule that makes money (概览's 最近的资金规则变更). */
export interface RuleChangeRow {
  id: number;
  operator_name: string;
  role: string;
  action: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
}

/**
 * Money powers one operator cannot abuse alone (issue 35, migration 0049): the one row of money rules, the
 * audit rows 概览 shows as alerts, and who changed a payee's account lately (from the audit log).
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

    /** The audit rows of `actions` since `since`, newest first (at most `limit`). */
    async changes(actions: readonly string[], since: Date, limit: number): Promise<RuleChangeRow[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select([sql<number>`id::int`.as('id'), 'operator_name', 'role', 'action', 'entity_id', 'before', 'after', 'created_at'])
        .where('action', 'in', [...actions])
        .where('created_at', '>=', since)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows as RuleChangeRow[];
    },

    /** Operators who, by the audit log, did `action` to the `entity` row `entityId` since `since`. */
    async changers(action: string, entity: string, entityId: string, since: Date): Promise<number[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select('operator_id')
        .distinct()
        .where('action', '=', action)
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('created_at', '>=', since)
        .where('operator_id', 'is not', null)
        .execute();
      return rows.map((row) => Number(row.operator_id));
    },

    /** Today's (since `since`) adjustments booked at once — no reviewer — by an operator, or for a user: fen, absolute. */
    async bookedAtOnce(by: { requestedBy?: number; userId?: number }, since: Date): Promise<number> {
      let query = db
        .selectFrom('balance_adjustments')
        .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
        .where('status', '=', 'booked')
        .where('reviewed_by', 'is', null)
        .where('requested_at', '>=', since);
      if (by.requestedBy !== undefined) query = query.where('requested_by', '=', by.requestedBy);
      if (by.userId !== undefined) query = query.where('user_id', '=', by.userId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type MoneyRulesRepository = ReturnType<typeof moneyRulesRepository>;
