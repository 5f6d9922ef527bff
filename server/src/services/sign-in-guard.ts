import { Messages } from 'shared-contracts';
import { captchaNeeded, fail } from '../lib/errors';
import type { Repositories } from '../repositories';
import type { RateKind } from '../repositories/rate-events';
import type { CaptchaService } from './captchas';
import { LOGIN_FAILS_PER_IP, LOGIN_FAILS_PER_MOBILE, LOGIN_FAIL_WINDOW_MS, MINUTE, PASSWORD_FAILS_BEFORE_LOCK, PASSWORD_FAIL_WINDOW_MS, PASSWORD_LOCK_MS } from './limits';

/**
 * The subject a member's or an operator's counted events are kept under (issue 32): accounts are per site, so a
 * lock on one site's account does not lock the same mobile's account on another. The main site's keep the bare
 * mobile they always had.
 */
export function accountSubject(site: { id: number; isMain: boolean }, mobile: string): string {
  return site.isMain ? mobile : `${site.id}:${mobile}`;
}

/** The rate-event kinds one kind of account counts its sign-in failures under (shop users, operators). */
export interface SignInKinds {
  /** wrong passwords per mobile, for the 24-hour lock */
  password: RateKind;
  /** failed sign-ins per mobile and per IP, for the image captcha */
  mobile: RateKind;
  ip: RateKind;
}

/**
 * The password sign-in's guard, one for the shop's accounts and the operator console's: the lock after
 * PASSWORD_FAILS_BEFORE_LOCK wrong passwords within 24 hours, and the image captcha (code 80) from the
 * 4th failure for a mobile or the 11th from an IP within 15 minutes. Failures are recorded before the
 * password is checked (provisionally: the caller removes them when it proves right), so parallel guesses
 * count each other.
 */
export function signInGuard(deps: { repos: Repositories; captchas: CaptchaService }, kinds: SignInKinds, lockedMessage: (minutes: number) => string) {
  const { repos } = deps;

  /**
   * Records a provisional wrong password for the mobile and refuses, with the lock message, while the
   * mobile is locked: at least PASSWORD_FAILS_BEFORE_LOCK wrong passwords arrived before this attempt within
   * 24 hours, the latest less than PASSWORD_LOCK_MS ago. Returns the provisional event's id.
   */
  async function passwordAttempt(mobile: string, at: Date): Promise<number> {
    const id = await repos.rateEvents.record(kinds.password, mobile, at);
    const earlier = await repos.rateEvents.earlier(kinds.password, mobile, new Date(at.getTime() - PASSWORD_FAIL_WINDOW_MS), id);
    const lockedUntil = earlier.latest && earlier.count >= PASSWORD_FAILS_BEFORE_LOCK ? earlier.latest.getTime() + PASSWORD_LOCK_MS : 0;
    if (lockedUntil > at.getTime()) {
      await repos.rateEvents.removeIds([id]);
      throw fail(lockedMessage(Math.ceil((lockedUntil - at.getTime()) / MINUTE)));
    }
    return id;
  }

  /**
   * Before the password is checked: the lock, the provisional failures (password, mobile, IP) and the
   * captcha when it is due. Returns the provisional events' ids, to remove once the password is right.
   */
  async function beforePassword(body: { mobile: string; captcha?: string; key?: string }, ip: string, at: Date): Promise<number[]> {
    const since = new Date(at.getTime() - LOGIN_FAIL_WINDOW_MS);
    const provisional = [await passwordAttempt(body.mobile, at), await repos.rateEvents.record(kinds.mobile, body.mobile, at), await repos.rateEvents.record(kinds.ip, ip, at)];
    const [byMobile, byIp] = await Promise.all([repos.rateEvents.count(kinds.mobile, body.mobile, since), repos.rateEvents.count(kinds.ip, ip, since)]);
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
    return provisional;
  }

  return { passwordAttempt, beforePassword };
}
