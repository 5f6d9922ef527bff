// Server tests: node environment, swc transform, everything through `app.inject` (never a port).
// In-memory PGlite by default; PostgreSQL (a fresh schema per file) when DATABASE_URL is set.
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }];

// Node 20 loads these through require(esm) / dynamic import, which jest's CommonJS runtime cannot:
// content-disposition (@fastify/static) and cookie (light-my-request, behind app.inject) are ESM-only; PGlite's CJS build imports built-ins dynamically.
// pg-boss and its ESM dependencies (serialize-error, non-error, rrule-temporal, temporal-spec) likewise.
const ESM_ONLY = ['content-disposition', 'cookie', 'pg-boss', 'serialize-error', 'non-error', 'rrule-temporal', 'temporal-spec'];
// pdfjs-dist (the label PDF reader's parser, src/test-support/label-pdf-reader.ts) ships only .mjs files.
const TRANSFORMED = [...ESM_ONLY, '@electric-sql/pglite', 'pdfjs-dist'];

module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest/node-env.cjs',
  // jest's runtime with V8's code cache (../jest/code-cache-runtime.cjs)
  runtime: '<rootDir>/../jest/code-cache-runtime.cjs',
  transform: {
    '^.+\\.tsx?$': swc,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: swc,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest/dynamic-import-transform.cjs',
    '/node_modules/pdfjs-dist/legacy/build/.+\\.mjs$': swc,
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${TRANSFORMED.join('|')})/).*/node_modules/`],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // the PGlite cluster every in-memory test database is copied from, made once (and kept between runs)
  globalSetup: '<rootDir>/jest/global-setup.cjs',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // when run alone (`npm test -w server`); under the root config its global testTimeout applies
  testTimeout: 60000,
};
