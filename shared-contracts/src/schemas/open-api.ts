/**
 * API设置 (issue 23): the merchant's Open API settings, key and callback deliveries — the user-session calls.
 * The `/open/v1` calls themselves are documented at /open/docs from the server's schemas.
 */
import { z } from 'zod';
import { CALLBACK_EVENTS, CALLBACK_STATUS, OPEN_WHITELIST_MAX, OpenApiMessages, type CallbackEvent, type CallbackStatus } from '../open-api-texts';
import { safeString } from '../rules/safe-text';
import { pageOf, pageQuery, recordId } from './common';

const events = Object.keys(CALLBACK_EVENTS) as [CallbackEvent, ...CallbackEvent[]];
const statuses = Object.keys(CALLBACK_STATUS) as [CallbackStatus, ...CallbackStatus[]];

/** GET /api/user/setting/api (never the secret). */
export const apiSetting = z.object({
  enabled: z.boolean(),
  /** null until the first GET …/key */
  app_key: z.string().nullable(),
  /** '' when none */
  callback_url: z.string(),
  ip_whitelist: z.array(z.string()),
  /** China time of the secret in use; null before the first */
  secret_created_at: z.string().nullable(),
  /** real-name verification passed: a key needs it */
  verified: z.boolean(),
  /** calls per minute allowed to the key */
  rate_limit: z.number().int(),
  /** the Open API's base URL on this site, and its reference and guide */
  base_url: z.string(),
  docs_url: z.string(),
  guide_url: z.string(),
});

/**
 * PUT /api/user/setting/api. callback_url: '' or http(s), at most 500 characters (the server also refuses
 * private, loopback and link-local addresses in production, after DNS resolution); ip_whitelist: IPv4/IPv6
 * addresses or CIDRs (checked by the server), at most OPEN_WHITELIST_MAX; empty = any.
 */
export const apiSettingBody = z.object({
  enabled: z.boolean({ error: '请选择是否开通' }),
  callback_url: safeString({ error: OpenApiMessages.callbackUrlInvalid })
    .trim()
    .max(500, { error: '回调地址不能超过500个字符' })
    .refine((url) => url === '' || /^https?:\/\/[^\s/?#]+/i.test(url), { error: OpenApiMessages.callbackUrlInvalid }),
  ip_whitelist: z
    .array(safeString({ error: OpenApiMessages.whitelistInvalid }).trim().min(2, { error: OpenApiMessages.whitelistInvalid }).max(50, { error: OpenApiMessages.whitelistInvalid }), { error: OpenApiMessages.whitelistInvalid })
    .max(OPEN_WHITELIST_MAX, { error: OpenApiMessages.whitelistTooMany }),
});

/** GET /api/user/setting/api/key: made the first time, a new secret each later call; shown only here. */
export const apiKey = z.object({ app_key: z.string(), app_secret: z.string() });

/**
 * POST /api/user/setting/api/callback/test: one `callback.test` sent now; whether it was delivered and the
 * HTTP status that came back — never how long it took (issue 35: timings would map the network behind a URL).
 */
export const callbackTestResult = z.object({
  delivered: z.boolean(),
  /** the HTTP status, or null when no answer came (refused, timed out, unreachable) */
  status_code: z.number().int().nullable(),
});

/** GET /api/user/setting/api/callback/list: the delivery log, newest first. */
export const callbackDeliveryQuery = pageQuery.extend({
  event: z.enum(events, { error: '事件类型不正确' }).optional(),
  status: z.enum(statuses, { error: '状态不正确' }).optional(),
});
export const callbackDelivery = z.object({
  id: z.number().int(),
  event: z.enum(events),
  event_name: z.string(),
  event_id: z.string(),
  status: z.enum(statuses),
  status_text: z.string(),
  attempts: z.number().int(),
  /** the last answer's HTTP status, or null (no answer) */
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** China time */
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** when the next try goes (pending ones) */
  next_attempt_at: z.string().nullable(),
});
export const callbackDeliveryList = pageOf(callbackDelivery);

/** POST /api/user/setting/api/callback/resend: the same event (same X-Event-Id) sent again now. */
export const callbackResendBody = z.object({ id: recordId('回调记录不正确') });
