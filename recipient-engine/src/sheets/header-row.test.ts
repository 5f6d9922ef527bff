import * as XLSX from 'xlsx';
import { findHeaderRow, HEADER_SEARCH_ROWS, type HeaderRow } from './header-row';
import { readReissueSheet, SheetError } from '.';

/** A test header: each non-empty cell is a known column; complete at three. */
const headerOf = (cells: string[], row: number): HeaderRow & { cells: string[] } => ({ row, score: cells.filter(Boolean).length, cells });
const complete = (h: HeaderRow) => h.score >= 3;

describe('findHeaderRow (the header search readSheet and readReissueSheet share)', () => {
  it('takes the first complete row, skipping title and blank rows above it', () => {
    const grid = [['订单列表'], [], ['a', 'b', 'c'], ['d', 'e', 'f']];
    const { found, best } = findHeaderRow([grid], headerOf, complete);
    expect(found?.header.row).toBe(2);
    expect(found?.grid).toBe(grid);
    expect(best?.row).toBe(2);
  });

  it('without a complete row, keeps the row naming the most columns (not the first that names one)', () => {
    const { found, best } = findHeaderRow([[['a'], ['a', 'b'], ['c']]], headerOf, complete);
    expect(found).toBeNull();
    expect(best?.row).toBe(1);
  });

  it('keeps the earliest of rows naming as many, across sheets too', () => {
    const { best } = findHeaderRow([[['x'], ['a', 'b']], [['c', 'd'], ['e', 'f']]], headerOf, complete);
    expect(best?.cells).toEqual(['a', 'b']);
  });

  it('looks at later sheets for a complete header', () => {
    const second = [['a', 'b', 'c']];
    const { found } = findHeaderRow([[['a', 'b']], second], headerOf, complete);
    expect(found?.grid).toBe(second);
  });

  it(`looks only at the first ${HEADER_SEARCH_ROWS} rows of a sheet`, () => {
    const grid = [...Array.from({ length: HEADER_SEARCH_ROWS }, () => [] as string[]), ['a', 'b', 'c']];
    expect(findHeaderRow([grid], headerOf, complete)).toEqual({ found: null, best: null });
  });
});

describe('readReissueSheet: the header search', () => {
  const xlsx = (rows: string[][]) => new Uint8Array(XLSX.write({ SheetNames: ['S'], Sheets: { S: XLSX.utils.aoa_to_sheet(rows) } }, { type: 'array', bookType: 'xlsx' }));

  it('finds the header under title rows', () => {
    const result = readReissueSheet(xlsx([['补发单号导入'], ['订单号', '上家单号'], ['A1', 'SF1']]), 'a.xlsx');
    expect(result.rows).toEqual([{ order_sn: 'A1', bufa_sn: 'SF1' }]);
  });

  it('names what the first row naming a column lacks', () => {
    try {
      readReissueSheet(xlsx([['上家单号'], ['订单号']]), 'a.xlsx');
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(SheetError);
      expect((e as SheetError).detail).toEqual({ missing: ['订单号'], platformName: null });
    }
  });
});
