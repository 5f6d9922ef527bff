// `npm test`: unit, component and server tests (jest), then the browser tests (e2e) against the built site.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ROOT } from './build-state.mjs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run('npx', ['jest', '--ci']);
if (unit !== 0) process.exit(unit);
ensureBuilt();
process.exit(run('npm', ['run', 'test', '-w', 'e2e']));
