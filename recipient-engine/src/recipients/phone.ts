/**
 * Finding the mobile number of a line. A mainland mobile is 11 digits, `1` then 3–9 (SPEC §5). People
 * also write it as `+86 138 0013 8000`, `86-13800138000`, `(+86)13800138000`, `138-0013-8000`: runs of
 * digits joined by single spaces or dashes are read together and a leading 86/0086 is dropped, giving
 * 11 digits. `13800138000-1234` (an extension after a dash) is kept as written; an extension written
 * `13800138000转1234` or `13800138000 分机1234` is the same number and reads `13800138000-1234`.
 * A number that looks like a phone but is not a mobile (12800138000, 1380013800, 0571-88886666,
 * 138****8000) makes the line `invalid_phone`.
 */
import { COLON, DASH, PLUS, SPACE, STAR, isDigit } from './normalise';

export interface PhoneFound {
  kind: 'mobile';
  /** The 11 digits, or `digits-extension`. */
  mobile: string;
  /** The span of the line it was written in (prefix and extension included). */
  start: number;
  end: number;
}

export interface PhoneInvalid {
  kind: 'invalid';
  /** The number as written. */
  text: string;
  start: number;
  end: number;
}

export type PhoneScan = PhoneFound | PhoneInvalid | null;

/** Digit runs of the line being read (reused: the recogniser is synchronous). */
const runStart = new Int32Array(1024);
const runEnd = new Int32Array(1024);
const runMasked = new Uint8Array(1024);

function collectRuns(s: Uint16Array, from: number, n: number): number {
  let count = 0;
  let i = from;
  while (i < n && count < runStart.length) {
    const c = s[i];
    if (!isDigit(c) && c !== STAR) {
      i += 1;
      continue;
    }
    const start = i;
    let masked = 0;
    while (i < n && (isDigit(s[i]) || s[i] === STAR)) {
      if (s[i] === STAR) masked = 1;
      i += 1;
    }
    // a lone * is not part of a number
    if (masked && i - start < 4) continue;
    runStart[count] = start;
    runEnd[count] = i;
    runMasked[count] = masked;
    count += 1;
  }
  return count;
}

/** Whether runs a and a+1 are parts of one written number (`138 0013`, `138-0013`, `(+86)138`). */
function joined(s: Uint16Array, a: number): boolean {
  const gapStart = runEnd[a];
  const gapEnd = runStart[a + 1];
  const gap = gapEnd - gapStart;
  if (gap === 1) return s[gapStart] === SPACE || s[gapStart] === DASH;
  if (gap === 2 && isCountryCode(s, a)) {
    // (+86) 138…, +86 - 138…
    const g0 = s[gapStart];
    const g1 = s[gapStart + 1];
    return (g0 === 0x29 || g0 === SPACE || g0 === DASH) && (g1 === SPACE || g1 === DASH);
  }
  if (gap === 3 && s[gapStart] === SPACE && s[gapStart + 1] === DASH && s[gapStart + 2] === SPACE) return true;
  return false;
}

function isCountryCode(s: Uint16Array, a: number): boolean {
  const len = runEnd[a] - runStart[a];
  const st = runStart[a];
  if (len === 2) return s[st] === 0x38 && s[st + 1] === 0x36;
  if (len === 4) return s[st] === 0x30 && s[st + 1] === 0x30 && s[st + 2] === 0x38 && s[st + 3] === 0x36;
  return false;
}

function digitsOf(s: Uint16Array, from: number, to: number): string {
  let out = '';
  for (let r = from; r <= to; r += 1) {
    for (let i = runStart[r]; i < runEnd[r]; i += 1) out += String.fromCharCode(s[i]);
  }
  return out;
}

function isMobile(d: string): boolean {
  if (d.length !== 11 || d.charCodeAt(0) !== 0x31) return false;
  const second = d.charCodeAt(1);
  return second >= 0x33 && second <= 0x39;
}

/** Looks like a phone number: 11 digits, 10 or 12 starting with 1 or 0 (a landline), or digits with a * mask. */
function looksLikePhone(d: string, masked: boolean): boolean {
  if (masked) return d.length >= 7 && d.length <= 13;
  if (d.length === 11) return true;
  const first = d.charCodeAt(0);
  return (d.length === 10 || d.length === 12) && (first === 0x31 || first === 0x30);
}

const ZHUAN = 0x8f6c; // 转
const FEN = 0x5206; // 分
const JI = 0x673a; // 机
const HAO = 0x53f7; // 号
const HASH = 0x23; // #
const DOT = 0x2e;

function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** Characters that, right after the digits, make them part of the address (`#3栋`, `-2号楼`), not an extension. */
const ADDRESS_AFTER = new Set([...'号栋楼室单元层幢座弄'].map((ch) => ch.charCodeAt(0)));

/**
 * Whether run r (1 to 5 digits) is an extension of the mobile ending at `end`: right after a dash
 * (`-1234`), or after spaces and a marker — a dash, 转, 分机(号), ext(.), # — with optional spaces and a
 * colon before the digits (`转1234`, ` 分机 1234`, `转：1234`, `ext1234`, `#1234`, ` -1234`).
 * The end of the extension, or -1.
 */
function extensionAt(s: Uint16Array, end: number, r: number, count: number, n: number): number {
  if (r >= count || runMasked[r]) return -1;
  const extLen = runEnd[r] - runStart[r];
  if (extLen < 1 || extLen > 5) return -1;
  if (runStart[r] === end + 1 && s[end] === DASH) return runEnd[r];
  let i = end;
  while (i < runStart[r] && s[i] === SPACE) i += 1;
  if (s[i] === ZHUAN || s[i] === DASH || s[i] === HASH) i += 1;
  else if (s[i] === FEN && s[i + 1] === JI) i += s[i + 2] === HAO ? 3 : 2;
  else if (lower(s[i]) === 0x65 && lower(s[i + 1]) === 0x78 && lower(s[i + 2]) === 0x74) i += s[i + 3] === DOT ? 4 : 3;
  else return -1;
  while (i < runStart[r] && (s[i] === SPACE || s[i] === COLON)) i += 1;
  if (i !== runStart[r]) return -1;
  const after = runEnd[r];
  if (after < n && ADDRESS_AFTER.has(s[after])) return -1;
  return after;
}

/**
 * Scans the normalised line s[from, n): the first mobile number, else the first number that looks
 * like a phone, else null.
 */
export function scanPhone(s: Uint16Array, from: number, n: number): PhoneScan {
  const count = collectRuns(s, from, n);
  let invalid: PhoneInvalid | null = null;
  for (let a = 0; a < count; a += 1) {
    // the group of runs written together from run a
    let last = a;
    while (last + 1 < count && joined(s, last)) last += 1;
    for (let first = a; first <= last; first += 1) {
      let total = 0;
      for (let b = first; b <= last; b += 1) {
        total += runEnd[b] - runStart[b];
        if (total > 15) break;
        if (runMasked[b]) continue;
        const digits = digitsOf(s, first, b);
        let mobile = '';
        if (isMobile(digits)) mobile = digits;
        else if (digits.length === 13 && digits.startsWith('86') && isMobile(digits.slice(2))) mobile = digits.slice(2);
        else if (digits.length === 15 && digits.startsWith('0086') && isMobile(digits.slice(4))) mobile = digits.slice(4);
        if (!mobile) continue;
        let start = runStart[first];
        if (start > 0 && s[start - 1] === PLUS) start -= 1;
        if (start > 0 && s[start - 1] === 0x28 && mobile !== digits) start -= 1; // (+86)
        let end = runEnd[b];
        // an extension: 13800138000-1234, written as one run of 11 digits then a dash
        const single = runEnd[b] - runStart[b] === 11;
        const ext = single ? extensionAt(s, end, b + 1, count, n) : -1;
        if (ext > 0) {
          mobile += '-' + digitsOf(s, b + 1, b + 1);
          end = ext;
        }
        return { kind: 'mobile', mobile, start, end };
      }
    }
    if (!invalid) {
      const masked = runMasked.subarray(a, last + 1).some((x) => x === 1);
      let digits = '';
      for (let r = a; r <= last; r += 1) {
        for (let i = runStart[r]; i < runEnd[r]; i += 1) digits += String.fromCharCode(s[i]);
      }
      let d = digits.replace(/\*/g, '0');
      if (d.length === 13 && d.startsWith('86')) d = d.slice(2);
      if (looksLikePhone(d, masked)) {
        let text = '';
        for (let i = runStart[a]; i < runEnd[last]; i += 1) text += String.fromCharCode(s[i]);
        invalid = { kind: 'invalid', text, start: runStart[a], end: runEnd[last] };
      }
    }
    a = last;
  }
  return invalid;
}

/**
 * Landline numbers of a normalised line, with the word that introduces them (座机, 固话, 电话, Tel):
 * `0571-88886666`, `(0571)88886666`, `0571 8888 6666`, `010-88886666-801`, `400-820-8820`, and a local
 * number after 座机/固话 (`座机：88886666`). A line needs a mobile (SPEC §5): a landline is never the
 * phone, and is removed from the name and the address.
 */
const LANDLINE =
  /(?:(?:座机|固话|固定电话|办公电话|家庭电话|联系电话|电话|tel|Tel|TEL)(?:号码|号)? ?:? ?)?(?:(?<![0-9])(?:\(0[1-9][0-9]{1,2}\) ?|0[1-9][0-9]{1,2}[- ]?)[0-9]{3,4}[- ]?[0-9]{4}|(?<![0-9])[48]00[- ]?[0-9]{3}[- ]?[0-9]{4}|(?:座机|固话|固定电话)(?:号码|号)? ?:? ?[0-9]{3,4}-?[0-9]{4})(?:-[0-9]{1,4}|(?:转|分机)[0-9]{1,4})?(?![0-9])/g;
/**
 * Spans [start, end) of the landline numbers in t (pairs, flattened), or null when there is none. The
 * recogniser calls it only for lines with a 0 after a non-digit, 400/800, 座 or 固 (recognise-line.ts).
 * Nothing before `from` is read: the line's leading run of digits and dashes is its order number, even
 * when a part of it looks like a landline (`2291-0755-8812-3306`: not 0755-8812 with extension 3306).
 */
export function findLandlines(t: string, from = 0): number[] | null {
  let spans: number[] | null = null;
  LANDLINE.lastIndex = from;
  for (let m = LANDLINE.exec(t); m; m = LANDLINE.exec(t)) {
    // a 0 before a mobile (013800138000) and the country code (0086 138 0013 8000) are not area codes
    const digits = m[0].replace(/[^0-9]/g, '');
    if (/^01[3-9][0-9]{9}$/.test(digits) || digits.startsWith('0086')) continue;
    (spans ??= []).push(m.index, m.index + m[0].length);
  }
  return spans;
}
