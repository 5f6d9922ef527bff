import type { Paginated } from 'shared-contracts';
import type { AuditRow, OperatorRole } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import type { PageRequest } from '../lib/paginate';
import type { Repositories } from '../repositories';
import type { AuditFilter } from '../repositories/audit';
import { maskIdNumber } from './identity';

/** Who did it: a signed-in operator, or the command line (`npm run operator`). */
export interface AuditActor {
  id: number | null;
  name: string;
  role: OperatorRole | '';
}

/** The command line's actor (scripts/operator.ts). */
export const CLI_ACTOR: AuditActor = { id: null, name: 'CLI', role: '' };

export interface AuditEntry {
  operator: AuditActor;
  ip: string;
  /** e.g. login, logout, password.change, operator.create, goods.update */
  action: string;
  /** e.g. operator, goods, notice */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

// a mainland mobile, or an 18-digit (or old 15-digit) ID number, not inside a longer run of digits
const MOBILE_IN_TEXT = /(?<![0-9])1[3-9][0-9]{9}(?![0-9])/g;
const ID_NUMBER_IN_TEXT = /(?<![0-9])(?:[1-9][0-9]{16}[0-9Xx]|[1-9][0-9]{14})(?![0-9A-Za-z])/g;

/** 13800000000 → 138****0000 */
const maskMobileText = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** Masks every mobile and ID number in a text: 138****0000, 110101**********32. */
export function maskText(text: string): string {
  return text.replace(ID_NUMBER_IN_TEXT, maskIdNumber).replace(MOBILE_IN_TEXT, maskMobileText);
}

/**
 * A JSON-able copy of a value with every mobile and ID number masked, wherever it sits: in any string
 * (keys included), and numbers that are one (a mobile stored as a number). Dates become ISO text.
 */
export function maskPersonalData(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    const masked = maskText(text);
    return masked === text ? (typeof value === 'bigint' ? text : value) : masked;
  }
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [maskText(key), maskPersonalData(item)]));
  }
  return null;
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(maskPersonalData(value)));

/**
 * The audit log (issue 20): who did what to which record, before → after, from where. `record` writes
 * through the repositories, so inside a unit of work (`repos.transaction`) the row is part of the
 * caller's transaction: it commits with the change it describes, or not at all. Mobiles and ID numbers
 * are masked wherever they appear in before/after. Rows are never changed (a trigger refuses it).
 */
export function auditService({ repos, now }: { repos: Repositories; now: () => Date }) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await repos.audit.append({
        operator_id: entry.operator.id,
        operator_name: entry.operator.name,
        role: entry.operator.role,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId === undefined || entry.entityId === null ? '' : maskText(String(entry.entityId)),
        before: asJson(entry.before),
        after: asJson(entry.after),
        ip: entry.ip,
        created_at: now(),
      });
    },

    async list(filter: AuditFilter, page: PageRequest): Promise<Paginated<AuditRow>> {
      const found = await repos.audit.list(filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: Number(row.id),
          operator_id: row.operator_id,
          operator_name: row.operator_name,
          role: row.role as AuditRow['role'],
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          created_at: chinaText(row.created_at),
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
