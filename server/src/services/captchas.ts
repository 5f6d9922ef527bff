import { randomBytes } from 'node:crypto';
import type { CaptchaInfo } from 'shared-contracts';
import { sameHex, sha256Hex } from '../lib/tokens';
import type { CaptchaProvider } from '../providers/captcha';
import type { Repositories } from '../repositories';
import { CAPTCHA_TTL_MS } from './limits';

const answerHash = (answer: string) => sha256Hex(answer.trim().toLowerCase());

export function captchaService(deps: { repos: Repositories; provider: CaptchaProvider; now: () => Date }) {
  return {
    /** A new image captcha, valid for 5 minutes; the answer is kept hashed (case-insensitive). */
    async issue(): Promise<CaptchaInfo> {
      const { text, svg } = deps.provider.create();
      const key = randomBytes(18).toString('base64url');
      const at = deps.now();
      await deps.repos.captchas.create({
        key,
        answer_hash: answerHash(text),
        expires_at: new Date(at.getTime() + CAPTCHA_TTL_MS),
        created_at: at,
      });
      return { img: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`, key, sensitive: false };
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
