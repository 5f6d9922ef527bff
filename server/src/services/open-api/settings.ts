import { randomBytes } from 'node:crypto';
import { OpenApiMessages, ResultCode, routePath, type ApiKey, type ApiSetting } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { BusinessError, fail } from '../../lib/errors';
import { checkCallbackUrl, type CheckOptions } from '../../lib/outbound-address';
import type { SecretBox } from '../../lib/secret-box';
import type { Repositories } from '../../repositories';
import { normaliseEntry } from './whitelist';

/** The Open API under the site's origin, and its reference. */
export const OPEN_API_BASE_PATH = '/open/v1';
export const OPEN_DOCS_PATH = '/open/docs';
/** Where the guide is when its article is missing. */
const HELP_LIST_PATH = '/help-center/list';

/** A new public app key: `ak` and 24 hex characters. */
export const newAppKey = () => `ak${randomBytes(12).toString('hex')}`;
/** A new secret: 32 random bytes as 64 hex characters (the HMAC key is this text, as UTF-8). */
export const newAppSecret = () => randomBytes(32).toString('hex');

export interface SettingsBody {
  enabled: boolean;
  callback_url: string;
  ip_whitelist: string[];
}

/**
 * API设置 (issue 23): a merchant's Open API settings and key. The secret is sealed with the secret box
 * like ID numbers and shown only in the answer that made it; a new one replaces the old at once.
 */
export function apiSettingsService(deps: { repos: Repositories; box: SecretBox; now: () => Date; ratePerMinute: number }) {
  const { repos, box, now } = deps;

  const realNameRequired = () => new BusinessError(ResultCode.FAIL, OpenApiMessages.realNameRequired);

  async function view(userId: number, siteUrl: string): Promise<ApiSetting> {
    const [row, verified, guide] = await Promise.all([repos.apiSettings.find(userId), repos.identities.isVerified(userId), repos.apiSettings.guideArticleId()]);
    return {
      enabled: row?.enabled ?? false,
      app_key: row?.app_key ?? null,
      callback_url: row?.callback_url ?? '',
      ip_whitelist: row?.ip_whitelist ?? [],
      secret_created_at: row?.secret_created_at ? chinaText(row.secret_created_at) : null,
      verified,
      rate_limit: deps.ratePerMinute,
      base_url: `${siteUrl}${OPEN_API_BASE_PATH}`,
      docs_url: OPEN_DOCS_PATH,
      guide_url: guide === null ? HELP_LIST_PATH : routePath('article', { id: guide }),
    };
  }

  return {
    view,

    /**
     * Saves the settings: every whitelist entry an address or CIDR (normalised), the callback URL http(s)
     * and — unless `allowPrivate` (the demo mode) — resolving only to public addresses; switching on needs
     * a key and passed real-name verification. Switching off always works.
     */
    async save(userId: number, body: SettingsBody, siteUrl: string, outbound: CheckOptions): Promise<ApiSetting> {
      const whitelist: string[] = [];
      for (const entry of body.ip_whitelist) {
        const normal = normaliseEntry(entry);
        if (!normal) throw fail(OpenApiMessages.whitelistInvalid);
        if (!whitelist.includes(normal)) whitelist.push(normal);
      }
      if (body.callback_url) {
        const checked = await checkCallbackUrl(body.callback_url, outbound);
        if (!checked.ok) throw fail(checked.message);
      }
      if (body.enabled) {
        const row = await repos.apiSettings.find(userId);
        if (!row?.app_key || !row.secret_enc) throw fail(OpenApiMessages.keyRequired);
        if (!(await repos.identities.isVerified(userId))) throw realNameRequired();
      }
      await repos.apiSettings.saveSettings(userId, { enabled: body.enabled, callback_url: body.callback_url, ip_whitelist: whitelist }, now());
      return view(userId, siteUrl);
    },

    /** The key pair: made the first time, a new secret on each later call (the old stops working at once). */
    async resetKey(userId: number): Promise<ApiKey> {
      if (!(await repos.identities.isVerified(userId))) throw realNameRequired();
      const secret = newAppSecret();
      const appKey = await repos.apiSettings.saveSecret(userId, newAppKey(), box.seal(secret), now());
      return { app_key: appKey, app_secret: secret };
    },
  };
}

export type ApiSettingsService = ReturnType<typeof apiSettingsService>;
