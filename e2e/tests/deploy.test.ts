// The container recipe kept in step with `npm run start:cluster` (no container engine here: this reads the
// files). deploy/compose.yaml, deploy/Dockerfile and scripts/start-cluster.mjs must fill the one nginx
// template (deploy/nginx/gift-mall.conf.template) with the same placeholders, upstream parameters, ports and
// environment names, and serve every remote.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from 'shared-contracts';
import { ROOT } from '../src/harness';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const template = read('deploy/nginx/gift-mall.conf.template');
const compose = read('deploy/compose.yaml');
const dockerfile = read('deploy/Dockerfile');
const script = read('scripts/start-cluster.mjs');

/** A compose service's block: its lines below `  <name>:` up to the next service. */
function service(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, 'm').exec(compose);
  assert.ok(match, `compose service ${name}`);
  return match[1];
}

/** The `environment:` map of a compose service, values unquoted. */
function environment(name: string): Record<string, string> {
  const block = /^ {4}environment:\n((?: {6}.*\n)+)/m.exec(service(name));
  assert.ok(block, `${name} has an environment`);
  return Object.fromEntries([...block[1].matchAll(/^ {6}([A-Z_]+): (.*)$/gm)].map(([, key, value]) => [key, value.replace(/^"(.*)"$/, '$1')]));
}

const placeholders = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]));

describe('deploy/ in step with npm run start:cluster', () => {
  it('compose fills every placeholder of the nginx template, with the upstream parameters the script uses', () => {
    const web = environment('web');
    assert.deepEqual(new Set(Object.keys(web)), placeholders);
    const params = /server unix:\$\{socketOf\(n\)\} (max_fails=\d+ fail_timeout=)\$\{FAIL_TIMEOUT_S\}s;/.exec(script);
    const failTimeout = /const FAIL_TIMEOUT_S = (\d+);/.exec(script)?.[1];
    assert.ok(params && failTimeout, 'the script writes the upstream servers');
    assert.ok(web.API_SERVERS.includes(`server api:${environment('api').PORT} resolve ${params[1]}${failTimeout}s;`), web.API_SERVERS);
    // the script fills the same placeholders (and its own main file's)
    for (const name of placeholders) assert.match(script, new RegExp(`\\b${name}:`), `start-cluster.mjs fills ${name}`);
  });

  it('the api replicas: API_PROCESSES of them, behind one proxy, on the port nginx is told', () => {
    const api = environment('api');
    assert.equal(api.TRUST_PROXY, '1');
    assert.match(script, /TRUST_PROXY: '1'/);
    assert.match(service('api'), /replicas: \$\{API_PROCESSES:-2\}/);
    assert.match(script, /integerEnv\('API_PROCESSES', 2\)/);
    assert.match(dockerfile, new RegExp(`ENV PORT=${api.PORT} `));
    assert.match(service('web'), new RegExp(`"\\$\\{PORT:-8080\\}:${environment('web').PORT}"`));
    assert.match(script, /integerEnv\('PORT', 8080\)/);
  });

  it('every remote is served by nginx and copied into the web image', () => {
    const served = /\^\/remotes\/\(([a-z|]+)\)\//.exec(template)?.[1].split('|');
    assert.deepEqual(new Set(served), new Set(REMOTE_NAMES));
    for (const name of REMOTE_NAMES) assert.match(dockerfile, new RegExp(`COPY --from=build /srv/gift-mall/remote-${name}/dist `));
    assert.match(dockerfile, /COPY deploy\/nginx\/gift-mall\.conf\.template \/etc\/nginx\/templates\//);
  });
});
