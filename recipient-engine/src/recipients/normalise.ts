/**
 * Character-level normalisation of pasted text. Every mapping is one UTF-16 unit to one, so a
 * normalised line has the same length as the raw one and positions found in one are valid in the other.
 */

/** Lines are matched on at most this many characters; the rest of a longer line is ignored. */
export const LINE_CAP = 300;

export const SPACE = 0x20;
export const COMMA = 0x2c; // field separator: `，` `;` `；` tab `、` `|` all become `,`
export const COLON = 0x3a;
export const DASH = 0x2d;
export const PLUS = 0x2b;
export const STAR = 0x2a;

/**
 * Raw character → normalised character: full-width ASCII to half-width, every kind of space and
 * control character to a space, tabs/semicolons/enumeration commas/bars to `,`, dashes to `-`.
 */
export const NORMALISE: Uint16Array = buildNormaliseTable();

function buildNormaliseTable(): Uint16Array {
  const t = new Uint16Array(65536);
  for (let c = 0; c < 65536; c += 1) t[c] = c;
  for (let c = 0xff01; c <= 0xff5e; c += 1) t[c] = c - 0xfee0; // ！…～ → !…~
  for (let c = 0; c < 0x20; c += 1) t[c] = SPACE;
  for (let c = 0x7f; c <= 0xa0; c += 1) t[c] = SPACE;
  for (let c = 0x2000; c <= 0x200f; c += 1) t[c] = SPACE; // en/em spaces, zero-width characters
  for (const c of [0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x2060, 0x3000, 0xfeff]) t[c] = SPACE;
  for (const c of [0x09, 0x3b, 0xff1b, 0x3001, 0x7c, 0xff5c, 0xfe50, 0xfe51, 0xfe54]) t[c] = COMMA;
  for (let c = 0x2010; c <= 0x2015; c += 1) t[c] = DASH; // ‐ ‑ ‒ – — ―
  for (const c of [0x2212, 0xfe63, 0xff0d, 0x2500]) t[c] = DASH;
  t[0xfe55] = COLON;
  t[0xfe62] = PLUS;
  return t;
}

export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** CJK ideographs (basic block and extension A) and the compatibility block. */
export function isHan(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0xf900 && c <= 0xfaff);
}

export function isLatinLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Characters that separate fields or divisions but carry no content. */
export function isSoftSeparator(c: number): boolean {
  return (
    c === SPACE ||
    c === COMMA ||
    c === DASH ||
    c === COLON ||
    c === 0x2f || // /
    c === 0x3e || // >
    c === 0x5f || // _
    c === 0x2e || // .
    c === 0xb7 || // ·
    c === 0x3002 || // 。
    c === 0x2022 // •
  );
}

/** Splits a text into lines on \r\n, \n and \r. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}

/** Trims spaces and separators at both ends and collapses runs of spaces inside. */
export function tidy(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSoftSeparator(s.charCodeAt(a))) a += 1;
  while (b > a && isSoftSeparator(s.charCodeAt(b - 1))) b -= 1;
  const t = a === 0 && b === s.length ? s : s.slice(a, b);
  return t.indexOf('  ') === -1 ? t : t.replace(/ {2,}/g, ' ');
}

/** Builds a string from the first n codes of a buffer. */
export function codesToString(codes: Uint16Array, from: number, to: number): string {
  let s = '';
  const CHUNK = 4096;
  for (let i = from; i < to; i += CHUNK) {
    s += String.fromCharCode.apply(null, codes.subarray(i, Math.min(to, i + CHUNK)) as unknown as number[]);
  }
  return s;
}
