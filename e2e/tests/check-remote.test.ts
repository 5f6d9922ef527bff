// `npm run check-remote` against the built site: a remote team asks before switching a URL.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT, startSite, type Site } from '../src/harness';

/** Runs the script as `npm run check-remote -- …` would (asynchronously: the fake remote below answers from this process). */
function checkRemote(...args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-remote.ts', ...args], { cwd: ROOT, timeout: 60_000 });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

/** A remote "deployed elsewhere": the built help remote's manifest and build info, with another contract stamp (and a shared kit it needs). */
function fakeRemote(stamp: { contract: string; required: string; manifestContract?: string; listPageKit?: string }): Promise<{ url: string; server: Server }> {
  const dist = path.join(ROOT, 'remote-help/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  for (const shared of manifest.shared) {
    if (shared.name.startsWith('shared-contracts')) Object.assign(shared, { version: stamp.manifestContract ?? stamp.contract, requiredVersion: stamp.required });
  }
  if (stamp.listPageKit) manifest.shared.push({ name: 'shared-kits/list-page', version: stamp.listPageKit.slice(1), requiredVersion: stamp.listPageKit });
  const info = { ...JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8')), contract_version: stamp.contract, required_contract: stamp.required };
  const server = createServer((req, res) => {
    const body = req.url === '/help/mf-manifest.json' ? manifest : req.url === '/help/build-info.json' ? info : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/help/mf-manifest.json`, server })));
}

describe('npm run check-remote', () => {
  let site: Site;
  let hostContract: string;
  const servers: Server[] = [];
  before(async () => {
    site = await startSite();
    hostContract = ((await (await fetch(`${site.url}/build-info.json`)).json()) as { contract_version: string }).contract_version;
  });
  after(async () => {
    for (const s of servers) s.close();
    await site?.stop();
  });
  const remote = async (stamp: Parameters<typeof fakeRemote>[0]) => {
    const fake = await fakeRemote(stamp);
    servers.push(fake.server);
    return fake.url;
  };
  const major = () => Number(hostContract.split('.')[0]);

  it('says a remote built against the live host’s contract is compatible (exit 0)', async () => {
    const { code, out } = await checkRemote(`${site.url}/remotes/help/mf-manifest.json`, '--host', site.url);
    assert.equal(code, 0, out);
    assert.match(out, /✔ 兼容 COMPATIBLE/);
    assert.match(out, new RegExp(`built against\\s+shared-contracts ${hostContract.replaceAll('.', '\\.')}`));
    assert.match(out, /remote-help/);
  });

  it('refuses a remote that needs a newer host, and says to deploy the host first (exit 1)', async () => {
    const url = await remote({ contract: `${major()}.99.0`, required: `^${major()}.99.0` });
    const { code, out } = await checkRemote(url, '--host', site.url);
    assert.equal(code, 1, out);
    assert.match(out, /✘ 不兼容 INCOMPATIBLE \(host-too-old\) — 此模块需要主站更新后才能使用；先部署主站/);
  });

  it('refuses a remote that needs a newer shared kit than the host provides, and says to deploy the host first (exit 1)', async () => {
    const fits = await checkRemote(await remote({ contract: hostContract, required: `^${hostContract}`, listPageKit: '^1.0.0' }), '--host', site.url);
    assert.equal(fits.code, 0, fits.out);
    assert.match(fits.out, /shared-kits\/list-page 需要 needs \^1\.0\.0, 主站提供 host provides 1\./);
    const url = await remote({ contract: hostContract, required: `^${hostContract}`, listPageKit: '^1.99.0' });
    const { code, out } = await checkRemote(url, '--host', site.url);
    assert.equal(code, 1, out);
    assert.match(out, /✘ 不兼容 INCOMPATIBLE \(host-too-old\) — 此模块需要主站更新共享套件 shared-kits\/list-page \^1\.99\.0；先部署主站/);
  });

  it('refuses a remote built against an older major (exit 1)', async () => {
    const url = await remote({ contract: `${major() - 1}.4.0`, required: `^${major() - 1}.4.0` });
    const { code, out } = await checkRemote(url, '--host', site.url);
    assert.equal(code, 1, out);
    assert.match(out, /\(remote-too-old\).*重新构建此模块/);
  });

  it('refuses files of two builds (manifest and build info disagree), and an unreachable manifest (exit 1)', async () => {
    const mixed = await remote({ contract: hostContract, required: `^${hostContract}`, manifestContract: `${major()}.98.0` });
    const disagree = await checkRemote(mixed, '--host', site.url);
    assert.equal(disagree.code, 1, disagree.out);
    assert.match(disagree.out, /不一致 \/ disagree/);
    const missing = await checkRemote(`${site.url}/remotes/help-missing/mf-manifest.json`, '--host', site.url);
    assert.equal(missing.code, 1, missing.out);
    assert.match(missing.out, /HTTP 404/);
  });
});
