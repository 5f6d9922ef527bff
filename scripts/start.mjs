// `npm start`: build what is not built, then serve host, remotes and API from one port (PORT, default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './build-state.mjs';

await ensureBuilt();
const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  // the demo mode: sandbox providers, seed data, the 演示环境 strip (`npm run start:production` is the real shop)
  env: { APP_ENV: 'development', ...process.env, STATIC_ROOT: ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
