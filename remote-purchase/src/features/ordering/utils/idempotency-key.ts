import { IDEMPOTENCY_KEY_PATTERN } from 'shared-contracts';

/**
 * A fresh Idempotency-Key: 32 hex characters from the browser's CSPRNG. Not crypto.randomUUID, which a
 * page served over plain http (not a secure context) does not have.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error('bad idempotency key');
  return key;
}
