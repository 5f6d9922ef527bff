import {
  AuthStatus,
  WITHDRAW_LOCK_MINUTES,
  WITHDRAW_PASSWORD_TRIES,
  WithdrawMessages,
  withdrawLocked,
  withdrawPasswordWrong,
  type WithdrawAccount,
  type WithdrawAccountBody,
  type WithdrawPasswordBody,
} from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { fail } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import { maskMobile } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import { maskName } from '../identity';
import type { SmsCodeService } from '../sms-codes';

const MINUTE = 60_000;

/** An Alipay account as pages show it: 138****8000, a***@qq.com. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  return at < 0 ? maskMobile(account) : `${account.slice(0, 1)}***${account.slice(at)}`;
}

/** A withdrawal password's holder — a member (withdraw_profiles) or a 分站 (site_withdraw_profiles): its profile, locked, and how to count tries. */
export interface WithdrawPasswordHolder {
  lock(): Promise<{ password_hash: string | null; failed_tries: number; locked_until: Date | null }>;
  setTries(failedTries: number, lockedUntil: Date | null): Promise<void>;
}

/**
 * Refuses a wrong withdrawal password with the tries left; the fifth in a row locks withdrawals for an hour, and
 * while locked even the right one is refused. The profile row is locked while a try is judged, so parallel
 * guesses are counted one at a time; the count commits even though the refusal is thrown.
 */
export async function checkWithdrawPassword(deps: { repos: Repositories; hasher: PasswordHasher; now: () => Date }, holder: WithdrawPasswordHolder, password: string): Promise<void> {
  const refusal = await deps.repos.transaction(async (): Promise<string | null> => {
    const profile = await holder.lock();
    if (!profile.password_hash) return WithdrawMessages.passwordNotSet;
    const at = deps.now();
    const locked = profile.locked_until && profile.locked_until > at ? profile.locked_until : null;
    if (locked) return withdrawLocked(Math.ceil((locked.getTime() - at.getTime()) / MINUTE));
    // a lock that ran out forgets the tries that made it
    const tries = profile.locked_until ? 0 : profile.failed_tries;
    if (await deps.hasher.verify(password, profile.password_hash)) {
      if (profile.failed_tries !== 0 || profile.locked_until) await holder.setTries(0, null);
      return null;
    }
    const failed = tries + 1;
    if (failed >= WITHDRAW_PASSWORD_TRIES) {
      await holder.setTries(failed, new Date(at.getTime() + WITHDRAW_LOCK_MINUTES * MINUTE));
      return withdrawLocked(WITHDRAW_LOCK_MINUTES);
    }
    await holder.setTries(failed, null);
    return withdrawPasswordWrong(WITHDRAW_PASSWORD_TRIES - failed);
  });
  if (refusal) throw fail(refusal);
}

/**
 * 提现 on the user's side, before any money moves (issue 22): the 6-digit withdrawal password — set and reset
 * with an SMS code sent to the caller's own mobile, hashed like login passwords, five wrong tries lock it for
 * an hour (the business clock) — and the Alipay account, whose name must be the passed real name.
 */
export function withdrawProfileService(deps: { repos: Repositories; smsCodes: SmsCodeService; hasher: PasswordHasher; box: SecretBox; now: () => Date }) {
  const { repos, smsCodes, hasher, box, now } = deps;

  /** The member's own mobile, on their own site (codes are per site). */
  async function holderOf(userId: number): Promise<{ mobile: string; site: { id: number } }> {
    const user = await repos.users.findById(userId);
    if (!user) throw new Error(`user ${userId} is gone`);
    return { mobile: user.mobile, site: { id: user.site_id } };
  }

  /** The passed real-name verification's name (unsealed), or null when not passed. */
  async function realName(userId: number): Promise<string | null> {
    const identity = await repos.identities.find(userId);
    return identity?.status === AuthStatus.PASSED ? box.open(identity.real_name_enc) : null;
  }

  /** The name must be the verified one: refused when not verified, or when it differs. */
  async function requireRealName(userId: number, name: string): Promise<void> {
    const verified = await realName(userId);
    if (verified === null) throw fail(WithdrawMessages.realNameRequired);
    if (verified !== name.trim()) throw fail(WithdrawMessages.nameMismatch);
  }

  const lockedAt = (lockedUntil: Date | null, at: Date) => (lockedUntil && lockedUntil > at ? lockedUntil : null);

  async function account(userId: number): Promise<WithdrawAccount> {
    const [profile, identity] = await Promise.all([repos.withdrawals.profile(userId), repos.identities.find(userId)]);
    const locked = lockedAt(profile?.locked_until ?? null, now());
    return {
      account: profile?.alipay_account ? maskAccount(profile.alipay_account) : null,
      name: profile?.alipay_name ? maskName(profile.alipay_name) : null,
      verified: identity?.status === AuthStatus.PASSED,
      password_set: Boolean(profile?.password_hash),
      locked_until: locked ? chinaText(locked) : null,
    };
  }

  /** Refuses a wrong password with the tries left; five in a row lock withdrawals for an hour (checkWithdrawPassword). */
  function checkPassword(userId: number, password: string): Promise<void> {
    return checkWithdrawPassword({ repos, hasher, now }, { lock: () => repos.withdrawals.lockProfile(userId), setTries: (tries, until) => repos.withdrawals.setTries(userId, tries, until) }, password);
  }

  return {
    /** Sends the code to the caller's registered mobile, within the limits every SMS scene has (code 80 for a captcha when due). */
    async sendPasswordCode(userId: number, request: { ip: string; captcha?: string; key?: string }): Promise<void> {
      await smsCodes.send({ scene: 'withdrawal-password', ...(await holderOf(userId)), ...request });
    },

    /** Sets or resets the password with the code; the wrong tries and any lock are forgotten. */
    async setPassword(userId: number, body: WithdrawPasswordBody): Promise<void> {
      const holder = await holderOf(userId);
      await smsCodes.consume(holder.site, 'withdrawal-password', holder.mobile, body.sms_code);
      await repos.withdrawals.setPassword(userId, await hasher.hash(body.password), now());
    },

    checkPassword,

    account,

    /**
     * Saves the Alipay account; its name must be the passed real name. The holder proves it is them (issue 35), so a
     * stolen session cannot redirect withdrawals: an SMS code sent to their own mobile (consumed), or the withdrawal
     * password once one is set (checked like an application's, counting tries). Before a password is set, only the code.
     */
    async saveAccount(userId: number, body: WithdrawAccountBody): Promise<WithdrawAccount> {
      await requireRealName(userId, body.name);
      const profile = await repos.withdrawals.profile(userId);
      if (body.sms_code) {
        const holder = await holderOf(userId);
        await smsCodes.consume(holder.site, 'withdrawal-password', holder.mobile, body.sms_code);
      } else if (!profile?.password_hash) {
        throw fail(WithdrawMessages.accountSmsRequired);
      } else if (!body.withdraw_password) {
        throw fail(WithdrawMessages.accountPasswordRequired);
      } else {
        await checkPassword(userId, body.withdraw_password);
      }
      await repos.withdrawals.setAccount(userId, body.account.trim(), body.name.trim(), now());
      return account(userId);
    },

    /** The account a withdrawal is paid to: set, and its name still the passed real name. */
    async payableAccount(userId: number): Promise<{ account: string; name: string }> {
      const profile = await repos.withdrawals.profile(userId);
      if (!profile?.alipay_account || !profile.alipay_name) throw fail(WithdrawMessages.accountNotSet);
      await requireRealName(userId, profile.alipay_name);
      return { account: profile.alipay_account, name: profile.alipay_name };
    },
  };
}

export type WithdrawProfileService = ReturnType<typeof withdrawProfileService>;
