import type { AuditActor } from './audit';

/** Who writes, from where: every write is audited with it. */
export interface WriteContext {
  operator: AuditActor;
  ip: string;
}
