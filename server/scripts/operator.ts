// `npm run operator -- create --mobile 13800000000 --name 张三 --role ops` (also reset-password, disable):
// the operator console's accounts from the command line (src/cli/operator-cli.ts; `--help` for usage).
// Opens the database as the server does — DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start`
// first: PGlite is one process's) — and brings its schema up to date.
import { operatorCli } from '../src/cli/operator-cli';

operatorCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
