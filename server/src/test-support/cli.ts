import type { CliOptions } from '../cli/cli-database';
import type { TestClock } from './harness';
import { testDb } from './test-app';

/**
 * Runs an account CLI (`npm run operator`, `npm run supplier`) against the test file's database on `clock`, as a
 * person would type it: its exit code, the lines it printed (and the last, where a one-time password stands).
 */
export const cliRunner =
  (cli: (argv: string[], options: CliOptions) => Promise<number>, clock: TestClock) =>
  async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await cli(argv, { db: testDb.db, scrypt: { N: 1024, r: 8, p: 1 }, clock, out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out, err, last: out.at(-1) ?? '' };
  };
