import { createPasswordHasher, DEFAULT_SCRYPT } from './password';

describe('password hashing', () => {
  it('defaults to the OWASP scrypt cost (N=2^17, r=8, p=1)', () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('stores its parameters and says when a hash was made with others', async () => {
    const current = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    const older = createPasswordHasher({ N: 512, r: 8, p: 1 });
    const hash = await current.hash('secret123');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(current.needsRehash(hash)).toBe(false);
    const old = await older.hash('secret123');
    expect(current.needsRehash(old)).toBe(true);
    expect(current.needsRehash(old.replace('$8$1$', '$8$2$'))).toBe(true);
    expect(current.needsRehash('not-a-hash')).toBe(true);
    // an old hash still verifies: the parameters travel with it
    expect(await current.verify('secret123', old)).toBe(true);
    expect(await current.verify('wrong', old)).toBe(false);
  });
});
