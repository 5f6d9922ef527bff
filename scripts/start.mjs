// `npm start`: build what is not built, then serve host, remotes and API from one port (PORT, default 8080)
// in the demo mode (APP_ENV=development: sandbox providers, the embedded database, seed data, the
// 演示环境 strip).
// `npm run start:production` (what deploy/ runs): the real shop — no APP_ENV, so the server refuses to
// start until every production variable is set (deploy/env.example), and it builds nothing: the builds
// must be there (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT } from './build-state.mjs';

const production = process.argv.includes('--production');
const serverFile = path.join(ROOT, 'server/dist/server.js');

if (production) {
  if (!existsSync(serverFile)) {
    console.error('未找到构建产物（server/dist/server.js）：请先运行 npm run build');
    process.exit(1);
  }
} else {
  await ensureBuilt();
}

const env = production ? { ...process.env, STATIC_ROOT: process.env.STATIC_ROOT ?? ROOT } : { APP_ENV: 'development', ...process.env, STATIC_ROOT: ROOT };
const server = spawn(process.execPath, [serverFile], { cwd: ROOT, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
