// Bundles the server into dist/server.js for `npm start` (Node 20 cannot run .ts).
// shared-contracts and recipient-engine (TypeScript source), zod and the zod type provider are bundled in — one zod
// instance for schemas and validators. Everything else stays in node_modules: PGlite finds its
// wasm/data files next to its own code, svg-captcha its fonts.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const BUNDLED = new Set(['shared-contracts', 'recipient-engine', 'zod', 'fastify-type-provider-zod']);
const external = Object.keys(pkg.dependencies).filter((name) => !BUNDLED.has(name));

const started = Date.now();
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`dist/server.js built in ${Date.now() - started} ms`);
