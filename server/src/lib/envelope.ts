import { z } from 'zod';
import type { Envelope } from 'shared-contracts';

/** Success envelope. */
export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 0, msg, data };
}

/**
 * Response schema of a route: the envelope around `data`. `data` is nullable because the error
 * handler answers business failures through the same route serializer with `data: null`.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
}

export const emptyData = z.object({});
