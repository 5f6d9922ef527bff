import { randomBytes } from 'node:crypto';
import { Messages, type CaptchaInfo } from 'shared-contracts';
import { fail } from '../lib/errors';
import { sameHex, sha256Hex } from '../lib/tokens';
import type { CaptchaProvider } from '../providers/captcha';
import type { Repositories } from '../repositories';
import { CAPTCHA_TTL_MS, CAPTCHAS_PER_IP_MINUTE, MINUTE } from './limits';

const answerHash = (answer: string) => sha256Hex(answer.trim().toLowerCase());

export function captchaService(deps: { repos: Repositories; provider: CaptchaProvider; now: () => Date }) {
  return {
    /**
     * A new image captcha, valid for 5 minutes; the answer is kept hashed (case-insensitive). At most
     * 30 a minute per IP, counted in the database (every server process sees the same count) under a
     * per-IP lock, so simultaneous requests cannot slip past; a refusal writes nothing.
     */
    async issue(ip: string): Promise<CaptchaInfo> {
      const { repos } = deps;
      return repos.transaction(async () => {
        await repos.rateEvents.lock(`captcha:${ip}`);
        const at = deps.now();
        const recent = await repos.rateEvents.count('captcha_ip', ip, new Date(at.getTime() - MINUTE));
        if (recent >= CAPTCHAS_PER_IP_MINUTE) throw fail(Messages.captchaTooOften);
        const { text, svg } = deps.provider.create();
        const key = randomBytes(18).toString('base64url');
        await repos.rateEvents.record('captcha_ip', ip, at);
        await repos.captchas.create({
          key,
          answer_hash: answerHash(text),
          expires_at: new Date(at.getTime() + CAPTCHA_TTL_MS),
          created_at: at,
        });
        return { img: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, key, sensitive: false };
      });
    },

    /**
     * Checks an answer. Any attempt uses the captcha up, right or wrong, so one image cannot be guessed
     * at repeatedly — a caller inside a transaction must commit (not roll back) after a wrong answer.
     */
    async verify(key: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!key || !answer) return false;
      const stored = await deps.repos.captchas.consume(key, deps.now());
      return stored !== null && sameHex(stored, answerHash(answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
