/** Recipient line recognition (SPEC §2.8, §5 "Typed recipients"): the contract of the engine. */
import type { RecipientFields } from 'shared-contracts';

/** One recognised recipient (the contract's seven recipient fields); `line` is its 1-based line number in the input text. */
export interface RecognisedRow extends RecipientFields {
  line: number;
  /**
   * Why the row was changed while being recognised (a name longer than 4 characters was cut), or why it
   * cannot be trusted as it stands (the place is ambiguous: see `candidates`).
   */
  warning?: string;
  /**
   * Set when the text does not decide the place (a district several cities share with no city or province
   * given, a city name found in two provinces): every division it could be. The row's province/city/district
   * then hold only the leading levels all candidates agree on ('' from the first that differs: 朝阳区 of two
   * cities leaves city and district ''), never the first match; the user picks one (or edits the row) before
   * it can be ordered.
   */
  candidates?: RegionCandidate[];
}

/** One division a place name could be (names exactly as in the region data). */
export interface RegionCandidate {
  province: string;
  city: string;
  district: string;
}

/** Why a line is not a recipient. */
export type RejectCode =
  | 'no_phone' // no mobile number on the line
  | 'invalid_phone' // a number that looks like a phone but is not a valid mainland mobile
  | 'no_province' // no province (or city that places one) could be recognised
  | 'name_too_long' // the name is longer than 4 characters and cannot be cut safely
  | 'no_name' // nothing left for the name
  | 'duplicate' // the same line appeared before (kept once)
  | 'landline_only'; // only a landline number: SPEC §5 needs a mobile

export interface RejectedLine {
  line: number;
  code: RejectCode;
  /** Chinese text shown to the user. */
  reason: string;
  text: string;
}

export interface RecognitionResult {
  rows: RecognisedRow[];
  rejected: RejectedLine[];
  /**
   * Set when the text as a whole fails: `请按格式输入地址` for empty text,
   * `没有识别到完整的地址，请检查输入是否正确` when no line was recognised.
   */
  message?: string;
}

export const RecognitionMessages = {
  empty: '请按格式输入地址',
  nothing: '没有识别到完整的地址，请检查输入是否正确',
} as const;

/** A case of the fixture set (recipient-engine/fixtures/recipients/*.json): an input text and what it must give. */
export interface RecipientFixtureCase {
  /** Kind of line, for the per-kind accuracy report (e.g. 'plain', 'labelled', 'municipality', 'traditional', 'negative'). */
  kind: string;
  /** What the case checks, in a few words. */
  note: string;
  input: string;
  /**
   * Expected rows, in order: all seven fields and `line`; `warned: true` when the row must carry a warning;
   * `candidates` (in any order) when the place is ambiguous.
   */
  rows: (Omit<RecognisedRow, 'warning'> & { warned?: boolean })[];
  /** Expected rejections (line and code only). */
  rejected?: { line: number; code: RejectCode }[];
  message?: string;
}
