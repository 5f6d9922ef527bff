// Every case of the team's fixture set (shared-contracts/fixtures/recipients/*.json) must come out
// exactly as written there: rows on the seven fields and `line`, warnings, rejections, message.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareCase } from './fixture-compare';
import { buildRegionIndex, recogniseRecipients, type RecipientFixtureCase } from './index';
import { regionData } from './region-data';

const DIR = path.join(__dirname, '../../fixtures/recipients');
const regions = buildRegionIndex(regionData);

const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const cases = files.flatMap((file) =>
  (JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as RecipientFixtureCase[]).map((c, i): [string, RecipientFixtureCase] => [`${file} #${i + 1} [${c.kind}] ${c.note}`, c]),
);

describe('recipient fixture set', () => {
  it('has the cases the issue asks for', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(cases.reduce((n, [, c]) => n + c.input.split('\n').length, 0)).toBeGreaterThanOrEqual(300);
  });

  it.each(cases)('%s', (_title, c) => {
    const { problems } = compareCase(c, recogniseRecipients(c.input, regions));
    // an empty list, or every difference spelled out (the test title names the case)
    expect(problems).toEqual([]);
  });
});
