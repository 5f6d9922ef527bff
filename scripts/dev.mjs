// `npm run dev`: webpack dev servers with hot reload for the host (8080) and every remote (3001–3006),
// and the API (8090, restarted on change by tsx). The API tells the host where the dev remotes are.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from './build-state.mjs';

const require = createRequire(import.meta.url);
const { DEV_PORTS } = require('../shared-contracts/build/federation.cjs');

const remotes = ['storefront', 'purchase', 'usercenter', 'help', 'admin', 'supplier'];
const env = {
  APP_ENV: 'development',
  ...process.env,
  PORT: String(DEV_PORTS.api),
  ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `http://localhost:${DEV_PORTS[r]}/mf-manifest.json`])),
};

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: ROOT, stdio: 'inherit', env }),
  ...['host', ...remotes.map((r) => `remote-${r}`)].map((pkg) =>
    spawn('npm', ['run', 'dev', '-w', pkg], { cwd: ROOT, stdio: 'inherit', env: process.env }),
  ),
];
console.log(`[dev] 打开 http://localhost:${DEV_PORTS.host}`);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
