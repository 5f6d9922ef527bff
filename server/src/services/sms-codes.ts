import { Messages } from 'shared-contracts';
import { startOfChinaDay } from 'shared-contracts/china-time';
import { captchaNeeded, fail } from '../lib/errors';
import { newSmsCode, sameHex, sha256Hex } from '../lib/tokens';
import type { JobQueue } from '../jobs/queue';
import type { SmsScene } from '../providers/sms';
import type { Repositories } from '../repositories';
import type { CaptchaService } from './captchas';
import {
  HOUR,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_LIMIT_PER_MOBILE,
  SMS_DAILY_LIMIT_PER_MOBILE_IP,
  SMS_FREE_SENDS_PER_IP_HOUR,
  SMS_RESEND_INTERVAL_MS,
  SMS_CHECKS_PER_IP,
  SMS_CHECKS_PER_MOBILE,
  SMS_CHECK_WINDOW_MS,
} from './limits';

/** Bound to scene and mobile so a code for one purpose or number never opens another. */
const codeHash = (scene: string, mobile: string, code: string) => sha256Hex(`${scene}:${mobile}:${code}`);

/**
 * The scene as sms_codes stores it (varchar(16)). Besides the public scenes (SMS_SCENES, /common/sms/*),
 * the withdrawal password's: sent only to a signed-in user's own mobile (routes/promotion/withdraw.ts).
 */
const storedScene = (scene: SmsScene) => (scene === 'withdrawal-password' ? 'withdraw-pwd' : scene);

export interface SendCodeRequest {
  /** the site whose account the code is for (issue 32): a code works only on its own site */
  site: { id: number };
  scene: SmsScene;
  mobile: string;
  ip: string;
  captcha?: string;
  key?: string;
}

/** Who checks a code at a public call (register, SMS sign-in): the account's subject (sign-in-guard's accountSubject), the IP, a captcha when asked for. */
export interface CodeCheckCaller {
  subject: string;
  ip: string;
  captcha?: string;
  key?: string;
}

export function smsCodeService(deps: { repos: Repositories; jobs: JobQueue; captchas: CaptchaService; now: () => Date }) {
  const { repos, now } = deps;

  /**
   * Uses up a code: only the newest one of (scene, mobile) counts, it must be unused and unexpired,
   * and five tries kill it. Any failure is the same message.
   */
  async function consume(site: { id: number }, scene: SmsScene, mobile: string, code: string): Promise<void> {
    const at = now();
    const live = await repos.smsCodes.spendAttempt(site.id, mobile, storedScene(scene), at, SMS_CODE_MAX_ATTEMPTS);
    if (!live || !sameHex(live.code_hash, codeHash(scene, mobile, code.trim()))) throw fail(Messages.smsCodeWrong);
    if (!(await repos.smsCodes.markUsed(live.id, at))) throw fail(Messages.smsCodeWrong);
  }

  return {
    /**
     * Sends a verification code, within the limits: one a minute and ten a day per mobile, at most five
     * of them a day from one IP (so one address cannot use up somebody else's quota); past five an hour
     * from one IP only with a correct image captcha (code 80 otherwise). The checks and the bookkeeping
     * run under a per-mobile lock so concurrent requests (from any process) cannot slip by.
     *
     * The mobile is looked up only after every limit and the captcha, so probing whether a number is
     * registered costs the same as sending (a busy IP meets the captcha first); such a refused probe
     * still counts for the IP. Register and login then say whether the number is (not) registered;
     * find-password answers the same for any number, counts the same limits, and texts only a
     * registered one.
     */
    async send(request: SendCodeRequest): Promise<void> {
      const { scene, mobile, ip } = request;
      const mobileIp = `${mobile}@${ip}`;

      const code = newSmsCode();
      // A wrong captcha must stay used up, and a refused probe must stay counted for the IP, so those
      // outcomes commit and are thrown after the transaction.
      type Outcome = 'sent' | 'captcha-wrong' | 'mobile-registered' | 'mobile-not-registered';
      const outcome = await repos.transaction(async (): Promise<Outcome> => {
        await repos.rateEvents.lock(`sms:${mobile}`);
        const at = now();
        const last = await repos.rateEvents.latest('sms_send_mobile', mobile);
        if (last && at.getTime() - last.getTime() < SMS_RESEND_INTERVAL_MS) throw fail(Messages.sendTooOften);
        const today = await repos.rateEvents.count('sms_send_mobile', mobile, new Date(startOfChinaDay(at).getTime() - 1));
        if (today >= SMS_DAILY_LIMIT_PER_MOBILE) throw fail(Messages.sendDailyLimit);
        const todayFromIp = await repos.rateEvents.count('sms_send_mobile_ip', mobileIp, new Date(startOfChinaDay(at).getTime() - 1));
        if (todayFromIp >= SMS_DAILY_LIMIT_PER_MOBILE_IP) throw fail(Messages.sendDailyLimit);
        const fromIp = await repos.rateEvents.count('sms_send_ip', ip, new Date(at.getTime() - HOUR));
        if (fromIp >= SMS_FREE_SENDS_PER_IP_HOUR) {
          if (!request.key || !request.captcha) throw captchaNeeded();
          if (!(await deps.captchas.verify(request.key, request.captcha))) return 'captcha-wrong';
        }
        // only now, past the limits and the captcha, is the mobile looked up
        const registered = (await repos.users.findByMobile(request.site.id, mobile)) !== undefined;
        if (scene === 'register' && registered) {
          await repos.rateEvents.record('sms_send_ip', ip, at);
          return 'mobile-registered';
        }
        if (scene === 'login' && !registered) {
          await repos.rateEvents.record('sms_send_ip', ip, at);
          return 'mobile-not-registered';
        }
        const countSend = async () => {
          await repos.rateEvents.record('sms_send_mobile', mobile, at);
          await repos.rateEvents.record('sms_send_mobile_ip', mobileIp, at);
          await repos.rateEvents.record('sms_send_ip', ip, at);
        };
        if (scene === 'find-password' && !registered) {
          // counted exactly like a real send (a second try within a minute is "too often" either way), texts nothing
          await countSend();
          return 'sent';
        }
        await repos.smsCodes.create({
          site_id: request.site.id,
          mobile,
          scene: storedScene(scene),
          code_hash: codeHash(scene, mobile, code),
          expires_at: new Date(at.getTime() + SMS_CODE_TTL_MS),
          ip,
          created_at: at,
        });
        await countSend();
        // the outbox: the code goes out from the job queue (retried if the provider fails), and only
        // if this transaction commits; the provider picks the scene's template
        await deps.jobs.send('sms-send', { mobile, scene, code });
        return 'sent';
      });
      if (outcome === 'captcha-wrong') throw captchaNeeded(Messages.captchaWrong);
      if (outcome === 'mobile-registered') throw fail(Messages.mobileRegistered);
      if (outcome === 'mobile-not-registered') throw fail(Messages.mobileNotRegistered);
    },

    /**
     * consume() behind the public calls' limits (issue 35): the check is counted for the mobile's subject and the
     * IP before the code is looked at (provisionally, so parallel checks count each other); past
     * SMS_CHECKS_PER_MOBILE / SMS_CHECKS_PER_IP within 15 minutes it needs a correct image captcha (code 80; a
     * refused one is not counted and touches no code). A code that passes takes its counts back.
     */
    async consumeChecked(site: { id: number }, scene: SmsScene, mobile: string, code: string, caller: CodeCheckCaller): Promise<void> {
      const at = now();
      const since = new Date(at.getTime() - SMS_CHECK_WINDOW_MS);
      const provisional = [await repos.rateEvents.record('sms_check_mobile', caller.subject, at), await repos.rateEvents.record('sms_check_ip', caller.ip, at)];
      const [byMobile, byIp] = await Promise.all([repos.rateEvents.count('sms_check_mobile', caller.subject, since), repos.rateEvents.count('sms_check_ip', caller.ip, since)]);
      if (byMobile > SMS_CHECKS_PER_MOBILE || byIp > SMS_CHECKS_PER_IP) {
        const { key, captcha } = caller;
        if (!key || !captcha) {
          await repos.rateEvents.removeIds(provisional);
          throw captchaNeeded();
        }
        if (!(await deps.captchas.verify(key, captcha))) {
          await repos.rateEvents.removeIds(provisional);
          throw captchaNeeded(Messages.captchaWrong);
        }
      }
      await consume(site, scene, mobile, code);
      await repos.rateEvents.removeIds(provisional);
    },

    consume,
  };
}

export type SmsCodeService = ReturnType<typeof smsCodeService>;
