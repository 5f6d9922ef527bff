/**
 * The header row search readSheet and readReissueSheet share. The header is the first row naming every
 * column the reader needs, looked for in the first HEADER_SEARCH_ROWS rows of each sheet in turn (title
 * and blank rows above it are skipped). When no sheet has one, the row naming the most known columns —
 * the earliest on a tie — is the one whose missing columns the error names.
 */
import { NORMALISE } from '../recipients/normalise';
import type { Grid } from './grid';

/** The header row is looked for in this many rows from the top. */
export const HEADER_SEARCH_ROWS = 20;

/** A header title in match form: no spaces, colons, `*`, full-width forms made half-width. */
export function headerKey(title: string): string {
  let out = '';
  for (let i = 0; i < title.length; i += 1) {
    const c = NORMALISE[title.charCodeAt(i)];
    if (c === 0x20 || c === 0x3a || c === 0x2a || c === 0x2c) continue;
    out += String.fromCharCode(c);
  }
  return out;
}

/** A row read as a header: its index in the grid and how many distinct known columns it names. */
export interface HeaderRow {
  row: number;
  score: number;
}

export interface HeaderSearch<H extends HeaderRow> {
  /** The header and the sheet it is on, or null when no sheet has a complete one. */
  found: { grid: Grid; header: H } | null;
  /** The row naming the most known columns (the earliest on a tie): the header when found. */
  best: H | null;
}

/**
 * Finds the header row of a workbook's sheets: `headerOf` reads a row as a header, `complete` says
 * whether it names every column needed.
 */
export function findHeaderRow<H extends HeaderRow>(
  sheets: readonly Grid[],
  headerOf: (cells: string[], row: number) => H,
  complete: (header: H) => boolean,
): HeaderSearch<H> {
  let best: H | null = null;
  for (const grid of sheets) {
    const rows = Math.min(grid.length, HEADER_SEARCH_ROWS);
    for (let r = 0; r < rows; r += 1) {
      const h = headerOf(grid[r] ?? [], r);
      if (h.score === 0) continue;
      if (complete(h)) return { found: { grid, header: h }, best: h };
      if (!best || h.score > best.score) best = h;
    }
  }
  return { found: null, best };
}
