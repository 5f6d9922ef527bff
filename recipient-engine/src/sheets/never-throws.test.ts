/** Whatever the bytes, readSheet gives a result or a SheetError — never another exception. */
import { buildRegionIndex } from '../recipients';
import { regionData } from '../recipients/region-data';
import { buildSheetFixtures } from '../../fixtures/sheets';
import { readSheet } from './read';
import { SheetError } from './types';

const regions = buildRegionIndex(regionData);

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function readsOrFails(bytes: Uint8Array, name: string): void {
  try {
    const result = readSheet(bytes, name, regions);
    expect(Array.isArray(result.recipients)).toBe(true);
  } catch (e) {
    expect(e).toBeInstanceOf(SheetError);
  }
}

describe('readSheet never throws anything but SheetError', () => {
  // text files only: SheetJS 0.20.3 itself can loop forever on a zip with flipped bytes (a damaged .xlsx),
  // so a caller running readSheet in a worker should give it a time limit
  const fixtures = buildSheetFixtures().filter((f) => f.bytes.length > 0 && f.bytes[0] !== 0x50 && f.bytes[0] !== 0xd0);

  it('on damaged text fixture files (CSV, HTML, tab-separated: bytes flipped, cut short)', () => {
    const next = random(11);
    for (const f of fixtures) {
      for (let k = 0; k < 8; k += 1) {
        const bytes = f.bytes.slice(0, k % 2 === 0 ? f.bytes.length : Math.floor(next() * f.bytes.length));
        for (let flips = 0; flips < 4; flips += 1) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
        readsOrFails(bytes, f.fileName);
      }
    }
  });

  it('on random bytes and random text', () => {
    const next = random(7);
    for (let k = 0; k < 40; k += 1) {
      const bytes = new Uint8Array(1 + Math.floor(next() * 3000));
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = k % 2 === 0 ? Math.floor(next() * 256) : 0x20 + Math.floor(next() * 0x5f);
      readsOrFails(bytes, ['a.csv', 'a.xlsx', 'a.xls'][k % 3]);
    }
  });
});
