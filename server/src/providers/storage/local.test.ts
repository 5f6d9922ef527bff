import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test-support/harness';
import { checkStorageKey } from '../storage';
import { createLocalStorage } from './local';

// 文件存储 on the local disk (issue 21): what is put is got back, under the root only; keys that are not
// ours — a way out of the root with `..`, an absolute path, upper case, no extension — are refused.

describe('local file storage', () => {
  it('puts, gets, replaces and deletes a file under its key, inside the root', async () => {
    const root = tempDir('storage-');
    const storage = createLocalStorage(root);
    const key = 'work-orders/2026/06/0123456789abcdef.webp';
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'), 'image/webp');
    expect(fs.readFileSync(path.join(root, 'work-orders', '2026', '06', '0123456789abcdef.webp'), 'utf8')).toBe('first');
    await storage.put(key, Buffer.from('second'), 'image/webp');
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('second'), contentType: 'image/webp' });
    // no temporary files are left beside it
    expect(fs.readdirSync(path.join(root, 'work-orders', '2026', '06'))).toEqual(['0123456789abcdef.webp']);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key with `..`, an absolute one, and anything else not of our shape, before touching the disk', async () => {
    const root = tempDir('storage-');
    const storage = createLocalStorage(path.join(root, 'files'));
    for (const key of ['../secret.webp', 'work-orders/../../secret.webp', 'a/..', '/etc/passwd', 'work-orders/A.webp', 'work-orders/noext', 'a//b.webp', 'a\\b.webp', `${'a'.repeat(200)}.webp`]) {
      expect(() => checkStorageKey(key)).toThrow(/invalid storage key/);
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
