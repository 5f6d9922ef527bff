import { buildRegionIndex } from '../recipients';
import { regionData } from '../recipients/region-data';
import { buildSheetFixtures, scoreSheetFixtures, type SheetFixture } from './fixtures';
import { readSheet } from './read';

const regions = buildRegionIndex(regionData);
const fixtures = buildSheetFixtures();
const read = (bytes: Uint8Array, fileName: string) => readSheet(bytes, fileName, regions);

describe('spreadsheet fixtures: every field right', () => {
  it('covers all four platforms and the failures', () => {
    expect(new Set(fixtures.map((f) => f.kind))).toEqual(new Set(['tb', 'jd', 'pdd', 'dy', 'error']));
  });

  it.each(fixtures.map((f): [string, SheetFixture] => [f.name, f]))('%s', (_name, fixture) => {
    const { failures } = scoreSheetFixtures([fixture], read);
    expect(failures).toEqual([]);
  });
});
