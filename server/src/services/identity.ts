import { AuthStatus, type AuthenticationBody, type AuthenticationInfo, type AuthStatusValue } from 'shared-contracts';
import { fail } from '../lib/errors';
import type { SecretBox } from '../lib/secret-box';
import type { IdentityProvider } from '../providers/identity';
import type { Repositories } from '../repositories';
import { DAY } from './limits';

/** Verification attempts one user may make a day (a real provider charges per check). */
export const IDENTITY_ATTEMPTS_PER_DAY = 10;

/** 张三 → 张*, 张小三 → 张*三, 欧阳小明 → 欧**明 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 110101199003076632 → 110101**********32 */
export function maskIdNumber(id: string): string {
  return `${id.slice(0, 6)}${'*'.repeat(Math.max(0, id.length - 8))}${id.slice(-2)}`;
}

/**
 * Real-name verification (SPEC §6: shipping requires it): the identity provider checks the pair; the
 * name and number are stored sealed (AES-256-GCM) and shown only masked; they never reach a log.
 */
export function identityService(deps: { repos: Repositories; provider: IdentityProvider; box: SecretBox; now: () => Date }) {
  const { repos, provider, box, now } = deps;

  async function get(userId: number): Promise<AuthenticationInfo> {
    const row = await repos.identities.find(userId);
    if (!row) return { status: AuthStatus.NONE, reason: null, real_name: null, id_number: null, verified_at: null };
    return {
      status: row.status as AuthStatusValue,
      reason: row.reason,
      real_name: row.masked_name,
      id_number: row.masked_id,
      verified_at: row.verified_at?.toISOString() ?? null,
    };
  }

  return {
    get,

    isVerified(userId: number): Promise<boolean> {
      return repos.identities.isVerified(userId);
    },

    /** Verifies and stores; a refusal is stored too (status 3 with the reason) and thrown as code 1. */
    async submit(userId: number, body: AuthenticationBody): Promise<AuthenticationInfo> {
      const current = await repos.identities.find(userId);
      if (current?.status === AuthStatus.PASSED) throw fail('已完成实名认证，无需重复提交');
      const at = now();
      const key = String(userId);
      const used = await repos.rateEvents.count('identity_attempt', key, new Date(at.getTime() - DAY));
      if (used >= IDENTITY_ATTEMPTS_PER_DAY) throw fail('今日实名认证次数已达上限，请明天再试');
      await repos.rateEvents.record('identity_attempt', key, at);

      const result = await provider.verify({ name: body.real_name, idNumber: body.id_number });
      await repos.identities.save({
        user_id: userId,
        status: result.passed ? AuthStatus.PASSED : AuthStatus.FAILED,
        real_name_enc: box.seal(body.real_name),
        id_number_enc: box.seal(body.id_number),
        masked_name: maskName(body.real_name),
        masked_id: maskIdNumber(body.id_number),
        reason: result.passed ? null : (result.reason ?? '实名认证未通过'),
        submitted_at: at,
        verified_at: result.passed ? at : null,
      });
      if (!result.passed) throw fail(result.reason ?? '实名认证未通过');
      return get(userId);
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
