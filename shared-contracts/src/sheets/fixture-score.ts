/**
 * What a spreadsheet fixture expects of readSheet, and the field-by-field score of a run over the fixtures
 * (fixtures.test.ts asserts it is perfect; `npm run bench` prints it).
 */
import type { SheetFailureKind, SheetPlatform, SheetRecipient, SheetResult } from './types';

export interface ExpectedRead {
  platform: SheetPlatform | null;
  headerRow: number;
  rowsRead: number;
  /** Every recipient, in order, all fields but `warning`; `statuses` checked where given. */
  recipients: (Omit<SheetRecipient, 'warning' | 'statuses'> & { statuses?: string[] })[];
  /** Rejected rows: the row and a part of the reason. */
  rejected: { row: number; reason: string }[];
}

export interface SheetFixture {
  /** What the case checks. */
  name: string;
  /** Platform slug (jd, tb, pdd, dy) or `error`. */
  kind: string;
  fileName: string;
  bytes: Uint8Array;
  expected: ExpectedRead | { error: SheetFailureKind; message?: string; missing?: string[]; platformName?: string | null };
}

/** The recipient fields scored one by one. */
export const SHEET_FIELDS = [
  'row',
  'shop_order',
  'rec_name',
  'rec_mobile',
  'rec_province',
  'rec_city',
  'rec_district',
  'rec_address',
  'use_name',
  'remark',
  'platform',
] as const satisfies readonly (keyof SheetRecipient)[];

// ---------------------------------------------------------------- scoring

export interface FieldScore {
  correct: number;
  total: number;
}

export interface FixtureScore {
  /** Per recipient field (SHEET_FIELDS), plus `rejected` (rows rejected as expected), `result` (platform, header row, rows read) and `error`. */
  fields: Record<string, FieldScore>;
  /** What differed, one line each. */
  failures: string[];
}

function bump(fields: Record<string, FieldScore>, field: string, ok: boolean): void {
  const f = (fields[field] ??= { correct: 0, total: 0 });
  f.total += 1;
  if (ok) f.correct += 1;
}

interface ErrorLike {
  kind?: string;
  message?: string;
  detail?: { missing?: string[]; platformName?: string | null };
}

function attempt(run: () => SheetResult): { result: SheetResult | null; error: ErrorLike | null } {
  try {
    return { result: run(), error: null };
  } catch (e) {
    return { result: null, error: e as ErrorLike };
  }
}

/** Runs every fixture through `read` (readSheet with a region index bound) and scores it field by field. */
export function scoreSheetFixtures(fixtures: SheetFixture[], read: (bytes: Uint8Array, fileName: string) => SheetResult): FixtureScore {
  const fields: Record<string, FieldScore> = {};
  const failures: string[] = [];
  for (const fx of fixtures) {
    const { result, error } = attempt(() => read(fx.bytes, fx.fileName));
    const exp = fx.expected;
    if ('error' in exp) {
      const ok =
        !!error &&
        error.kind === exp.error &&
        (exp.message === undefined || error.message === exp.message) &&
        (exp.missing === undefined || JSON.stringify(error.detail?.missing) === JSON.stringify(exp.missing)) &&
        (exp.platformName === undefined || error.detail?.platformName === exp.platformName);
      bump(fields, 'error', ok);
      if (!ok) failures.push(`${fx.name}: expected ${JSON.stringify(exp)}, got ${error ? JSON.stringify({ kind: error.kind, message: error.message, detail: error.detail }) : 'a result'}`);
      continue;
    }
    if (!result) {
      for (let k = 0; k < exp.recipients.length; k += 1) for (const f of SHEET_FIELDS) bump(fields, f, false);
      bump(fields, 'result', false);
      failures.push(`${fx.name}: threw ${error?.message}`);
      continue;
    }
    const shape = { platform: result.platform, headerRow: result.headerRow, rowsRead: result.rowsRead };
    const shapeOk = shape.platform === exp.platform && shape.headerRow === exp.headerRow && shape.rowsRead === exp.rowsRead;
    bump(fields, 'result', shapeOk);
    if (!shapeOk) failures.push(`${fx.name}: expected ${JSON.stringify({ platform: exp.platform, headerRow: exp.headerRow, rowsRead: exp.rowsRead })}, got ${JSON.stringify(shape)}`);
    for (const want of exp.recipients) {
      const got = result.recipients.find((r) => r.row === want.row);
      for (const f of SHEET_FIELDS) {
        const ok = !!got && got[f] === want[f];
        bump(fields, f, ok);
        if (!ok) failures.push(`${fx.name}, row ${want.row}, ${f}: expected ${JSON.stringify(want[f])}, got ${got ? JSON.stringify(got[f]) : 'no recipient'}`);
      }
      if (want.statuses !== undefined) {
        const ok = !!got && JSON.stringify(got.statuses) === JSON.stringify(want.statuses);
        bump(fields, 'statuses', ok);
        if (!ok) failures.push(`${fx.name}, row ${want.row}, statuses: expected ${JSON.stringify(want.statuses)}, got ${got ? JSON.stringify(got.statuses) : 'no recipient'}`);
      }
    }
    for (const got of result.recipients) {
      if (!exp.recipients.some((r) => r.row === got.row)) {
        bump(fields, 'row', false);
        failures.push(`${fx.name}: unexpected recipient ${JSON.stringify(got)}`);
      }
    }
    for (const want of exp.rejected) {
      const got = result.rejected.find((r) => r.row === want.row);
      const ok = !!got && got.reason.includes(want.reason);
      bump(fields, 'rejected', ok);
      if (!ok) failures.push(`${fx.name}: row ${want.row} should be rejected (${want.reason}), got ${got ? got.reason : 'not rejected'}`);
    }
    for (const got of result.rejected) {
      if (!exp.rejected.some((r) => r.row === got.row)) {
        bump(fields, 'rejected', false);
        failures.push(`${fx.name}: unexpected rejection row ${got.row}: ${got.reason}`);
      }
    }
  }
  return { fields, failures };
}
