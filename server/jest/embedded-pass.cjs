// The server's test files CI's first pass runs on the embedded database (`npm test -- --embedded-pass`); the
// database pass runs every file on PostgreSQL. These are the ones about what differs on PGlite: its dialect and
// one connection (the unit of work, the job queue on it), the migrations from an empty cluster, a data directory
// on disk (graceful shutdown) and the health report naming it. A newcomer's plain `npm test` runs every file on PGlite.
const EMBEDDED_PASS = [
  'src/db/',
  'src/jobs/queue.test.ts',
  'src/graceful-shutdown.test.ts',
  'src/routes/ops/ops.test.ts',
];

module.exports = { EMBEDDED_PASS };
