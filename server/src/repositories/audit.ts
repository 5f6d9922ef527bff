import { sql, type Kysely, type Selectable } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { AuditLogTable, Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

export type AuditLogRow = Selectable<AuditLogTable>;

export interface NewAuditRow {
  operator_id: number | null;
  operator_name: string;
  role: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text (already masked) or null */
  before: string | null;
  after: string | null;
  ip: string;
  created_at: Date;
}

/** One audit row as 概览's 最近的资金规则变更 reads it (issue 35). */
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

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  entity?: string;
  since?: Date;
  until?: Date;
}

/** The audit log: append-only (the table's trigger refuses UPDATE and DELETE). */
export function auditRepository(db: Kysely<Database>) {
  return {
    async append(row: NewAuditRow): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    /** Newest first. */
    list(filter: AuditFilter, page: PageRequest): Promise<Paginated<AuditLogRow>> {
      let query = db.selectFrom('audit_log').selectAll();
      if (filter.operatorId !== undefined) query = query.where('operator_id', '=', filter.operatorId);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.entity) query = query.where('entity', '=', filter.entity);
      if (filter.since) query = query.where('created_at', '>=', filter.since);
      if (filter.until) query = query.where('created_at', '<=', filter.until);
      return paginate(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), page);
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
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
