// Before the server's test files run (once per jest run, in jest's own process): the migrated PGlite
// cluster every in-memory test database starts from (src/test-support/pglite-template.ts). Not for PostgreSQL.
module.exports = async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  // jest compiles this TypeScript with the project's transform (swc) when it is required here
  const { ensureMigratedPgliteTemplate } = require('../src/test-support/pglite-template.ts');
  await ensureMigratedPgliteTemplate();
};
