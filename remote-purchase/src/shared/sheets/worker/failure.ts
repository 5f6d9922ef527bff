import type { SheetFailure, SheetFailureKind } from '../types';

const KINDS: readonly SheetFailureKind[] = ['unreadable', 'encrypted', 'missing_columns', 'too_large', 'unsupported_type'];

/** A thrown SheetError (or anything else) as plain data: kind, message, detail. */
export function failureOf(error: unknown): SheetFailure {
  if (error && typeof error === 'object' && 'kind' in error && KINDS.includes((error as { kind: SheetFailureKind }).kind)) {
    const e = error as { kind: SheetFailureKind; message?: string; detail?: SheetFailure['detail'] };
    return { kind: e.kind, message: e.message ?? '', ...(e.detail ? { detail: { ...e.detail } } : {}) };
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
