import { Messages } from 'shared-contracts';
import { CAPTCHAS_PER_IP_MINUTE } from '../../services/limits';
import { buildTestApp, call, testClock, uniqueIp } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

const clock = testClock();

withTestApp({ clock });

const captcha = (ip: string) => call(app, 'GET', '/api/captcha', undefined, { ip });
const storedCaptchas = async () => (await testDb.db.selectFrom('captchas').select('key').execute()).length;

describe('GET /api/captcha per IP', () => {
  it('gives 30 a minute to one IP, then refuses with a Chinese business message and writes nothing', async () => {
    expect(CAPTCHAS_PER_IP_MINUTE).toBe(30);
    const ip = uniqueIp();
    for (let i = 0; i < CAPTCHAS_PER_IP_MINUTE; i += 1) expect((await captcha(ip)).body.code).toBe(0);

    const before = await storedCaptchas();
    const refused = await captcha(ip);
    expect([refused.status, refused.body]).toEqual([200, { code: 1, msg: Messages.captchaTooOften, data: null }]);
    expect(await storedCaptchas()).toBe(before);

    // other clients are not affected
    expect((await captcha(uniqueIp())).body.code).toBe(0);
    // and the IP gets captchas again a minute later
    clock.advance(60_000);
    expect((await captcha(ip)).body.code).toBe(0);
  });

  it('counts simultaneous requests one after another: exactly 30 of 45 succeed', async () => {
    const ip = uniqueIp();
    const replies = await Promise.all(Array.from({ length: 45 }, () => captcha(ip)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(CAPTCHAS_PER_IP_MINUTE);
    expect(replies.filter((reply) => reply.body.msg === Messages.captchaTooOften)).toHaveLength(15);
  });

  it('counts in the database, so a second server process sees the same count', async () => {
    const other = await buildTestApp(testDb, { clock });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < CAPTCHAS_PER_IP_MINUTE; i += 1) await captcha(ip);
      const elsewhere = await call(other, 'GET', '/api/captcha', undefined, { ip });
      expect(elsewhere.body).toEqual({ code: 1, msg: Messages.captchaTooOften, data: null });
    } finally {
      await other.close();
    }
  });
});
