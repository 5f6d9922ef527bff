import { Messages } from 'shared-contracts';
import { createPasswordHasher } from '../../lib/password';
import { call, registerUser, uniqueIp } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

/** The harness hashes at N=1024 (the "current" cost here); hashes made at N=512 stand for an older cost. */
const older = createPasswordHasher({ N: 512, r: 8, p: 1 });

withTestApp();

const storedHash = async (id: number) => (await testDb.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
const login = (mobile: string, password: string) => call(app, 'POST', '/api/login', { mobile, password }, { ip: uniqueIp() });

describe('re-hashing at login', () => {
  it('rewrites a hash made at an older cost with the current one', async () => {
    const user = await registerUser(app);
    const old = await older.hash(user.password);
    await testDb.db.updateTable('users').set({ password_hash: old }).where('id', '=', user.userId).execute();

    expect((await login(user.mobile, user.password)).body.code).toBe(0);
    const upgraded = await storedHash(user.userId);
    expect(upgraded).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(upgraded).not.toBe(old);
    // the new hash is the same password
    expect((await login(user.mobile, user.password)).body.code).toBe(0);
    expect(await storedHash(user.userId)).toBe(upgraded);
  });

  it('rewrites nothing on a wrong password', async () => {
    const user = await registerUser(app);
    const old = await older.hash(user.password);
    await testDb.db.updateTable('users').set({ password_hash: old }).where('id', '=', user.userId).execute();
    expect((await login(user.mobile, 'not-the-password')).body).toEqual({ code: 1, msg: Messages.wrongCredentials, data: null });
    expect(await storedHash(user.userId)).toBe(old);
  });

  it('leaves a hash at the current cost alone', async () => {
    const user = await registerUser(app);
    const before = await storedHash(user.userId);
    expect(before).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login(user.mobile, user.password)).body.code).toBe(0);
    expect(await storedHash(user.userId)).toBe(before);
  });
});
