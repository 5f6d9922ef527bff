import { Messages, UserType, type UserSession } from 'shared-contracts';
import type { ChangePasswordBody, FindPasswordBody, LoginBody, RegisterBody, SmsLoginBody } from 'shared-contracts';
import { captchaNeeded, fail } from '../lib/errors';
import type { PasswordHasher } from '../lib/password';
import { maskMobile, newReferCode } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { CaptchaService } from './captchas';
import {
  LOGIN_FAILS_PER_IP,
  LOGIN_FAILS_PER_MOBILE,
  LOGIN_FAIL_WINDOW_MS,
  MINUTE,
  PASSWORD_FAILS_BEFORE_LOCK,
  PASSWORD_FAIL_WINDOW_MS,
  PASSWORD_LOCK_MS,
} from './limits';
import type { AuthUser, SessionService } from './sessions';
import type { SmsCodeService } from './sms-codes';

export interface AccountDeps {
  repos: Repositories;
  hasher: PasswordHasher;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  captchas: CaptchaService;
  now: () => Date;
}

export function accountService(deps: AccountDeps) {
  const { repos, hasher, sessions, now } = deps;

  const signIn = async (userId: number): Promise<UserSession> => sessions.describe(userId, await sessions.issue(userId));

  /**
   * Records a provisional wrong password for the mobile (removed again when the password proves right)
   * and refuses, with the lock message, while the mobile is locked: at least PASSWORD_FAILS_BEFORE_LOCK
   * wrong passwords arrived before this attempt within 24 hours, the latest less than PASSWORD_LOCK_MS
   * ago. Recording first and counting only earlier arrivals means parallel guesses count each other.
   * Returns the provisional event's id.
   */
  async function passwordAttempt(mobile: string, at: Date): Promise<number> {
    const id = await repos.rateEvents.record('password_fail_mobile', mobile, at);
    const earlier = await repos.rateEvents.earlier('password_fail_mobile', mobile, new Date(at.getTime() - PASSWORD_FAIL_WINDOW_MS), id);
    const lockedUntil = earlier.latest && earlier.count >= PASSWORD_FAILS_BEFORE_LOCK ? earlier.latest.getTime() + PASSWORD_LOCK_MS : 0;
    if (lockedUntil > at.getTime()) {
      await repos.rateEvents.removeIds([id]);
      throw fail(Messages.passwordLocked(Math.ceil((lockedUntil - at.getTime()) / MINUTE)));
    }
    return id;
  }

  return {
    /**
     * Password login (re-hashing a password stored at an older scrypt cost). Failures are counted per mobile and per IP over 15 minutes; from the 4th failure
     * for a mobile (or the 11th from an IP) an attempt needs a correct image captcha (code 80).
     * The failure is recorded before the password is checked, so parallel guesses count each other.
     * Ten wrong passwords for a mobile within 24 hours lock its password sign-in (passwordAttempt).
     */
    async login(body: LoginBody, ip: string): Promise<UserSession> {
      const at = now();
      const since = new Date(at.getTime() - LOGIN_FAIL_WINDOW_MS);
      const attempt = await passwordAttempt(body.mobile, at);
      const provisional = [
        attempt,
        await repos.rateEvents.record('login_fail_mobile', body.mobile, at),
        await repos.rateEvents.record('login_fail_ip', ip, at),
      ];
      const [byMobile, byIp] = await Promise.all([
        repos.rateEvents.count('login_fail_mobile', body.mobile, since),
        repos.rateEvents.count('login_fail_ip', ip, since),
      ]);
      if (byMobile > LOGIN_FAILS_PER_MOBILE || byIp > LOGIN_FAILS_PER_IP) {
        if (!body.key || !body.captcha) {
          await repos.rateEvents.removeIds(provisional);
          throw captchaNeeded();
        }
        if (!(await deps.captchas.verify(body.key, body.captcha))) {
          await repos.rateEvents.removeIds(provisional);
          throw captchaNeeded(Messages.captchaWrong);
        }
      }

      const user = await repos.users.findByMobile(body.mobile);
      const valid = user ? await hasher.verify(body.password, user.password_hash) : (await hasher.dummyVerify(body.password), false);
      if (!user || !valid) throw fail(Messages.wrongCredentials);

      await repos.rateEvents.removeIds(provisional);
      await repos.rateEvents.clear('login_fail_mobile', body.mobile);
      await repos.rateEvents.clear('password_fail_mobile', body.mobile);
      // a hash made at an older cost is upgraded now, while the password is at hand
      if (hasher.needsRehash(user.password_hash)) await repos.users.replacePasswordHash(user.id, user.password_hash, await hasher.hash(body.password));
      return signIn(user.id);
    },

    async smsLogin(body: SmsLoginBody): Promise<UserSession> {
      const user = await repos.users.findByMobile(body.mobile);
      if (!user) throw fail(Messages.mobileNotRegistered);
      await deps.smsCodes.consume('login', body.mobile, body.sms_code);
      // the owner proved the number: the password lock (someone else guessing) ends
      await repos.rateEvents.clear('password_fail_mobile', body.mobile);
      return signIn(user.id);
    },

    /** Creates the account (referrer from a matching refer code, ignored otherwise) and signs in. */
    async register(body: RegisterBody, referral: string | undefined): Promise<UserSession> {
      if (await repos.users.findByMobile(body.mobile)) throw fail(Messages.mobileRegistered);
      await deps.smsCodes.consume('register', body.mobile, body.sms_code);

      const referrerId = referral ? await repos.users.idByReferCode(referral) : null;
      const passwordHash = await hasher.hash(body.password);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const referCode = newReferCode();
        const created = await repos.users.create({
          mobile: body.mobile,
          password_hash: passwordHash,
          username: maskMobile(body.mobile),
          type: body.type ?? UserType.ORDINARY,
          refer_code: referCode,
          referrer_id: referrerId,
          created_at: now(),
        });
        if (created) return signIn(created.id);
        // The insert hit a unique key: the mobile (a concurrent registration) or, rarely, the refer code.
        if (await repos.users.findByMobile(body.mobile)) throw fail(Messages.mobileRegistered);
      }
      throw new Error('could not allocate a unique refer code');
    },

    /** Resets the password with an SMS code and signs the account out everywhere. */
    async findPassword(body: FindPasswordBody): Promise<void> {
      // the code first: an unregistered number never got one, so it fails like a wrong code (no enumeration)
      await deps.smsCodes.consume('find-password', body.mobile, body.sms_code);
      const user = await repos.users.findByMobile(body.mobile);
      if (!user) throw fail(Messages.smsCodeWrong);
      await repos.users.setPassword(user.id, await hasher.hash(body.password));
      await sessions.revokeAll(user.id);
      await repos.rateEvents.clear('login_fail_mobile', body.mobile);
      await repos.rateEvents.clear('password_fail_mobile', body.mobile);
    },

    /**
     * Changes the password; every other session of the user ends, the current one stays. A wrong old
     * password counts toward the mobile's password lock like a wrong sign-in, and while locked even the
     * right one is refused (a stolen session must not become a password-guessing oracle).
     */
    async changePassword(auth: AuthUser, body: ChangePasswordBody): Promise<void> {
      const user = await repos.users.findById(auth.id);
      if (!user) throw fail(Messages.oldPasswordWrong);
      const attempt = await passwordAttempt(user.mobile, now());
      if (!(await hasher.verify(body.old_password, user.password_hash))) throw fail(Messages.oldPasswordWrong);
      await repos.rateEvents.removeIds([attempt]);
      await repos.rateEvents.clear('password_fail_mobile', user.mobile);
      await repos.users.setPassword(user.id, await hasher.hash(body.password));
      await sessions.revokeAll(user.id, auth.tokenHash);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
