/**
 * Comparing the engine's result with a fixture case (shared-contracts/fixtures/recipients/*.json):
 * used by fixtures.test.ts and by the bench's accuracy report, so both judge alike.
 */
import type { RecipientFixtureCase, RecognitionResult, RegionCandidate } from './types';

export const ROW_FIELDS = ['shop_order', 'rec_name', 'rec_mobile', 'rec_province', 'rec_city', 'rec_district', 'rec_address'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

export interface CaseComparison {
  /** Per field: expected rows whose field was right, out of expected rows. */
  fields: Record<RowField, { right: number; total: number }>;
  /** Rejections: expected (line, code) pairs found, out of expected plus unexpected ones. */
  rejected: { right: number; total: number };
  /** Everything that differs, readable. Empty when the case passes. */
  problems: string[];
}

/** Candidates as one comparable text, in any order ('' for none). */
function candidateKeys(candidates: RegionCandidate[] | undefined): string {
  if (!candidates || candidates.length === 0) return '';
  return candidates
    .map((c) => `${c.province}/${c.city}/${c.district}`)
    .sort()
    .join('、');
}

export function compareCase(c: RecipientFixtureCase, result: RecognitionResult): CaseComparison {
  const fields = Object.fromEntries(ROW_FIELDS.map((f) => [f, { right: 0, total: 0 }])) as CaseComparison['fields'];
  const problems: string[] = [];
  const actualByLine = new Map(result.rows.map((r) => [r.line, r]));
  const expectedLines = new Set(c.rows.map((r) => r.line));
  for (const expected of c.rows) {
    const actual = actualByLine.get(expected.line);
    for (const f of ROW_FIELDS) {
      fields[f].total += 1;
      if (actual && actual[f] === expected[f]) fields[f].right += 1;
      else if (actual) problems.push(`第${expected.line}行 ${f}: 得到 ${JSON.stringify(actual[f])}，应为 ${JSON.stringify(expected[f])}`);
    }
    if (!actual) {
      const why = result.rejected.find((r) => r.line === expected.line);
      problems.push(`第${expected.line}行 没有识别出来${why ? `（${why.code}：${why.reason}）` : ''}，应为 ${JSON.stringify(expected)}`);
      continue;
    }
    const warned = expected.warned || (expected.candidates?.length ?? 0) > 0;
    if (warned && !actual.warning) problems.push(`第${expected.line}行 应有 warning`);
    if (!warned && actual.warning) problems.push(`第${expected.line}行 不应有 warning：${actual.warning}`);
    const want = candidateKeys(expected.candidates);
    const got = candidateKeys(actual.candidates);
    if (want !== got) problems.push(`第${expected.line}行 candidates: 得到 ${got || '无'}，应为 ${want || '无'}`);
  }
  for (const actual of result.rows) {
    if (!expectedLines.has(actual.line)) problems.push(`第${actual.line}行 不应识别出来：${JSON.stringify(actual)}`);
  }
  const expectedRejected = c.rejected ?? [];
  const key = (r: { line: number; code: string }) => `${r.line}:${r.code}`;
  const actualKeys = new Set(result.rejected.map(key));
  const expectedKeys = new Set(expectedRejected.map(key));
  let right = 0;
  for (const r of expectedRejected) {
    if (actualKeys.has(key(r))) right += 1;
    else {
      const got = result.rejected.find((a) => a.line === r.line);
      problems.push(`第${r.line}行 应拒绝为 ${r.code}${got ? `，得到 ${got.code}（${got.reason}）` : ''}`);
    }
  }
  let unexpected = 0;
  for (const a of result.rejected) {
    if (expectedKeys.has(key(a))) continue;
    unexpected += 1;
    if (!expectedRejected.some((r) => r.line === a.line)) problems.push(`第${a.line}行 不应拒绝：${a.code}（${a.reason}）`);
  }
  if ((c.message ?? '') !== (result.message ?? '')) problems.push(`message: 得到 ${JSON.stringify(result.message ?? '')}，应为 ${JSON.stringify(c.message ?? '')}`);
  return { fields, rejected: { right, total: expectedRejected.length + unexpected }, problems };
}
