import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import { Messages } from 'shared-contracts';
import { isSafeText } from 'shared-contracts/rules';
import { BadRequestError } from '../../lib/errors';

/**
 * Bounds on the shape of any request's parsed input. Deep enough for every real payload (a purchase
 * with 10,000 recipients is three levels deep and about 100,000 values), far below what could make
 * a walk over it expensive.
 */
export const INPUT_LIMITS = { depth: 32, values: 500_000 } as const;

/** Why an input is refused, as the Chinese message the client sees. */
export function inputProblem(input: unknown): string | null {
  const stack: [unknown, number][] = [[input, 0]];
  let values = 0;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    values += 1;
    if (values > INPUT_LIMITS.values) return Messages.inputTooComplex;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return Messages.unsafeText;
    } else if (typeof value === 'number') {
      // JSON.parse turns 1e400 into Infinity; no field takes it
      if (!Number.isFinite(value)) return Messages.numberOutOfRange;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= INPUT_LIMITS.depth) return Messages.inputTooComplex;
      if (Array.isArray(value)) {
        for (const item of value) stack.push([item, depth + 1]);
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (!isSafeText(key)) return Messages.unsafeText;
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}

/**
 * One guard in front of every route's validation: no string that PostgreSQL would refuse (NUL, a lone
 * surrogate) or that nobody types (other control characters) gets past it, in the path, the query or
 * the body, keys included; nor a non-finite number or an absurdly deep or large structure; nor a client
 * address that is not an IP (a misbehaving trusted proxy) — it is stored with rate events and
 * applications. The routes' zod schemas then check types, lengths and ranges (ids within int4,
 * strings within their columns). Refusals are 400 with a Chinese envelope (error handler).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!isIP(request.ip)) throw new BadRequestError(Messages.badClientAddress);
      const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
      if (problem) throw new BadRequestError(problem);
    });
  },
  { name: 'input-guard' },
);
