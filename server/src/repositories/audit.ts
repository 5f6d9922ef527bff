import type { Kysely, Selectable } from 'kysely';
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
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
