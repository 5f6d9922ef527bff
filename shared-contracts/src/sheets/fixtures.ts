/**
 * The spreadsheet fixture set (issue 11), in three parts: the file writers (fixture-files.ts), the cases of
 * each platform's exports and the failures (fixture-cases.ts), and the expectation types with the scorer
 * (fixture-score.ts). Run by fixtures.test.ts and scored field by field by `npm run bench` (scripts/bench-sheets.mjs).
 */
export * from './fixture-files';
export * from './fixture-cases';
export * from './fixture-score';
