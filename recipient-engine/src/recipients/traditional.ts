/**
 * Traditional → simplified reading of text. The table itself (T2S_PAIRS, generated from OpenCC's
 * TSCharacters) ships in the lazily loaded region data chunk; this turns it into a lookup table.
 */
import { NORMALISE } from './normalise';

/** Raw character → normalised, simplified character (the form division names are matched in). */
export function buildMatchTable(t2sPairs: string): Uint16Array {
  const simplified = new Uint16Array(65536);
  for (let c = 0; c < 65536; c += 1) simplified[c] = c;
  for (let i = 0; i + 1 < t2sPairs.length; i += 2) simplified[t2sPairs.charCodeAt(i)] = t2sPairs.charCodeAt(i + 1);
  const table = new Uint16Array(65536);
  for (let c = 0; c < 65536; c += 1) table[c] = simplified[NORMALISE[c]];
  return table;
}

/** A string read through a match table (division names are indexed in this form). */
export function toMatchForm(s: string, table: Uint16Array): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) out += String.fromCharCode(table[s.charCodeAt(i)]);
  return out;
}
