import { Messages, UserType, type UserSession } from 'shared-contracts';
import type { ChangePasswordBody, FindPasswordBody, LoginBody, RegisterBody, SmsLoginBody } from 'shared-contracts';
import { fail } from '../lib/errors';
import type { PasswordHasher } from '../lib/password';
import { maskMobile, newReferCode } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { CaptchaService } from './captchas';
import type { AuthUser, SessionService } from './sessions';
import { accountSubject, signInGuard } from './sign-in-guard';
import { SiteConsoleMessages } from 'shared-contracts/admin';
import type { SmsCodeService } from './sms-codes';
import { SupplierMessages } from 'shared-contracts/supplier';

export interface AccountDeps {
  repos: Repositories;
  hasher: PasswordHasher;
  sessions: SessionService;
  smsCodes: SmsCodeService;
  captchas: CaptchaService;
  now: () => Date;
}

/** The site an account call is made on (the request's): accounts, codes and sessions are per site (issue 32). */
export interface AccountSite {
  id: number;
  isMain: boolean;
  status: 'active' | 'stopped';
}

export function accountService(deps: AccountDeps) {
  const { repos, hasher, sessions, now } = deps;

  const signIn = async (userId: number): Promise<UserSession> => sessions.describe(userId, await sessions.issue(userId));

  const { passwordAttempt, beforePassword } = signInGuard(deps, { password: 'password_fail_mobile', mobile: 'login_fail_mobile', ip: 'login_fail_ip' }, Messages.passwordLocked);

  return {
    /**
     * Password login (re-hashing a password stored at an older scrypt cost). Failures are counted per mobile and per IP over 15 minutes; from the 4th failure
     * for a mobile (or the 11th from an IP) an attempt needs a correct image captcha (code 80).
     * The failure is recorded before the password is checked, so parallel guesses count each other.
     * Ten wrong passwords for a mobile within 24 hours lock its password sign-in (passwordAttempt).
     */
    async login(site: AccountSite, body: LoginBody, ip: string): Promise<UserSession> {
      const at = now();
      const subject = accountSubject(site, body.mobile);
      const provisional = await beforePassword({ ...body, mobile: subject }, ip, at);

      const user = await repos.users.findByMobile(site.id, body.mobile);
      const valid = user ? await hasher.verify(body.password, user.password_hash) : (await hasher.dummyVerify(body.password), false);
      if (!user || !valid) throw fail(Messages.wrongCredentials);

      await repos.rateEvents.removeIds(provisional);
      await repos.rateEvents.clear('login_fail_mobile', subject);
      await repos.rateEvents.clear('password_fail_mobile', subject);
      // a hash made at an older cost is upgraded now, while the password is at hand
      if (hasher.needsRehash(user.password_hash)) await repos.users.replacePasswordHash(user.id, user.password_hash, await hasher.hash(body.password));
      return signIn(user.id);
    },

    /**
     * SMS sign-in (issue 35): the code first, counted per mobile and per IP (captcha past the limits, sms-codes
     * consumeChecked), so a wrong or missing code answers the same for every mobile; an unregistered number
     * never got a login code, and one whose account is gone answers as a wrong code too.
     */
    async smsLogin(site: AccountSite, body: SmsLoginBody, ip: string): Promise<UserSession> {
      if (body.type === UserType.SUPPLIER) throw fail(SupplierMessages.passwordOnly);
      const caller = { subject: accountSubject(site, body.mobile), ip, captcha: body.captcha, key: body.key };
      await deps.smsCodes.consumeChecked(site, 'login', body.mobile, body.sms_code, caller);
      const user = await repos.users.findByMobile(site.id, body.mobile);
      if (!user) throw fail(Messages.smsCodeWrong);
      // the owner proved the number: the password lock (someone else guessing) ends
      await repos.rateEvents.clear('password_fail_mobile', accountSubject(site, body.mobile));
      return signIn(user.id);
    },

    /**
     * Creates the account on the request's site (referrer from a matching refer code of a member of the same
     * site, ignored otherwise), in the site's default group, and signs in. A stopped 分站 takes no new members.
     * The code is checked first (issue 35; counted per mobile and per IP, captcha past the limits): a wrong or
     * missing one answers the same for every mobile, and only a caller who proved the number hears 已注册.
     */
    async register(site: AccountSite, body: RegisterBody, referral: string | undefined, ip: string): Promise<UserSession> {
      if (site.status === 'stopped') throw fail(SiteConsoleMessages.stopped);
      // a supplier applies (POST /api/supplier/applications): no merchant account is made for it (issue 33)
      if (body.type === UserType.SUPPLIER) throw fail(SupplierMessages.registerAsApplication);
      const caller = { subject: accountSubject(site, body.mobile), ip, captcha: body.captcha, key: body.key };
      await deps.smsCodes.consumeChecked(site, 'register', body.mobile, body.sms_code, caller);
      if (await repos.users.findByMobile(site.id, body.mobile)) throw fail(Messages.mobileRegistered);

      const referrerId = referral ? await repos.users.idByReferCode(site.id, referral) : null;
      const passwordHash = await hasher.hash(body.password);
      const groupId = await repos.users.defaultGroupId(site.id);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const referCode = newReferCode();
        const created = await repos.users.create({
          site_id: site.id,
          group_id: groupId,
          mobile: body.mobile,
          password_hash: passwordHash,
          username: maskMobile(body.mobile),
          type: UserType.ORDINARY,
          refer_code: referCode,
          referrer_id: referrerId,
          created_at: now(),
        });
        if (created) return signIn(created.id);
        // The insert hit a unique key: the mobile (a concurrent registration) or, rarely, the refer code.
        if (await repos.users.findByMobile(site.id, body.mobile)) throw fail(Messages.mobileRegistered);
      }
      throw new Error('could not allocate a unique refer code');
    },

    /** Resets the password with an SMS code and signs the account out everywhere. */
    async findPassword(site: AccountSite, body: FindPasswordBody): Promise<void> {
      // the code first: an unregistered number never got one, so it fails like a wrong code (no enumeration)
      await deps.smsCodes.consume(site, 'find-password', body.mobile, body.sms_code);
      const user = await repos.users.findByMobile(site.id, body.mobile);
      if (!user) throw fail(Messages.smsCodeWrong);
      await repos.users.setPassword(user.id, await hasher.hash(body.password));
      await sessions.revokeAll(user.id);
      await repos.rateEvents.clear('login_fail_mobile', accountSubject(site, body.mobile));
      await repos.rateEvents.clear('password_fail_mobile', accountSubject(site, body.mobile));
    },

    /**
     * Changes the password; every other session of the user ends, the current one stays. A wrong old
     * password counts toward the mobile's password lock like a wrong sign-in, and while locked even the
     * right one is refused (a stolen session must not become a password-guessing oracle).
     */
    async changePassword(auth: AuthUser, body: ChangePasswordBody): Promise<void> {
      const user = await repos.users.findById(auth.id);
      if (!user) throw fail(Messages.oldPasswordWrong);
      const subject = accountSubject({ id: user.site_id, isMain: (await repos.sites.mainId()) === user.site_id }, user.mobile);
      const attempt = await passwordAttempt(subject, now());
      if (!(await hasher.verify(body.old_password, user.password_hash))) throw fail(Messages.oldPasswordWrong);
      await repos.rateEvents.removeIds([attempt]);
      await repos.rateEvents.clear('password_fail_mobile', subject);
      await repos.users.setPassword(user.id, await hasher.hash(body.password));
      await sessions.revokeAll(user.id, auth.tokenHash);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
