/**
 * Text → recipient rows (SPEC §2.8, §5 "Typed recipients"): splits lines, skips blank and short
 * ones, removes duplicates, recognises each line (recognise-line.ts) and never throws.
 */
import { splitLines } from './normalise';
import type { RegionIndex } from './region-index';
import { recogniseLine } from './recognise-line';
import { RecognitionMessages, type RecognisedRow, type RecognitionResult, type RejectedLine } from './types';

/** Lines shorter than this (after trimming) are ignored, not reported. */
export const MIN_LINE_LENGTH = 3;
/** Rejected lines quote at most this much of the line. */
const QUOTE_MAX = 120;

function codePointLength(s: string, atLeast: number): number {
  let count = 0;
  for (let i = 0; i < s.length && count < atLeast; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) count += 1;
  }
  return count;
}

function quote(line: string): string {
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX)}…` : line;
}

/** Recognises every line of a pasted text. Pure and synchronous; never throws. */
export function recogniseRecipients(text: string, regions: RegionIndex): RecognitionResult {
  const rows: RecognisedRow[] = [];
  const rejected: RejectedLine[] = [];
  if (typeof text !== 'string' || text.trim() === '') return { rows, rejected, message: RecognitionMessages.empty };
  let lines: string[];
  try {
    lines = splitLines(text);
  } catch {
    return { rows, rejected, message: RecognitionMessages.nothing };
  }
  const seen = new Map<string, number>();
  for (let i = 0; i < lines.length; i += 1) {
    const lineNo = i + 1;
    const line = lines[i].trim();
    if (line.length < MIN_LINE_LENGTH || codePointLength(line, MIN_LINE_LENGTH) < MIN_LINE_LENGTH) continue;
    try {
      const first = seen.get(line);
      if (first !== undefined) {
        rejected.push({ line: lineNo, code: 'duplicate', reason: `与第${first}行重复`, text: quote(line) });
        continue;
      }
      seen.set(line, lineNo);
      const result = recogniseLine(line, lineNo, regions);
      if ('row' in result) rows.push(result.row);
      else rejected.push({ line: lineNo, code: result.code, reason: result.reason, text: quote(line) });
    } catch {
      rejected.push({ line: lineNo, code: 'no_province', reason: '无法识别', text: quote(line) });
    }
  }
  return rows.length > 0 ? { rows, rejected } : { rows, rejected, message: RecognitionMessages.nothing };
}
