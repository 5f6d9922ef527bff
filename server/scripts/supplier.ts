// `npm run supplier -- create --shop 1 --mobile 13900000000 --name 张三`: a supplier account with a one-time
// password on the last line (src/cli/supplier-cli.ts; `--help` for usage). Opens the database as the server does —
// DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first: PGlite is one process's).
import { supplierCli } from '../src/cli/supplier-cli';

supplierCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
