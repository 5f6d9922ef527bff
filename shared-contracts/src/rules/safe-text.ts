import { z } from 'zod';
import { Messages } from '../messages';

/**
 * Text the product accepts anywhere (forms, query parameters, stored fields). PostgreSQL refuses NUL
 * in text and cannot store a lone UTF-16 surrogate (it has no UTF-8 form); the other C0 control
 * characters (except tab, line feed and carriage return) and DEL have no place in anything a person
 * types. The server applies the same check to every string of every request (plugins/app/input-guard.ts);
 * the schemas below apply it too, so a form says so before sending.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** `z.string()` that refuses unsafe text with the shared Chinese message. */
export function safeString(params?: { error?: string }) {
  return z.string(params).refine(isSafeText, { error: Messages.unsafeText });
}

/** A text a form requires: trimmed, 1 to `max` characters, said with the field's `label`. */
export const requiredText = (label: string, max: number) =>
  safeString({ error: `请填写${label}` })
    .trim()
    .min(1, { error: `请填写${label}` })
    .max(max, { error: `${label}不能超过 ${max} 个字` });

/** A text a form may leave empty: trimmed, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  safeString({ error: `${label}不正确` })
    .trim()
    .max(max, { error: `${label}不能超过 ${max} 个字` });
