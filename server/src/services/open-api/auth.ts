import { OPEN_NONCE_PATTERN, OPEN_NONCE_TTL_S, OPEN_TIMESTAMP_SKEW_S, OpenApiMessages } from 'shared-contracts';
import { openSignature, type SignedParts } from '../../lib/open-signature';
import type { SecretBox } from '../../lib/secret-box';
import { sameHex } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import { ipAllowed } from './whitelist';

const MINUTE_MS = 60_000;
/** An app key is letters and digits, at most 32 (the column; services/open-api/settings.ts makes `ak` + 24 hex): any other cannot exist. */
const APP_KEY_PATTERN = /^[A-Za-z0-9]{1,32}$/;
/** X-Signature: lowercase (or upper case) hex HMAC-SHA256. */
const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;

/** Why a signed call is refused: HTTP 401, or 429 with the seconds to wait (Retry-After). */
export class OpenApiRefusal extends Error {
  constructor(
    readonly statusCode: 401 | 429,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'OpenApiRefusal';
  }
}

/** A call as its signature covers it, with the signing headers as they came. */
export interface SignedCall extends Omit<SignedParts, 'timestamp' | 'nonce'> {
  appKey: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  ip: string;
}

/** The merchant a call speaks for. */
export interface OpenCaller {
  userId: number;
  appKey: string;
}

const refuse = (message: string) => new OpenApiRefusal(401, message);

/**
 * The Open API's authentication (issue 23), cheap checks first: the four headers, the forms of the key, the
 * nonce and the signature, the timestamp within 300 s of real time (`realNow`: what the merchant's machine keeps, never the demo's
 * moved business clock), the key known and switched on, the signature (constant-time), the caller's IP
 * in the whitelist; only then is the nonce recorded (a nonce seen for the key in the last 10 minutes is
 * a replay) and the call counted in the key's minute (more than `ratePerMinute`, OPEN_API_RATE_PER_MINUTE: 429). Nonces and
 * counts live in the database, so every process shares them.
 */
export function openAuthService(deps: { repos: Repositories; box: SecretBox; realNow: () => Date; ratePerMinute: number }) {
  const { repos, box, realNow, ratePerMinute } = deps;

  /**
   * The checks that need neither the body nor the database (issue 35: they run before a body byte is read,
   * routes/open/signed-request.ts): the headers there, the key's form (a key that cannot exist is unknown),
   * the nonce's form, the time, the signature's form (64 hex digits).
   */
  function checkHeaders(call: Pick<SignedCall, 'appKey' | 'timestamp' | 'nonce' | 'signature'>, at = realNow()) {
    const { appKey, timestamp, nonce, signature } = call;
    if (!appKey || !timestamp || !nonce || !signature) throw refuse(OpenApiMessages.keyMissing);
    if (!APP_KEY_PATTERN.test(appKey)) throw refuse(OpenApiMessages.keyUnknown);
    if (!OPEN_NONCE_PATTERN.test(nonce)) throw refuse(OpenApiMessages.nonceInvalid);
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(at.getTime() / 1000 - Number(timestamp)) > OPEN_TIMESTAMP_SKEW_S) throw refuse(OpenApiMessages.timestampSkew);
    if (!SIGNATURE_PATTERN.test(signature)) throw refuse(OpenApiMessages.signatureWrong);
    return { appKey, timestamp, nonce, signature };
  }

  return {
    checkHeaders,

    async authenticate(call: SignedCall): Promise<OpenCaller> {
      const at = realNow();
      const { appKey, timestamp, nonce, signature } = checkHeaders(call, at);

      const settings = await repos.apiSettings.findByKey(appKey);
      if (!settings?.enabled || !settings.secret_enc) throw refuse(OpenApiMessages.keyUnknown);

      const expected = openSignature(box.open(settings.secret_enc), { method: call.method, path: call.path, rawQuery: call.rawQuery, timestamp, nonce, body: call.body });
      if (!sameHex(expected, signature)) throw refuse(OpenApiMessages.signatureWrong);
      if (!ipAllowed(call.ip, settings.ip_whitelist)) throw refuse(OpenApiMessages.ipRefused);
      if (!(await repos.apiSettings.useNonce(appKey, nonce, at))) throw refuse(OpenApiMessages.nonceUsed);

      const windowStart = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
      const count = await repos.apiSettings.countCall(appKey, new Date(windowStart));
      if (count > ratePerMinute) throw new OpenApiRefusal(429, OpenApiMessages.rateLimited, Math.max(1, Math.ceil((windowStart + MINUTE_MS - at.getTime()) / 1000)));
      return { userId: settings.user_id, appKey };
    },

    /** Housekeeping: nonces past their life, rate windows a few minutes old. */
    async removeStale(): Promise<void> {
      const at = realNow().getTime();
      await repos.apiSettings.removeStale(new Date(at - OPEN_NONCE_TTL_S * 1000), new Date(at - 5 * MINUTE_MS));
    },
  };
}

export type OpenAuthService = ReturnType<typeof openAuthService>;
