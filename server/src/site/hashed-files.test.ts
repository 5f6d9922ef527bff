import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test-support/harness';
import { acceptedEncodings, hashedScripts } from './hashed-files';

describe('the encodings a request takes', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip', ['gzip', 'identity']],
    ['br;q=0, gzip;q=0.5', ['gzip', 'identity']],
    ['gzip, identity;q=0', ['gzip']],
    ['*', ['br', 'gzip', 'identity']],
    ['', ['identity']],
    [undefined, ['identity']],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('a build’s hashed scripts from memory', () => {
  it('reads each once, takes the first encoding the build has, and looks again for one not there yet', async () => {
    const dir = tempDir('hashed-');
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'plain');
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), 'gzipped');
    const scripts = hashedScripts(dir);
    expect(await scripts('main.1a2b3c4d.js', ['br', 'gzip', 'identity'])).toEqual({ body: Buffer.from('gzipped'), encoding: 'gzip' });
    fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js.gz'), 'changed under its name');
    expect((await scripts('main.1a2b3c4d.js', ['gzip']))?.body.toString()).toBe('gzipped');
    expect(await scripts('page.5e6f7a8b.js', ['identity'])).toBeNull();
    fs.writeFileSync(path.join(dir, 'page.5e6f7a8b.js'), 'deployed since');
    expect((await scripts('page.5e6f7a8b.js', ['identity']))?.body.toString()).toBe('deployed since');
    // only a build's hashed names: nothing else is read from the folder
    expect(await scripts('../main.1a2b3c4d.js', ['identity'])).toBeNull();
    expect(await scripts('remoteEntry.js', ['identity'])).toBeNull();
  });
});
