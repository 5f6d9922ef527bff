import { z } from 'zod';
import type { CaptchaInfo, UserSession } from 'shared-contracts';
import { emptyData, envelopeOf } from '../../lib/envelope';

/** Response `data` shapes of the account calls (request schemas come from shared-contracts). */
export const sessionData = z.object({
  user: z.object({ user_id: z.number().int(), username: z.string(), group_name: z.string() }),
  token: z.string(),
  is_attestation: z.boolean().optional(),
}) satisfies z.ZodType<UserSession>;

export const captchaData = z.object({
  img: z.string(),
  key: z.string(),
  sensitive: z.boolean(),
}) satisfies z.ZodType<CaptchaInfo>;

export const sessionReply = { 200: envelopeOf(sessionData) };
export const emptyReply = { 200: envelopeOf(emptyData) };
export const captchaReply = { 200: envelopeOf(captchaData) };

