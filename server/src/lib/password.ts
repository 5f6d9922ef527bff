import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters; tests lower N to stay fast. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB of memory per hash).
 * Stored hashes carry their own parameters; one made with others is re-hashed at the next login.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
  hash(password: string): Promise<string>;
  /** Timing-safe; false for a malformed stored value. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Burns the same time as a verify, for unknown accounts. */
  dummyVerify(password: string): Promise<void>;
  /** True when a stored hash was made with other parameters than the current ones (or is not ours). */
  needsRehash(stored: string): boolean;
}

/** The parameters a stored `scrypt$N$r$p$salt$hash` was made with, or null when it is malformed. */
function storedParams(stored: string): ScryptParams | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  return [N, r, p].every((n) => Number.isInteger(n) && n > 0) ? { N, r, p } : null;
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT): PasswordHasher {
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  const dummy = hash('dummy-password');

  return {
    hash,
    async verify(password, stored) {
      const used = storedParams(stored);
      if (!used) return false;
      const parts = stored.split('$');
      const expected = Buffer.from(parts[5], 'base64url');
      if (expected.length === 0) return false;
      const actual = await derive(password, Buffer.from(parts[4], 'base64url'), used);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async dummyVerify(password) {
      await this.verify(password, await dummy);
    },
    needsRehash(stored) {
      const used = storedParams(stored);
      return !used || used.N !== params.N || used.r !== params.r || used.p !== params.p;
    },
  };
}
