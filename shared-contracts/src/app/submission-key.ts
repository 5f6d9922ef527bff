import { useMemo, useRef } from 'react';
import { IDEMPOTENCY_KEY_PATTERN } from '../orders';
import { isApiError } from './base-query';

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

const TRANSPORT = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR']);

/** The answer never came (or came broken, or the server failed): the money may or may not have moved. */
export const outcomeUnknown = (error: unknown) =>
  isApiError(error) && (TRANSPORT.has(String(error.status)) || (typeof error.status === 'number' && error.status >= 500));

/**
 * One Idempotency-Key per submission of a money-moving dialog (确认支付, 确认提现, 转入余额): a press sending
 * what the last unanswered press sent reuses its key, so the server books it at most once; any answer, or
 * other values, starts a new one.
 */
export function useSubmissionKey() {
  const unanswered = useRef<{ key: string; body: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const text = JSON.stringify(body);
        if (unanswered.current?.body !== text) unanswered.current = { key: newIdempotencyKey(), body: text };
        return unanswered.current.key;
      },
      /** After the call: the key is kept only when its outcome is unknown. */
      settled(error?: unknown) {
        if (!error || !outcomeUnknown(error)) unanswered.current = null;
      },
    }),
    [],
  );
}
